/**
 * The shipped form of a bundle (tools/lib/luaCompact.ts): shorter, every line where it was, and the
 * same program. Each sample runs before and after in the Lua VM and must give the same results; the
 * built save's scripts (compacted by the build) are driven by every scenario test.
 */
import { withProseWords } from "../../tools/lib/luaCompactProse";
import { compactLua } from "../../tools/lib/luaCompact";
import { bundleModuleNames } from "../../tools/lib/luaCompactImports";
import { compactSyntax, forInBlocks } from "../../tools/lib/luaCompactSyntax";
import { parseLua } from "../../tools/lib/moonsharpSafe";
import { builtSave } from "../support/builtSave";
import { ttsPropertyNames } from "../../tools/lib/ttsProperties";
import { checkLua52 } from "../../tools/lib/luaGate";
import { LuaVm } from "../../tools/lib/luaVm";
import { compileCached } from "../support/lua";
import { joinLuaLines } from "../../tools/lib/luaJoin";
import { withLualibLocals } from "../../tools/lib/luaCompactLualib";
import { sameRun } from "../support/luaSteps";

/** TSTL's bundle entry for `export * from "./maths"` in src/lib/index.ts (a barrel re-exporting every name). */
const MATHS_BARREL = `["src.lib.index"] = function(...)
local ____exports = {}
do
    local ____export = require("src.lib.maths")
    for ____exportKey, ____exportValue in pairs(____export) do
        if ____exportKey ~= "default" then
            ____exports[____exportKey] = ____exportValue
        end
    end
end
return ____exports
end,`;

const same = (code: string): string => sameRun(code, compactLua(code));

