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
import { isDamaged, mapPieceKind, pieceColour } from "./pieces";
import { find, tagged } from "./table";

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

/** Owner and kind of a map piece, if it is one. */
export function campaignPiece(o: TTSObject): CampaignPiece | undefined {
  if (o.hasTag("imperial-ship")) {
    const r = o.getRotation();
    return { obj: o, owner: "empire", kind: "ship", damaged: tipped(r.x) || tipped(r.z) };
  }
  if (o.hasTag("free-city")) return { obj: o, owner: "free", kind: "city", damaged: o.is_face_down };
  if (o.hasTag("free-starport")) return { obj: o, owner: "free", kind: "starport", damaged: o.is_face_down };
  if (o.hasTag("blight")) return { obj: o, owner: "blight", kind: "blight", damaged: o.is_face_down };
  if (o.hasTag("flagship")) {
    const colour = flagshipColour(o);
    return colour === undefined ? undefined : { obj: o, owner: colour, kind: "flagship", damaged: false };
  }
  const kind = mapPieceKind(o);
  const colour: Colour | undefined = pieceColour(o);
  if (kind === undefined || colour === undefined) return undefined;
  return { obj: o, owner: colour, kind, damaged: isDamaged(o) };
}

/** The campaign pieces whose centre lies in a system zone (a piece across two zones counts once). */
export function campaignPiecesIn(zone: TTSObject): CampaignPiece[] {
  const out: CampaignPiece[] = [];
  for (const o of zone.getObjects() as TTSObject[]) {
    const p = campaignPiece(o);
    if (p !== undefined && belongsTo(zone, o, "system")) out.push(p);
  }
  return out;
}

function systemPieces(zone: TTSObject): SystemPieces {
  const pieces: MapPieces[] = [];
  for (const p of campaignPiecesIn(zone)) {
    let entry: MapPieces | undefined;
    for (const e of pieces) if (e.owner === p.owner && e.kind === p.kind) entry = e;
    if (entry === undefined) {
      entry = { owner: p.owner, kind: p.kind, fresh: 0, damaged: 0 };
      pieces.push(entry);
    }
    if (p.damaged) entry.damaged += 1;
    else entry.fresh += 1;
  }
  return { system: zone.getGMNotes(), pieces };
}

/**
 * Every system zone's pieces (a system with none is listed empty), and the Flagship boards of the
 * players whose Flagship is on the map ("while you have a Flagship", BR p.24): a board lying on the
 * table without its Flagship on the map is not in play.
 */
export function readCampaignMap(): MapSnapshot {
  const systems: SystemPieces[] = [];
  const seen: { [id: string]: boolean } = {};
  const flagshipOwners: { [colour: string]: boolean } = {};
  let anyFlagship = false;
  for (const z of tagged("system")) {
    const id = z.getGMNotes();
    if (seen[id] === true) continue;
    seen[id] = true;
    const sp = systemPieces(z);
    for (const p of sp.pieces) {
      if (p.kind === "flagship") {
        flagshipOwners[p.owner] = true;
        anyFlagship = true;
      }
    }
    systems.push(sp);
  }
  if (!anyFlagship) return { systems };
  return { systems, flagships: readFlagshipBoards(flagshipOwners).map((b) => boardSnapshot(b)) };
}

/** The pieces of one system zone, by its id (none when the table has no such zone). */
export function campaignSystemPieces(id: string): CampaignPiece[] {
  const zone = find("system", id);
  return zone === undefined ? [] : campaignPiecesIn(zone);
}
