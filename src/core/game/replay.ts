/**
 * A game is the fold of its command log over the initial state (docs/log-format.md).
 * A refused command is a no-op (exactly as on the table, where a refused command changes nothing):
 * the replay records it with its index and reason and carries on with the next command.
 */
import type { Command, GameLog, GameState } from "./types";
import { applyRules, initialState } from "./engine";
import type { RuleSet } from "./engine";

export const LOG_VERSION = 1;

export interface ReplayRefusal {
  /** 0-based index into `commands`; -1 when the log itself is unusable */
  index: number;
  reason: string;
}

export interface ReplayResult {
  state: GameState;
  /** number of commands that applied */
  applied: number;
  refused: ReplayRefusal[];
}

/** Replays `log` under `rules` (the entry points' rule set: src/core/rules.ts `replay`). */
export function replayUnder(rules: RuleSet, log: GameLog): ReplayResult {
  let state = initialState();
  // `!log` also catches a JSON null (the core has no null of its own).
  if (typeof log !== "object" || !log) {
    return { state, applied: 0, refused: [{ index: -1, reason: "the log is not a log object" }] };
  }
  if (log.version !== LOG_VERSION) {
    const v = typeof log.version === "number" ? `${log.version}` : "missing";
    return { state, applied: 0, refused: [{ index: -1, reason: `log version ${v} is not supported (expected ${LOG_VERSION})` }] };
  }
  if (!Array.isArray(log.commands)) {
    return { state, applied: 0, refused: [{ index: -1, reason: "the log has no command list" }] };
  }
  const refused: ReplayRefusal[] = [];
  let applied = 0;
  log.commands.forEach((c: unknown, i) => {
    if (typeof c !== "object" || !c || typeof (c as { type?: unknown }).type !== "string") {
      refused.push({ index: i, reason: "not a command (expected an object with a type)" });
      return;
    }
    const r = applyRules(rules, state, c as Command);
    if (r.ok) {
      state = r.value;
      applied += 1;
    } else {
      refused.push({ index: i, reason: r.reason });
    }
  });
  return { state, applied, refused };
}

/** Appends a command to a log (a new log; the input is unchanged). */
export function appendCommand(log: GameLog, command: Command): GameLog {
  return { version: log.version, commands: log.commands.concat([command]) };
}
