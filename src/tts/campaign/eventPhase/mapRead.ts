/**
 * The campaign map as the table shows it (the core's `MapSnapshot`, mapControl.ts), read for the
 * Crises step (BR p.18): per system zone, the pieces whose centre lies in it, by owner and kind,
 * fresh or damaged by how they lie. Players' pieces by their colour tag; Imperial ships (the
 * Empire), Free cities and starports (the Free States) and Blight by their campaign tags
 * (docs/table-contract.md). Flagship boards are not read (the snapshot's `flagships` is optional).
 */
import type { Colour, Owner } from "../../../core/data/vocabulary";
import type { MapPieceKind, MapPieces, MapSnapshot, SystemPieces } from "../../../core/campaign/mapControl";
import { belongsTo } from "../../lib/assumptions";
import { isDamaged, mapPieceKind, pieceColour } from "../../lib/pieces";
import { tagged } from "../../lib/table";

const TIPPED = 30;

function tipped(a: number): boolean {
  const n = ((a % 360) + 360) % 360;
  return Math.abs(n - 90) < TIPPED || Math.abs(n - 270) < TIPPED;
}

/** Owner and kind of a map piece, if it is one (also the Intermission's step D, which removes them). */
export function ownerAndKind(o: TTSObject): { owner: Owner; kind: MapPieceKind; damaged: boolean } | undefined {
  if (o.hasTag("imperial-ship")) {
    const r = o.getRotation();
    return { owner: "empire", kind: "ship", damaged: tipped(r.x) || tipped(r.z) };
  }
  if (o.hasTag("free-city")) return { owner: "free", kind: "city", damaged: o.is_face_down };
  if (o.hasTag("free-starport")) return { owner: "free", kind: "starport", damaged: o.is_face_down };
  if (o.hasTag("blight")) return { owner: "blight", kind: "blight", damaged: o.is_face_down };
  if (o.hasTag("flagship")) {
    const colour = pieceColour(o);
    return colour === undefined ? undefined : { owner: colour, kind: "flagship", damaged: false };
  }
  const kind = mapPieceKind(o);
  const colour: Colour | undefined = pieceColour(o);
  if (kind === undefined || colour === undefined) return undefined;
  return { owner: colour, kind, damaged: isDamaged(o) };
}

function systemPieces(zone: TTSObject): SystemPieces {
  const pieces: MapPieces[] = [];
  for (const o of zone.getObjects() as TTSObject[]) {
    const p = ownerAndKind(o);
    if (p === undefined || !belongsTo(zone, o, "system")) continue;
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

/** Every system zone's pieces (a system with none is listed empty). */
export function readCampaignMap(): MapSnapshot {
  const systems: SystemPieces[] = [];
  const seen: { [id: string]: boolean } = {};
  for (const z of tagged("system")) {
    const id = z.getGMNotes();
    if (seen[id] === true) continue;
    seen[id] = true;
    systems.push(systemPieces(z));
  }
  return { systems };
}
