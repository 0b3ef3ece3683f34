/**
 * Source patterns that compile with TSTL but misbehave in Lua. Cheaper to refuse them in src/ than to
 * hope a parity test happens to cover each use (see docs/core-guidelines.md).
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { REPO_ROOT } from "../../tools/lib/tstl";

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(p));
    else if (entry.name.endsWith(".ts")) out.push(p);
  }
  return out;
}

const files = sourceFiles(path.join(REPO_ROOT, "src"));

function findings(pattern: RegExp): string[] {
  const hits: string[] = [];
  for (const file of files) {
    fs.readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (pattern.test(line)) hits.push(`${path.relative(REPO_ROOT, file)}:${i + 1}: ${line.trim()}`);
      });
  }
  return hits;
}

test("src/ has TypeScript files to check", () => {
  expect(files.length).toBeGreaterThan(3);
});

test("no sort() with a named comparator (in Lua it receives an extra argument and compares nil)", () => {
  expect(findings(/\.sort\(\s*[A-Za-z_$][\w$.]*\s*\)/)).toEqual([]);
});

test("the pattern check itself catches a named comparator", () => {
  expect(/\.sort\(\s*[A-Za-z_$][\w$.]*\s*\)/.test("xs.sort(byName)")).toBe(true);
  expect(/\.sort\(\s*[A-Za-z_$][\w$.]*\s*\)/.test("xs.sort((a, b) => byName(a, b))")).toBe(false);
});

test("no GUID literals in src/ (find objects by tag, name or zone)", () => {
  expect(findings(/getObjectFromGUID\(\s*["'][0-9a-f]{6}["']\s*\)/)).toEqual([]);
});

// MoonSharp facts (../shared/reference/tts-notes.md) guarded in the source, where the emitted Lua
// no longer says which TypeScript wrote it.
const code = (line: string) => line.replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, "");

test("no throw in src/: MoonSharp's error() takes only strings, so a thrown Error loses its message (return a Result)", () => {
  expect(findings(/\bthrow\b/).filter((hit) => /\bthrow\b/.test(code(hit.split(": ").slice(1).join(": "))))).toEqual([]);
});

/** The line's code without its string literals ("Number die" is the game's word). */
const bare = (line: string) =>
  code(line.replace(/\/\*.*?(\*\/|$)/g, "")).replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '""');
/** Called or passed as a value (`xs.map(Number)` compiled to a call of a missing Lua global: issue 35's Resolutions met it). */
const NUMBER_PARSE = /\b(parseInt|parseFloat|Number)\b/;

test("no parseInt/parseFloat/Number in src/, called or passed: tonumber('' , base) kills the script in MoonSharp; parse user text by hand (asciiDigits)", () => {
  expect(findings(NUMBER_PARSE).filter((hit) => NUMBER_PARSE.test(bare(hit.split(": ").slice(1).join(": "))))).toEqual([]);
});

/** `delete x.f`: TSTL's __TS__Delete brings its Error classes into the bundle (about 2.4 KB of Global, issue 27); write `x.f = undefined` (the same in Lua) or copy without the key (src/core/util/copyWithout.ts). */
const DELETE = /\bdelete\s+[A-Za-z_$][\w$.[\]"']*/;

test("no delete in src/: TSTL's __TS__Delete pulls its Error classes into Global (x.f = undefined is the same in Lua)", () => {
  expect(findings(DELETE).filter((hit) => DELETE.test(code(hit.split(": ").slice(1).join(": "))))).toEqual([]);
});

/** `{ ...x, f: undefined }`: TSTL assigns nil, which is no value in a Lua table, so `f` keeps x's value. */
const SPREAD_UNDEFINED = /\{\s*\.\.\.[^}]*:\s*undefined\b/;

test("no object spread that clears a field with undefined (in Lua the spread keeps the old value)", () => {
  expect(findings(SPREAD_UNDEFINED)).toEqual([]);
});

test("the source checks catch what they claim to", () => {
  expect(SPREAD_UNDEFINED.test("return { ...waiting, step: \"done\", prompt: undefined };")).toBe(true);
  expect(SPREAD_UNDEFINED.test("return { ...waiting, step: \"done\" };")).toBe(false);
  expect(/\bthrow\b/.test(code("  throw new Error('x');"))).toBe(true);
  expect(/\bthrow\b/.test(code(" * the throw is TTS's"))).toBe(false);
  expect(NUMBER_PARSE.test(bare("const n = parseInt(text, 10);"))).toBe(true);
  expect(NUMBER_PARSE.test(bare("const ns = parts.map(Number);"))).toBe(true);
  expect(NUMBER_PARSE.test(bare('say(`Number die ${n}`, "Number die");'))).toBe(false);
  expect(NUMBER_PARSE.test(bare("/** Number of player colours */"))).toBe(false);
  expect(DELETE.test(code("  if (a) delete out.blight;"))).toBe(true);
  expect(DELETE.test(code(" * a deleted card stays"))).toBe(false);
});
