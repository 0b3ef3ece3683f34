/**
 * What Act II and III add to the carried-over map (BR p.7 steps C-E), and the 2-player ambition-box
 * resources shared with Act I (BR p.5 step Q). The table reports the map as it stands; the core
 * answers with the pieces to put down, as it does for Act I (actOneSetup.ts).
 */
import type { ResourceType, SystemId } from "../data/vocabulary";
import { SYSTEMS } from "../data/map";
import type { PlanetSymbol } from "../data/map";
import { campaignPieceCount } from "../data/campaign/campaignPieces";
import type { ThirdPlayer } from "../game/types";
import type { MapPieces, MapSnapshot } from "./mapControl";
import { countPieces, piecesIn } from "./mapControl";

export interface LaterActBoard {
  /** Where 1 damaged Blight goes, gates first (step C), then the event die's planets (step D). */
  blight: SystemId[];
  /** Step 3/4 Blight the supply could not give (no Blight Trophy is held then for BR p.19's rule: rules-decisions-campaign.md). */
  blightShort: number;
}

function hasBlight(pieces: readonly MapPieces[]): boolean {
  return countPieces(pieces, "blight", "blight", "any") > 0;
}

function hasShips(pieces: readonly MapPieces[]): boolean {
  for (const p of pieces) if ((p.kind === "ship" || p.kind === "flagship") && p.fresh + p.damaged > 0) return true;
  return false;
}

function blightOnMap(map: MapSnapshot): number {
  let n = 0;
  for (const sp of map.systems) n += countPieces(sp.pieces, "blight", "blight", "any");
  return n;
}

/**
 * BR p.7 step C: "Place 1 damaged Blight on each gate that has no Blight and no ships." Step D: "In
 * each cluster, place 1 damaged Blight at the planet with the rolled ID symbol if it has no Blight.
 * If it does have Blight, place 1 damaged Blight at each planet in its cluster with no Blight."
 * Steps C and D touch gates and planets only, so the order between them never matters.
 */
export function laterActBoard(map: MapSnapshot, rolled: PlanetSymbol): LaterActBoard {
  const wanted: SystemId[] = [];
  for (const sys of SYSTEMS) {
    if (sys.kind !== "gate") continue;
    const pieces = piecesIn(map, sys.id);
    if (!hasBlight(pieces) && !hasShips(pieces)) wanted.push(sys.id);
  }
  for (const sys of SYSTEMS) {
    if (sys.kind !== "planet" || sys.symbol !== rolled) continue;
    if (!hasBlight(piecesIn(map, sys.id))) {
      wanted.push(sys.id);
      continue;
    }
    for (const other of SYSTEMS) {
      if (other.kind === "planet" && other.cluster === sys.cluster && !hasBlight(piecesIn(map, other.id))) wanted.push(other.id);
    }
  }
  const left = campaignPieceCount("blight") - blightOnMap(map);
  const room = left < 0 ? 0 : left;
  const blight = wanted.length <= room ? wanted : wanted.slice(0, room);
  return { blight, blightShort: wanted.length - blight.length };
}

/**
 * BR p.5 step Q (2 players): the resource tokens matching the planets of the given clusters go onto
 * the ambition boxes: Material and Fuel on Tycoon, Weapons on Warlord, Relics on Keeper, Psionics on
 * Empath. Act II/III (BR p.7 step E) rolls the number die twice and gives one cluster per roll, so a
 * cluster rolled twice gives its tokens twice (rules-decisions-campaign.md).
 */
export function ambitionBoxTokens(clusters: readonly number[]): ThirdPlayer {
  const out: ThirdPlayer = { tokens: [], tycoon: 0, warlord: 0, keeper: 0, empath: 0 };
  for (const cluster of clusters) {
    for (const sys of SYSTEMS) {
      if (sys.kind !== "planet" || sys.cluster !== cluster) continue;
      const r = sys.resource as ResourceType;
      out.tokens.push(r);
      if (r === "material" || r === "fuel") out.tycoon++;
      else if (r === "weapon") out.warlord++;
      else if (r === "relic") out.keeper++;
      else out.empath++;
    }
  }
  return out;
}
