/**
 * `npm run where -- <position>...`: where an error TTS reports in the shipped Lua came from. The
 * shipped form's lines are joined (tools/lib/luaJoin.ts), so `chunk_0:(12,345-350)` names line 12,
 * column 345 of build/lua/<script>.lua; this prints the readable bundle's line (build/lua/readable/,
 * TSTL's text), its module and, with TSTL's source map, the TypeScript line.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { compactLineAt } from "./lib/luaJoin";
import { REPO_ROOT, compileLuaBundle } from "./lib/tstl";
import { originalLine } from "./lib/sourceMapLine";
import { repoRelative } from "./lib/build";

export const WHERE_HELP = `usage: npm run where -- [--script <file>] [--no-ts] <position>...

Names the readable Lua line, its module and the TypeScript line of a position in the shipped Lua
(build/lua/, lines joined) as TTS reports it in an error: "chunk_0:(12,345-350)", "(12,345)",
"12:345" or "12" (a whole line: every readable line on it).

Options:
  --script <file>  the script (default tts.global.main.lua; see build/lua/)
  --no-ts          skip the TypeScript line (it compiles the script again with a source map, ~20 s)

Exit codes:
  0  every position was found
  1  one was not, or there is no build
  2  bad arguments`;

export interface Position {
  line: number;
  column?: number;
}

/** The positions in `text`: "(12,345-350)", "(12,345)", "12:345", "12". */
export function parsePositions(text: string): Position[] {
  const out: Position[] = [];
  const paren = [...text.matchAll(/\((\d+),(\d+)(?:-\d+)?\)/g)];
  if (paren.length > 0) return paren.map((m) => ({ line: Number(m[1]), column: Number(m[2]) }));
  for (const m of text.matchAll(/(?:^|\s)(\d+)(?::(\d+))?(?=\s|$)/g)) out.push({ line: Number(m[1]), column: m[2] === undefined ? undefined : Number(m[2]) });
  return out;
}

/** The readable lines a shipped position covers: one for (line, column), every line of a whole line. */
export function readableLines(positions: readonly (readonly number[])[], p: Position): number[] {
  if (p.column !== undefined) {
    const l = compactLineAt(positions, p.line, p.column);
    return l === undefined ? [] : [l];
  }
  const at = positions[p.line - 1];
  if (at === undefined) return [];
  const next = positions[p.line];
  const last = next === undefined ? at[0] + at.length - 1 : Math.max(at[0] + at.length - 1, next[0] - 1);
  const out: number[] = [];
  for (let l = at[0]; l <= last; l++) out.push(l);
  return out;
}

/** The module of readable line `line` (1-based): the last `["name"] = function(...)` at or above it. */
export function moduleAt(readable: string[], line: number): string {
  for (let i = Math.min(line, readable.length) - 1; i >= 0; i--) {
    const m = /^\["([^"]+)"\] = function\(\.\.\.\)/.exec(readable[i]);
    if (m) return m[1];
  }
  return "(bundle prelude)";
}

export function runWhere(args: string[], root = REPO_ROOT, buildDir = path.join(root, "build")): number {
  if (args.some((a) => a === "--help" || a === "-h")) {
    console.log(WHERE_HELP);
    return 0;
  }
  let script = "tts.global.main.lua";
  let withTs = true;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--script") script = args[++i] ?? "";
    else if (args[i] === "--no-ts") withTs = false;
    else if (args[i].startsWith("--")) {
      console.error(`where: unknown option ${args[i]}\n\n${WHERE_HELP}`);
      return 2;
    } else rest.push(args[i]);
  }
  const wanted = parsePositions(rest.join(" "));
  if (wanted.length === 0 || script === "") {
    console.error(`where: no position given\n\n${WHERE_HELP}`);
    return 2;
  }
  const dir = path.join(buildDir, "lua");
  const posFile = path.join(dir, "positions", script.replace(/\.lua$/, ".json"));
  const readableFile = path.join(dir, "readable", script);
  if (!fs.existsSync(posFile) || !fs.existsSync(readableFile)) {
    console.error(`where: no build of ${script} (build/lua/positions/, build/lua/readable/): run npm run build first`);
    return 1;
  }
  const { entry, positions } = JSON.parse(fs.readFileSync(posFile, "utf8")) as { entry: string; positions: number[][] };
  const readable = fs.readFileSync(readableFile, "utf8").split("\n");
  let sourceMap: string | undefined = undefined;
  if (withTs) {
    const mapped = compileLuaBundle(entry, root, undefined, true);
    // The map is of TSTL's text, which is the readable bundle line for line (luaProse keeps lines).
    if (mapped.lua.split("\n").length === readable.length) sourceMap = mapped.sourceMap;
  }
  let missing = 0;
  for (const p of wanted) {
    const lines = readableLines(positions, p);
    const at = `${script} line ${p.line}${p.column === undefined ? "" : `, column ${p.column}`}`;
    if (lines.length === 0) {
      console.log(`${at}: not in this build (${positions.length} lines)`);
      missing++;
      continue;
    }
    console.log(`${at}:`);
    for (const l of lines) {
      const ts = sourceMap === undefined ? undefined : repoRelative(originalLine(sourceMap, l), root);
      const text = (readable[l - 1] ?? "").trim();
      console.log(`  readable line ${l} (${moduleAt(readable, l)})${ts === undefined ? "" : ` <- ${ts}`}: ${text.length > 120 ? `${text.slice(0, 117)}...` : text}`);
    }
  }
  return missing > 0 ? 1 : 0;
}
