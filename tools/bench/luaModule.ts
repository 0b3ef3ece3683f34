/** A core module compiled by TSTL and loaded in the TTS-like Lua VM, for timing in Lua. */
import { compileLuaCached } from "../lib/tstlCache";
import { LuaVm } from "../lib/luaVm";

export function loadLuaModule(entry: string): { vm: LuaVm; call: (fn: string, ...args: unknown[]) => unknown } {
  const vm = new LuaVm();
  vm.runToGlobal(compileLuaCached(entry).lua, "__mod", `=${entry}`);
  return { vm, call: (fn, ...args) => vm.callPath(["__mod", fn], args) };
}

/** Mean milliseconds per call of `f` over at least `minMs` and `minRuns`. */
export function timePerCall(f: () => void, minRuns = 5, minMs = 500): number {
  f(); // warm-up
  let runs = 0;
  const start = performance.now();
  while (runs < minRuns || performance.now() - start < minMs) {
    f();
    runs++;
  }
  return (performance.now() - start) / runs;
}
