/**
 * jest's order, changed on a fresh clone (no timings recorded yet: CI). Without timings jest runs
 * the biggest files first, and two things then kept a core idle:
 *
 * - The built save (tests/support/builtSave.ts, ~52 s of a cold build) is made by the first suite
 *   that asks for it, under a lock: every other suite asking meanwhile waits. The biggest files are
 *   scenario suites, so the second worker's first suite waited for the whole build (measured: its
 *   12 s suite took 155 s of wall at a load of 14, nearly all of it waiting). Now the first suite
 *   that needs the save goes first, then every suite that does not (the core's, the Lua parity's,
 *   the tools' and the render's: they need no built save), then the rest: the second worker works
 *   while the first builds.
 * - The README modding test is a small file (49 lines) whose run is among the longest (~66 s of
 *   CPU in one process: ten suites in a modded copy of the repository): last in the queue, it ran
 *   alone at the end while the other core idled. It now goes after the suites that need no save, so
 *   the build has filled the shared raster cache its copy's render reads, and the suites that need
 *   the save (over a hundred) are left to keep the other core busy while it runs.
 *
 * - The parity bundle (tests/support/lua.ts: every core module in one bundle, ~11 s of CPU to
 *   compile) is mostly the modules of Global, which the first suite's build compiles at its start;
 *   the tests' module cache (tools/lib/tstlModules.ts) then hands the parity compile every module
 *   Global holds (~3 s). Among the suites that need no save, those that load the parity bundle go
 *   last, so that the second worker does not compile it alongside Global (both from scratch).
 *
 * Which suites need the built save (or the parity bundle) is read from the imports: a test file that reaches
 * tests/support/builtSave.ts through its relative imports. Once timings exist jest's own order
 * (slowest first) stands. Order only: every suite still runs (docs/test-cache.md).
 */
const fs = require("node:fs");
const path = require("node:path");
const Sequencer = require("@jest/test-sequencer").default;

const README = path.join("tests", "tools", "readmeModding.test.ts");
const BUILT_SAVE = path.join("tests", "support", "builtSave.ts");
const CORE_BUNDLE = path.join("tests", "support", "lua.ts");

const TESTS = path.resolve(__dirname, "..", "tests") + path.sep;
// A value import or re-export (`import type` is erased: it loads nothing), or a call of require/import.
const IMPORT = /^(?:import|export)(?!\s+type\b)[^;]*?\bfrom\s+"(\.{1,2}\/[^"]+)"|\b(?:require|import)\(\s*"(\.{1,2}\/[^"]+)"\s*\)/gms;

/** Whether `file` reaches tests/support/builtSave.ts through relative imports of files under `tests` (memo: file -> answer). */
function needsBuiltSave(file, memo = new Map(), tests = TESTS, seen = new Set()) {
  return reaches(BUILT_SAVE, file, memo, tests, seen);
}

/** Whether `file` reaches tests/support/lua.ts (the parity bundle of every core module) through relative imports under `tests`. */
function needsCoreBundle(file, memo = new Map(), tests = TESTS) {
  return reaches(CORE_BUNDLE, file, memo, tests, new Set());
}

function reaches(target, file, memo, tests, seen) {
  if (memo.has(file)) return memo.get(file);
  if (file.endsWith(target)) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  let src = "";
  try {
    src = fs.readFileSync(file, "utf8");
  } catch {
    return false;
  }
  let found = false;
  for (const m of src.matchAll(IMPORT)) {
    const base = path.resolve(path.dirname(file), m[1] ?? m[2]);
    // Only the tests' own files can reach it (src/ and tools/ never import tests/).
    const hit = [base, `${base}.ts`, path.join(base, "index.ts")].find((c) => c.startsWith(tests) && c.endsWith(".ts") && fs.existsSync(c));
    if (hit !== undefined && reaches(target, hit, memo, tests, seen)) {
      found = true;
      break;
    }
  }
  // Only a definite answer is kept: a file cut short by an import circle may still reach it another way.
  if (found) memo.set(file, true);
  return found;
}

/**
 * The fresh-clone order: the first suite that needs the built save, those that need none (first
 * those that do not load the parity bundle, then those that do), the README test, the rest.
 */
function freshCloneOrder(sorted) {
  const memo = new Map();
  const bundleMemo = new Map();
  const readme = sorted.filter((t) => t.path.endsWith(README));
  const others = sorted.filter((t) => !t.path.endsWith(README));
  const saving = others.filter((t) => needsBuiltSave(t.path, memo));
  const plain = others.filter((t) => !saving.includes(t));
  const parity = plain.filter((t) => needsCoreBundle(t.path, bundleMemo));
  return saving.slice(0, 1).concat(plain.filter((t) => !parity.includes(t)), parity, readme, saving.slice(1));
}

class ArcsSequencer extends Sequencer {
  sort(tests) {
    const place = (sorted) => (sorted.every((t) => t.duration == null) ? freshCloneOrder(sorted) : sorted);
    const sorted = super.sort(tests);
    return typeof sorted.then === "function" ? sorted.then(place) : place(sorted);
  }
}

module.exports = ArcsSequencer;
module.exports.needsBuiltSave = needsBuiltSave;
module.exports.needsCoreBundle = needsCoreBundle;
module.exports.freshCloneOrder = freshCloneOrder;
