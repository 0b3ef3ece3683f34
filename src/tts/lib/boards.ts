/**
 * The player boards and areas read from the table: snap points in world coordinates, city and
 * resource slots, and each player's zones (board, area, Captives, Trophies).
 */
import type { Colour } from "../../core/data/vocabulary";
import type { SlotContent } from "../../core/court/types";
import { objectsIn, withTags, tagsResource, colourZone, courtCardsAmong, piecesAmong } from "./pieceTags";
import type { TaggedObject, CardAt } from "./pieceTags";

export interface WorldSnap {
  x: number;
  y: number;
  z: number;
  tags: string[];
}

/**
 * The attached snap points of an object in world coordinates: world = position + rotY(scale * local)
 * (tools/table/geometry.ts). Computed here rather than with positionToWorld so the fake and TTS agree.
 */
export function worldSnapPoints(obj: TTSObject): WorldSnap[] {
  const raw = obj.getSnapPoints() as unknown as { position?: Vector; Position?: Vector; tags?: string[]; Tags?: string[] }[];
  const p = obj.getPosition();
  const r = obj.getRotation();
  const s = obj.getScale();
  const rad = (r.y * Math.PI) / 180;
  const c = Math.cos(rad);
  const sn = Math.sin(rad);
  const out: WorldSnap[] = [];
  for (const sp of raw) {
    const l = sp.position !== undefined ? sp.position : sp.Position;
    if (l === undefined) continue;
    const lx = l.x * s.x;
    const lz = l.z * s.z;
    const tags = sp.tags !== undefined ? sp.tags : sp.Tags !== undefined ? sp.Tags : [];
    out.push({ x: p.x + lx * c + lz * sn, y: p.y + l.y * s.y, z: p.z - lx * sn + lz * c, tags });
  }
  return out;
}

/** The world spot of the snap point tagged `tag` on `obj`. */
export function snapSpot(obj: TTSObject | undefined, tag: string): WorldSnap | undefined {
  if (obj === undefined) return undefined;
  for (const sp of worldSnapPoints(obj)) if (sp.tags.indexOf(tag) >= 0) return sp;
  return undefined;
}

/** The square of the flat distance between two points. */
export function distance2(a: { x: number; z: number }, b: { x: number; z: number }): number {
  return (a.x - b.x) * (a.x - b.x) + (a.z - b.z) * (a.z - b.z);
}

interface NumberedSpot {
  n: number;
  spot: WorldSnap;
}

/** Snap points `<prefix>1`..`<prefix>n` of `obj`, in number order (missing ones skipped). */
function numberedSpots(obj: TTSObject, prefix: string, n: number): NumberedSpot[] {
  const all = worldSnapPoints(obj);
  const out: NumberedSpot[] = [];
  for (let i = 1; i <= n; i++) {
    for (const sp of all) if (sp.tags.indexOf(`${prefix}${i}`) >= 0) out.push({ n: i, spot: sp });
  }
  return out;
}

/** Player boards are locked: their slot spots are computed once. */
const boardSpots: { [key: string]: NumberedSpot[] } = {};

function boardSlots(colour: Colour, prefix: string, n: number): NumberedSpot[] {
  const key = `${colour}/${prefix}`;
  const hit = boardSpots[key];
  if (hit !== undefined) return hit;
  const board = playerBoard(colour);
  if (board === undefined) return [];
  const spots = numberedSpots(board, prefix, n);
  boardSpots[key] = spots;
  return spots;
}

/**
 * Which numbered spots hold a piece at one of `positions`: each counts for its nearest spot when it
 * lies within half the spacing of the spots.
 */
function occupiedSpots(spots: NumberedSpot[], positions: Vector[]): number[] {
  if (spots.length === 0) return [];
  let spacing2 = 1;
  if (spots.length > 1) spacing2 = distance2(spots[0].spot, spots[1].spot);
  const out: number[] = [];
  for (const pos of positions) {
    let best = -1;
    let bestD = 0;
    for (let i = 0; i < spots.length; i++) {
      const d = distance2(spots[i].spot, pos);
      if (best < 0 || d < bestD) {
        best = i;
        bestD = d;
      }
    }
    if (best >= 0 && bestD * 4 <= spacing2 && out.indexOf(spots[best].n) < 0) out.push(spots[best].n);
  }
  return out;
}

