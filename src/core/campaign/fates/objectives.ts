/**
 * Objectives the core counts itself (issue 35), as a rule module's step after a chapter's scoring
 * (called by the campaign's `score`, flow.ts, once the base scoring and the Fate ambitions are done):
 * each objective line below advances its holder's objective marker (towards 0, where the objective
 * is complete, BR p.8) by what the card counts, from the state, the scoring report and the map the
 * table sends with the score (BR p.10 control, "standing": the First Regent holds the Empire's
 * systems). Texts: seed 003.
 * - F101B (Steward, Act I): "Each time you win an ambition while you're the First Regent, advance 1
 *   for each Power you gain from it", bonus city Power included (the card's example).
 * - F201B (Founder, Act I): "While you're an Outlaw, advance 3 for each ambition you win"; "At the
 *   end of a chapter, if you're an Outlaw, advance 1 for each system you control."
 * - F112B (Steward, Act II): at the end of each chapter, if First Regent, 1 per cluster where the
 *   Empire controls any systems; 1 per resource in the First Regent's Imperial Trust, even if not.
 * - F712B (Admiral, Act II), first line: at the end of a chapter, if a Regent, 1 per planet
 *   controlled by the Empire. (Its Trophy and capture lines are the players'.)
 * - F1501B (Peacekeeper, Act II): at the end of a chapter, 1 per Weapon you have (the scoring's
 *   count, the Imperial Trust included for the First Regent, FAQ "Resources You Have") and 1 per
 *   Weapon planet you control.
 * "Win an ambition" is an untied first place (BR p.8; base p.18). A line that needs the map, scored
 * without one, is told to the players to count by hand. A marker not yet placed is not moved.
 */
import type { Colour } from "../../data/vocabulary";
import { SYSTEMS, system } from "../../data/map";
import type { GameState } from "../../game/types";
import type { CampaignPlayer, CampaignState } from "../types";
import type { MapSnapshot } from "../mapControl";
import { controllerOf, empireFacts, systemsControlledBy } from "../mapControl";
import type { ScoringSnapshot } from "../../game/scoringTypes";

/** One objective line's advance for a player, or why the core cannot count it. */
interface Advance {
  card: string;
  what: string;
  by: number;
}

/** Power `colour` gained from ambitions they won (untied first) in the last scoring, one entry per ambition. */
function wins(s: GameState, colour: Colour): number[] {
  const out: number[] = [];
  const report = s.lastScoring;
  if (report === undefined) return out;
  for (const a of report.ambitions) {
    if (a.first !== colour) continue;
    let power = 0;
    for (const w of a.awards) if (w.player === colour && w.place === "first") power += w.power;
    out.push(power);
  }
  return out;
}

/** Systems the Empire controls (fresh Imperial ships, BR p.10), whoever holds the First Regent tile. */
function empireSystems(map: MapSnapshot, seats: readonly Colour[]): string[] {
  const out: string[] = [];
  for (const sys of SYSTEMS) if (controllerOf(map, sys.id, seats, { regents: [] }, "standing") === "empire") out.push(sys.id);
  return out;
}

function advancesOf(s: GameState, campaign: CampaignState, p: CampaignPlayer, snap: ScoringSnapshot, map: MapSnapshot | undefined): (Advance | string)[] {
  const out: (Advance | string)[] = [];
  const firstRegent = campaign.firstRegent === p.colour;
  const outlaw = p.title === "outlaw";
  const noMap = (card: string, what: string): string => `${p.colour}'s objective (${card}): no map was sent with the score, so advance it by hand for ${what}`;
  if (campaign.act === "I" && p.fate === "FATE01" && firstRegent) {
    for (const power of wins(s, p.colour)) out.push({ card: "F101B", what: `an ambition won as First Regent (${power} Power)`, by: power });
  }
  if (campaign.act === "I" && p.fate === "FATE02" && outlaw) {
    const won = wins(s, p.colour);
    for (let i = 0; i < won.length; i++) out.push({ card: "F201B", what: "an ambition won as an Outlaw", by: 3 });
    if (map === undefined) out.push(noMap("F201B", "each system you control"));
    else {
      const n = systemsControlledBy(map, p.colour, s.seats, empireFacts(campaign)).length;
      out.push({ card: "F201B", what: `${n} system(s) controlled as an Outlaw`, by: n });
    }
  }
  if (campaign.act === "II" && p.fate === "FATE01") {
    if (firstRegent) {
      if (map === undefined) out.push(noMap("F112B", "each cluster where the Empire controls any systems"));
      else {
        const clusters: number[] = [];
        for (const id of empireSystems(map, s.seats)) {
          const sys = system(id);
          if (sys !== undefined && clusters.indexOf(sys.cluster) < 0) clusters.push(sys.cluster);
        }
        out.push({ card: "F112B", what: `${clusters.length} cluster(s) where the Empire controls systems`, by: clusters.length });
      }
    }
    out.push({ card: "F112B", what: `${campaign.trust.length} resource(s) in the Imperial Trust`, by: campaign.trust.length });
  }
  if (campaign.act === "II" && p.fate === "FATE07" && p.title === "regent") {
    if (map === undefined) out.push(noMap("F712B", "each planet controlled by the Empire"));
    else {
      let n = 0;
      for (const id of empireSystems(map, s.seats)) {
        const sys = system(id);
        if (sys !== undefined && sys.kind === "planet") n += 1;
      }
      out.push({ card: "F712B", what: `${n} planet(s) controlled by the Empire`, by: n });
    }
  }
  if (campaign.act === "II" && p.fate === "FATE15") {
    let weapons = 0;
    for (const ps of snap.players) if (ps.colour === p.colour && typeof ps.resources === "object") weapons = ps.resources.weapon;
    out.push({ card: "F1501B", what: `${weapons} Weapon(s) you have`, by: weapons });
    if (map === undefined) out.push(noMap("F1501B", "each Weapon planet you control"));
    else {
      let n = 0;
      for (const id of systemsControlledBy(map, p.colour, s.seats, empireFacts(campaign))) {
        const sys = system(id);
        if (sys !== undefined && sys.kind === "planet" && sys.resource === "weapon") n += 1;
      }
      out.push({ card: "F1501B", what: `${n} Weapon planet(s) you control`, by: n });
    }
  }
  return out;
}

/**
 * After a chapter's scoring (`snap` as scored, Trust included; `map` as sent): move each counted
 * objective marker and say so. Only where the objective marker is in use (Acts I and II here).
 */
export function advanceCountedObjectives(s: GameState, snap: ScoringSnapshot, map: MapSnapshot | undefined): void {
  const campaign = s.campaign as CampaignState;
  if (campaign.act === "III") return;
  for (const p of campaign.players) {
    for (const a of advancesOf(s, campaign, p, snap, map)) {
      if (typeof a === "string") {
        s.events.push({ kind: "scored", player: p.colour, text: a });
        continue;
      }
      if (a.by <= 0) continue;
      if (p.objective === undefined) {
        s.events.push({ kind: "scored", player: p.colour, text: `${p.colour}'s objective (${a.card}) would advance ${a.by} for ${a.what}: place the objective marker first (BR p.6)` });
        continue;
      }
      const space = p.objective - a.by < 0 ? 0 : p.objective - a.by;
      s.events.push({ kind: "scored", player: p.colour, text: `${p.colour}'s objective advances ${a.by} for ${a.what} (${a.card}): marker ${p.objective} -> ${space}${space === 0 ? ": the objective is complete (BR p.8)" : ""}` });
      p.objective = space;
    }
  }
}
