/**
 * The table's surface and the zones' heights (docs/table-geometry.md): a zone is a box; an object
 * lying on the table inside a zone's footprint but below its bottom (or above its top) is in no zone
 * in TTS. The surface is read through `tableSurface()`: the top of the object tagged
 * `table-surface` (a table object of our own, when the table has one), else the bottom of the map,
 * which rests on the table. The layout may change; this reads whatever the table holds.
 */
import { TABLE_SURFACE_TAG, insideZone } from "../lib/assumptions";
import { find } from "../lib/table";
import type { Finding } from "./report";
import { twoDecimals } from "./report";

/** Height tolerance: an object's centre this far outside a zone's box still counts as inside. */
const SLACK = 0.05;

export interface Surface {
  y: number;
  /** what the height was read from, in the report's words */
  from: string;
}

export function tableSurface(): Surface | undefined {
  const own = find(TABLE_SURFACE_TAG);
  if (own !== undefined) {
    const b = own.getBoundsNormalized();
    return { y: own.getPosition().y + b.size.y / 2, from: "the table object (tag table-surface)" };
  }
  const map = find("map");
  if (map === undefined) return undefined;
  const b = map.getBoundsNormalized();
  return { y: map.getPosition().y - b.size.y / 2, from: "the map's underside" };
}

/** A zone's box in height: bottom and top, world y. */
export function zoneSpan(zone: TTSObject): { bottom: number; top: number } {
  const p = zone.getPosition();
  const h = zone.getScale().y / 2;
  return { bottom: p.y - h, top: p.y + h };
}

/**
 * The zones' heights against the surface and the objects lying in their footprints: every zone
 * must reach down to the surface, and every object whose centre lies over a zone must lie within
 * its height. Pure over what it is given (zones, objects, surface), so any layout can feed it.
 */
export function zoneHeightProblems(zones: readonly TTSObject[], objects: readonly TTSObject[], surface: Surface | undefined): string[] {
  const out: string[] = [];
  for (const z of zones) {
    const span = zoneSpan(z);
    if (surface !== undefined && span.bottom > surface.y + SLACK) out.push(`${z.getName()} starts at y ${twoDecimals(span.bottom)}, above the surface at ${twoDecimals(surface.y)}`);
    for (const o of objects) {
      const p = o.getPosition();
      if (!insideZone(z, p)) continue;
      if (p.y < span.bottom - SLACK || p.y > span.top + SLACK) out.push(`${o.getName()} at y ${twoDecimals(p.y)} lies outside ${z.getName()} (${twoDecimals(span.bottom)}..${twoDecimals(span.top)})`);
    }
  }
  return out;
}

export function surfaceFinding(zones: readonly TTSObject[], objects: readonly TTSObject[]): Finding {
  const surface = tableSurface();
  if (surface === undefined) return { check: "table surface and zone heights", ok: false, text: "no table object or map: surface height unknown" };
  const problems = zoneHeightProblems(zones, objects, surface);
  const head = `surface at y ${twoDecimals(surface.y)} (${surface.from}), ${zones.length} zones`;
  if (problems.length === 0) return { check: "table surface and zone heights", ok: zones.length > 0, text: `${head}: every zone reaches it and holds what lies over it` };
  return { check: "table surface and zone heights", ok: false, text: `${head}: ${problems.length} problem(s): ${problems.slice(0, 4).join("; ")}` };
}
