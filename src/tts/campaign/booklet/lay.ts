/**
 * Where the rules booklet's cards lie on the table (docs/table-contract.md "The Blighted Reach"): each
 * side's slot n is the zone tagged `rules-booklet-slot` with GMNotes `<side>-<n>` (8 per side, 4 x 2
 * on the open board; a side with more slots continues in rows below its page). In a slot the front
 * card lies lowest on the page and highest in the stack; the cards behind it peek out above it, so
 * every title shows (BR p.9; the Govern cards' Policy in front, BR p.20). Scrapped cards go face
 * down onto the board's Scrapped spot (BR p.28 "Scrap removes the piece forever").
 */
import type { RulesBooklet } from "../../../core/campaign/types";
import type { BookletSide } from "../../../core/campaign/booklet";
import { find, onBoard } from "../../lib/table";
import { moveCard } from "../../lib/cards";

export const SLOTS_PER_PAGE = 8;
const COLUMNS = 4;
/** The slot zones' depth (5.1 units) plus the gap: one row further down the page. */
const ROW_STEP = 5.2;
/** How far the front card's centre lies below the slot's centre, and each card behind it further up. */
const FRONT_DZ = -0.7;
const TUCK_DZ = 0.6;

/** The table tag of a booklet card: aid cards (Guild Envoys Depart, Govern) or Fate-set cards. */
export function bookletCardTag(id: string): string {
  return id.indexOf("AID") === 0 ? "campaign-aid-card" : "fate-set-card";
}

export function slotZone(side: BookletSide, n: number): TTSObject | undefined {
  return find("rules-booklet-slot", `${side}-${n}`);
}

/** The side and slot number of a slot zone ("laws-3" -> laws, 3). */
export function slotOf(zone: TTSObject): { side: BookletSide; n: number } | undefined {
  const notes = zone.getGMNotes();
  for (const side of ["edicts", "laws"] as BookletSide[]) {
    for (let n = 1; n <= SLOTS_PER_PAGE; n++) if (notes === `${side}-${n}`) return { side, n };
  }
  return undefined;
}

function boardY(): number {
  const board = find("rules-booklet");
  return board === undefined ? 1.3 : board.getPosition().y;
}

/** Card k (0 = front) of a slot holding `count` cards; slot index from 0, past slot 8 in rows below the page. */
export function cardSpot(side: BookletSide, slot: number, k: number, count: number): Vector | undefined {
  const page = Math.floor(slot / SLOTS_PER_PAGE);
  const inPage = slot - page * SLOTS_PER_PAGE;
  const zone = slotZone(side, inPage + 1);
  if (zone === undefined) return undefined;
  const rowsDown = page * (SLOTS_PER_PAGE / COLUMNS);
  return onBoard(zone, 0, FRONT_DZ + TUCK_DZ * k - ROW_STEP * rowsDown, boardY() + 0.3 + 0.05 * (count - 1 - k));
}

/** Lays one side of the booklet as the core holds it: every card face up in its slot, front card on top. */
export function laySide(side: BookletSide, slots: readonly (readonly string[])[]): void {
  slots.forEach((slot, i) => {
    slot.forEach((id, k) => {
      const at = cardSpot(side, i, k, slot.length);
      if (at !== undefined) moveCard(bookletCardTag(id), id, { position: at, faceDown: false });
    });
  });
}

export function layBooklet(b: RulesBooklet): void {
  laySide("edicts", b.edicts);
  laySide("laws", b.laws);
}

/** A scrapped card, face down onto the Scrapped spot. */
export function layScrapped(id: string): void {
  const zone = find("rules-booklet-scrap");
  if (zone === undefined) return;
  const p = zone.getPosition();
  moveCard(bookletCardTag(id), id, { position: Vector(p.x, boardY() + 1, p.z), faceDown: true });
}
