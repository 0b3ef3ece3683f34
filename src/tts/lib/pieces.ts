/**
 * Player pieces on the table (docs/table-contract.md "Players"): their colour and kind from tags,
 * fresh or damaged from how they lie, and the world position of an object's tagged snap points.
 */
import type { Colour } from "../../core/data/vocabulary";
import { COLOURS } from "../../core/data/vocabulary";

export type MapPieceKind = "ship" | "city" | "starport";
export const MAP_PIECE_KINDS: readonly MapPieceKind[] = ["ship", "city", "starport"];

/** The colour tag of a piece, or undefined. */
export function pieceColour(o: TTSObject): Colour | undefined {
  for (const c of COLOURS) if (o.hasTag(c)) return c;
  return undefined;
}

/** Ship, city or starport (by tag), or undefined for anything else. */
export function mapPieceKind(o: TTSObject): MapPieceKind | undefined {
  for (const k of MAP_PIECE_KINDS) if (o.hasTag(k)) return k;
  return undefined;
}

/** An angle in degrees brought into [0, 360). */
function norm(a: number): number {
  return ((a % 360) + 360) % 360;
}

function near(a: number, target: number): boolean {
  return Math.abs(norm(a) - target) < 30;
}

/** A ship (or an Imperial ship) is damaged when tipped on its side; a city, starport or Blight when face down. */
export function isDamaged(o: TTSObject): boolean {
  const r = o.getRotation();
  if (o.hasTag("ship") || o.hasTag("imperial-ship")) return near(r.x, 90) || near(r.x, 270) || near(r.z, 90) || near(r.z, 270);
  return o.is_face_down;
}

/** Damage a piece (tip a ship or an Imperial ship on its side, flip a building or a Blight face down) or make it fresh again. */
export function setDamaged(o: TTSObject, damaged: boolean): void {
  const r = o.getRotation();
  if (o.hasTag("ship") || o.hasTag("imperial-ship")) o.setRotation(Vector(0, r.y, damaged ? 90 : 0));
  else o.setRotation(Vector(0, r.y, damaged ? 180 : 0));
}

/**
 * World positions of the snap points of `o` carrying `tag` (TTS gives local positions; lowercase
 * keys in TTS, the save's capitalised keys are accepted too).
 */
export function snapPointsWorld(o: TTSObject, tag: string): Vector[] {
  const out: Vector[] = [];
  const points = o.getSnapPoints() as unknown as {
    position?: VectorShape;
    tags?: string[];
    Position?: VectorShape;
    Tags?: string[];
  }[];
  for (const p of points) {
    const tags = p.tags !== undefined ? p.tags : p.Tags;
    const pos = p.position !== undefined ? p.position : p.Position;
    if (tags === undefined || pos === undefined) continue;
    if (tags.indexOf(tag) >= 0) out.push(o.positionToWorld(pos));
  }
  return out;
}

/** The first snap point of `o` tagged `tag`, in world coordinates. */
export function snapPointWorld(o: TTSObject, tag: string): Vector | undefined {
  const all = snapPointsWorld(o, tag);
  return all.length > 0 ? all[0] : undefined;
}

/** Horizontal distance between two points. */
export function flatDistance(a: VectorShape, b: VectorShape): number {
  const pa = a as { x: number; z: number };
  const pb = b as { x: number; z: number };
  const dx = pa.x - pb.x;
  const dz = pa.z - pb.z;
  return Math.sqrt(dx * dx + dz * dz);
}
