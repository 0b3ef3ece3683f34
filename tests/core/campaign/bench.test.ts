/** The bench scenario for the event phase really runs the event phase (BR p.13). */
import { benchCrises, benchEventPhase } from "../../../tools/bench/campaignScenarios";
import { loadCoreModuleInLua } from "../../support/lua";

test("BR p.13: the event-phase bench applies the Summit decision and the dice, in Node and Lua", () => {
  expect(benchEventPhase()).toBe(2);
  expect(loadCoreModuleInLua("tools/bench/campaignScenarios.ts").call("benchEventPhase")).toBe(2);
});

test("BR p.18: the Crises bench resolves a Blight Crisis in every system, in Node and Lua", () => {
  expect(benchCrises()).toBe(24);
  expect(loadCoreModuleInLua("tools/bench/campaignScenarios.ts").call("benchCrises")).toBe(24);
});
