/** The Intermission after Acts I and II, steps A-F (BR pp.28-29), and the next Act from its record. */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck, exportCampaignRecord } from "../../../src/core/campaign/flow";
import type { CampaignRecord } from "../../../src/core/campaign/types";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";
import { startCampaign } from "./fixtures";

const SEATS: Colour[] = ["Red", "Blue"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);

function setPower(s: GameState, power: Partial<Record<Colour, number>>): GameState {
  return { ...s, players: s.players.map((p) => ({ ...p, power: power[p.colour] ?? p.power })) };
}

/** Act I played to its end (3 chapters), ready for the Intermission. */
function afterActI(): GameState {
  let s = startCampaign({
    type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(2), courtDeck: COURT,
    governOrder: ["AID05", "AID04", "AID03"], fates: ["FATE01", "FATE02"],
  });
  for (let ch = 1; ch <= 3; ch++) {
    if (ch > 1) s = run(s, { type: "deal", order: s.actionCards.slice() });
    const atScoring: GameState = { ...s, phase: "scoring", round: undefined, players: s.players.map((p) => ({ ...p, hand: [] })) };
    const third = { tycoon: 0, warlord: 0, keeper: 0, empath: 0 };
    s = run(atScoring, { type: "score", snapshot: snapshot(SEATS.map((c) => blankPlayer(c)), third) });
  }
  return s;
}

// Step D carries the map (BR p.28; intermissionBoard.test.ts); an empty map here.
const step = (x: string) => (x === "D" ? { type: "intermission", step: x, map: { systems: [] } } : { type: "intermission", step: x }) as Command;

describe("Intermission (BR pp.28-29)", () => {
  test("BR p.28 step A example: Dane fails with his marker on 5 and Power 2, and drops to -3", () => {
    let s = setPower(afterActI(), { Red: 7, Blue: 2 });
    expect(refusal(s, step("A"))).toBe("place Red's objective marker first (BR p.6)");
    s = run(s, { type: "setObjective", player: "Red", space: 0 } as Command, { type: "setObjective", player: "Blue", space: 5 } as Command);
    expect(refusal(s, step("B"))).toBe("the Intermission is at step A, not B (in order, BR p.28)");
    s = run(s, step("A"));
    expect(s.players.map((p) => p.power)).toEqual([7, -3]);
    expect(s.campaign?.players.map((p) => p.objectiveCompleted)).toEqual([true, false]);
  });

  test("BR p.28 steps B-C: the Court is cleared but the Council stays; the Imperial Trust empties", () => {
    let s = afterActI();
    s = { ...s, campaign: { ...(s.campaign as NonNullable<GameState["campaign"]>), trust: ["relic", "psionic"] } };
    s = run(s, { type: "setObjective", player: "Red", space: 0 } as Command, { type: "setObjective", player: "Blue", space: 0 } as Command, step("A"));
    const rowBefore = s.court.row.slice(1);
    s = run(s, step("B"));
    expect(s.court.row).toEqual(["AID01"]);
    expect(s.court.deck.slice(-rowBefore.length)).toEqual(rowBefore);
    s = run(s, step("C"));
    expect(s.campaign?.trust).toEqual([]);
  });

  test("BR p.28 step D: decided from the map the table sends, kept for the table to carry out", () => {
    let s = run(afterActI(), { type: "setObjective", player: "Red", space: 0 } as Command, { type: "setObjective", player: "Blue", space: 0 } as Command);
    s = run(s, step("A"), step("B"), step("C"));
    expect(refusal(s, { type: "intermission", step: "D" } as Command)).toBe("send the map: step D repairs and destroys on it (BR p.28)");
    const map = { systems: [{ system: "4.1", pieces: [{ owner: "blight", kind: "blight", fresh: 0, damaged: 1 }, { owner: "Red", kind: "city", fresh: 1, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }] }] };
    s = run(s, { type: "intermission", step: "D", map } as Command);
    expect(s.campaign?.intermissionBoard?.repaired).toEqual([{ system: "4.1", count: 1 }]);
    expect(s.campaign?.intermissionBoard?.eliminated).toEqual(["Red"]);
    expect(s.events.map((e) => e.text)).toContain("Red has no ships or starports left: place 3 fresh ships in any gate");
  });

  test("BR p.29 step E example: Lotus 7 -> 4 and takes the initiative, Dane stays at -3", () => {
    let s = setPower(afterActI(), { Red: 7, Blue: 2 });
    s = { ...s, initiative: "Blue" };
    s = run(s, { type: "setObjective", player: "Red", space: 0 } as Command, { type: "setObjective", player: "Blue", space: 5 } as Command);
    s = run(s, step("A"), step("B"), step("C"), step("D"), step("E"));
    expect(s.players.map((p) => p.power)).toEqual([4, -3]);
    expect(s.initiative).toBe("Red");
  });

  test("BR p.29 step F: completed draws 1 'B' Fate and may keep; failed draws 2; a new Fate returns Favors; then Act II", () => {
    let s = setPower(afterActI(), { Red: 7, Blue: 2 });
    s = { ...s, campaign: { ...(s.campaign as NonNullable<GameState["campaign"]>), players: (s.campaign as NonNullable<GameState["campaign"]>).players.map((p) => ({ ...p, favors: p.colour === "Blue" ? ["Red" as Colour] : [] })) } };
    s = run(s, { type: "setObjective", player: "Red", space: 0 } as Command, { type: "setObjective", player: "Blue", space: 5 } as Command);
    s = run(s, step("A"), step("B"), step("C"), step("D"), step("E"));
    const choose = (red: string[], redChosen: string, blue: string[], blueChosen: string) =>
      ({ type: "chooseFates", choices: [{ player: "Red", drawn: red, chosen: redChosen }, { player: "Blue", drawn: blue, chosen: blueChosen }] }) as Command;
    expect(refusal(s, choose(["FATE09"], "FATE01", ["FATE10"], "FATE10"))).toBe("Blue failed the objective and draws 2 Fates (BR p.29)");
    expect(refusal(s, choose(["FATE17"], "FATE01", ["FATE10", "FATE11"], "FATE10"))).toBe('after Act I the Fates drawn are "B" Fates, not FATE17 (BR p.29)');
    expect(refusal(s, choose(["FATE09"], "FATE01", ["FATE10", "FATE11"], "FATE02"))).toBe("Blue failed and chooses one of the 2 drawn Fates (BR p.29)");
    s = run(s, choose(["FATE09"], "FATE01", ["FATE10", "FATE11"], "FATE11"));
    expect(s.campaign?.players.map((p) => [p.fate, p.letter, p.favors.length])).toEqual([["FATE01", "A", 0], ["FATE11", "B", 0]]);
    // The drawn but unchosen Fates stay secret.
    expect(s.events.map((e) => e.text).join(" ")).not.toMatch(/Hegemon|Pathfinder/);
    const rec = exportCampaignRecord(s) as CampaignRecord;
    expect(rec).toMatchObject({ nextAct: "II", initiative: "Red" });
    s = run(s, { type: "startAct", record: rec, actionDeck: campaignActionDeck(2), courtDeck: COURT, map: { systems: [] }, eventDiePlanet: "arrow", numberDice: [3, 5] } as Command);
    expect(s.campaign).toMatchObject({ act: "II", stage: "act" });
    expect(s.players.map((p) => p.power)).toEqual([4, -3]);
    expect(s.court.row[0]).toBe("AID01");
  });
});
