/**
 * The TTS layer's shape (issue "The TTS layer in feature rooms"): one folder per table feature, small
 * files, and no import cycles — TSTL's bundled `require` hands a module that is still loading to
 * whoever requires it in a cycle, so a cycle is a nil call waiting to happen in TTS.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { importCircles, tsFiles, valueImports } from "../support/sourceGraph";

const SRC = path.join(REPO_ROOT, "src");
const MAX_LINES = 350;

/** Every import cycle TSTL's `require` would meet (value imports), as the chain of files relative to src/. */
export function importCycles(files: string[]): string[] {
  return importCircles(files, SRC, valueImports);
}

test(`no file in src/tts is over ${MAX_LINES} lines`, () => {
  const long = tsFiles(path.join(SRC, "tts"))
    .map((f) => ({ file: path.relative(REPO_ROOT, f), lines: fs.readFileSync(f, "utf8").split("\n").length }))
    .filter((x) => x.lines > MAX_LINES);
  expect(long).toEqual([]);
});

test("no import cycle anywhere in src/", () => {
  expect(importCycles(tsFiles(SRC))).toEqual([]);
});

test("the cycle finder finds a cycle (so the test above can fail)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cycle-"));
  try {
    fs.writeFileSync(path.join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = () => b();\n');
    fs.writeFileSync(path.join(dir, "b.ts"), 'import { a } from "./a";\nexport const b = () => a();\n');
    fs.writeFileSync(path.join(dir, "c.ts"), 'import type { a } from "./a";\nexport type C = typeof a;\n');
    expect(importCycles(tsFiles(dir))).toHaveLength(1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("src/tts is one folder per table feature; global/ holds only the Global entry", () => {
  const rooms = fs.readdirSync(path.join(SRC, "tts"), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  expect(rooms).toEqual(["actions", "battle", "campaign", "court", "global", "help", "lib", "log", "map", "objects", "rules", "scoring", "selfcheck", "session", "setup", "turn", "types"]);
  expect(fs.readdirSync(path.join(SRC, "tts", "global"))).toEqual(["main.ts"]);
});