describe("compactLua keeps the program", () => {
  test("a string written out more than once is written once, as a local of the chunk; patterns, module names and bracketed keys stay written out", () => {
    const long = "**Crisis:** In turn order, each player must scrap 1 Loyal ship on the map.";
    const compact = same(`
local cards = { { id = "F1", text = { "${long}" } }, { id = "F2", text = { "${long}" } } }
local keyed = { ["administration"] = 1 }
local function says(x) return x .. " is not playing" end
local function find(s) return string.find(s, "(.-)end") end
local function match(s) return string.match(s, "(.-)end") end
return { cards[1].text[1] == cards[2].text[1], says("Red"), says("Blue"), keyed["administration"], keyed.administration,
  find("a-end"), match("b-end"), "administration" }`);
    expect(compact.split(long).length).toBe(2);
    expect(compact.split('" is not playing"').length).toBe(2);
    // The lazy patterns stay literals where the gate reads them, the bracketed key too.
    expect(compact.split('"(.-)end"').length).toBe(3);
    expect(compact).toContain('["administration"]');
  });

  test("a long field name read or keyed often is read through the same local as its string; calls, library tables, module tables, TTS's properties and short names stay written", () => {
    const code = `
local ____exports = {}
local seats = { { colour = "Red", initiative = true }, { colour = "Blue", initiative = false } }
local state = { players = seats, colourOf = {} }
function state.colourName(i) return state.players[i].colour end
function ____exports.colourCount() return #state.players end
local function describe(s) return s.colour .. (s.initiative and " has the initiative" or "") end
local out = {}
for i, p in ipairs(state.players) do
  state.colourOf[p.colour] = i
  out[#out + 1] = { colour = p.colour, initiative = p.initiative, text = describe(p), name = state.colourName(i) }
end
local found = string.find("colour", "lo", 1, true)
local up = string.upper(out[1].colour)
local plain = { colour = "colour" }
-- A property TTS's API declares (an object's resting) stays dotted: on a userdata MoonSharp may read obj[k] otherwise.
local obj = { resting = true }
local still = obj.resting and obj.resting and obj.resting and obj.resting and obj.resting
return { out[1].text, out[2].colour, out[2].initiative, state.colourOf.Red, ____exports.colourCount(), found, up, plain.colour, out[1].name, seats[1].initiative, still }`;
    const compact = same(code);
    // colour: read 8 times, keyed 3 times, written 2 times: one local; no .colour nor colour= is left,
    // "colour" is written where it is declared and as the find's argument (which stays written).
    expect(compact).not.toMatch(/\.colour\b|\bcolour=/);
    expect(compact.split('"colour"').length).toBe(3);
    // A function's name, a call's base, a module table's field and Lua's library stay written.
    expect(compact).toMatch(/function \w+\.colourName\(/);
    expect(compact).toMatch(/\w+\.colourName\(/);
    expect(compact).toContain(".find(");
    expect(compact).toContain(".upper(");
    expect(compact.match(/\.resting\b/g)).toHaveLength(5);
    // Short names (.text, .name) gain nothing and stay.
    expect(compact).toContain(".text");
    expect(compact).toContain("name=");
  });

  test("nil, true and false are read from locals of the chunk declared with their values; a plain find's true stays written out", () => {
    const compact = same(`
local function pick(a, b) if a == nil then return b end return a end
local seen = { x = true, y = false, z = nil }
local n = 0
for i = 1, 3 do local slot = nil if i == 2 then slot = true end if slot == true then n = n + 1 end end
local function plain(s) return string.find(s, "(.-)", 1, true) end
local function none() return nil, nil, nil, nil, nil, nil end
local flags = { true, true, true, true, true, true }
return { #flags, pick(nil, 1), pick(2, nil), seen.x == true, seen.y == false, seen.z == nil, n, plain("a(.-)b"), pick(false, 3) == false, select("#", none()) }`);
    // Each word once, on the first line, in the chunk's declaration; never written out in the body.
    const [first, ...rest] = compact.split("\n");
    const body = rest.join("\n");
    for (const w of ["nil", "false", "true"]) {
      expect(first).toMatch(new RegExp(`=.*\\b${w}\\b`));
      if (w !== "true") expect(body).not.toMatch(new RegExp(`\\b${w}\\b`));
    }
    // The fourth argument of a find stays the literal the lazy-pattern gate reads.
    expect(body).toMatch(/"\(\.-\)",1,true\)/);
    expect(body.split(/\btrue\b/).length).toBe(2);
  });

  test("past the locals' count, repeated strings are read from one table of the chunk; a string used once stays written", () => {
    // 230 strings, each written three times: as many become locals as the chunk's function can hold
    // (200 locals, its own, nil/true/false, the table and a margin of 8: 185), the rest entries of one table.
    const words = Array.from({ length: 230 }, (_, i) => `the ${String(i).padStart(3, "0")}th refusal of a long sample`);
    const uses = words.map((w) => `"${w}", "${w}", "${w}"`).join(",\n");
    const compact = same(`
local all = {
${uses}
}
local once = "written only once in the whole chunk"
return { #all, all[1], all[690], all[689] == all[688], once }`);
    const [first, ...rest] = compact.split("\n");
    const body = rest.join("\n");
    for (const w of words) expect(compact.split(`"${w}"`).length).toBe(2);
    expect(body).not.toContain("refusal of a long sample");
    // (One statement declares every local of the chunk's first line: luaCompactSyntax.ts.)
    expect(first).toMatch(/^local [A-Za-z_,]+=.*,\{"the \d{3}th refusal/);
    expect(body).toMatch(/[A-Za-z_]+\[30\]/);
    expect(body).toContain('"written only once in the whole chunk"');
  });

  test("the locals go to the strings they save most on over the table; in the table the most-read come first", () => {
    // A long text written three times saves nearly as much from the table; a short one written 13
    // times saves far more as a local. 230 of the first (more than the locals), 20 longer ones written
    // twice (which save the most bytes of all, and the least over the table).
    const long = (n: number) => " and so on".repeat(n);
    const thrice = Array.from({ length: 230 }, (_, i) => `the ${String(i).padStart(3, "0")}th refusal of a long sample${long(18)}`);
    const twice = Array.from({ length: 20 }, (_, i) => `the ${String(i).padStart(3, "0")}th twice-written refusal${long(38)}`);
    const code = `
local all = {
${thrice.map((w) => `"${w}", "${w}", "${w}"`).join(",\n")},
${twice.map((w) => `"${w}", "${w}"`).join(",\n")}
}
local says = {}
for i = 1, 12 do says[i] = "Red" .. " is not playing" end
says[13] = "Blue" .. " is not playing"
says[14] = "White" .. " is not playing"
says[15] = "Yellow" .. " is not playing"
return { #all, all[1], all[749], says[15], table.concat({ ${Array.from({ length: 9 }, () => '" is not playing"').join(", ")} }) }`;
    const compact = same(code);
    const first = compact.split("\n")[0];
    const table = first.indexOf(',{"');
    expect(table).toBeGreaterThan(0);
    // The short string is a local (in front of the table), not an entry of it.
    expect(first.indexOf('" is not playing"')).toBeGreaterThan(0);
    expect(first.indexOf('" is not playing"')).toBeLessThan(table);
    // Every thrice-written string in the table comes before every twice-written one.
    const at = (w: string) => first.indexOf(`"${w}"`, table);
    const lastThrice = Math.max(...thrice.map(at));
    const twiceAt = twice.map(at);
    expect(twiceAt.every((i) => i > 0)).toBe(true);
    expect(Math.min(...twiceAt)).toBeGreaterThan(lastThrice);
  });

  test("past the locals, a long field name read or keyed often is an entry of the table; TTS's properties, calls and a function's name stay dotted", () => {
    // 230 strings written six times fill the locals; the field names come after them.
    const words = Array.from({ length: 230 }, (_, i) => `the ${String(i).padStart(3, "0")}th refusal of a long sample`);
    const code = `
local all = {
${words.map((w) => `"${w}", "${w}", "${w}", "${w}", "${w}", "${w}"`).join(",\n")}
}
local Holder = { prototype = {} }
function Holder.prototype.defendingFlagshipOf(self) return self.defendingFlagship end
local battle = { defendingFlagship = { armourPlates = 2 }, attackerGuildCards = { "a", "b" } }
local obj = { is_face_down = true, resting = false }
local n = battle.defendingFlagship.armourPlates + battle.defendingFlagship.armourPlates + #battle.attackerGuildCards
local copy = { defendingFlagship = battle.defendingFlagship, attackerGuildCards = battle.attackerGuildCards }
local down = obj.is_face_down and obj.is_face_down and obj.is_face_down and obj.is_face_down
local f = Holder.prototype.defendingFlagshipOf(battle)
return { #all, n, copy.defendingFlagship.armourPlates, copy.attackerGuildCards[2], down, f.armourPlates, battle.defendingFlagship == f }`;
    const compact = same(code);
    expect(new LuaVm().run(compact)).toEqual([1380, 6, 2, "b", true, 2, true]);
    const lines = compact.split("\n");
    const body = lines.slice(1).join("\n");
    const table = lines[0].slice(lines[0].indexOf(',{"'));
    // (defendingFlagship, read most, is one of the locals: `x[b]`.)
    for (const name of ["defendingFlagship", "attackerGuildCards", "armourPlates"]) {
      const dotted = new RegExp(`\\.${name}\\b|[{,]${name}=`).test(body);
      expect({ name, inTable: table.includes(`"${name}"`) || name === "defendingFlagship", dotted }).toEqual({ name, inTable: true, dotted: false });
    }
    // Read and keyed through the table (the first line's last local): x[S[n]], {[S[n]]=...}.
    expect(body).toMatch(/\w\]?\[\w+\[\d+\]\]/);
    expect(body).toMatch(/[{,]\[\w+\[\d+\]\]=/);
    // A property TTS's API declares stays dotted; so does a function's name.
    expect(body).toContain(".is_face_down");
    expect(body).toMatch(/function \w+\.prototype\.\w+\(/);
  });

  test("a string of escaped double quotes (the UI's XML) is written in single quotes, the same string", () => {
    const compact = same(String.raw`
local xml = "<Panel id=\"a\" width=\"600\"><Text>x</Text></Panel>"
local mixed = "it's \"quoted\""
local tail = "ends with a backslash \\"
local quote = "\""
return { xml, mixed, tail, quote, #xml }`);
    expect(compact).toContain(`'<Panel id="a" width="600"><Text>x</Text></Panel>'`);
    // A single quote inside, or no escaped quote: left as written.
    expect(compact).toContain(String.raw`"it's \"quoted\""`);
    expect(compact).toContain(String.raw`"ends with a backslash \\"`);
    expect(compact).toContain(`'"'`);
  });

  test("names are given by how often a local is read, and reused wherever the outer one is not read", () => {
    const compact = same(`
local rarely = 1
local often = 2
local function f(x) return often + x + often end
local function g(y) local z = y * 2 return z + often end
local function h(w) return w + rarely end
return { f(1), g(2), h(3), often, rarely }`);
    // The most-read local of the chunk gets the first name; a function's parameter may take the name
    // of an outer local the function does not read (f's x takes rarely's, h's w often's).
    // (Declared at once, each value on its line, the functions' names with them: luaCompactSyntax.ts.)
    expect(compact).toMatch(/^local b,a,c,d,e=1\s*,2/m);
    expect(compact).toMatch(/function c\(b\)return a\+b\+a end/);
    expect(compact).toMatch(/function e\(a\)return a\+b end/);
    // A module table (`local m = require(...)`) is never shadowed below it: inlined imports read it.
    const bundle = same(`
local modules = { ["m"] = function() return { v = 5 } end }
local function require(n) return modules[n]() end
local t = (function()
  local m = require("m")
  local function deep(a, b, c, d) local e = a + b + c + d return e end
  return deep(1, 2, 3, 4) + m.v
end)()
return { t }`);
    // deep's five locals take names other than the module table's, which deep does not read.
    // (Its local e is a parameter, m one of the function made around it: luaCompactLateLocals.ts.)
    const m = /^(?:local )?(\w+)(?:,\w+)*=\w+"m"$/m.exec(bundle)![1];
    const deep = /function \w+\(([^)]*)\)\w+=/.exec(bundle)!;
    expect(deep[1].split(",")).toHaveLength(5);
    expect(deep[1].split(",")).not.toContain(m);
  });

  test("TSTL's conditional temporary is folded before the renaming, which gives its short name to a later local too", () => {
    const compact = same(`
local function f(flag, x)
  local ____temp_0 = nil
  if flag then
    ____temp_0 = x.a
  else
    ____temp_0 = x.b
  end
  local v = ____temp_0
  do local other = v + 1 v = other * 2 end
  return v
end
return { f(true, { a = 1, b = 2 }), f(false, { a = 1, b = 2 }) }`);
    const lines = compact.split("\n");
    // The temporary's local is v's; v's own line is left empty.
    expect(lines[8]).toBe("");
    // (v is a parameter of f, set nil on its line: luaCompactLateLocals.ts.)
    expect(lines[2]).toMatch(/^(?:local )?(\w+)(?:,\w+)*=nil$/);
    expect(lines[4]).toBe(`${/^(?:local )?(\w+)/.exec(lines[2])![1]}=b.a`);
  });

  test("Lua's library read as globals becomes locals of the chunk, short-named; one the chunk assigns stays global", () => {
    const compact = same(`
local function describe(list)
  local out = {}
  for i, v in ipairs(list) do out[#out + 1] = tostring(i) .. "=" .. type(v) end
  return table.concat(out, ",")
end
tonumber = function(x) return 42 end
local a, b = describe({ 1, "x", {} }), tonumber("7")
return { a, b, string.upper("ok"), math.max(1, 3), select("#", 1, 2) }`);
    const first = compact.split("\n")[0];
    expect(first).toMatch(/^local [a-zA-Z_]+(,[a-zA-Z_]+)*=ipairs,type,tostring,select,table,string,math$/);
    // The library locals' names are the chunk's own: with a hundred locals in sight, ipairs and
    // tostring still work (a local named like one would shadow it).
    const many = Array.from({ length: 100 }, (_, i) => `local v${i} = ${i}`).join("\n");
    same(`${many}\nlocal n = 0\nfor _, x in ipairs({ v1, v99 }) do n = n + tonumber(tostring(x)) end\nreturn { n, v0, v50 }`);
    expect(compact).not.toMatch(/\bipairs\(/);
    expect(compact).toContain("tonumber=function");
    expect(compact).toMatch(/\btonumber"7"/);
  });

  test("table.concat and math.floor read 20 times or more become locals of the chunk too; fewer reads, a local table, an assigned field stay", () => {
    const reads = (e: string) => Array.from({ length: 20 }, (_, i) => `${e.replace("I", String(i))}`).join(" .. ");
    const compact = same(`
local function parts(n) return { "a", tostring(n) } end
local s = ${reads('table.concat(parts(I), "-")')}
local f = ${reads("math.floor(I / 3)")}
local m = math.max(1, 2)
local function shadowed()
  local table = { concat = function() return "mine" end }
  return table.concat({ "x" })
end
return { s, f, m, shadowed() }`);
    const first = compact.split("\n")[0];
    expect(first).toMatch(/ (?:local )?[a-zA-Z_]+,[a-zA-Z_]+=[a-zA-Z_]+\.concat,[a-zA-Z_]+\.floor$/);
    expect(compact.match(/\.concat\b/g)).toHaveLength(2);
    expect(compact).toMatch(/\.max\(1,2\)/);
    // Below 20 reads: as written.
    const few = same(`local t = table.concat({ "a", "b" }, math.floor(2.5) .. "")\nreturn { t }`);
    expect(few).toMatch(/\.concat\(/);
    expect(few).toMatch(/\.floor\(/);
    // A field the chunk assigns: never read through a local of the chunk (the read would miss the new one).
    const assigned = same(`${Array.from({ length: 25 }, (_, i) => `local x${i} = math.floor(${i} / 2)`).join("\n")}\nmath.floor = function() return 7 end\nreturn { x3, math.floor(1) }`);
    expect(assigned).not.toMatch(/=[a-zA-Z_]+\.floor$/m);
  });

  test("shadowing, closures, recursion and a local that reads the outer one of its own name", () => {
    same(`
local total = 1
local function fact(n) if n <= 1 then return 1 end return n * fact(n - 1) end
do local total = total + 10; _G.inner = total end
local makers = {}
for i = 1, 3 do makers[i] = function() return i * total end end
return { total, inner, fact(5), makers[1](), makers[3]() }`);
  });

  test("globals, fields and strings are untouched; a global named like a short name stays itself", () => {
    const compact = same(`
a = 5; b = { c = 7 }
local longName = { field = "local longName" }
local function useGlobals(x) return a + b.c + x end
local i = 0
while i < 3 do local ____moonsharpLabel = nil; do local y = i; if y == 1 then goto __continue1 end end ::__continue1:: i = i + 1 end
return { useGlobals(1), longName.field, i }`);
    expect(compact).toContain('"local longName"');
    expect(compact).toContain(".field");
    expect(compact).toContain("::a::");
    expect(compact).not.toContain("__continue1");
    expect(compact).not.toContain("useGlobals");
  });

  test("a method keeps its implicit self; repeat's condition sees the body's locals; varargs and multiple returns", () => {
    same(`
local self = "outer"
local T = { k = 2 }
function T:get(n) return self.k * n end
local function two(...) local a, b = ... return b, a end
local count = 0
repeat local done = count >= 2; count = count + 1 until done
local x, y = two(1, 2)
return { T:get(21), count, x, y, self }`);
  });

  test("operators that must stay apart stay apart", () => {
    same(`
local a, b = 3, 4
local s = "x" .. 1 .. "y"
local t = { [1] = 1, [ [[k]] ] = 2 }
local n = - -a
local c = a - -b
local d = 1 .. ""
return { s, t[1], t["k"], n, c, d, a ~= b, a <= b, a >= b, a == b, #"abc", 0x10 + 1, 1e2 }`);
  });
});

describe("the compact form's last pass (luaCompactSyntax.ts)", () => {
  test("labels get short names per function, a label named like a local or like one of another function", () => {
    const compact = same(`
local function evens(n)
  local out, i = {}, 0
  while i < n do
    local ____moonsharpLabel = nil
    do
      local v = i
      if v % 2 == 1 then goto __continue3 end
      out[#out + 1] = v
    end
    ::__continue3::
    i = i + 1
  end
  for _, w in ipairs({ 1, 2, 3 }) do
    if w == 2 then goto __continue7 end
    out[#out + 1] = w * 100
    ::__continue7::
  end
  local function inner(k)
    for j = 1, k do
      if j == 1 then goto __continue3 end
      out[#out + 1] = -j
      ::__continue3::
    end
  end
  inner(2)
  return table.concat(out, ",")
end
local function skip()
  local a = 0
  for j = 1, 3 do if j == 2 then goto __continue9 end a = a + j ::__continue9:: end
  return a
end
return { evens(5), skip() }`);
    expect(compact).not.toContain("__continue");
    // evens: a and b; inner and skip: a of their own.
    expect(compact.match(/::a::/g)).toHaveLength(3);
    expect(compact.match(/::b::/g)).toHaveLength(1);
  });
});

describe("TSTL's conditional temporaries (luaCompactSyntax.ts)", () => {
  test("a temporary set by each branch of an if and read once into a local becomes that local; one read again, or a branch naming the local, stays", () => {
    const code = `
local N = nil
local function pick(slot, part, v)
  local t = N
  if part == "armor" then
    t = slot.armor
  elseif part == "none" then
    t = N
  else
    t = slot.upgrade
  end
  local piece = t
  local u = N
  if part == "armor" then u = 1 else u = 2 end
  local kept = u
  local again = u
  local w = N
  if v ~= N then w = v + 1 else w = 0 end
  local v = w
  return { piece, kept, again, v }
end
return { pick({ armor = "A", upgrade = "U" }, "armor", 1), pick({ armor = "A", upgrade = "U" }, "x", nil), pick({}, "none", 4) }`;
    const out = sameRun(code, compactSyntax(code));
    const lines = out.split("\n").map((l) => l.trim());
    expect(lines[3]).toBe("local piece = N");
    expect(lines[5]).toBe("piece = slot.armor");
    expect(lines[7]).toBe("piece = N");
    expect(lines[9]).toBe("piece = slot.upgrade");
    expect(lines[11]).toBe("");
    // u is read twice: it stays; the branch of w reads the outer v: w stays.
    expect(out).toContain("local u = N");
    expect(out).toMatch(/local kept\b.*= u\n/);
    expect(out).toContain("local v = w");
  });
});

describe("TSTL's conditional temporaries returned (luaCompactSyntax.ts)", () => {
  test("a temporary set by every branch and returned becomes a return in each branch; a call's list is cut to one value; one without an else stays", () => {
    const code = `
local N = nil
local function two() return "x", "y" end
local function pick(part)
  local t = N
  if part == "call" then
    t = two()
  elseif part == "paren" then
    t = (two())
  else
    t = part .. "!"
  end
  return t
end
local function maybe(part)
  local t = "none"
  if part == "a" then
    t = two()
  end
  return t
end
return { select("#", pick("call")), pick("call"), select("#", pick("paren")), pick("b"), select("#", maybe("a")), maybe("z") }`;
    const out = sameRun(code, compactSyntax(code));
    expect(new LuaVm().run(out)).toEqual([1, "x", 1, "b!", 1, "none"]);
    const lines = out.split("\n").map((l) => l.trim());
    expect(lines[4]).toBe("");
    expect(lines[6]).toBe("return( two())");
    expect(lines[8]).toBe("return( (two()))");
    expect(lines[10]).toBe('return  part .. "!"');
    expect(lines[12]).toBe("");
    // No else: the temporary's first value may be returned; it stays.
    expect(lines[15]).toBe('local t = "none"');
    expect(lines[19]).toBe("return t");
  });
});

describe("a branch that sets a fresh nil local nil again (luaCompactSyntax.ts)", () => {
  test("the branch goes (a comparison flipped, another condition negated); a local not fresh, a condition naming it, an elseif or a branch doing more stay", () => {
    const code = `
local N = nil
local function f(x, flag)
  local a = N
  if x == N then
    a = N
  else
    a = x.v
  end
  local b = N
  if x ~= N and x.v > 1 then
    b = x.v * 2
  else
    b = N
  end
  local c = N
  if flag or x == N then
    c = N
  else
    c = x.v + 1
  end
  local d = N
  if x ~= N then
    d = N
  else
    d = "no x"
  end
  local e = 5
  if x == N then
    e = N
  else
    e = 6
  end
  local g = N
  if g == N then
    g = N
  else
    g = 7
  end
  local h = N
  if x == N then
    h = N
  elseif flag then
    h = 8
  else
    h = 9
  end
  return { a, b, c, d, e, g, h }
end
return { f(nil, false), f({ v = 2 }, false), f({ v = 1 }, true), f({ v = 0 }, false) }`;
    const out = sameRun(code, compactSyntax(code));
    const lines = out.split("\n").map((l) => l.trim());
    expect(lines[4]).toBe("if x ~= N then");
    expect(lines[5]).toBe("");
    expect(lines[6]).toBe("");
    expect(lines[7]).toBe("a = x.v");
    expect(lines[12]).toBe("");
    expect(lines[13]).toBe("");
    expect(lines[16]).toBe("if not(flag or x == N) then");
    expect(lines[22]).toBe("if x == N then");
    // Not fresh (5), the condition names it, an elseif: as written.
    expect(lines[28]).toBe("if x == N then");
    expect(lines[29]).toBe("e = N");
    expect(lines[34]).toBe("if g == N then");
    expect(lines[35]).toBe("g = N");
    expect(lines[41]).toBe("h = N");
  });
});

describe("calls of one string or table (luaCompactCallSugar.ts)", () => {
  test("lose their parentheses, plain, field and method calls; a call of more, of a parenthesised value or split over lines stays", () => {
    const code = `
local function f(x, y) return (type(x) == "table" and #x or x) .. (y or "") end
local t = { g = f, m = function(self, x) return f(x, "!") end }
local r = { f("abc"), f({1, 2}), t.g("z"), t:m({"k"}), t:m('q"q'), f("a", "b"), f(("p")) }
r[#r + 1] = f(
  "split")
return table.concat(r, ",")`;
    const out = sameRun(code, compactSyntax(code));
    const lines = out.split("\n").map((l) => l.trim());
    expect(lines[3]).toBe(`local r = { f"abc", f{1, 2}, t.g"z", t:m{"k"}, t:m'q"q', f("a", "b"), f(("p")) }`);
    expect(lines[4]).toBe("r[#r + 1] = f(");
    expect(new LuaVm().run(out)).toBe('abc,2,z,1!,q"q!,ab,p,split');
  });
});

describe("counted loops (luaCompactLoops.ts)", () => {
  test("TSTL's C-style loop becomes a numeric for where it is the same loop; one whose limit may change, whose counter a closure or the body sets, or an assigned name's limit, stays", () => {
    const code = `
local out, n, fs, m, k = {}, 0, {}, 2, 0
local xs = { 3, 1, 4, 1, 5 }
do
    local i = 0
    while i < #xs do
        n = n + xs[i + 1] * i
        i = i + 1
    end
end
do
    local i = 1
    while i <= 3 do
        n = n + i
        i = i + 1
    end
end
do
    local i = 0
    while i < #xs do
        out[#out + 1] = xs[i + 1]
        i = i + 1
    end
end
do
    local i = 0
    while i < #xs do
        if xs[i + 1] == 1 then xs[#xs + 1] = 9 end
        i = i + 1
    end
end
do
    local i = 0
    while i < 3 do
        fs[#fs + 1] = function() return i end
        i = i + 1
    end
end
do
    local i = 0
    while i < #out do
        if out[i + 1] == 1 then
            i = i + 2
        end
        i = i + 1
    end
end
m = m + 1
do
    local i = 0
    while i < m do
        k = k + 1
        i = i + 1
    end
end
local len = #xs
do
    local i = 0
    while i < len do
        k = k + xs[i + 1]
        xs[#xs + 1] = 0
        i = i + 1
    end
end
do
    local i = 0
    while i < #xs do
        k = k + tonumber(xs[i + 1])
        i = i + 1
    end
end
return { out, n, fs[1](), fs[3](), #xs, k }`;
    const out = sameRun(code, compactSyntax(code));
    const lines = out.split("\n").map((l) => l.trim());
    // The first two loops (a length the body cannot change, a literal) are numeric fors.
    expect(lines.slice(3, 10)).toEqual(["for", "i=0,", "#xs-1 do", "n = n + xs[i + 1] * i", "", "end", ""]);
    expect(lines.slice(10, 17)).toEqual(["for", "i=1,", "3 do", "n = n + i", "", "end", ""]);
    // A local limit set to a length and never assigned is read once too, whatever the body does.
    expect(out).toContain("len-1 do");
    // A table written in the body (it could be the one measured), a closure reading the counter, the
    // counter set in the body, an assigned name's limit, a call in the body: each stays a while.
    expect(out.split("\n").filter((l) => l.trim().startsWith("while")).length).toBe(6);
  });
});

describe("varargs nobody reads (luaCompactSyntax.ts)", () => {
  test("a function whose own body never reads its ... loses it; one that reads it, or whose nested function has its own, keeps what it reads", () => {
    const code = `
local modules = {
  ["a"] = function(...)
    local t = {}
    function t.count(...) return select("#", ...) end
    function t.first(x, ...) return x end
    function t.outer(...) return function(...) return ... end end
    return t
  end,
}
local t = modules["a"]("a", "extra")
local last = t.outer(1, 2)
return { t.count(1, nil, 3), t.first(7, 8, 9), last(4, 5), select("#", last(nil, nil)) }`;
    const out = sameRun(code, compactSyntax(code));
    expect(new LuaVm().run(out)).toEqual([3, 7, 4, 2]);
    expect(out).toContain('["a"] = function()');
    expect(out).toContain("function t.first(x) return x end");
    expect(out).toContain("function t.count(...)");
    expect(out).toContain("function t.outer() return function(...) return ... end end");
  });
});

describe("needless parentheses (luaCompactSyntax.ts)", () => {
  const sameSyntax = (code: string): string => {
    const out = sameRun(code, compactSyntax(code));
    return out.replace(/ +/g, " ");
  };

  test("a template literal's nested joins and operands of tighter operators lose their parentheses; the grouping Lua needs stays", () => {
    const out = sameSyntax(`
local a, b, n, t = "x", "y", 3, { k = 2 }
local function two() return 1, 2 end
local r = {}
r.joined = ((((a .. "[") .. tostring(n)) .. "]: ") .. b) .. "!"
r.numbers = ((n .. 2) .. 1.5) .. -n
r.mixed = (n * 2) + (n % 2) - (-n) + (t.k) + (#a)
r.left = (n - 1) - 1
r.right = n - (1 - 1)
r.power = (2 ^ 3) ^ 2
r.tower = 2 ^ (3 ^ 2)
r.negpow = (-2) ^ 2
r.compare = (n > 1) == (n < 5)
r.logic = (n > 1 and a) or b
r.orRight = false or (nil or "z")
r.andRight = true and (n and "w")
r.needed = (nil or n) .. (false and 1 or "q")
r.ternary = (n > 1 and { a } or { b })[1]
r.tableOr = n > 5 and ({ a }) or ({ b })
r.one = (two()) + 1
r.call = (two())
r.negated = n - (-n)
return { r.joined, r.numbers, r.mixed, r.left, r.right, r.power, r.tower, r.negpow, r.compare, r.logic, r.orRight, r.andRight, r.needed, r.ternary, r.tableOr[1], r.one, r.call, select("#", (two())), r.negated }`);
    const lines = out.split("\n");
    const line = (name: string) => lines.find((l) => l.startsWith(`r.${name} =`))!.replace(`r.${name} = `, "").trim();
    expect(line("joined")).toBe('a .. "[" .. tostring(n) .. "]: " .. b .. "!"');
    expect(line("numbers")).toBe("n .. 2 .. 1.5 .. -n");
    expect(line("mixed")).toBe("n * 2 + n % 2 - -n + t.k + #a");
    expect(line("left")).toBe("n - 1 - 1");
    expect(line("right")).toBe("n - (1 - 1)");
    expect(line("power")).toBe("(2 ^ 3) ^ 2");
    expect(line("tower")).toBe("2 ^ 3 ^ 2");
    expect(line("negpow")).toBe("(-2) ^ 2");
    expect(line("compare")).toBe("n > 1 == (n < 5)");
    expect(line("logic")).toBe("n > 1 and a or b");
    expect(line("orRight")).toBe('false or nil or "z"');
    expect(line("andRight")).toBe('true and n and "w"');
    expect(line("needed")).toBe('(nil or n) .. (false and 1 or "q")');
    expect(line("ternary")).toBe("(n > 1 and { a } or { b })[1]");
    expect(line("tableOr")).toBe("n > 5 and { a } or { b }");
    expect(line("one")).toBe("two() + 1");
    expect(line("call")).toBe("(two())");
    // The minus signs stay apart: `n--n` would be a comment.
    expect(line("negated")).toBe("n - -n");
  });
});

describe("runs of locals declared at once (luaCompactSyntax.ts)", () => {
  test("consecutive locals become one statement where no value reads the run's names; values keep their lines and order", () => {
    const code = `
local order = {}
local function see(x, ...) order[#order + 1] = x return x, ... end
local function many(...) local list = {...} list[#list + 1] = see("many") return ... end
local a = see("a")
local b = see("b", "extra")
local c, d = many(1, 2)
local e, f = 5, many(7, 8, 9)
local g = many()
local h = e .. "h"
local i = see("i")
local i2 = function() return i end
local j = ...
local k
local l = see("l")
local l2 = see("l2")
do local l = see("inner l") local m = l end
return { a, b, c, d, e, f, g, h, i, i2(), j, k, l, l2, table.concat(order, ",") }`;
    const out = sameRun(code, compactSyntax(code));
    const lines = out.split("\n").map((l) => l.trim());
    // a and b run together: names on a's line, each value on its own line; c, d take a call's two
    // values and stay alone; e, f, g run together.
    expect(lines[4]).toBe('local a,b = see"a"');
    expect(lines[5]).toBe(', see("b", "extra")');
    expect(lines[6]).toBe("local c, d = many(1, 2)");
    expect(lines[7]).toBe("local e, f,g = 5, many(7, 8, 9)");
    expect(lines[8]).toBe(", many()");
    // h reads e: a new run (h, i); i2 reads i: another (i2, j); a bare local stays itself; l and l2 run together.
    expect(lines[9]).toBe('local h,i = e .. "h"');
    expect(lines[11]).toBe("local i2,j = function() return i end");
    expect(lines[13]).toBe("local k");
    expect(lines[14]).toBe('local l,l2 = see"l"');
    expect(lines[16]).toBe('do local l = see"inner l" local m = l end');
  });

  test("the chunk's shared nil is left out of a run's values, its names last, except in a for-in body; one stays after a call; a local of the same name is no nil", () => {
    // The first statement is the shared locals' (luaCompactStrings.ts): N holds nil.
    const code = `local N,T = nil,true
local function two() return 1, 2 end
local found = {}
for i, v in ipairs({ 10, 20 }) do
  local a = v
  local b = N
  local c = two()
  local d = N
  local e, f = N, N
  found[#found + 1] = { a, b, c, d, e, f }
end
local p, q = N, N
local r = N
local s = two()
local t = N
local u = function() local N = 5 local w, w2 = N, N return w + w2 end
local x = u()
local y, z = two(), N
found[#found + 1] = { p, q, r, s, t, x, y, z, select("#", two()) }
return found`;
    const out = sameRun(code, compactSyntax(code));
    const lines = out.split("\n").map((l) => l.trim());
    // In a for-in body (MoonSharp's uninitialised-local hazard, tts-notes.md) the run is merged but
    // every name keeps its value, the shared nil included: the plainest shape there.
    expect(lines[4]).toBe("local a,b,c,d,e,f = v");
    expect(lines.slice(5, 9)).toEqual([", N", ", two()", ", N", ", N, N"]);
    // p, q, r, t hold nil: their values go; s and u keep theirs (u, a function, is one value).
    expect(lines[11]).toBe("local s,u,p,q,r,t=");
    expect(lines.slice(12, 16)).toEqual(["", "two()", "", ", function() local N = 5 local w, w2 = N, N return w + w2 end"]);
    // Inside u, N is the function's own 5, no nil: w and w2 keep it. z's nil cuts two()'s list.
    expect(lines[16]).toBe("local x,y,z= u()");
    expect(lines[17]).toBe(", two(),N");
  });

  test("a name declared twice in a run starts a new one", () => {
    const code = `
local x = 1
local y = 2
local x = 3
local y = 4
return { x, y }`;
    const out = compactSyntax(code);
    expect(new LuaVm().run(out)).toEqual(new LuaVm().run(code));
    expect(out.split("\n").map((l) => l.trim()).filter((l) => l.startsWith("local"))).toEqual(["local x,y = 1", "local x,y = 3"]);
  });
});

describe("TSTL's module plumbing in the compact form (luaCompactImports.ts)", () => {
  // A bundle in TSTL's shape: the prelude's require, the module table, the entry.
  const bundle = (modules: string) => `
local ____modules = {}
local ____moduleCache = {}
local ____originalRequire = require
local function require(file, ...)
    if ____moduleCache[file] then return ____moduleCache[file].value end
    if ____modules[file] then
        local value = ____modules[file](file)
        ____moduleCache[file] = { value = value }
        return value
    end
    error("module '" .. file .. "' not found")
end
____modules = {
${modules}
}
return require("src.entry")`;
  const modules = `["src.lib.maths"] = function(...)
local ____exports = {}
function ____exports.double(n) return n * 2 end
function ____exports.triple(n) return n * 3 end
____exports.later = 1
return ____exports
end,
["src.entry"] = function(...)
local ____maths = require("src.lib.maths")
local double = ____maths.double
local triple = ____maths.triple
local unused = ____maths.triple
local later = ____maths.later
later = later + 1
local ____other = { f = function() return 5 end }
local f = ____other.f
return { double(4), triple(1) + triple(2) + triple(3) + triple(4) + triple(5) + triple(6) + triple(7) + triple(8) + triple(9), later, f(), ____maths.double(1) }
end,`;

  test("module names become numbers, each its place in the table, which is a list, and the program is the same", () => {
    const compact = same(bundle(modules));
    expect(compact).not.toContain("src.lib.maths");
    expect(compact).not.toContain("src.entry");
    expect(compact).not.toMatch(/\[\d+\]=function/);
    expect(compact.match(/^function\(\)$/gm)).toHaveLength(2);
    expect(compact).toMatch(/=[a-zA-Z_]+\(1\)$/m);
  });

  test("a module's number is its place in the table (how often it is required does not matter); bundleModuleNames names each number's module, and the program is the same", () => {
    // Table order: maths, words, entry; words is required three times, maths twice, entry once.
    const three = `["src.lib.maths"] = function(...)
local ____exports = {}
function ____exports.double(n) return n * 2 end
return ____exports
end,
["src.lib.words"] = function(...)
local ____exports = {}
function ____exports.shout(s) return s .. "!" end
return ____exports
end,
["src.entry"] = function(...)
local a = require("src.lib.words")
local b = require("src.lib.words")
local c = require("src.lib.maths")
local function later()
    local d = require("src.lib.words")
    local e = require("src.lib.maths")
    return e.double(d.shout("x") == "x!" and 5 or 0)
end
return { a.shout("a"), b.shout("b"), c.double(2), later() }
end,`;
    const readable = bundle(three);
    const compact = same(readable);
    expect(bundleModuleNames(readable)).toEqual(["src.lib.maths", "src.lib.words", "src.entry"]);
    const lines = compact.split("\n");
    const key = (name: string) => lines[readable.split("\n").findIndex((l) => l === `["${name}"] = function(...)`)];
    // The table is a list: its nth function is module n, no key written.
    for (const name of ["src.lib.maths", "src.lib.words", "src.entry"]) expect(key(name)).toBe("function()");
    const line = (text: string) => lines[readable.split("\n").indexOf(text)];
    // Each module local is read once, so each is required where it is read (luaCompactRequires.ts).
    const ret = line('return { a.shout("a"), b.shout("b"), c.double(2), later() }');
    expect(ret).toMatch(/\w+\(2\)\.\w+"a"/);
    expect(ret).toMatch(/\w+\(1\)\.\w+\(2\)/);
    expect(compact).toMatch(/\w+\(3\)$/m);
  });

  test("the module table stays keyed where a field of it is no module (a list would move every later number)", () => {
    const readable = bundle(`["src.lib.maths"] = function(...)
local ____exports = {}
function ____exports.double(n) return n * 2 end
return ____exports
end,
extra = 1,
["src.entry"] = function(...)
local m = require("src.lib.maths")
return { m.double(21) }
end,`);
    const compact = same(readable);
    const lines = compact.split("\n");
    const key = (name: string) => lines[readable.split("\n").findIndex((l) => l === `["${name}"] = function(...)`)];
    expect(key("src.lib.maths")).toBe("[1]=function()");
    expect(key("src.entry")).toBe("[2]=function()");
    expect(new LuaVm().run(compact)).toEqual([42]);
  });

  test("an import alias read once or never gives way to its read; one read often, one assigned, one of a table that is no module stay", () => {
    const compact = same(bundle(modules));
    const lines = compact.split("\n");
    const at = (text: string) => bundle(modules).split("\n").findIndex((l) => l === text);
    expect(lines[at("local double = ____maths.double")]).toBe("");
    expect(lines[at("local unused = ____maths.triple")]).toBe("");
    // (The module's export names are short names here: luaCompactExports.ts.)
    // (The two are declared at once, each value on its line: luaCompactSyntax.ts.)
    expect(lines[at("local triple = ____maths.triple")]).toMatch(/^(?:local )?\w+,\w+=\w+\.\w$/);
    expect(lines[at("local later = ____maths.later")]).toMatch(/^,\w+\.\w$/);
    expect(lines[at("local f = ____other.f")]).toMatch(/^(?:local )?\w+=\w+\.f$/);
    expect(compact).toMatch(/\w+\.\w\(4\)/);
  });

  test("export names get short names; a table that is no module keeps its fields", () => {
    const compact = same(bundle(modules));
    for (const name of ["double", "triple", "later"]) expect(compact).not.toContain(name);
    expect(compact).toContain("{f=function()");
  });

  test("each module names its own exports, most-read first; modules an export * copy joins share one naming", () => {
    // maths defines double then triple; the barrel's readers read triple most: named apart, the
    // copy would hand the reads of `a` the wrong function.
    const grouped = `["src.lib.maths"] = function(...)
local ____exports = {}
function ____exports.double(n) return n * 2 end
function ____exports.triple(n) return n * 3 end
return ____exports
end,
${MATHS_BARREL}
["src.lib.words"] = function(...)
local ____exports = {}
function ____exports.shout(s) return s .. "!" end
function ____exports.whisper(s) return s .. "..." end
return ____exports
end,
["src.entry"] = function(...)
local ____lib = require("src.lib.index")
local ____words = require("src.lib.words")
return { ____lib.double(1), ____lib.triple(1), ____lib.triple(2), ____lib.triple(3), ____words.whisper("a"), ____words.whisper("b"), ____words.shout("c") }
end,`;
    const compact = same(bundle(grouped));
    expect(new LuaVm().run(compact)).toEqual([2, 3, 6, 9, "a...", "b...", "c!"]);
    const lines = compact.split("\n");
    const at = (text: string) => bundle(grouped).split("\n").findIndex((l) => l === text);
    // The group's most-read export is `a` in maths (through the barrel's reads), and so is words' own.
    expect(lines[at("function ____exports.triple(n) return n * 3 end")]).toMatch(/^function \w+\.a\(/);
    expect(lines[at("function ____exports.double(n) return n * 2 end")]).toMatch(/^function \w+\.b\(/);
    expect(lines[at("function ____exports.whisper(s) return s .. \"...\" end")]).toMatch(/^function \w+\.a\(/);
    expect(lines[at("function ____exports.shout(s) return s .. \"!\" end")]).toMatch(/^function \w+\.b\(/);
  });

  test("a module whose table is handed on keeps its export names everywhere", () => {
    const handedOn = modules.replace("local ____other = { f = function() return 5 end }", "local ____other = { f = function() return 5 end, m = ____maths }");
    const compact = same(bundle(handedOn));
    for (const name of ["double", "triple", "later"]) expect(compact).toContain(`.${name}`);
  });

  test("an exported function nothing can call is left out, lines kept; one read only through a barrel's export * stays", () => {
    const withBarrel = `["src.lib.maths"] = function(...)
local ____exports = {}
function ____exports.double(n) return n * 2 end
function ____exports.unread(n) return n * 7 end
____exports.alsoUnread = function(n) return n * 8 end
return ____exports
end,
${MATHS_BARREL}
["src.entry"] = function(...)
local ____lib = require("src.lib.index")
return { ____lib.double(21) }
end,`;
    const compact = same(bundle(withBarrel));
    const lines = compact.split("\n");
    const at = (text: string) => bundle(withBarrel).split("\n").findIndex((l) => l === text);
    expect(lines[at("function ____exports.unread(n) return n * 7 end")]).toBe("");
    expect(lines[at("____exports.alsoUnread = function(n) return n * 8 end")]).toBe("");
    expect(lines[at("function ____exports.double(n) return n * 2 end")]).not.toBe("");
    expect(new LuaVm().run(compact)).toEqual([42]);
  });

  test("a module's local function, constant or exported table that only left-out code reads is left out too; a local made by a call stays", () => {
    const withHelpers = `["src.lib.check"] = function(...)
local ____exports = {}
local isDigit, LIMITS = nil, nil
local ____maths = require("src.lib.maths")
local triple = ____maths.triple
local SHAPES = { { field = "id", type = "string" }, [1.5] = true }
local counted = {}
local made = setmetatable({}, { __index = function(t, k) counted[#counted + 1] = k return 0 end })
local function describe(v) return "the value " .. tostring(v) end
function isDigit(c) return triple(1) == 3 and string.find("0123456789", c, 1, true) ~= nil end
LIMITS = { low = 0, high = 9 }
function ____exports.validate(s) return isDigit(s) and #SHAPES > 0 and describe(s) end
function ____exports.show(v) return describe(v) end
____exports.NAMES = { "unread", "table" }
____exports.READ = { "read" }
return ____exports
end,
["src.lib.maths"] = function(...)
local ____exports = {}
function ____exports.triple(n) return n * 3 end
function ____exports.double(n) return n * 2 end
return ____exports
end,
["src.entry"] = function(...)
local ____check = require("src.lib.check")
local ____maths = require("src.lib.maths")
return { ____check.show(4), ____check.READ[1], ____maths.double(2) }
end,`;
    const compact = same(bundle(withHelpers));
    expect(new LuaVm().run(compact)).toEqual(["the value 4", "read", 4]);
    const lines = compact.split("\n");
    const at = (text: string) => bundle(withHelpers).split("\n").findIndex((l) => l === text);
    for (const gone of [
      "local SHAPES = { { field = \"id\", type = \"string\" }, [1.5] = true }",
      "function isDigit(c) return triple(1) == 3 and string.find(\"0123456789\", c, 1, true) ~= nil end",
      "function ____exports.validate(s) return isDigit(s) and #SHAPES > 0 and describe(s) end",
      "____exports.NAMES = { \"unread\", \"table\" }",
      "function ____exports.triple(n) return n * 3 end",
    ]) expect({ gone, line: lines[at(gone)] }).toEqual({ gone, line: "" });
    // Kept: a local read by kept code, one made by a call (it may run code), one assigned to.
    for (const kept of [
      "local function describe(v) return \"the value \" .. tostring(v) end",
      "local made = setmetatable({}, { __index = function(t, k) counted[#counted + 1] = k return 0 end })",
      "LIMITS = { low = 0, high = 9 }",
      "____exports.READ = { \"read\" }",
    ]) expect({ kept, line: lines[at(kept)] }).not.toEqual({ kept, line: "" });
  });

  test("an unread exported table of strings read from the chunk's shared strings (locals and the table's entries) is left out; one whose constructor calls a function stays", () => {
    // 230 words, each written three times: past the locals' room the rest are entries `S[n]` of the
    // chunk's table of strings (luaCompactStrings.ts), read as such in WORDS.
    const words = Array.from({ length: 230 }, (_, i) => `the ${String(i).padStart(3, "0")}th word of a long sample`);
    const data = `["src.data.words"] = function(...)
local ____exports = {}
local calls = 0
local function made(w) calls = calls + 1 return w end
____exports.WORDS = { ${words.map((w) => `"${w}"`).join(", ")}, { nested = true, [1.5] = -2 } }
____exports.CALLED = { made("${words[229]}"), "${words[228]}" }
function ____exports.callCount() return calls end
return ____exports
end,
["src.entry"] = function(...)
local ____words = require("src.data.words")
local all = { ${words.map((w) => `"${w}", "${w}"`).join(", ")} }
return { #all, all[460], ____words.callCount() }
end,`;
    const compact = same(bundle(data));
    expect(new LuaVm().run(compact)).toEqual([460, words[229], 1]);
    const lines = compact.split("\n");
    const at = (prefix: string) => bundle(data).split("\n").findIndex((l) => l.startsWith(prefix));
    // The sample does reach the table's entries (S[n]).
    expect(compact.split("\n")[0]).toMatch(/,\{"the \d{3}th word/);
    expect(lines[at("____exports.WORDS = ")]).toBe("");
    expect(lines[at("____exports.CALLED = ")]).not.toBe("");
  });

  test("a module of types alone (an empty table) goes with its requires whose result nothing reads; one with a side effect, or whose table is read, stays; numbers stay the readable bundle's", () => {
    const typed = `["src.types.a"] = function(...)
local ____exports = {}
return ____exports
end,
["src.types.b"] = function(...)
local ____exports = {}
return ____exports
end,
["src.types.effect"] = function(...)
local ____exports = {}
LOADED = (LOADED or 0) + 1
return ____exports
end,
["src.types.read"] = function(...)
local ____exports = {}
return ____exports
end,
["src.types.index"] = function(...)
local ____exports = {}
do
    local ____export = require("src.types.a")
    for ____exportKey, ____exportValue in pairs(____export) do
        if ____exportKey ~= "default" then
            ____exports[____exportKey] = ____exportValue
        end
    end
end
do
    local ____export = require("src.types.effect")
    for ____exportKey, ____exportValue in pairs(____export) do
        if ____exportKey ~= "default" then
            ____exports[____exportKey] = ____exportValue
        end
    end
end
return ____exports
end,
["src.types.unused"] = function(...)
local ____exports = {}
return ____exports
end,
["src.entry"] = function(...)
local ____index = require("src.types.index")
local ____b = require("src.types.b")
require("src.types.unused")
local read = require("src.types.read")
read.seen = true
return { LOADED, read.seen, next(____index) }
end,`;
    const readable = bundle(typed);
    const compact = same(readable);
    expect(new LuaVm().run(compact)).toEqual([1, true]);
    const lines = compact.split("\n");
    const source = readable.split("\n");
    const names = bundleModuleNames(readable);
    const entryOf = (name: string) => lines[source.indexOf(`["${name}"] = function(...)`)];
    // Gone: the empty modules whose requires only copy or drop their table, and those requires.
    // A module that goes leaves `nil` in its place in the list: each later function keeps its number.
    for (const name of ["src.types.a", "src.types.b", "src.types.unused"]) expect({ name, line: entryOf(name) }).toEqual({ name, line: "nil" });
    for (const gone of ['local ____b = require("src.types.b")', 'require("src.types.unused")', '    local ____export = require("src.types.a")']) {
      expect({ gone, line: lines[source.indexOf(gone)] }).toEqual({ gone, line: "" });
    }
    // Kept, each under the number the readable bundle gives it: one with a side effect (and the
    // barrel that requires it), one whose table is read.
    for (const name of ["src.types.effect", "src.types.read", "src.types.index"]) expect(entryOf(name)).toBe("function()");
    expect(lines[source.indexOf('    local ____export = require("src.types.effect")')]).toContain(`(${names.indexOf("src.types.effect") + 1})`);
  });

  test("modules left out after the last one kept are not written at all (no `nil` for them), every number the same", () => {
    const tail = `["src.lib.words"] = function(...)
local ____exports = {}
function ____exports.shout(s) return s .. "!" end
return ____exports
end,
["src.types.middle"] = function(...)
local ____exports = {}
return ____exports
end,
["src.entry"] = function(...)
local ____words = require("src.lib.words")
return { ____words.shout("a"), ____words.shout("b") }
end,
["src.types.late"] = function(...)
local ____exports = {}
return ____exports
end,
["src.types.last"] = function(...)
local ____exports = {}
return ____exports
end,`;
    const readable = bundle(tail);
    const compact = same(readable);
    expect(new LuaVm().run(compact)).toEqual(["a!", "b!"]);
    const lines = compact.split("\n");
    const source = readable.split("\n");
    const entryOf = (name: string) => lines[source.indexOf(`["${name}"] = function(...)`)];
    // The one between keeps its `nil`: the entry's number is still 3.
    expect(entryOf("src.types.middle")).toBe("nil");
    expect(compact).toMatch(/\w+\(3\)$/m);
    for (const name of ["src.types.late", "src.types.last"]) expect({ name, line: entryOf(name) }).toEqual({ name, line: "" });
    expect(compact).not.toMatch(/\bnil,?\s*\}/);
  });

  test("a local left unread once unread exports went goes with its value where that runs nothing; an inert module no kept require reads goes; a side effect, an assigned local, another module's table stay", () => {
    const modules = `["src.emptied"] = function(...)
local ____exports = {}
local helper = 5
local ____dep = require("src.data")
function ____exports.unused() return helper end
return ____exports
end,
["src.data"] = function(...)
local ____exports = {}
____exports.COLOURS = { "Red", "Blue" }
function ____exports.first() return ____exports.COLOURS[1] end
return ____exports
end,
["src.effect"] = function(...)
local ____exports = {}
LOADED = (LOADED or 0) + 1
return ____exports
end,
["src.writes"] = function(...)
local ____exports = {}
local ____data = require("src.data")
____data.COLOURS[3] = "White"
return ____exports
end,
["src.entry"] = function(...)
local ____emptied = require("src.emptied")
local ____effect = require("src.effect")
local ____writes = require("src.writes")
local ____data = require("src.data")
local kept, gone = 7, "x"
local assigned = 1
assigned = 2
local n = 0
while n < 2 do
  local unused1, unused2 = 1, 2
  n = n + 1
end
return { LOADED, kept, assigned, #____data.COLOURS }
end,`;
    const readable = bundle(modules);
    const compact = same(readable);
    expect(new LuaVm().run(compact)).toEqual([1, 7, 2, 3]);
    const lines = compact.split("\n");
    const source = readable.split("\n");
    const line = (text: string) => lines[source.indexOf(text)];
    const names = bundleModuleNames(readable);
    // Gone: the emptied module's unread require and its entry, and an unread local of a literal.
    expect(line('local ____emptied = require("src.emptied")')).toBe("");
    expect(line('["src.emptied"] = function(...)')).toBe("nil");
    expect(line('local kept, gone = 7, "x"')).toContain("7");
    expect(compact).not.toContain('"x"');
    // Kept: a module with a side effect, one that writes another module's table, an assigned local.
    expect(line('local ____effect = require("src.effect")')).toContain(`(${names.indexOf("src.effect") + 1})`);
    expect(line('local ____writes = require("src.writes")')).toContain(`(${names.indexOf("src.writes") + 1})`);
    expect(line("local assigned = 1")).not.toBe("");
    // Inside a block one name stays (a local before a label keeps MoonSharp's locals: moonsharpSafe.ts).
    expect(line("  local unused1, unused2 = 1, 2")).toMatch(/^local \w+=2$/);
  });

  test("a module no kept call of require names goes, inert or not (a barrel nobody imports from); it stays where require is read otherwise", () => {
    const modules = `["src.parts"] = function(...)
local ____exports = {}
function ____exports.double(n) return n * 2 end
return ____exports
end,
["src.barrel"] = function(...)
local ____exports = {}
do
    local ____export = require("src.parts")
    for ____exportKey, ____exportValue in pairs(____export) do
        if ____exportKey ~= "default" then
            ____exports[____exportKey] = ____exportValue
        end
    end
end
return ____exports
end,
["src.entry"] = function(...)
local ____parts = require("src.parts")
return { ____parts.double(21) }
end,`;
    const readable = bundle(modules);
    const compact = same(readable);
    expect(new LuaVm().run(compact)).toEqual([42]);
    const lines = compact.split("\n");
    const source = readable.split("\n");
    const line = (text: string) => lines[source.indexOf(text)];
    expect(line('["src.barrel"] = function(...)')).toBe("nil");
    expect(line("    for ____exportKey, ____exportValue in pairs(____export) do")).toBe("");
    expect(line('["src.parts"] = function(...)')).toBe("function()");
    // \`require\` handed on as a value: a module could be named at run time, so the barrel stays.
    const handed = bundle(modules.replace("return { ____parts.double(21) }", "local r = require\nreturn { ____parts.double(21), r ~= nil }"));
    const kept = same(handed).split("\n");
    expect(kept[handed.split("\n").indexOf('["src.barrel"] = function(...)')]).toBe("function()");
  });

  test("what a kept function of a module whose table escapes reads stays: its locals and other modules' exports", () => {
    // The self-check's shape: the entry's table is what the chunk returns (it escapes), its function
    // reads a local table of closures that call another module's exports.
    const escaping = `["src.probes"] = function(...)
local ____exports = {}
function ____exports.first() return 2 end
function ____exports.second() return "3:3" end
return ____exports
end,
["src.entry"] = function(...)
local ____exports = {}
local ____probes = require("src.probes")
local first = ____probes.first
local second = ____probes.second
local PROBES = { { run = function() return first() end }, { run = function() return second() end } }
function ____exports.findings()
  local out = {}
  for _, p in ipairs(PROBES) do out[#out + 1] = p.run() end
  return out
end
return ____exports
end,`;
    const withEntry = bundle(escaping).replace('return require("src.entry")', 'local entry = require("src.entry")\nlocal handed = { entry }\nreturn handed[1].findings()');
    const compact = same(withEntry);
    expect(new LuaVm().run(compact)).toEqual([2, "3:3"]);
  });

  // TSTL's lualib module, first in the table, and modules naming its helpers (luaCompactLualib.ts).
  const LUALIB = `["lualib_bundle"] = function(...)
local function __TS__Double(n)
    return n * 2
end
local __TS__Inc = nil
do
    local step = 1
    function __TS__Inc(n)
        return __TS__Double(n) / 2 + step
    end
end
return {
  __TS__Double = __TS__Double,
  __TS__Inc = __TS__Inc
}
 end,`;
  const helperUser = (name: string, alias = "__TS__Double", incTwice = false) => `["${name}"] = function(...)
local ____lualib = require("lualib_bundle")
local ${alias} = ____lualib.__TS__Double
local __TS__Inc = ____lualib.__TS__Inc
local ____exports = {}
function ____exports.f(n) return ${alias}(n) + __TS__Inc(n) + ${alias}(1)${incTwice ? " + __TS__Inc(0)" : ""} end
return ____exports
end,`;
  const entry = `["src.entry"] = function(...)
local ____lualib = require("lualib_bundle")
local __TS__Double = ____lualib.__TS__Double
local a = require("src.a")
local b = require("src.b")
return { a.f(3), b.f(4), __TS__Double(5) }
end,`;

  test("lualib's helpers become locals of the chunk (a helper few modules name, a field of one more local), its module and requires gone; lines and results kept", () => {
    const readable = bundle([LUALIB, helperUser("src.a"), helperUser("src.b", "__TS__Double", true), entry].join("\n"));
    // __TS__Double is named by three modules, __TS__Inc by two: from three on, a local of the chunk.
    const hoisted = withLualibLocals(readable, undefined, 3);
    expect(hoisted.split("\n").length).toBe(readable.split("\n").length);
    expect(hoisted).not.toContain("lualib_bundle");
    expect(hoisted).toMatch(/^local __TS__Double,____lualibRest=\(function\(\)$/m);
    expect(hoisted).toMatch(/^return __TS__Double,\{a=__TS__Inc\}$/m);
    // src.a reads __TS__Inc once: the read names the table's field; src.b twice: its name stays.
    expect(hoisted).toContain("function ____exports.f(n) return __TS__Double(n) + ____lualibRest.a(n) + __TS__Double(1) end");
    expect(hoisted.match(/^local __TS__Inc = ____lualibRest\.a$/gm)).toHaveLength(1);
    expect(hoisted).toContain("function ____exports.f(n) return __TS__Double(n) + __TS__Inc(n) + __TS__Double(1) + __TS__Inc(0) end");
    expect(new LuaVm().run(hoisted)).toEqual(new LuaVm().run(readable));
    // The compact form (every helper in the table here: Global's threshold is 20 modules).
    const compact = same(readable);
    expect(compact.match(/^function\(\)$/gm)).toHaveLength(3);
    expect(bundleModuleNames(readable)).toEqual(["src.a", "src.b", "src.entry"]);
    const lines = compact.split("\n");
    const at = (text: string) => readable.split("\n").findIndex((l) => l === text);
    expect(lines[at('local ____lualib = require("lualib_bundle")')]).toBe("");
    // src.a is the list's first function: module 1.
    expect(lines[at('["src.a"] = function(...)')]).toBe("function()");
  });

  test("lualib stays a module where a module names a helper otherwise (a name of its own) or reads its table", () => {
    for (const other of [helperUser("src.b", "dbl"), helperUser("src.b").replace("local ____exports = {}", "local ____exports = { lib = ____lualib }")]) {
      const readable = bundle([LUALIB, helperUser("src.a"), other, entry].join("\n"));
      expect(withLualibLocals(readable, undefined, 1)).toBe(readable);
      const compact = same(readable);
      expect(compact).not.toMatch(/\[\d+\]=function/);
      expect(compact.match(/^function\(\)$/gm)).toHaveLength(4);
      expect(bundleModuleNames(readable)[0]).toBe("lualib_bundle");
    }
  });

  test("on a real bundle (Global's): the output is a function of the input alone, much smaller, every line kept, no module name left", () => {
    // The built save compiles Global through the bundle cache (tools/lib/tstlCache.ts): asked for
    // first, the readable Lua below is that compile's, not a second one (docs/test-cache.md).
    const shipped = String(builtSave().save.LuaScript);
    const lua = compileCached("src/tts/global/main.ts");
    const compact = compactLua(lua);
    // The same Lua gives the same compact form: the build's (made in another process, or an earlier
    // run's from the shipped-form cache) is this one with its lines joined.
    expect(joinLuaLines(withProseWords(compact)).lua === shipped).toBe(true);
    expect(checkLua52(compact)).toBeUndefined();
    expect(compact).not.toMatch(/require\("src\./);
    expect(compact).not.toMatch(/"src\.(core|tts)\.[\w.]+"/);
    expect(compact.length).toBeLessThan(lua.length * 0.5);
    expect(compact.split("\n").length).toBe(lua.split("\n").length);
  });
});

describe("TTS's property names (ttsProperties.ts)", () => {
  test("the typings' properties of objects and players are known, methods are not", () => {
    const names = ttsPropertyNames();
    for (const n of ["guid", "resting", "is_face_down", "seated", "host", "color", "interactable"]) expect({ n, known: names.has(n) }).toEqual({ n, known: true });
    for (const n of ["getGMNotes", "getPosition", "setPositionSmooth", "colour", "initiative"]) expect({ n, known: names.has(n) }).toEqual({ n, known: false });
  });
});

describe("the shipped Global beside MoonSharp's uninitialised-local bug", () => {
  test("inside a for-in body every local gives each name a value (or ends with a call or `...`): the compact form drops no nil there", () => {
    const global = String(builtSave().save.LuaScript);
    const bodies = forInBlocks(parseLua(global) as never);
    const MULTIPLE = ["CallExpression", "StringCallExpression", "TableCallExpression", "VarargLiteral"];
    const short: string[] = [];
    for (const body of bodies) {
      for (const st of body as unknown as { type: string; init: { type: string; range: number[] }[]; variables: unknown[]; range: number[] }[]) {
        if (st.type !== "LocalStatement" || st.init.length === 0 || st.init.length >= st.variables.length) continue;
        if (!MULTIPLE.includes(st.init[st.init.length - 1].type)) short.push(global.slice(st.range[0], st.range[0] + 80));
      }
    }
    expect(bodies.size).toBeGreaterThan(100);
    expect(short).toEqual([]);
  });
});
