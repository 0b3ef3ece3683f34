/**
 * TSTL's `continue` (`do … if c then goto l end … end ::l::`) as an `if` around the rest of the body
 * (tools/lib/luaCompactContinue.ts). Each sample runs before and after in the Lua VM and gives the
 * same results, every line where it was.
 */
import { compactLua } from "../../tools/lib/luaCompact";
import { continueEdits } from "../../tools/lib/luaCompactContinue";
import { parseLua } from "../../tools/lib/moonsharpSafe";
import { applyEdits } from "../../tools/lib/textEdits";
import type { LuaNode } from "../../tools/lib/luaAst";
import { sameRun } from "../support/luaSteps";

const step = (code: string): string => applyEdits(code, continueEdits(code, parseLua(code) as unknown as LuaNode));

/** for…in, numeric for and while bodies; conditions `==`, `~=`, `not x` and others; a local before the if read after it; a closure per pass. */
const SAMPLE = `local function f(t)
    local out = {}
    for _, v in ipairs(t) do
        do
            local w = v * 2
            if w == 4 then
                goto __continue1
            end
            out[#out + 1] = w
            out[#out + 1] = function() return w end
        end
        ::__continue1::
    end
    for i = 1, #t do
        do
            if t[i] ~= 3 then
                goto __continue2
            end
            out[#out + 1] = "three at " .. i
        end
        ::__continue2::
    end
    local i = 0
    while i < #t do
        local ____moonsharpLabel = nil; do
            i = i + 1
            if not (t[i] > 1) then
                goto __continue3
            end
            out[#out + 1] = -t[i]
        end
        ::__continue3::
    end
    for _, v in ipairs(t) do
        do
            if v > 1 and v < 3 or v == 5 then
                goto __continue4
            end
            out[#out + 1] = v
        end
        ::__continue4::
    end
    local r = {}
    for _, x in ipairs(out) do r[#r + 1] = type(x) == "function" and x() or x end
    return r
end
return { f({ 1, 2, 3, 5 }), f({}) }`;

describe("TSTL's continue as an if around the rest of the body (luaCompactContinue.ts)", () => {
  test("the goto, its label and the block go; the condition is negated: the same results, every line kept", () => {
    const after = sameRun(SAMPLE, step(SAMPLE));
    expect(after).not.toContain("goto");
    expect(after).not.toContain("::");
    expect(after).toContain("if w ~= 4 then");
    expect(after).toContain("if t[i] == 3 then");
    expect(after).toContain("if  (t[i] > 1) then");
    expect(after).toContain("if not(v > 1 and v < 3 or v == 5) then");
    sameRun(SAMPLE, compactLua(SAMPLE));
  });

  test("two gotos, each its own if's one statement: the ifs nest, the block's end and one more close them", () => {
    const code = "local n = 0\nfor i = 1, 5 do\n  do\n    local j = i * 2\n    if i == 1 then goto c end\n    n = n + j\n    if j > 6 then goto c end\n    n = n + 100\n  end\n  ::c::\nend\nreturn n";
    const after = sameRun(code, step(code));
    expect(after).toBe("local n = 0\nfor i = 1, 5 do\n  \n    local j = i * 2\n    if i ~= 1 then  \n    n = n + j\n    if not(j > 6) then  \n    n = n + 100\n  end end\n  \nend\nreturn n");
    sameRun(code, compactLua(code));
  });

  test("a goto inside a nested statement, or an if with more than the goto stay as they are", () => {
    const kept = [
      "local n = 0\nfor i = 1, 4 do\n  do\n    for j = 1, 2 do\n      if j == i then goto c end\n    end\n    n = n + i\n  end\n  ::c::\nend\nreturn n",
      "local n = 0\nfor i = 1, 4 do\n  do\n    if i == 2 then n = n + 10 goto c end\n    n = n + i\n  end\n  ::c::\nend\nreturn n",
    ];
    for (const code of kept) {
      expect(step(code)).toBe(code);
      sameRun(code, compactLua(code));
    }
  });
});
