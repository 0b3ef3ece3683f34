/** Protected Guild cards (BR p.27) decide the same in Lua (TSTL) as in Node. */
import * as node from "../../src/core/campaign/protectedGuild";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/campaign/protectedGuild.ts");

test("BR p.27: F202 is protected except against its holder's Fuel Outrage; unmarked cards pass, in Lua too", () => {
  const cases: [string, string, string | undefined][] = [["F202", "Red", undefined], ["F202", "Red", "fuel"], ["F202", "Blue", "relic"], ["CC01", "Red", undefined], ["BC02", "Red", undefined], ["CC14", "Red", undefined]];
  for (const [id, holder, outrage] of cases) {
    expect(lua.call("guildRemovalRefusal", id, holder, outrage)).toEqual(normalise(node.guildRemovalRefusal(id, holder, outrage as never)));
    expect(lua.call("isProtectedGuildCard", id)).toBe(node.isProtectedGuildCard(id));
  }
  expect(node.guildRemovalRefusal("F202", "Red", "fuel")).toBeUndefined();
  expect(node.isProtectedGuildCard("F202")).toBe(true);
});
