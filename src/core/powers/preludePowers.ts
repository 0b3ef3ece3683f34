/**
 * Court cards' Prelude abilities and resource actions decided on the table as read (seed 003 card
 * reference; the shapes are keyed by card id in courtPowers.ts): the Interests' fill-the-slots
 * (BC02, BC09), the Cartels' steal (BC03, BC06), Elder Broker's gain (BC23), Silver-Tongues' steal
 * (BC20), Relic Fence's Relic (BC24), the ships cards (BC08, BC12-BC15: the core discards the card,
 * the table places the ships), the Interests' Manufacture / Synthesize (Build) and Elder Broker's
 * Trade (Tax). The Unions and Farseers also change the round or the hands: the command
 * (cardActions.ts) does that part; here the card leaves the play area. Pure: the input is never changed.
 */
import type { Ambition, Colour, ResourceType } from "../data/vocabulary";
import { courtCard, courtCardName } from "../data/court";
import type { SlotContent, TableState } from "../court/types";
import { playerIndex, resourceName } from "../court/types";
import { RESOURCE_TYPES } from "../data/vocabulary";
import { stealGuildCard } from "../court/guildCards";
import { countResources, emptySlots, isResourceType, placeResources } from "../resources/resources";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import type { PreludePower } from "./courtPowers";
import { baseCardOf, courtPower, guildCardFacts, powerCardName } from "./courtPowers";

/** A resource taken from a Rival's slot (0-based). */
export interface ResourceTake {
  from: Colour;
  slot: number;
  /**
   * Instead of the slot: one of the Rival's frozen resources of this type (the Imperial Trust of the
   * First Regent: BR p.27 "Rivals can steal and take frozen resources"; BR p.21 "cards such as
   * Silver-Tongues can steal them"). The campaign module takes it off the Trust.
   */
  frozen?: ResourceType;
}

/** The player's choices for a Court card's Prelude (only those its shape reads). */
export interface PreludeChoice {
  /** the Guild card used, as held (a campaign copy counts) */
  card: string;
  /** fillSlots: Material/Fuel stolen once the supply is empty; steal: the 1 stolen; stealAny: a resource */
  steal?: ResourceTake[];
  /** stealAny: a Guild card instead of a resource */
  guildCard?: { from: Colour; card: string };
  /** relicFence: the slot of the resource discarded */
  discardSlot?: number;
  /** union: the face-up played action card it is laid beside (The Young Light F816 and its twins: a played Faithful card, fates/faithful.ts) */
  played?: string;
  /** cycle: the action cards discarded from hand (The Young Light and its twins: the 1 non-Event card) */
  hand?: string[];
  /** attachDeclare: the Court slot (0-based) whose card it is attached to */
  slot?: number;
  /** declare (Lesser Regent F121): the ambition declared */
  ambition?: Ambition;
  /** the player's layout of their six slots after gaining (p.17), optional */
  arrangement?: SlotContent[];
}

export interface PreludeOutcome {
  table: TableState;
  /** what the table still does, in the game's words (ships to place) */
  instruction?: string;
}

/** The Prelude shape of `card` for `colour`, or why it cannot be used. */
export function preludeOf(table: TableState, colour: Colour, card: string): Result<PreludePower> {
  const pi = playerIndex(table, colour);
  if (pi < 0) return refuse(colour + " is not playing");
  const power = courtPower(card);
  // courtCardName gives the id back for an unknown card.
  if (power === undefined || power.prelude === undefined) return refuse(powerCardName(card) + " has no Prelude ability the table can use");
  if (table.players[pi].guildCards.indexOf(card) < 0) return refuse(colour + " does not have " + powerCardName(card) + " in their play area: only its owner uses its Prelude");
  return ok(power.prelude);
}

