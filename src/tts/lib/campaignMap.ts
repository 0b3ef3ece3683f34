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
import { tagged } from "./table";
import { furnitureGeneration, mayKeepFurniture } from "./pieceTags";

const TIPPED = 30;

function tipped(a: number): boolean {
  const n = ((a % 360) + 360) % 360;
  return Math.abs(n - 90) < TIPPED || Math.abs(n - 270) < TIPPED;
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
  const notes = o.getGMNotes();
  for (const c of COLOURS) if (c === notes) return c;
  return undefined;
}

/** Which of an object's tags the map read asks about (a lookup per tag, not a hasTag call each). */
const MAP_TAGS: { readonly [tag: string]: true } = {
  "imperial-ship": true, "free-city": true, "free-starport": true, blight: true, flagship: true, ship: true, city: true, starport: true,
  Red: true, Blue: true, Yellow: true, White: true,
};

/**
 * Owner and kind of a map piece, if it is one: its tags asked once (getTags, one API call), then
 * the same tests in the same order as before (Imperial ship, Free city, Free starport, Blight,
 * Flagship, then a player's ship, city or starport by kind and colour tag).
 */
export function campaignPiece(o: TTSObject): CampaignPiece | undefined {
  const tags = o.getTags();
  const has: { [tag: string]: boolean } = {};
  let any = false;
  const n = tags.length;
  for (let i = 0; i < n; i++) {
    const t = tags[i];
    if (MAP_TAGS[t] === true) {
      has[t] = true;
      any = true;
    }
  }
  if (!any) return undefined;
  if (has["imperial-ship"] === true) {
    const r = o.getRotation();
    return { obj: o, owner: "empire", kind: "ship", damaged: tipped(r.x) || tipped(r.z) };
  }
  if (has["free-city"] === true) return { obj: o, owner: "free", kind: "city", damaged: o.is_face_down };
  if (has["free-starport"] === true) return { obj: o, owner: "free", kind: "starport", damaged: o.is_face_down };
  if (has.blight === true) return { obj: o, owner: "blight", kind: "blight", damaged: o.is_face_down };
  if (has.flagship === true) {
    const colour = flagshipColour(o);
    return colour === undefined ? undefined : { obj: o, owner: colour, kind: "flagship", damaged: false };
  }
  const kind: MapPieceKind | undefined = has.ship === true ? "ship" : has.city === true ? "city" : has.starport === true ? "starport" : undefined;
  if (kind === undefined) return undefined;
  let colour: Colour | undefined;
  for (let i = 0; i < COLOURS.length && colour === undefined; i++) if (has[COLOURS[i]] === true) colour = COLOURS[i];
  if (colour === undefined) return undefined;
  // A ship lies damaged tipped on its side, a building face down (lib/pieces.ts isDamaged).
  if (kind === "ship") {
    const r = o.getRotation();
    return { obj: o, owner: colour, kind, damaged: tipped(r.x) || tipped(r.z) };
  }
  return { obj: o, owner: colour, kind, damaged: o.is_face_down };
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
  return Math.abs(dx * b.cos + dz * b.sin) <= b.halfX && Math.abs(-dx * b.sin + dz * b.cos) <= b.halfZ;
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
    const p = found[i];
    let entry: MapPieces | undefined;
    for (let j = 0; j < pieces.length && entry === undefined; j++) if (pieces[j].owner === p.owner && pieces[j].kind === p.kind) entry = pieces[j];
    if (entry === undefined) {
      entry = { owner: p.owner, kind: p.kind, fresh: 0, damaged: 0 };
      pieces.push(entry);
    }
    if (p.damaged) entry.damaged += 1;
    else entry.fresh += 1;
  }
  return { system: id, pieces };
}

/**
 * The system zones and their ids (GMNotes), found by tag once and kept (issue 14: a map read asked
 * every zone for its GM notes on every read), and dropped with the rest of the table's furniture
 * when a scripting zone is spawned or destroyed (lib/pieceTags.ts forgetFurniture).
 * A plain array of objects and strings: no TTS object is ever a table key.
 */
let systemZones: { zone: TTSObject; id: string }[] | undefined;
/** The furniture generation systemZones was found in. */
let systemZonesOf = -1;

function searchSystemZones(): { zone: TTSObject; id: string }[] {
  const out: { zone: TTSObject; id: string }[] = [];
  const seen: { [id: string]: boolean } = {};
  const zones = tagged("system");
  const n = zones.length;
  for (let zi = 0; zi < n; zi++) {
    const z = zones[zi];
    const id = z.getGMNotes();
    if (seen[id] !== true) {
      seen[id] = true;
      out.push({ zone: z, id });
    }
  }
  return out;
}

/** Each system id once, with the first zone found for it. */
function knownSystemZones(): { zone: TTSObject; id: string }[] {
  if (systemZones !== undefined && systemZonesOf === furnitureGeneration()) return systemZones;
  systemZones = undefined;
  const found = searchSystemZones();
  if (mayKeepFurniture()) {
    systemZones = found;
    systemZonesOf = furnitureGeneration();
  }
  return found;
}

/** After a load, in a campaign: the one search of this load, before any press needs it. */
export function warmSystemZones(): void {
  knownSystemZones();
}

/**
 * The pieces of every system zone that holds any (a system not listed is empty: MapSnapshot), and
 * the Flagship boards of the players whose Flagship is on the map ("while you have a Flagship",
 * BR p.24): a board lying on the table without its Flagship on the map is not in play. Most systems
 * hold nothing: leaving them out spares the read, the core's snapshot check, every map rule's walk
 * and the log a few dozen empty entries per command.
 */
export function readCampaignMap(): MapSnapshot {
  const systems: SystemPieces[] = [];
  const flagshipOwners: { [colour: string]: boolean } = {};
  let anyFlagship = false;
  const zones = knownSystemZones();
  const n = zones.length;
  for (let zi = 0; zi < n; zi++) {
    const entry = zones[zi];
    const objects = entry.zone.getObjects() as TTSObject[];
    if (objects.length > 0) {
      const sp = systemPieces(entry.zone, entry.id, objects);
      const pieces = sp.pieces;
      for (let i = 0; i < pieces.length; i++) {
        if (pieces[i].kind === "flagship") {
          flagshipOwners[pieces[i].owner] = true;
          anyFlagship = true;
        }
      }
      if (pieces.length > 0) systems.push(sp);
    }
  }
  if (!anyFlagship) return { systems };
  return { systems, flagships: readFlagshipBoards(flagshipOwners).map((b) => boardSnapshot(b)) };
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
  const zones = knownSystemZones();
  for (let i = 0; i < zones.length; i++) if (zones[i].id === id) return campaignPiecesIn(zones[i].zone);
  return [];
}
