/**
 * Global's load cost (issue 27): the shipped bundle's bytes by module group (what a smaller Global
 * would cut first) and its load in the test VM: parse and compile, then the modules' top level.
 * TTS parses and compiles the whole script on every load and every rewind; MoonSharp's own figure
 * comes from the external-runner tier (`--time`, docs/moonsharp.md), not from here.
 */
// fengari reads its config once, at load (lib/fengariConf.ts): in the CLI bundle this file is the
// first to load fengari, so without this line every Lua VM of `npm run bench` printed 3 as "3.0".
import "../lib/fengariConf";
import * as fs from "node:fs";
import * as path from "node:path";
import { lua, lauxlib, lualib, to_luastring } from "fengari";
import * as luaparse from "luaparse";
import type { BenchRow } from "./benchRow";
import { bundleModuleNames } from "../lib/luaCompactImports";
import { runnerCommand } from "../moonsharp/runnerVm";
import { spawnSync } from "node:child_process";
import * as os from "node:os";

/**
 * Bytes per module group ("src.core.data", "src.tts.court"...; the bundle's prelude and lualib apart).
 * The compact form numbers its modules (luaCompactImports.ts): `names` are the readable bundle's
 * module names in table order, the nth naming module n.
 */
export function bytesByGroup(bundle: string, names: string[] = []): [string, number][] {
  const keyed = [...bundle.matchAll(/(?<=^|[\s,{])\[(?:"([^"]+)"|(\d+))\] ?= ?function\((?:\.\.\.)?\)/gm)].map((m) => ({ name: m[1] ?? names[Number(m[2]) - 1] ?? `module ${m[2]}`, at: m.index ?? 0 }));
  const starts = keyed.length > 0 ? keyed : listedModules(bundle, names);
  const groups = new Map<string, number>();
  const add = (g: string, n: number) => groups.set(g, (groups.get(g) ?? 0) + n);
  add("(bundle prelude and entry)", bundle.length - (starts.length > 0 ? bundle.length - starts[0].at : 0));
  starts.forEach((s, i) => {
    const end = i + 1 < starts.length ? starts[i + 1].at : bundle.length;
    add(s.name.split(".").slice(0, 3).join("."), end - s.at);
  });
  return [...groups.entries()].sort((a, b) => b[1] - a[1]);
}

/**
 * Where each module starts in the compact form's module list (luaCompactImports.ts
 * positionalModules: the nth function of the chunk's top-level list is module n, a module left out
 * a `nil` in its place), or none.
 */
function listedModules(bundle: string, names: string[]): { name: string; at: number }[] {
  let ast: { body: { type: string; init?: { type: string; fields?: { type: string; value: { type: string; range: [number, number] } }[] }[] }[] };
  try {
    ast = luaparse.parse(bundle, { luaVersion: "5.2", ranges: true }) as never;
  } catch {
    return [];
  }
  for (const s of ast.body) {
    const fields = s.type === "AssignmentStatement" && s.init?.[0]?.type === "TableConstructorExpression" ? (s.init[0].fields ?? []) : [];
    const list = fields.length > 0 && fields.every((f) => f.type === "TableValue" && (f.value.type === "FunctionDeclaration" || f.value.type === "NilLiteral"));
    if (!list) continue;
    return fields.flatMap((f, i) => (f.value.type === "FunctionDeclaration" ? [{ name: names[i] ?? `module ${i + 1}`, at: f.value.range[0] }] : []));
  }
  return [];
}

/** The module names of a readable (TSTL-printed) bundle, in the compact form's number order. */
export const moduleNames = bundleModuleNames;

/**
 * The chunk's Lua tokens: MoonSharp's parse and compile time follows them, not the bytes (docs/moonsharp.md:
 * the compact form, 44% fewer bytes, loaded in about the same time). A count independent of the machine.
 */
export function luaTokens(code: string): number {
  const lexer = (luaparse as unknown as { parse(o: object): { write(s: string): void; lex(): { type: number } } }).parse({ wait: true, luaVersion: "5.2" });
  lexer.write(code);
  const eof = (luaparse as unknown as { tokenTypes: { EOF: number } }).tokenTypes.EOF;
  let n = 0;
  while (lexer.lex().type !== eof) n++;
  return n;
}

/** Milliseconds to parse and compile the chunk in fengari (the test VM), the median of `runs`. */
function parseMs(code: string, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const L = lauxlib.luaL_newstate();
    lualib.luaL_openlibs(L);
    const t0 = performance.now();
    const status = lauxlib.luaL_loadbufferx(L, to_luastring(code), null, to_luastring("=Global"), null);
    times.push(performance.now() - t0);
    if (status !== lua.LUA_OK) throw new Error("Global does not load in the test VM");
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/**
 * Milliseconds MoonSharp takes to parse and compile the chunk, in the external runner of
 * ARCS_LUA_RUNNER (docs/moonsharp.md, `--time`): the chunk is loaded twice in one runner process and
 * the second figure kept (the first pays the runner's own start-up), with `do return end` in front
 * so that its top level, which needs TTS, does not run. Undefined without a runner.
 */
export function moonSharpParseMs(code: string): number | undefined {
  const command = runnerCommand();
  if (command === undefined) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-load-"));
  try {
    const file = path.join(dir, "global.lua");
    fs.writeFileSync(file, `do return end ${code}`);
    const r = spawnSync(command[0], [...command.slice(1), "--time", file, file], { encoding: "utf8", timeout: 120000 });
    const times = [...(r.stderr ?? "").matchAll(/^time global\.lua load (\d+) ms/gm)].map((m) => Number(m[1]));
    return times.length === 2 ? times[1] : undefined;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function globalLoadRows(buildDir: string): BenchRow[] {
  const file = path.join(buildDir, "lua", "tts.global.main.lua");
  if (!fs.existsSync(file)) return [];
  const shipped = fs.readFileSync(file, "utf8");
  const rows: BenchRow[] = [{ section: "build", what: "Global's Lua bytes (shipped, compact)", value: `${Buffer.byteLength(shipped)} bytes`, target: "<= 800 KB (issue 27)" }];
  const readableFile = path.join(buildDir, "lua", "readable", "tts.global.main.lua");
  const names = fs.existsSync(readableFile) ? moduleNames(fs.readFileSync(readableFile, "utf8")) : [];
  for (const [group, bytes] of bytesByGroup(shipped, names).slice(0, 12)) rows.push({ section: "build", what: `  Global bytes ${group}`, value: String(bytes) });
  rows.push({ section: "build", what: "Global's Lua tokens (what MoonSharp's load time follows)", value: String(luaTokens(shipped)) });
  const ms = moonSharpParseMs(shipped);
  rows.push({ section: "build", what: "Global parse+compile in MoonSharp (ARCS_LUA_RUNNER, --time, the second of two loads)", value: ms === undefined ? "not measured (no ARCS_LUA_RUNNER)" : `${ms} ms` });
  rows.push({ section: "build", what: "Global parse+compile in the test VM (fengari, median of 3)", value: `${parseMs(shipped, 3).toFixed(0)} ms` });
  return rows;
}
