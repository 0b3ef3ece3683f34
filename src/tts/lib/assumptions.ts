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
  /** expected getBoundsNormalized() size (the object unturned: x = its width, z = its depth), world units */
  x: number;
  z: number;
  /** how sure we are (shown in the report) */
  basis: string;
}

/** Relative difference the report still calls OK. */
export const SIZE_TOLERANCE = 0.08;

export const SIZES: readonly SizeAssumption[] = [
  { what: "map", tag: "map", x: 32, z: 24, basis: "Custom_Tile extent: short side 2 units x scale 12, aspect kept (unverified)" },
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
  // Same frame as tools/table/geometry.ts and the fake (tools/ttsFake/world.ts contains()).
  const lx = dx * Math.cos(r) + dz * Math.sin(r);
  const lz = -dx * Math.sin(r) + dz * Math.cos(r);
  return Math.abs(lx) <= s.x / 2 && Math.abs(lz) <= s.z / 2;
}

/**
 * The tag of our table (objects/Table.*.json, docs/table-geometry.md "The table"): its top is every
 * zone's bottom, so a zone's box read without tags (getObjects(true)) may hold it; it carries no
 * shared tag, so no zone sees it, and no check counts it as an object a zone misses.
 */
export const TABLE_SURFACE_TAG = "table-surface";

/** Assumed, not verified in TTS: the OBJ importer mirrors X (tools/render/dieMesh.ts). */
export const OBJ_MIRRORS_X = true;

/**
 * A piece lying across two zones of the same role is in both (TTS counts collider overlap). It
 * belongs to the one holding its centre; when none does (it lies in a gap), to the nearest one.
 */
export function ownerZone(obj: TTSObject, zones: readonly TTSObject[]): TTSObject | undefined {
  if (zones.length <= 1) return zones.length === 1 ? zones[0] : undefined;
  const p = obj.getPosition();
  let best: TTSObject | undefined;
  let bestD = 0;
  for (const z of zones) {
    if (insideZone(z, p)) return z;
    const c = z.getPosition();
    const d = (c.x - p.x) * (c.x - p.x) + (c.z - p.z) * (c.z - p.z);
    if (best === undefined || d < bestD) {
      best = z;
      bestD = d;
    }
  }
  return best;
}

/** Does `obj`, reported in `zone`, belong there (and not to another zone of the same role)? */
export function belongsTo(zone: TTSObject, obj: TTSObject, role: string): boolean {
  // Cheap and common: the centre lies in this zone.
  if (insideZone(zone, obj.getPosition())) return true;
  const same: TTSObject[] = [];
  for (const z of obj.getZones()) if (z.hasTag(role)) same.push(z);
  return ownerZone(obj, same) === zone;
}
