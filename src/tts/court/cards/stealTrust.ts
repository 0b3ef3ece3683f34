/**
 * Silver-Tongues' (BC20) steal from the Imperial Trust (stealPreludes.ts draws the choice): the Trust
 * is the First Regent's, frozen, and "Rivals can steal and take frozen resources" (BR p.27; BR p.21
 * "cards such as Silver-Tongues can steal them"). Once the owner picked the First Regent, one button
 * per resource type lying in the Trust; the core decides (Sworn Guardians held by the First Regent
 * refuses it, said to the clicker alone), and on success a token of that type leaves the Trust area
 * of the First Regent tile for its supply bag, from which the stealer's slots are filled as the core says.
 */
import type { Colour, ResourceType } from "../../../core/data/vocabulary";
import type { GameState } from "../../../core/game/types";
import type { TableState } from "../../../core/court/types";
import { capitalise } from "../../../core/util/ascii";
import { insideZone } from "../../lib/assumptions";
import { resourceType } from "../../lib/pieceTags";
import { find } from "../../lib/table";
import { rowButton } from "../buttonKit";
import { toDiscard } from "../moves";
import { resourceBag } from "../../battle/read";
import { decide, matchSlots } from "./captiveCards";

/** The click functions' prefix: one per resource type. */
export const TRUST = "arcsSilverTrust_";

/** The Trust's types (each once), when `rival` is the First Regent of a campaign. */
export function trustTypesOf(s: GameState, rival: Colour): ResourceType[] {
  const out: ResourceType[] = [];
  const c = s.campaign;
  if (c === undefined || c.firstRegent !== rival) return out;
  for (const r of c.trust) if (out.indexOf(r as ResourceType) < 0) out.push(r as ResourceType);
  return out;
}

/** The Trust's buttons below row `row`; the next free row. */
export function trustRows(card: TTSObject, s: GameState, owner: Colour, rival: Colour, row: number): number {
  let at = row;
  for (const r of trustTypesOf(s, rival)) {
    rowButton(card, TRUST + r, `Steal ${capitalise(r)} from the Imperial Trust`, `${owner} steals 1 frozen ${capitalise(r)} from the Imperial Trust on ${rival}'s First Regent tile (BR p.27)`, at);
    at += 1;
  }
  return at;
}

/** A token of `type` lying in the Trust area of the First Regent tile. */
function trustToken(type: ResourceType): TTSObject | undefined {
  const zone = find("imperial-trust");
  if (zone === undefined) return undefined;
  for (const o of zone.getObjects() as TTSObject[]) if (resourceType(o) === type && insideZone(zone, o.getPosition())) return o;
  return undefined;
}

/** The steal sent; true when the core took it (the token moved, the card discarded). */
export function stealFromTrust(card: TTSObject, clicker: string, colour: Colour, before: TableState, cardId: string, rival: Colour, type: ResourceType): boolean {
  const after = decide(clicker, colour, { kind: "prelude", choice: { card: cardId, steal: [{ from: rival, slot: 0, frozen: type }] }, court: before });
  if (after === undefined) return false;
  const token = trustToken(type);
  const bag = resourceBag(type);
  if (token !== undefined && bag !== undefined) bag.putObject(token);
  matchSlots(colour, after);
  toDiscard(card);
  return true;
}
