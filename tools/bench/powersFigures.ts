/**
 * Section "powers" of `npm run bench`: what the card-power checks add to a handler, in the Lua VM
 * (issue 15 target: <= 0.3 ms), as the time of the handler with the power in play minus without.
 */
import type { BenchRow } from "./index";
import { loadLuaModule, timePerCall } from "./luaModule";
import { POWER_PAIRS, benchPowerCase } from "./powersScenarios";

export function powersSection(): BenchRow[] {
  const rows: BenchRow[] = [];
  const lua = loadLuaModule("tools/bench/powersScenarios.ts");
  for (const pair of POWER_PAIRS) {
    for (const name of [pair.plain, pair.power]) {
      if (!benchPowerCase(name)) throw new Error(`bench case ${name} is refused in Node`);
      if (lua.call("benchPowerCase", name) !== true) throw new Error(`bench case ${name} is refused in Lua`);
    }
    // Interleaved rounds, the fastest of each: the VM's garbage collection lands on whichever runs.
    let plain = Infinity;
    let power = Infinity;
    for (let round = 0; round < 9; round++) {
      plain = Math.min(plain, timePerCall(() => void lua.call("benchPowerCase", pair.plain), 20, 120));
      power = Math.min(power, timePerCall(() => void lua.call("benchPowerCase", pair.power), 20, 120));
    }
    const added = Math.max(0, power - plain);
    rows.push({ section: "powers", what: `${pair.what}, Lua VM (${plain.toFixed(3)} -> ${power.toFixed(3)} ms)`, value: `${added.toFixed(3)} ms added`, target: "<= 0.3 ms" });
  }
  return rows;
}
