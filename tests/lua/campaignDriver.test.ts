/**
 * A whole random campaign (Act I -> Act III, BR pp.8, 28-29) plays identically in Lua and Node: its
 * Fates random (Act I's "A" Fates, the Intermissions' "B" and "C" draws, BR pp.6, 29) and each objective
 * marker placed as its Act starts, so the objectives the core counts (issue 35) run in Lua too.
 */
import { playRandomCampaign } from "../../src/core/campaign/driver";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/campaign/driver.ts");

test("BR pp.8, 28-29: a 3-player random campaign with random Fates gives the same commands and final state in Lua", () => {
  const options = { placeObjectives: true };
  const node = playRandomCampaign(7, 3, 30000, options);
  expect(node.problems).toEqual([]);
  expect(node.coreAdvances).toBeGreaterThan(0);
  const inLua = lua.call("playRandomCampaign", 7, 3, 30000, options) as { commands: unknown[]; state: unknown; problems: unknown; acts: unknown; fates: unknown; coreAdvances: unknown };
  expect(inLua.problems).toEqual([]);
  expect(inLua.acts).toEqual(["I", "II", "III"]);
  expect(inLua.fates).toEqual(node.fates);
  expect(inLua.coreAdvances).toBe(node.coreAdvances);
  expect(inLua.commands.length).toBe(node.commands.length);
  expect(inLua.state).toEqual(normalise(node.state));
}, 120000);
