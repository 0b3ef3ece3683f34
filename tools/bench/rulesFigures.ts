/**
 * Rules-core figures: full random games per second in Node and in the Lua VM (issue target: a
 * 4-player game in <= 1 s in the Lua VM), a maximum battle and a secure-with-refill per operation.
 */
import { playRandomGame } from "../../src/core/game/driver";
import { benchMaxBattle, benchSecureVoxWithRefill, benchSecureWithRefill } from "./battleScenarios";
import type { BenchRow } from "./benchRow";
import { cpuText, loadLuaModule, timePerCall, timingPerCall } from "./luaModule";

export async function rulesSection(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const game = loadLuaModule("src/core/index.ts");
  for (const playerCount of [2, 3, 4]) {
    let seed = 1;
    const node = timePerCall(() => void playRandomGame({ seed: seed++, playerCount }), 20, 1000);
    seed = 1;
    const lua = timingPerCall(() => void game.call("playRandomGame", { seed: seed++, playerCount }), 3, 2000);
    rows.push({ section: "rules", what: `${playerCount}p random game, Node`, value: `${node.toFixed(1)} ms (${(1000 / node).toFixed(0)}/s)` });
    rows.push({
      section: "rules",
      what: `${playerCount}p random game, Lua VM`,
      value: `${lua.ms.toFixed(0)} ms (${(1000 / lua.ms).toFixed(1)}/s)`,
      cpu: cpuText(lua.cpuMs, 0),
      target: playerCount === 4 ? "<= 1000 ms" : undefined,
    });
  }
  // The staging is bench code (tools/bench), compiled to Lua with the core it calls.
  const battle = loadLuaModule("tools/bench/battleScenarios.ts");
  const perOp: [string, string, () => unknown][] = [
    ["max battle (15 ships: 6 assault + 6 raid + 3 skirmish), full assignment", "benchMaxBattle", benchMaxBattle],
    ["secure with refill", "benchSecureWithRefill", benchSecureWithRefill],
    ["secure a Vox card with refill", "benchSecureVoxWithRefill", benchSecureVoxWithRefill],
  ];
  for (const [what, fn, nodeFn] of perOp) {
    const node = timePerCall(() => void nodeFn(), 50, 300);
    const lua = timePerCall(() => void battle.call(fn), 10, 1000);
    rows.push({ section: "rules", what: `${what}, Node`, value: `${node.toFixed(3)} ms` });
    rows.push({ section: "rules", what: `${what}, Lua VM`, value: `${lua.toFixed(2)} ms` });
  }
  return rows;
}
