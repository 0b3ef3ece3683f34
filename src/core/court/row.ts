/**
 * The Court row (rulebook pp.4, 7, 16 + FAQ): its setup, Influence, which slots a player may secure
 * or ransack, the house rule's refill, and the agents' conservation. Securing a card is secure.ts,
 * a Vox card's When Secured whenSecured.ts, a Guild card stolen, buried or discarded guildCards.ts.
 */
import type { Colour } from "../data/vocabulary";
import { COLOURS } from "../data/vocabulary";
import { COURT_CARDS, courtCardName, courtDeck } from "../data/court";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import type { CourtState, TableState } from "./types";
import { AGENTS_PER_COLOUR, RESOURCES_PER_TYPE, addCount, cloneTable, count, playerIndex, trophiesOf } from "./types";
import { RESOURCE_TYPES } from "../data/vocabulary";

/** Court row size: 3 slots with 2 players, 4 with 3-4 players (setup step 8, p.4). */
export function courtRowSize(playerCount: number): number {
  return playerCount === 2 ? 3 : 4;
}

export function isPermutation(list: string[], of: string[]): boolean {
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

export function pendingReason(t: TableState): string | undefined {
  if (t.pending === undefined) return undefined;
  return "First finish the When Secured of " + courtCardName(t.pending.card) + ": " + t.pending.prompt;
}

export function slotName(t: TableState, slot: number): string {
  const s = t.court.row[slot];
  return s.card === undefined ? "the empty Court slot " + (slot + 1) : courtCardName(s.card);
}

export function checkSlot(t: TableState, slot: number): Result<true> {
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

/**
 * Strictly more Loyal agents than each Rival (p.13). `ties`: a rule module's Rivals a tie for most
 * with whom also lets `colour` secure (Spirit of Freedom, F224), never the table's.
 */
export function canSecureSlot(t: TableState, colour: Colour, slot: number, ties?: readonly Colour[]): boolean {
  const s = t.court.row[slot];
  if (s.card === undefined) return false;
  const mine = count(s.agents, colour);
  if (mine <= 0) return false;
  let tied = false;
  let tiedOk = false;
  for (const c of COLOURS) {
    const n = c === colour ? 0 : count(s.agents, c);
    if (n > mine) return false;
    if (n === mine) {
      tied = true;
      if (ties !== undefined && ties.indexOf(c) >= 0) tiedOk = true;
    }
  }
  return !tied || tiedOk;
}

/** Court slots you could secure: strictly more Loyal agents than each Rival (p.13), or a tie `ties` allows. */
export function secureTargets(table: TableState, colour: Colour, ties?: readonly Colour[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < table.court.row.length; i++) if (canSecureSlot(table, colour, i, ties)) out.push(i);
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

export function refill(t: TableState, slot: number): void {
  if (t.court.deck.length > 0) {
    t.court.row[slot] = { card: t.court.deck[0], agents: {} };
    t.court.deck.splice(0, 1);
  } else {
    t.court.row[slot] = { agents: {} };
  }
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
