/**
 * The TTS layer's shape (issue "The TTS layer in feature rooms"): one folder per table feature, small
 * files, and no import cycles — TSTL's bundled `require` hands a module that is still loading to
 * whoever requires it in a cycle, so a cycle is a nil call waiting to happen in TTS.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { REPO_ROOT } from "../../tools/lib/tstl";

const SRC = path.join(REPO_ROOT, "src");
const MAX_LINES = 350;

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...tsFiles(p));
    else if (e.name.endsWith(".ts") && !e.name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

/** Value imports (not `import type`) of a file, resolved to files. */
export function valueImports(file: string): string[] {
  const src = fs.readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of src.matchAll(/^import (?!type )[^;]*?from "(\.[^"]+)";/gms)) {
    const base = path.resolve(path.dirname(file), m[1]);
    const hit = [`${base}.ts`, path.join(base, "index.ts")].find((c) => fs.existsSync(c));
    if (hit !== undefined) out.push(hit);
  }
  return out;
}

/** Every import cycle, as the chain of files (relative to src/). */
export function importCycles(files: string[]): string[] {
  const graph = new Map(files.map((f) => [f, valueImports(f)]));
  const state = new Map<string, 1 | 2>();
  const stack: string[] = [];
  const cycles = new Set<string>();
  const visit = (f: string) => {
    state.set(f, 1);
    stack.push(f);
    for (const g of graph.get(f) ?? []) {
      if (state.get(g) === 1) cycles.add(stack.slice(stack.indexOf(g)).concat(g).map((x) => path.relative(SRC, x)).join(" -> "));
      else if (state.get(g) === undefined) visit(g);
    }
    stack.pop();
    state.set(f, 2);
  };
  for (const f of graph.keys()) if (state.get(f) === undefined) visit(f);
  return [...cycles].sort();
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
  expect(rooms).toEqual(["actions", "battle", "campaign", "court", "global", "help", "lib", "log", "objects", "rules", "scoring", "selfcheck", "session", "setup", "turn", "types"]);
  expect(fs.readdirSync(path.join(SRC, "tts", "global"))).toEqual(["main.ts"]);
});
