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
import type { MapPieces, MapSnapshot } from "../../../src/core/map/snapshot";
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

type Piece = [string, Colour | "free", MapPieces["kind"], number];
function mapOf(pieces: Piece[]): MapSnapshot {
  const systems: MapSnapshot["systems"] = [];
  for (const [system, owner, kind, n] of pieces) {
    let sp = systems.find((x) => x.system === system);
    if (sp === undefined) systems.push((sp = { system: system as never, pieces: [] }));
    sp.pieces.push({ owner, kind, fresh: n, damaged: 0 });
  }
  return { systems };
}

function startAct(rec: CampaignRecord, map?: MapSnapshot): GameState {
  const c = { type: "startAct", record: rec, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((x) => x.id) } as Command & { map?: MapSnapshot };
  if (map !== undefined) Object.assign(c, { map, eventDiePlanet: "arrow" });
  return run(initialState(), c);
}

const step = (player: Colour, kind: "replenish" | "resettle", map?: MapSnapshot, supply = 5, skip?: boolean) =>
  ({ type: "mapStep", player, step: kind, map, supply, skip }) as unknown as Command;

describe("Act II: the fleet replenished (seed 003 F1401A step 4, F1601A step 5)", () => {
  const s = startAct(record("II", ["FATE14", "FATE16", "FATE09"]), mapOf([["1.1", "Blue", "ship", 3], ["2.1", "Red", "ship", 2]]));

  test("the setups owe it, with the Loyal ships startAct's map showed; the log names the card; the Pathfinder owes nothing", () => {
    expect(campaign(s).mapSteps).toEqual([
      { player: "Red", step: "replenish", card: "F1401A step 4", ships: 2 },
      { player: "Blue", step: "replenish", card: "F1601A step 5", ships: 3 },
    ]);
    expect(s.events.map((e) => e.text)).toContain("Red owes F1401A step 4 on the map");
  });

  test("F1401A step 4: 8 Loyal ships on the map, accepted and logged; Blue's step is still owed", () => {
    const r = apply(s, step("Red", "replenish", mapOf([["2.1", "Red", "ship", 5], ["3.1", "Red", "ship", 3]])));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(campaign(r.value).mapSteps?.map((o) => o.player)).toEqual(["Blue"]);
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
      expect(campaign(t).mapSteps?.length).toBe(2);
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
    expect(campaign(s).mapSteps).toEqual([{ player: "Red", step: "resettle", card: "F1901A step 1", ships: 4, cities: 0, ports: 0, at: ["2.1"] }]);
  });

  test("BR p.25: the Flagship replaced by a ship, a city and a starport placed, 4 ships in systems with Loyal pieces: accepted", () => {
    const r = apply(s, step("Red", "resettle", done([["3.1", "Red", "ship", 2], ["2.1", "Red", "ship", 2]])));
    expect(r.ok && r.value.events.map((e) => e.text)).toEqual(["Red did F1901A step 1: the map checked"]);
    if (r.ok) expect(campaign(r.value).mapSteps).toBeUndefined();
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
    expect(campaign(startAct(record("III", ["FATE19", "FATE22", "FATE09"]))).mapSteps).toBeUndefined();
  });
});
