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
 * The module `conspiracies` (the Conspirator holding FATE23 in Act III):
 * - F2303: "When you declare an ambition, you do not place an ambition marker. (You cannot declare an
 *   ambition if there are no Available markers.) Instead, you place a Conspiracy from your supply
 *   facedown in the declared ambition box." The declare runs under it (refused with no marker
 *   Available), then the marker it moved stays Available; the Conspirator lays the token of their
 *   choice (the colour is theirs to choose and keep secret). A box with a Conspiracy alone is not
 *   scored (no marker, p.18); F2304 counts the Conspiracy as unrevealed.
 * - F2305 (a Law in the booklet): "When a Rival of the Conspirator secures any Vox card or a card with
 *   Conspirator agents, you may guess a facedown Conspiracy token on an ambition box. If they are
 *   correct, return it to the Conspirator. If you are incorrect, the Conspirator advances 1." The
 *   secure opens one guess per Vox card it secures (an attached one too: BR p.27 "When you secure a
 *   card, also secure its attached card"), or one for the Conspirator's agents captured on a card that
 *   is no Vox card, to that Rival until their turn ends (`campaign.foil`, `foilGuesses` when more than 1); `guessConspiracy` carries whether the token's
 *   colour is the guess as the table read it, never the colour of a token a wrong guess leaves face down.
 *   Who sees the token and returns it is the table's (src/tts/scoring/conspiracies.ts).
 */
import type { Colour } from "../../data/vocabulary";
import type { Command, GameState } from "../../game/types";
import type { ScoringSnapshot } from "../../game/scoringTypes";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import { courtCard } from "../../data/court";
import { campaignCourtCards } from "../courtCards";
import { findInBooklet, rulesBookletOf } from "../booklet";
import type { CampaignPlayer, CampaignState } from "../types";
import type { GuessConspiracyCommand } from "../fateCommandTypes";
import { advance } from "./objectiveMoments";
import { logEvent } from "../../game/util";
import { findBy } from "../../util/byId";

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
    const a = report === undefined || typeof c !== "object" ? undefined : findBy(report.ambitions, "ambition", c.ambition)!;
    if (a === undefined) hidden += 1;
    else if (typeof c.colour !== "string") unread += 1;
    else {
      const ok = firstOrTied(a.counts, c.colour);
      if (ok) right += 1;
      shown.push(`${c.colour} on ${a.ambition} (${ok ? "first" : "not first"})`);
    }
  }
  if (unread > 0) return [`${p.colour}'s objective (F2304): ${unread} Conspiracy(ies) on scored ambitions are counted when the scoring is confirmed`];
  const out: ({ card: string; what: string; by: number } | string)[] = [];
  if (shown.length > 0) out.push(`Conspiracies revealed (F2304): ${shown.join(", ")}; they return to ${p.colour}`);
  const wrong = shown.length - right;
  out.push({ card: "F2304", what: `${hidden} unrevealed, ${right} correct and ${wrong} wrong Conspiracy(ies)`, by: hidden + right - wrong });
  return out;
}

/** The Conspirator, while FATE23 is held in Act III (a restored state may be damaged: never trusted). */
function conspirator(s: GameState): CampaignPlayer | undefined {
  const c = s.campaign;
  return c !== undefined && c.act === "III" && Array.isArray(c.players) ? c.players.filter((p) => typeof p === "object" && p.fate === "FATE23")[0] : undefined;
}

/** The campaign replaced whole with `foil` and its guesses (deleted when none: a nil in a Lua spread would keep the old one). */
function setFoil(s: GameState, a: CampaignState, foil: Colour | undefined, n: number): void {
  const c: CampaignState = { ...a };
  c.foil = foil;
  c.foilGuesses = foil === undefined || n < 2 ? undefined : n;
  s.campaign = c;
}

/** Whether `id` is a Vox card. */
function vox(id: string | undefined): boolean {
  const k = id === undefined ? undefined : courtCard(id) ?? campaignCourtCards(id);
  return k !== undefined && k.kind === "vox";
}

/** F2305's guess by the Rival the core names (`campaign.foil`); a wrong one advances the Conspirator (towards 0, BR p.8). */
function guess(s: GameState, c: GuessConspiracyCommand, p: CampaignPlayer): string | undefined {
  const campaign = s.campaign as CampaignState;
  if (campaign.foil !== c.player || s.seats.indexOf(c.guess) < 0) return `${c.player} may not guess that now (F2305)`;
  const left = (campaign.foilGuesses ?? 1) - 1;
  setFoil(s, campaign, left > 0 ? c.player : undefined, left);
  logEvent(s, "secured", c.player, `${c.player} guesses ${c.guess}: ${c.right === true ? "right" : "wrong"} (F2305)`);
  if (c.right !== true) advance(s, p, "F2305", "a wrong guess", 1);
  return undefined;
}

export const conspiracies: RuleModule<Command> = {
  id: "fate:F2303",
  inForce: (s: GameState) => conspirator(s) !== undefined,
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    const p = conspirator(s) as CampaignPlayer;
    if (c.type === "guessConspiracy") return guess(s, c, p);
    const free = s.markers.filter((m) => m.at === "available").map((m) => m.id);
    const before = s.secure;
    const r = next(s, c);
    if (r !== undefined) return r;
    let a = s.campaign as CampaignState;
    // F2303: the markers the Conspirator's declare moved stay Available, a Conspiracy in the box instead.
    const moved = s.markers.filter((m) => m.at !== "available" && free.indexOf(m.id) >= 0).map((m) => m.id);
    const e = s.events.filter((x) => x.kind === "declared" && x.player === p.colour)[0];
    if (moved.length > 0 && e !== undefined) {
      s.markers = s.markers.map((m) => (moved.indexOf(m.id) >= 0 ? { ...m, at: "available" } : m));
      if (a.fateAmbitionMarkers !== undefined) a = s.campaign = { ...a, fateAmbitionMarkers: a.fateAmbitionMarkers.filter((f) => moved.indexOf(f.marker) < 0) };
      e.text = `${e.text.slice(0, e.text.indexOf(":"))}: a Conspiracy, no marker (F2303)`;
    }
    // F2305: a Rival's secure of a Vox card or of the Conspirator's agents opens the guess, until that Rival's turn ends.
    const sec = s.secure;
    const o = c.type === "court" && sec !== undefined && sec !== before && sec.colour !== p.colour && sec.last.kind === "secured" ? sec.last.outcome : undefined;
    const n = o === undefined || findInBooklet(rulesBookletOf(a), "F2305") === undefined ? 0 : (vox(o.card) || (o.taken[p.colour] ?? 0) > 0 ? 1 : 0) + (vox(o.attached) ? 1 : 0);
    const t = s.round;
    const had = a.foil === undefined ? 0 : a.foilGuesses ?? 1;
    const foil = n > 0 ? sec?.colour : t !== undefined && t.order[t.turn] === a.foil ? a.foil : undefined;
    const left = n > 0 ? n + (foil === a.foil ? had : 0) : had;
    if (foil !== a.foil || left !== had) setFoil(s, a, foil, left);
    return undefined;
  },
};
