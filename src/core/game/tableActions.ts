/**
 * The table's actions decided on snapshots: the `battle` command (a step of the current player's
 * battle, rulebook pp.14-16, src/core/battle/machine.ts) and the `court` command (a secure, p.13, or
 * its When Secured answer, src/core/court/machine.ts). Each keeps its machine in the state.
 */
import { stepBattle, battleStepText } from "../battle/machine";
import { courtStepText, stepCourt, waitingWhenSecured } from "../court/machine";
import { awaiting } from "./legal";
import type { BattleCommand, CourtCommand, GameState } from "./types";
import { snapshotWithAbilities } from "../powers/snapshotAbilities";
import { secureRefusalByLeader } from "../powers/leaderCourtPowers";
import { playerState } from "./rounds";

export function battle(s: GameState, c: BattleCommand): string | undefined {
  if (s.phase !== "play") return "battles are fought during a chapter, on the attacker's turn";
  const who = awaiting(s).player;
  if (who !== c.player) return `it is ${who === undefined ? "nobody" : who}'s turn: only the player whose turn it is can battle`;
  if (s.round === undefined || !s.round.played) return "play your action card first: Battle is an action (p.14), taken with its pips";
  const r = stepBattle(s.battle, c.player, withAbilities(s, c.action));
  if (!r.ok) return r.reason;
  s.battle = r.value;
  s.events.push({ kind: "battle", player: c.player, text: battleStepText(r.value), quiet: true });
  return undefined;
}

/** A roll's snapshot with the players' Leader and Lore from the game state (src/core/powers/snapshotAbilities.ts). */
function withAbilities(s: GameState, a: BattleCommand["action"]): BattleCommand["action"] {
  if (typeof a !== "object" || a === undefined || a.kind !== "roll" || typeof a.snapshot !== "object" || a.snapshot === undefined) return a;
  return { ...a, snapshot: snapshotWithAbilities(s, a.snapshot) };
}

export function court(s: GameState, c: CourtCommand): string | undefined {
  if (s.phase !== "play") return "cards in the Court are secured during a chapter, on your turn";
  const action = c.action;
  if (typeof action === "object" && action !== undefined && action.kind === "secure") {
    const waiting = waitingWhenSecured(s.secure);
    const who = awaiting(s).player;
    if (waiting === undefined && who !== c.player) {
      return `it is ${who === undefined ? "nobody" : who}'s turn, not yours: you secure on your own turn`;
    }
    if (waiting === undefined && (s.round === undefined || !s.round.played)) {
      return "play your action card first: Secure is an action (p.13), taken with its pips or a Relic in your Prelude";
    }
    const ps = playerState(s, c.player);
    const paranoid = secureRefusalByLeader(ps === undefined ? undefined : ps.leader, c.player, action.court, action.slot);
    if (paranoid !== undefined) return paranoid;
  }
  const r = stepCourt(s.secure, c.player, action);
  if (!r.ok) return r.reason;
  s.secure = r.value;
  s.events.push({ kind: "secured", player: c.player, text: courtStepText(r.value), quiet: true });
  return undefined;
}

/** A battle belongs to its attacker's turn: once the turn has passed (or the chapter ended) it is gone. */
export function dropStaleBattle(s: GameState): void {
  const b = s.battle;
  if (b === undefined) return;
  if (s.phase !== "play" || awaiting(s).player !== b.attacker) s.battle = undefined;
}

/** A finished secure is history once the chapter moves on; a waiting When Secured stays with its securer. */
export function dropStaleSecure(s: GameState): void {
  const sec = s.secure;
  if (sec === undefined) return;
  if (s.phase !== "play" || (sec.step === "done" && awaiting(s).player !== sec.colour)) s.secure = undefined;
}
