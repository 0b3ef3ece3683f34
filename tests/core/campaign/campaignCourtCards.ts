/**
 * Staging for the campaign Court's secure and Ransack (BR p.27): Red (an Outlaw) has led Aggression
 * in a campaign chapter (tools/bench/campaignBattleScenario.ts) and the Court row shows campaign (CC)
 * and Fate-set cards. Shared by the Node tests and the Lua parity test.
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { TableState } from "../../../src/core/court/types";
import { newPlayerHoldings } from "../../../src/core/court/types";
import { nextCommand } from "../../../tools/bench/campaignBattleScenario";

/** A Court row of campaign cards: CC01 Mining Interest (Guild), CC11 (Vox), F202 Parade Fleets (Fate-set Guild), CC02. */
export function campaignTable(row: { card: string; agents: { [c: string]: number }; attached?: string }[]): TableState {
  const players = [newPlayerHoldings("Red", 5), newPlayerHoldings("Blue", 4), newPlayerHoldings("Yellow", 4), newPlayerHoldings("White", 4)];
  players[0].agentSupply = 6;
  players[1].agentSupply = 8;
  return { players, court: { deck: ["CC05", "CC06"], row, discard: [] }, supply: { material: 4, fuel: 4, weapon: 4, relic: 4, psionic: 5 } };
}

export function secureCommand(slot: number, court: TableState): Command {
  return { type: "court", player: "Red", action: { kind: "secure", slot, court } } as Command;
}

/** The bench's battle, its hits dealt on `court`: the commands in order, built from the states (the ransack takes the only card with Blue's agents). */
export function battleOnCourt(s: GameState, i: number, court: TableState): Command | undefined {
  const c = nextCommand(s, i);
  if (c === undefined || c.type !== "battle") return c;
  const a = c.action as { kind: string };
  return a.kind === "hits" ? ({ ...c, action: { ...(c.action as object), court } } as Command) : c;
}
