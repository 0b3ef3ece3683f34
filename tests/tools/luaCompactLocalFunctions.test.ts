/**
 * A local function's name declared by a local before it (tools/lib/luaCompactLocalFunctions.ts, in
 * the compact form's last pass). Each sample runs before and after in the Lua VM and gives the same
 * results, every line where it was.
 */
import { localFunctionEdits } from "../../tools/lib/luaCompactLocalFunctions";
import { compactSyntax } from "../../tools/lib/luaCompactSyntax";
import { parseLua } from "../../tools/lib/moonsharpSafe";
import { applyEdits } from "../../tools/lib/textEdits";
import type { LuaNode } from "../../tools/lib/luaAst";
import { sameRun } from "../support/luaSteps";

const hoisted = (code: string): string => sameRun(code, applyEdits(code, localFunctionEdits(code, parseLua(code) as unknown as LuaNode)));
const lines = (code: string): string[] => code.split("\n").map((l) => l.trim());

describe("luaCompactLocalFunctions: a local function's name declared by a local before it", () => {
  test("joins the names of the nearest local before it; recursion, later reads and a call's extra values are the same", () => {
    const code = `local log = {}
local function two() return 1, 2 end
local a, b = two()
local function fact(n) if n <= 1 then return 1 end return n * fact(n - 1) end
log[#log + 1] = "between"
local function twice(x) return fact(x) * 2 end
local c = 5
local function more() return c + twice(3) end
return a, b, fact(5), twice(4), more(), #log`;
    const out = lines(hoisted(code));
    // two joins log; fact joins a, b (past the call's values: unread until set); more joins c.
    expect(out[0]).toBe("local log,two = {}");
    expect(out[1]).toBe("function two() return 1, 2 end");
    expect(out[2]).toBe("local a, b,fact = two()");
    expect(out[3]).toBe("function fact(n) if n <= 1 then return 1 end return n * fact(n - 1) end");
    // `,twice` is no shorter than `local `: it stays.
    expect(out[5]).toBe("local function twice(x) return fact(x) * 2 end");
    expect(out[6]).toBe("local c,more = 5");
    expect(out[7]).toBe("function more() return c + twice(3) end");
  });

  test("stays where the stretch before it names its name from outside, declares it, or the local declares it", () => {
    const code = `local f = function() return "outer" end
local x = 1
local g = function() return "g " .. f() end
local r = {}
r[1] = f()
local function f() return "inner" end
local y = 2
r[2] = f()
local function f() return "again" end
local z = 3
local function h() return z end
local function k(n) local h = n return h end
return g(), r[1], r[2], f(), h(), k(7), x, y`;
    const out = lines(hoisted(code));
    // r[1] reads the outer f before the inner one: f stays local; r[2] reads the inner f: the next f
    // stays too; h and k join z (k's own h is its own). g's value is the local's own, evaluated
    // before its names: its f is the outer one either way.
    expect(out[5]).toBe('local function f() return "inner" end');
    expect(out[8]).toBe('local function f() return "again" end');
    expect(out[9]).toBe("local z,h,k = 3");
    expect(out[10]).toBe("function h() return z end");
    expect(out[11]).toBe("function k(n) local h = n return h end");
  });

  test("a global assigned or read in the stretch keeps the function local; so does a global of its name read there through a nested block", () => {
    const code = `local a = 1
f = 10
local function f() return 20 end
local b = 2
do local seen = f end
local function f() return 30 end
return f(), _G.f, a, b`;
    const out = lines(hoisted(code));
    expect(out[2]).toBe("local function f() return 20 end");
    expect(out[5]).toBe("local function f() return 30 end");
  });

  test("not in a loop's body at any depth short of a function; a function's body inside a loop is its own", () => {
    const code = `local out = {}
for i = 1, 2 do
  local x = i
  local function f() return x end
  do local y = 1 local function g() return y + x end out[#out + 1] = g() end
  out[#out + 1] = f()
  local h = function() local z = 3 local function k() return z * i end return k() end
  out[#out + 1] = h()
end
while #out < 7 do local w = 1 local function p() return w end out[#out + 1] = p() end
return table.concat(out, ",")`;
    const out = lines(hoisted(code));
    expect(out[3]).toBe("local function f() return x end");
    expect(out[4]).toBe("do local y = 1 local function g() return y + x end out[#out + 1] = g() end");
    expect(out[6]).toBe("local h = function() local z,k = 3 function k() return z * i end return k() end");
    expect(out[9]).toContain("local function p()");
  });

  test("in the compact form's last pass: a module's functions join its imports' run", () => {
    const code = `local m = {}
local a = 1
local b = 2
local function f(x) return x + a end
local function g(x) return f(x) * b end
m.g = g
return m.g(3)`;
    const out = sameRun(code, compactSyntax(code));
    expect(lines(out).slice(0, 5)).toEqual(["local m,a,b,f,g = {}", ", 1", ", 2", "function f(x) return x + a end", "function g(x) return f(x) * b end"]);
  });
});
