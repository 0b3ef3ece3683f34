/**
 * The Lore that forbids its holder an ambition (seed 003's card reference), read in the holder's
 * play area as the table shows it: a declare's, a Govern's `playArea` and the scoring snapshot's
 * card ids (`PlayerSnapshot.cards`, src/tts/scoring/read.ts).
 * - F1502 Oath of Peace: "Scrap this if you're not the Peacekeeper. ... You cannot declare Warlord or
 *   gain Power from scoring it. (You can still prevent Rivals from scoring.) You cannot change
 *   Imperial Policy to War or enforce Imperial War Policy." Only the Peacekeeper's (FATE15) binds:
 *   another holder scraps it. "Return all Trophies you gain except Blight" is the players'.
 * - F1802 Vow of Survival: "You cannot declare the Tyrant ambition. In scoring, when you win any
 *   ambition, you only gain Power for second place." (no bonus city Power, which is first place's);
 *   "When returning Captives, you keep 1 Captive for each Bunker on the map": a line of the cleanup.
 * - F1902 Ire of the Keepers: "You cannot declare the Keeper ambition."
 * - F2003 Ire of the Tycoons: "You cannot declare Tycoon or gain Power from scoring it."
 * The Ires' tax lines are the map's (fates/taxCards.ts).
 */
import type { Ambition, Colour } from "../../data/vocabulary";
import type { Award, Command, GameState, ScoringReport } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import { playerState } from "../../game/rounds";
import { capitalise } from "../../util/ascii";
import type { CampaignState } from "../types";
import { named } from "./setupWords";

/** Each card by the ambition its holder cannot declare. */
const OATHS: { readonly [card: string]: Ambition } = { F1502: "warlord", F1802: "tyrant", F1902: "keeper", F2003: "tycoon" };
/** Of those, the cards whose holder gains no Power from scoring it. */
const NO_POWER: readonly string[] = ["F1502", "F2003"];
const PEACE = "F1502";
const VOW = "F1802";

/** Whether a play area's card is one of these (the table sends them). */
export function oathCard(id: string): boolean {
  return typeof OATHS[id] === "string";
}

/** The oaths among `cards` that bind `colour`: Oath of Peace only its Peacekeeper's. */
function binding(c: CampaignState, colour: Colour, cards: unknown): string[] {
  if (!Array.isArray(cards)) return [];
  return (cards as unknown[]).filter((id) => typeof id === "string" && oathCard(id) && (id !== PEACE || c.players.some((p) => p.colour === colour && p.fate === "FATE15"))) as string[];
}

function declareRefusal(c: CampaignState, player: Colour, ambition: Ambition, cards: unknown): string | undefined {
  for (const id of binding(c, player, cards)) if (OATHS[id] === ambition) return `${named(id)}: you cannot declare ${capitalise(ambition)}`;
  return undefined;
}

/** `a` pays `to` instead, said in its reason; the report's gains and totals and the Power follow. */
function repay(s: GameState, report: ScoringReport, a: Award, to: number, why: string): void {
  const d = to - a.power;
  if (d === 0) return;
  a.power = to;
  a.bonus = 0;
  a.reason = `${a.reason}; ${why}`;
  for (const g of report.gains.concat(report.totals)) if (g.player === a.player) g.power += d;
  const p = playerState(s, a.player);
  if (p !== undefined) p.power += d;
}

/** After the base scoring: each holder's awards as the cards say, and Vow of Survival's Captives. */
function scoreUnderOaths(s: GameState, c: Command, next: RuleStep<Command>): string | undefined {
  const r = next(s, c);
  const report = s.lastScoring;
  if (r !== undefined || c.type !== "score" || report === undefined) return r;
  const campaign = s.campaign as CampaignState;
  for (const p of c.snapshot.players) for (const id of binding(campaign, p.colour, p.cards)) {
    for (const res of report.ambitions) for (const a of res.awards) {
      if (a.player !== p.colour) continue;
      if (id === VOW && a.place === "first") repay(s, report, a, res.secondPower, `${named(id)}: you only gain Power for second place`);
      if (NO_POWER.indexOf(id) >= 0 && res.ambition === OATHS[id]) repay(s, report, a, 0, `${named(id)}: no Power from scoring ${capitalise(res.ambition)}`);
    }
    if (id === VOW && report.returnCaptives) report.instructions.splice(report.instructions.length - 1, 0, `${p.colour} keeps 1 Captive for each Bunker on the map (${named(id)})`);
  }
  return undefined;
}

/** Declares and the chapter's scoring under the holders' cards (behind the campaign's rules, so its objectives read the Power paid). */
export const fateOaths: RuleModule<Command> = {
  id: "fate oaths",
  inForce: (s: GameState) => s.campaign !== undefined && (s.phase === "play" || s.phase === "scoring"),
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    if (c.type === "declare" || c.type === "declareByCard") return declareRefusal(s.campaign as CampaignState, c.player, c.ambition, c.playArea) ?? next(s, c);
    return c.type === "score" ? scoreUnderOaths(s, c, next) : next(s, c);
  },
};

/** Oath of Peace at Govern the Imperial Reach (BR p.20): its Peacekeeper, the First Regent, neither changes the Policy to War nor enforces War. */
export const oathOfPeaceGovern: RuleModule<Command> = {
  id: "oath of peace",
  inForce: (s: GameState) => s.campaign !== undefined && s.campaign.edictQueue !== undefined,
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    if (c.type !== "govern") return next(s, c);
    const campaign = s.campaign as CampaignState;
    const war = c.replaceWith === undefined ? campaign.policy === "war" : c.replaceWith === "war";
    if (!war || c.player !== campaign.firstRegent || binding(campaign, c.player, c.playArea).indexOf(PEACE) < 0) return next(s, c);
    return `${named(PEACE)}: you cannot ${c.replaceWith === undefined ? "enforce Imperial War Policy: change the Policy" : "change Imperial Policy to War"}`;
  },
};
