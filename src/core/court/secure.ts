/**
 * Secure and Ransack (rulebook pp.13, 16 + FAQ "Secure"): own agents return, Rival agents are
 * captured (Ransack: become Trophies), the card moves; a Vox card's When Secured resolves BEFORE
 * the refill; finally the top Court card is drawn into the SAME slot. An empty Court deck leaves
 * the slot empty (docs/rules-decisions-court.md). Vox choices come back as a prompt
 * (`table.pending`) that the table answers (whenSecured.ts).
 */
import type { Colour } from "../data/vocabulary";
import { COLOURS } from "../data/vocabulary";
import { courtCard, courtCardName } from "../data/court";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import { returnAgentsToSupply } from "./agents";
import type { AddedCourtCards, TableEffect, TableState, VoxDestination } from "./types";
import { addCount, addTrophies, cloneSupply, count, playerIndex } from "./types";
import { canSecureSlot, checkSlot, pendingReason, refill, secureTargets, slotName } from "./row";

export interface SecureOutcome {
  table: TableState;
  card: string;
  /** Rival agents taken (Captives for Secure, Trophies for Ransack), by colour. */
  taken: { [colour: string]: number };
  /** Things only the table can do (place ships, declare, draw an action card...). */
  effects: TableEffect[];
  /** Set when a Vox card waits for a choice; the refill happens after the answer. */
  prompt?: string;
  /**
   * The card that was attached above the secured one, secured with it (BR p.27): a Guild card joins
   * the securer's, a Vox card's When Secured is the securer's to resolve at the table, in either order.
   */
  attached?: string;
  /**
   * Lore cards secured (the card, its attached card): a rule module's (BR p.5); they join the
   * securer's play area as persistent powers, not their Guild cards (p.21).
   */
  lore?: string[];
  /** Action cards secured (a rule module's own suit, court/types.ts "action"): drawn into the securer's hand. */
  drawn?: string[];
}


const PROMPTS: { [effect: string]: string } = {
  massUprising: "choose a cluster: 1 ship in each of its systems",
  populistDemands: "you may declare any ambition (with an Available marker)",
  outrageSpreads: "you may name an Outrage type all players Provoke",
  songOfFreedom: "you may return a city you control, then seize the initiative",
  guildStruggle: "you may steal a Rival's Guild card",
  inCluster: "choose a cluster (or decline, if it may)",
  takeBanners: "you may take the Banners you control as Trophies",
  rumorAgent: "you may put an agent on a Rumor where you have pieces",
  takeGolem: "take a Golem, flipped Awake",
  pilgrimage: "name a suit of your Guild cards: Rivals discard theirs",
  guildFair: "Rival agents leave Guild cards; you secure all you can",
  giveGuild: "Rivals in turn order give up the Guild cards it says",
  seekPortal: "scrap ships at the Portal you control: 2 Power each",
  plotToKidnap: "draw the discard's highest Faithful card; shuffle it",
  commandChaos: "influence once; you may become a Regent",
  planetEater: "a skirmish die per agent on it: 3 hits win",
};

/** A card's kind: the base Court's, else the rule module's (`added`), else unknown. */
function cardKind(id: string, added: AddedCourtCards | undefined): { kind: "guild" | "vox" | "lore" | "action"; whenSecured?: string; whenSecuredTo?: VoxDestination } | undefined {
  const def = courtCard(id);
  if (def !== undefined) return def;
  return added && added(id);
}

/** A rule module's Vox card goes where its When Secured plainly says (before the refill, FAQ "Secure"). */
export function sendVox(t: TableState, card: string, to: VoxDestination | undefined): void {
  if (to === "discard") t.court.discard.push(card);
  else if (to === "bury" || to === "shuffle") t.court.deck.push(card);
}

function voxEffect(kind: "resolveWhenSecured" | "resolveAttached", colour: Colour, card: string, to: VoxDestination | undefined): TableEffect {
  return to === undefined ? { kind, colour, card } : { kind, colour, card, to };
}

