/**
 * The core's shape (docs/architecture.md "The seam"): the base rules know no expansion. Nothing in
 * src/core outside src/core/campaign imports from it, except the composition root (src/core/rules.ts
 * and src/core/index.ts, where the entry points take the rules as the table plays them), and no
 * import circle runs through src/core, type imports included (a circle of types still ties the files
 * together: neither side can be read, tested or changed alone). Each refusal names the import.
 * And a file has one job: no file in src/ is over 400 lines (src/tts keeps its own, tighter limit in
 * rooms.test.ts).
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as ts from "typescript";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { allImports, importCircles, tsFiles } from "../support/sourceGraph";

const CORE = path.join(REPO_ROOT, "src", "core");
const MAX_LINES = 400;

/** Imports from `root`/campaign/ by a file outside it, other than the composition root's, as "file -> import". */
export function baseToCampaign(files: string[], root: string): string[] {
  const campaign = path.join(root, "campaign") + path.sep;
  const composers = [path.join(root, "rules.ts"), path.join(root, "index.ts")];
  const out: string[] = [];
  for (const f of files) {
    if (f.startsWith(campaign) || composers.includes(f)) continue;
    for (const g of allImports(f)) if (g.startsWith(campaign)) out.push(`${path.relative(root, f)} -> ${path.relative(root, g)}`);
  }
  return out;
}

test("no import circle in src/core, type imports included", () => {
  expect(importCircles(tsFiles(CORE), CORE)).toEqual([]);
});

test("the base rules import nothing from src/core/campaign (only the composition root names it)", () => {
  expect(baseToCampaign(tsFiles(CORE), CORE)).toEqual([]);
});

test("the base rules type-check alone, with no module in the program (they name no module's state or command)", () => {
  const campaign = path.join(CORE, "campaign") + path.sep;
  const composers = [path.join(CORE, "rules.ts"), path.join(CORE, "index.ts")];
  const base = tsFiles(CORE).filter((f) => !f.startsWith(campaign) && !composers.includes(f));
  const config = ts.getParsedCommandLineOfConfigFile(path.join(REPO_ROOT, "tsconfig.core.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (config === undefined) throw new Error("tsconfig.core.json is unreadable");
  const program = ts.createProgram(base, { ...config.options, noEmit: true, incremental: false });
  expect(program.getSourceFiles().map((f) => path.resolve(f.fileName)).filter((f) => f.startsWith(campaign))).toEqual([]);
  const problems = ts.getPreEmitDiagnostics(program).map((d) => `${d.file === undefined ? "" : path.relative(REPO_ROOT, d.file.fileName)}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
  expect(problems).toEqual([]);
});

test("the gates find a circle of type imports and a base import of the campaign (so the tests above can fail)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "core-shape-"));
  try {
    fs.mkdirSync(path.join(dir, "game"));
    fs.mkdirSync(path.join(dir, "campaign"));
    fs.writeFileSync(path.join(dir, "game", "types.ts"), 'import type { C } from "../campaign/types";\nexport interface G { c?: C }\n');
    fs.writeFileSync(path.join(dir, "campaign", "types.ts"), 'import type { G } from "../game/types";\nexport interface C { g: G }\n');
    fs.writeFileSync(path.join(dir, "rules.ts"), 'import { m } from "./campaign/modules";\nexport const all = [m];\n');
    fs.writeFileSync(path.join(dir, "campaign", "modules.ts"), "export const m = 1;\n");
    const files = tsFiles(dir);
    expect(importCircles(files, dir)).toEqual(["campaign/types.ts -> game/types.ts -> campaign/types.ts"]);
    expect(baseToCampaign(files, dir)).toEqual(["game/types.ts -> campaign/types.ts"]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test(`no file in src/ is over ${MAX_LINES} lines`, () => {
  const long = tsFiles(path.join(REPO_ROOT, "src"))
    .map((f) => ({ file: path.relative(REPO_ROOT, f), lines: fs.readFileSync(f, "utf8").split("\n").length }))
    .filter((x) => x.lines > MAX_LINES);
  expect(long).toEqual([]);
});

test("no import circle runs through tools/ (the bench's sections and its index included)", () => {
  const files = tsFiles(path.join(REPO_ROOT, "tools"));
  expect(files.length).toBeGreaterThan(50);
  expect(importCircles(files, REPO_ROOT)).toEqual([]);
});
