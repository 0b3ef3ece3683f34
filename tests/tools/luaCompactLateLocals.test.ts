/**
 * A local declared by a local before it (tools/lib/luaCompactLateLocals.ts, after the compact form's
 * last pass). Each sample runs before and after in the Lua VM and gives the same results, every
 * line where it was.
 */
import { lateLocalEdits } from "../../tools/lib/luaCompactLateLocals";
import { compactLua } from "../../tools/lib/luaCompact";
import { parseLua } from "../../tools/lib/moonsharpSafe";
import { applyEdits } from "../../tools/lib/textEdits";
import type { LuaNode } from "../../tools/lib/luaAst";
import { sameRun } from "../support/luaSteps";

const late = (code: string): string => sameRun(code, applyEdits(code, lateLocalEdits(code, parseLua(code) as unknown as LuaNode)));
const lines = (code: string): string[] => code.split("\n").map((l) => l.trim());

describe("luaCompactLateLocals: a local declared by a local before it", () => {
  test("a local function joins the names of the local before it; recursion and later reads are the same", () => {
    const code = `local log = {}
local function two() return 1, 2 end
local a, b = two()
local function fact(n) if n <= 1 then return 1 end return n * fact(n - 1) end
log[#log + 1] = "between"
local function twice(x) return fact(x) * 2 end
log[#log + 1] = "and"
local function more() return a + twice(3) end
return a, b, fact(5), twice(4), more(), #log`;
    const out = lines(late(code));
    // Every local joins log's; `,twice` is no shorter than `local `: it stays.
    expect(out[0]).toBe("local log,two,a,b,fact,more = {}");
    expect(out[1]).toBe("function two() return 1, 2 end");
    expect(out[2]).toBe("a, b = two()");
    expect(out[3]).toBe("function fact(n) if n <= 1 then return 1 end return n * fact(n - 1) end");
    expect(out[5]).toBe("local function twice(x) return fact(x) * 2 end");
    expect(out[7]).toBe("function more() return a + twice(3) end");
  });

  test("a local with values becomes an assignment: names without a value are set nil, a call's list spreads as before; a name past the first local's call takes a value unread", () => {
    const code = `local first = select(2, "a", "b", "c")
local t = {}
t[1] = first
local c, d = string.byte("xy", 1, 2)
t[2] = "y"
local e, f = 5
t[3] = "z"
local g = tostring(7)
t[4] = "w"
local h
return t, c, d, e, f, g, h`;
    const out = lines(late(code));
    // t takes select's "c" until its own line sets it.
    expect(out[0]).toBe('local first,t,c,d,e,f,g = select(2, "a", "b", "c")');
    expect(out[1]).toBe("t = {}");
    expect(out[3]).toBe('c, d = string.byte("xy", 1, 2)');
    expect(out[5]).toBe("e, f = 5");
    expect(out[7]).toBe("g = tostring(7)");
    // A local without values stays: nothing to assign.
    expect(out[9]).toBe("local h");
  });

  test("stays where the stretch before it or its own values name its name from outside, or a local there declares it", () => {
    const code = `local f = function() return "outer" end
local x = 1
local r = {}
r[1] = f()
local function f() return "inner" end
local y = 2
r[2] = f()
local function f() return "again" end
local z = 3
local n = z
local k = function(v) local n = v return n end
local w = w or "global w"
return r[1], r[2], f(), n, k(7), x, y, w`;
    const out = lines(late(code));
    // The locals join f's; r[1] reads the outer f: the inner f stays local; r[2] reads the inner
    // f: the next f stays too; k's own n is its own (a parameter now); w reads the global w in its own value: it
    // stays.
    expect(out[0]).toBe('local f,x,r,y,z,n,k = function() return "outer" end');
    expect(out[4]).toBe('local function f() return "inner" end');
    expect(out[5]).toBe("y = 2");
    expect(out[7]).toBe('local function f() return "again" end');
    expect(out[9]).toBe("n = z");
    expect(out[10]).toBe("k = function(v,n) n = v return n end");
    expect(out[11]).toBe('local w = w or "global w"');
  });

  test("a global assigned or read in the stretch keeps the local; so does one read there through a nested block", () => {
    const code = `local a = 1
f = 10
local function f() return 20 end
local b = 2
do local seen = f end
local function f() return 30 end
return f(), _G.f, a, b`;
    const out = lines(late(code));
    expect(out[0]).toBe("local a,b = 1");
    expect(out[2]).toBe("local function f() return 20 end");
    expect(out[5]).toBe("local function f() return 30 end");
  });

  test("not in a loop's body at any depth short of a function; a function's body inside a loop is its own", () => {
    const code = `local out = {}
for i = 1, 2 do
  local x = i
  out[#out + 1] = x
  local function f() return x end
  do local y = 1 out[#out + 1] = y local function g() return y + x end out[#out + 1] = g() end
  out[#out + 1] = f()
  local h = function() local z = 3 out[#out + 1] = z local function k() return z * i end return k() end
  out[#out + 1] = h()
end
while #out < 12 do local w = 1 out[#out + 1] = w local function p() return w end out[#out + 1] = p() end
return table.concat(out, ",")`;
    const out = lines(late(code));
    expect(out[4]).toBe("local function f() return x end");
    expect(out[5]).toBe("do local y = 1 out[#out + 1] = y local function g() return y + x end out[#out + 1] = g() end");
    expect(out[7]).toBe("local h = function(z,k) z = 3 out[#out + 1] = z function k() return z * i end return k() end");
    expect(out[10]).toContain("local function p()");
  });

  test("in a function's own body the parameters come first: extra values a caller hands are never read; a ... list, or a name read before its statement, stays", () => {
    const code = `local function each(t, f) local out = {} for i, v in ipairs(t) do out[#out + 1] = f(v, i, t) end return table.concat(out, ",") end
local r = {}
r[1] = each({ 1, 2 }, function(v) local w = v * 10 return w end)
r[2] = each({ 3 }, function() local a, b = 7 return tostring(a) .. tostring(b) end)
local function m(x, ...) local y = select("#", ...) return x + y end
r[3] = m(1, 2, 3)
local obj = { k = 5 }
function obj:get(d) local v = self.k + d return v end
r[4] = obj:get(1)
local function shadow(p) local q = p local p2 = q + 1 return p2 end
r[5] = shadow(4)
local g = 1
local function reads(x) local h = g local g = h + x return g end
r[6] = reads(2)
return table.concat(r, ";")`;
    const out = lines(late(code));
    // each's callbacks get (value, index, table): w takes the index, then its value.
    expect(out[0]).toBe("local function each(t, f,out) out = {} for i, v in ipairs(t) do out[#out + 1] = f(v, i, t) end return table.concat(out, \",\") end");
    expect(out[2]).toBe("r[1] = each({ 1, 2 }, function(v,w) w = v * 10 return w end)");
    // b without a value is set nil by the assignment, not left the index each hands.
    expect(out[3]).toBe("r[2] = each({ 3 }, function(a,b) a, b = 7 return tostring(a) .. tostring(b) end)");
    expect(out[4]).toBe('function m(x, ...) local y = select("#", ...) return x + y end');
    expect(out[7]).toBe("function obj:get(d,v) v = self.k + d return v end");
    expect(out[9]).toBe("local function shadow(p,q,p2) q = p p2 = q + 1 return p2 end");
    // reads' second local names g, read from outside by the first: it stays.
    expect(out[12]).toBe("local function reads(x,h) h = g local g = h + x return g end");
  });

  test("in the compact form: a module's functions and later locals join its first run of locals", () => {
    const code = `local m = {}
local a = 1
local b = 2
local function f(x) return x + a end
local c = f(1)
local function g(x) return f(x) * b + c end
m.g = g
return m.g(3)`;
    const out = lines(sameRun(code, compactLua(code)));
    // m, a and b run together (luaCompactSyntax.ts); f, c and g join them.
    expect(out[0]).toMatch(/^local \w,\w,\w,\w,\w,\w=\{\}$/);
    expect(out.slice(3, 6).map((l) => l.replace(/\w+/g, "_"))).toEqual(["_ _(_)_ _+_ _", "_=_(_)", "_ _(_)_ _(_)*_+_ _"]);
  });
});
