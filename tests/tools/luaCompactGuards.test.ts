/**
 * A function's guard, `if c then return end` and the rest of its body, as `if not c then … end`
 * (tools/lib/luaCompactGuards.ts). Each sample runs before and after in the Lua VM and gives the same
 * results, every line where it was.
 */
import { compactLua } from "../../tools/lib/luaCompact";
import { MAX_NESTED, guardEdits } from "../../tools/lib/luaCompactGuards";
import { parseLua } from "../../tools/lib/moonsharpSafe";
import { applyEdits } from "../../tools/lib/textEdits";
import type { LuaNode } from "../../tools/lib/luaAst";
import { sameRun } from "../support/luaSteps";

const step = (code: string): string => applyEdits(code, guardEdits(code, parseLua(code) as unknown as LuaNode));

/** Guards on `==`, `~=`, `not x`, a field and a call, two in one body, one before a last return, their functions called with every outcome. */
const SAMPLE = `local log = {}
local function a(x)
    if x == nil then
        return
    end
    log[#log + 1] = "a" .. x
end
local function b(x, t)
    if x ~= 1 then
        return
    end
    local y = x + 1
    if not t then
        return
    end
    log[#log + 1] = "b" .. y .. #t
    return y
end
local function c(t)
    if t.stop then
        return
    end
    if type(t) ~= "table" then
        return
    end
    log[#log + 1] = "c"
end
local function d(t)
    if next(t) then
        return
    end
    log[#log + 1] = "d"
    return function() return #log end
end
a(nil) a(2)
local r = { b(1, {}), b(1, nil), b(2, {}) }
c({ stop = true }) c({})
local f = d({}) d({ 1 })
r[#r + 1] = f()
return { log, r }`;

describe("a function's guard as an if around the rest of its body (luaCompactGuards.ts)", () => {
  test("the return and its end go, the condition is negated, the end follows the body's last statement: the same results, every line kept", () => {
    const after = sameRun(SAMPLE, step(SAMPLE));
    expect(after).not.toMatch(/\breturn\s+end/);
    expect(after).toContain("if x ~= nil then");
    expect(after).toContain("if x == 1 then");
    expect(after).toContain("if  t then");
    expect(after).toContain("if not t.stop then");
    expect(after).toContain("if not next(t) then");
    expect(after).toContain('    log[#log + 1] = "a" .. x end\nend');
    expect(after).toContain("    return y end end\nend");
    sameRun(SAMPLE, compactLua(SAMPLE));
  });

  test("a guard in a loop or other block, with a value, a costly condition, a label after it, or last in its body stays as it is", () => {
    const kept = [
      "local n = 0\nlocal function f(t) for _, v in ipairs(t) do if v == 2 then return end n = n + v end end\nf({ 1, 2, 3 })\nreturn n",
      "local function f(x) if x == 1 then return 5 end return 6 end\nreturn { f(1), f(2) }",
      "local n = 0\nlocal function f(x) if x > 1 then return end n = n + x end\nf(1) f(2)\nreturn n",
      "local n = 0\nlocal function f(x) if x and x > 1 then return end n = n + 1 end\nf(1) f(2)\nreturn n",
      "local n = 0\nlocal function f(x) if x == 1 then return end do goto l end ::l:: n = n + 1 end\nf(1) f(2)\nreturn n",
      "local n = 0\nlocal function f(x) n = n + 1 if x == 1 then return end end\nf(1) f(2)\nreturn n",
    ];
    for (const code of kept) {
      expect(step(code)).toBe(code);
      sameRun(code, compactLua(code));
    }
  });

  test(`at most ${MAX_NESTED} guards of one body are nested`, () => {
    const guards = Array.from({ length: MAX_NESTED + 2 }, (_, i) => `if x == ${i} then return end`).join("\n");
    const code = `local n = 0\nlocal function f(x)\n${guards}\nn = n + x\nend\nfor i = 0, 12 do f(i) end\nreturn n`;
    const after = sameRun(code, step(code));
    expect((after.match(/\breturn end/g) ?? []).length).toBe(2);
    expect(after).toContain(`n = n + x${" end".repeat(MAX_NESTED)}\nend`);
  });
});
