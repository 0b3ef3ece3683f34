/**
 * Steals from the Imperial Trust at the table. The Trust is the First Regent's, frozen, and "Rivals
 * can steal and take frozen resources" (BR p.27; BR p.21 "cards such as Silver-Tongues can steal
 * them"). Only a Rival who is the First Regent is stolen from this way; the core decides (Sworn
 * Guardians held by the First Regent refuses it, said to the clicker alone), and on success the
 * tokens leave the Trust area of the First Regent tile for their supply bags (`trustTokensToBags`,
 * also the Council's Outlaw steal: campaign/eventPhase/trust.ts), from which the stealer's slots
 * are filled as the core says. Card texts: seed 003 card reference.
 * - Silver-Tongues (BC20) "Prelude: You may discard this to steal a Guild card or resource.": once its
 *   owner picked the First Regent, one "Steal <type> from the Imperial Trust" per type lying in the Trust.
 * - Material / Fuel Cartel (BC03, BC06) "Prelude: You may discard this to steal 1 Material (Fuel).":
 *   "Prelude: steal <type> from the Imperial Trust" while a Rival is First Regent and the Trust holds it.
 * - Mining / Shipping Interest (BC02, BC09) "... If the Material (Fuel) supply empties, steal the
 *   Material (Fuel) instead.": "Steal <type> from the Imperial Trust (n)" among the Rivals' steals.
 */
import type { Colour, ResourceType } from "../../../core/data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../../../core/data/vocabulary";
import type { GameState } from "../../../core/game/types";
import type { TableState } from "../../../core/court/types";
import type { ResourceTake } from "../../../core/powers/preludePowers";
import { capitalise } from "../../../core/util/ascii";
import { insideZone } from "../../lib/assumptions";
import { resourceType } from "../../lib/pieceTags";
import { find } from "../../lib/table";
import { rowButton } from "../buttonKit";
import { toDiscard } from "../moves";
import { resourceBag } from "../../battle/read";
import { decide, matchSlots } from "./captiveCards";

/** Silver-Tongues' click functions' prefix: one per resource type. */
export const TRUST = "arcsSilverTrust_";
/** An Interest's steal from the Trust (of the card's own type). */
export const INTEREST_TRUST = "arcsInterestTrust";
/** A Cartel's steal from the Trust (of the card's own type). */
export const CARTEL_TRUST = "arcsCartelTrust";

/** The First Regent, when a campaign has one other than `owner`: the only one whose Trust `owner` may steal from. */
export function trustVictim(s: GameState, owner: Colour): Colour | undefined {
  const c = s.campaign;
  if (c === undefined || c.firstRegent === undefined || c.firstRegent === owner || s.seats.indexOf(c.firstRegent) < 0) return undefined;
  return c.firstRegent;
}

/** How many of `type` the Trust holds. */
export function trustHolds(s: GameState, type: ResourceType): number {
  let n = 0;
  if (s.campaign !== undefined) for (const r of s.campaign.trust) if (r === type) n += 1;
  return n;
}

/** The Trust's types (each once), when `rival` is the First Regent of a campaign. */
export function trustTypesOf(s: GameState, rival: Colour): ResourceType[] {
  const out: ResourceType[] = [];
  const c = s.campaign;
  if (c === undefined || c.firstRegent !== rival) return out;
  for (const r of c.trust) if (out.indexOf(r as ResourceType) < 0) out.push(r as ResourceType);
  return out;
}

/**
 * What the Trust shows the steal buttons, as one number (the First Regent and which types it holds),
 * so a painter redraws them only when it changed.
 */
export function trustShown(s: GameState | undefined): number {
  const c = s && s.campaign;
  if (c === undefined) return 0;
  let key = (COLOURS.indexOf(c.firstRegent as Colour) + 1) * 64;
  let bit = 1;
  for (const r of RESOURCE_TYPES) {
    if (c.trust.indexOf(r) >= 0) key += bit;
    bit *= 2;
  }
  return key;
}

/** Silver-Tongues' Trust buttons below row `row`; the next free row. */
export function trustRows(card: TTSObject, s: GameState, owner: Colour, rival: Colour, row: number): number {
  let at = row;
  for (const r of trustTypesOf(s, rival)) {
    rowButton(card, TRUST + r, `Steal ${capitalise(r)} from the Imperial Trust`, `${owner} steals 1 frozen ${capitalise(r)} from the Imperial Trust on ${rival}'s First Regent tile (BR p.27)`, at);
    at += 1;
  }
  return at;
}

/** A one-type steal's Trust button (a Cartel's, an Interest's) at row `row` when the Trust may be stolen from; the next free row. */
export function typeTrustRow(card: TTSObject, fn: string, s: GameState, owner: Colour, type: ResourceType, label: string, row: number): number {
  const fr = trustVictim(s, owner);
  if (fr === undefined || trustHolds(s, type) === 0) return row;
  rowButton(card, fn, label, `${owner} steals 1 frozen ${capitalise(type)} from the Imperial Trust on ${fr}'s First Regent tile (BR p.27)`, row);
  return row + 1;
}

/** The steals from the Trust among `steals`, by type. */
export function frozenSteals(steals: readonly ResourceTake[]): ResourceType[] {
  const out: ResourceType[] = [];
  for (const st of steals) if (st.frozen !== undefined) out.push(st.frozen);
  return out;
}

/** One more steal of `type` from the Trust after `steals`, or why there is none. */
export function nextTrustSteal(s: GameState, owner: Colour, type: ResourceType, steals: readonly ResourceTake[]): ResourceTake | string {
  const fr = trustVictim(s, owner);
  if (fr === undefined) return "no Rival is First Regent: no Imperial Trust to steal from";
  if (frozenSteals(steals).length >= trustHolds(s, type)) return `the Imperial Trust holds no more ${capitalise(type)} to steal`;
  return { from: fr, slot: 0, frozen: type };
}

/**
 * One token per entry of `types` from the Trust area of the First Regent tile into its supply bag
 * (the core took them off the Trust; the stealer's slots are then filled from the bags).
 */
export function trustTokensToBags(types: readonly ResourceType[]): void {
  const zone = find("imperial-trust");
  if (zone === undefined || types.length === 0) return;
  // Read whole before anything moves: a token put into its bag is gone (asking it anything then fails).
  const tokens: TTSObject[] = [];
  const kinds: ResourceType[] = [];
  const taken: boolean[] = [];
  for (const o of zone.getObjects() as TTSObject[]) {
    const r = resourceType(o);
    if (r !== undefined && insideZone(zone, o.getPosition())) {
      tokens.push(o);
      kinds.push(r);
      taken.push(false);
    }
  }
  for (const type of types) {
    let at = -1;
    for (let i = 0; i < tokens.length; i++) if (at < 0 && !taken[i] && kinds[i] === type) at = i;
    const bag = resourceBag(type);
    if (at >= 0 && bag !== undefined) {
      taken[at] = true;
      bag.putObject(tokens[at]);
    }
  }
}

/** A one-resource steal from the Trust sent (Silver-Tongues, a Cartel); true when the core took it (the token moved, the card discarded). */
export function stealFromTrust(card: TTSObject, clicker: string, colour: Colour, before: TableState, cardId: string, rival: Colour, type: ResourceType): boolean {
  const after = decide(clicker, colour, { kind: "prelude", choice: { card: cardId, steal: [{ from: rival, slot: 0, frozen: type }] }, court: before });
  if (after === undefined) return false;
  trustTokensToBags([type]);
  matchSlots(colour, after);
  toDiscard(card);
  return true;
}
