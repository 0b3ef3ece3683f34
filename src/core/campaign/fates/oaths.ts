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
 *   "When returning Captives, you keep 1 Captive for each Bunker on the map": the Bunkers the table
 *   sends with the score (`map.fateTokens`) as the report's `keepCaptives`, which the cleanup leaves.
 * - F1902 Ire of the Keepers: "You cannot declare the Keeper ambition."
 * - F2003 Ire of the Tycoons: "You cannot declare Tycoon or gain Power from scoring it."
 * The Ires' tax lines are the map's (fates/taxCards.ts).
 * F504 Stone-Speakers, sent in the same `playArea`, is the table's button after the declare (events.ts).
 */
import type { Ambition, Colour } from "../../data/vocabulary";
import type { Command, GameState, PlayerState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import { playerState } from "../../game/rounds";
import { capitalise } from "../../util/ascii";
import type { CampaignState } from "../types";
import { named } from "./setupWords";

/** Each card by the ambition its holder cannot declare; F1502 and F2003 also pay no Power for it. */
const OATHS: { readonly [card: string]: Ambition } = { F1502: "warlord", F1802: "tyrant", F1902: "keeper", F2003: "tycoon" };
const PEACE = "F1502";
const VOW = "F1802";

/** Whether a play area's card is one of these (the table sends them). */
export function oathCard(id: string): boolean {
  return typeof OATHS[id] === "string";
}

/** The oaths among `cards` that bind `colour`: Oath of Peace only its Peacekeeper's. */
function binding(c: CampaignState, colour: Colour, cards: unknown): string[] {
  const out: string[] = [];
  if (Array.isArray(cards)) for (const id of cards as string[]) if (oathCard(id) && (id !== PEACE || c.players.some((p) => p.colour === colour && p.fate === "FATE15"))) out.push(id);
  return out;
}

/**
 * After the base scoring: each holder's awards as the cards say (the report's gains and totals and
 * the Power follow, the reason says why), and Vow of Survival's Captives in the cleanup.
 */
function scoreUnderOaths(s: GameState, c: Command, next: RuleStep<Command>): string | undefined {
  const r = next(s, c);
  const report = s.lastScoring;
  if (r !== undefined || c.type !== "score" || report === undefined) return r;
  for (const p of c.snapshot.players) for (const id of binding(s.campaign as CampaignState, p.colour, p.cards)) {
    for (const res of report.ambitions) for (const a of res.awards) {
      const vow = id === VOW;
      const to = a.player !== p.colour ? a.power : vow ? (a.place === "first" ? res.secondPower : a.power) : id !== "F1902" && OATHS[id] === res.ambition ? 0 : a.power;
      const d = to - a.power;
      if (d !== 0) {
        a.power = to;
        a.bonus = 0;
        a.reason = `${a.reason}; ${named(id)}: ${vow ? "you only gain Power for second place" : `no Power from scoring ${capitalise(res.ambition)}`}`;
        for (const g of report.gains.concat(report.totals)) if (g.player === a.player) g.power += d;
        (playerState(s, a.player) as PlayerState).power += d;
      }
    }
    const tokens = c.map && c.map.fateTokens;
    if (id === VOW && report.returnCaptives) {
      // The Bunkers the table sent with the score (none sent: the holder keeps them by hand).
      const n = tokens === undefined ? -1 : tokens.filter((t) => t.token === "Bunker").length;
      if (n >= 0) report.keepCaptives = (report.keepCaptives ?? []).concat([{ player: p.colour, captives: n }]);
      report.instructions.splice(report.instructions.length - 1, 0, `${p.colour} keeps 1 Captive for each Bunker on the map (${named(id)})${n < 0 ? "" : `: ${n}`}`);
    }
  }
  return undefined;
}

/** Declares and the chapter's scoring under the holders' cards (behind the campaign's rules, so its objectives read the Power paid). */
export const fateOaths: RuleModule<Command> = {
  id: "fate oaths",
  inForce: (s: GameState) => s.campaign !== undefined && (s.phase === "play" || s.phase === "scoring"),
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    if (c.type === "declare" || c.type === "declareByCard") {
      for (const id of binding(s.campaign as CampaignState, c.player, c.playArea)) if (OATHS[id] === c.ambition) return `${named(id)}: you cannot declare ${capitalise(c.ambition)}`;
      return next(s, c);
    }
    return c.type === "score" ? scoreUnderOaths(s, c, next) : next(s, c);
  },
};

/** Oath of Peace at Govern the Imperial Reach (BR p.20): its Peacekeeper, the First Regent, neither changes the Policy to War nor enforces War. */
export const oathOfPeaceGovern: RuleModule<Command> = {
  id: "oath of peace",
  inForce: (s: GameState) => s.campaign !== undefined && s.campaign.edictQueue !== undefined,
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    const campaign = s.campaign as CampaignState;
    if (c.type !== "govern" || c.player !== campaign.firstRegent || (c.replaceWith ?? campaign.policy) !== "war" || binding(campaign, c.player, c.playArea).indexOf(PEACE) < 0) return next(s, c);
    return `${named(PEACE)}: you cannot ${c.replaceWith === undefined ? "enforce Imperial War Policy" : "change Imperial Policy to War"}`;
  },
};
