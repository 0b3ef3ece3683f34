/**
 * Compiles one TTS script entry (or a core module, for the Lua test tier) into a single Lua bundle.
 *
 * A program over the entry alone (what tstl's `transpileFiles([entry])` builds) bundles only the
 * entry's import graph, unlike `transpileProject`, which would put every file of the program into
 * every object's script (tts-notes.md).
 */
import * as fs from "node:fs";
import * as path from "node:path";
import type * as TS from "typescript";
import type * as TSTL from "typescript-to-lua";

import { REPO_ROOT } from "./repo";
import { makeMoonSharpSafe } from "./moonsharpSafe";
import { proseReadProblems, prunedProseHost } from "./luaProse";
import { moduleKeyBase, moduleKeys, readModule, storeModule } from "./tstlModules";
import { truthyPlugin } from "./tstlTruthy";
import { moduleOrderPlugin } from "./tstlOrder";

export { REPO_ROOT };

export interface LuaBundle {
  /** Repo-relative path of the entry, with forward slashes. */
  entry: string;
  lua: string;
  compileMs: number;
  /**
   * Every file of the program outside node_modules (absolute paths): the entry's import graph and
   * the ambient declarations. A change to any other file cannot change this bundle (the dev loop).
   */
  sources: string[];
  /** The TypeScript program, to hand back as `reuse` on the next compile of the same entry. */
  program: TS.Program;
  /** TSTL's source map of the bundle (only when asked for: `withSourceMap`). */
  sourceMap?: string;
}

export class CompileError extends Error {}

// The compilers are loaded on the first compile, not on import: loading TypeScript and
// TypeScript-to-Lua costs 2-3 s of CPU, and most test suites import this module (through the
// bundle cache, tstlCache.ts) only to find every bundle already compiled.
let tsModule: typeof TS | undefined;
let tstlModule: typeof TSTL | undefined;
/* eslint-disable @typescript-eslint/no-require-imports */
const loadTs = (): typeof TS => (tsModule ??= require("typescript") as typeof TS);
const loadTstl = (): typeof TSTL => (tstlModule ??= require("typescript-to-lua") as typeof TSTL);
/* eslint-enable @typescript-eslint/no-require-imports */

let baseOptions: TSTL.CompilerOptions | undefined;

function loadBaseOptions(root: string): TSTL.CompilerOptions {
  if (baseOptions) return baseOptions;
  const ts = loadTs();
  const configPath = path.join(root, "tsconfig.json");
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  if (read.error) throw new CompileError(ts.flattenDiagnosticMessageText(read.error.messageText, "\n"));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root, undefined, configPath);
  baseOptions = { ...parsed.options, ...(read.config.tstl ?? {}) } as TSTL.CompilerOptions;
  return baseOptions;
}

function formatDiagnostics(diagnostics: readonly TS.Diagnostic[], root: string): string {
  const ts = loadTs();
  return diagnostics
    .map((d) => {
      const message = ts.flattenDiagnosticMessageText(d.messageText, "\n");
      if (!d.file || d.start === undefined) return message;
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      return `${path.relative(root, d.file.fileName)}:${line + 1}:${character + 1}: ${message}`;
    })
    .join("\n");
}

/** Every .d.ts under src/ (ambient globals such as TTS's `UI`): part of every program, emits no Lua. */
export function ambientDeclarations(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      // X.d.ts beside X.lua declares a Lua module, imported like any module: not ambient.
      else if (e.name.endsWith(".d.ts") && !fs.existsSync(p.slice(0, -".d.ts".length) + ".lua")) out.push(p);
    }
  };
  walk(path.join(root, "src"));
  return out.sort();
}

/**
 * Compile `entry` (repo-relative or absolute .ts path) to one Lua 5.2 bundle, in memory.
 * `reuse`: the program of an earlier compile of the same entry; TypeScript reuses its unchanged
 * files (what tstl's `transpileFiles` does, plus that reuse: the dev loop recompiles faster).
 */
