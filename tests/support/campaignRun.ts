/**
 * A campaign played by the seeded driver (3 players, seed 3) up to a state: the scenario tests stage
 * tables from it (a saved game, an imported record, an Intermission step).
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { Act, FateLetter } from "../../src/core/data/campaign/fateTypes";
import type { CampaignState } from "../../src/core/campaign/types";
import { apply, initialState } from "../../src/core/rules";
import { playRandomCampaign } from "../../src/core/campaign/driver";
import { exportCampaignRecord } from "../../src/core/campaign/flow";

let played: Command[] | undefined;

/** The commands of the random campaign up to the first state `until` accepts, and that state. */
export function campaignUpTo(until: (s: GameState) => boolean): { state: GameState; commands: Command[] } {
  played ??= playRandomCampaign(3, 3).commands;
  let state = initialState();
  const commands: Command[] = [];
  for (const c of played) {
    const r = apply(state, c);
    if (!r.ok) throw new Error(r.reason);
    state = r.value;
    commands.push(c);
    if (until(state)) return { state, commands };
  }
  throw new Error("the campaign never reached that state");
}

/** At the Intermission step `step` (BR p.28-30). */
export const atIntermissionStep = (step: string) => (s: GameState) => s.campaign?.stage === "intermission" && s.campaign.intermissionStep === step;

/** The first state of the random driver's campaign of `seed` with `players` players that `stop` accepts. */
export function randomCampaignUntil(seed: number, players: number, stop: (s: GameState) => boolean): GameState {
  const run = playRandomCampaign(seed, players);
  let state = initialState();
  for (const c of run.commands) {
    const r = apply(state, c as Command);
    if (!r.ok) throw new Error(r.reason);
    state = r.value;
    if (stop(state)) return state;
  }
  throw new Error("the random campaign never got there");
}

/** A record after Act I's Intermission of the random driver's campaign of `seed`, for a fresh table to import. */
export function actOneRecord(seed: number) {
  return exportCampaignRecord(randomCampaignUntil(seed, 3, (s) => s.campaign?.stage === "intermission" && s.campaign.intermissionStep === "done"))!;
}

/**
 * A copy of the first chapter end of the random driver's campaign of `seed` with `players` players,
 * for a scenario to reshape (another Act, other Fates): what the random round left pending before the
 * scoring (an Event, its Crises or Edicts) is done, so the table can be scored at once.
 */
export function firstChapterEnd(seed: number, players: number): GameState {
  const s = JSON.parse(JSON.stringify(randomCampaignUntil(seed, players, (x) => x.phase === "scoring"))) as GameState;
  const c = s.campaign!;
  c.eventPhase = undefined;
  c.crisesDue = undefined;
  c.edictQueue = undefined;
  return s;
}

/** `seed`'s first chapter end (firstChapterEnd) staged as chapter `chapter` of `act` with each seat's Fate and letter, no objective marker laid. */
export function stagedChapterEnd(seed: number, players: number, act: Act, chapter: number, fates: Record<string, [string, FateLetter]>): GameState {
  const s = firstChapterEnd(seed, players);
  const c = s.campaign!;
  c.act = act;
  s.chapter = chapter;
  for (const p of c.players) {
    p.fate = fates[p.colour][0];
    p.letter = fates[p.colour][1];
    delete p.objective;
  }
  return s;
}

/**
 * Act III chapter 2 at its scoring with 4 seats and these Fates (colour: [Fate, letter]): every
 * player a Regent with 4 Power, the "C" Fates' objective markers at 5, Blue First Regent with 3 in
 * the Trust, no grand ambitions nor Fate ambition markers, every ambition marker available.
 */
export function actThreeAtScoring(fates: Record<string, [string, FateLetter]>): GameState {
  const s = stagedChapterEnd(3, 4, "III", 2, fates);
  const c = s.campaign as CampaignState;
  for (const p of c.players) {
    p.title = "regent";
    if (p.letter === "C") p.objective = 5;
  }
  c.grand = undefined;
  c.firstRegent = "Blue";
  c.trust = ["relic", "fuel", "weapon"];
  c.fateAmbitionMarkers = undefined;
  for (const p of s.players) p.power = 4;
  for (const m of s.markers) m.at = "available";
  return s;
}
