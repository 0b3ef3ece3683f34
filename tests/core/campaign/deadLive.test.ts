/**
 * F2204 The Dead Live (seed 003, laid by the Gate Wraith's Act III setup F2201A; F2205 Passages & The
 * Twisted Passage in the rules booklet says it again): "Destroyed ships that would return to a supply
 * are instead placed on this card. After scoring, take all ships that were destroyed this
 * chapter—including those in Trophies and on this card—and place them fresh on the Twisted Passage.
 * Do this after all scoring, including grand ambitions, even if Warlord wasn't scored."
 * The core counts the ships taken as Trophies in battle this chapter (src/core/campaign/fates/deadLive.ts)
 * and decides at the score what goes to the Twisted Passage (`deadLiveOut`).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import { actThreeBattle } from "./battleFixtures";
import type { CampaignState } from "../../../src/core/campaign/types";
import { gameStateProblems } from "../../../src/core/rules";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";
import { SEATS, act, atScoring } from "./objectiveFixtures";

/** Red (an Outlaw) attacks Blue in Act III (tools/bench/campaignBattleScenario.ts), Yellow the Gate Wraith; `law`: F2205 in the booklet. */
function battle(law: boolean): GameState {
  return actThreeBattle("Yellow", "FATE22", "C", law ? "F2205" : undefined);
}

const camp = (s: GameState) => s.campaign as CampaignState;
const score = { type: "score", snapshot: snapshot(SEATS.map((c) => blankPlayer(c))), map: { systems: [] } } as Command;
const texts = (s: GameState) => s.events.map((e) => e.text);

describe("seed 003 F2204 'The Dead Live': 'take all ships that were destroyed this chapter—including those in Trophies'", () => {
  test("Red's battle step: the ships both sides take as Trophies are counted this chapter, by taker and owner; Blight is no ship", () => {
    const s = battle(true);
    // The hits: Red takes 11 Blue ships and the Imperial ship defending (BR p.11), Blue takes 4 of Red's (Blight, were it taken, is no ship).
    expect(camp(s).deadLive).toEqual([{ by: "Red", owner: "Blue", ships: 11 }, { by: "Red", owner: "empire", ships: 1 }, { by: "Blue", owner: "Red", ships: 4 }]);
    expect(gameStateProblems(s)).toEqual([]);
  });

  test("without Passages & The Twisted Passage (F2205) in the booklet nothing is counted", () => {
    expect(camp(battle(false)).deadLive).toBeUndefined();
  });
});

describe("seed 003 F2204 'After scoring ... place them fresh on the Twisted Passage. Do this after all scoring, including grand ambitions, even if Warlord wasn't scored'", () => {
  const taken = [{ by: "Red" as const, owner: "Blue" as const, ships: 2 }, { by: "Blue" as const, owner: "empire" as const, ships: 1 }];
  const at = () => run(atScoring(act("III", ["FATE22", "FATE09", "FATE10"]), [], { deadLive: taken }), { type: "grandAmbitions", results: [] } as Command);

  test("accepted: after the score (no Warlord declared), the chapter's Trophy ships and the card's go to the Twisted Passage; the count starts again", () => {
    const s = run(at(), score);
    expect(camp(s).deadLiveOut).toEqual(taken);
    expect(camp(s).deadLive).toBeUndefined();
    expect(texts(s)).toContain("The Dead Live (F2204): its ships and this chapter's Trophy ships (Red's 2 Blue, Blue's 1 Imperial) go fresh to the Twisted Passage");
    // After every scoring line: the chapter is scored first.
    expect(texts(s).indexOf("chapter 1 is scored")).toBeLessThan(texts(s).length - 1);
  });

  test("no Trophy ship this chapter: only the card's", () => {
    const s = run(atScoring(act("III", ["FATE22", "FATE09", "FATE10"]), []), { type: "grandAmbitions", results: [] } as Command, score);
    expect(camp(s).deadLiveOut).toEqual([]);
    expect(texts(s)).toContain("The Dead Live (F2204): its ships and this chapter's Trophy ships (none) go fresh to the Twisted Passage");
  });

  test("refused, the state untouched: a score whose map is damaged keeps the count", () => {
    expect(refusal(at(), { ...score, map: { systems: [{ system: "9.9", pieces: [] }] } } as unknown as Command)).toContain("9.9");
  });

  test("without the Gate Wraith's Law nothing is decided; a damaged count is a state problem", () => {
    const s = run(atScoring(act("III", ["FATE08", "FATE09", "FATE10"]), []), { type: "grandAmbitions", results: [] } as Command, score);
    expect(camp(s).deadLiveOut).toBeUndefined();
    const bad = { ...s, campaign: { ...camp(s), deadLive: [{ by: "Green", owner: "Blue", ships: 0 }] } } as unknown as GameState;
    expect(gameStateProblems(bad).join(" ")).toContain("campaign.deadLive");
  });
});