function takeCard(table: TableState, colour: Colour, slot: number, rivalsBecome: "captives" | "trophies" | "returned", added?: AddedCourtCards, back: readonly Colour[] = []): Result<SecureOutcome> {
  // Not a deep clone (that was most of a Ransack in the Lua VM): what changes is copied, the rest is
  // shared with the input, which stays untouched. New lists: the players (the securer's record is
  // replaced by a new one below, never changed in place), the Court row (the slot is replaced), the
  // deck (the refill takes its top; a Vox card may be buried in it) and the discard pile (a Vox card
  // may go there); a new supply and pending as cloneTable made them. The other players and Court
  // slots are shared (tests/core/battle/sharing.test.ts).
  const court = table.court;
  const t: TableState = {
    players: table.players.slice(),
    court: { deck: court.deck.slice(), row: court.row.slice(), discard: court.discard.slice() },
    supply: cloneSupply(table.supply),
  };
  if (table.pending !== undefined) t.pending = { ...table.pending };
  const pi = playerIndex(t, colour);
  const s = t.court.row[slot];
  const card = s.card as string;
  const taken: { [colour: string]: number } = {};
  let me = t.players[pi];
  for (const c of COLOURS) {
    const n = count(s.agents, c);
    if (n === 0) continue;
    if (c === colour) {
      me = returnAgentsToSupply(me, n);
    } else if (rivalsBecome === "returned" || back.indexOf(c) >= 0) {
      // Dealmakers' Bargain (F103): "return agents they would capture", to their owner's supply; a
      // rule module's `back` (Feudal Courts F1618: the Lord's secure returns the Vassals' agents).
      const ri = playerIndex(t, c);
      if (ri >= 0) t.players[ri] = returnAgentsToSupply(t.players[ri], n);
    } else {
      taken[c] = n;
      if (rivalsBecome === "captives") me = { ...me, captives: addCount(me.captives, c, n) };
      else me = { ...me, trophies: addTrophies(me.trophies, c, { agents: n }) };
    }
  }
  t.court.row[slot] = { agents: {} };
  const def = cardKind(card, added);
  if (def === undefined) return refuse("Court slot " + (slot + 1) + " holds an unknown card " + card);
  // BR p.27: securing a card also secures its attached card (it held no agents of its own).
  const attached = s.attached;
  const attachedEffects: TableEffect[] = [];
  // The attached Guild card joins the securer's after the secured card.
  const attachedGuild: string[] = [];
  // Lore cards secured (a rule module's, BR p.5): the secured card first, then its attached card.
  const lore: string[] = def.kind === "lore" ? [card] : [];
  const drawn: string[] = def.kind === "action" ? [card] : [];
  if (attached !== undefined) {
    const adef = cardKind(attached, added);
    if (adef === undefined) return refuse("Court slot " + (slot + 1) + " holds an unknown attached card " + attached);
    if (adef.kind === "guild") attachedGuild.push(attached);
    else if (adef.kind === "lore") lore.push(attached);
    else if (adef.kind === "action") drawn.push(attached);
    else {
      // An attached card left the Court with the secured one: it cannot stay in the slot.
      const to = adef.whenSecuredTo === "stay" ? undefined : adef.whenSecuredTo;
      sendVox(t, attached, to);
      attachedEffects.push(voxEffect("resolveAttached", colour, attached, to));
    }
  }
  const secured = (out: SecureOutcome): Result<SecureOutcome> => {
    if (lore.length > 0) out.lore = lore;
    if (drawn.length > 0) out.drawn = drawn;
    if (attached === undefined) return ok(out);
    out.attached = attached;
    out.effects = out.effects.concat(attachedEffects);
    return ok(out);
  };
  if (def.kind === "guild" || def.kind === "lore" || def.kind === "action") {
    // A lore card joins the securer's play area but not their Guild cards (p.21); an action card the hand.
    me = { ...me, guildCards: me.guildCards.concat(def.kind === "guild" ? [card] : [], attachedGuild) };
    t.players[pi] = me;
    refill(t, slot);
    return secured({ table: t, card, taken, effects: [] });
  }
  if (attachedGuild.length > 0) me = { ...me, guildCards: me.guildCards.concat(attachedGuild) };
  t.players[pi] = me;
  // A rule module's reprint of a base Vox card, secured (ransacked, its When Secured is told), waits as the base card does.
  const ws = courtCard(card) !== undefined || rivalsBecome === "captives" ? def.whenSecured : undefined;
  if (ws === undefined) {
    // A rule module's Vox card: its When Secured is printed text the table resolves; the card goes
    // where the text plainly says (before the refill), or the table moves it as the text says.
    const to = def.whenSecuredTo;
    if (to === "stay") t.court.row[slot] = { card, agents: {} };
    else {
      sendVox(t, card, to);
      refill(t, slot);
    }
    return secured({ table: t, card, taken, effects: [voxEffect("resolveWhenSecured", colour, card, to)] });
  }
  if (ws === "callToAction") {
    t.court.discard.push(card);
    refill(t, slot);
    return secured({ table: t, card, taken, effects: [{ kind: "drawBottomActionCard", colour }] });
  }
  const prompt = PROMPTS[ws as string];
  t.pending = { card, colour, slot, prompt };
  return secured({ table: t, card, taken, effects: [], prompt });
}

