/**
 * The campaign map as the table shows it (the core's `MapSnapshot`, mapControl.ts), read for the
 * Crises step (BR p.18) and the campaign's battles (BR pp.10-11, 15, 19): per system zone, the
 * pieces whose centre lies in it, by owner and kind, fresh or damaged by how they lie. Players'
 * pieces by their colour tag; a Flagship by its GMNotes (its colour: campaign objects carry no seat
 * tag); Imperial ships (the Empire), Free cities and starports (the Free States) and Blight by their
 * campaign tags (docs/table-contract.md). The Flagship board of each player whose Flagship lies on
 * the map goes with it (lib/flagshipBoards.ts: the cities and starports on its slots), so the
 * battle roll, the Crises and Intermission step D see its Upgrades and Armor (BR pp.22-24, 28).
 */
import type { Colour, Owner } from "../../core/data/vocabulary";
import { COLOURS } from "../../core/data/vocabulary";
import type { MapPieceKind, MapPieces, MapSnapshot, SystemPieces } from "../../core/campaign/mapControl";
import { belongsTo } from "./assumptions";
import { boardSnapshot, readFlagshipBoards } from "./flagshipBoards";
import { asColour, tagged, gmNotes } from "./table";
import { TWISTED_PASSAGE } from "../../core/campaign/fates/twistedPassage";
import { furnitureGeneration, keptFurniture } from "./pieceTags";

const TIPPED = 30;

/** Within TIPPED degrees of 90 or 270 (comparisons, not Math.abs: a library call each in the Lua VMs, twice per ship). */
function tipped(a: number): boolean {
  const n = a >= 0 && a < 360 ? a : ((a % 360) + 360) % 360;
  return (n > 90 - TIPPED && n < 90 + TIPPED) || (n > 270 - TIPPED && n < 270 + TIPPED);
}

/** A piece on the campaign map: its owner, kind and whether it lies damaged. */
export interface CampaignPiece {
  obj: TTSObject;
  owner: Owner;
  kind: MapPieceKind;
  damaged: boolean;
}

/** A Flagship's colour: its GMNotes (docs/table-contract.md "The Blighted Reach"). */
function flagshipColour(o: TTSObject): Colour | undefined {
  return asColour(gmNotes(o));
}

/**
 * What each tag the map read asks about says, numbered in the order the read decides by: Imperial
 * ship, Free city, Free starport, Blight, Flagship, then a player's ship, city or starport; a
 * colour tag in COLOURS order after them (COLOUR_ROLE + its index). One lookup per tag, the lowest
 * of each kind kept: the same answer as asking each tag in turn, for a fraction of the Lua work
 * (the map read runs over every piece on the map; issue 14). In Node a lookup may find an Object
 * prototype member (a function): it compares as neither less nor greater, so it is never kept.
 */
const TAG_ROLE: { readonly [tag: string]: number } = {
  "imperial-ship": 1, "free-city": 2, "free-starport": 3, blight: 4, flagship: 5, ship: 6, city: 7, starport: 8,
  Red: 9, Blue: 10, Yellow: 11, White: 12,
};
const COLOUR_ROLE = 9;
const NONE = 99;

/**
 * Owner and kind of a map piece, if it is one: its tags asked once (getTags, one API call), then
 * decided in this order: an Imperial ship, a Free city, a Free starport, Blight, a Flagship, then a
 * player's ship, city or starport by kind and colour tag.
 */
export function campaignPiece(o: TTSObject): CampaignPiece | undefined {
  const tags = o.getTags();
  let kindRole = NONE;
  let colourRole = NONE;
  const n = tags.length;
  for (let i = 0; i < n; i++) {
    const r = TAG_ROLE[tags[i]];
    if (r !== undefined) {
      if (r < COLOUR_ROLE) {
        if (r < kindRole) kindRole = r;
      } else if (r < colourRole) colourRole = r;
    }
  }
  if (kindRole === NONE) return undefined;
  if (kindRole === 1) {
    const r = o.getRotation();
    return { obj: o, owner: "empire", kind: "ship", damaged: tipped(r.x) || tipped(r.z) };
  }
  if (kindRole === 2) return { obj: o, owner: "free", kind: "city", damaged: o.is_face_down };
  if (kindRole === 3) return { obj: o, owner: "free", kind: "starport", damaged: o.is_face_down };
  if (kindRole === 4) return { obj: o, owner: "blight", kind: "blight", damaged: o.is_face_down };
  if (kindRole === 5) {
    const colour = flagshipColour(o);
    return colour && { obj: o, owner: colour, kind: "flagship", damaged: false };
  }
  if (colourRole === NONE) return undefined;
  const colour = COLOURS[colourRole - COLOUR_ROLE];
  // A ship lies damaged tipped on its side, a building face down (lib/pieces.ts isDamaged).
  if (kindRole === 6) {
    const r = o.getRotation();
    return { obj: o, owner: colour, kind: "ship", damaged: tipped(r.x) || tipped(r.z) };
  }
  return { obj: o, owner: colour, kind: kindRole === 7 ? "city" : "starport", damaged: o.is_face_down };
}