export function playerBoard(colour: Colour): TTSObject | undefined {
  return colourZone("player-board", colour);
}

/** City slots (1..5) of a colour's board holding one of its cities. */
export function occupiedCitySlots(colour: Colour): number[] {
  const spots = boardSlots(colour, "city-slot-", 5);
  if (spots.length === 0) return [];
  const positions: Vector[] = [];
  for (const city of getObjectsWithAllTags(["city", colour])) positions.push(city.getPosition());
  return occupiedSpots(spots, positions);
}

/** The city on the leftmost filled city slot of a colour's board: the next one built (F1112A puts one back from there). */
export function nextBoardCity(colour: Colour): TTSObject | undefined {
  const spots = boardSlots(colour, "city-slot-", 5);
  const cities = getObjectsWithAllTags(["city", colour]);
  for (const sp of spots) for (const c of cities) if (occupiedSpots(spots, [c.getPosition()])[0] === sp.n) return c;
  return undefined;
}

/** The rightmost empty city slot's spot (cities return there, p.19), if any. */
export function rightmostEmptyCitySlot(colour: Colour, alsoTaken: number[]): WorldSnap | undefined {
  const taken = occupiedCitySlots(colour).concat(alsoTaken);
  const spots = boardSlots(colour, "city-slot-", 5);
  for (let i = spots.length - 1; i >= 0; i--) {
    if (taken.indexOf(spots[i].n) < 0) return spots[i].spot;
  }
  return undefined;
}

/** The city slot number of a spot returned by rightmostEmptyCitySlot. */
export function citySlotNumber(spot: WorldSnap): number {
  for (let n = 1; n <= 5; n++) if (spot.tags.indexOf(`city-slot-${n}`) >= 0) return n;
  return 0;
}

/** The six resource slots of a colour's board, left to right (tokens near `resource-slot-<n>`), `except` one token not counted. */
export function resourceSlots(colour: Colour, except?: TTSObject): SlotContent[] {
  const out: SlotContent[] = ["empty", "empty", "empty", "empty", "empty", "empty"];
  const spots = boardSlots(colour, "resource-slot-", 6);
  for (const token of withTags(objectsIn(colourZone("resources-zone", colour)))) {
    const type = tagsResource(token.tags);
    if (type === undefined || token.obj === except) continue;
    const at = occupiedSpots(spots, [token.obj.getPosition()]);
    if (at.length > 0) out[at[0] - 1] = type;
  }
  return out;
}

/** What lies in a colour's zones, read once: the counted parts of its play area. */
export interface PlayerZones {
  /** resource tokens on the board and on its Guild cards (p.18 "resources you have") */
  resources: TaggedObject[];
  /** court cards in the play area */
  cards: CardAt[];
  captives: TaggedObject[];
  trophies: TaggedObject[];
}

/** What lies in one of a colour's zones, with tags. */
export function readZone(tag: string, colour: Colour): TaggedObject[] {
  return withTags(objectsIn(colourZone(tag, colour)));
}

/** A play area's objects and the court cards among them. */
export interface AreaRead {
  objs: TaggedObject[];
  cards: CardAt[];
}

export function readArea(colour: Colour): AreaRead {
  const objs = readZone("play-area", colour);
  return { objs, cards: courtCardsAmong(objs) };
}

/** The counted parts of a colour's zones, from what was read of each zone. */
export function playerZonesFrom(board: TaggedObject[], area: AreaRead, captives: TaggedObject[], trophies: TaggedObject[]): PlayerZones {
  const resources: TaggedObject[] = [];
  const seen: TTSObject[] = [];
  for (const t of board.concat(area.objs)) {
    // The two zones do not overlap on the printed board; a token on their edge counts once.
    if (tagsResource(t.tags) === undefined || seen.indexOf(t.obj) >= 0) continue;
    seen.push(t.obj);
    resources.push(t);
  }
  return { resources, cards: area.cards, captives: piecesAmong(captives), trophies: piecesAmong(trophies) };
}

export function readPlayerZones(colour: Colour): PlayerZones {
  return playerZonesFrom(readZone("resources-zone", colour), readArea(colour), readZone("captives", colour), readZone("trophies", colour));
}