/**
 * A copy of the table for these rules: the players list, the Court discard and the supply are new;
 * a player's holdings are copied only when changed (ownResources, ownGuildCards, receive), the rest
 * (Court deck and row, Captives, Trophies, Outrage) is shared, and these rules never change it.
 * Copying every player up front was a third of a Prelude's work in Lua (issue 15 bench).
 */
function copyForPrelude(t: TableState): TableState {
  const supply: { [type: string]: number } = {};
  for (const r of RESOURCE_TYPES) supply[r] = t.supply[r] === undefined ? 0 : t.supply[r];
  const out: TableState = { players: t.players.slice(), court: { deck: t.court.deck, row: t.court.row, discard: t.court.discard.slice() }, supply };
  if (t.pending !== undefined) out.pending = t.pending;
  return out;
}

/** Player `pi`'s resource slots, made the copy's own so they may be changed. */
function ownResources(t: TableState, pi: number): SlotContent[] {
  const p = t.players[pi];
  const resources = p.resources.slice();
  t.players[pi] = { ...p, resources };
  return resources;
}

/** Player `pi`'s Guild cards, made the copy's own so they may be changed. */
function ownGuildCards(t: TableState, pi: number): string[] {
  const p = t.players[pi];
  const guildCards = p.guildCards.slice();
  t.players[pi] = { ...p, guildCards };
  return guildCards;
}

function discardCard(t: TableState, pi: number, card: string): void {
  const g = ownGuildCards(t, pi);
  g.splice(g.indexOf(card), 1);
  t.court.discard.push(card);
}

/** Takes one resource from a Rival's slot (no rearranging, FAQ C22); Sworn Guardians BC22 guards it. */
function takeFromRival(t: TableState, thief: Colour, take: ResourceTake, type: ResourceType | undefined, isSteal = true): Result<ResourceType> {
  if (typeof take !== "object" || take === undefined) return refuse("Name the Rival and the slot to steal from");
  const fi = playerIndex(t, take.from);
  if (fi < 0) return refuse(String(take.from) + " is not playing");
  if (take.from === thief) return refuse("You cannot steal from yourself");
  const victim = t.players[fi];
  if (isSteal) for (const id of victim.guildCards) {
    const c = courtCard(baseCardOf(id));
    if (c !== undefined && c.guardsHoldings === true) return refuse(take.from + " has " + courtCardName(baseCardOf(id)) + ": Rivals cannot steal their resources");
  }
  if (take.frozen !== undefined) return takeFrozen(t, fi, take.frozen, type);
  const slot = take.slot;
  if (typeof slot !== "number" || Math.floor(slot) !== slot || slot < 0 || slot >= victim.resources.length) return refuse(take.from + " has no resource slot " + String(slot + 1));
  const r = victim.resources[slot];
  if (r === "empty") return refuse(take.from + "'s resource slot " + (slot + 1) + " is empty");
  if (type !== undefined && r !== type) return refuse(take.from + "'s resource slot " + (slot + 1) + " holds " + resourceName(r) + ", not " + resourceName(type));
  ownResources(t, fi)[slot] = "empty";
  return ok(r);
}

/** One frozen resource of `r` taken from player `fi` (the Imperial Trust, BR p.27), or why not. */
function takeFrozen(t: TableState, fi: number, r: ResourceType, type: ResourceType | undefined): Result<ResourceType> {
  const victim = t.players[fi];
  const frozen = victim.frozen === undefined ? [] : victim.frozen;
  const at = frozen.indexOf(r);
  if (at < 0) return refuse(victim.colour + " has no frozen " + resourceName(r) + " (the Imperial Trust) to steal");
  if (type !== undefined && r !== type) return refuse("steal " + resourceName(type) + ", not " + resourceName(r));
  t.players[fi] = { ...victim, frozen: frozen.slice(0, at).concat(frozen.slice(at + 1)) };
  return ok(r);
}

