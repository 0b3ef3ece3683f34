/**
 * The MoonSharp label gate (tts-notes.md: "MoonSharp label bug", verified on 2.0.0.0). The samples
 * are the shapes TSTL emits for `continue`; the gate must refuse the fatal one and pass the rewrites.
 */
import { findLabelHazards } from "../../tools/lib/moonsharpLabels";
import { coreModules, sharedCoreBundle } from "../support/lua";

// What TSTL emits for `for (let i = 0; …; i++) { const x = …; if (…) continue; … }`.
const FATAL_WHILE = `
local function countOdd(xs)
  local n = 0
  do
    local i = 0
    while i < #xs do
      do
        local x = xs[i + 1]
        if x % 2 == 0 then goto __continue3 end
        n = n + 1
      end
      ::__continue3::
      i = i + 1
    end
  end
  return n
end`;

describe("the MoonSharp label gate", () => {
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

describe("the whole rules core, not only what Global ships today", () => {
  // Core modules reach TTS as soon as a script imports them: gate them all now. The parity tests'
  // bundle holds every module of src/core (tests/support/lua.ts: one TypeScript program for the
  // run); the gate names the module a hazard is in.
  const modules = coreModules();

  test("every module of src/core is in the bundle, and none has a label hazard", () => {
    const lua = sharedCoreBundle();
    const bundled = new Set([...lua.matchAll(/^\["(src\.core\.[^"]+)"\] = function/gm)].map((m) => m[1]));
    const expected = modules.map((m) => m.replace(/\.ts$/, "").split("/").join("."));
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.filter((m) => !bundled.has(m))).toEqual([]);
    expect(findLabelHazards(lua)).toEqual([]);
  });
});