/** A zone's box on the table, read once for all the objects it reports (assumptions.ts insideZone). */
interface ZoneBox {
  x: number;
  z: number;
  cos: number;
  sin: number;
  halfX: number;
  halfZ: number;
}

function zoneBox(zone: TTSObject): ZoneBox {
  const c = zone.getPosition();
  const s = zone.getScale();
  const r = (-zone.getRotation().y * Math.PI) / 180;
  return { x: c.x, z: c.z, cos: Math.cos(r), sin: Math.sin(r), halfX: s.x / 2, halfZ: s.z / 2 };
}

function inBox(b: ZoneBox, p: { x: number; z: number }): boolean {
  const dx = p.x - b.x;
  const dz = p.z - b.z;
  // |u| <= h as two comparisons (Math.abs is a library call in the Lua VMs).
  const u = dx * b.cos + dz * b.sin;
  const v = -dx * b.sin + dz * b.cos;
  return u <= b.halfX && u >= -b.halfX && v <= b.halfZ && v >= -b.halfZ;
}

/** The campaign pieces whose centre lies in a system zone (a piece across two zones counts once). */
function campaignPiecesIn(zone: TTSObject): CampaignPiece[] {
  return piecesAmong(zone, zone.getObjects() as TTSObject[]);
}

/** Of the objects a zone reports, the campaign pieces whose centre lies in it. */
function piecesAmong(zone: TTSObject, objects: TTSObject[]): CampaignPiece[] {
  const out: CampaignPiece[] = [];
  const n = objects.length;
  let box: ZoneBox | undefined;
  for (let i = 0; i < n; i++) {
    const o = objects[i];
    const p = campaignPiece(o);
    if (p !== undefined) {
      if (box === undefined) box = zoneBox(zone);
      // Cheap and common: the centre lies in this zone; otherwise the nearest zone of its role owns it.
      if (inBox(box, o.getPosition()) || belongsTo(zone, o, "system")) out.push(p);
    }
  }
  return out;
}

function systemPieces(zone: TTSObject, id: string, objects: TTSObject[]): SystemPieces {
  const pieces: MapPieces[] = [];
  const found = piecesAmong(zone, objects);
  const n = found.length;
  for (let i = 0; i < n; i++) {
    countPiece(pieces, found[i]);
  }
  return { system: id, pieces };
}

/** Adds one piece to a system's fresh and damaged counts by owner and kind. */
export function countPiece(pieces: MapPieces[], p: { owner: MapPieces["owner"]; kind: MapPieces["kind"]; damaged: boolean }): void {
  let entry: MapPieces | undefined = undefined;
  for (let j = 0; j < pieces.length && entry === undefined; j++) if (pieces[j].owner === p.owner && pieces[j].kind === p.kind) entry = pieces[j];
  if (entry === undefined) {
    entry = { owner: p.owner, kind: p.kind, fresh: 0, damaged: 0 };
    pieces.push(entry);
  }
  if (p.damaged) entry.damaged += 1;
  else entry.fresh += 1;
}

function searchSystemZones(): { zone: TTSObject; id: string }[] {
  const out: { zone: TTSObject; id: string }[] = [];
  const seen: { [id: string]: boolean } = {};
  const zones = tagged("system");
  const n = zones.length;
  for (let zi = 0; zi < n; zi++) {
    const z = zones[zi];
    const id = gmNotes(z);
    if (seen[id] !== true) {
      seen[id] = true;
      out.push({ zone: z, id });
    }
  }
  return out;
}

/**
 * The system zones and their ids (GMNotes), each id once with the first zone found for it: found by
 * tag once and kept (issue 14: a map read asked every zone for its GM notes on every read), and
 * found again with the rest of the table's furniture when a scripting zone is spawned or destroyed
 * (lib/pieceTags.ts keptFurniture). A plain array of objects and strings: no TTS object is a table key.
 */
