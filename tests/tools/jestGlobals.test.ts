/**
 * jest's transforms read the built-ins a module names once, into module constants
 * (tools/jest-globals.cjs): a global's read costs ~150 ns in jest's vm context. The constants must be
 * the very objects the globals are, the source maps must still name the right lines, and fengari's
 * files must keep their lines and their "use strict".
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { REPO_ROOT } from "../../tools/lib/repo";

const { globalsPrologue, NAMES } = require("../../tools/jest-globals.cjs");
const esbuildTransform = require("../../tools/jest-esbuild.cjs");
const { withGlobals, patchFengari } = require("../../tools/jest-fengari.cjs");

test("a module names its built-ins through constants holding the very globals (this file is transformed so)", () => {
  const code: string = esbuildTransform.process(fs.readFileSync(__filename, "utf8"), __filename).code;
  expect(code.split("\n")[0]).toBe(globalsPrologue(fs.readFileSync(__filename, "utf8")));
  expect(code.split("\n")[0]).toContain("Math");
  // The local `Math` of this module is the global one: a spy on it is seen here.
  expect(Math).toBe(globalThis.Math);
  expect(JSON).toBe(globalThis.JSON);
  const spy = jest.spyOn(globalThis.Math, "random").mockReturnValue(0.25);
  try {
    expect(Math.random()).toBe(0.25);
  } finally {
    spy.mockRestore();
  }
  // Only built-ins, never what jest may replace after a module has loaded.
  for (const fake of ["Date", "setTimeout", "setInterval", "clearTimeout", "queueMicrotask", "performance", "process", "console", "Promise"]) {
    expect(NAMES).not.toContain(fake);
  }
  for (const name of NAMES) expect((globalThis as Record<string, unknown>)[name]).toBeDefined();
});

test("the prologue names only what a module uses, as a name (not a property or a longer name)", () => {
  expect(globalsPrologue("x.Math = 1; const MathX = 2; y.isNaN(3);")).toBe("");
  expect(globalsPrologue("return Math.floor(x) + String(y) + (z instanceof Uint8Array);")).toBe("const { Math, String, Uint8Array } = globalThis;");
});

test("stack traces still name the right line of a transformed module (esbuild's banner is in the source map)", () => {
  const line = Number(/jestGlobals\.test\.ts:(\d+):\d+/.exec(String(new Error("here").stack))![1]);
  expect(line).toBe(41);
});

test("fengari's files keep their line numbers and their leading \"use strict\"", () => {
  const src = path.join(REPO_ROOT, "node_modules", "fengari", "src");
  let withPrologue = 0;
  for (const name of fs.readdirSync(src).filter((n) => n.endsWith(".js"))) {
    const text = fs.readFileSync(path.join(src, name), "utf8");
    const out: string = withGlobals(patchFengari(text, name));
    expect(out.split("\n").length).toBe(text.split("\n").length);
    if (text.startsWith('"use strict";')) expect(out.startsWith('"use strict"; const {')).toBe(out !== patchFengari(text, name));
    if (out !== patchFengari(text, name)) withPrologue++;
  }
  expect(withPrologue).toBeGreaterThan(20);
});
