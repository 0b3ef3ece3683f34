/**
 * Section "powers" of `npm run bench`: what the card-power checks add to a handler in the Lua VM
 * (issue 15 target: <= 0.3 ms): the time of the handler with the power in play minus without (each
 * applied 40 times inside one Lua call, so the JS-Lua crossing is not timed; interleaved rounds,
 * fastest kept), and the Lua VM instructions of each, which the machine's load does not swing.
 */
import type { BenchRow } from "./benchRow";
import { cpuText, timingPerCall } from "./luaModule";
import { compileLuaCached } from "../lib/tstlCache";
import { LuaVm } from "../lib/luaVm";
import { kiloInstructions, luaInstructions } from "./luaWork";
import { POWER_PAIRS, benchPowerCase } from "./powersScenarios";

export function powersSection(): BenchRow[] {
  const rows: BenchRow[] = [];
  const entry = "tools/bench/powersScenarios.ts";
  const vm = new LuaVm();
  vm.runToGlobal(compileLuaCached(entry).lua, "__mod", `=${entry}`);
  const call = (name: string): unknown => vm.callPath(["__mod", "benchPowerCase"], [name]);
  const REPEAT = 40;
  const loop = (name: string): unknown => vm.callPath(["__mod", "benchPowerCaseTimes"], [name, REPEAT]);
  for (const pair of POWER_PAIRS) {
    for (const name of [pair.plain, pair.power]) {
      if (!benchPowerCase(name)) throw new Error(`bench case ${name} is refused in Node`);
      if (call(name) !== true) throw new Error(`bench case ${name} is refused in Lua`);
    }
    // Interleaved rounds, the fastest of each: the VM's garbage collection lands on whichever runs.
    let plain = Infinity;
    let power = Infinity;
    let plainCpu = Infinity;
    let powerCpu = Infinity;
    for (let round = 0; round < 9; round++) {
      const a = timingPerCall(() => void loop(pair.plain), 3, 120);
      const b = timingPerCall(() => void loop(pair.power), 3, 120);
      plain = Math.min(plain, a.ms / REPEAT);
      power = Math.min(power, b.ms / REPEAT);
      plainCpu = Math.min(plainCpu, a.cpuMs / REPEAT);
      powerCpu = Math.min(powerCpu, b.cpuMs / REPEAT);
    }
    const plainWork = luaInstructions(vm, () => void call(pair.plain));
    const work = luaInstructions(vm, () => void call(pair.power)) - plainWork;
    const added = Math.max(0, power - plain);
    rows.push({
      section: "powers",
      what: `${pair.what}, Lua VM (${plain.toFixed(3)} -> ${power.toFixed(3)} ms; ${kiloInstructions(plainWork)} ${work >= 0 ? "+" : "-"}${kiloInstructions(Math.abs(work))})`,
      value: `${added.toFixed(3)} ms added`,
      cpu: cpuText(Math.max(0, powerCpu - plainCpu), 3),
      target: "<= 0.3 ms",
    });
  }
  return rows;
}
