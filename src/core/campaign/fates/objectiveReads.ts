/**
 * What the counted objectives read (fates/objectives.ts): the ambitions a player won in the last
 * scoring, ties for first place, and counts on the map sent with the score (BR p.10 control). Texts:
 * seed 003's Objective cards; "win an ambition" is an untied first place (BR p.8; base p.18).
 */
import type { Colour } from "../../data/vocabulary";
import { SYSTEMS } from "../../data/map";
import type { GameState } from "../../game/types";
import type { PlayerSnapshot, ScoringSnapshot } from "../../game/scoringTypes";
import type { CampaignState } from "../types";
import type { MapSnapshot } from "../mapControl";
import { controllerOf, countPieces, empireControls, piecesIn } from "../mapControl";
import { findBy } from "../../util/byId";

/** Power `colour` gained from each base ambition they won (untied first) in the last scoring, one entry per ambition. */
export function winsOf(s: GameState, colour: Colour): { ambition: string; power: number }[] {
  const out: { ambition: string; power: number }[] = [];
  const report = s.lastScoring;
  if (report === undefined) return out;
  for (const a of report.ambitions) {
    if (a.first !== colour) continue;
    let power = 0;
    for (const w of a.awards) if (w.player === colour && w.place === "first") power += w.power;
    out.push({ ambition: a.ambition, power });
  }
  return out;
}

export function wins(s: GameState, colour: Colour): number[] {
  return winsOf(s, colour).map((w) => w.power);
}

/** F1901B "if you won any ambitions": an untied first place in the last scoring, a Fate ambition's too. */
export function wonAny(s: GameState, colour: Colour): boolean {
  return wins(s, colour).length > 0 || ((s.campaign as CampaignState).lastFateAmbitions ?? []).some((a) => a.first === colour);
}

/** Whether `colour` won this base ambition in the last scoring ("won"), nobody declared it ("undeclared"), or neither. */
export function ambitionOutcome(s: GameState, ambition: string, colour: Colour): "won" | "undeclared" | "lost" {
  const report = s.lastScoring;
  const a = report && findBy(report.ambitions, "ambition", ambition)!;
  if (a === undefined) return "undeclared";
  return a.first === colour ? "won" : "lost";
}

/** Whether two or more have the most of a scored ambition, that most being at least 1 (qualifying, base p.18). */
function tiedForFirst(counts: readonly { count: number }[]): boolean {
  let top = 0;
  for (const c of counts) if (c.count > top) top = c.count;
  if (top === 0) return false;
  let n = 0;
  for (const c of counts) if (c.count === top) n += 1;
  return n > 1;
}

/**
 * F2401B: the ambitions of the last scoring where players tie for first place, base and Fate
 * ambitions alike; with 2 players the ambition boxes' resources count as a player (the card's note).
 */
export function ambitionsTiedForFirst(s: GameState, campaign: CampaignState): string[] {
  const out: string[] = [];
  const report = s.lastScoring;
  if (report !== undefined) for (const a of report.ambitions) if (tiedForFirst(a.counts)) out.push(a.ambition);
  const fate = campaign.lastFateAmbitions === undefined ? [] : campaign.lastFateAmbitions;
  for (const a of fate) if (tiedForFirst(a.counts)) out.push(a.ambition);
  return out;
}

/** Systems the Empire controls (fresh Imperial ships, BR p.10), whoever holds the First Regent tile. */
export function empireSystems(map: MapSnapshot, seats: readonly Colour[]): string[] {
  const out: string[] = [];
  for (const sys of SYSTEMS) if (controllerOf(map, sys.id, seats, { regents: [] }, "standing") === "empire") out.push(sys.id);
  return out;
}

/** F212B: Free cities (fresh or damaged) in systems the Empire does not control (BR p.10: one fresh Imperial ship is enough). */
export function freeCitiesOutsideEmpire(map: MapSnapshot): number {
  let n = 0;
  for (const sys of SYSTEMS) if (!empireControls(map, sys.id)) n += countPieces(piecesIn(map, sys.id), "free", "city", "any");
  return n;
}

/** F1301B: Blight pieces (fresh or damaged) in the systems where `colour` has Loyal ships (a Flagship is one, BR p.22). */
export function blightWithLoyalShips(map: MapSnapshot, colour: Colour): number {
  let n = 0;
  for (const sys of SYSTEMS) {
    const here = piecesIn(map, sys.id);
    if (countPieces(here, colour, "ship", "any") + countPieces(here, colour, "flagship", "any") === 0) continue;
    n += countPieces(here, "blight", "blight", "any");
  }
  return n;
}

/** The snapshot's record of one player, when it has one of the right shape. */
export function snapshotOf(snap: ScoringSnapshot, colour: Colour): PlayerSnapshot | undefined {
  for (const p of snap.players) if (p.colour === colour) return p;
  return undefined;
}

/** Guild cards in a player's play area as the snapshot counts them (one per card, by suit, base p.18). */
export function guildCardTotal(p: PlayerSnapshot): number {
  const g = p.guildCards;
  if (typeof g !== "object") return 0;
  return g.material + g.fuel + g.weapon + g.relic + g.psionic;
}

/** The Guild suits a player has at least one card of (F412B "each different suit of Guild card you have"). */
export function guildSuits(p: PlayerSnapshot): number {
  const g = p.guildCards;
  if (typeof g !== "object") return 0;
  let n = 0;
  for (const k of [g.material, g.fuel, g.weapon, g.relic, g.psionic]) if (k > 0) n += 1;
  return n;
}