/**
 * Attached cards as the table shows them (BR p.27): above a card, one per card (the slot holds one),
 * and never a card shown elsewhere in the Court.
 */
export function attachmentRefusal(t: TableState): string | undefined {
  const row = t.court.row;
  for (let i = 0; i < row.length; i++) {
    const a = row[i].attached;
    if (a !== undefined) {
      if (typeof a !== "string") return "Court slot " + (i + 1) + ": an attached card is named by its id";
      if (row[i].card === undefined) return "Court slot " + (i + 1) + " is empty: an attached card sits on a Court card (BR p.27)";
      for (let j = 0; j < row.length; j++) {
        if (row[j].card === a || (j !== i && row[j].attached === a)) return courtCardName(a) + " is shown twice in the Court";
      }
    }
  }
  return undefined;
}

/**
 * Secure (p.13): take the card in `slot` if you have more Loyal agents on it than each Rival.
 * FAQ: you need a legal target. Own agents return, Rival agents become your Captives.
 */
export function secure(table: TableState, colour: Colour, slot: number, added?: AddedCourtCards, ties?: readonly Colour[], back?: readonly Colour[]): Result<SecureOutcome> {
  const no = courtRefusal(table, colour);
  if (no !== undefined) return refuse(no);
  if (secureTargets(table, colour, ties).length === 0) {
    return refuse("You cannot secure: no Court card has more of your agents than each Rival's");
  }
  const s = checkSlot(table, slot);
  if (!s.ok) return refuse(s.reason);
  if (!canSecureSlot(table, colour, slot, ties)) {
    const row = table.court.row[slot];
    const rivals: string[] = [];
    for (const c of COLOURS) if (c !== colour && count(row.agents, c) > 0) rivals.push(c + " " + count(row.agents, c));
    return refuse(
      "You cannot secure " + slotName(table, slot) + ": you have " + count(row.agents, colour) +
        " agent(s) there" + (rivals.length > 0 ? " against " + rivals.join(", ") : "") + "; you need more than each Rival",
    );
  }
  return takeCard(table, colour, slot, "captives", added, back);
}

/**
 * A secure the players went on with under advisory rules although the majority check refused it (an
 * override: src/core/game/overrideEffects.ts): the card in `slot` taken as a Secure takes it (own
 * agents return, Rival agents become Captives), with the Court's own shape still checked.
 */
export function secureAnyway(table: TableState, colour: Colour, slot: number, added?: AddedCourtCards): Result<SecureOutcome> {
  const no = courtRefusal(table, colour, slot);
  return no !== undefined ? refuse(no) : takeCard(table, colour, slot, "captives", added);
}

/**
 * Ransack the Court (p.16 step 2): secure any card holding any of the defender's agents, no
 * majority needed; ALL Rival agents on it become your Trophies, not Captives; yours return.
 */
export function ransack(table: TableState, colour: Colour, defender: Colour, slot: number, added?: AddedCourtCards): Result<SecureOutcome> {
  const no = courtRefusal(table, colour, slot) ?? (colour === defender ? "You cannot ransack the Court against yourself" : undefined);
  if (no !== undefined) return refuse(no);
  if (count(table.court.row[slot].agents, defender) <= 0) {
    return refuse("You cannot ransack " + slotName(table, slot) + ": " + defender + " has no agents on it");
  }
  return takeCard(table, colour, slot, "trophies", added);
}

