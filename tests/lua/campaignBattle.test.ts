/**
 * Campaign battles (the Empire, the Free States, the Blight, Flagships: BR pp.11, 15, 19, 22-25) give
 * the same states and refusals in Lua: two chains (Node on Node states, Lua on Lua states) compared
 * after every command, through the engine's `apply` with the campaign module in front.
 */
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { MapSnapshot } from "../../src/core/campaign/mapControl";
import type { DefenderTarget } from "../../src/core/battle/battle";
import { battleStep, faces, redToBattle, roll, table } from "../core/campaign/battleFixtures";
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

/** Applies the commands `next` gives (until undefined) in TypeScript and in Lua, each result the same in both; refusals fail. */
function appliedInBoth(start: GameState, next: (s: GameState, i: number) => Command | undefined): { node: GameState; applied: number } {
  let node = start;
  let inLua: unknown = normalise(node);
  let applied = 0;
  for (let i = 0; i < 20; i++) {
    const c = next(node, i);
    if (c === undefined) break;
    const n = apply(node, c);
    const l = lua.call("apply", inLua, c) as { ok: boolean; value?: unknown };
    expect(l).toEqual(normalise(n));
    if (!n.ok) throw new Error(n.reason);
    node = n.value;
    inLua = l.value;
    applied += 1;
  }
  return { node, applied };
}

test("the bench's largest campaign battle (tools/bench/campaignBattleScenario.ts) runs all 9 steps, the same in Lua", () => {
  const { node, applied } = appliedInBoth(campaignBattleState(), (s, i) => nextCommand(s, i));
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

test("seed 003 F1803: a destroyed Bunker counted as the attacker's Trophy (bunkers: 1) the same in Lua", () => {
  const s0 = redToBattle();
  const c = s0.campaign as CampaignState;
  let node: GameState = { ...s0, campaign: { ...c, players: c.players.map((p) => (p.colour === "Blue" ? { ...p, fate: "FATE18" } : p)) } };
  const map: MapSnapshot = { systems: [{ system: "1.2", pieces: [{ owner: "Red", kind: "ship", fresh: 3, damaged: 0 }] }], fateTokens: [{ system: "1.2", token: "Bunker", faceDown: false }] };
  const fresh: DefenderTarget = { piece: "bunker", state: "fresh" };
  const damaged: DefenderTarget = { piece: "bunker", state: "damaged" };
  const steps: Command[] = [
    roll(map, { system: "1.2", defender: "Blue", attacking: { fresh: 3, damaged: 0 }, ships: { fresh: 0, damaged: 0 }, dice: { skirmish: 0, assault: 2, raid: 0 }, planetType: "fuel" }),
    battleStep({ kind: "read", faces: faces(["assault", 5], ["assault", 5]) }),
    battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [], shipHits: [fresh, fresh, damaged, damaged], buildingHits: [] } }) as Command,
  ];
  node = appliedInBoth(node, (_, i) => steps[i]).node;
  const last = node.battle?.last;
  expect(last !== undefined && last.kind === "hits" ? last.table.players.find((p) => p.colour === "Red")!.trophies.Blue?.bunkers : undefined).toBe(1);
});
