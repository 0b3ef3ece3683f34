/**
 * The Conspirator's Conspiracies (Fate Set 23, Act III), counted after a chapter's scoring. Texts: seed 003.
 * - F2304 Scoring Conspiracies: "After scoring ambitions, reveal all Conspiracies on scored
 *   ambitions. The Conspirator advances 1 for each Conspiracy that is still unrevealed. The
 *   Conspirator advances 1 for each revealed Conspiracy showing a player in first place for the
 *   ambition or tied for it. The Conspirator increases their objective marker on the Power track by 1
 *   for each Conspiracy that does not show this. Combine all of these steps into a single movement of
 *   the objective marker. Return all revealed Conspiracies."
 * - F2301B: "When scoring ambitions, advance 1 for each correct revealed Conspiracy and each unrevealed Conspiracy."
 * The table reads the Conspiracies in the ambition boxes (`ScoringSnapshot.conspiracies`) and names the
 * colour only of one on a scored ambition, which the score reveals; one on an ambition not scored stays
 * face down, unnamed. First place is the most of the ambition, at least 1 (base p.18), ties included.
 */
import type { GameState } from "../../game/types";
import type { ScoringSnapshot } from "../../game/scoringTypes";
import type { CampaignPlayer } from "../types";

/** Whether `who` has the most of the ambition's counts, that most being at least 1. */
function firstOrTied(counts: readonly { who: string; count: number }[], who: string): boolean {
  let top = 0;
  for (const c of counts) if (c.count > top) top = c.count;
  return top > 0 && counts.some((c) => c.who === who && c.count === top);
}

/** F2304's lines for the Conspirator `p`: what was revealed (told), then the one movement (negative: back). */
export function conspiracyLines(s: GameState, p: CampaignPlayer, snap: ScoringSnapshot): ({ card: string; what: string; by: number } | string)[] {
  const list = snap.conspiracies;
  if (!Array.isArray(list)) return [`${p.colour}'s objective (F2304): no Conspiracies read, advance it by hand`];
  const report = s.lastScoring;
  let hidden = 0;
  let right = 0;
  let unread = 0;
  const shown: string[] = [];
  for (const c of list) {
    const a = report === undefined || typeof c !== "object" ? undefined : report.ambitions.filter((x) => x.ambition === c.ambition)[0];
    if (a === undefined) hidden += 1;
    else if (typeof c.colour !== "string") unread += 1;
    else {
      const ok = firstOrTied(a.counts, c.colour);
      if (ok) right += 1;
      shown.push(`${c.colour} on ${a.ambition} (${ok ? "first" : "not first"})`);
    }
  }
  if (unread > 0) return [`${p.colour}'s objective (F2304): the ${unread} Conspiracy(ies) on scored ambitions are revealed and counted when the scoring is confirmed`];
  const out: ({ card: string; what: string; by: number } | string)[] = [];
  if (shown.length > 0) out.push(`Conspiracies revealed (F2304): ${shown.join(", ")}; they return to ${p.colour}`);
  const wrong = shown.length - right;
  out.push({ card: "F2304", what: `${hidden} unrevealed, ${right} correct and ${wrong} wrong Conspiracy(ies)`, by: hidden + right - wrong });
  return out;
}
