/**
 * The Founder's Commonwealth Ambition (seed 003; BR p.9: a Law is a rule for everyone while in the
 * rules booklet):
 * - F213 Founder of the Commonwealth, Title: "Keep the Commonwealth Ambition marker on your Fate card.
 *   When you declare an ambition, you may also place the Commonwealth Ambition marker from your Fate
 *   card onto the declared ambition box. This ambition scores as described on the Commonwealth
 *   Ambition law card." The declare with the marker is `declareCommonwealth` (the play area as the
 *   table shows it must hold F213); the marker's box is `campaign.commonwealth` until the chapter's
 *   scoring, after which it is back on the Fate card (flow.ts), scored or not.
 * - F214 Commonwealth Ambition, Law: "This ambition only gives Power for winning it--getting first
 *   place with no tie. All Members of the Commonwealth combine ambition values into the Commonwealth
 *   to determine place for gaining Power. (Use individual ambition values for everything else, like
 *   objectives.) If the Commonwealth wins, evenly divide the total Power of first and second place
 *   among Members. Ignore bonus city Power and Power remainders. If a non-Member wins, they gain
 *   double the total Power of first and second place." A non-Member winner also gains bonus city
 *   Power (first place's, p.18; docs/rules-decisions-campaign.md). Members are the players with a
 *   Member of the Commonwealth title (F218-F221) among the scoring snapshot's cards. The base result's
 *   `first` stays the individual one (objectives); a Member's share is not a win (award "second").
 * - F212B (the Founder's Act II objective): "When the Commonwealth wins the Commonwealth ambition,
 *   advance 2 for each Member of the Commonwealth" (fates/objectives.ts reads `commonwealthWin`).
 * - F224 Spirit of Freedom, Lore: "You may secure cards from the Court where you are tied for most
 *   agents (but not zero) with a Rival who is not a Commonwealth Member." `spiritTies`: the Rivals a
 *   tie with whom lets the securer secure (the base secure's `ties`), from the play areas the table
 *   sends with the secure (a Member: a Member title, F218-F221, in their play area).
 */
import type { Ambition, Colour } from "../../data/vocabulary";
import { cityBonusPower } from "../../data/playerBoard";
import type { AmbitionResult, Command, Contender, GameState, ScoringSnapshot } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import { capitalise } from "../../util/ascii";
import type { CampaignState } from "../types";
import type { DeclareCommonwealthCommand } from "../fateCommandTypes";
import { MEMBERS } from "./empireCards";
import { named } from "./setupWords";
import { findByColour, findBy } from "../../util/byId";

export const FOUNDER_TITLE = "F213";

/** The Members among the snapshot's players: a Member title in their play area. */
export function commonwealthMembers(snap: ScoringSnapshot): Colour[] {
  const out: Colour[] = [];
  for (const p of snap.players) if (Array.isArray(p.cards) && p.cards.some((id) => MEMBERS.indexOf(id) >= 0)) out.push(p.colour);
  return out;
}

/** F224 in `colour`'s play area (`areas`, as the table shows them): the Rivals with no Member title. */
export function spiritTies(seats: readonly Colour[], colour: Colour, areas: unknown): Colour[] | undefined {
  const list = (Array.isArray(areas) ? areas : []).filter((a) => typeof a === "object" && a !== undefined && Array.isArray(a.cards)) as { colour: Colour; cards: string[] }[];
  const holds = (who: Colour, ids: readonly string[]): boolean => list.some((a) => a.colour === who && a.cards.some((id) => ids.indexOf(id) >= 0));
  return holds(colour, ["F224"]) ? seats.filter((r) => r !== colour && !holds(r, MEMBERS)) : undefined;
}

/** Who wins the marked ambition under F214: "commonwealth", a non-Member (or "third"), or undefined (a tie, or nobody has any). */
export function commonwealthWinner(res: AmbitionResult, members: readonly Colour[]): Contender | "commonwealth" | undefined {
  let pooled = 0;
  const rows: { who: Contender | "commonwealth"; count: number }[] = [];
  for (const c of res.counts) {
    if (c.who !== "third" && members.indexOf(c.who) >= 0) pooled += c.count;
    else rows.push(c);
  }
  if (members.length > 0) rows.push({ who: "commonwealth", count: pooled });
  let top = 0;
  for (const r of rows) if (r.count > top) top = r.count;
  const firsts = rows.filter((r) => r.count === top);
  return top > 0 && firsts.length === 1 ? firsts[0].who : undefined;
}

