/**
 * F1507A step 1 after a "C" Fate's Resettle (src/core/campaign/fates/setupTokens.ts
 * `ceasefiresAfterResettle`, called by fates/mapSteps.ts). Seed 003 F1507A step 1: "Place 1 Ceasefire
 * token near each cluster ... on its Peace side if you control any systems in that cluster, or on its
 * War side if not." BR p.7 step F: "If multiple players must make setup choices, resolve them in turn
 * order"; BR p.25 "Resettling Flagships": "2. Place 1 city and 1 starport in empty building slots on
 * the map ... 3. ... place ships in systems with Loyal pieces until you have 8 Loyal ships on the map".
 * A Resettle set up before the Peacekeeper's changes the map its Ceasefires are placed on; one set up
 * after does not.
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { apply, initialState, gameStateProblems } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { mapOfRows as mapOf } from "./mapFixtures";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { refusal, run } from "../game/helpers";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const campaign = (s: GameState) => s.campaign as CampaignState;

function record(fates: string[], initiative: Colour): CampaignRecord {
  return {
    version: 2, nextAct: "III", seats: SEATS, initiative, booklet: ["AID04", "AID03", "AID05"], rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] }, policy: "peace",
    players: SEATS.map((colour, i) => ({ colour, fate: fates[i], power: 2, title: "regent" as const, favors: [] })),
  };
}


// Red (the Redeemer, a "C" Fate) has its Flagship and 3 ships at 2.1; Blue (the Peacekeeper) 1 ship at 3.1, Yellow 2 at 4.1.
const START = mapOf([["2.1", "Red", "flagship", 1], ["2.1", "Red", "ship", 3], ["3.1", "Blue", "ship", 1], ["4.1", "Yellow", "ship", 2]]);
// BR p.25: the Flagship replaced, a city at 3.1 and a starport at 2.2, then 2 ships at 3.1 (by the city) and 2 more at 2.1: 8 Loyal ships; Red's 2 ships over Blue's 1 control 3.1.
const RESETTLED = mapOf([["2.1", "Red", "ship", 6], ["3.1", "Red", "city", 1], ["3.1", "Red", "ship", 2], ["2.2", "Red", "starport", 1], ["3.1", "Blue", "ship", 1], ["4.1", "Yellow", "ship", 2]]);

function startAct(fates: string[], initiative: Colour): GameState {
  return run(initialState(), { type: "startAct", record: record(fates, initiative), actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((x) => x.id), map: START, eventDiePlanet: "arrow", supply: { Red: 7, Blue: 14, Yellow: 13 } } as Command);
}

const resettle = (map: MapSnapshot, skip?: boolean) => ({ type: "mapStep", player: "Red", step: "resettle", map, supply: 3, skip }) as unknown as Command;
const sides = (s: GameState) => campaign(s).actSetups?.find((f) => f.card === "F1507A")?.ceasefires?.map((c) => `${c.cluster} ${c.side}`);
const texts = (s: GameState) => s.events.map((e) => e.text);

describe("F1507A step 1 after a 'C' Fate's Resettle (BR p.7 step F, p.25)", () => {
  test("BR p.7 step F: Red's Resettle, set up before the Peacekeeper's, moves control of 3.1: cluster 3's Ceasefire turns to War, logged, the setup line asks no flip by hand", () => {
    const s = startAct(["FATE19", "FATE15", "FATE09"], "Red");
    expect(campaign(s).actSetups?.map((f) => f.card)).toEqual(["F1901A", "F1507A", "F907A"]);
    expect(sides(s)).toEqual(["1 war", "2 war", "3 peace", "4 war", "5 war", "6 war"]);
    const line = s.events.find((e) => e.card === "F1507A")?.text ?? "";
    expect(line).toContain("Peace in 3, War in 1, 2, 4, 5, 6");
    expect(line).not.toContain("by hand");
    const r = apply(s, resettle(RESETTLED));
    if (!r.ok) throw new Error(r.reason);
    expect(sides(r.value)).toEqual(["1 war", "2 war", "3 war", "4 war", "5 war", "6 war"]);
    expect(texts(r.value)).toEqual(["Red did F1901A step 1: the map checked", "the Ceasefires follow Red's Resettle, set up before them (F1507A step 1, BR p.7): War in 3"]);
    expect(campaign(r.value).mapSteps).toBeUndefined();
    expect(gameStateProblems(r.value)).toEqual([]);
    // The other setups' entries are the same records: only the Peacekeeper's is replaced.
    expect(campaign(r.value).actSetups?.[0]).toBe(campaign(s).actSetups?.[0]);
  });

  test("a Resettle that moves no control changes nothing: no event, the same sides", () => {
    const s = startAct(["FATE19", "FATE15", "FATE09"], "Red");
    const kept = mapOf([["2.1", "Red", "ship", 6], ["2.2", "Red", "city", 1], ["2.3", "Red", "starport", 1], ["2.2", "Red", "ship", 2], ["3.1", "Blue", "ship", 1], ["4.1", "Yellow", "ship", 2]]);
    const r = apply(s, resettle(kept));
    if (!r.ok) throw new Error(r.reason);
    expect(texts(r.value)).toEqual(["Red did F1901A step 1: the map checked"]);
    expect(sides(r.value)).toEqual(sides(s));
  });

  test("BR p.7 step F: Red's Resettle set up after the Peacekeeper's (Blue has the initiative) changes nothing; declined, nothing either", () => {
    const s = startAct(["FATE19", "FATE15", "FATE09"], "Blue");
    expect(campaign(s).actSetups?.map((f) => f.card)).toEqual(["F1507A", "F907A", "F1901A"]);
    const r = apply(s, resettle(RESETTLED));
    if (!r.ok) throw new Error(r.reason);
    expect(texts(r.value)).toEqual(["Red did F1901A step 1: the map checked"]);
    expect(sides(r.value)).toEqual(["1 war", "2 war", "3 peace", "4 war", "5 war", "6 war"]);
    const before = startAct(["FATE19", "FATE15", "FATE09"], "Red");
    const no = apply(before, resettle(START, true));
    if (!no.ok) throw new Error(no.reason);
    expect(texts(no.value)).toEqual(["Red does not Resettle (F1901A step 1)"]);
    expect(sides(no.value)).toEqual(sides(before));
  });

  test("BR p.25 step 2: a Resettle refused (no starport placed) leaves the state untouched, the Ceasefires as they were", () => {
    const s = startAct(["FATE19", "FATE15", "FATE09"], "Red");
    const noPort = mapOf([["2.1", "Red", "ship", 6], ["3.1", "Red", "city", 1], ["3.1", "Red", "ship", 2], ["3.1", "Blue", "ship", 1]]);
    expect(refusal(s, resettle(noPort))).toBe("place 1 city and 1 starport in empty building slots on the map (BR p.25 step 2)");
    expect(sides(s)).toEqual(["1 war", "2 war", "3 peace", "4 war", "5 war", "6 war"]);
    // Blue, who owes no Resettle, is refused as well.
    expect(refusal(s, { ...resettle(RESETTLED), player: "Blue" } as Command)).toBe("Blue owes no resettle (BR p.7 step F)");
  });

  test("no Peacekeeper in play: the Resettle is accepted and nothing more happens", () => {
    const s = startAct(["FATE19", "FATE22", "FATE09"], "Red");
    const r = apply(s, resettle(RESETTLED));
    if (!r.ok) throw new Error(r.reason);
    expect(texts(r.value)).toEqual(["Red did F1901A step 1: the map checked"]);
    expect(campaign(r.value).actSetups).toBe(campaign(s).actSetups);
  });
});
