/**
 * A string's indexOf compared with 0, as its find (tools/lib/luaCompactFind.ts): TSTL's
 * `(string.find(s, x, nil, true) or 0) - 1 == 0` is `string.find(s, x, nil, true) == 1`. Each sample
 * runs before and after in the Lua VM and gives the same results, every line where it was.
 */
import { compactLua } from "../../tools/lib/luaCompact";
import { indexOfEdits } from "../../tools/lib/luaCompactFind";
import { parseLua } from "../../tools/lib/moonsharpSafe";
import { applyEdits } from "../../tools/lib/textEdits";
import type { LuaNode } from "../../tools/lib/luaAst";
import { sameRun } from "../support/luaSteps";

const step = (code: string): string => applyEdits(code, indexOfEdits(code, parseLua(code) as unknown as LuaNode));

const same = sameRun;

/** TSTL's `s.indexOf(x) <op> 0`, for every pair of a few strings (found at the start, later, not at all, the empty string). */
const SAMPLE = `local out = {}
local words = { "broke:3", "a broke:", "none", "" }
local function at(s, x) return {
  (string.find(s, x, nil, true) or 0) - 1 == 0,
  (string.find(s, x, nil, true) or 0) - 1 ~= 0,
  (string.find(s, x, nil, true) or 0) - 1 >= 0,
  (string.find(s, x, nil, true) or 0) - 1 < 0,
  not ((string.find(s, x, nil, true) or 0) - 1 == 0) and "no" or "yes",
} end
for _, s in ipairs(words) do
  for _, x in ipairs({ "broke:", "", "e" }) do out[#out + 1] = at(s, x) end
end
return out`;

describe("a string's indexOf compared with 0, as its find (luaCompactFind.ts)", () => {
  test("== 0, ~= 0, >= 0 and < 0 compare the find itself: the same booleans, every line kept", () => {
    const after = step(SAMPLE);
    same(SAMPLE, after);
    expect(after).toContain("  string.find(s, x, nil, true) == 1,\n  string.find(s, x, nil, true) ~= 1,\n  string.find(s, x, nil, true) ~= nil,\n  string.find(s, x, nil, true) == nil,\n");
    expect(after).toContain('not (string.find(s, x, nil, true) == 1) and "no" or "yes"');
    expect(after).not.toContain("or 0");
    // The compact form too, with its plain finds' `true` still written.
    const compact = compactLua(SAMPLE);
    same(SAMPLE, compact);
    expect(compact).not.toContain("or 0");
    expect(compact.match(/,true\)==1/g)).toHaveLength(2);
  });

  test("other comparisons, a find that is not plain or not the library's, and a comparison over lines stay as they are", () => {
    const kept = [
      "local s = 'abc'\nreturn { (string.find(s, 'b', nil, true) or 0) - 1 > 0, (string.find(s, 'b', nil, true) or 0) - 1 == -1, 0 == (string.find(s, 'b', nil, true) or 0) - 1 }",
      "local s = 'abc'\nreturn { (string.find(s, 'b') or 0) - 1 == 0, (string.find(s, 'b', 1, true) or 0) - 1 == 0, (string.find(s, 'b', nil, true) or 1) - 1 == 0 }",
      "local string = { find = function() return 0 end }\nreturn { (string.find('abc', 'b', nil, true) or 0) - 1 == 0 }",
      "local s = 'abc'\nreturn { (string.find(s, 'a', nil, true) or 0)\n - 1 == 0 }",
    ];
    for (const code of kept) {
      expect(step(code)).toBe(code);
      same(code, compactLua(code));
    }
  });
});
