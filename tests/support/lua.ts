/**
 * The parity pattern: compile a core module with TSTL exactly as the build does, run it in the
 * sandboxed Lua VM, and call its exports with plain data. Tests assert
 * `lua.call("f", ...args)` equals `normalise(f(...args))` from the Node build of the same module.
 */
import { compileLuaCached } from "../../tools/lib/tstlCache";
import { ScriptVm, normalise } from "../../tools/lib/luaVm";
import { newScriptVm } from "../../tools/moonsharp/scriptVm";

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

export function loadCoreModuleInLua(entry: string): LuaModule {
  const code = compileCached(entry);
  const vm = newScriptVm();
  vm.runToGlobal(code, "__mod", `=${entry}`);
  return {
    vm,
    lua: code,
    call: (exportName, ...args) => vm.callPath(["__mod", exportName], args),
  };
}
