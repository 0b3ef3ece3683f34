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
import type { Colour, SystemId } from "../../data/vocabulary";
import type { GameState } from "../../game/types";
import { turnOrderFrom } from "../../game/util";
import type { MapPieces } from "../mapControl";
import type { CampaignState, CrisesRead } from "../types";
import type { CrisesResult } from "../resultTypes";
import { findByColour } from "../../util/byId";

/** One owner's pieces of one kind in one system. */
export type Here = MapPieces & { system: string };

export const DEFECTORS: readonly string[] = ["F710", "F711", "F715", "F716"];

type Defect = { system: string; fresh: number; damaged: number };

/** "the Outlaw earliest in turn order": the first Outlaw from the initiative holder (base p.22), if any. */
export function earliestOutlaw(s: GameState): Colour | undefined {
  const c = s.campaign as CampaignState;
  return turnOrderFrom(s.seats, s.initiative).find((x) => c.players.some((p) => p.colour === x && p.title === "outlaw"));
}

/** The last Crises' moves on the boards and the map, made a list if none yet. */
export function piecesOf(s: GameState): NonNullable<CrisesResult["pieces"]> {
  const crises = (s.campaign as CampaignState).lastCrises as CrisesResult;
  crises.pieces = crises.pieces ?? [];
  return crises.pieces;
}

/**
 * Replace (base p.22; seed 002 FAQ: never from an empty supply): the Imperial ships of `here`, in
 * order, fresh before damaged in each, by as many as `ships` (the Outlaw's supply); `here` is
 * counted down (what stays), what is replaced returned.
 */
export function replaceImperial(here: readonly Defect[], ships: number): Defect[] {
  const out: Defect[] = [];
  for (const e of here) {
    const fresh = Math.min(e.fresh, ships);
    const damaged = Math.min(e.damaged, ships - fresh);
    ships -= fresh + damaged;
    e.fresh -= fresh;
    e.damaged -= damaged;
    if (fresh + damaged > 0) out.push({ system: e.system, fresh, damaged });
  }
  return out;
}

/**
 * The Crisis in the rolled cluster, its ship moves added to the step's `lastCrises.pieces`, the
 * Outlaw's read supply counted down as they go; the event log's text. A second Defectors in the same Court
 * finds none to replace: the first replaced all it could, emptying the supply if any were left.
 */
export function defectors(s: GameState, work: readonly Here[], reads: readonly CrisesRead[]): string {
  const crises = (s.campaign as CampaignState).lastCrises as CrisesResult;
  const outlaw = earliestOutlaw(s);
  const pieces = piecesOf(s);
  // The Imperial ships the Blight hits and the row's earlier Crises leave, counted down.
  const here: Here[] = [];
  for (const id of outlaw === undefined || pieces.some((p) => p.defect !== undefined) ? [] : crises.dice.rolledCluster) {
    for (const e of work) if (e.system === id && e.owner === "empire" && e.kind === "ship") here.push(e);
  }
  // The Outlaw's ships in supply as read (every seat's is, crisesReadRefusal).
  const done = replaceImperial(here, outlaw === undefined ? 0 : (findByColour(reads, outlaw)!.ships as number));
  for (const d of done) pieces.push({ colour: outlaw as Colour, defect: d as { system: SystemId; fresh: number; damaged: number } });
  return `Imperial Defectors: ${outlaw ?? "no Outlaw"} ${defectText(here, done, crises.dice.cluster)}`;
}

/** "replaces 3 Imperial ships in cluster 5 (1 damaged); 2 stay (no ship left in supply)": `here` counted down, `done` replaced. */
export function defectText(here: readonly Defect[], done: readonly Defect[], cluster: number): string {
  let moved = 0;
  let tipped = 0;
  let left = 0;
  for (const d of done) {
    moved += d.fresh + d.damaged;
    tipped += d.damaged;
  }
  for (const e of here) left += e.fresh + e.damaged;
  return `replaces ${moved} Imperial ships in cluster ${cluster} (${tipped} damaged)${left > 0 ? `; ${left} stay (no ship left in supply)` : ""}`;
}
