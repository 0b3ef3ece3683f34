/**
 * Issue 33 item 1: following the README's "Modding: add a card" keeps the tests green. A copy of
 * the repository gets the README's own examples (BC32, LEAD09, L15) pasted as a modder would
 * (tests/support/moddedCopy.ts); then the data, table and setup suites run in that copy, building
 * its table (the new cards rendered, in their decks, with tooltips) and setting up games with them.
 * Every test of the printed cards checks the box's cards (tests/support/baseGame.ts), never a total.
 */
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { readmeExamples, withModdedCopy } from "../support/moddedCopy";

/** The suites that read the card tables: the data, the built table, and the setups that deal them. */
const SUITES = [
  "tests/core/data",
  "tests/core/court/court.test.ts",
  "tests/core/game/setup.test.ts",
  "tests/lua/data.test.ts",
  "tests/table/table.test.ts",
  "tests/table/tags.test.ts",
  "tests/table/tooltips.test.ts",
  "tests/scenarios/setup.test.ts",
  "tests/scenarios/setupDraft.test.ts",
  "tests/tools/cardPowersDoc.test.ts",
];

test("the README's examples pasted into a copy: its data, table and setup suites pass", () => {
  withModdedCopy((root) => {
    // The examples are in the copy's tables, at their ends.
    for (const ex of readmeExamples()) {
      const text = fs.readFileSync(path.join(root, ex.file), "utf8");
      const id = /id: "([A-Z0-9]+)"/.exec(ex.code)![1];
      expect(text.indexOf(`id: "${id}"`)).toBeGreaterThan(text.lastIndexOf(`export const ${ex.table}`));
    }
    const jest = path.join(root, "node_modules", "jest", "bin", "jest.js");
    const r = spawnSync(process.execPath, [jest, "--maxWorkers=1", "--ci", ...SUITES], {
      cwd: root,
      encoding: "utf8",
      // The content-keyed caches of this run serve the copy too (docs/test-cache.md): what its
      // changed data touches misses, the rest is shared; the copy's own bundles (Global with the
      // new cards, the parity bundle) are reused by the next run, the copy's folder being the same.
      env: { ...process.env },
      maxBuffer: 64 * 1024 * 1024,
    });
    const summary = (r.stderr ?? "").split("\n").filter((l) => /^(FAIL|Tests:|Test Suites:)|●/.test(l));
    expect({ status: r.status, summary }).toEqual({ status: 0, summary: expect.arrayContaining([expect.stringMatching(/^Test Suites: \d+ passed, \d+ total$/)]) });
    expect(summary.filter((l) => /^FAIL|●/.test(l))).toEqual([]);
  });
}, 900_000);
