/**
 * The fresh-clone order of the suites (tools/jest-sequencer.cjs, docs/test-cache.md): the first
 * suite that needs the built save, every suite that needs none (those loading the parity bundle
 * last), the README modding test, the rest.
 * Order only: the same suites, each once.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

const { needsBuiltSave, needsCoreBundle, freshCloneOrder } = require("../../tools/jest-sequencer.cjs") as {
  needsBuiltSave(file: string, memo?: Map<string, boolean>, tests?: string): boolean;
  needsCoreBundle(file: string): boolean;
  freshCloneOrder<T extends { path: string }>(sorted: T[]): T[];
};

const REPO = path.resolve(__dirname, "..", "..");

test("a suite needs the built save when its value imports reach tests/support/builtSave.ts", () => {
  // Through tests/support/scenario.ts, directly, and not at all.
  expect(needsBuiltSave(path.join(REPO, "tests/scenarios/help.test.ts"))).toBe(true);
  expect(needsBuiltSave(path.join(REPO, "tests/lua/scripts.test.ts"))).toBe(true);
  expect(needsBuiltSave(path.join(REPO, "tests/core/game/rounds.test.ts"))).toBe(false);
  expect(needsBuiltSave(path.join(REPO, "tests/tools/jestSequencer.test.ts"))).toBe(false);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-sequencer-"));
  try {
    const tests = path.join(dir, "tests") + path.sep;
    const write = (f: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(tests, f)), { recursive: true });
      fs.writeFileSync(path.join(tests, f), text);
    };
    write("support/builtSave.ts", "export const builtSave = () => 1;\n");
    write("support/helper.ts", 'import { builtSave } from "./builtSave";\nexport type Kind = number;\nexport const h = builtSave;\n');
    write("support/circle.ts", 'import { c } from "./circle2";\nexport const d = c;\n');
    write("support/circle2.ts", 'export { d as c } from "./circle";\nimport { h } from "./helper";\nexport const e = h;\n');
    write("value.test.ts", 'import {\n  h,\n} from "./support/helper";\nh();\n');
    write("typeOnly.test.ts", 'import type { Kind } from "./support/helper";\nexport const k: Kind = 1;\n');
    write("required.test.ts", 'const { h } = require("./support/helper");\nh();\n');
    write("circle.test.ts", 'import { d } from "./support/circle";\nd;\n');
    write("plain.test.ts", 'import * as fs from "node:fs";\nimport { x } from "../elsewhere";\nfs; x;\n');
    const needs = (f: string) => needsBuiltSave(path.join(tests, f), new Map(), tests);
    expect(["value", "typeOnly", "required", "circle", "plain"].map((f) => [f, needs(`${f}.test.ts`)])).toEqual([
      ["value", true],
      ["typeOnly", false],
      ["required", true],
      ["circle", true],
      ["plain", false],
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a suite loads the parity bundle when its value imports reach tests/support/lua.ts", () => {
  expect(needsCoreBundle(path.join(REPO, "tests/lua/powersParity.test.ts"))).toBe(true);
  expect(needsCoreBundle(path.join(REPO, "tests/lua/data.test.ts"))).toBe(true);
  expect(needsCoreBundle(path.join(REPO, "tests/core/game/rounds.test.ts"))).toBe(false);
});

test("the fresh-clone order: one suite that builds the save, those that need none (the parity bundle's last), the README test, the rest", () => {
  const t = (f: string) => ({ path: path.join(REPO, f) });
  const sorted = [
    t("tests/scenarios/help.test.ts"),
    t("tests/lua/powersParity.test.ts"),
    t("tests/lua/scripts.test.ts"),
    t("tests/tools/readmeModding.test.ts"),
    t("tests/core/game/rounds.test.ts"),
    t("tests/scenarios/court.test.ts"),
    t("tests/tools/jestSequencer.test.ts"),
  ];
  expect(freshCloneOrder(sorted).map((x) => path.relative(REPO, x.path))).toEqual([
    "tests/scenarios/help.test.ts",
    "tests/core/game/rounds.test.ts",
    "tests/tools/jestSequencer.test.ts",
    "tests/lua/powersParity.test.ts",
    "tests/tools/readmeModding.test.ts",
    "tests/lua/scripts.test.ts",
    "tests/scenarios/court.test.ts",
  ]);
});
