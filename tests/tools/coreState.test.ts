/**
 * The core keeps no module state (docs/core-guidelines.md): an answer depends on the call's
 * arguments alone. A module-level `let` or `var` in src/core is refused, naming the file and line.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { tsFiles } from "../support/sourceGraph";

/** Top-level `let`/`var` declarations (a statement starting in column 0, exported or not). */
export function moduleLets(text: string): number[] {
  const lines: number[] = [];
  text.split("\n").forEach((line, i) => {
    if (/^(export\s+)?(let|var)\s/.test(line)) lines.push(i + 1);
  });
  return lines;
}

test("the gate sees a module-level let or var, exported or not, and nothing inside a function", () => {
  expect(moduleLets("let memo = 1;\nexport var x = 2;\nfunction f() {\n  let y = 3;\n}\nconst z = 4;")).toEqual([1, 2]);
});

test("no module-level let or var in src/core", () => {
  const found = tsFiles(path.join(REPO_ROOT, "src", "core")).flatMap((f) =>
    moduleLets(fs.readFileSync(f, "utf8")).map((line) => `${path.relative(REPO_ROOT, f)}:${line}`),
  );
  expect(found).toEqual([]);
});
