/**
 * The self-check's measurements read in one frame: zones and their tags, object sizes, snap points
 * inside their zones, zone heights against the table's surface. Each returns findings; a finding
 * that cannot be measured says so and is not OK (nothing found is never "fine").
 */
import { SIZES, SIZE_TOLERANCE, TABLE_SURFACE_TAG, insideZone } from "../lib/assumptions";
import type { SizeAssumption } from "../lib/assumptions";
import { find, tagged } from "../lib/table";
import type { Finding } from "./report";
import { percentOff, twoDecimals } from "./report";

/** TTS's zone.getObjects(ignore_tags): the typings omit the argument (api.tabletopsimulator.com, Zone). */
interface TaggedZone {
  getObjects(ignoreTags?: boolean): TTSObject[];
}

export function isZone(o: TTSObject): boolean {
  return o.type === "Scripting" || o.type === "Hand";
}

/** Every zone sees every object in it; no zone at all is a failure, not "0 zones fine". */
export function tagFindings(zonesOnTable: readonly TTSObject[]): Finding[] {
  const blind: string[] = [];
  let zones = 0;
  for (const z of zonesOnTable) {
    if (!isZone(z)) continue;
    zones++;
    const zone = z as unknown as TaggedZone;
    const seen = zone.getObjects().length;
    // our table lies under every zone, its top their bottom: not an object a zone misses
    let inBox = 0;
    for (const o of zone.getObjects(true)) if (!o.hasTag(TABLE_SURFACE_TAG)) inBox++;
    if (inBox > seen) blind.push(`${z.getName()} sees ${seen} of ${inBox}`);
  }
  if (zones === 0) return [{ check: "tags", ok: false, text: "no zone tagged arcs: the table's zones are missing or untagged" }];
  if (blind.length === 0) return [{ check: "tags", ok: true, text: `${zones} zones see every object in them` }];
  return [{ check: "tags", ok: false, text: `${blind.length} of ${zones} zones miss objects: ${blind.slice(0, 6).join("; ")}` }];
}

/**
 * An object's size as if it lay unturned (api Object `getBoundsNormalized`): `getBounds()` is the
 * world box, so a map turned 270 degrees reads 24 x 32 and a die lying tilted up to 41% bigger.
 */
export function sizeFinding(a: SizeAssumption, o: TTSObject | undefined, what = a.what): Finding {
  if (o === undefined) return { check: `size of ${what}`, ok: false, text: `no object tagged ${a.tag} on the table` };
  const size = o.getBoundsNormalized().size;
  const ok = percentOff(size.x, a.x) <= SIZE_TOLERANCE * 100 && percentOff(size.z, a.z) <= SIZE_TOLERANCE * 100;
  return {
    check: `size of ${what}`,
    ok,
    text: `${twoDecimals(size.x)} x ${twoDecimals(size.z)}, expected ${twoDecimals(a.x)} x ${twoDecimals(a.z)} (${a.basis})`,
  };
}

/**
 * An action card: a loose one if any, else the action deck (a deck's footprint is its cards'): at
 * the start of a game every action card is inside the deck, where no tag search finds it.
 */
export function actionCardSample(): TTSObject | undefined {
  const loose = find("action-card");
  if (loose !== undefined) return loose;
  return find("action-deck");
}

/** Sizes but the die's (dice rest in their bags: the dice check measures one once it is out). */
export function sizeFindings(): Finding[] {
  const out: Finding[] = [];
  for (const a of SIZES) {
    if (a.tag === "die") continue;
    out.push(a.tag === "action-card" ? sizeFinding(a, actionCardSample()) : sizeFinding(a, find(a.tag)));
  }
  return out;
}

/** Each snap point tagged `pointTag` must lie inside the zone tagged `zoneTag` whose GMNotes it names. */
function snapInZones(owner: TTSObject, zoneOf: (tags: string[]) => TTSObject | undefined, what: string): Finding {
  let total = 0;
  const outside: string[] = [];
  for (const sp of owner.getSnapPoints()) {
    const tags = sp.tags === undefined ? [] : (sp.tags as string[]);
    const zone = zoneOf(tags);
    if (zone === undefined) continue;
    total++;
    const w = owner.positionToWorld(sp.position as Vector);
    if (!insideZone(zone, w)) outside.push(`${tags.join("/")} at ${twoDecimals(w.x)},${twoDecimals(w.z)}`);
  }
  if (outside.length === 0) return { check: what, ok: total > 0, text: total > 0 ? `${total} snap points inside their zones` : "no snap points found" };
  return { check: what, ok: false, text: `${outside.length} of ${total} outside their zone: ${outside.slice(0, 4).join("; ")}` };
}

export function geometryFindings(): Finding[] {
  const map = find("map");
  if (map === undefined) return [{ check: "geometry", ok: false, text: "no map on the table" }];
  const systems = snapInZones(
    map,
    (tags) => {
      if (tags.indexOf("building-slot") < 0) return undefined;
      for (const t of tags) if (t.indexOf("system-") === 0) return find("system", t.substring(7));
      return undefined;
    },
    "building slots in their systems",
  );
  const court = snapInZones(
    map,
    (tags) => {
      for (const t of tags) if (t.indexOf("court-slot-") === 0) return find("court-slot", t.substring(11));
      return undefined;
    },
    "Court slots",
  );
  return [systems, court, { check: "look", ok: true, text: "a ship dropped on 3.1's building slot must sit on the drawn 3.1 disc" }];
}

export function zonesTaggedArcs(): TTSObject[] {
  return tagged("arcs");
}
