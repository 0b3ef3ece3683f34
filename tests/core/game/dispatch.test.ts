/**
 * The engine finds a command's handler by its type (a lookup, not a chain of comparisons): a type it
 * has no handler for is refused in the same words as before, in Node and in Lua, whatever the name
 * (an Object prototype member such as "constructor" is found by a lookup in Node, never a handler).
 */
import { apply } from "../../../src/core/rules";
import type { Command } from "../../../src/core/game/types";
import { loadCoreModuleInLua, normalise } from "../../support/lua";
import { fourPlayerGame, lead, refusal } from "./helpers";
import { campaignBattleState } from "../../../tools/bench/campaignBattleScenario";

const lua = loadCoreModuleInLua("src/core/index.ts");

describe("dispatch by command type", () => {
  const s = fourPlayerGame();
  for (const type of ["constructor", "toString", "hasOwnProperty", "__proto__", "valueOf", "nope"]) {
    test(`"${type}" is not a command, in Node and in Lua`, () => {
      const c = { type, player: "Red" } as unknown as Command;
      expect(refusal(s, c)).toBe(`${type} is not a command`);
      expect(lua.call("apply", normalise(s), c)).toEqual(normalise(apply(s, c)));
    });
  }

  test("a known type still reaches its handler (p.8: the player with the initiative leads)", () => {
    const first = s.seats[0];
    const card = s.players.find((p) => p.colour === first)!.hand[0];
    const r = apply(s, lead(first, card));
    expect(r.ok).toBe(true);
    expect(lua.call("apply", normalise(s), lead(first, card))).toEqual(normalise(r));
  });
});

describe("dispatch in a campaign (the campaign module's commands found by type too)", () => {
  const s = campaignBattleState();
  for (const type of ["constructor", "toString", "resolveCrises", "carryOutBlight", "nope"]) {
    test(`"${type}" in a chapter gets the same answer in Node and in Lua`, () => {
      const c = { type, player: "Red" } as unknown as Command;
      const reason = refusal(s, c);
      // An Object prototype name is no campaign step and no base command.
      if (type === "constructor" || type === "toString" || type === "nope") expect(reason).toBe(`${type} is not a command`);
      expect(lua.call("apply", normalise(s), c)).toEqual(normalise(apply(s, c)));
    });
  }
});
