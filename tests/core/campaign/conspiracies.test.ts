/**
 * The Conspirator's Conspiracies counted after a chapter's scoring (fates/conspiracies.ts): seed 003
 * F2304 Scoring Conspiracies and F2301B "Control the Proceedings" (Act III, BR p.9).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { ScoringSnapshot } from "../../../src/core/game/scoringTypes";
import { blankPlayer, run, snapshot } from "../game/helpers";
import { act, atScoring } from "./objectiveFixtures";

const objectives = (s: GameState) => (s.campaign as CampaignState).players.map((p) => p.objective);
const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const grand = { type: "grandAmbitions", results: [] } as Command;
const res = (material: number, relic: number) => ({ resources: { material, fuel: 0, weapon: 0, relic, psionic: 0 } });
// Tycoon: Blue 2, Yellow 2 (tied first); Keeper: Yellow 1 alone. Red is the Conspirator.
const counts = () => snapshot([blankPlayer("Red"), blankPlayer("Blue", res(2, 0)), blankPlayer("Yellow", res(2, 1))]);
const scored = (conspiracies: ScoringSnapshot["conspiracies"], space = 20) => {
  let s = act("III", ["FATE23", "FATE09", "FATE10"]);
  if (space !== 20) s = run(s, { type: "setObjective", player: "Red", space } as Command);
  return run(atScoring(s, ["tycoon", "keeper"]), grand, { type: "score", snapshot: { ...counts(), conspiracies } } as Command);
};

describe("F2304 Scoring Conspiracies (seed 003), the Conspirator's final objective F2301B", () => {
  test("seed 003 F2304: +1 per unrevealed, +1 per revealed showing a player first or tied first, -1 (back) per one that does not, in one movement", () => {
    // Blue on Tycoon (tied first): correct; Yellow on Keeper (first): correct; Red on Keeper: wrong; one on Empath (not scored): unrevealed.
    const s = scored([{ ambition: "tycoon", colour: "Blue" }, { ambition: "keeper", colour: "Yellow" }, { ambition: "keeper", colour: "Red" }, { ambition: "empath" }]);
    expect(objectives(s)[0]).toBe(18);
    expect(texts(s)).toContain("Conspiracies revealed (F2304): Blue on tycoon (first), Yellow on keeper (first), Red on keeper (not first); they return to Red");
    expect(texts(s)).toContain("Red's objective advances 2 for 1 unrevealed, 2 correct and 1 wrong Conspiracy(ies) (F2304): marker 20 -> 18");
  });

  test("seed 003 F2304: 'increases their objective marker ... for each Conspiracy that does not show this (This moves them away from completion)'", () => {
    const s = scored([{ ambition: "tycoon", colour: "Red" }, { ambition: "keeper", colour: "White" }]);
    expect(objectives(s)[0]).toBe(22);
    expect(texts(s)).toContain("Red's objective goes back 2 for 0 unrevealed, 0 correct and 2 wrong Conspiracy(ies) (F2304): marker 20 -> 22");
  });

  test("seed 003 F2301B: with unrevealed and correct Conspiracies the final objective completes and wins (BR p.9)", () => {
    const s = scored([{ ambition: "empath" }, { ambition: "tycoon", colour: "Yellow" }], 2);
    expect(objectives(s)[0]).toBe(0);
    expect(s.winner).toBe("Red");
  });

  test("a Conspiracy on a scored ambition the table did not reveal is counted at the confirm, never guessed; none read is the players' to count", () => {
    const s = scored([{ ambition: "tycoon" }, { ambition: "empath" }]);
    expect(objectives(s)[0]).toBe(20);
    expect(texts(s)).toContain("Red's objective (F2304): 1 Conspiracy(ies) on scored ambitions are counted when the scoring is confirmed");
    const none = scored(undefined);
    expect(objectives(none)[0]).toBe(20);
    expect(texts(none)).toContain("Red's objective (F2304): no Conspiracies read, advance it by hand");
  });

  test("a Rival's Fate counts no Conspiracies (only the Conspirator's objective moves)", () => {
    const s = scored([{ ambition: "empath" }]);
    expect(objectives(s)).toEqual([19, undefined, undefined]);
  });
});
