/**
 * F710/F711/F715/F716 Imperial Defectors' Crisis (seed 003): "In the rolled cluster, replace all
 * Imperial ships with ships of the Outlaw earliest in turn order. Bury this card." Applied by
 * `resolveCrises` in the Court Crises' order (crisesCourt.ts), decided from the map the step carries;
 * the ships to move are kept as `lastCrises.pieces` for the table. Readings
 * (docs/rules-decisions-campaign.md):
 * - "earliest in turn order": the first Outlaw going clockwise from the initiative holder (base p.22
 *   "Start with the player with initiative and go clockwise"); with no Outlaw no ship can replace
 *   them, so nothing happens (the card is still buried).
 * - Replace (base p.22): the Imperial ship returns to the Imperial supply, a ship of the Outlaw's
 *   takes its place, damaged if it was damaged. The FAQ (seed 002, "Replace"): no replacing from an
 *   empty supply, so with the Outlaw's ship supply (`ships`, read) short the rest of the Imperial
 *   ships stay; the first replaced are the rolled cluster's systems in map order, fresh before
 *   damaged in each (a choice base p.22 gives the initiative holder, fixed here).
 * - The Blight Crises come first (BR p.18): the Imperial ships replaced are those the Blight hits
 *   and the row's earlier Crises leave (damagedCrises.ts `afterBlight`, counted down in the row's
 *   order: a Mass Uprising to its left has destroyed the damaged ones); the table moves them once it
 *   has carried out the Blight hits and the wrecks. The ships placed are not added to that count: a
 *   Mass Uprising to its right does not destroy the damaged ships it placed (the table carries out
 *   the wrecks first), a reading short of the printed order, recorded in rules-decisions-campaign.md.
 */
import type { GameState } from "../../game/types";
import { turnOrderFrom } from "../../game/util";
import type { Here } from "./damagedCrises";
import type { CampaignState, CrisesRead } from "../types";
import type { CrisesResult } from "../resultTypes";
import { findByColour } from "../../util/byId";

export const DEFECTORS: readonly string[] = ["F710", "F711", "F715", "F716"];

/**
 * The Crisis in the rolled cluster, its ship moves added to the step's `lastCrises.pieces`, the
 * Outlaw's read supply counted down as they go; the event log's text. A second Defectors in the same Court
 * finds none to replace: the first replaced all it could, emptying the supply if any were left.
 */
export function defectors(s: GameState, work: readonly Here[], reads: readonly CrisesRead[]): string {
  const c = s.campaign as CampaignState;
  const crises = c.lastCrises as CrisesResult;
  const outlaw = turnOrderFrom(s.seats, s.initiative).filter((x) => c.players.some((p) => p.colour === x && p.title === "outlaw"))[0];
  const pieces = crises.pieces ?? [];
  crises.pieces = pieces;
  let moved = 0;
  let tipped = 0;
  let left = 0;
  // The Outlaw's ships in supply as read (every seat's is, crisesReadRefusal).
  let ships = outlaw === undefined ? 0 : (findByColour(reads, outlaw)!.ships as number);
  for (const id of outlaw === undefined || pieces.some((p) => p.defect !== undefined) ? [] : crises.dice.rolledCluster) {
    // The Imperial ships the Blight hits and the row's earlier Crises leave, counted down.
    for (const e of work) {
      if (e.system === id && e.owner === "empire" && e.kind === "ship") {
        const fresh = Math.min(e.fresh, ships);
        const damaged = Math.min(e.damaged, ships - fresh);
        ships -= fresh + damaged;
        left += e.fresh + e.damaged - fresh - damaged;
        e.fresh -= fresh;
        e.damaged -= damaged;
        if (fresh + damaged > 0) {
          pieces.push({ colour: outlaw, defect: { system: id, fresh, damaged } });
          moved += fresh + damaged;
          tipped += damaged;
        }
      }
    }
  }
  return `Imperial Defectors: ${outlaw ?? "no Outlaw"} replaces ${moved} Imperial ships in cluster ${crises.dice.cluster} (${tipped} damaged)${left > 0 ? `; ${left} stay (no ship left in supply)` : ""}`;
}
