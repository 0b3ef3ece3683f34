/**
 * Campaign battles are logged commands (BR pp.15, 19): a log from the start of the campaign through a
 * Free States battle and a Blight battle folds, through `npm run replay`'s code, to the live state;
 * and each staged battle refuses exactly its illegal steps, leaving the state untouched.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { apply, initialState } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import { openStartPlanets } from "../../../src/core/campaign/actOneSetup";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { runReplay } from "../../../tools/replay";
import { gameStateProblems } from "../../../src/core/rules";
import { BATTLE_SCENARIOS } from "./battleScenarios";
import { battleStep, faces, roll } from "./battleFixtures";

function step(s: GameState, c: Command, log: Command[]): GameState {
  const r = apply(s, c);
  if (!r.ok) throw new Error(`${c.type} refused: ${r.reason}`);
  log.push(c);
  return r.value;
}

test("BR pp.15, 19: a log with campaign battles replays to the live state (npm run replay)", () => {
  const log: Command[] = [];
  let s = step(initialState(), {
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"], numberDie: 1, eventDiePlanet: "hex",
  } as unknown as Command, log);
  while (s.campaign?.stage === "setup" && s.campaign.setup !== undefined) {
    const setup = s.campaign.setup;
    s = step(s, { type: "placeStart", player: setup.order[setup.placements.length], system: openStartPlanets(s)[0], building: "city" } as Command, log);
  }
  s = step(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command, log);
  s = step(s, { type: "lead", player: "Red", card: "aggression-2" } as Command, log);
  // A Free States battle: the Free city destroyed (Outrage), the planet's resource gained.
  const free = BATTLE_SCENARIOS[1];
  for (const f of free.steps) {
    const c = f(s);
    if (apply(s, c).ok) s = step(s, c, log);
  }
  expect(s.battle?.step).toBe("over");
  // A second Battle action on the same turn, against the Blight.
  const blightMap = { systems: [{ system: "3.0", pieces: [{ owner: "Red", kind: "ship", fresh: 2, damaged: 0 }, { owner: "blight", kind: "blight", fresh: 1, damaged: 0 }] }] } as never;
  s = step(s, roll(blightMap, { system: "3.0", defender: "blight", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, dice: { skirmish: 2, assault: 0, raid: 0 } }), log);
  s = step(s, battleStep({ kind: "read", faces: faces(["skirmish", 4], ["skirmish", 6]) }), log);
  expect(s.battle?.step).toBe("hits");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-campaign-battle-"));
  const file = path.join(dir, "log.json");
  fs.writeFileSync(file, JSON.stringify({ version: 1, commands: log }));
  const out: string[] = [];
  const code = runReplay([file], (x) => out.push(x), () => undefined);
  const printed = JSON.parse(out.join("\n"));
  expect(printed.refused).toEqual([]);
  expect(code).toBe(0);
  expect(printed.applied).toBe(log.length);
  expect(printed.state).toEqual(JSON.parse(JSON.stringify(s)));
});

test("each staged campaign battle refuses exactly its illegal steps, leaving the state untouched", () => {
  const refusedBy: { [name: string]: string[] } = {};
  for (const sc of BATTLE_SCENARIOS) {
    let s = sc.start();
    refusedBy[sc.name] = [];
    for (const f of sc.steps) {
      const c = f(s);
      const before = JSON.stringify(s);
      const r = apply(s, c);
      expect(JSON.stringify(s)).toBe(before);
      if (r.ok) s = r.value;
      else refusedBy[sc.name].push(r.reason);
    }
  }
  expect(refusedBy).toEqual({
    "BR p.11: an Outlaw battles the Empire": [],
    "BR p.15: the Free States defend, a Free city is destroyed, the planet's resource raided": [
      "The Free States have no resources or Guild cards: gain 1 of the planet type (BR p.15)",
    ],
    "BR p.19: the Blight defends (Tough, no intercept)": [],
    "BR p.24: a defending Flagship without a Defense Array": [
      "You may collect at most 3 dice (one per attacking ship), not 4",
      "Ship hit 1: hit defending ships while any remain",
      "Yellow's resource slot 1 is empty",
    ],
    "F1804: Bunkers, Tough, are harmed like buildings; destroyed, the Survivalist's Captive is scrapped": ["Ship hit 1: hit defending ships while any remain"],
    "BR p.11: an Outlaw destroys a Regent's Imperial ship": ["Ship hit 1: there is no damaged defending Imperial ship to hit"],
  });
});

test("a save taken during a battle against the Empire, the Free States or the Blight validates; the base game still refuses such a defender", () => {
  for (const sc of BATTLE_SCENARIOS.slice(0, 3)) {
    let s = sc.start();
    for (const f of sc.steps.slice(0, 2)) {
      const r = apply(s, f(s));
      if (r.ok) s = r.value;
    }
    expect(s.battle?.step).toBe("hits");
    expect(gameStateProblems(JSON.parse(JSON.stringify(s)))).toEqual([]);
    const base = JSON.parse(JSON.stringify(s));
    delete base.campaign;
    expect(gameStateProblems(base).some((p: string) => p.indexOf("battle.defender") >= 0)).toBe(true);
  }
});