/** The last scoring's result of the marked ambition `at`. */
function marked(s: GameState, at: string | undefined): AmbitionResult | undefined {
  return s.lastScoring && findBy(s.lastScoring.ambitions, "ambition", at)!;
}

/** The marked ambition's result in the last scoring, if the Commonwealth won it: the Members. */
export function commonwealthWin(s: GameState, snap: ScoringSnapshot): Colour[] | undefined {
  const res = marked(s, (s.campaign as CampaignState).commonwealth);
  const members = commonwealthMembers(snap);
  return res !== undefined && commonwealthWinner(res, members) === "commonwealth" ? members : undefined;
}

/** F213: the Founder declares with the Commonwealth Ambition marker too. */
export function declareCommonwealth(s: GameState, c: DeclareCommonwealthCommand, next: RuleStep<Command>): string | undefined {
  const campaign = s.campaign as CampaignState;
  if (!Array.isArray(c.playArea) || c.playArea.indexOf(FOUNDER_TITLE) < 0) return `${named(FOUNDER_TITLE)} is not in your play area`;
  if (campaign.commonwealth !== undefined) return `the Commonwealth marker is on ${capitalise(campaign.commonwealth)} already`;
  const r = next(s, { ...c, type: "declare" } as Command);
  if (r !== undefined) return r;
  campaign.commonwealth = c.ambition;
  const last = s.events[s.events.length - 1];
  last.text = `${last.text}, with the Commonwealth marker (F214)`;
  return undefined;
}

/** After the base scoring: the marked ambition's awards as F214 says, the report's gains, totals and Power following. */
function scoreMarked(s: GameState, snap: ScoringSnapshot, at: Ambition): void {
  const report = s.lastScoring;
  const res = marked(s, at);
  if (report === undefined || res === undefined) return;
  const members = commonwealthMembers(snap);
  const winner = commonwealthWinner(res, members);
  const total = res.firstPower + res.secondPower;
  const old = res.awards;
  res.awards = [];
  const why = "F214";
  if (winner === "commonwealth") {
    const each = Math.floor(total / members.length);
    for (const m of members) res.awards.push({ player: m, ambition: at, place: "second", power: each, bonus: 0, reason: `the Commonwealth's share of ${total} (${why})` });
  } else if (winner !== undefined && winner !== "third") {
    const p = findByColour(snap.players, winner)!;
    const bonus = p === undefined ? 0 : cityBonusPower(p.citiesOnBoard);
    res.awards.push({ player: winner, ambition: at, place: "first", power: 2 * total + bonus, bonus, reason: `double ${total} (${why})` });
  }
  const note = `${capitalise(at)}: ${winner === undefined ? "no untied first place, no Power" : `${winner === "commonwealth" ? `the Commonwealth (${members.join(", ")})` : winner} wins`} (${why})`;
  s.events.push({ kind: "scored", text: note });
  const d: { [colour: string]: number } = {};
  for (const a of old) d[a.player] = (d[a.player] ?? 0) - a.power;
  for (const a of res.awards) d[a.player] = (d[a.player] ?? 0) + a.power;
  for (const g of report.gains.concat(report.totals)) g.power += d[g.player] ?? 0;
  for (const q of s.players) q.power += d[q.colour] ?? 0;
}

/** The chapter's scoring of the marked ambition (behind the campaign's rules and the oaths, which then bind a Member's share). */
export const commonwealthAmbition: RuleModule<Command> = {
  id: "commonwealth ambition",
  inForce: (s: GameState) => s.campaign !== undefined && s.phase === "scoring" && s.campaign.commonwealth !== undefined,
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    const r = next(s, c);
    if (r === undefined && c.type === "score") scoreMarked(s, c.snapshot, (s.campaign as CampaignState).commonwealth as Ambition);
    return r;
  },
};
