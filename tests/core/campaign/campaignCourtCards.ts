/**
 * Staging for the campaign Court's secure and Ransack (BR p.27): Red (an Outlaw) has led Aggression
 * in a campaign chapter (tools/bench/campaignBattleScenario.ts) and the Court row shows campaign (CC)
 * and Fate-set cards. Shared by the Node tests and the Lua parity test.
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { TableEffect, TableState } from "../../../src/core/court/types";
import { newPlayerHoldings } from "../../../src/core/court/types";
import { campaignBattleState, nextCommand } from "../../../tools/bench/campaignBattleScenario";
import type { SecureState } from "../../../src/core/court/machine";
import { apply } from "../../../src/core/rules";
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";

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

/** A Fate-set card's printed paragraphs (seed 003, src/core/data/campaign/fateSets). */
export const fateText = (id: string): string[] => FATE_SETS.flatMap((s) => s).find((c) => c.id === id)!.text;

export function run(s: GameState, c: Command): GameState {
  const r = apply(s, c);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

type Row = { card: string; agents: { [c: string]: number } }[];

/**
 * Red secures `card` from slot 2 (Red's agent on it) of a campaign Court row (by default CC01, `card`,
 * F202, CC02), after `prepare` staged the Court (its discard, the players' Guild cards): the state and
 * the Court as the When Secured waits on them.
 */
export function securedVox(card: string, prepare?: (court: TableState) => void, row?: Row): { s: GameState; t: TableState } {
  const court = campaignTable(row ?? [{ card: "CC01", agents: {} }, { card, agents: { Red: 1, Blue: 0 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  if (prepare !== undefined) prepare(court);
  const s = run(campaignBattleState(), secureCommand(1, court));
  const sec = s.secure as SecureState;
  if (sec.last.kind !== "secured") throw new Error("not secured");
  return { s, t: sec.last.outcome.table };
}

/** `player`'s answer `a` to the waiting When Secured, on Court `t`. */
export function voxAnswer(s: GameState, t: TableState, a: object, player = "Red"): ReturnType<typeof apply> {
  return apply(s, { type: "court", player, action: { kind: "answer", answer: a, court: t } } as Command);
}

/** The waiting When Secured answered by `a` (a refusal throws): the state after, the Court and the table's effects. */
export function answeredVox(s: GameState, t: TableState, a: object, player = "Red"): { s: GameState; table: TableState; effects: TableEffect[] } {
  const r = voxAnswer(s, t, a, player);
  if (!r.ok) throw new Error(r.reason);
  const last = (r.value.secure as SecureState).last;
  if (last.kind !== "answered") throw new Error("not answered");
  return { s: r.value, table: last.table, effects: last.effects };
}
