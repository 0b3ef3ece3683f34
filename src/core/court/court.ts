/**
 * The Court (rulebook pp.4, 7, 13, 16, 17, 20 + FAQ): the row, the Court deck, the face-up Court
 * discard pile, Influence, Secure, Ransack, When Secured of the Vox cards, bury and discard.
 *
 * Order of a secure (p.13 + FAQ "Secure"): own agents return, Rival agents are captured (Ransack:
 * become Trophies), the card moves; a Vox card's When Secured resolves BEFORE the refill; finally
 * the top Court card is drawn into the SAME slot. An empty Court deck leaves the slot empty (see
 * docs/rules-decisions-court.md). Vox choices come back as a prompt (`table.pending`) that the
 * table answers with `answerWhenSecured`; shuffles arrive as input (`deckOrder`).
 */
import type { Colour, ResourceType } from "../data/vocabulary";
import { AMBITIONS, COLOURS } from "../data/vocabulary";
import type { Ambition } from "../data/vocabulary";
import { COURT_CARDS, courtCard, courtCardName, courtDeck } from "../data/court";
import { baseCardOf } from "../powers/courtPowers";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import { returnAgentsToSupply } from "./agents";
import type { AddedCourtCards, CourtState, SlotContent, TableEffect, TableState, VoxDestination } from "./types";
import {
  AGENTS_PER_COLOUR,
  RESOURCES_PER_TYPE,
  addCount,
  addTrophies,
  cloneSupply,
  cloneTable,
  count,
  playerIndex,
  trophiesOf,
} from "./types";
import { isResourceType, provokeOutrage, returnCityToBoard } from "../resources/resources";
import { RESOURCE_TYPES } from "../data/vocabulary";

/** Court row size: 3 slots with 2 players, 4 with 3-4 players (setup step 8, p.4). */
export function courtRowSize(playerCount: number): number {
  return playerCount === 2 ? 3 : 4;
}

