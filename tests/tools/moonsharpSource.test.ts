/**
 * MoonSharp gates that need the TypeScript types (tts-notes.md: `#` stops at the first nil, string
 * order and case are culture-aware, `..` and table.concat format numbers by locale, `%` with a
 * negative divisor, math.random(0)), and TSTL's spread that keeps a field set to nil after it. The fixtures are the shapes each fact bites; the whole src/
 * must have none.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as ts from "typescript";
import { findSourceHazards, sourceProgram, describeSourceHazard } from "../../tools/lib/moonsharpSource";
import { findConcatHazards } from "../../tools/lib/moonsharpConcat";
import { REPO_ROOT } from "../../tools/lib/tstl";

function hazardsOf(code: string, file = "src/x.ts"): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "msrc-"));
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, code);
  const program = ts.createProgram({ rootNames: [full], options: { strict: true, noEmit: true, lib: ["lib.es2020.d.ts"], types: [] } });
  const out = findSourceHazards(program, dir).map((h) => `${h.line}:${h.rule}`);
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}

describe("the typed MoonSharp source gate", () => {
  test("a spread or Object.assign of a value that may be nil (MoonSharp's # stops at the first nil)", () => {
    const code = [
      "export function f(o: { a: number } | undefined, p: { b: number }, xs: (number | undefined)[], ys: number[], y?: number) {",
      "  const q = { ...o, z: 1 };", // 2
      "  const r = Object.assign({}, o, p);", // 3
      "  const s = { ...p, ...(o ?? {}) };", // 4: safe
      "  ys.push(y as number);", // 5: safe (asserted)
      "  xs.push(y);", // 6
      "  return [q, r, s];",
      "}",
    ].join("\n");
    expect(hazardsOf(code)).toEqual(["2:spread-nil", "3:spread-nil", "6:spread-nil"]);
  });

  test("strings ordered with < > <= >= and culture-aware case changes", () => {
    const code = [
      "export function f(a: string, b: 'x' | 'y', n: number, m: number) {",
      "  const o1 = a < b;", // 2
      "  const o2 = n <= m;", // 3: numbers, safe
      "  const u = a.toUpperCase() + a.toLowerCase();", // 4 (twice)
      "  return [o1, o2, u];",
      "}",
    ].join("\n");
    expect(hazardsOf(code)).toEqual(["2:string-order", "4:culture-case", "4:culture-case"]);
  });

  test("a modulo by anything but a positive literal or a length, and a join over numbers", () => {
    const code = [
      "export function f(n: number, d: number, xs: string[], ns: number[]) {",
      "  const a = n % 3 + n % xs.length;", // 2: safe
      "  const b = n % d;", // 3
      "  const c = n % -2;", // 4
      "  return [a, b, c, xs.join(','), ns.join(',')];", // 5: number join
      "}",
    ].join("\n");
    expect(hazardsOf(code)).toEqual(["3:modulo", "4:modulo", "5:number-join"]);
  });

  test("a field the spread may hold, set after it to a value that may be undefined (TSTL: a nil field of the literal keeps the spread's)", () => {
    const code = [
      "export function f(a: { x?: number; y: number }, v: number | undefined, w: number) {",
      "  const p = { ...a, x: v };", // 2
      "  const q = { ...a, x: w, z: v };", // 3: safe (z is no field of a; x is a number)
      "  const r = { x: v, ...a };", // 4: safe (set before the spread)
      "  const x = v;",
      "  const t = { ...a, x };", // 6: shorthand
      "  const u = { ...a };",
      "  u.x = v;", // 8: safe (set apart)
      "  return [p, q, r, t, u];",
      "}",
    ].join("\n");
    expect(hazardsOf(code)).toEqual(["2:spread-clear", "6:spread-clear"]);
  });

  test("math.random outside the oracle", () => {
    const decl = "declare const math: { random(n?: number): number };\n";
    expect(hazardsOf(decl + "export const r = math.random(6);", "src/tts/x.ts")).toEqual(["2:random"]);
    expect(hazardsOf(decl + "export const r = math.random(6);", "src/tts/setup/oracle.ts")).toEqual([]);
  });

  test("src/ (core and TTS layer) has none of these hazards", () => {
    const found = findSourceHazards(sourceProgram(REPO_ROOT), REPO_ROOT).map((h) => describeSourceHazard(h));
    expect(found).toEqual([]);
  });
});

describe("the emitted-Lua concat gate", () => {
  test("a fractional literal joined with .. is refused, an integer or tostring is not", () => {
    expect(findConcatHazards('local a = "x" .. 1.5\nlocal b = "y" .. 3 .. tostring(2.5)')).toEqual([{ line: 1, literal: "1.5" }]);
  });
});
