/**
 * What a handler costs in Lua, independent of how busy the machine is: the VM instructions it runs
 * (a count hook every HOOK_EVERY instructions), and on request a sampled profile of the Lua
 * functions they run in. Milliseconds on a shared 2-core machine swing by 2-3x with its load; an
 * instruction count does not, so it shows whether a change made a handler do more or less work.
 * `ARCS_BENCH_PROFILE=1 npm run bench -- <section>` prints each handler's hottest functions (the
 * names are TSTL's, after the TypeScript ones; `@N` is the line in the bundle, build/lua/*.lua).
 * A sample is taken every 97 instructions; `ARCS_BENCH_PROFILE_EVERY=3` samples more finely (a card
 * drop of ~3k instructions gives ~30 samples by default, ~1000 at 3); `ARCS_BENCH_PROFILE_TOP=60`
 * lists more functions than the 20 hottest.
 *
 * A new bench or profiling script must load tools/lib/luaVm.ts (or ../lib/fengariConf) before its
 * first `fengari` import: fengari reads its config (MoonSharp's number printing) once, at load. A
 * script that imported fengari first saw the Global script find no game: every drop was refused.
 */
import "../lib/fengariConf";
import { lua, to_jsstring, to_luastring } from "fengari";
import type { TtsTable } from "../ttsFake/table";
import { LuaVm } from "../lib/luaVm";

const HOOK_EVERY = 100;

/** A table (its Global script's VM) or a VM itself. */
export type LuaTarget = TtsTable | LuaVm;

function stateOf(target: LuaTarget): unknown {
  if (target instanceof LuaVm) return target.L;
  const script = (target as unknown as { scripts: Map<string, { vm: LuaVm }> }).scripts.get("-1");
  if (script !== undefined && !(script.vm instanceof LuaVm)) throw new Error("the bench counts fengari instructions: run it without ARCS_SCRIPT_VM=moonsharp");
  if (script === undefined) throw new Error("no Global script on the table");
  return script.vm.L;
}

/** Lua VM instructions Global runs during `f` (to the nearest HOOK_EVERY). */
export function luaInstructions(target: LuaTarget, f: () => void): number {
  const L = stateOf(target);
  let ticks = 0;
  lua.lua_sethook(L, () => void ticks++, lua.LUA_MASKCOUNT, HOOK_EVERY);
  try {
    f();
  } finally {
    lua.lua_sethook(L, null, 0, 0);
  }
  return ticks * HOOK_EVERY;
}

/** "43.6 k" */
export function kiloInstructions(n: number): string {
  return `${(n / 1000).toFixed(1)} k instr`;
}

/** The functions `f` spends its Lua instructions in, as "inclusive% self% name@line" lines, by inclusive share. */
export function luaProfile(target: LuaTarget, f: () => void, top = profileTop()): string[] {
  return luaProfileOf([{ target, f }], top);
}

/**
 * As luaProfile, over several runs (e.g. one first read on each of several fresh tables). A run
 * whose `f` returns false is left out (it was not the frame wanted).
 */
export function luaProfileOf(runs: { target: LuaTarget; f: () => boolean | void }[], top = profileTop(), every = profileInterval()): string[] {
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  let samples = 0;
  for (const { target, f } of runs) {
    const L = stateOf(target);
    const ar = new lua.lua_Debug();
    const stacks: string[][] = [];
    const weights: number[] = [];
    const timeWeighted = profileByTime();
    let since = performance.now();
    lua.lua_sethook(
      L,
      (L2: unknown) => {
        if (timeWeighted) weights.push(performance.now() - since);
        const stack: string[] = [];
        for (let level = 0; level < 60 && lua.lua_getstack(L2, level, ar); level++) {
          lua.lua_getinfo(L2, to_luastring("nSl"), ar);
          stack.push(`${ar.name ? to_jsstring(ar.name) : "?"}@${ar.linedefined}`);
        }
        stacks.push(stack);
        // The hook's own time is left out of the next sample's weight.
        since = performance.now();
      },
      lua.LUA_MASKCOUNT,
      every,
    );
    let keep: boolean | void;
    try {
      keep = f();
    } finally {
      lua.lua_sethook(L, null, 0, 0);
    }
    if (keep === false) continue;
    for (let i = 0; i < stacks.length; i++) {
      const stack = stacks[i];
      const w = timeWeighted ? weights[i] : 1;
      samples += w;
      if (stack.length > 0) self.set(stack[0], (self.get(stack[0]) ?? 0) + w);
      for (const key of new Set(stack)) inclusive.set(key, (inclusive.get(key) ?? 0) + w);
    }
  }
  return [...inclusive.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, top)
    .map(([k, v]) => `${pct(v, samples)}% ${pct(self.get(k) ?? 0, samples)}% ${k}`);
}

