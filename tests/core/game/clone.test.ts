/**
 * clone (src/core/game/util.ts) is apply's deep copy of the state for every command: arrays stay
 * arrays (an empty one too, in JS), objects stay objects, and nothing is shared with the input.
 */
import { clone } from "../../../src/core/game/util";
import { loadCoreModuleInLua, normalise } from "../../support/lua";

const sample = {
  seats: ["Red", "Blue"],
  players: [{ colour: "Red", hand: [] as string[], power: 3, lore: ["L01"] }, { colour: "Blue", hand: ["aggression-2"], power: 0, lore: [] as string[] }],
  empty: {},
  nested: [[], [1, [2, { a: [] }]]],
  flag: false,
};

test("clone copies arrays as arrays (empty ones too) and objects as objects, sharing nothing", () => {
  const c = clone(sample);
  expect(c).toEqual(sample);
  expect(JSON.stringify(c)).toBe(JSON.stringify(sample));
  expect(Array.isArray(c.players[0].hand)).toBe(true);
  expect(Array.isArray(c.nested[0])).toBe(true);
  expect(Array.isArray(c.empty)).toBe(false);
  c.players[0].hand.push("x");
  c.players[1].lore.push("L02");
  (c.nested[1] as unknown[]).push(9);
  expect(sample.players[0].hand).toEqual([]);
  expect(sample.players[1].lore).toEqual([]);
  expect(sample.nested[1]).toEqual([1, [2, { a: [] }]]);
  expect(clone("text")).toBe("text");
  expect(clone(7)).toBe(7);
});

test("clone in the Lua VM gives the same data back", () => {
  const lua = loadCoreModuleInLua("src/core/game/util.ts");
  expect(normalise(lua.call("clone", sample))).toEqual(normalise(sample));
});