export function compileLuaBundle(entry: string, root: string = REPO_ROOT, reuse?: TS.Program, withSourceMap = false, moduleCache?: string): LuaBundle {
  const ts = loadTs();
  const tstl = loadTstl();
  const entryAbs = path.resolve(root, entry);
  const entryRel = path.relative(root, entryAbs).split(path.sep).join("/");
  if (!fs.existsSync(entryAbs)) throw new CompileError(`script entry ${entryRel} does not exist`);
  const started = performance.now();
  const outputs: { name: string; text: string }[] = [];
  const options: TSTL.CompilerOptions = {
    ...loadBaseOptions(root),
    noEmit: false,
    outDir: path.join(root, "build", ".tstl"),
    rootDir: root,
    luaBundle: "bundle.lua",
    luaBundleEntry: entryAbs,
    sourceMap: withSourceMap,
  };
  // The card data's printed prose the rules never read stays out of the Lua (luaProse.ts).
  const ambient = ambientDeclarations(root);
  const program = ts.createProgram([entryAbs, ...ambient], options, prunedProseHost(ts, options, root), reuse);
  // The tests' module cache (tstlModules.ts): a module whose closure was translated before is not checked or translated again.
  const keys = moduleCache === undefined || withSourceMap ? undefined : moduleKeys(ts, program, root, moduleKeyBase(root, REPO_ROOT, ambient), entryAbs, path.join(moduleCache, "interfaces"));
  const known = new Map<string, string>();
  for (const [file, key] of keys ?? []) {
    const lua = readModule(moduleCache!, key);
    if (lua !== undefined) known.set(file, lua);
  }
  const targets = keys && program.getSourceFiles().filter((f) => keys.has(path.resolve(f.fileName)) && !known.has(path.resolve(f.fileName)));
  const fresh = new Map<string, string>();
  const emitted = new tstl.Transpiler().emit({
    program,
    sourceFiles: targets,
    // A comparison with undefined only a condition reads, of a value never false, as the value (tstlTruthy.ts).
    // The modules most required first, after the cache's merge: their numbers are shorter (tstlOrder.ts).
    plugins: [truthyPlugin(ts, tstl), ...(keys ? [{ afterPrint: (_p, _o, _h, files) => mergeKnown(program, files, known, fresh) } as TSTL.Plugin] : []), moduleOrderPlugin],
    writeFile: (fileName, text) => {
      outputs.push({ name: fileName, text });
    },
  });
  const preEmit = targets ? [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(), ...targets.flatMap((f) => ts.getPreEmitDiagnostics(program, f))] : ts.getPreEmitDiagnostics(program);
  const diagnostics = ts.sortAndDeduplicateDiagnostics([...preEmit, ...emitted.diagnostics]);
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) {
    throw new CompileError(`TypeScript-to-Lua failed for ${entryRel}:\n${formatDiagnostics(errors, root)}`);
  }
  const proseReads = proseReadProblems(ts, program, root);
  if (proseReads.length > 0) throw new CompileError(`${entryRel} reads card text its Lua does not hold:\n${proseReads.join("\n")}`);
  const bundle = outputs.find((o) => o.name.endsWith(".lua"));
  if (!bundle) throw new CompileError(`TypeScript-to-Lua produced no Lua for ${entryRel}`);
  // TTS runs MoonSharp 2.0.0.0: every bundle goes through our step that removes the shapes it runs
  // wrongly (moonsharpSafe.ts). It keeps every line where it was, so the source map still holds.
  for (const [file, lua] of fresh) storeModule(moduleCache!, keys!.get(file)!, lua);
  const lua = makeMoonSharpSafe(bundle.text);
  const programFiles = program
    .getSourceFiles()
    .map((f) => path.resolve(f.fileName))
    .filter((f) => f.split(path.sep).indexOf("node_modules") < 0);
  // A hand-written Lua module (X.lua beside its declaration X.d.ts: the self-check's MoonSharp
  // probes) is bundled by TSTL but is no file of the TypeScript program: it counts as a source too,
  // so the cache and the dev loop see it change.
  const luaModules = programFiles
    .filter((f) => f.endsWith(".d.ts") && fs.existsSync(f.slice(0, -".d.ts".length) + ".lua"))
    .map((f) => f.slice(0, -".d.ts".length) + ".lua");
  const sources = programFiles.concat(luaModules);
  const sourceMap = outputs.find((o) => o.name.endsWith(".lua.map"))?.text;
  return { entry: entryRel, lua, compileMs: performance.now() - started, sources, program, sourceMap };
}

/**
 * TSTL's afterPrint: keeps each translated module's Lua (to store once the compile succeeds) and
 * puts the stored ones in, every module where a full translation puts it (the program's order).
 */
function mergeKnown(program: TS.Program, files: TSTL.ProcessedFile[], known: Map<string, string>, fresh: Map<string, string>): void {
  const byFile = new Map(files.map((f) => [path.resolve(f.fileName), f]));
  for (const [file, f] of byFile) fresh.set(file, f.code);
  const merged: TSTL.ProcessedFile[] = [];
  for (const sf of program.getSourceFiles()) {
    const file = path.resolve(sf.fileName);
    const got = byFile.get(file);
    if (got) merged.push(got);
    else if (known.has(file)) merged.push({ fileName: path.normalize(sf.fileName), code: known.get(file)!, sourceFiles: [sf] });
  }
  if (merged.length !== files.length + known.size) throw new Error("tstlModules: a translated module is not a file of the program");
  files.splice(0, files.length, ...merged);
}