/** Puts `incoming` into `colour`'s slots (p.17: may rearrange, discards what does not fit). */
function receive(t: TableState, pi: number, incoming: ResourceType[], arrangement: SlotContent[] | undefined): string | undefined {
  const placed = placeResources(t.players[pi], incoming, arrangement);
  if (!placed.ok) return placed.reason;
  t.players[pi] = placed.value.player;
  for (const r of placed.value.discarded) t.supply[r] = t.supply[r] + 1;
  return undefined;
}

/**
 * A Court card's Prelude on the table as read. The turn rules (your turn, before the first pip,
 * not a card secured in this Prelude, Relic Fence once per turn) are the command's (cardActions.ts).
 */
export function courtPrelude(table: TableState, colour: Colour, choice: PreludeChoice): Result<PreludeOutcome> {
  if (typeof choice !== "object" || choice === undefined || typeof choice.card !== "string") return refuse("Name the Guild card whose Prelude you use");
  const shape = preludeOf(table, colour, choice.card);
  if (!shape.ok) return refuse(shape.reason);
  const p = shape.value;
  const name = powerCardName(choice.card);
  const t = copyForPrelude(table);
  const pi = playerIndex(t, colour);
  const steals = Array.isArray(choice.steal) ? choice.steal : [];
  if (p.kind === "relicFence") {
    const slot = choice.discardSlot;
    const mine = ownResources(t, pi);
    if (typeof slot !== "number" || Math.floor(slot) !== slot || slot < 0 || slot >= mine.length || mine[slot] === "empty") return refuse(name + ": choose one of your resources to discard for a Relic");
    const r = mine[slot] as ResourceType;
    mine[slot] = "empty";
    t.supply[r] = t.supply[r] + 1;
    // "Gain" (p.23): an empty Relic supply gives nothing.
    const gained: ResourceType[] = [];
    if (t.supply.relic > 0) {
      t.supply.relic = t.supply.relic - 1;
      gained.push("relic");
    }
    const bad = receive(t, pi, gained, choice.arrangement);
    return bad === undefined ? ok({ table: t }) : refuse(bad);
  }
  if (p.kind === "attachDeclare") return attachToCourt(t, pi, choice.card, choice.slot, name);
  if (p.kind === "union") {
    // The card lies beside the played card until the round ends, then goes to the Court discard.
    const g = ownGuildCards(t, pi);
    g.splice(g.indexOf(choice.card), 1);
    return ok({ table: t });
  }
  discardCard(t, pi, choice.card);
  if (p.kind === "ships") return ok({ table: t, instruction: colour + " places " + p.where });
  // cycle: the hands are the command's; declare: the ambition is the command's (cardActions.ts).
  if (p.kind === "cycle" || p.kind === "declare") return ok({ table: t });
  const incoming: ResourceType[] = [];
  if (p.kind === "gain") {
    for (const r of p.resources) {
      if (t.supply[r] > 0) {
        t.supply[r] = t.supply[r] - 1;
        incoming.push(r);
      }
    }
  } else if (p.kind === "fillSlots") {
    const room = emptySlots(t.players[pi]);
    const fromSupply = Math.min(room, t.supply[p.resource]);
    if (steals.length > room - fromSupply) {
      return refuse(name + ": you gain " + resourceName(p.resource) + " up to your " + room + " empty resource slot(s); the supply has " + t.supply[p.resource] + ", so you steal at most " + (room - fromSupply));
    }
    t.supply[p.resource] = t.supply[p.resource] - fromSupply;
    for (let i = 0; i < fromSupply; i++) incoming.push(p.resource);
    for (const s of steals) {
      const got = takeFromRival(t, colour, s, p.resource);
      if (!got.ok) return refuse(got.reason);
      incoming.push(got.value);
    }
  } else if (p.kind === "steal") {
    if (steals.length !== 1) return refuse(name + ": name the Rival's " + resourceName(p.resource) + " you steal (1)");
    const got = takeFromRival(t, colour, steals[0], p.resource);
    if (!got.ok) return refuse(got.reason);
    incoming.push(got.value);
  } else {
    // stealAny (Silver-Tongues): "steal a Guild card or resource" - exactly one of them.
    const gc = choice.guildCard;
    if ((gc === undefined) === (steals.length === 0) || steals.length > 1) return refuse(name + ": steal one Guild card or one resource");
    if (gc !== undefined) {
      const r = stealGuildCard(t, colour, gc.from, gc.card);
      return r.ok ? ok({ table: r.value }) : refuse(r.reason);
    }
    const got = takeFromRival(t, colour, steals[0], undefined);
    if (!got.ok) return refuse(got.reason);
    incoming.push(got.value);
  }
  const bad = receive(t, pi, incoming, choice.arrangement);
  return bad === undefined ? ok({ table: t }) : refuse(bad);
}