/** Why the Court as shown takes no secure: a Vox choice waits, an attached card is misplaced, `colour` is not playing, or (given) `slot` holds no card. */
function courtRefusal(table: TableState, colour: Colour, slot?: number): string | undefined {
  const no = pendingReason(table) ?? attachmentRefusal(table) ?? (playerIndex(table, colour) < 0 ? colour + " is not playing" : undefined);
  if (no !== undefined || slot === undefined) return no;
  const s = checkSlot(table, slot);
  return s.ok ? undefined : s.reason;
}

/**
 * Dealmakers (F103) "Bargain (Secure): Choose a Court card that a Rival could secure. They secure it
 * but return agents they would capture.", taken by `colour`, who holds it: the Rival who could secure
 * the card in `slot` (p.13: more agents on it than each Rival) secures it; every other agent on it
 * returns to its owner's supply.
 * Only a Guild card with nothing attached: a Vox card's When Secured would be the Rival's choice, and
 * a lore, action or attached card (or the campaign's Council) moves otherwise; those are bargained for by hand.
 */
export function bargainSecure(table: TableState, colour: Colour, card: string, slot: number, added?: AddedCourtCards): Result<SecureOutcome & { rival: Colour }> {
  // `card`: the holder's Dealmakers, in their play area.
  const no = courtRefusal(table, colour, slot) ?? (card !== "F103" || table.players[playerIndex(table, colour)].guildCards.indexOf(card) < 0 ? `${colour} does not hold Dealmakers (F103)` : undefined);
  if (no !== undefined) return refuse(no);
  const row = table.court.row[slot];
  const def = cardKind(row.card as string, added);
  const name = slotName(table, slot);
  if (def === undefined || def.kind !== "guild" || row.attached !== undefined) return refuse(name + ": bargain by hand (not a plain Guild card)");
  for (const p of table.players) {
    if (p.colour !== colour && canSecureSlot(table, p.colour, slot)) {
      const r = takeCard(table, p.colour, slot, "returned", added);
      return r.ok ? ok({ ...r.value, rival: p.colour }) : r;
    }
  }
  return refuse("No Rival could secure " + name + " (p.13)");
}

/**
 * Guild Fair (F416, seed 003) "When Secured: Return all Rival agents from Guild cards in the Court.
 * Secure all Guild cards that you currently can.": left to right, a Guild card in the Court with
 * `colour`'s agents on it (now more than each Rival's none, p.13) is secured as a secure takes it (the
 * Rival agents returned, its slot refilled before the next); the Rival agents on the others go home.
 */
export function guildFair(table: TableState, colour: Colour, added?: AddedCourtCards): TableState {
  let t = table;
  for (let i = 0; i < t.court.row.length; i++) {
    const s = t.court.row[i];
    const def = cardKind(s.card as string, added);
    if (!def || def.kind !== "guild") continue;
    const r = count(s.agents, colour) > 0 && takeCard(t, colour, i, "returned", added);
    if (r && r.ok) t = r.value.table;
    else {
      t.players = t.players.map((p) => returnAgentsToSupply(p, count(s.agents, p.colour)));
      t.court.row[i] = { ...s, agents: {} };
    }
  }
  return t;
}

/**
 * Guild Fair's Crisis (F416, seed 003 "Crisis: Players secure all Guild cards that they currently
 * can. Bury this card."; BR p.18): each player in turn order (`table.players`; base p.22 "if players
 * must make a decision in an unclear order, resolve it in turn order") secures, left to right, each
 * Guild card they can (p.13: more Loyal agents on it than each Rival), as a secure takes it (Rival
 * agents captured, its slot refilled before the next). The secures made, in order.
 */
export function guildFairCrisis(table: TableState, added?: AddedCourtCards): (SecureOutcome & { colour: Colour; slot: number })[] {
  const out: (SecureOutcome & { colour: Colour; slot: number })[] = [];
  let t = table;
  for (const p of table.players) {
    for (let i = 0; i < t.court.row.length; i++) {
      const def = cardKind(t.court.row[i].card as string, added);
      const r = def && def.kind === "guild" && canSecureSlot(t, p.colour, i) && takeCard(t, p.colour, i, "captives", added);
      if (r && r.ok) {
        t = r.value.table;
        out.push({ ...r.value, colour: p.colour, slot: i });
      }
    }
  }
  return out;
}
