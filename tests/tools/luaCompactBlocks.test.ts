/**
 * TSTL's plain `do … end` blocks out of the compact form where their locals can live in the
 * enclosing block (tools/lib/luaCompactBlocks.ts). Each sample runs before and after in the Lua VM
 * and gives the same results, every line where it was.
 */
import { compactLua } from "../../tools/lib/luaCompact";
import { plainBlockEdits } from "../../tools/lib/luaCompactBlocks";
import { parseLua } from "../../tools/lib/moonsharpSafe";
import { applyEdits } from "../../tools/lib/textEdits";
import type { LuaNode } from "../../tools/lib/luaAst";
import { TSTL_REQUIRE, sameRun } from "../support/luaSteps";

const step = (code: string): string => applyEdits(code, plainBlockEdits(parseLua(code) as unknown as LuaNode));
const blocks = (code: string): number => (code.match(/\bdo\b/g) ?? []).length - (code.match(/\b(while|for)\b/g) ?? []).length;

/**
 * TSTL's loops it cannot write as `for` (the limit changes in the body), twice in one function (the
 * second declares its own `i`), in a for…in body with a closure, a field named like a counter, and a
 * block that ends the function with its return.
 */
const SAMPLE = `local function sum(t)
    local n = 0
    do
        local i = 0
        while i < #t do
            n = n + t[i + 1]
            if t[i + 1] == 2 then t[#t + 1] = 0 end
            i = i + 1
        end
    end
    do
        local i = 10
        while i < 12 do
            n = n + i
            i = i + 1
        end
    end
    local fs = {}
    for _, v in ipairs(t) do
        local k = v * 2
        do
            local j = 0
            while j < k do
                j = j + 1
            end
            fs[#fs + 1] = function() return j + k end
        end
    end
    do
        local last = #fs
        local o = { i = n }
        return o.i, fs[1](), fs[last]()
    end
end
return { sum({ 1, 2, 3 }) }`;

describe("plain blocks out of the compact form (luaCompactBlocks.ts)", () => {
  test("a block whose locals nothing after it reads (but locals of the same name declared later) loses its do and end: the same results, every line kept", () => {
    const after = sameRun(SAMPLE, step(SAMPLE));
    expect(blocks(SAMPLE)).toBe(4);
    expect(blocks(after)).toBe(0);
    sameRun(SAMPLE, compactLua(SAMPLE));
  });

  test("a block stays where a later statement names its local, where a label is near, a return ends it mid-block, an export copy, in a repeat body, lualib's module and the probes", () => {
    const kept = [
      // `i` after the block is the outer one.
      "local i = 5\ndo\n  local i = 0\n  while i < 2 do i = i + 1 end\nend\nreturn i",
      // A global of that name, read in a function made after the block.
      "do\n  local i = 0\n  while i < 2 do i = i + 1 end\nend\nlocal function f() return i end\nreturn f()",
      // A label in the block, or anywhere in the enclosing block (TSTL's continue).
      "local n = 0\nfor k = 1, 3 do\n  do\n    local x = k\n    if x == 2 then goto c end\n    n = n + x\n  end\n  ::c::\nend\nreturn n",
      "local n = 0\ndo\n  local x = 1\n  do goto d end\n  ::d::\n  n = x\nend\nreturn n",
      // A return that is not the enclosing block's last statement.
      "local function f(a)\n  do local c = a + 2 return c end\n  return 0\nend\nreturn f(1)",
      // TSTL's copy of an \`export *\` (the empty modules' step reads it as written).
      'local function require(m) return { a = m } end\nlocal ____exports = {}\ndo\n  local ____export = require("x")\n  for k, v in pairs(____export) do ____exports[k] = v end\nend\nreturn ____exports',
      // A repeat body (its until reads the body's locals: here the global \`m\`).
      "local n = 0\nrepeat\n  do local m = 1 n = n + m end\nuntil m == nil and n > 2\nreturn n",
    ];
    for (const code of kept) {
      expect(step(code)).toBe(code);
      sameRun(code, compactLua(code));
    }
    const lualib = `${TSTL_REQUIRE}\n["lualib_bundle"] = function(...)\nlocal x = nil\ndo\n  local y = 1\n  x = y\nend\nreturn { x = x }\nend,\n["src.tts.selfcheck.moonsharpProbes"] = function(...)\ndo local z = 1 end\nreturn {}\nend,\n["main"] = function(...)\ndo local w = require("lualib_bundle").x end\nreturn {}\nend,\n}\nreturn require("main")`;
    const after = step(lualib);
    expect(after).toContain("do\n  local y = 1\n  x = y\nend");
    expect(after).toContain("do local z = 1 end");
    expect(after).toContain('\n  local w = require("lualib_bundle").x  \n');
    sameRun(lualib, after);
  });
});
