/**
 * Resource slots, gaining, removing, returning cities and Outrage (rulebook pp.7, 16, 17 + FAQ).
 *
 * Slots: six, left to right, raid costs 3,1,1,2,1,3 (game-data.md §6). The cities still on the
 * board decide how many slots are open, always the leftmost ones; covered slots hold nothing.
 *
 * Placement (p.17): "When you take or are given a resource, place it in an empty resource slot of
 * yours. To do this, you may rearrange any resources in your resource slots, but you must discard
 * resources you cannot hold." The player's arrangement may arrive as input; without it the
 * documented default keeps every held resource where it is, puts newcomers in the leftmost empty
 * open slots, and discards the newcomers that do not fit (so a full player keeps what they had).
 * Removing a resource never rearranges (FAQ "Resources", ruling C22).
 */
import type { Colour, ResourceType } from "../data/vocabulary";
import { RESOURCE_TYPES } from "../data/vocabulary";
import { CITY_SLOTS, RESOURCE_SLOT_RAID_COSTS, openResourceSlots } from "../data/playerBoard";
import { courtCard, courtCardName } from "../data/court";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import type { AddedCourtCards, PlayerHoldings, SlotContent, TableState } from "../court/types";
import { clonePlayer, cloneSupply, cloneTable, playerIndex, resourceName } from "../court/types";

export const RESOURCE_SLOTS = 6;

export function openSlotCount(p: PlayerHoldings): number {
  return openResourceSlots(p.citiesOnBoard);
}

/** How many of `p`'s open resource slots are empty ("up to your number of empty resource slots"). */
export function emptySlots(p: PlayerHoldings): number {
  let n = 0;
  for (let i = 0; i < openSlotCount(p); i++) if (p.resources[i] === "empty") n += 1;
  return n;
}

/** Keys an attacker spends to steal the resource in slot `index` (0-based, left to right). */
export function slotRaidCost(index: number): number {
  return RESOURCE_SLOT_RAID_COSTS[index];
}

export function isResourceType(value: string): value is ResourceType {
  return RESOURCE_TYPES.indexOf(value as ResourceType) >= 0;
}

/** Resource tokens of `type` in the player's slots. */
/**
 * How many resources of `type` the player has (FAQ "Resources You Have"; BR p.27 Counting: "count
 * everything in your play area, including on cards and on tiles such as the First Regent tile"):
 * the slots, the resources held on cards and the frozen ones (the Imperial Trust).
 */
export function countResources(p: PlayerHoldings, type: ResourceType): number {
  let n = 0;
  for (const s of p.resources) if (s === type) n++;
  if (p.held !== undefined) for (const h of p.held) if (h.resource === type) n++;
  if (p.frozen !== undefined) for (const r of p.frozen) if (r === type) n++;
  return n;
}

export function isOutraged(p: PlayerHoldings, type: ResourceType): boolean {
  return p.outrage.indexOf(type) >= 0;
}

/**
 * Can the player spend a `type` token for its Prelude action? Not if Outraged (p.16), unless a
 * Loyal card of that suit says "You ignore Outrage when spending <type> for its Prelude action".
 * Spending without effect is always allowed (FAQ "Resources").
 */
export function canSpendForPrelude(p: PlayerHoldings, type: ResourceType): boolean {
  if (!isOutraged(p, type)) return true;
  for (const id of p.guildCards) {
    const c = courtCard(id);
    if (c !== undefined && c.ignoresOutrageFor === type) return true;
  }
  return false;
}

function sortedTypes(list: ResourceType[]): ResourceType[] {
  const out: ResourceType[] = [];
  for (const t of RESOURCE_TYPES) for (const x of list) if (x === t) out.push(x);
  return out;
}

function describe(list: ResourceType[]): string {
  if (list.length === 0) return "nothing";
  return sortedTypes(list).map((r) => resourceName(r)).join(", ");
}