function isPermutation(list: string[], of: string[]): boolean {
  if (list.length !== of.length) return false;
  const left = of.slice();
  for (const id of list) {
    const at = left.indexOf(id);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

/**
 * Setup step 8 (p.4): the shuffled Court deck (`deckOrder`, top first, a permutation of the base
 * Court cards the data holds) and 3 or 4 face-up cards drawn from it.
 */
export function setupCourt(deckOrder: string[], playerCount: number): Result<CourtState> {
  if (playerCount < 2 || playerCount > 4) return refuse("Arcs is played by 2 to 4 players, not " + playerCount);
  if (!isPermutation(deckOrder, courtDeck())) return refuse("The Court deck must hold each of the " + courtDeck().length + " base Court cards exactly once");
  const size = courtRowSize(playerCount);
  const row = [];
  for (let i = 0; i < size; i++) row.push({ card: deckOrder[i], agents: {} });
  return ok({ deck: deckOrder.slice(size), row, discard: [] });
}

function pendingReason(t: TableState): string | undefined {
  if (t.pending === undefined) return undefined;
  return "First finish the When Secured of " + courtCardName(t.pending.card) + ": " + t.pending.prompt;
}

function slotName(t: TableState, slot: number): string {
  const s = t.court.row[slot];
  return s.card === undefined ? "the empty Court slot " + (slot + 1) : courtCardName(s.card);
}

function checkSlot(t: TableState, slot: number): Result<true> {
  if (Math.floor(slot) !== slot || slot < 0 || slot >= t.court.row.length) {
    return refuse("The Court has no slot " + (slot + 1) + " (it has " + t.court.row.length + ")");
  }
  if (t.court.row[slot].card === undefined) return refuse("Court slot " + (slot + 1) + " is empty: the Court deck ran out");
  return ok(true);
}

/** Influence (p.13): place 1 agent from your supply on any card in the Court. */
export function influence(table: TableState, colour: Colour, slot: number): Result<TableState> {
  const pend = pendingReason(table);
  if (pend !== undefined) return refuse(pend);
  const pi = playerIndex(table, colour);
  if (pi < 0) return refuse(colour + " is not playing");
  const s = checkSlot(table, slot);
  if (!s.ok) return refuse(s.reason);
  if (table.players[pi].agentSupply <= 0) return refuse("You have no agents in your supply to influence " + slotName(table, slot));
  const t = cloneTable(table);
  t.players[pi].agentSupply = t.players[pi].agentSupply - 1;
  t.court.row[slot].agents = addCount(t.court.row[slot].agents, colour, 1);
  return ok(t);
}

function canSecureSlot(t: TableState, colour: Colour, slot: number): boolean {
  const s = t.court.row[slot];
  if (s.card === undefined) return false;
  const mine = count(s.agents, colour);
  if (mine <= 0) return false;
  for (const c of COLOURS) {
    if (c !== colour && count(s.agents, c) >= mine) return false;
  }
  return true;
}

/** Court slots you could secure: strictly more Loyal agents than each Rival (p.13). */
export function secureTargets(table: TableState, colour: Colour): number[] {
  const out: number[] = [];
  for (let i = 0; i < table.court.row.length; i++) if (canSecureSlot(table, colour, i)) out.push(i);
  return out;
}

/** Court slots a Ransack may take: any card with any of the defender's agents (p.16 step 2). */
export function ransackTargets(table: TableState, defender: Colour): number[] {
  const out: number[] = [];
  for (let i = 0; i < table.court.row.length; i++) {
    const s = table.court.row[i];
    if (s.card !== undefined && count(s.agents, defender) > 0) out.push(i);
  }
  return out;
}

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
}

function refill(t: TableState, slot: number): void {
  if (t.court.deck.length > 0) {
    t.court.row[slot] = { card: t.court.deck[0], agents: {} };
    t.court.deck.splice(0, 1);
  } else {
    t.court.row[slot] = { agents: {} };
  }
}

const PROMPTS: { [effect: string]: string } = {
  massUprising: "choose a cluster on the map; you place 1 ship in each system of it",
  populistDemands: "you may declare any ambition (an ambition marker must be Available)",
  outrageSpreads: "you may choose an Outrage type; each player (even you) must Provoke Outrage of it",
  songOfFreedom: "you may return any one city you control to its player board, and if you do, you may seize the initiative; then this card is shuffled into the Court deck",
  guildStruggle: "you may steal 1 Guild card from a Rival; then all Guild cards in the Court discard pile are shuffled into the Court deck",
};

/** A card's kind: the base Court's, else the rule module's (`added`), else unknown. */
function cardKind(id: string, added: AddedCourtCards | undefined): { kind: "guild" | "vox" | "lore"; whenSecured?: string; whenSecuredTo?: VoxDestination } | undefined {
  const def = courtCard(id);
  if (def !== undefined) return def;
  return added === undefined ? undefined : added(id);
}

/** A rule module's Vox card goes where its When Secured plainly says (before the refill, FAQ "Secure"). */
function sendVox(t: TableState, card: string, to: VoxDestination | undefined): void {
  if (to === "discard") t.court.discard.push(card);
  else if (to === "bury" || to === "shuffle") t.court.deck.push(card);
}

function voxEffect(kind: "resolveWhenSecured" | "resolveAttached", colour: Colour, card: string, to: VoxDestination | undefined): TableEffect {
  return to === undefined ? { kind, colour, card } : { kind, colour, card, to };
}

function takeCard(table: TableState, colour: Colour, slot: number, rivalsBecome: "captives" | "trophies", added?: AddedCourtCards): Result<SecureOutcome> {
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
  if (attached !== undefined) {
    const adef = cardKind(attached, added);
    if (adef === undefined) return refuse("Court slot " + (slot + 1) + " holds an unknown attached card " + attached);
    if (adef.kind === "guild") attachedGuild.push(attached);
    else if (adef.kind === "lore") lore.push(attached);
    else {
      // An attached card left the Court with the secured one: it cannot stay in the slot.
      const to = adef.whenSecuredTo === "stay" ? undefined : adef.whenSecuredTo;
      sendVox(t, attached, to);
      attachedEffects.push(voxEffect("resolveAttached", colour, attached, to));
    }
  }
  const secured = (out: SecureOutcome): Result<SecureOutcome> => {
    if (lore.length > 0) out.lore = lore;
    if (attached === undefined) return ok(out);
    out.attached = attached;
    out.effects = out.effects.concat(attachedEffects);
    return ok(out);
  };
  if (def.kind === "guild" || def.kind === "lore") {
    // A lore card joins the securer's play area but not their Guild cards (p.21).
    me = { ...me, guildCards: me.guildCards.concat(def.kind === "guild" ? [card] : [], attachedGuild) };
    t.players[pi] = me;
    refill(t, slot);
    return secured({ table: t, card, taken, effects: [] });
  }
  if (attachedGuild.length > 0) me = { ...me, guildCards: me.guildCards.concat(attachedGuild) };
  t.players[pi] = me;
  if (courtCard(card) === undefined) {
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
  if (def.whenSecured === "callToAction") {
    t.court.discard.push(card);
    refill(t, slot);
    return secured({ table: t, card, taken, effects: [{ kind: "drawBottomActionCard", colour }] });
  }
  const prompt = PROMPTS[def.whenSecured as string];
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
      if (row[i].card === undefined) return "Court slot " + (i + 1) + " is empty: an attached card sits above a card in the Court (BR p.27)";
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
export function secure(table: TableState, colour: Colour, slot: number, added?: AddedCourtCards): Result<SecureOutcome> {
  const pend = pendingReason(table);
  if (pend !== undefined) return refuse(pend);
  const badAttach = attachmentRefusal(table);
  if (badAttach !== undefined) return refuse(badAttach);
  if (playerIndex(table, colour) < 0) return refuse(colour + " is not playing");
  if (secureTargets(table, colour).length === 0) {
    return refuse("You cannot secure: no card in the Court has more of your agents than each Rival's");
  }
  const s = checkSlot(table, slot);
  if (!s.ok) return refuse(s.reason);
  if (!canSecureSlot(table, colour, slot)) {
    const row = table.court.row[slot];
    const rivals: string[] = [];
    for (const c of COLOURS) if (c !== colour && count(row.agents, c) > 0) rivals.push(c + " " + count(row.agents, c));
    return refuse(
      "You cannot secure " + slotName(table, slot) + ": you have " + count(row.agents, colour) +
        " agent(s) there" + (rivals.length > 0 ? " against " + rivals.join(", ") : "") + "; you need more than each Rival",
    );
  }
  return takeCard(table, colour, slot, "captives", added);
}

/**
 * Ransack the Court (p.16 step 2): secure any card holding any of the defender's agents, no
 * majority needed; ALL Rival agents on it become your Trophies, not Captives; yours return.
 */
export function ransack(table: TableState, colour: Colour, defender: Colour, slot: number, added?: AddedCourtCards): Result<SecureOutcome> {
  const pend = pendingReason(table);
  if (pend !== undefined) return refuse(pend);
  const badAttach = attachmentRefusal(table);
  if (badAttach !== undefined) return refuse(badAttach);
  if (playerIndex(table, colour) < 0) return refuse(colour + " is not playing");
  if (colour === defender) return refuse("You cannot ransack the Court against yourself");
  const s = checkSlot(table, slot);
  if (!s.ok) return refuse(s.reason);
  if (count(table.court.row[slot].agents, defender) <= 0) {
    return refuse("You cannot ransack " + slotName(table, slot) + ": " + defender + " has no agents on it");
  }
  return takeCard(table, colour, slot, "trophies", added);
}

/** The answer to a pending When Secured. Omit an optional choice to decline it. */
export interface WhenSecuredAnswer {
  /** Mass Uprising: the cluster 1..6 (the table checks it is in play). */
  cluster?: number;
  /** Populist Demands: the ambition to declare (the table checks a marker is Available). */
  ambition?: string;
  /** Outrage Spreads: the Outrage type. */
  outrageType?: string;
  /** Song of Freedom: the city you control to return (the table checks control), and its owner's arrangement. */
  returnCity?: { owner: Colour; system: string; arrangement?: SlotContent[] };
  /** Song of Freedom: seize the initiative (only if a city returned; the table checks seizing is allowed). */
  seize?: boolean;
  /** Guild Struggle: the Rival's Guild card to steal. */
  steal?: { from: Colour; card: string };
  /** Song of Freedom / Guild Struggle: the Court deck after the shuffle, top first (the table shuffles). */
  deckOrder?: string[];
}

function applyDeckOrder(t: TableState, incoming: string[], deckOrder: string[] | undefined, required: boolean): Result<true> {
  const pool = t.court.deck.concat(incoming);
  if (deckOrder === undefined) {
    if (required) return refuse("Give the Court deck order after the shuffle (" + pool.length + " cards)");
    return ok(true);
  }
  if (!isPermutation(deckOrder, pool)) {
    return refuse("The shuffled Court deck must hold exactly the " + pool.length + " cards of the deck and the cards shuffled in");
  }
  t.court.deck = deckOrder.slice();
  return ok(true);
}

/** Answer the pending When Secured: resolve it, move the Vox card to its destination, then refill. */
export function answerWhenSecured(table: TableState, answer: WhenSecuredAnswer): Result<{ table: TableState; effects: TableEffect[] }> {
  const pending = table.pending;
  if (pending === undefined) return refuse("No When Secured is waiting for an answer");
  const def = courtCard(pending.card);
  if (def === undefined || def.whenSecured === undefined) return refuse("The pending card " + pending.card + " has no When Secured");
  const colour = pending.colour;
  let t = cloneTable(table);
  delete t.pending;
  const effects: TableEffect[] = [];
  const ws = def.whenSecured;
  if (ws === "massUprising") {
    const cl = answer.cluster;
    if (cl === undefined || Math.floor(cl) !== cl || cl < 1 || cl > 6) return refuse("Mass Uprising: choose a cluster 1 to 6");
    effects.push({ kind: "placeShipsInCluster", colour, cluster: cl });
    t.court.discard.push(pending.card);
  } else if (ws === "populistDemands") {
    if (answer.ambition !== undefined) {
      if (AMBITIONS.indexOf(answer.ambition as Ambition) < 0) return refuse("Populist Demands: there is no ambition " + answer.ambition);
      effects.push({ kind: "declareAmbition", colour, ambition: answer.ambition });
    }
    t.court.discard.push(pending.card);
  } else if (ws === "outrageSpreads") {
    if (answer.outrageType !== undefined) {
      const type = answer.outrageType;
      if (!isResourceType(type)) return refuse("Outrage Spreads: there is no Outrage type " + type);
      for (const p of table.players) {
        const o = provokeOutrage(t, p.colour, type as ResourceType);
        if (!o.ok) return refuse(o.reason);
        t = o.value.table;
      }
    }
    t.court.discard.push(pending.card);
  } else if (ws === "songOfFreedom") {
    if (answer.returnCity !== undefined) {
      const rc = answer.returnCity;
      if (rc.system.length === 0) return refuse("Song of Freedom: name the system of the city you return");
      const back = returnCityToBoard(t, rc.owner, rc.arrangement);
      if (!back.ok) return refuse("Song of Freedom: " + back.reason);
      t = back.value.table;
      effects.push({ kind: "returnCity", colour, owner: rc.owner, system: rc.system });
      if (answer.seize === true) effects.push({ kind: "seizeInitiative", colour });
    } else if (answer.seize === true) {
      return refuse("Song of Freedom: you may seize the initiative only if you returned a city");
    }
    const d = applyDeckOrder(t, [pending.card], answer.deckOrder, true);
    if (!d.ok) return refuse("Song of Freedom is shuffled into the Court deck: " + d.reason);
  } else if (ws === "guildStruggle") {
    if (answer.steal !== undefined) {
      const st = stealGuildCard(t, colour, answer.steal.from, answer.steal.card);
      if (!st.ok) return refuse("Guild Struggle: " + st.reason);
      t = st.value;
    }
    const incoming: string[] = [];
    const rest: string[] = [];
    for (const id of t.court.discard) {
      const c = courtCard(id);
      if (c !== undefined && c.kind === "guild") incoming.push(id);
      else rest.push(id);
    }
    t.court.discard = rest;
    const d = applyDeckOrder(t, incoming, answer.deckOrder, incoming.length > 0);
    if (!d.ok) return refuse("Guild Struggle shuffles the Court discard pile's Guild cards into the Court deck: " + d.reason);
    t.court.discard.push(pending.card);
  } else {
    return refuse(courtCardName(pending.card) + " needs no answer");
  }
  refill(t, pending.slot);
  return ok({ table: t, effects });
}

/**
 * Steal a Rival's Guild card (Guild Struggle, Silver-Tongues, raids). Sworn Guardians (BC22):
 * Rivals cannot steal its owner's other Guild cards; if it is stolen it is buried.
 */
export function stealGuildCard(table: TableState, thief: Colour, from: Colour, card: string): Result<TableState> {
  const ti = playerIndex(table, thief);
  const fi = playerIndex(table, from);
  if (ti < 0) return refuse(thief + " is not playing");
  if (fi < 0) return refuse(from + " is not playing");
  if (ti === fi) return refuse("You cannot steal from yourself");
  const victim = table.players[fi];
  const at = victim.guildCards.indexOf(card);
  // A campaign Guild card has its base twin's rules and raid cost (sameAs, BR p.27).
  const def = courtCard(baseCardOf(card));
  if (def === undefined) return refuse(card + " has no raid cost and cannot be stolen (only resources and Guild cards can)");
  if (at < 0) return refuse(from + " does not have " + courtCardName(card));
  // The Blighted Reach p.27: only its holder's own Outrage of its suit removes a protected Guild card.
  if (def.protected === true) {
    return refuse(courtCardName(card) + " is a protected Guild card: it leaves " + from + "'s play area only when " + from + " Provokes Outrage of its suit (BR p.27)");
  }
  const guardian = swornGuardians(victim.guildCards);
  if (guardian !== undefined && card !== guardian) {
    return refuse(from + " has Sworn Guardians (" + guardian + "): Rivals cannot steal their other Guild cards");
  }
  const t = cloneTable(table);
  t.players[fi].guildCards.splice(at, 1);
  if (def.buryIfStolen === true) t.court.deck.push(card);
  else t.players[ti].guildCards.push(card);
  return ok(t);
}

/** The Sworn Guardians a player holds (BC22, or a campaign card with its rules: CC09), if any. */
export function swornGuardians(guildCards: readonly string[]): string | undefined {
  for (const id of guildCards) if (baseCardOf(id) === "BC22") return id;
  return undefined;
}

/** A player's Guild card leaves their play area for the Court deck's bottom or the discard pile. */
function moveGuildCard(table: TableState, colour: Colour, card: string, to: "bury" | "discard"): Result<TableState> {
  const pi = playerIndex(table, colour);
  if (pi < 0) return refuse(colour + " is not playing");
  const at = table.players[pi].guildCards.indexOf(card);
  if (at < 0) return refuse(colour + " does not have " + courtCardName(card));
  const t = cloneTable(table);
  t.players[pi].guildCards.splice(at, 1);
  if (to === "bury") t.court.deck.push(card);
  else t.court.discard.push(card);
  return ok(t);
}

/** Bury (glossary): a player's Guild card goes to the bottom of the Court deck. */
export function buryGuildCard(table: TableState, colour: Colour, card: string): Result<TableState> {
  return moveGuildCard(table, colour, card, "bury");
}

/** Discard a player's Guild card (e.g. a Prelude "discard this") onto the face-up Court discard pile (p.20). */
export function discardGuildCard(table: TableState, colour: Colour, card: string): Result<TableState> {
  return moveGuildCard(table, colour, card, "discard");
}

/**
 * House rule, never called by the engine itself (docs/rules-decisions-court.md): fill empty Court
 * slots, left to right, from the top of the Court deck.
 */
export function refillEmptySlots(table: TableState): Result<TableState> {
  const pend = pendingReason(table);
  if (pend !== undefined) return refuse(pend);
  const t = cloneTable(table);
  for (let i = 0; i < t.court.row.length; i++) {
    if (t.court.row[i].card === undefined && t.court.deck.length > 0) refill(t, i);
  }
  return ok(t);
}

/** Where each of a colour's agents is: must add up to 10 (rulebook p.2 "Agents (10)"). */
export function agentsAccountedFor(table: TableState, colour: Colour): number {
  let n = 0;
  for (const p of table.players) {
    if (p.colour === colour) n += p.agentSupply + p.outrage.length - p.outragePlaceholders.length;
    n += count(p.captives, colour);
    n += trophiesOf(p.trophies, colour).agents;
  }
  for (const s of table.court.row) n += count(s.agents, colour);
  return n;
}

/** Conservation checks over a table snapshot: 10 agents per colour, 31 court cards, 5 of each resource. */
export function conservationErrors(table: TableState): string[] {
  const errors: string[] = [];
  for (const p of table.players) {
    const n = agentsAccountedFor(table, p.colour);
    if (n !== AGENTS_PER_COLOUR) errors.push(p.colour + " agents: " + n + " accounted for, expected " + AGENTS_PER_COLOUR);
    if (p.agentSupply < 0) errors.push(p.colour + " agent supply is negative");
  }
  const cards: string[] = table.court.deck.concat(table.court.discard);
  for (const s of table.court.row) if (s.card !== undefined) cards.push(s.card);
  for (const p of table.players) for (const c of p.guildCards) cards.push(c);
  if (table.pending !== undefined) cards.push(table.pending.card);
  if (cards.length !== COURT_CARDS.length) errors.push("court cards: " + cards.length + " accounted for, expected " + COURT_CARDS.length);
  if (!isPermutation(cards, courtDeck())) errors.push("court cards: some card is missing or duplicated");
  for (const r of RESOURCE_TYPES) {
    let n = table.supply[r];
    for (const p of table.players) for (const s of p.resources) if (s === r) n++;
    for (const p of table.players) if (p.held !== undefined) for (const h of p.held) if (h.resource === r) n++;
    if (n !== RESOURCES_PER_TYPE) errors.push(r + " resources: " + n + " accounted for, expected " + RESOURCES_PER_TYPE);
  }
  return errors;
}
