/**
 * tools/lib/luaStrings.ts stands in for fengari's to_luastring / to_jsstring in the fake and the parity
 * tests: it must give the same bytes, the same text and the same errors on every input, the short
 * JS path and the codec path alike (a lone surrogate, bytes that are not UTF-8, a BOM, an overlong
 * or surrogate form that fengari decodes its own way).
 */
import "../../tools/lib/fengariConf";
import { to_jsstring, to_luastring } from "fengari";
import { jsString, luaString } from "../../tools/lib/luaStrings";

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** fengari's answer: its text, or the error it throws (type and message). */
function outcome(f: () => string): string {
  try {
    return "ok:" + f();
  } catch (e) {
    return `throws:${(e as Error).name}:${(e as Error).message}`;
  }
}

const hex = (b: Uint8Array) => Buffer.from(b).toString("hex");
const bytesOf = (xs: number[]) => Uint8Array.from(xs);
// Lengths either side of the JS path's limit (24) and long ones.
const LENGTHS = [0, 1, 2, 5, 23, 24, 25, 26, 40, 100, 1000];

function randomString(r: () => number, n: number, kind: number): string {
  let s = "";
  for (let i = 0; i < n; i++) {
    const x = r();
    if (kind === 0 || x < 0.6) s += String.fromCharCode(Math.floor(r() * 128));
    else if (kind === 1 || x < 0.75) s += String.fromCharCode(0x80 + Math.floor(r() * 0x780)); // two bytes
    else if (x < 0.88) s += String.fromCharCode(0x800 + Math.floor(r() * 0xd000)); // three bytes, surrogates included
    else if (x < 0.95) s += String.fromCodePoint(0x10000 + Math.floor(r() * 0xfffff)); // a pair
    else s += String.fromCharCode(0xd800 + Math.floor(r() * 0x800)); // a lone surrogate
  }
  return s;
}

test("luaString gives fengari's bytes for every kind of JS string (ASCII, 2-4 byte UTF-8, pairs, lone surrogates)", () => {
  const r = rng(20261130);
  let checked = 0;
  for (const n of LENGTHS) {
    for (let k = 0; k < 3; k++) {
      for (let rep = 0; rep < 40; rep++) {
        const s = randomString(r, n, k);
        expect(hex(luaString(s))).toBe(hex(to_luastring(s)));
        checked++;
      }
    }
  }
  for (const s of ["", "\0", "a\0b", "\uFEFFbom", "caf\u00e9", "\ud83d\ude00", "\ud83d", "\ude00", "x".repeat(30) + "\ud83d", "x".repeat(30) + "\u2014", "\u2014".repeat(30)]) {
    expect(hex(luaString(s))).toBe(hex(to_luastring(s)));
    checked++;
  }
  expect(checked).toBeGreaterThan(1300);
  // A plain Uint8Array, as fengari's (its API tells a Lua string by `instanceof Uint8Array`).
  expect(Object.getPrototypeOf(luaString("x".repeat(100)))).toBe(Uint8Array.prototype);
});

test("jsString gives fengari's text, or throws fengari's error, for every byte string", () => {
  const r = rng(7);
  let checked = 0;
  let threw = 0;
  const check = (b: Uint8Array) => {
    const want = outcome(() => to_jsstring(b));
    expect(outcome(() => jsString(b))).toBe(want);
    if (want.startsWith("throws:")) threw++;
    checked++;
  };
  for (const n of LENGTHS) {
    for (let rep = 0; rep < 60; rep++) {
      // Valid UTF-8 (from a random string, lone surrogates written fengari's way), then random bytes.
      check(to_luastring(randomString(r, n, 2)));
      check(bytesOf(Array.from({ length: n }, () => Math.floor(r() * 256))));
      // Mostly ASCII with one random byte: an invalid or truncated sequence somewhere.
      const b = Array.from({ length: n }, () => 32 + Math.floor(r() * 95));
      if (n > 0) b[Math.floor(r() * n)] = 0x80 + Math.floor(r() * 128);
      check(bytesOf(b));
    }
  }
  const pad = Array.from({ length: 30 }, () => 0x61);
  const edge: number[][] = [
    [0xef, 0xbb, 0xbf, 0x61], // a BOM: kept as text
    [0xc0, 0x80], [0xc1, 0xbf], // overlong two bytes: fengari refuses
    [0xe0, 0x80, 0x80], [0xe0, 0x9f, 0xbf], // overlong three bytes: fengari decodes
    [0xed, 0xa0, 0x80], [0xed, 0xbf, 0xbf], // a UTF-8 surrogate: fengari decodes
    [0xf0, 0x80, 0x80, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xf5, 0x80, 0x80, 0x80], // overlong, past U+10FFFF, no such lead
    [0xf0, 0x9f, 0x98, 0x80], [0xe2, 0x80, 0x94], [0xc3, 0xa9], // valid
    [0xe2, 0x80], [0xf0, 0x9f, 0x98], [0xc3], [0x80], // truncated, a lone continuation
  ];
  for (const e of edge) {
    check(bytesOf(e));
    check(bytesOf([...pad, ...e]));
    check(bytesOf([...e, ...pad]));
  }
  expect(checked).toBeGreaterThan(2000);
  expect(threw).toBeGreaterThan(300);
});
