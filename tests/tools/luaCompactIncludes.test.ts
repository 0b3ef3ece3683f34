/**
 * An array's `indexOf(x) >= 0` as `includes(x)` and `< 0` as its opposite (tools/lib/luaCompactIncludes.ts).
 * Each sample runs before and after in the Lua VM and gives the same results, every line where it was.
 */
import { compactLua } from "../../tools/lib/luaCompact";
import { includesEdits } from "../../tools/lib/luaCompactIncludes";
import { parseLua } from "../../tools/lib/moonsharpSafe";
import { applyEdits } from "../../tools/lib/textEdits";
import type { LuaNode } from "../../tools/lib/luaAst";
import { sameRun, TSTL_REQUIRE } from "../support/luaSteps";

/** TSTL's lualib module with the two helpers as it writes them (lualib_bundle.lua). */
const LUALIB = `["lualib_bundle"] = function(...)
local function __TS__ArrayIndexOf(self, searchElement, fromIndex)
    if fromIndex == nil then
        fromIndex = 0
    end
    local len = #self
    if len == 0 then
        return -1
    end
    if fromIndex >= len then
        return -1
    end
    if fromIndex < 0 then
        fromIndex = len + fromIndex
        if fromIndex < 0 then
            fromIndex = 0
        end
    end
    for i = fromIndex + 1, len do
        if self[i] == searchElement then
            return i - 1
        end
    end
    return -1
end

local function __TS__ArrayIncludes(self, searchElement, fromIndex)
    if fromIndex == nil then
        fromIndex = 0
    end
    local len = #self
    local k = fromIndex
    if fromIndex < 0 then
        k = len + fromIndex
    end
    if k < 0 then
        k = 0
    end
    for i = k + 1, len do
        if self[i] == searchElement then
            return true
        end
    end
    return false
end

return {
  __TS__ArrayIndexOf = __TS__ArrayIndexOf,
  __TS__ArrayIncludes = __TS__ArrayIncludes
}
 end,`;

const bundle = (lualib: string, body: string) => `
${TSTL_REQUIRE}
${lualib}
["src.entry"] = function(...)
local ____lualib = require("lualib_bundle")
local __TS__ArrayIndexOf = ____lualib.__TS__ArrayIndexOf
local lists = { {}, {1, 2}, {"a", 2, "b"}, {0/0} }
local out = {}
for _, list in ipairs(lists) do
  for _, x in ipairs({1, 2, "b", 0/0, 3}) do
${body}
  end
end
return out
end,
}
return require("src.entry")
`;

const BODY = `    out[#out + 1] = { __TS__ArrayIndexOf(list, x) >= 0, __TS__ArrayIndexOf(list, x) < 0, not (__TS__ArrayIndexOf(list, x) >= 0) }`;

const step = (code: string, lacksFrom = 1): string => applyEdits(code, includesEdits(code, parseLua(code) as unknown as LuaNode, lacksFrom));

const same = sameRun;

describe("an array's indexOf compared with 0 as includes or its opposite (luaCompactIncludes.ts)", () => {
  test(">= 0 asks __TS__ArrayIncludes, < 0 an added __TS__ArrayLacks; the module names them on its require's line; the same booleans (NaN found nowhere)", () => {
    const readable = bundle(LUALIB, BODY);
    const after = step(readable);
    same(readable, after);
    expect(after).toContain("{ __TS__ArrayIncludes(list, x), __TS__ArrayLacks(list, x), not (__TS__ArrayIncludes(list, x)) }");
    expect(after).toContain('local ____lualib = require("lualib_bundle") local __TS__ArrayIncludes = ____lualib.__TS__ArrayIncludes local __TS__ArrayLacks = ____lualib.__TS__ArrayLacks\n');
    expect(after).toMatch(/^return \{ __TS__ArrayLacks = __TS__ArrayLacks,$/m);
    expect(after).toContain("    return -1\nend local function __TS__ArrayLacks(self, searchElement) for i = 1, #self do");
    // Fewer comparisons than pay for __TS__ArrayLacks: only includes.
    const few = step(readable, 2);
    expect(few).not.toContain("__TS__ArrayLacks");
    expect(few).toContain("__TS__ArrayIndexOf(list, x) < 0");
    same(readable, few);
    // The compact form, lualib's helpers locals of the chunk.
    const compact = compactLua(readable);
    same(readable, compact);
    expect(compact).not.toMatch(/\)>=0/);
  });

  test("a start index, another comparison, a comparison over lines, another lualib or another name of a helper leave the call as it is", () => {
    const kept = [
      "    out[#out + 1] = { __TS__ArrayIndexOf(list, x, 1) >= 0, __TS__ArrayIndexOf(list, x) > 0, __TS__ArrayIndexOf(list, x) ~= -1, 0 <= __TS__ArrayIndexOf(list, x) }",
      "    out[#out + 1] = { __TS__ArrayIndexOf(list, x)\n >= 0 }",
    ];
    for (const body of kept) {
      const readable = bundle(LUALIB, body);
      expect(step(readable)).toBe(readable);
      same(readable, compactLua(readable));
    }
    const others = [
      bundle(LUALIB.replace("return true\n", "return 1\n"), BODY),
      bundle(LUALIB, BODY).replace("local lists = ", "local __TS__ArrayIncludes = function() return true end\nlocal lists = "),
      bundle(LUALIB, BODY).replace("local lists = ", "local __TS__ArrayLacks = 1\nlocal lists = "),
    ];
    for (const readable of others) {
      expect(step(readable)).toBe(readable);
      same(readable, compactLua(readable));
    }
  });
});
