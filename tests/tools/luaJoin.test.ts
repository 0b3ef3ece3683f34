/**
 * The shipped form's last step (tools/lib/luaJoin.ts): the compact form's lines joined, the same
 * tokens, and a map that gives back every token's line of the readable bundle (`npm run where`).
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { compactLineAt, joinLuaLines, tokenTexts } from "../../tools/lib/luaJoin";
import { compactLua } from "../../tools/lib/luaCompact";
import { checkLua52 } from "../../tools/lib/luaGate";
import { LuaVm } from "../../tools/lib/luaVm";
import { moduleAt, parsePositions, readableLines, runWhere } from "../../tools/where";
import { builtSave } from "../support/builtSave";
import { proseReader } from "../../tools/lib/luaCompactProse";

/** Each token of `code` with its 1-based line and column, in order. */
function tokensAt(code: string): { text: string; line: number; column: number }[] {
  const texts = tokenTexts(code);
  const out: { text: string; line: number; column: number }[] = [];
  let from = 0;
  let line = 1;
  let lineStart = 0;
  const pass = (to: number) => {
    for (; from < to; from++) if (code[from] === "\n") { line++; lineStart = from + 1; }
  };
  for (const t of texts) {
    // Tokens come in order, separated by spaces and newlines only (no comments in a compact chunk).
    let next = from;
    while (code[next] === " " || code[next] === "\n") next++;
    pass(next);
    if (code.slice(from, from + t.length) !== t) throw new Error(`token ${t} not at ${from}`);
    out.push({ text: t, line, column: from - lineStart + 1 });
    pass(from + t.length);
  }
  return out;
}

/** Every token of the joined form maps back to its line in the input. */
function mapsBack(code: string, width?: number): string {
  const joined = joinLuaLines(code, width);
  const a = tokensAt(code);
  const b = tokensAt(joined.lua);
  expect(b.map((t) => t.text)).toEqual(a.map((t) => t.text));
  b.forEach((t, i) => expect([t.text, compactLineAt(joined.positions, t.line, t.column)]).toEqual([t.text, a[i].line]));
  return joined.lua;
}

describe("joinLuaLines", () => {
  const sample = compactLua(`
local function f(a, b)
  local s = tostring(a) .. "x\\ny"

  if a then
    return 1 .. b
  end
  return s
end
local t = { x = 1.5, y = - -2, [ [[long
string]] ] = 3 }
return { f("p", "q"), f(nil, 2), t.x, t.y, t["long\\nstring"] }
`);

  test("the same program in fewer lines and bytes, a space only where tokens would merge", () => {
    const joined = mapsBack(sample, 30);
    expect(checkLua52(joined)).toBeUndefined();
    expect(joined.split("\n").length).toBeLessThan(sample.split("\n").length);
    expect(joined.length).toBeLessThan(sample.length);
    expect(new LuaVm().run(joined)).toEqual(new LuaVm().run(sample));
    expect(joined).toContain("- -2");
  });

  test("every width keeps every token's line, a long string's inner newline included", () => {
    for (const width of [1, 10, 30, 1000]) mapsBack(sample, width);
  });

  test("lines end after the width is passed, at a token boundary", () => {
    const code = Array.from({ length: 200 }, (_, i) => `local v${i} = ${i}`).join("\n") + "\n";
    const joined = mapsBack(code, 40);
    for (const line of joined.split("\n").slice(0, -2)) {
      expect(line.length).toBeGreaterThan(40);
      expect(line.length).toBeLessThan(40 + 20);
    }
  });
});

describe("npm run where", () => {
  test("positions as TTS writes them, or line:column, or a line", () => {
    expect(parsePositions("Error in Script (Global) function <onLoad>: chunk_0:(12,345-350): attempt to index a nil value")).toEqual([{ line: 12, column: 345 }]);
    expect(parsePositions("12:345 7")).toEqual([{ line: 12, column: 345 }, { line: 7, column: undefined }]);
    // A whole line names every readable line on it, empty ones between included.
    const positions = [[1, 5, 9], [6, 3], [8]];
    expect(readableLines(positions, { line: 1 })).toEqual([1, 2, 3, 4, 5]);
    expect(readableLines(positions, { line: 2, column: 2 })).toEqual([6]);
    expect(readableLines(positions, { line: 2, column: 3 })).toEqual([7]);
    expect(readableLines(positions, { line: 4 })).toEqual([]);
  });

  test("the built Global: every string literal maps to a readable line that writes it, and where names its module", () => {
    const built = builtSave();
    const lua = fs.readFileSync(path.join(built.outDir, "lua", "tts.global.main.lua"), "utf8");
    const readable = fs.readFileSync(path.join(built.outDir, "lua", "readable", "tts.global.main.lua"), "utf8");
    const lines = readable.split("\n");
    const { positions } = JSON.parse(fs.readFileSync(path.join(built.outDir, "lua", "positions", "tts.global.main.json"), "utf8")) as { positions: number[][] };
    expect(lua).toBe(built.save.LuaScript);
    expect(lua.split("\n").length * 10).toBeLessThan(lines.length);
    // A string the compact form leaves written out (not shared, not a module name) is on the readable
    // line the map gives (the shared strings' declaration, on line 1, apart). The whole check against
    // the compact form, token for token, is the build's own (tools/lib/build.ts shippedLua).
    // A literal whose prose words are numbered (luaCompactProse.ts) is read with its words back.
    const b = tokensAt(lua);
    const prose = proseReader(lua)!;
    let checked = 0;
    let spelled = 0;
    b.forEach((t, k) => {
      if (t.text[0] !== '"' && t.text[0] !== "'") return;
      const line = compactLineAt(positions, t.line, t.column)!;
      if (line === 1) return;
      const coded = k > 0 && b[k - 1].text === prose.name;
      const text = coded ? `${t.text[0]}${prose.spell(t.text.slice(1, -1))}${t.text[0]}` : t.text;
      if (text[0] !== '"') return;
      expect([text, lines[line - 1].indexOf(text) >= 0]).toEqual([text, true]);
      checked++;
      if (coded) spelled++;
    });
    expect(checked).toBeGreaterThan(3000);
    expect(spelled).toBeGreaterThan(1500);
    // A string only one module holds: where names that module and its readable line.
    const marker = '"Arcs script error"';
    const i = b.findIndex((t) => t.text === marker);
    const line = compactLineAt(positions, b[i].line, b[i].column)!;
    expect(readable.split("\n")[line - 1]).toContain(marker);
    expect(moduleAt(readable.split("\n"), line)).toBe("src.tts.session.scriptErrors");
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      expect(runWhere(["--no-ts", `chunk_0:(${b[i].line},${b[i].column}-${b[i].column + 5})`], undefined, built.outDir)).toBe(0);
      expect(log.mock.calls.join("\n")).toContain(`readable line ${line} (src.tts.session.scriptErrors): `);
      expect(runWhere(["--no-ts", `${positions.length + 1}:1`], undefined, built.outDir)).toBe(1);
    } finally {
      log.mockRestore();
    }
  });

  test("without a build it says so; a position past the chunk is not found", () => {
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    const err = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(runWhere(["12:3"], "/nonexistent")).toBe(1);
      expect(err.mock.calls.join("\n")).toContain("run npm run build first");
      expect(runWhere([])).toBe(2);
    } finally {
      log.mockRestore();
      err.mockRestore();
    }
  });
});
