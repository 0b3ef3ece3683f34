/**
 * The parity pattern: compile a core module with TSTL exactly as the build does, run it in the
 * sandboxed Lua VM, and call its exports with plain data. Tests assert
 * `lua.call("f", ...args)` equals `normalise(f(...args))` from the Node build of the same module.
 *
 * Every module of src/core (and the bench scenarios the tests replay) is compiled into ONE bundle
 * (`sharedCoreBundle`, build/.test-cache/parity/coreTests.ts): TSTL translates each module the same
 * whatever bundle holds it, and one TypeScript program for the whole run costs one compile instead
 * of one per entry (some 14 of them, each a program of most of the core, ~6 s of CPU apiece), and
 * one fengari chunk (docs/test-cache.md). The bundle's `require` is kept, so a module is run only
 * when a test asks for it, as in its own bundle.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { compileLuaCached } from "../../tools/lib/tstlCache";
import { ScriptVm, normalise } from "../../tools/lib/luaVm";
import { newScriptVm } from "../../tools/moonsharp/scriptVm";
import { REPO_ROOT } from "../../tools/lib/repo";

export { normalise };

export interface LuaModule {
  /** Call an exported function of the module with JS arguments; returns the result as JS data. */
  call(exportName: string, ...args: unknown[]): unknown;
  vm: ScriptVm;
  lua: string;
}

const compiled = new Map<string, string>();

export function compileCached(entry: string): string {
  let code = compiled.get(entry);
  if (code === undefined) {
    code = compileLuaCached(entry).lua;
    compiled.set(entry, code);
  }
  return code;
}

/** Modules outside src/core that tests replay in Lua (the bench scenarios). */
const EXTRA_MODULES = ["tools/bench/campaignScenarios.ts", "tools/bench/campaignBattleScenario.ts", "tools/bench/battleScenarios.ts"];

/** Every module of src/core, repo-relative, in a fixed order. */
export function coreModules(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    const names = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of names) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".ts") && !e.name.endsWith(".d.ts")) out.push(path.relative(REPO_ROOT, p).split(path.sep).join("/"));
    }
  };
  walk(path.join(REPO_ROOT, "src", "core"));
  return out;
}

const SHARED_DIR = path.join(REPO_ROOT, "build", ".test-cache", "parity");
const SHARED_ENTRY = path.join(SHARED_DIR, "coreTests.ts");

/** The shared entry: it imports every module, so the bundle holds them all. Written only when it changes. */
function sharedEntry(): string {
  const modules = coreModules().concat(EXTRA_MODULES);
  const text = modules.map((m) => `import "${path.relative(SHARED_DIR, path.join(REPO_ROOT, m)).split(path.sep).join("/").replace(/\.ts$/, "")}";`).join("\n") + "\n";
  fs.mkdirSync(SHARED_DIR, { recursive: true });
  if (!fs.existsSync(SHARED_ENTRY) || fs.readFileSync(SHARED_ENTRY, "utf8") !== text) {
    // Another worker may write it at the same time: whole files only.
    const tmp = `${SHARED_ENTRY}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, SHARED_ENTRY);
  }
  return path.relative(REPO_ROOT, SHARED_ENTRY).split(path.sep).join("/");
}

const ENTRY_CALL = /\nlocal ____entry = require\("[^"]+", \.\.\.\)\nreturn ____entry\n?$/;

/** The shared bundle, returning its `require` instead of running its entry (which would run every module). */
export function sharedCoreBundle(): string {
  const code = compileCached(sharedEntry());
  if (!ENTRY_CALL.test(code)) throw new Error("the shared core bundle does not end with its entry's require: TSTL's bundle shape changed");
  return code.replace(ENTRY_CALL, "\nreturn require\n");
}

/** "src/core/game/index.ts" -> the bundle's module name "src.core.game.index". */
function moduleName(entry: string): string {
  return entry.replace(/\.ts$/, "").split("/").join(".");
}

const SHARED = new Set(EXTRA_MODULES);

export function loadCoreModuleInLua(entry: string): LuaModule {
  const vm = newScriptVm();
  if (entry.startsWith("src/core/") || SHARED.has(entry)) {
    const code = sharedCoreBundle();
    vm.runToGlobal(code, "__require", "=src/core (test bundle)");
    vm.run(`__mod = __require("${moduleName(entry)}")`, "=load");
    if (!vm.hasGlobal("__mod")) throw new Error(`${entry} is not in the shared core bundle`);
    return { vm, lua: code, call: (exportName, ...args) => vm.callPath(["__mod", exportName], args) };
  }
  const code = compileCached(entry);
  vm.runToGlobal(code, "__mod", `=${entry}`);
  return {
    vm,
    lua: code,
    call: (exportName, ...args) => vm.callPath(["__mod", exportName], args),
  };
}
