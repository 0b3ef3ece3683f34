/**
 * Every size and geometry assumption the scripts and the build make about TTS, in one place
 * (docs/table-geometry.md explains each; `!arcs check` measures them in TTS). When the self-check
 * reports a mismatch, fix the number here and the build's geometry together.
 */
export interface SizeAssumption {
  /** what is measured, in the report's words */
  what: string;
  /** the tag that finds one such object */
  tag: string;
  /** expected getBounds() size on the table (x = east-west, z = north-south), world units */
  x: number;
  z: number;
  /** how sure we are (shown in the report) */
  basis: string;
}

/** Relative difference the report still calls OK. */
export const SIZE_TOLERANCE = 0.08;

export const SIZES: readonly SizeAssumption[] = [
  { what: "map", tag: "map", x: 32, z: 24, basis: "Custom_Tile extent rule: short side 2 units x scale 12, aspect kept (unverified)" },
  { what: "player board", tag: "player-board", x: 14, z: 7, basis: "same rule, scale 3.5 (unverified)" },
  { what: "battle die", tag: "die", x: 0.55, z: 0.55, basis: "1-unit OBJ cube x scale 0.55" },
  { what: "action card", tag: "action-card", x: 2.46, z: 3.45, basis: "TTS card about 2.14 x 3.0 at scale 1, x 1.15 (unverified)" },
];

/** Zones are boxes turned about Y: is a world point inside (x/z only)? Same rule as the fake's. */
export function insideZone(zone: TTSObject, p: { x: number; z: number }): boolean {
  const c = zone.getPosition();
  const s = zone.getScale();
  const r = (-zone.getRotation().y * Math.PI) / 180;
  const dx = p.x - c.x;
  const dz = p.z - c.z;
  const lx = dx * Math.cos(r) - dz * Math.sin(r);
  const lz = dx * Math.sin(r) + dz * Math.cos(r);
  return Math.abs(lx) <= s.x / 2 && Math.abs(lz) <= s.z / 2;
}

/** Assumed, not verified in TTS: the OBJ importer mirrors X (tools/render/dieMesh.ts). */
export const OBJ_MIRRORS_X = true;
