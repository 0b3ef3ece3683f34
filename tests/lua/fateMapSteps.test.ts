/**
 * The setups' map steps (src/core/campaign/fates/mapSteps.ts) in Lua: owed at startAct, a refused and an
 * accepted fleet replenished (seed 003 F1401A step 4), a Resettle accepted and declined (BR p.25), and
 * the step dropped at the Act's first card; F1507A's Ceasefires after an earlier Resettle; F1101A step 7's event-die roll (fates/setupRolls.ts), the same states as in Node.
 */
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../src/core/rules";
import { legalCommands } from "../../src/core/game/legal";
import type { Command, GameState } from "../../src/core/game/types";
import type { MapSnapshot } from "../../src/core/map/snapshot";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/index.ts");

function both(s: GameState, c: Command, ok = true): GameState {
  const node = apply(s, c);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
  if (node.ok !== ok) throw new Error(`${c.type}: ${node.ok ? "accepted" : node.reason}`);
  return node.ok ? node.value : s;
}

const ships = (colour: string, system: string, n: number, kind = "ship") => ({ system, pieces: [{ owner: colour, kind, fresh: n, damaged: 0 }] }) as unknown as MapSnapshot["systems"][number];

function act(nextAct: "II" | "III", fates: string[], map: MapSnapshot): GameState {
  return both(initialState(), {
    type: "startAct", actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), map, eventDiePlanet: "arrow",
    record: { version: 2, nextAct, seats: ["Red", "Blue", "Yellow"], initiative: "Red", booklet: ["AID04", "AID03", "AID05"], rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] }, policy: "peace",
      players: ["Red", "Blue", "Yellow"].map((colour, i) => ({ colour, fate: fates[i], power: 2, title: "regent", favors: [] })) },
  } as unknown as Command);
}

const step = (player: string, kind: string, systems: MapSnapshot["systems"], supply = 5) => ({ type: "mapStep", player, step: kind, map: { systems }, supply }) as unknown as Command;

test("seed 003 F1401A step 4: owed, refused at 7 ships, accepted at 8; the Warden's dropped at the first card, in Lua too", () => {
  let s = act("II", ["FATE14", "FATE16", "FATE09"], { systems: [ships("Red", "2.1", 2)] } as MapSnapshot);
  both(s, step("Red", "replenish", [ships("Red", "2.1", 7)]), false);
  both(s, step("Yellow", "replenish", [ships("Yellow", "2.1", 8)]), false);
  s = both(s, step("Red", "replenish", [ships("Red", "2.1", 8)]));
  for (let i = 0; i < 20 && (s.round?.plays.length ?? 0) === 0; i++) s = both(s, legalCommands(s)[0]);
  expect(s.campaign?.mapSteps).toBeUndefined();
});

test("BR p.25: a 'C' Fate's Resettle refused, accepted and declined, in Lua too", () => {
  const s = act("III", ["FATE19", "FATE22", "FATE09"], { systems: [{ system: "2.1", pieces: [{ owner: "Red", kind: "flagship", fresh: 1, damaged: 0 }, { owner: "Red", kind: "ship", fresh: 3, damaged: 0 }] }] } as MapSnapshot);
  both(s, step("Red", "resettle", [ships("Red", "2.1", 8)]), false);
  both(s, step("Red", "resettle", [ships("Red", "2.1", 8), ships("Red", "2.2", 1, "city"), ships("Red", "2.3", 1, "starport")]));
  both(s, { type: "mapStep", player: "Red", step: "resettle", skip: true } as unknown as Command);
});

