/**
 * Act III scoring hooks (BR p.9): grand ambitions of "A"/"B" Fates scored with the declared
 * ambitions at chapter end (one fulfilled = the lower value under the chapter, both = the higher;
 * Rivals cannot gain from them), and final objectives of "C" Fates: after scoring, a player whose
 * marker is at 0 with at least 1 Power wins at once (several: the most Power among them).
 * Whether a grand ambition is fulfilled is read at the table (its text is on the Fate card).
 */
import type { Colour } from "../data/vocabulary";
import { chapterTrackFor } from "../data/campaign/campaignPieces";
import type { GameState, PlayerState } from "../game/types";
import { playerState } from "../game/rounds";
import { turnOrderFrom } from "../game/util";
import type { CampaignState, GrandAmbitionsCommand } from "./types";

export function grandAmbitions(s: GameState, c: GrandAmbitionsCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  if (campaign.act !== "III") return "grand ambitions are scored only in Act III (BR p.9)";
  if (s.phase !== "scoring") return "grand ambitions are scored at the end of a chapter (BR p.9)";
  if (!Array.isArray(c.results)) return "give each player's fulfilled grand ambitions";
  const out: { player: Colour; fulfilled: number }[] = [];
  for (const p of campaign.players) {
    const r = c.results.filter((x) => x.player === p.colour)[0];
    const n = r === undefined ? 0 : r.fulfilled;
    if (n !== 0 && n !== 1 && n !== 2) return `${p.colour} fulfils 0, 1 or 2 grand ambitions`;
    if (p.letter === "C" && n > 0) return `${p.colour}'s "C" Fate has a final objective, not grand ambitions (BR p.9)`;
    out.push({ player: p.colour, fulfilled: n });
  }
  campaign.grand = out;
  return undefined;
}

/** After the base scoring of an Act III chapter: grand ambition Power (BR p.9). */
export function scoreGrandAmbitions(s: GameState, chapter: number): void {
  const campaign = s.campaign as CampaignState;
  const space = chapterTrackFor("III").chapters[chapter - 1];
  for (const g of campaign.grand === undefined ? [] : campaign.grand) {
    if (g.fulfilled === 0 || space === undefined) continue;
    const gain = (g.fulfilled === 1 ? space.grandLower : space.grandHigher) as number;
    (playerState(s, g.player) as PlayerState).power += gain;
    s.events.push({ kind: "scored", player: g.player, text: `${g.player} fulfils ${g.fulfilled === 1 ? "one grand ambition" : "both grand ambitions"} and gains ${gain} Power (chapter ${chapter}, BR p.9)` });
  }
  campaign.grand = undefined;
}

/** BR p.9: a "C" Fate with its marker at 0 and at least 1 Power wins; several -> most Power, then turn order. */
export function finalObjectiveWinner(s: GameState): Colour | undefined {
  const campaign = s.campaign as CampaignState;
  let best: Colour | undefined;
  for (const colour of turnOrderFrom(s.seats, s.initiative)) {
    const p = campaign.players.filter((x) => x.colour === colour)[0];
    const power = (playerState(s, colour) as PlayerState).power;
    if (p.letter !== "C" || p.objective !== 0 || power < 1) continue;
    if (best === undefined || power > (playerState(s, best) as PlayerState).power) best = colour;
  }
  return best;
}