/** Why the card in Court slot `slot` takes no attached card now: it has agents or one already (BR p.27), or there is none. */
function noAttach(t: TableState, slot: number | undefined, name: string): string | undefined {
  const at = typeof slot === "number" ? t.court.row[slot] : undefined;
  let agents = 0;
  if (at !== undefined) for (const k in at.agents) agents += at.agents[k as Colour] ?? 0;
  return at === undefined || at.card === undefined || at.attached !== undefined || agents > 0 ? name + ": attach it to a Court card with no agents or attachment (BR p.27)" : undefined;
}

function attachAt(t: TableState, slot: number, card: string): void {
  t.court.row = t.court.row.map((x, i) => (i === slot ? { ...x, attached: card } : x));
}

/**
 * The Liaisons' Prelude (F405-F409): "attach this to a Court card with no agents" (BR p.27: above a
 * card with no attached card); the ambition it declares is the command's (cardActions.ts).
 */
function attachToCourt(t: TableState, pi: number, card: string, slot: number | undefined, name: string): Result<PreludeOutcome> {
  const no = noAttach(t, slot, name);
  if (no !== undefined) return refuse(no);
  const g = ownGuildCards(t, pi);
  g.splice(g.indexOf(card), 1);
  attachAt(t, slot as number, card);
  return ok({ table: t });
}

/** Where the topmost Guild card of the Court discard pile lies in it (its last entry is on top), or -1. */
export function topmostDiscardedGuild(t: TableState): number {
  const d = t.court.discard;
  for (let i = d.length - 1; i >= 0; i--) {
    const g = guildCardFacts(d[i]);
    if (g !== undefined && g.suit !== "vox") return i;
  }
  return -1;
}

/**
 * Guild Investigators (F402) "Recover (Move): Attach the topmost Guild card from the Court discard
 * pile to a card in the Court with no agents." (BR p.27: a card with no attached card). The Move it
 * spends is the command's (cardActions.ts).
 */
export function recover(table: TableState, colour: Colour, card: string, slot: number): Result<TableState> {
  const held = heldPower(table, colour, card);
  if (!held.ok) return refuse(held.reason);
  const power = courtPower(card);
  const name = powerCardName(card);
  if (power === undefined || power.recover !== true) return refuse(name + " has no Recover action");
  const top = topmostDiscardedGuild(table);
  if (top < 0) return refuse(name + ": the Court discard pile holds no Guild card to recover");
  const t = copyForPrelude(table);
  const no = noAttach(t, slot, name);
  if (no !== undefined) return refuse(no);
  attachAt(t, slot, t.court.discard.splice(top, 1)[0]);
  return ok(t);
}

/** The card of `colour` whose power has the named shape, or why there is none. */
function heldPower(table: TableState, colour: Colour, card: string): Result<number> {
  const pi = playerIndex(table, colour);
  if (pi < 0) return refuse(colour + " is not playing");
  if (typeof card !== "string" || table.players[pi].guildCards.indexOf(card) < 0) {
    return refuse(colour + " does not have " + (typeof card === "string" && courtPower(card) !== undefined ? powerCardName(card) : "that card") + ": only its owner takes its action");
  }
  return ok(pi);
}

