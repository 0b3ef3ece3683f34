/**
 * The Intermission after Acts I and II (BR pp.28-29), steps A-F as commands, in order. The core
 * resolves what it holds (Power, titles' Favors, the Court, the Imperial Trust, the initiative,
 * Fates); for the pieces on the map it issues the instructions the table carries out.
 */
import type { Colour } from "../data/vocabulary";
import { IMPERIAL_COUNCIL } from "../data/campaign/aidCards";
import type { GameState, PlayerState } from "../game/types";
import { playerState } from "../game/rounds";
import { hasDuplicates, logEvent, turnOrderFrom } from "../game/util";
import type { CampaignPlayer, CampaignState, ChooseFatesCommand, IntermissionStepCommand, SetObjectiveCommand } from "./types";
import { mapSnapshotRefusal } from "./mapControl";
import { campaignPlayer, fateLetter, fateName } from "./fates/setupWords";
import type { MapSnapshot } from "./mapControl";
import { boardStepLines, intermissionBoardStep } from "./intermissionBoard";
import { findBy } from "../util/byId";

const STEPS = ["A", "B", "C", "D", "E", "F"];

/** Steps B, C and D as the log says them, and the table's Intermission panel too (BR p.28). */
export const CLEAR_COURT = "clear the Court: cards but the Imperial Council (attached too) to the Court deck, agents home; scrap the Court discard (BR p.28)";
export const REPAIR_AND_DESTROY = "repair damaged Blight; destroy damaged pieces (Flagship Upgrades and Armor too) and buildings in systems with Blight and no ships (BR p.28)";
/** Step E's halving (BR p.29), said by the log and the panel. */
export const HALVES = "; Power above 1 halves, rounding to lose less";
export function clearPiecesWords(s: GameState): string {
  return `return Trophies and Captives to their players, frozen resources to the supply${s.playerCount === 2 ? ", and those on the ambition boxes" : ""} (BR p.28)`;
}

function say(s: GameState, text: string, player?: Colour): void {
  logEvent(s, "chapterAdvanced", player, text);
}

/** BR p.7 step G, p.9: in Act III only "C" Fates (final objectives) use the objective marker; "A" and "B" Fates have grand ambitions. */
export function usesObjectiveMarker(c: CampaignState, p: CampaignPlayer): boolean {
  return c.act !== "III" || p.letter === "C";
}

export function setObjective(s: GameState, c: SetObjectiveCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  if (campaign.stage === "over") return "the campaign is over";
  const p = campaignPlayer(campaign, c.player);
  if (p === undefined) return `${String(c.player)} is not playing`;
  if (!usesObjectiveMarker(campaign, p)) return `${c.player}'s "${p.letter}" Fate has grand ambitions in Act III, no objective marker (BR p.9)`;
  if (typeof c.space !== "number" || Math.floor(c.space) !== c.space || c.space < 0 || c.space > 30) {
    return "the objective marker sits on a Power track space, 0-30";
  }
  p.objective = c.space;
  say(s, c.space === 0 ? `${c.player}'s objective marker reaches 0: the objective is complete (BR p.8)` : `${c.player}'s objective marker moves to ${c.space}`, c.player);
  return undefined;
}

/** Step A (BR p.28): a player whose marker is not at 0 failed and loses Power equal to its space; then each resolves their Resolution card (fates/resolutions.ts). */
function resolveFates(s: GameState, campaign: CampaignState): string | undefined {
  for (const p of campaign.players) if (p.objective === undefined) return `place ${p.colour}'s objective marker first (BR p.6)`;
  for (const p of campaign.players) {
    const space = p.objective as number;
    p.objectiveCompleted = space === 0;
    const ps = playerState(s, p.colour) as PlayerState;
    if (space === 0) {
      say(s, `${p.colour} completed the objective (BR p.28)`, p.colour);
    } else {
      ps.power -= space;
      say(s, `${p.colour} failed the objective and loses ${space} Power (now ${ps.power}) (BR p.28)`, p.colour);
    }
  }
  return undefined;
}

/** Step B (BR p.28): every Court card but the Council back to the Court deck; the Court discard is scrapped (the table's pile). */
function clearCourt(s: GameState): void {
  const back = s.court.row.filter((id) => id !== IMPERIAL_COUNCIL);
  s.court = { row: s.court.row.indexOf(IMPERIAL_COUNCIL) >= 0 ? [IMPERIAL_COUNCIL] : [], deck: s.court.deck.concat(back) };
  say(s, CLEAR_COURT);
}

/** Step C (BR p.28). */
function clearPieces(s: GameState, campaign: CampaignState): void {
  campaign.trust = [];
  if (s.thirdPlayer !== undefined) s.thirdPlayer = { tokens: [], tycoon: 0, warlord: 0, keeper: 0, empath: 0 };
  say(s, clearPiecesWords(s));
}

