/** A core module compiled by TSTL and loaded in the TTS-like Lua VM, for timing in Lua. */
import { compileLuaCached } from "../lib/tstlCache";
import { LuaVm } from "../lib/luaVm";

export function loadLuaModule(entry: string): { vm: LuaVm; call: (fn: string, ...args: unknown[]) => unknown } {
  const vm = new LuaVm();
  vm.runToGlobal(compileLuaCached(entry).lua, "__mod", `=${entry}`);
  return { vm, call: (fn, ...args) => vm.callPath(["__mod", fn], args) };
}

/**
 * Wall milliseconds and CPU milliseconds (process.cpuUsage, user + system) of one measured span.
 * On a machine shared with other busy jobs wall time includes the time the process waited for a
 * core; CPU time does not, so it still tells whether a handler fits its budget. (CPU time counts
 * every thread of the process: V8's helper threads, e.g. a concurrent GC, may add to it.)
 */
export interface Timing {
  ms: number;
  cpuMs: number;
}

/** Starts a clock; `stop()` gives the wall and CPU milliseconds since. */
export function startClock(): { stop: () => Timing } {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return {
    stop: () => {
      const used = process.cpuUsage(cpu);
      return { ms: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 };
    },
  };
}

/** Wall and CPU time of one call of `f`. */
export function timeOnce(f: () => void): Timing {
  const clock = startClock();
  f();
  return clock.stop();
}

/**
 * Runs `f` for `ms` of wall time, untimed: a section run alone (`npm run bench -- crises`) starts on
 * a cold JavaScript engine, whose first second under fengari is several times slower than later.
 */
export function warmUp(f: () => void, ms = 1000): void {
  const start = performance.now();
  do f();
  while (performance.now() - start < ms);
}

/** Mean wall and CPU milliseconds per call of `f` over at least `minMs` (wall) and `minRuns`. */
export function timingPerCall(f: () => void, minRuns = 5, minMs = 500): Timing {
  f(); // warm-up
  let runs = 0;
  const clock = startClock();
  const start = performance.now();
  while (runs < minRuns || performance.now() - start < minMs) {
    f();
    runs++;
  }
  const t = clock.stop();
  return { ms: t.ms / runs, cpuMs: t.cpuMs / runs };
}

/** Mean wall milliseconds per call of `f` over at least `minMs` and `minRuns`. */
export function timePerCall(f: () => void, minRuns = 5, minMs = 500): number {
  return timingPerCall(f, minRuns, minMs).ms;
}

/** The median of some figures (the lower middle one of an even count). */
export function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** "0.95 ms" for a CPU column. */
export function cpuText(cpuMs: number, digits = 2): string {
  return `${cpuMs.toFixed(digits)} ms`;
}
