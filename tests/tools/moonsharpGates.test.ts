/**
 * MoonSharp-safe Lua by construction (tools/lib/moonsharpSafe.ts) and the gates that refuse what it
 * should have removed (tools/lib/moonsharpGates.ts). One minimal sample per hazard of tts-notes.md,
 * each verified on MoonSharp 2.0.0.0 (docs/moonsharp.md; tests/moonsharp/ runs the same samples in
 * the real interpreter when ARCS_LUA_RUNNER is set): the gate refuses the sample, the build's step
 * rewrites it so the gate passes, keeps every line where it was, and the rewrite computes what the
 * sample computes (here in fengari, which has none of the bugs).
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { findMoonSharpHazards } from "../../tools/lib/moonsharpGates";
import { makeMoonSharpSafe } from "../../tools/lib/moonsharpSafe";
import { bundleProblems } from "../../tools/lib/build";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { LuaVm } from "../../tools/lib/luaVm";
import { compileCached, coreModules, sharedCoreBundle } from "../support/lua";
import { MOONSHARP_SAFE_SHAPES, MOONSHARP_SAMPLES } from "../support/moonsharpSamples";

const findLabelHazards = (code: string) =>
  findMoonSharpHazards(code)
    .filter((h) => h.kind === "label")
    .map((h) => ({ line: h.line, label: h.what, fn: h.fn, module: h.module }));

describe("the MoonSharp label gate", () => {
  const FATAL_WHILE = MOONSHARP_SAMPLES.label.code;

  test("refuses a label in a local-less while body when a nested block declares a local", () => {
    expect(findLabelHazards(FATAL_WHILE)).toEqual([{ line: 12, label: "__continue3", fn: "countOdd", module: undefined }]);
  });

  test("refuses the do…while (repeat) and if-block variants too", () => {
    const repeatShape = "local function f(a) repeat do local x = a if x then goto c end end ::c:: until true end";
    const ifShape = "local function g(a) if a then do local y = 1 if y then goto c end end ::c:: end end";
    expect(findLabelHazards(repeatShape).map((h) => h.fn)).toEqual(["f"]);
    expect(findLabelHazards(ifShape).map((h) => h.fn)).toEqual(["g"]);
  });

  test("names the TSTL bundle module the label is in", () => {
    const bundle = `local ____modules = {}\n____modules = {\n["src.core.x"] = function(...)\n${FATAL_WHILE}\nend,\n}`;
    expect(findLabelHazards(bundle)).toEqual([expect.objectContaining({ module: "src.core.x", fn: "countOdd" })]);
  });

  test("names a module of the compact form by its number (the readable bundle's nth module, same line)", () => {
    const bundle = `local a={}\na={\n[7]=function(...)\n${FATAL_WHILE}\nend,\n}`;
    expect(findLabelHazards(bundle)).toEqual([expect.objectContaining({ module: "module 7", fn: "countOdd" })]);
  });

  test("names a module of the compact form's list by its place (the nth function, a module left out a nil)", () => {
    const bundle = `local a={}\na={\nfunction()\nend,\nnil,\nfunction()\n${FATAL_WHILE}\nend,\n}`;
    expect(findMoonSharpHazards(bundle, ["src.a", "src.gone", "src.core.x"]).filter((h) => h.kind === "label")).toEqual([expect.objectContaining({ module: "src.core.x", fn: "countOdd" })]);
    expect(findLabelHazards(bundle)).toEqual([expect.objectContaining({ module: "module 3", fn: "countOdd" })]);
  });

  test("accepts the safe rewrites: a local of the loop body's own before the label, an if/else, a for…of", () => {
    const ownLocal = FATAL_WHILE.replace("    while i < #xs do\n", "    while i < #xs do\n      local ____ = nil\n");
    const ifElse = `local function f(xs) local n = 0 local i = 0 while i < #xs do local x = xs[i + 1] if x % 2 ~= 0 then n = n + 1 end i = i + 1 end return n end`;
    const forOf = `local function f(xs) for ____, x in ipairs(xs) do do local y = x if y then goto __continue1 end end ::__continue1:: end end`;
    const numericFor = `local function f() for i = 1, 3 do do local y = i if y then goto c end end ::c:: end end`;
    const noNestedLocal = `local function f(a) while a do do if a then goto c end end ::c:: a = false end end`;
    for (const code of [ownLocal, ifElse, forOf, numericFor, noNestedLocal]) expect(findLabelHazards(code)).toEqual([]);
  });

  test("a label in a function body or the chunk is safe (the bug needs a local-less inner block)", () => {
    expect(findLabelHazards("local function f(a) do local x = a end ::top:: end ::z:: do local q = 1 end")).toEqual([]);
  });
});

describe("each hazard: refused by the gate, removed by the build's step, same results", () => {
  for (const [kind, sample] of Object.entries(MOONSHARP_SAMPLES)) {
    test(`${kind}: ${sample.what}`, () => {
      expect(findMoonSharpHazards(sample.code).map((h) => h.kind)).toEqual([kind]);
      const safe = makeMoonSharpSafe(sample.code);
      expect(findMoonSharpHazards(safe)).toEqual([]);
      expect(safe.split("\n").length).toBe(sample.code.split("\n").length);
      expect(makeMoonSharpSafe(safe)).toBe(safe);
      const vm = new LuaVm();
      expect(vm.run(safe + "\nreturn " + sample.check)).toEqual(sample.expected);
      expect(new LuaVm().run(sample.code + "\nreturn " + sample.check)).toEqual(sample.expected);
    });
  }

  test("lazy patterns: a `-` after a single-character class, not a dash inside a set or a plain find", () => {
    const kinds = (code: string) => findMoonSharpHazards(code).map((h) => h.kind);
    expect(kinds('local a = string.match(s, "(.-)$")')).toEqual(["lazy-pattern"]);
    expect(kinds('local a = string.gsub(s, "%s-x", "")')).toEqual(["lazy-pattern"]);
    expect(kinds('local a = string.gmatch(s, "[^,]-,")')).toEqual(["lazy-pattern"]);
    expect(kinds('local a = string.find(s, "[%w-]+") local b = string.find(s, "a-b", 1, true) local c = string.gsub(s, "%-", "")')).toEqual([]);
    expect(kinds('local a = string.find(s, "^-?%d+$")')).toEqual([]);
  });

  test("lazy patterns through a local holding the string library or one of its functions (the compact form's library locals, TSTL's lualib)", () => {
    const kinds = (code: string) => findMoonSharpHazards(code).map((h) => h.kind);
    expect(kinds('local Fb = string local function f(s) return Fb.match(s, "(.-)$") end')).toEqual(["lazy-pattern"]);
    expect(kinds('local a, b = ipairs, string return function(s) return b.gsub(s, "%s-x", "") end')).toEqual(["lazy-pattern"]);
    expect(kinds('local find = string.find return find(s, "a.-b")')).toEqual(["lazy-pattern"]);
    expect(kinds('local find = string.find return find(s, "a-b", 1, true)')).toEqual([]);
    expect(kinds('local Fb = string return Fb.upper("a-b")')).toEqual([]);
  });

  test("a method defined in a loop keeps its self parameter", () => {
    const code = "local T = {}\nfor i = 1, 2 do\n  function T:get(a) return self.k + a + i end\n  function T:one() return self.k end\nend\nT.k = 40\nreturn { T:get(1), T:one() }";
    const safe = makeMoonSharpSafe(code);
    expect(safe).toContain("T.get = function(self, a)");
    expect(safe).toContain("T.one = function(self)");
    expect(new LuaVm().run(safe)).toEqual([43, 40]);
  });

  test("every local without values gets nils, wherever it stands; a local with values is left alone", () => {
    const code = "local a\nlocal b, c\nlocal d, e = 1\nlocal function f() local g; return g end\nreturn { a == nil, b == nil, c == nil, d, e == nil, f() == nil }";
    const safe = makeMoonSharpSafe(code);
    expect(safe.split("\n").slice(0, 3)).toEqual(["local a = nil", "local b, c = nil, nil", "local d, e = 1"]);
    expect(safe).toContain("local g = nil;");
    expect(new LuaVm().run(safe)).toEqual([true, true, true, 1, true, true]);
  });

  test("TSTL's own output goes through the step: no bundle carries a hazard", () => {
    const lua = compileCached("src/core/campaign/crisesFate.ts");
    expect(lua).toContain("local card = nil");
    expect(findMoonSharpHazards(lua)).toEqual([]);
  });

  test("a refusal names the bundle line, the module, the Lua function and the TypeScript line", () => {
    const entry = "src/core/campaign/crisesFate.ts";
    // The bundle the test before read (the bundle cache's slot holds compileLuaBundle's Lua): the
    // gate's own compile with the source map is the only other compile of it.
    const safe = compileCached(entry);
    const at = safe.indexOf("local card = nil", safe.indexOf('["src.core.campaign.crisesFate"]'));
    const lua = safe.slice(0, at) + "local card" + safe.slice(at + "local card = nil".length);
    const problems = bundleProblems(entry, lua, "build/lua/x.lua");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^build\/lua\/x\.lua: line \d+: local card \(module src\.core\.campaign\.crisesFate, function fateCrisisIndex, from src\/core\/campaign\/crisesFate\.ts:\d+\)/);
    const tsLine = Number(/crisesFate\.ts:(\d+)/.exec(problems[0])![1]);
    const source = fs.readFileSync(path.join(REPO_ROOT, entry), "utf8").split("\n");
    expect(source[tsLine - 1]).toMatch(/let card: FateCrisisCard \| undefined/);
  });
});

describe("shapes near a hazard that MoonSharp runs right: no refusal, no rewrite", () => {
  for (const shape of MOONSHARP_SAFE_SHAPES) {
    test(shape.what, () => {
      expect(findMoonSharpHazards(shape.code)).toEqual([]);
      expect(makeMoonSharpSafe(shape.code)).toBe(shape.code);
      expect(new LuaVm().run("local unpack = table.unpack or unpack\n" + shape.code + "\nreturn " + shape.check)).toEqual(shape.expected);
    });
  }
});

describe("the whole rules core, not only what Global ships today", () => {
  // Core modules reach TTS as soon as a script imports them: gate them all now. The parity tests'
  // bundle holds every module of src/core (tests/support/lua.ts: one TypeScript program for the
  // run); the gate names the module a hazard is in.
  const modules = coreModules();

  test("every module of src/core is in the bundle, and none has a MoonSharp hazard", () => {
    const lua = sharedCoreBundle();
    const bundled = new Set([...lua.matchAll(/^\["(src\.core\.[^"]+)"\] = function/gm)].map((m) => m[1]));
    const expected = modules.map((m) => m.replace(/\.ts$/, "").split("/").join("."));
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.filter((m) => !bundled.has(m))).toEqual([]);
    expect(findMoonSharpHazards(lua)).toEqual([]);
  });
});