/** Step D (BR p.28): decided from the map the table shows; the table carries the result out. */
function repairAndDestroy(s: GameState, campaign: CampaignState, map: MapSnapshot | undefined): string | undefined {
  if (map === undefined) return "send the map: step D repairs and destroys on it (BR p.28)";
  const bad = mapSnapshotRefusal(map, s.seats);
  if (bad !== undefined) return bad;
  const r = intermissionBoardStep(map, s.seats);
  campaign.intermissionBoard = r;
  const lines = boardStepLines(r);
  say(s, `${REPAIR_AND_DESTROY}${lines.length === 0 ? ": nothing to do" : ""}`);
  for (const line of lines) say(s, line);
  return undefined;
}

/** Step E (BR p.29): initiative to the most Power (ties: turn order); Power above 1 halves, losing less. */
function shiftInitiativeAndPower(s: GameState): void {
  let best: Colour = s.initiative;
  let bestPower = (playerState(s, s.initiative) as PlayerState).power;
  for (const colour of turnOrderFrom(s.seats, s.initiative)) {
    const power = (playerState(s, colour) as PlayerState).power;
    if (power > bestPower) {
      best = colour;
      bestPower = power;
    }
  }
  s.initiative = best;
  const parts: string[] = [];
  for (const p of s.players) {
    if (p.power > 1) p.power -= Math.floor(p.power / 2);
    parts.push(`${p.colour} ${p.power}`);
  }
  say(s, `${best} has the most Power and the initiative${HALVES}: ${parts.join(", ")} (BR p.29)`, best);
}

export function intermissionStep(s: GameState, c: IntermissionStepCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  if (campaign.stage !== "intermission") return "the Intermission comes after Acts I and II (BR p.28)";
  const due = campaign.intermissionStep as string;
  if (STEPS.indexOf(c.step) < 0 || (c.step as string) === "F") return "the Intermission steps are A-E; F is chooseFates";
  if (c.step !== due) return due === "done" ? "the Intermission is over: start the next Act" : `the Intermission is at step ${due}, not ${c.step} (in order, BR p.28)`;
  if (c.step === "A") {
    const r = resolveFates(s, campaign);
    if (r !== undefined) return r;
  } else if (c.step === "B") clearCourt(s);
  else if (c.step === "C") clearPieces(s, campaign);
  else if (c.step === "D") {
    const r = repairAndDestroy(s, campaign, c.map);
    if (r !== undefined) return r;
  } else shiftInitiativeAndPower(s);
  campaign.intermissionStep = STEPS[STEPS.indexOf(c.step) + 1];
  return undefined;
}


/** Step F (BR p.29): completed -> 1 new Fate drawn, keep or switch; failed -> the Fate returns, 2 drawn, choose 1. */
export function chooseFates(s: GameState, c: ChooseFatesCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  if (campaign.stage !== "intermission" || campaign.intermissionStep !== "F") {
    return campaign.stage === "intermission" ? `the Intermission is at step ${String(campaign.intermissionStep)}, not F` : "Fates are chosen in the Intermission (BR p.29)";
  }
  if (!Array.isArray(c.choices) || c.choices.length !== campaign.players.length) return "give every player's drawn Fates and choice";
  const letter = campaign.act === "I" ? "B" : "C";
  const allDrawn: string[] = [];
  const chosen: string[] = [];
  for (const p of campaign.players) {
    const choice = findBy(c.choices, "player", p.colour)!;
    if (choice === undefined) return `${p.colour}'s Fate choice is missing`;
    const want = p.objectiveCompleted === true ? 1 : 2;
    if (!Array.isArray(choice.drawn) || choice.drawn.length !== want) {
      return `${p.colour} ${p.objectiveCompleted === true ? "completed the objective and draws 1 Fate" : "failed the objective and draws 2 Fates"} (BR p.29)`;
    }
    for (const id of choice.drawn) {
      if (fateLetter(id) !== letter) return `after Act ${campaign.act} the Fates drawn are "${letter}" Fates, not ${String(id)} (BR p.29)`;
      allDrawn.push(id);
    }
    const options = p.objectiveCompleted === true ? choice.drawn.concat([p.fate]) : choice.drawn;
    if (options.indexOf(choice.chosen) < 0) {
      return p.objectiveCompleted === true
        ? `${p.colour} chooses the drawn Fate or the current one (BR p.29)`
        : `${p.colour} failed and chooses one of the 2 drawn Fates (BR p.29)`;
    }
    chosen.push(choice.chosen);
  }
  if (hasDuplicates(allDrawn) || hasDuplicates(chosen)) return "a Fate card can be drawn or chosen only once";
  for (const p of campaign.players) {
    const choice = findBy(c.choices, "player", p.colour)!;
    if (choice.chosen !== p.fate) {
      // BR p.29: a new Fate returns the old card, scraps the unused Fate Set and returns all Favors.
      p.fate = choice.chosen;
      p.letter = fateLetter(choice.chosen) as "A" | "B" | "C";
      p.favors = [];
    }
    p.objective = undefined;
    p.objectiveCompleted = undefined;
  }
  campaign.intermissionStep = "done";
  // Only the chosen Fates are revealed (the drawn cards stay secret).
  say(s, `the Fates are revealed: ${campaign.players.map((p) => `${p.colour} ${fateName(p.fate)}`).join(", ")}; a new Fate returns all Favors and scraps the old Fate Set (BR p.29)`);
  return undefined;
}
