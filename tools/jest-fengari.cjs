/**
 * jest's transform of fengari's own sources (jest.config.cjs): two edits, one that keeps its Lua stack
 * a fast array, one that reads the built-ins each file names once (tools/jest-globals.cjs: in jest's
 * vm context a global's read costs ~150 ns, and fengari reads `Uint8Array` for every string handed to
 * its API, `String` for every character it decodes, `Math` and `isNaN` in its arithmetic and tables).
 * Test infrastructure only: `npm run build` never runs fengari, and the bench and the dev loop load
 * fengari as shipped.
 *
 * fengari pops the Lua stack with `delete L.stack[i]` (29 places: every pop, every call's return,
 * adjust_top). A `delete` of an array element is a call into V8's runtime, and once the stack has
 * grown (deep calls: past 64 slots) and holds mostly holes, V8 turns the array into a dictionary:
 * every stack read and write of the VM is then a hash lookup (checked: after a 150-deep recursion
 * `%HasDictionaryElements(L.stack)` is true; with this edit false). Here each becomes
 * `L.stack[i] = undefined`: a read of the slot gives `undefined` either way, the value is let go
 * either way, and fengari never asks whether a slot exists (`in`, `hasOwnProperty`, keys, iteration
 * of the stack: none in its sources), so the VM computes the same. tests/tools/fengariStack.test.ts
 * runs Lua through this fengari and through fengari as shipped (a plain node process) and compares.
 *
 * Each file's count of edits is checked: a fengari whose text differs (another version) fails here
 * instead of running half edited.
 */
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");
const { globalsPrologue } = require("./jest-globals.cjs");

/** `delete <ref>.stack[<index>];` as fengari 0.1.5 writes it. */
const STACK_DELETE = /delete ([A-Za-z_][A-Za-z_0-9]*(?:\.[A-Za-z_][A-Za-z_0-9]*)*\.stack\[[^\]\n]+\]);/g;
/** The edits per file of fengari 0.1.5's src/. */
const EXPECTED = { "lapi.js": 18, "ldebug.js": 1, "ldo.js": 5, "lparser.js": 1, "ltm.js": 1, "lvm.js": 3 };

/** fengari's source of `file` (a path ending in fengari/src/<name>.js) with its stack pops as stores. */
function patchFengari(source, file) {
  const name = path.basename(file);
  let count = 0;
  const out = source.replace(STACK_DELETE, (_, slot) => {
    count++;
    return `${slot} = undefined;`;
  });
  const want = EXPECTED[name] ?? 0;
  if (count !== want) {
    throw new Error(`tools/jest-fengari.cjs: ${count} stack pops found in fengari's ${name}, ${want} expected (another fengari version? check its sources and EXPECTED)`);
  }
  return out;
}

const STRICT = /^(\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*"use strict";)/;

/** `code` with the built-ins it names read once, on its first line (after a "use strict", which must stay first), so its lines keep their numbers. */
function withGlobals(code) {
  const prologue = globalsPrologue(code);
  if (prologue === "") return code;
  const strict = STRICT.exec(code);
  return strict ? strict[1] + " " + prologue + code.slice(strict[1].length) : prologue + " " + code;
}

const SELF = ["jest-fengari.cjs", "jest-globals.cjs"].map((f) => fs.readFileSync(path.join(__dirname, f), "utf8")).join("\0");

module.exports = {
  patchFengari,
  withGlobals,
  EXPECTED,
  process(source, filename) {
    return { code: withGlobals(patchFengari(source, filename)) };
  },
  getCacheKey(source, filename) {
    return crypto.createHash("sha256").update(SELF).update("\0").update(filename).update("\0").update(source).digest("hex");
  },
};