/**
 * Mining Interest's Manufacture (Build) / Shipping Interest's Synthesize (Build): "Gain 1 Material /
 * Fuel."; the Liaisons (F405-F409): "When you Copy to <action>, you may gain 1 <type>." (the Copy's
 * checks are the command's, cardActions.ts).
 */
export function gainAction(table: TableState, colour: Colour, card: string, arrangement?: SlotContent[]): Result<TableState> {
  const held = heldPower(table, colour, card);
  if (!held.ok) return refuse(held.reason);
  const power = courtPower(card);
  const g = power && (power.gainAction !== undefined ? power.gainAction : power.copyGain);
  if (g === undefined) return refuse(powerCardName(card) + " has no action that gains a resource");
  const r = g.resource;
  const t = copyForPrelude(table);
  const incoming: ResourceType[] = [];
  if (t.supply[r] > 0) {
    t.supply[r] = t.supply[r] - 1;
    incoming.push(r);
  }
  const bad = receive(t, held.value, incoming, arrangement);
  return bad === undefined ? ok(t) : refuse(bad);
}

/**
 * Elder Broker (BC23) Trade (Tax): "Choose a Rival city you control. Swap 1 resource with that
 * Rival -- take a resource of that city type from them, and give them a resource they don't have."
 * The table names the city's type (the core sees no map); "they don't have" is read before the swap.
 */
export function trade(table: TableState, colour: Colour, rival: Colour, cityType: ResourceType, takeSlot: number, giveSlot: number): Result<TableState> {
  const at = playerIndex(table, colour);
  if (at < 0) return refuse(colour + " is not playing");
  let card: string | undefined = undefined;
  for (const id of table.players[at].guildCards) if (baseCardOf(id) === "BC23") card = id;
  if (card === undefined) return refuse(colour + " does not have " + courtCardName("BC23") + ": only its owner may Trade");
  const name = powerCardName(card);
  if (!isResourceType(cityType)) return refuse(name + ": name the type of the Rival city you control");
  const t = copyForPrelude(table);
  const pi = playerIndex(t, colour);
  const ri = playerIndex(t, rival);
  if (ri < 0 || rival === colour) return refuse(name + ": choose a Rival whose city you control");
  const mine = t.players[pi].resources;
  if (typeof giveSlot !== "number" || Math.floor(giveSlot) !== giveSlot || giveSlot < 0 || giveSlot >= mine.length || mine[giveSlot] === "empty") return refuse(name + ": choose one of your resources to give");
  const give = mine[giveSlot] as ResourceType;
  if (countResources(t.players[ri], give) > 0) return refuse(name + ": you give " + rival + " a resource they don't have, and they have " + resourceName(give));
  const got = takeFromRival(t, colour, { from: rival, slot: takeSlot }, cityType, false);
  if (!got.ok) return refuse(got.reason);
  ownResources(t, pi)[giveSlot] = "empty";
  const a = receive(t, ri, [give], undefined);
  if (a !== undefined) return refuse(a);
  const b = receive(t, pi, [got.value], undefined);
  return b === undefined ? ok(t) : refuse(b);
}

/**
 * The Guildmasters (F417-F421): "you may steal a <suit> Guild card" from a Rival, under the base
 * steal's rules (court/guildCards.ts: Sworn Guardians, a protected card, BR p.27, a card with no raid
 * cost). The declare it follows is the command's (cardActions.ts).
 */
export function declareSteal(table: TableState, colour: Colour, card: string, from: Colour, stolen: string): Result<TableState> {
  const held = heldPower(table, colour, card);
  if (!held.ok) return refuse(held.reason);
  const power = courtPower(card);
  const d = power && power.stealsOnDeclare;
  const g = guildCardFacts(stolen);
  if (d === undefined || g === undefined || g.suit !== d.suit) return refuse(powerCardName(card) + ": steal a Guild card of its suit");
  return stealGuildCard(table, colour, from, stolen);
}
