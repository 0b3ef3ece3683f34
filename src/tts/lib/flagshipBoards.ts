/**
 * Flagship boards as the table shows them (BR pp.22-25; docs/table-contract.md "The Blighted
 * Reach"): which of the owner's cities and starports lie on which slot, as Upgrades (bottom row) and
 * the Armor above them. The slots are the board's tagged snap points (`flagship-upgrade-<n>`,
 * `flagship-armor-<n>`, n = 1..6 from the left), which the build lays from the renderer's slot layout
 * (tools/render/campaign.ts `flagshipLayout`): one source for the layout. A piece counts for the
 * slot nearest its centre when it lies within half the distance between two slots; fresh or damaged
 * as on the map (face down = damaged). A board is read only where it lies on the table (not in its bag).
 */
import type { FlagshipBoard, FlagshipPart } from "../../core/campaign/mapControl";
import type { Colour } from "../../core/data/vocabulary";
import { COLOURS } from "../../core/data/vocabulary";
import { distance2, worldSnapPoints } from "./boards";
import { isDamaged } from "./pieces";
import { asColour, tagged, gmNotes } from "./table";

export const FLAGSHIP_SLOTS = 6;

/** A city or starport lying on a Flagship slot. */
export interface BoardPiece {
  obj: TTSObject;
  building: "city" | "starport";
  damaged: boolean;
}

export interface BoardSlot {
  upgrade?: BoardPiece;
  armor?: BoardPiece;
}

/** A Flagship board on the table: its owner (GMNotes), the object, and its 6 slots left to right. */
export interface TableBoard {
  owner: Colour;
  obj: TTSObject;
  slots: BoardSlot[];
}

interface SlotSpot {
  part: "upgrade" | "armor";
  slot: number;
  x: number;
  z: number;
}

function ownerOf(board: TTSObject): Colour | undefined {
  return asColour(gmNotes(board));
}

/** The board's slot spots in world coordinates (none when it has no tagged snap points). */
function slotSpots(board: TTSObject): SlotSpot[] {
  const out: SlotSpot[] = [];
  for (const sp of worldSnapPoints(board)) {
    for (let n = 1; n <= FLAGSHIP_SLOTS; n++) {
      if (sp.tags.indexOf(`flagship-upgrade-${n}`) >= 0) out.push({ part: "upgrade", slot: n - 1, x: sp.x, z: sp.z });
      if (sp.tags.indexOf(`flagship-armor-${n}`) >= 0) out.push({ part: "armor", slot: n - 1, x: sp.x, z: sp.z });
    }
  }
  return out;
}

/** The owner's cities and starports lying on the table (not in a bag). */
function buildingsOf(colour: Colour): BoardPiece[] {
  const out: BoardPiece[] = [];
  for (const building of ["city", "starport"] as const) {
    for (const o of getObjectsWithAllTags([building, colour])) {
      if (!o.hasTag("supply")) out.push({ obj: o, building, damaged: isDamaged(o) });
    }
  }
  return out;
}

/** One board's slots from the owner's pieces lying on them. */
function readBoard(board: TTSObject, owner: Colour): TableBoard {
  const slots: BoardSlot[] = [];
  for (let i = 0; i < FLAGSHIP_SLOTS; i++) slots.push({});
  const spots = slotSpots(board);
  if (spots.length < 2) return { owner, obj: board, slots };
  // Half the closest spacing of two slots, squared and times 4: a piece nearer than that to a slot lies on it.
  let spacing = -1;
  for (let i = 0; i < spots.length; i++) {
    for (let j = i + 1; j < spots.length; j++) {
      const d = distance2(spots[i], spots[j]);
      if (spacing < 0 || d < spacing) spacing = d;
    }
  }
  const best: number[] = [];
  for (let i = 0; i < spots.length; i++) best.push(-1);
  for (const piece of buildingsOf(owner)) {
    const p = piece.obj.getPosition();
    let at = -1;
    let atD = 0;
    for (let i = 0; i < spots.length; i++) {
      const d = distance2(spots[i], p);
      if (at < 0 || d < atD) {
        at = i;
        atD = d;
      }
    }
    if (at < 0 || atD * 4 > spacing) continue;
    const spot = spots[at];
    const slot = slots[spot.slot];
    const held = slot[spot.part];
    // Two pieces on one slot: the one nearer its centre counts.
    if (held === undefined || atD < best[at]) {
      slot[spot.part] = piece;
      best[at] = atD;
    }
  }
  return { owner, obj: board, slots };
}

/** The Flagship boards lying on the table, in colour order (`owners`: only these colours'). */
export function readFlagshipBoards(owners?: { readonly [colour: string]: boolean }): TableBoard[] {
  const found = tagged("flagship-board");
  const out: TableBoard[] = [];
  if (found.length === 0) return out;
  for (const colour of COLOURS) {
    if (owners !== undefined && owners[colour] !== true) continue;
    for (const board of found) {
      if (ownerOf(board) === colour) {
        out.push(readBoard(board, colour));
        break;
      }
    }
  }
  return out;
}

/** The colour's Flagship board on the table, if it lies there. */
export function flagshipBoardOf(colour: Colour): TableBoard | undefined {
  const only: { [colour: string]: boolean } = {};
  only[colour] = true;
  const boards = readFlagshipBoards(only);
  return boards.length > 0 ? boards[0] : undefined;
}

function part(p: BoardPiece | undefined): FlagshipPart | undefined {
  return p && { building: p.building, damaged: p.damaged };
}

/** The board as the core's map snapshot takes it (mapControl.ts `FlagshipBoard`). */
export function boardSnapshot(b: TableBoard): FlagshipBoard {
  const slots: FlagshipBoard["slots"] = [];
  for (const s of b.slots) {
    const slot: FlagshipBoard["slots"][number] = {};
    const upgrade = part(s.upgrade);
    const armor = part(s.armor);
    if (upgrade !== undefined) slot.upgrade = upgrade;
    if (armor !== undefined) slot.armor = armor;
    slots.push(slot);
  }
  return { owner: b.owner, slots };
}
