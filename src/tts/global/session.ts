/**
 * The game as Global holds it: the core state and the log of every applied command. Commands from
 * any feature go through `submit`, which asks the core, logs, announces the public events, and lets
 * listeners do the table's bookkeeping (moving markers, discarding cards, refreshing the UI).
 */
import type { Command, GameLog, GameState } from "../../core/game/types";
import { apply, initialState } from "../../core/game/engine";
import type { Result } from "../../core/result";
import { announce } from "../lib/chat";

export const TABLE_STATE_VERSION = 2;

export interface TableState {
  /** undefined until the host has set up a game */
  game?: GameState;
  /** every applied command since setup: exportable and replayable (docs/log-format.md) */
  log: GameLog;
  /** how many times this table has been loaded */
  loads: number;
}

export function freshTableState(): TableState {
  return { log: { version: 1, commands: [] }, loads: 0 };
}

/** Bring a saved state up to date; a string says why it cannot be used. */
export function upgradeTableState(version: number, saved: unknown): TableState | string {
  const s = saved as { loads?: unknown; game?: unknown; log?: { version?: unknown; commands?: unknown } };
  if (typeof s.loads !== "number" || s.loads < 0) return "the saved state has no valid load counter";
  if (version === 1) return { log: { version: 1, commands: [] }, loads: s.loads };
  if (version === 2) {
    if (s.log === undefined || typeof s.log.version !== "number" || typeof s.log.commands !== "object") {
      return "the saved state has no valid game log";
    }
    if (s.game !== undefined && (typeof s.game !== "object" || (s.game as { version?: unknown }).version !== 1)) {
      return "the saved game state is not a version 1 game";
    }
    const commands = s.log.commands as Command[];
    return { game: s.game as GameState | undefined, log: { version: s.log.version, commands: commands }, loads: s.loads };
  }
  return `no upgrade path from state version ${version}`;
}

export type Listener = (after: GameState, command: Command, before: GameState) => void;

let current: TableState = freshTableState();
const listeners: Listener[] = [];

export function table(): TableState {
  return current;
}

export function replaceTable(next: TableState): void {
  current = next;
}

export function game(): GameState | undefined {
  return current.game;
}

export function onApplied(listener: Listener): void {
  listeners.push(listener);
}

/** Ask the core; on success log, announce and run the listeners. The state is untouched on refusal. */
export function submit(command: Command): Result<GameState> {
  const before = current.game === undefined ? initialState() : current.game;
  const r = apply(before, command);
  if (!r.ok) return r;
  current.game = r.value;
  current.log.commands.push(command);
  for (const e of r.value.events) announce(e.text);
  for (const l of listeners) l(r.value, command, before);
  return r;
}
