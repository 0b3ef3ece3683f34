/** A whole random campaign (Act I -> Act III, BR pp.8, 28-29) plays identically in Lua and Node. */
import { playRandomCampaign } from "../../src/core/campaign/driver";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/campaign/driver.ts");

test("BR pp.8, 28-29: a 3-player random campaign gives the same commands and final state in Lua", () => {
  const node = playRandomCampaign(7, 3);
  expect(node.problems).toEqual([]);
  const inLua = lua.call("playRandomCampaign", 7, 3) as { commands: unknown[]; state: unknown; problems: unknown; acts: unknown };
  expect(inLua.problems).toEqual([]);
  expect(inLua.acts).toEqual(["I", "II", "III"]);
  expect(inLua.commands.length).toBe(node.commands.length);
  expect(inLua.state).toEqual(normalise(node.state));
}, 120000);
