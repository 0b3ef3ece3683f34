/**
 * A guard's or a continue's condition negated through its `and`/`or` (tools/lib/luaCompactNegation.ts),
 * as the guard and continue steps use it. Each sample runs before and after in the Lua VM and gives
 * the same results, every line where it was.
 */
import { spreadNegation } from "../../tools/lib/luaCompactNegation";
import { guardEdits } from "../../tools/lib/luaCompactGuards";
import { continueEdits } from "../../tools/lib/luaCompactContinue";
import { parseLua } from "../../tools/lib/moonsharpSafe";
import { applyEdits } from "../../tools/lib/textEdits";
import type { LuaNode } from "../../tools/lib/luaAst";
import { sameRun } from "../support/luaSteps";

const negate = (cond: string): string | undefined => {
  const code = `return ${cond}`;
  const c = ((parseLua(code) as unknown as LuaNode).body as LuaNode[])[0].arguments as LuaNode[];
  const got = spreadNegation(code, c[0]);
  return got && applyEdits(code, got.edits).slice("return ".length);
};

const guards = (code: string): string => applyEdits(code, guardEdits(code, parseLua(code) as unknown as LuaNode));
const continues = (code: string): string => applyEdits(code, continueEdits(code, parseLua(code) as unknown as LuaNode));

describe("luaCompactNegation: a condition negated through its and/or", () => {
  test("swaps each and/or, == and ~=, drops a not and puts not before a name, field, index or call", () => {
    expect(negate("a == nil or b == nil")).toBe("a ~= nil and b ~= nil");
    expect(negate("a==x or not b.c")).toBe("a~=x and  b.c");
    expect(negate("x and t[1] and f(y)")).toBe("not x or not t[1] or not f(y)");
    expect(negate("(a or b) and c ~= 2")).toBe("(not a and not b) or c == 2");
  });

  test("leaves alone what it cannot negate so, or what would group otherwise", () => {
    expect(negate("a == nil")).toBeUndefined(); // no and/or: the steps' own negation
    expect(negate("a < 1 or b")).toBeUndefined(); // an order comparison (NaN)
    expect(negate("a .. b or c")).toBeUndefined();
    expect(negate("(a and b or c)")).toBeUndefined(); // the parentheses are the whole's: a and b's negation would group with c
    expect(negate("a or b and c")).toBeUndefined(); // not a and (not b or not c) needs parentheses
    expect(negate("x and t[1] or f(y)")).toBeUndefined();
  });

  const GUARDS = `local log = {}
local function g(a, b, t)
    if a == nil or b == nil then
        return
    end
    log[#log + 1] = "g" .. a .. b
    if not t or t.stop then
        return
    end
    log[#log + 1] = "t"
    if t.a and t.b or not t.c then
        return
    end
    log[#log + 1] = "u"
end
local function h(a, b)
    if a < 1 or b then
        return
    end
    log[#log + 1] = "h"
end
g(nil, 1) g(1, nil) g(1, 2, {stop = true}) g(1, 2, {}) g(3, 4) g(5, 6, {a = 1, b = 1}) g(7, 8, {c = 1})
h(0, nil) h(2, false) h(2, true)
return table.concat(log, " ")`;

  test("a guard's and/or condition: if not c then R end, same runs", () => {
    const after = sameRun(GUARDS, guards(GUARDS));
    expect(after).toContain("if a ~= nil and b ~= nil then");
    expect(after).toContain("if  t and not t.stop then");
    expect(after).toContain("if t.a and t.b or not t.c then"); // its negation would group otherwise: stays
    expect(after).toContain("if a < 1 or b then"); // an order comparison: stays
  });

  const LOOP = `local log = {}
for i = 1, 6 do
    do
        if i == 2 or i == 4 then
            goto __continue1
        end
        if i % 5 == 0 and i > 0 then
            goto __continue1
        end
        log[#log + 1] = i
    end
    ::__continue1::
end
return table.concat(log, " ")`;

  test("a continue's and/or condition, and not(c) where it is cheaper or the only way", () => {
    const after = sameRun(LOOP, continues(LOOP));
    expect(after).toContain("if i ~= 2 and i ~= 4 then");
    expect(after).toContain("if not(i % 5 == 0 and i > 0) then");
  });
});