test("seed 003 F1301A step 2, F1001A steps 3-4, F1201A step 4, F2201A step 3: owed, refused and accepted, in Lua too", () => {
  const start = { systems: [ships("Red", "2.1", 5), ships("Blue", "1.1", 4), ships("Yellow", "3.1", 2)] } as MapSnapshot;
  const s = both(initialState(), {
    type: "startAct", actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), map: start, eventDiePlanet: "arrow", supply: { Red: 10, Blue: 11, Yellow: 12 },
    record: { version: 2, nextAct: "II", seats: ["Red", "Blue", "Yellow"], initiative: "Red", booklet: ["AID04", "AID03", "AID05"], rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] }, policy: "peace",
      players: ["Red", "Blue", "Yellow"].map((colour, i) => ({ colour, fate: ["FATE13", "FATE10", "FATE12"][i], power: 2, title: "regent", favors: [] })) },
  } as unknown as Command);
  const rest = (but: string) => start.systems.filter((sp) => sp.pieces[0].owner !== but);
  both(s, step("Red", "replenish", [ships("Red", "2.1", 8), ...rest("Red")], 7), false);
  both(s, step("Red", "replenish", [ships("Red", "2.1", 8), ...rest("Red")], 5));
  both(s, step("Blue", "replenish", [ships("Blue", "2.2", 1, "flagship"), ships("Blue", "1.2", 2), ...rest("Blue")], 9), false);
  both(s, step("Blue", "replenish", [ships("Blue", "2.2", 1, "flagship"), ships("Blue", "1.1", 2), ...rest("Blue")], 9));
  const gates = ["1.0", "2.0", "4.0", "6.0"].map((g) => ships("Yellow", g, 1));
  both(s, step("Yellow", "replenish", [ships("Yellow", "5.1", 1, "flagship"), ...gates.slice(1), ...rest("Yellow")], 9), false);
  both(s, step("Yellow", "replenish", [ships("Yellow", "5.1", 1, "flagship"), ...gates, ...rest("Yellow")], 8));
  const gw = act("III", ["FATE22", "FATE19", "FATE09"], { systems: [ships("Red", "3.0", 2)] } as MapSnapshot);
  both(gw, { type: "mapStep", player: "Red", step: "passage", map: { systems: [ships("Red", "3.0", 2)], fateTokens: [{ system: "3.0", token: "Passage" }] }, supply: 5 } as unknown as Command, false);
  both(gw, { type: "mapStep", player: "Red", step: "passage", map: { systems: [], fateTokens: [{ system: "3.0", token: "Passage" }] }, supply: 5 } as unknown as Command);
});

test("seed 003 F1101A step 7: the event-die roll owed, refused for a face that is no planet symbol and a second time, accepted on the hex, dropped at the first card, in Lua too", () => {
  let s = act("II", ["FATE14", "FATE11", "FATE09"], { systems: [ships("Red", "2.1", 8), ships("Blue", "3.1", 8)] } as MapSnapshot);
  const roll = (planet: string) => ({ type: "setupRoll", player: "Blue", planet }) as unknown as Command;
  both(s, roll("crisis"), false);
  both(s, { type: "setupRoll", player: "Red", planet: "hex" } as unknown as Command, false);
  s = both(s, roll("hex"));
  expect(s.campaign?.setupRolls?.[0].systems).toEqual(["1.3", "2.3", "3.3", "4.3", "5.3", "6.3"]);
  both(s, roll("arrow"), false);
  for (let i = 0; i < 20 && (s.round?.plays.length ?? 0) === 0; i++) s = both(s, legalCommands(s)[0]);
  expect(s.campaign?.setupRolls).toBeUndefined();
});

test("F1507A step 1 after an earlier Resettle (BR p.7 step F, p.25): the Ceasefire sides decided again, in Lua too", () => {
  // Red, the Redeemer, sets up before Blue, the Peacekeeper; Blue's lone ship at 3.1 gives Peace in 3.
  const s = act("III", ["FATE19", "FATE15", "FATE09"], { systems: [{ system: "2.1", pieces: [{ owner: "Red", kind: "flagship", fresh: 1, damaged: 0 }, { owner: "Red", kind: "ship", fresh: 3, damaged: 0 }] }, ships("Blue", "3.1", 1)] } as MapSnapshot);
  // A city and 2 ships at 3.1: Red controls it, cluster 3 turns to War.
  const after = both(s, step("Red", "resettle", [ships("Red", "2.1", 6), { system: "3.1", pieces: [{ owner: "Red", kind: "city", fresh: 1, damaged: 0 }, { owner: "Red", kind: "ship", fresh: 2, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }] }, ships("Red", "2.2", 1, "starport")] as MapSnapshot["systems"]));
  expect(after.campaign?.actSetups?.find((f) => f.card === "F1507A")?.ceasefires?.[2]).toEqual({ cluster: 3, side: "war" });
});
