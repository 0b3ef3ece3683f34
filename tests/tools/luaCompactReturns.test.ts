/**
 * TSTL's early return of a value always true, then the last return, as one `return c and X or y`
 * (tools/lib/luaCompactReturns.ts). Each sample runs before and after in the Lua VM and gives the
 * same results, every line where it was.
 */
import { compactLua } from "../../tools/lib/luaCompact";
import { earlyReturnEdits, foldedReturns } from "../../tools/lib/luaCompactReturns";
import { parseLua } from "../../tools/lib/moonsharpSafe";
import { applyEdits } from "../../tools/lib/textEdits";
import type { LuaNode } from "../../tools/lib/luaAst";
import { sameRun } from "../support/luaSteps";

const step = (code: string): string => applyEdits(code, earlyReturnEdits(code, parseLua(code) as unknown as LuaNode));

/** Each function over values that make its condition true, false and nil, its last value nil or false too. */
const SAMPLE = `local function text(a, b)
    if a == 1 then
        return "one"
    end
    return b
end
local function joined(a, b)
    if a or b then
        return "got " .. tostring(a)
    end
    return b
end
local function made(a)
    if a and a > 2 then
        return { a }
    end
    return a == 2 and 7 or nil
end
local function nested(a)
    local out = {}
    for i = 1, 2 do
        out[i] = (function()
            if a then return "n" .. i end
            return false
        end)()
    end
    return out
end
local r = {}
for _, a in ipairs({ 1, 2, 3 }) do
    r[#r + 1] = { text(a, false), text(a, nil), joined(a, nil), joined(nil, false), made(a), nested(a), nested(nil) }
end
r[#r + 1] = { text(nil, "b"), joined(false, nil), made(nil) }
return r`;

describe("an early return of a value always true as and/or (luaCompactReturns.ts)", () => {
  test("the if and the last return are one return: the same results, every line kept", () => {
    const after = sameRun(SAMPLE, step(SAMPLE));
    expect(after).not.toMatch(/\bif\b/);
    expect(after).toContain('return a == 1 and\n         "one"\n    or\n     b');
    expect(after).toContain("return (a or b) and");
    sameRun(SAMPLE, compactLua(SAMPLE));
  });

  test("a value that may be false or nil, a call or ... last, an else, more statements, or not the block's end stay as they are", () => {
    const kept = [
      "local function f(a, b) if a then return b end return 1 end\nreturn { f(true, false), f(false, 2) }",
      "local function g() return 1, 2 end\nlocal function f(a) if a then return 'x' end return g() end\nreturn { f(false) }",
      "local function f(a, ...) if a then return 'x' end return ... end\nreturn { f(false, 1, 2) }",
      "local function f(a) if a then return 'x' else return 'y' end return 'z' end\nreturn { f(false) }",
      "local function f(a) if a then return 'x' elseif a == false then return 'w' end return 'z' end\nreturn { f(false), f(nil) }",
      "local function f(a) if a then a = 1 return 'x' end return 'z' end\nreturn { f(false) }",
      "local function f(a) if a then return 'x' end local b = a return b end\nreturn { f(false) }",
    ];
    for (const code of kept) {
      expect(step(code)).toBe(code);
      sameRun(code, compactLua(code));
    }
  });

  test("a chain of early returns folds from its end, one if a pass, and stops where an if cannot fold", () => {
    const CHAIN = `local function f(a, b)
    if a == 1 then
        return "one"
    end
    if b then
        return { b }
    end
    if a == 3 then
        return "three " .. tostring(b)
    end
    return nil
end
local function g(a)
    if a then
        return a
    end
    if a == false then
        return "false"
    end
    return "none"
end
local r = {}
for _, a in ipairs({ 1, 2, 3 }) do
    r[#r + 1] = { f(a, nil), f(a, false), f(a, 7), g(a) }
end
r[#r + 1] = { f(nil, nil), g(false), g(nil) }
return r`;
    const parse = (code: string) => parseLua(code) as unknown as LuaNode;
    const after = sameRun(CHAIN, foldedReturns(CHAIN, parse));
    expect(after).toContain('return a == 1 and\n         "one"\n    or\n     b and');
    expect(after).toContain("    or\n     a == 3 and\n");
    expect(after).toContain("    if a then\n        return a\n    end\n    return a == false and");
    expect(foldedReturns(after, parse)).toBe(after);
    sameRun(CHAIN, compactLua(CHAIN));
  });
});
