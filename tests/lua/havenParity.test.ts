/**
 * Issue 35 in Lua: seed 003 F1208B / F1211, the Pirate Haven at the end of Act III (fates/haven.ts):
 * the score held, each Rival's choice in turn order (refusals too), and the last choice's True Rumors
 * deciding the Haven and the Power, the same in Node and in the Lua core.
 */
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { RUMORS, choose, havenDue } from "../core/campaign/havenFixtures";

const lua = loadCoreModuleInLua("src/core/index.ts");

function both(s: GameState, c: Command): GameState | undefined {
  const node = apply(s, c);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
  return node.ok ? node.value : undefined;
}

test("seed 003 F1208B: refusals, choices and the reveal (the Haven chosen: +10 / -10; none: the Pirate +10) decided alike in Lua", () => {
  const s = havenDue();
  expect(both(s, { type: "score", snapshot: { players: [] } } as unknown as Command)).toBeUndefined();
  expect(both(s, choose("Yellow", "2.1"))).toBeUndefined();
  expect(both(s, choose("Blue", "2.1"))).toBeUndefined();
  const b = both(s, choose("Blue", "5.1")) as GameState;
  expect(both(b, choose("Yellow", undefined, RUMORS("5.0")))).toBeUndefined();
  expect(both(b, choose("Yellow", undefined, RUMORS()))).toBeDefined();
  expect(both(b, choose("Yellow", "2.1", RUMORS("2.3", "5.2")))).toBeDefined();
});
