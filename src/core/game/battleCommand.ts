/**
 * The `battle` command: a step of the current player's battle (rulebook pp.14-16), decided by the
 * battle machine (src/core/battle/machine.ts) on what the table showed, and kept in the state.
 */
import { stepBattle, battleStepText } from "../battle/machine";
import { awaiting } from "./legal";
import type { BattleCommand, GameState } from "./types";

export function battle(s: GameState, c: BattleCommand): string | undefined {
  if (s.phase !== "play") return "battles are fought during a chapter, on the attacker's turn";
  const who = awaiting(s).player;
  if (who !== c.player) return `it is ${who === undefined ? "nobody" : who}'s turn: only the player whose turn it is can battle`;
  if (s.round === undefined || !s.round.played) return "play your action card first: Battle is an action (p.14), taken with its pips";
  const r = stepBattle(s.battle, c.player, c.action);
  if (!r.ok) return r.reason;
  s.battle = r.value;
  s.events.push({ kind: "battle", player: c.player, text: battleStepText(r.value) });
  return undefined;
}

/** A battle belongs to its attacker's turn: once the turn has passed (or the chapter ended) it is gone. */
export function dropStaleBattle(s: GameState): void {
  const b = s.battle;
  if (b === undefined) return;
  if (s.phase !== "play" || awaiting(s).player !== b.attacker) s.battle = undefined;
}