/** Checks a snapshot's slots: six entries, known types, covered slots empty. */
export function checkSlots(p: PlayerHoldings): Result<true> {
  if (p.resources.length !== RESOURCE_SLOTS) return refuse(p.colour + "'s board must have 6 resource slots, not " + p.resources.length);
  if (p.citiesOnBoard < 0 || p.citiesOnBoard > CITY_SLOTS) return refuse(p.colour + " cannot have " + p.citiesOnBoard + " cities on the board");
  const open = openSlotCount(p);
  for (let i = 0; i < RESOURCE_SLOTS; i++) {
    const s = p.resources[i];
    if (s !== "empty" && !isResourceType(s)) return refuse(p.colour + "'s slot " + (i + 1) + " holds an unknown resource " + s);
    if (i >= open && s !== "empty") return refuse(p.colour + "'s slot " + (i + 1) + " is covered by a city and cannot hold a resource");
  }
  return ok(true);
}

export interface Placement {
  player: PlayerHoldings;
  /** Resources that did not fit and go back to the supply. */
  discarded: ResourceType[];
}

/**
 * Place `incoming` resources on the player's board, also re-homing any resource sitting in a slot
 * that is now covered (a city came back). `arrangement` is the player's chosen final layout of all
 * six slots; without it the default above applies.
 */
export function placeResources(p: PlayerHoldings, incoming: ResourceType[], arrangement?: SlotContent[]): Result<Placement> {
  const open = openSlotCount(p);
  // The player's own layout is checked against everything they hold; the default needs no pool
  // (a steal places one resource per step: building the pool was most of its placing in Lua).
  if (arrangement !== undefined) {
    const pool: ResourceType[] = [];
    for (const s of p.resources) if (s !== "empty") pool.push(s);
    for (const r of incoming) pool.push(r);
    const keep = Math.min(open, pool.length);
    if (arrangement.length !== RESOURCE_SLOTS) return refuse("An arrangement lists all 6 resource slots, not " + arrangement.length);
    const left = pool.slice();
    let placed = 0;
    for (let i = 0; i < RESOURCE_SLOTS; i++) {
      const s = arrangement[i];
      // No `continue` here: MoonSharp's label bug (docs/core-guidelines.md).
      if (s !== "empty") {
        if (!isResourceType(s)) return refuse("Slot " + (i + 1) + " cannot hold " + s);
        if (i >= open) return refuse("Slot " + (i + 1) + " is covered by a city: it cannot hold a resource");
        const at = left.indexOf(s);
        if (at < 0) return refuse("You do not have another " + resourceName(s) + " to put in slot " + (i + 1));
        left.splice(at, 1);
        placed++;
      }
    }
    if (placed < keep) {
      return refuse("You may only discard resources you cannot hold: keep " + keep + " of " + describe(pool) + ", not " + placed);
    }
    return ok({ player: { ...p, resources: arrangement.slice() }, discarded: sortedTypes(left) });
  }

  const slots: SlotContent[] = [];
  const homeless: ResourceType[] = [];
  for (let i = 0; i < RESOURCE_SLOTS; i++) {
    const s = p.resources[i];
    if (i < open) slots.push(s);
    else {
      slots.push("empty");
      if (s !== "empty") homeless.push(s);
    }
  }
  for (const r of incoming) homeless.push(r);
  const discarded: ResourceType[] = [];
  for (const r of homeless) {
    let at = -1;
    for (let i = 0; i < open; i++) {
      if (slots[i] === "empty") {
        at = i;
        break;
      }
    }
    if (at < 0) discarded.push(r);
    else slots[at] = r;
  }
  return ok({ player: { ...p, resources: slots }, discarded: sortedTypes(discarded) });
}

export interface GainOutcome {
  table: TableState;
  /** Gained then discarded (no room); they went back to the supply. */
  discarded: ResourceType[];
  /** Could not be gained: the supply of that type was empty (glossary "Gain"). */
  notGained: ResourceType[];
}

