/**
 * Repair (rulebook p.13): stand up 1 damaged Loyal ship or flip over 1 damaged Loyal building,
 * anywhere on the map. A rule module adds what else a player may repair (a Regent's Imperial ships,
 * BR p.10; Free buildings you control, BR p.15; Blight you control, F1304 and F2102: MapRules.blight).
 */
import type { Colour } from "../data/vocabulary";
import { ownerName } from "../data/vocabulary";
import type { MapSnapshot } from "./snapshot";
import type { RepairAction } from "./actionTypes";
import type { MapRules } from "./mapRules";
import { blightRefusal } from "./mapRules";
import { countPieces, piecesIn } from "./pieces";
import { systemRefusal } from "./count";

const PIECES: readonly string[] = ["ship", "city", "starport", "blight"];

/** Why `player` cannot repair this piece, or the words of the repair. */
export function repairOutcome(map: MapSnapshot, outOfPlay: readonly number[], player: Colour, a: RepairAction, rules: MapRules): string | { key: string; text: string } {
  const bad = systemRefusal(a.system, outOfPlay);
  if (bad !== undefined) return bad;
  if (PIECES.indexOf(a.piece) < 0) return "you repair a ship, a city or a starport";
  if (typeof a.owner !== "string") return "name whose piece is repaired";
  if (countPieces(piecesIn(map, a.system), a.owner, a.piece, "damaged") === 0) return `there is no damaged ${a.piece} of ${ownerName(a.owner)} in ${a.system}`;
  const refused = a.piece === "blight" ? blightRefusal(map, a.system, player, rules) : rules.repair(map, a.system, player, a.owner, a.piece);
  if (refused !== undefined) return refused;
  const whose = a.owner === player ? "Loyal " : a.owner === "empire" ? "Imperial " : a.owner === "free" ? "Free " : a.owner === "blight" ? "" : `${ownerName(a.owner)}'s `;
  return { key: `repair:${a.system}`, text: `${player} repairs a damaged ${whose}${a.piece === "blight" ? "Blight" : a.piece} in ${a.system} (p.13)` };
}
