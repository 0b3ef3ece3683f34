/**
 * Campaign battles (the Empire, the Free States, the Blight, Flagships: BR pp.11, 15, 19, 22-25) give
 * the same states and refusals in Lua: two chains (Node on Node states, Lua on Lua states) compared
 * after every command, through the engine's `apply` with the campaign module in front.
 */
import { apply } from "../../src/core/rules";
import type { GameState } from "../../src/core/game/types";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { BATTLE_SCENARIOS } from "../core/campaign/battleScenarios";
import { benchCampaignBattle, benchCampaignBattleDriven, campaignBattleState, nextCommand } from "../../tools/bench/campaignBattleScenario";

const lua = loadCoreModuleInLua("src/core/index.ts");

describe("campaign battles in Lua", () => {
  for (const sc of BATTLE_SCENARIOS) {
    test(`${sc.name}: every step agrees, refusals included`, () => {
      let node: GameState = sc.start();
      let inLua: unknown = normalise(node);
      let accepted = 0;
      let refused = 0;
      for (const step of sc.steps) {
        const c = step(node);
        const n = apply(node, c);
        const l = lua.call("apply", inLua, c) as { ok: boolean; value?: unknown; reason?: string };
        expect(l).toEqual(normalise(n));
        if (n.ok) {
          accepted += 1;
          node = n.value;
          inLua = l.value;
        } else refused += 1;
      }
      // Not vacuous: the battle's steps are accepted, not only refused.
      expect(accepted).toBeGreaterThanOrEqual(3);
      expect(accepted + refused).toBe(sc.steps.length);
    });
  }
});

test("the bench's largest campaign battle (tools/bench/campaignBattleScenario.ts) runs all 9 steps, the same in Lua", () => {
  let node: GameState = campaignBattleState();
  let inLua: unknown = normalise(node);
  let applied = 0;
  for (let i = 0; i < 20; i++) {
    const c = nextCommand(node, i);
    if (c === undefined) break;
    const n = apply(node, c);
    const l = lua.call("apply", inLua, c) as { ok: boolean; value?: unknown };
    expect(l).toEqual(normalise(n));
    if (!n.ok) throw new Error(n.reason);
    node = n.value;
    inLua = l.value;
    applied += 1;
  }
  expect(applied).toBe(9);
  expect(benchCampaignBattle()).toBe(9);
  // The bench's figure replays the 9 commands recorded at load; built as it goes, the battle is the same 9 steps, in Lua too.
  expect(benchCampaignBattleDriven()).toBe(9);
  const bench = loadCoreModuleInLua("tools/bench/campaignBattleScenario.ts");
  expect(bench.call("benchCampaignBattle")).toBe(9);
  expect(bench.call("benchCampaignBattleDriven")).toBe(9);
  const last = node.battle?.last;
  expect(last?.kind).toBe("ended");
});