/** Gain resources from the supply (tax, card effects). An empty supply gives nothing (p.23 "Gain"). */
export function gainResources(
  table: TableState,
  colour: Colour,
  types: ResourceType[],
  arrangement?: SlotContent[],
): Result<GainOutcome> {
  const pi = playerIndex(table, colour);
  if (pi < 0) return refuse(colour + " is not playing");
  const check = checkSlots(table.players[pi]);
  if (!check.ok) return refuse(check.reason);
  const t = cloneTable(table);
  const gained: ResourceType[] = [];
  const notGained: ResourceType[] = [];
  for (const r of types) {
    if (!isResourceType(r)) return refuse("There is no resource called " + r);
    if (t.supply[r] > 0) {
      t.supply[r] = t.supply[r] - 1;
      gained.push(r);
    } else notGained.push(r);
  }
  const placed = placeResources(t.players[pi], gained, arrangement);
  if (!placed.ok) return refuse(placed.reason);
  t.players[pi] = placed.value.player;
  for (const r of placed.value.discarded) t.supply[r] = t.supply[r] + 1;
  return ok({ table: t, discarded: placed.value.discarded, notGained });
}

/** Take the resource out of slot `slot` (0-based) without rearranging (FAQ C22). */
export function takeFromSlot(p: PlayerHoldings, slot: number): Result<{ player: PlayerHoldings; resource: ResourceType }> {
  if (slot < 0 || slot >= RESOURCE_SLOTS || Math.floor(slot) !== slot) return refuse("There is no resource slot " + (slot + 1));
  const s = p.resources[slot];
  if (s === "empty") return refuse(p.colour + "'s resource slot " + (slot + 1) + " is empty");
  const resources = p.resources.slice();
  resources[slot] = "empty";
  return ok({ player: { ...p, resources }, resource: s });
}

/**
 * Spend the resource in `slot`: it returns to the supply; the other slots stay put (FAQ C22).
 * `forItsAction` = spent for its Prelude action, which Outrage forbids (p.16) unless a Loyal card
 * ignores it; spending for no effect is always allowed (FAQ "Resources").
 * (The Prelude's "return at the end of the Prelude" timing is the turn module's concern.)
 */
export function spendResource(table: TableState, colour: Colour, slot: number, forItsAction: boolean): Result<{ table: TableState; spent: ResourceType }> {
  const pi = playerIndex(table, colour);
  if (pi < 0) return refuse(colour + " is not playing");
  const taken = takeFromSlot(table.players[pi], slot);
  if (!taken.ok) return refuse(taken.reason);
  const r = taken.value.resource;
  if (forItsAction && !canSpendForPrelude(table.players[pi], r)) {
    return refuse("Your " + resourceName(r) + " is Outraged: you cannot spend it for its Prelude action (only for no effect)");
  }
  const t = cloneTable(table);
  t.players[pi] = taken.value.player;
  t.supply[r] = t.supply[r] + 1;
  return ok({ table: t, spent: r });
}

/** Discard the resource in `slot` to the supply (no rearranging, FAQ C22). */
export function discardResource(table: TableState, colour: Colour, slot: number): Result<TableState> {
  const spent = spendResource(table, colour, slot, false);
  if (!spent.ok) return refuse(spent.reason);
  return ok(spent.value.table);
}

/**
 * A city returns to its owner's board (e.g. Song of Freedom): it may cover a slot, and the owner
 * rearranges and discards as when gaining (p.17). `arrangement` is the owner's choice; default:
 * resources in still-open slots stay, displaced ones move to the leftmost empty open slots, the
 * rest are discarded.
 */
export function returnCityToBoard(table: TableState, owner: Colour, arrangement?: SlotContent[]): Result<GainOutcome> {
  const pi = playerIndex(table, owner);
  if (pi < 0) return refuse(owner + " is not playing");
  const p = table.players[pi];
  if (p.citiesOnBoard >= CITY_SLOTS) return refuse(owner + " has no empty city slot on their board");
  const check = checkSlots(p);
  if (!check.ok) return refuse(check.reason);
  const t = cloneTable(table);
  const moved = { ...t.players[pi], citiesOnBoard: p.citiesOnBoard + 1 };
  const placed = placeResources(moved, [], arrangement);
  if (!placed.ok) return refuse(placed.reason);
  t.players[pi] = placed.value.player;
  for (const r of placed.value.discarded) t.supply[r] = t.supply[r] + 1;
  return ok({ table: t, discarded: placed.value.discarded, notGained: [] });
}

