/**
 * The MoonSharp label gate (tts-notes.md: "MoonSharp label bug", verified on 2.0.0.0). The samples
 * are the shapes TSTL emits for `continue`; the gate must refuse the fatal one and pass the rewrites.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { findLabelHazards } from "../../tools/lib/moonsharpLabels";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { compileCached } from "../support/lua";

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
  // Core modules reach TTS as soon as a script imports them: gate them all now. One bundle whose
  // entry imports every module of src/core compiles once (one TypeScript program) instead of once
  // per module; the gate names the module a hazard is in.
  const coreRoot = path.join(REPO_ROOT, "src/core");
  const modules: string[] = [];
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".ts") && !e.name.endsWith(".d.ts")) modules.push(p);
    }
  };
  walk(coreRoot);
  const entryDir = path.join(REPO_ROOT, "build", ".test-cache", "gate");
  const entry = path.join(entryDir, "allCore.ts");
  const text = modules.map((m) => `import "${path.relative(entryDir, m).split(path.sep).join("/").replace(/\.ts$/, "")}";`).join("\n") + "\n";
  fs.mkdirSync(entryDir, { recursive: true });
  if (!fs.existsSync(entry) || fs.readFileSync(entry, "utf8") !== text) fs.writeFileSync(entry, text);

  test("every module of src/core is in the bundle, and none has a label hazard", () => {
    const lua = compileCached(path.relative(REPO_ROOT, entry));
    const bundled = new Set([...lua.matchAll(/^\["(src\.core\.[^"]+)"\] = function/gm)].map((m) => m[1]));
    const expected = modules.map((m) => path.relative(REPO_ROOT, m).replace(/\.ts$/, "").split(path.sep).join("."));
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.filter((m) => !bundled.has(m))).toEqual([]);
    expect(findLabelHazards(lua)).toEqual([]);
  });
});
