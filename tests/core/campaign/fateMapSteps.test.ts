/**
 * The map steps of the Act II and III setups (src/core/campaign/fates/mapSteps.ts; BR p.7 step F):
 * seed 003 F1401A step 4 "Replenish your fleet—if you have fewer than 8 Loyal ships on the map, place
 * 1 ship each in any systems until you have 8 Loyal ships on the map" (F1301A step 3, F1501A and
 * F1601A step 5 the same), and the "C" Fates' step 1 "If you have a Flagship, you may Resettle"
 * (BR p.25 "Resettling Flagships", steps 1-3), checked on the map the table reads when the player
 * presses done.
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../../src/core/rules";
import { legalCommands } from "../../../src/core/game/legal";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { mapOfRows as mapOf } from "./mapFixtures";
import type { PieceRow as Piece } from "./mapFixtures";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { run } from "../game/helpers";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const campaign = (s: GameState) => s.campaign as CampaignState;

function record(nextAct: "II" | "III", fates: string[]): CampaignRecord {
  return {
    version: 2, nextAct, seats: SEATS, initiative: "Red", booklet: ["AID04", "AID03", "AID05"], rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] }, policy: "peace",
    players: SEATS.map((colour, i) => ({ colour, fate: fates[i], power: 2, title: "regent" as const, favors: [] })),
  };
}


function startAct(rec: CampaignRecord, map?: MapSnapshot, supply?: { [colour: string]: number }): GameState {
  const c = { type: "startAct", record: rec, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((x) => x.id) } as Command & { map?: MapSnapshot };
  if (map !== undefined) Object.assign(c, { map, eventDiePlanet: "arrow" });
  if (supply !== undefined) Object.assign(c, { supply });
  return run(initialState(), c);
}

const step = (player: Colour, kind: "replenish" | "resettle" | "passage", map?: MapSnapshot, supply = 5, skip?: boolean) =>
  ({ type: "mapStep", player, step: kind, map, supply, skip }) as unknown as Command;

describe("Act II: the fleet replenished (seed 003 F1401A step 4, F1601A step 5)", () => {
  const s = startAct(record("II", ["FATE14", "FATE16", "FATE09"]), mapOf([["1.1", "Blue", "ship", 3], ["2.1", "Red", "ship", 2]]));

  test("the setups owe it, with the Loyal ships startAct's map showed; the log names the card; the Pathfinder owes its Flagship (F901A step 2), with no buildings to replace", () => {
    expect(campaign(s).mapSteps).toEqual([
      { player: "Red", step: "replenish", card: "F1401A step 4", ships: 2 },
      { player: "Blue", step: "replenish", card: "F1601A step 5", ships: 3 },
      { player: "Yellow", step: "flagship", card: "F901A step 2", frees: [] },
    ]);
    expect(s.events.map((e) => e.text)).toContain("Red owes F1401A step 4 on the map");
  });

  test("F1401A step 4: 8 Loyal ships on the map, accepted and logged; Blue's step is still owed", () => {
    const r = apply(s, step("Red", "replenish", mapOf([["2.1", "Red", "ship", 5], ["3.1", "Red", "ship", 3]])));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(campaign(r.value).mapSteps?.map((o) => o.player)).toEqual(["Blue", "Yellow"]);
    expect(r.value.events.map((e) => e.text)).toEqual(["Red did F1401A step 4: the map checked"]);
  });

  test("F1401A step 4: 7 Loyal ships with ships left in the supply, or 9 placed, are refused in the card's words and nothing changes", () => {
    const before = JSON.stringify(s);
    const few = apply(s, step("Red", "replenish", mapOf([["2.1", "Red", "ship", 7]])));
    expect(few).toEqual({ ok: false, reason: "Red has 7 Loyal ships on the map: place ships until you have 8 Loyal ships on the map (F1401A step 4)" });
    const many = apply(s, step("Red", "replenish", mapOf([["2.1", "Red", "ship", 9]])));
    expect(many).toEqual({ ok: false, reason: "Red has 9 Loyal ships on the map: place ships until you have 8 Loyal ships on the map (F1401A step 4)" });
    expect(JSON.stringify(s)).toBe(before);
  });

  test("F1401A step 4: the supply ran out at 6 ships: accepted", () => {
    expect(apply(s, step("Red", "replenish", mapOf([["2.1", "Red", "ship", 6]]), 0)).ok).toBe(true);
  });

  test("a player who owes no step (the Pathfinder), or a step done already, is refused", () => {
    expect(apply(s, step("Yellow", "replenish", mapOf([["2.1", "Yellow", "ship", 8]])))).toEqual({ ok: false, reason: "Yellow owes no replenish (BR p.7 step F)" });
    expect(apply(s, step("Red", "resettle", mapOf([])))).toEqual({ ok: false, reason: "Red owes no resettle (BR p.7 step F)" });
  });

  test("not done before the Act's first card: the lead drops it, saying so in the log; the discard's shuffle before it does not", () => {
    let t = s;
    for (let i = 0; i < 20 && (t.round?.plays.length ?? 0) === 0; i++) {
      expect(campaign(t).mapSteps?.length).toBe(3);
      const next = legalCommands(t)[0];
      const r = apply(t, next);
      if (!r.ok) throw new Error(r.reason);
      t = r.value;
    }
    expect(t.round?.plays.length).toBe(1);
    expect(campaign(t).mapSteps).toBeUndefined();
    expect(t.events.map((e) => e.text)).toContain("Blue's F1601A step 5 was not done at the table");
  });
});

describe("Act III: a 'C' Fate may Resettle (seed 003 F1901A step 1, BR p.25)", () => {
  // Red, the Redeemer, has a Flagship and 3 ships at 2.1; Blue, a "C" Fate with no Flagship, is offered nothing.
  const start = mapOf([["2.1", "Red", "flagship", 1], ["2.1", "Red", "ship", 3], ["4.1", "Blue", "ship", 2]]);
  const s = startAct(record("III", ["FATE19", "FATE22", "FATE09"]), start);
  const done = (extra: Piece[]): MapSnapshot => mapOf(([["2.1", "Red", "ship", 4], ["3.1", "Red", "city", 1], ["3.2", "Red", "starport", 1], ["4.1", "Blue", "ship", 2]] as Piece[]).concat(extra));

  test("offered to the Flagship's holder alone, with what the map showed", () => {
    expect(campaign(s).mapSteps).toEqual([
      { player: "Red", step: "resettle", card: "F1901A step 1", ships: 4, cities: 0, ports: 0, at: ["2.1"] },
      { player: "Blue", step: "passage", card: "F2201A step 3" },
    ]);
  });

  test("BR p.25: the Flagship replaced by a ship, a city and a starport placed, 4 ships in systems with Loyal pieces: accepted", () => {
    const r = apply(s, step("Red", "resettle", done([["3.1", "Red", "ship", 2], ["2.1", "Red", "ship", 2]])));
    expect(r.ok && r.value.events.map((e) => e.text)).toEqual(["Red did F1901A step 1: the map checked"]);
    if (r.ok) expect(campaign(r.value).mapSteps?.map((o) => o.step)).toEqual(["passage"]);
  });

  test("BR p.25 steps 1-3 refused in the rule's words, the state untouched", () => {
    const before = JSON.stringify(s);
    expect(apply(s, step("Red", "resettle", mapOf([["2.1", "Red", "flagship", 1], ["2.1", "Red", "ship", 7]])))).toEqual({ ok: false, reason: "replace your Flagship with a Loyal ship (BR p.25 step 1)" });
    expect(apply(s, step("Red", "resettle", mapOf([["2.1", "Red", "ship", 8], ["3.1", "Red", "city", 1]])))).toEqual({ ok: false, reason: "place 1 city and 1 starport in empty building slots on the map (BR p.25 step 2)" });
    expect(apply(s, step("Red", "resettle", done([["5.1", "Red", "ship", 4]])))).toEqual({ ok: false, reason: "place ships only in systems with Loyal pieces (BR p.25 step 3)" });
    expect(apply(s, step("Red", "resettle", done([["2.1", "Red", "ship", 1]])))).toEqual({ ok: false, reason: "Red has 5 Loyal ships on the map: place ships until you have 8 Loyal ships on the map (BR p.25 step 3)" });
    expect(JSON.stringify(s)).toBe(before);
  });

  test("the Resettle is optional ('you may'): declined, logged; Blue, not owed one, is refused; declined once the Flagship is replaced, refused", () => {
    const r = apply(s, step("Red", "resettle", undefined, 0, true));
    expect(r.ok && r.value.events.map((e) => e.text)).toEqual(["Red does not Resettle (F1901A step 1)"]);
    expect(apply(s, step("Blue", "resettle", undefined, 0, true))).toEqual({ ok: false, reason: "Blue owes no resettle (BR p.7 step F)" });
    // Step 1 done by the table (the Flagship replaced by a ship): declining now is refused.
    expect(apply(s, step("Red", "resettle", mapOf([["2.1", "Red", "ship", 4]]), 0, true))).toEqual({ ok: false, reason: "you have begun to Resettle (BR p.25)" });
  });

  test("no map read at startAct: no Resettle is offered (the table cannot tell who has a Flagship)", () => {
    expect(campaign(startAct(record("III", ["FATE19", "FATE22", "FATE09"]))).mapSteps?.map((o) => o.step)).toEqual(["passage"]);
  });
});

describe("Act II: scrapped with the replenish, ship by ship (seed 003 F1301A steps 2-3, F1001A steps 3-4, F1201A step 4)", () => {
  // Red the Blight Speaker, Blue the Hegemon, Yellow the Pirate; startAct read the map and each supply bag.
  const start = mapOf([["2.1", "Red", "ship", 5], ["1.1", "Blue", "ship", 3], ["1.2", "Blue", "ship", 1], ["3.1", "Yellow", "ship", 2], ["4.0", "Yellow", "ship", 1]]);
  const s = startAct(record("II", ["FATE13", "FATE10", "FATE12"]), start, { Red: 10, Blue: 11, Yellow: 12 });
  const others: Piece[] = [["1.1", "Blue", "ship", 3], ["1.2", "Blue", "ship", 1], ["3.1", "Yellow", "ship", 2], ["4.0", "Yellow", "ship", 1], ["2.1", "Red", "ship", 5]];
  const without = (colour: Colour) => others.filter((p) => p[1] !== colour);
  const red = (n: number) => mapOf(([["2.1", "Red", "ship", n]] as Piece[]).concat(without("Red")));
  const blue = (pieces: Piece[]) => mapOf(pieces.concat(without("Blue")));
  const yellow = (pieces: Piece[]) => mapOf(([["3.1", "Yellow", "ship", 2], ["4.0", "Yellow", "ship", 1]] as Piece[]).concat(pieces, without("Yellow")));

  test("the setups owe them, with the ships by system and the supply startAct read", () => {
    expect(campaign(s).mapSteps).toEqual([
      { player: "Red", step: "replenish", card: "F1301A step 3", ships: 5, supply: 10 },
      { player: "Blue", step: "flagship", card: "F1001A step 2", frees: [] },
      { player: "Blue", step: "replenish", card: "F1001A step 3", ships: 4, fleet: [{ system: "1.1", ships: 3 }, { system: "1.2", ships: 1 }], supply: 11 },
      { player: "Yellow", step: "flagship", card: "F1201A step 2", frees: [] },
      { player: "Yellow", step: "replenish", card: "F1201A step 4", ships: 3, fleet: [{ system: "3.1", ships: 2 }, { system: "4.0", ships: 1 }] },
    ]);
    expect(s.events.map((e) => e.text)).toContain("Yellow owes F1201A step 4 on the map");
  });

  test("F1301A: 2 scrapped (from the map or the supply: 15 ships become 13) and 8 on the map, 5 left in the supply: accepted and logged", () => {
    const r = apply(s, step("Red", "replenish", red(8), 5));
    expect(r.ok && r.value.events.map((e) => e.text)).toEqual(["Red did F1301A step 3: the map checked"]);
  });

  test("F1301A: nothing scrapped, or scrapped and not replenished, refused in the card's words; the state untouched", () => {
    const before = JSON.stringify(s);
    expect(apply(s, step("Red", "replenish", red(8), 7))).toEqual({ ok: false, reason: "scrap 2 Loyal ships from your supply or the map (F1301A step 2)" });
    expect(apply(s, step("Red", "replenish", red(8), 4))).toEqual({ ok: false, reason: "scrap 2 Loyal ships from your supply or the map (F1301A step 2)" });
    expect(apply(s, step("Red", "replenish", red(3), 10))).toEqual({ ok: false, reason: "Red has 3 Loyal ships on the map: place ships until you have 8 Loyal ships on the map (F1301A step 3)" });
    expect(JSON.stringify(s)).toBe(before);
  });

  test("F1001A: the Flagship at 2.1, 2 ships placed there, 2 scrapped from 1.1 and 2 from the supply: accepted", () => {
    const r = apply(s, step("Blue", "replenish", blue([["2.1", "Blue", "flagship", 1], ["2.1", "Blue", "ship", 2], ["1.1", "Blue", "ship", 1], ["1.2", "Blue", "ship", 1]]), 7));
    expect(r.ok && r.value.events.map((e) => e.text)).toEqual(["Blue did F1001A step 3: the map checked"]);
  });

  test("F1001A: no Flagship, ships placed away from it, nothing scrapped, or 4 scrapped from the map and none placed: refused, the state untouched", () => {
    const before = JSON.stringify(s);
    const flag: Piece = ["2.1", "Blue", "flagship", 1];
    expect(apply(s, step("Blue", "replenish", blue([["1.1", "Blue", "ship", 3], ["1.2", "Blue", "ship", 1]]), 7))).toEqual({ ok: false, reason: "place your Flagship on the map (F1001A step 1)" });
    expect(apply(s, step("Blue", "replenish", blue([flag, ["1.1", "Blue", "ship", 1], ["1.2", "Blue", "ship", 3]]), 7))).toEqual({ ok: false, reason: "place ships at your Flagship until you have 6 (F1001A step 3)" });
    expect(apply(s, step("Blue", "replenish", blue([flag, ["2.1", "Blue", "ship", 2], ["1.1", "Blue", "ship", 3], ["1.2", "Blue", "ship", 1]]), 9))).toEqual({ ok: false, reason: "scrap any 4 Loyal ships (F1001A step 4)" });
    expect(apply(s, step("Blue", "replenish", blue([flag]), 11))).toEqual({ ok: false, reason: "place ships at your Flagship until you have 6 (F1001A step 3)" });
    expect(JSON.stringify(s)).toBe(before);
  });

  test("F1201A: the Flagship at 5.1, a ship on the gates of clusters 1, 2 and 6, where Yellow had none: accepted; with the supply empty, fewer", () => {
    const flag: Piece = ["5.1", "Yellow", "flagship", 1];
    const r = apply(s, step("Yellow", "replenish", yellow([flag, ["1.0", "Yellow", "ship", 1], ["2.0", "Yellow", "ship", 1], ["6.0", "Yellow", "ship", 1]]), 9));
    expect(r.ok && r.value.events.map((e) => e.text)).toEqual(["Yellow did F1201A step 4: the map checked"]);
    expect(apply(s, step("Yellow", "replenish", yellow([flag, ["1.0", "Yellow", "ship", 1]]), 0)).ok).toBe(true);
  });

  test("F1201A: no Flagship, a gate missed, a ship in the Flagship's cluster or off the gate, or 2 on a gate: refused, the state untouched", () => {
    const before = JSON.stringify(s);
    const flag: Piece = ["5.1", "Yellow", "flagship", 1];
    const why = { ok: false, reason: "in each cluster where you have no Loyal ships, place 1 ship on the gate (F1201A step 4)" };
    expect(apply(s, step("Yellow", "replenish", yellow([["1.0", "Yellow", "ship", 1]]), 9))).toEqual({ ok: false, reason: "place your Flagship on the map (F1201A step 1)" });
    expect(apply(s, step("Yellow", "replenish", yellow([flag, ["1.0", "Yellow", "ship", 1], ["2.0", "Yellow", "ship", 1]]), 9))).toEqual(why);
    expect(apply(s, step("Yellow", "replenish", yellow([flag, ["1.0", "Yellow", "ship", 1], ["2.0", "Yellow", "ship", 1], ["6.0", "Yellow", "ship", 1], ["5.0", "Yellow", "ship", 1]]), 9))).toEqual(why);
    expect(apply(s, step("Yellow", "replenish", yellow([flag, ["1.0", "Yellow", "ship", 1], ["2.1", "Yellow", "ship", 1], ["6.0", "Yellow", "ship", 1]]), 9))).toEqual(why);
    expect(apply(s, step("Yellow", "replenish", yellow([flag, ["1.0", "Yellow", "ship", 2], ["2.0", "Yellow", "ship", 1], ["6.0", "Yellow", "ship", 1]]), 9))).toEqual(why);
    expect(JSON.stringify(s)).toBe(before);
  });

  test("a step not owed is refused; Yellow's done leaves the others' steps owed", () => {
    expect(apply(s, step("Red", "passage", mapOf([])))).toEqual({ ok: false, reason: "Red owes no passage (BR p.7 step F)" });
    const r = apply(s, step("Yellow", "replenish", yellow([["5.1", "Yellow", "flagship", 1], ["1.0", "Yellow", "ship", 1], ["2.0", "Yellow", "ship", 1], ["6.0", "Yellow", "ship", 1]]), 9));
    expect(r.ok && campaign(r.value).mapSteps?.map((o) => o.player)).toEqual(["Red", "Blue", "Blue", "Yellow"]);
  });

  test("no map read at startAct: the Blight Speaker's replenish is owed without its scrap; the Hegemon and the Pirate owe nothing (nothing to count against)", () => {
    expect(campaign(startAct(record("II", ["FATE13", "FATE10", "FATE12"]))).mapSteps).toEqual([{ player: "Red", step: "replenish", card: "F1301A step 3" }]);
  });

  test("not done before the Act's first card: dropped, logged", () => {
    let t = s;
    for (let i = 0; i < 20 && (t.round?.plays.length ?? 0) === 0; i++) {
      const r = apply(t, legalCommands(t)[0]);
      if (!r.ok) throw new Error(r.reason);
      t = r.value;
    }
    expect(campaign(t).mapSteps).toBeUndefined();
    expect(t.events.map((e) => e.text)).toContain("Yellow's F1201A step 4 was not done at the table");
  });
});

describe("Act II: a Flagship gained (seed 003 F901A, F1001A, F1101A, F1201A steps 1-2; BR p.22)", () => {
  // Red the Pathfinder, Blue the Planet Breaker, Yellow the Pirate. Red had a city and a starport at 1.1 and a city at 1.3, beside a Free city.
  const start = mapOf([["1.1", "Red", "city", 1], ["1.1", "Red", "starport", 1], ["1.3", "free", "city", 1], ["1.3", "Red", "city", 1], ["1.1", "Red", "ship", 2], ["4.1", "Blue", "ship", 2]]);
  const s = startAct(record("II", ["FATE09", "FATE11", "FATE12"]), start);
  const parts = (slots: [number, "upgrade" | "armor", "city" | "starport", boolean][]) => {
    const out: { upgrade?: { building: "city" | "starport"; damaged: boolean }; armor?: { building: "city" | "starport"; damaged: boolean } }[] = [{}, {}, {}, {}, {}, {}];
    for (const [i, part, building, damaged] of slots) out[i - 1][part] = { building, damaged };
    return out;
  };
  const redMap = (pieces: Piece[], slots = parts([[3, "upgrade", "starport", false], [6, "upgrade", "city", false]])): MapSnapshot => ({
    ...mapOf(([["1.1", "Red", "ship", 2], ["4.1", "Blue", "ship", 2]] as Piece[]).concat(pieces)),
    flagships: [{ owner: "Red", slots }],
  });
  const replaced: Piece[] = [["1.1", "free", "city", 1], ["1.1", "free", "starport", 1], ["1.3", "free", "city", 2]];
  const flagshipStep = (map: MapSnapshot) => ({ type: "mapStep", player: "Red", step: "flagship", map }) as unknown as Command;

  test("each 'You gain a Flagship' setup owes it, with the Free buildings each system shows once the gainer's are replaced", () => {
    expect(campaign(s).mapSteps?.filter((o) => o.step === "flagship")).toEqual([
      { player: "Red", step: "flagship", card: "F901A step 2", frees: [{ system: "1.1", cities: 1, ports: 1 }, { system: "1.3", cities: 2, ports: 0 }] },
      { player: "Blue", step: "flagship", card: "F1101A step 2", frees: [] },
      { player: "Yellow", step: "flagship", card: "F1201A step 2", frees: [] },
    ]);
  });

  test("F901A: the Flagship at 1.1, a starport on Slipstream Drive and a city on Hull, the buildings Free: accepted and logged", () => {
    const r = apply(s, flagshipStep(redMap((replaced as Piece[]).concat([["1.1", "Red", "flagship", 1]]))));
    expect(r.ok && r.value.events.map((e) => e.text)).toEqual(["Red did F901A step 2: the map checked"]);
    if (r.ok) expect(campaign(r.value).mapSteps?.map((o) => o.player)).toEqual(["Blue", "Yellow", "Yellow"]);
  });

  test("refused in the card's and the rule's words, the state untouched: no Flagship, a part missing, damaged, misplaced or extra, a Loyal building left, a Free one missing", () => {
    const before = JSON.stringify(s);
    const flag: Piece = ["1.1", "Red", "flagship", 1];
    const board = { ok: false, reason: "place 1 fresh starport on your Slipstream Drive Upgrade and 1 fresh city on your Hull Upgrade, nothing else on your Flagship board (F901A step 2)" };
    expect(apply(s, flagshipStep(redMap(replaced)))).toEqual({ ok: false, reason: "place your Flagship on the map (F901A step 1)" });
    expect(apply(s, flagshipStep(redMap(replaced.concat([flag]), parts([[3, "upgrade", "starport", false]]))))).toEqual(board);
    expect(apply(s, flagshipStep(redMap(replaced.concat([flag]), parts([[3, "upgrade", "starport", true], [6, "upgrade", "city", false]]))))).toEqual(board);
    expect(apply(s, flagshipStep(redMap(replaced.concat([flag]), parts([[2, "upgrade", "starport", false], [6, "upgrade", "city", false]]))))).toEqual(board);
    expect(apply(s, flagshipStep(redMap(replaced.concat([flag]), parts([[3, "upgrade", "starport", false], [6, "upgrade", "city", false], [6, "armor", "city", false]]))))).toEqual(board);
    const p22 = { ok: false, reason: "replace all of your Loyal buildings on the map with Free buildings of the same type (BR p.22)" };
    expect(apply(s, flagshipStep(redMap([flag, ["1.1", "free", "city", 1], ["1.1", "free", "starport", 1], ["1.3", "free", "city", 1], ["1.3", "Red", "city", 1]])))).toEqual(p22);
    expect(apply(s, flagshipStep(redMap([flag, ["1.1", "free", "city", 1], ["1.1", "free", "starport", 1], ["1.3", "free", "city", 1]])))).toEqual(p22);
    expect(JSON.stringify(s)).toBe(before);
  });

  test("no map read at startAct: no Flagship step (nothing to count the buildings against)", () => {
    expect(campaign(startAct(record("II", ["FATE09", "FATE11", "FATE12"]))).mapSteps).toBeUndefined();
  });
});

describe("Act III: the Pirate's Rumors (seed 003 F1208A step 2: \"Place the 2 True Rumor and 2 False Rumor tokens each face down on a different planet\")", () => {
  const s = startAct(record("III", ["FATE12", "FATE20", "FATE24"]));
  const rumorsAt = (systems: string[], token = "Rumor"): MapSnapshot => ({ systems: [], fateTokens: systems.map((system, i) => ({ system, token: i === 0 ? token : "Rumor" })) });
  const placed = (map: MapSnapshot) => ({ type: "mapStep", player: "Red", step: "rumors", map }) as unknown as Command;

  test("owed by the Pirate's Act III setup, map or none (the check reads the map at the press)", () => {
    expect(campaign(s).mapSteps).toEqual([{ player: "Red", step: "rumors", card: "F1208A step 2" }]);
  });

  test("4 Rumors face down (read by their back) on 4 different planets: accepted and logged, the faces never sent", () => {
    const r = apply(s, placed(rumorsAt(["1.1", "2.2", "3.3", "5.1"])));
    expect(r.ok && r.value.events.map((e) => e.text)).toEqual(["Red did F1208A step 2: the map checked"]);
    if (r.ok) expect(JSON.stringify(r.value)).not.toMatch(/True Rumor|False Rumor/);
  });

  test("3 Rumors, 2 on one planet, one on a gate, or one face up: refused in the card's words, the state untouched", () => {
    const before = JSON.stringify(s);
    const why = { ok: false, reason: "place the 2 True Rumor and 2 False Rumor tokens each face down on a different planet (F1208A step 2)" };
    expect(apply(s, placed(rumorsAt(["1.1", "2.2", "3.3"])))).toEqual(why);
    expect(apply(s, placed(rumorsAt(["1.1", "1.1", "3.3", "5.1"])))).toEqual(why);
    expect(apply(s, placed(rumorsAt(["1.0", "2.2", "3.3", "5.1"])))).toEqual(why);
    expect(apply(s, placed(rumorsAt(["1.1", "2.2", "3.3", "5.1"], "True Rumor")))).toEqual(why);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe("Act III: the Gate Wraith's first Passage (seed 003 F2201A step 3, F2203 step 3)", () => {
  const s = startAct(record("III", ["FATE22", "FATE19", "FATE09"]), mapOf([["3.0", "Red", "ship", 2], ["3.0", "Blue", "ship", 1], ["4.1", "Red", "ship", 3]]));
  const passage = (at: string, pieces: Piece[], more: { system: string; token: string }[] = []): MapSnapshot => ({ ...mapOf(pieces.concat([["4.1", "Red", "ship", 3]])), fateTokens: [{ system: at as never, token: "Passage" }, ...(more as never[])] });

  test("owed by the Gate Wraith (no Flagship: no Resettle)", () => {
    expect(campaign(s).mapSteps).toEqual([{ player: "Red", step: "passage", card: "F2201A step 3" }]);
  });

  test("a Passage on gate 3.0, its ships moved to the Twisted Passage: accepted and logged", () => {
    const map = { ...passage("3.0", []), twisted: [{ owner: "Red", kind: "ship", fresh: 2, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }] } as MapSnapshot;
    const r = apply(s, step("Red", "passage", map));
    expect(r.ok && r.value.events.map((e) => e.text)).toEqual(["Red did F2201A step 3: the map checked"]);
    if (r.ok) expect(campaign(r.value).mapSteps).toBeUndefined();
  });

  test("no Passage, one on a planet, two, ships or a token left on the gate: refused in the cards' words, the state untouched; Blue is refused", () => {
    const before = JSON.stringify(s);
    const none = { ok: false, reason: "place one Passage token on any gate (F2201A step 3)" };
    const left = { ok: false, reason: "place all ships and tokens from the gate onto the Twisted Passage; destroy all buildings on the gate (F2203 step 3)" };
    expect(apply(s, step("Red", "passage", mapOf([["4.1", "Red", "ship", 3]])))).toEqual(none);
    expect(apply(s, step("Red", "passage", passage("3.1", [])))).toEqual(none);
    expect(apply(s, step("Red", "passage", passage("3.0", [], [{ system: "5.0", token: "Passage" }])))).toEqual(none);
    expect(apply(s, step("Red", "passage", passage("3.0", [["3.0", "Blue", "ship", 1]])))).toEqual(left);
    expect(apply(s, step("Red", "passage", passage("3.0", [], [{ system: "3.0", token: "Banner" }])))).toEqual(left);
    expect(apply(s, step("Blue", "passage", passage("3.0", [])))).toEqual({ ok: false, reason: "Blue owes no passage (BR p.7 step F)" });
    expect(JSON.stringify(s)).toBe(before);
  });
});