export interface OutrageOutcome {
  table: TableState;
  discardedResources: ResourceType[];
  discardedCards: string[];
  /** True if this Outrage covered a new icon (with an agent or, lacking one, a placeholder). */
  newlyOutraged: boolean;
}

/**
 * Provoke Outrage of `type` (p.16 step 1): discard all `type` resources (slots stay put) and all
 * `type` Guild cards except Loyal ones ("If you Provoke Outrage, keep this card") to the face-up
 * Court discard pile; then cover the Outrage icon with a Loyal agent from supply, or a placeholder
 * if none is there (p.22), unless already Outraged of that type. `added`: Guild cards a rule module
 * adds (court/types.ts AddedCourtCards), from the module. `keepGuild`: a rule module's card says
 * "When you Provoke Outrage, you do not discard Guild cards" (the campaign's Guild Loyalty, F424).
 */
export function provokeOutrage(table: TableState, colour: Colour, type: ResourceType, added?: AddedCourtCards, keepGuild = false): Result<OutrageOutcome> {
  const pi = playerIndex(table, colour);
  if (pi < 0) return refuse(colour + " is not playing");
  if (!isResourceType(type)) return refuse("There is no Outrage type " + type);
  // Only the Outraged player, the supply and the Court's discard pile change: they are copied, the
  // rest is shared with the input, which stays untouched (a deep clone of the table was most of an
  // Outrage in the Lua VM, and every destroyed city provokes one).
  const players = table.players.slice();
  const p = clonePlayer(table.players[pi]);
  players[pi] = p;
  const t: TableState = { players, court: { ...table.court, discard: table.court.discard.slice() }, supply: cloneSupply(table.supply) };
  if (table.pending !== undefined) t.pending = { ...table.pending };
  const discardedResources: ResourceType[] = [];
  for (let i = 0; i < RESOURCE_SLOTS; i++) {
    if (p.resources[i] === type) {
      p.resources[i] = "empty";
      discardedResources.push(type);
      t.supply[type] = t.supply[type] + 1;
    }
  }
  const kept: string[] = [];
  const discardedCards: string[] = [];
  for (const id of p.guildCards) {
    const c = courtCard(id);
    // A rule module's Guild card (`added`, e.g. the campaign's, BR p.27) by the same rule.
    const a = c === undefined && added !== undefined ? added(id) : undefined;
    if (keepGuild) kept.push(id);
    else if (c !== undefined && c.suit === type && !c.loyal) discardedCards.push(id);
    else if (a !== undefined && a.kind === "guild" && a.suit === type && a.keptOnOutrage !== true) discardedCards.push(id);
    else kept.push(id);
  }
  p.guildCards = kept;
  for (const id of discardedCards) t.court.discard.push(id);
  let newlyOutraged = false;
  if (!isOutraged(p, type)) {
    newlyOutraged = true;
    const outrage: ResourceType[] = [];
    for (const r of RESOURCE_TYPES) if (r === type || p.outrage.indexOf(r) >= 0) outrage.push(r);
    p.outrage = outrage;
    if (p.agentSupply > 0) p.agentSupply = p.agentSupply - 1;
    else {
      const ph: ResourceType[] = [];
      for (const r of RESOURCE_TYPES) if (r === type || p.outragePlaceholders.indexOf(r) >= 0) ph.push(r);
      p.outragePlaceholders = ph;
    }
  }
  return ok({ table: t, discardedResources, discardedCards, newlyOutraged });
}

/** "Material (slot 1, 3 keys)" for reasons and prompts. */
export function describeSlot(p: PlayerHoldings, slot: number): string {
  const s = p.resources[slot];
  const cost = slotRaidCost(slot);
  return (s === "empty" ? "empty" : resourceName(s)) + " (slot " + (slot + 1) + ", " + cost + (cost === 1 ? " key)" : " keys)");
}

/** Names the Guild cards for messages. */
export function describeCards(ids: string[]): string {
  return ids.length === 0 ? "none" : ids.map((id) => courtCardName(id)).join(", ");
}
