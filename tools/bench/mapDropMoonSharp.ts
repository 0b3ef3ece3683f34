/**
 * The map room's drop timed in TTS's own interpreter: the same staged table and drops as
 * mapDropHandler.ts, with Global run by the external runner of ARCS_LUA_RUNNER (MoonSharp 2.0.0.0,
 * docs/moonsharp.md). The figure is the decision frame's own Lua time in MoonSharp (bridge.lua
 * `timed`: each call's time less the time of the host calls it made, i.e. the fake's TTS API and
 * the bridge's encoding for it), so it is MoonSharp's share of the frame; TTS's own API work is on
 * top of it (the API calls are counted in the fengari section). Wall time in the runner: a loaded
 * machine inflates it, so the minimum is given beside the median; a table's first cycles warm its
 * runner and are not counted. Without a runner: not measured.
 */
import type { BenchRow } from "./benchRow";
import { loadBuiltSave } from "./builtSave";
import { FOUR, gameInPlay } from "./courtScoringHandlers";
import { dropAndDecide, leadMobilization, stage } from "./mapDropHandler";
import { median } from "./luaModule";
import { RunnerVm, runnerCommand } from "../moonsharp/runnerVm";

/** Each table is a runner process of its own, cold (mono compiles MoonSharp's paths on first use): its first cycles warm it and are not counted. */
const TABLES = 2;
const WARM_CYCLES = 3;
const CYCLES = 8;

const figure = (xs: number[]) => `${median(xs).toFixed(2)} ms (min ${Math.min(...xs).toFixed(2)})`;

export async function mapDropMoonSharpSection(): Promise<BenchRow[]> {
  const command = runnerCommand();
  const what = (x: string) => `map drop in MoonSharp (ARCS_LUA_RUNNER): ${x}, the decision frame's own Lua time, host calls excluded`;
  if (command === undefined) return [{ section: "tts", what: what("a move's first drop / a refused Catapult"), value: "not measured (no ARCS_LUA_RUNNER)" }];
  const save = loadBuiltSave();
  const start = gameInPlay(FOUR);
  const leader = start.players[0].colour;
  const s = leadMobilization(start, leader);
  const first: number[] = [];
  const joined: number[] = [];
  const refused: number[] = [];
  for (let k = 0; k < TABLES; k++) {
    const { table, ships, from, to, far } = stage(save, s, leader, () => new RunnerVm(command));
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const counted = cycle >= WARM_CYCLES;
      ships.forEach((ship, i) => {
        const t = dropAndDecide(table, leader, ship, to);
        if (counted) (i === 0 ? first : joined).push(t.frameLuaMs);
      });
      for (const ship of ships) dropAndDecide(table, leader, ship, from);
      const t = dropAndDecide(table, leader, ships[0], far);
      if (counted) refused.push(t.frameLuaMs);
    }
    if (!table.messagesTo(leader).some((m) => m.text.includes("cannot be reached"))) throw new Error("the far drop was not refused");
    if (table.scriptErrors.length > 0) throw new Error(`script errors in MoonSharp: ${table.scriptErrors.join(" | ")}`);
  }
  return [
    { section: "tts", what: what(`a move's first drop from a starport into the next system; median of ${first.length}`), value: figure(first), target: "<= 2 ms" },
    { section: "tts", what: what(`a drop joining the move; median of ${joined.length}`), value: figure(joined), target: "<= 2 ms" },
    { section: "tts", what: what(`a refused Catapult two systems away; median of ${refused.length}`), value: figure(refused), target: "<= 2 ms" },
  ];
}