function pct(v: number, samples: number): string {
  return ((v / Math.max(1, samples)) * 100).toFixed(1).padStart(5);
}

/** Instructions between two profile samples: ARCS_BENCH_PROFILE_EVERY (a whole number 1..100000), else 97. */
export function profileInterval(text: string | undefined = process.env.ARCS_BENCH_PROFILE_EVERY): number {
  if (text === undefined || text === "") return 97;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 100000) throw new Error(`ARCS_BENCH_PROFILE_EVERY must be a whole number of instructions from 1 to 100000, not "${text}"`);
  return n;
}

/** How many functions a profile lists: ARCS_BENCH_PROFILE_TOP (a whole number 1..1000), else 20. */
export function profileTop(text: string | undefined = process.env.ARCS_BENCH_PROFILE_TOP): number {
  if (text === undefined || text === "") return 20;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error(`ARCS_BENCH_PROFILE_TOP must be a whole number from 1 to 1000, not "${text}"`);
  return n;
}

export function profileWanted(): boolean {
  return process.env.ARCS_BENCH_PROFILE === "1" || profileByTime();
}

/**
 * `ARCS_BENCH_PROFILE=time`: each sample weighs the wall time since the one before (the hook's own
 * time left out) instead of counting once. In fengari an instruction's cost varies a hundredfold: a
 * loop step costs ~0.01 us, a Lua call ~0.4 us, a new table ~0.8 us, a string built from a number
 * ~1 us (measured in this VM), so where the instructions go is not always where the time goes.
 */
export function profileByTime(): boolean {
  return process.env.ARCS_BENCH_PROFILE === "time";
}

/** "123 calls (getObjects 40, .guid 30, ...)": the fake's count of API calls, the busiest first. */
export function apiCallsText(calls: Map<string, number>, top = 6): string {
  let total = 0;
  // `<name>@zone` and `<name>@system` count a call once more (ttsFake/table.ts): not in the total.
  for (const [k, n] of calls) if (k.indexOf("@") < 0) total += n;
  const busiest = [...calls.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, top);
  return `${total} calls (${busiest.map(([k, n]) => `${k} ${n}`).join(", ")})`;
}

/**
 * The Lua functions `f` calls most, as "calls name@line" lines: in fengari a call costs in
 * proportion to the callee's frame (adjust_top clears it) as well as its instructions, so a handler
 * is often made faster by fewer calls. `ARCS_BENCH_CALLS=1 npm run bench -- cardDrop`.
 */
const BY_CALLER: { [key: string]: true } = { "for iterator@-1": true, "hasTag@8": true, "getTags@8": true, "getZones@8": true, "type@-1": true };

export function luaCalls(target: LuaTarget, f: () => void, top = 25): string[] {
  const L = stateOf(target);
  const ar = new lua.lua_Debug();
  const calls = new Map<string, number>();
  let total = 0;
  lua.lua_sethook(
    L,
    (L2: unknown) => {
      if (!lua.lua_getstack(L2, 0, ar)) return;
      lua.lua_getinfo(L2, to_luastring("nS"), ar);
      let key = `${ar.name ? to_jsstring(ar.name) : "?"}@${ar.linedefined}`;
      // A loop's iterator calls and the TTS API's are told apart by the function that calls them.
      if (BY_CALLER[key] === true && lua.lua_getstack(L2, 1, ar)) {
        lua.lua_getinfo(L2, to_luastring("nS"), ar);
        key = `${key.split("@")[0]} in ${ar.name ? to_jsstring(ar.name) : "?"}@${ar.linedefined}`;
      }
      calls.set(key, (calls.get(key) ?? 0) + 1);
      total++;
    },
    lua.LUA_MASKCALL,
    0,
  );
  try {
    f();
  } finally {
    lua.lua_sethook(L, null, 0, 0);
  }
  return [`${total} calls`].concat(
    [...calls.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, top).map(([k, n]) => `${String(n).padStart(6)} ${k}`),
  );
}

export function callsWanted(): boolean {
  return process.env.ARCS_BENCH_CALLS === "1";
}
