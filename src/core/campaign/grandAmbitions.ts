/**
 * Act III scoring hooks (BR p.9): grand ambitions of "A"/"B" Fates scored with the declared
 * ambitions at chapter end (one fulfilled = the lower value under the chapter, both = the higher;
 * Rivals cannot gain from them), and final objectives of "C" Fates: after scoring, a player whose
 * marker is at 0 with at least 1 Power wins at once (several: the most Power among them).
 * A `grandAmbitions` command with `checked` gives only the lines the core does not check (the
 * players'); the core counts the lines it checks (fates/grandChecks.ts) at the score and refuses a
 * claim past the players' lines. An older command (no `checked`) gives both lines, as the table read them.
 */
import type { Colour } from "../data/vocabulary";
import { chapterTrackFor } from "../data/campaign/campaignPieces";
import type { GameState, PlayerState } from "../game/types";
import { playerState } from "../game/rounds";
import { logEvent, turnOrderFrom } from "../game/util";
import type { ScoringSnapshot } from "../game/scoringTypes";
import type { MapSnapshot } from "./mapControl";
import type { CampaignPlayer, CampaignState } from "./types";
import type { GrandAmbitionsCommand, GrandGiven } from "./resultTypes";
import { grandLines } from "./fates/grandChecks";
import { campaignPlayer } from "./fates/setupWords";
import { findBy } from "../util/byId";

export function grandAmbitions(s: GameState, c: GrandAmbitionsCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  if (campaign.act !== "III") return "grand ambitions are scored only in Act III (BR p.9)";
  if (s.phase !== "scoring") return "grand ambitions are scored at the end of a chapter (BR p.9)";
  if (!Array.isArray(c.results)) return "give each player's fulfilled grand ambitions";
  const out: GrandGiven[] = [];
  for (const p of campaign.players) {
    const r = findBy(c.results, "player", p.colour)!;
    const n = r === undefined ? 0 : r.fulfilled;
    if (n !== 0 && n !== 1 && n !== 2) return `${p.colour} fulfils 0, 1 or 2 grand ambitions`;
    if (p.letter === "C" && n > 0) return `${p.colour}'s "C" Fate has a final objective, not grand ambitions (BR p.9)`;
    out.push(c.checked === true ? { player: p.colour, fulfilled: n, checked: true } : { player: p.colour, fulfilled: n });
  }
  campaign.grand = out;
  return undefined;
}

/**
 * After the base scoring of an Act III chapter: grand ambition Power (BR p.9), the checked lines
 * counted by the core (`snap` with the Trust, `map` as sent). Refused: a player gave more lines than
 * the core leaves them.
 */
export function scoreGrandAmbitions(s: GameState, chapter: number, snap: ScoringSnapshot, map: MapSnapshot | undefined): string | undefined {
  const campaign = s.campaign as CampaignState;
  const space = chapterTrackFor("III").chapters[chapter - 1];
  for (const g of campaign.grand === undefined ? [] : campaign.grand) {
    let n = g.fulfilled;
    const p = campaignPlayer(campaign, g.player);
    if (g.checked === true && p !== undefined) {
      const lines = grandLines(s, p, chapter, snap, map);
      const core = lines.filter((l) => l.met === true).length;
      const own = lines.filter((l) => l.met === undefined).length;
      const said = lines.map((l) => `${l.card} ${l.met === undefined ? "theirs" : l.met ? "yes" : "no"} (${l.why})`).join("; ");
      const max = core + own > 2 ? 2 : core + own;
      if (n > own) return `${g.player} fulfils at most ${max} grand ambition(s): ${said} (BR p.9)`;
      if (lines.length > 0) logEvent(s, "scored", g.player, `${g.player}'s grand ambitions: ${said}; ${n} given by ${g.player}`);
      n = core + n > 2 ? 2 : core + n;
    }
    if (n === 0 || space === undefined) continue;
    const gain = (n === 1 ? space.grandLower : space.grandHigher) as number;
    (playerState(s, g.player) as PlayerState).power += gain;
    logEvent(s, "scored", g.player, `${g.player} fulfils ${n === 1 ? "one grand ambition" : "both"}: +${gain} Power (chapter ${chapter}, BR p.9)`);
  }
  campaign.grand = undefined;
  return undefined;
}

/** BR p.9: a "C" Fate with its marker at 0 and at least 1 Power wins; several -> most Power, then turn order. */
export function finalObjectiveWinner(s: GameState): Colour | undefined {
  const campaign = s.campaign as CampaignState;
  let best: Colour | undefined;
  for (const colour of turnOrderFrom(s.seats, s.initiative)) {
    const p = campaignPlayer(campaign, colour) as CampaignPlayer;
    const power = (playerState(s, colour) as PlayerState).power;
    if (p.letter !== "C" || p.objective !== 0 || power < 1) continue;
    if (best === undefined || power > (playerState(s, best) as PlayerState).power) best = colour;
  }
  return best;
}