const knownSystemZones: () => { zone: TTSObject; id: string }[] = keptFurniture(searchSystemZones, () => true);

/** After a load, in a campaign: the one search of this load, before any press needs it. */
export function warmSystemZones(): void {
  knownSystemZones();
}

/** A budget no read reaches: the whole map in one go. */
const ALL_AT_ONCE = 1000000;

/**
 * The pieces of every system zone that holds any (a system not listed is empty: MapSnapshot), and
 * the Flagship boards of the players whose Flagship is on the map ("while you have a Flagship",
 * BR p.24): a board lying on the table without its Flagship on the map is not in play. Most systems
 * hold nothing: leaving them out spares the read, the core's snapshot check, every map rule's walk
 * and the log a few dozen empty entries per command.
 */
export function readCampaignMap(): MapSnapshot {
  const r = startMapReading();
  continueMapReading(r, ALL_AT_ONCE);
  return finishMapReading(r);
}

/** A map read in progress: the zones to read, how far it got, what it found (lib/mapReading.ts spreads it over frames). */
export interface MapReading {
  zones: readonly { zone: TTSObject; id: string }[];
  next: number;
  systems: SystemPieces[];
  flagshipOwners: { [colour: string]: boolean };
  anyFlagship: boolean;
  /** The furniture generation the zones are of: a zone spawned or destroyed since makes the read void. */
  generation: number;
}

export function startMapReading(): MapReading {
  return { zones: knownSystemZones(), next: 0, systems: [], flagshipOwners: {}, anyFlagship: false, generation: furnitureGeneration() };
}

/** Whether the zones being read are still the table's (none spawned or destroyed since the read began). */
export function mapReadingCurrent(r: MapReading): boolean {
  return r.generation === furnitureGeneration();
}

/**
 * Reads more system zones, at least one, until `objects` of the objects they report have been looked
 * at (a budget of work, not of zones: an empty zone costs next to nothing, a crowded one as much as
 * several); true once every zone has been read.
 */
export function continueMapReading(r: MapReading, objects: number): boolean {
  const zones = r.zones;
  let zi = r.next;
  let seen = 0;
  while (zi < zones.length && (seen === 0 || seen < objects)) {
    const entry = zones[zi];
    zi++;
    const found = entry.zone.getObjects() as TTSObject[];
    // An empty zone counts as one object looked at, so a budget always ends.
    seen += found.length > 0 ? found.length : 1;
    if (found.length > 0) {
      const sp = systemPieces(entry.zone, entry.id, found);
      const pieces = sp.pieces;
      for (let i = 0; i < pieces.length; i++) {
        if (pieces[i].kind === "flagship") {
          r.flagshipOwners[pieces[i].owner] = true;
          r.anyFlagship = true;
        }
      }
      if (pieces.length > 0) r.systems.push(sp);
    }
  }
  r.next = zi;
  return zi >= zones.length;
}

/** The snapshot of a finished read, with the Flagship boards of the players whose Flagship is on the map. */
export function finishMapReading(r: MapReading): MapSnapshot {
  if (!r.anyFlagship) return { systems: r.systems };
  return { systems: r.systems, flagships: readFlagshipBoards(r.flagshipOwners).map((b) => boardSnapshot(b)) };
}

/** Each system's campaign pieces, by the zones kept per load (one entry per system id, zones with nothing left out). */
export function campaignPiecesBySystem(): { id: string; pieces: CampaignPiece[] }[] {
  const zones = knownSystemZones();
  const out: { id: string; pieces: CampaignPiece[] }[] = [];
  for (let i = 0; i < zones.length; i++) {
    const objects = zones[i].zone.getObjects() as TTSObject[];
    if (objects.length > 0) out.push({ id: zones[i].id, pieces: piecesAmong(zones[i].zone, objects) });
  }
  return out;
}

/** The pieces of one system zone, by its id (none when the table has no such zone). */
export function campaignSystemPieces(id: string): CampaignPiece[] {
  // The Twisted Passage (F2205): the map centre's zone.
  const tp = id === TWISTED_PASSAGE ? tagged("twisted-passage")[0] : undefined;
  if (tp !== undefined) return campaignPiecesIn(tp);
  const zones = knownSystemZones();
  for (let i = 0; i < zones.length; i++) if (zones[i].id === id) return campaignPiecesIn(zones[i].zone);
  return [];
}
