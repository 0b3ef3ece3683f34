/**
 * String order and case by character code, the same in Node, fengari and MoonSharp. MoonSharp
 * compares strings with `<` and changes case with `string.upper/lower` through .NET's culture
 * (../shared/reference/tts-notes.md): "B" < "a" is false there, and a Turkish "i" upper-cases to "İ".
 * Our ids and words are ASCII; these functions order and change case by code unit, as JS's
 * default sort does. tools/lib/moonsharpSource.ts refuses the culture-aware forms in src/.
 */

/** Negative, zero or positive as `a` sorts before, with or after `b`, by character code. */
export function compareStrings(a: string, b: string): number {
  const n = a.length < b.length ? a.length : b.length;
  for (let i = 0; i < n; i++) {
    const d = a.charCodeAt(i) - b.charCodeAt(i);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

const A = 65;
const Z = 90;
const LOWER_A = 97;
const LOWER_Z = 122;
const CASE_GAP = LOWER_A - A;

function shifted(s: string, from: number, to: number, by: number): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += c >= from && c <= to ? String.fromCharCode(c + by) : s.substring(i, i + 1);
  }
  return out;
}

/** `s` with a-z upper-cased and every other character kept. */
export function asciiUpper(s: string): string {
  return shifted(s, LOWER_A, LOWER_Z, -CASE_GAP);
}

/** `s` with A-Z lower-cased and every other character kept. */
export function asciiLower(s: string): string {
  return shifted(s, A, Z, CASE_GAP);
}

/** "influence" -> "Influence". */
export function capitalise(word: string): string {
  return word.length === 0 ? word : asciiUpper(word.substring(0, 1)) + word.substring(1);
}

/** The whole number `s` spells in ASCII digits, 0 when it spells none (no tonumber: MoonSharp dies on some text, tts-notes.md). */
export function asciiDigits(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return 0;
    n = n * 10 + d;
  }
  return n;
}
