/**
 * A prologue for code that jest runs (tools/jest-esbuild.cjs, tools/jest-fengari.cjs): the built-ins a
 * module names (`Math`, `String`, `Uint8Array`...) read once from its global into module constants.
 *
 * Why: jest runs every test file in a `vm` context, and in Node 20 every read of a global from code
 * compiled in such a context goes through the context's interceptor, a call into C++: ~150 ns for
 * `Math` in `Math.floor(x)`, against ~1 ns for a local (measured in a jest test, 1000-element loops).
 * fengari names a global on every hot path (`s instanceof Uint8Array` for every Lua string handed to
 * its API, `String.fromCharCode` per character, `Math.floor`, `isNaN`), and so do the fake and the
 * rules (`Math.cos` in a zone's overlap test). A module constant holds the very same object, so a
 * module computes the same; only names that a module could not also declare at its top level are
 * taken (built-ins, never a jest fake such as `Date` or the timers, which jest may replace after the
 * module has loaded), and a module that did declare one fails to load, loudly.
 */
const NAMES = [
  "Array", "ArrayBuffer", "BigInt", "Boolean", "DataView", "Error", "Float32Array", "Float64Array",
  "Int16Array", "Int32Array", "Int8Array", "JSON", "Map", "Math", "Number", "Object", "RangeError",
  "Reflect", "RegExp", "Set", "String", "Symbol", "SyntaxError", "TypeError", "Uint16Array",
  "Uint32Array", "Uint8Array", "WeakMap", "WeakSet", "isFinite", "isNaN", "parseFloat", "parseInt",
];
const USES = new Map(NAMES.map((n) => [n, new RegExp(`(?<![.\\w$])${n}(?![\\w$])`)]));

/** `const { <names code uses> } = globalThis;` (one line, no newline), or "" if it names none. */
function globalsPrologue(code) {
  const used = NAMES.filter((n) => USES.get(n).test(code));
  return used.length === 0 ? "" : `const { ${used.join(", ")} } = globalThis;`;
}

module.exports = { globalsPrologue, NAMES };
