/**
 * Restoring the table at load. A saved state is validated whole before anything trusts it; a game
 * state that fails is rebuilt from its log when the log replays cleanly; otherwise the save is held
 * unchanged (quarantine.ts) so no later save overwrites it, and the host is told what is wrong.
 */
import { replay } from "../../core/rules";
import { gameLogProblems, gameStateProblems } from "../../core/rules";
import { restoreState } from "../lib/persistence";
import { TABLE_STATE_VERSION, featureProblems, freshTableState, upgradeTableState } from "./session";
import type { TableState } from "./session";

export interface RestoreOutcome {
  state: TableState;
  /** set when the save cannot be used: the table holds it unchanged until the host resets */
  problems?: string[];
  /** said to everyone: the game continues, e.g. rebuilt from the log */
  notes: string[];
  /** the details behind a note, for the host alone (they may quote a hand card) */
  hostNotes: string[];
}

const SHOWN = 12;

function firstOf(problems: string[]): string[] {
  if (problems.length <= SHOWN) return problems;
  return problems.slice(0, SHOWN).concat([`... and ${problems.length - SHOWN} more`]);
}

export function restoreTable(saved: string | undefined): RestoreOutcome {
  const restored = restoreState(saved, TABLE_STATE_VERSION, freshTableState, upgradeTableState);
  if (restored.problem !== undefined) return { state: freshTableState(), problems: [restored.problem], notes: [], hostNotes: [] };
  const state = restored.state;
  const logProblems = gameLogProblems(state.log);
  if (logProblems.length > 0) return { state: freshTableState(), problems: firstOf(logProblems), notes: [], hostNotes: [] };
  if (state.game === undefined) return withFeatures(state, [], []);
  const gameProblems = gameStateProblems(state.game);
  if (gameProblems.length === 0) return withFeatures(state, [], []);
  // The log is the game (docs/log-format.md): when it replays cleanly, the state it folds to wins.
  const rebuilt = state.log.commands.length > 0 ? replay(state.log) : undefined;
  if (rebuilt !== undefined && rebuilt.refused.length === 0 && gameStateProblems(rebuilt.state).length === 0) {
    state.game = rebuilt.state;
    return withFeatures(
      state,
      ["the saved state was damaged and rebuilt from the log"],
      ["Arcs: the saved state was rebuilt from the log; its problems:"].concat(firstOf(gameProblems).map((p) => `  ${p}`)),
    );
  }
  return { state: freshTableState(), problems: firstOf(gameProblems), notes: [], hostNotes: [] };
}

/**
 * The game is sound: each feature's saved section that must agree with it (an Act I Fate choice,
 * the Intermission's draws) is checked against it. Such a section is not in the log, so a damaged
 * one cannot be rebuilt: the save is held for the host, as a damaged game is.
 */
function withFeatures(state: TableState, notes: string[], hostNotes: string[]): RestoreOutcome {
  const problems = featureProblems(state.features, state.game);
  if (problems.length > 0) return { state: freshTableState(), problems: firstOf(problems), notes: [], hostNotes: [] };
  return { state, notes, hostNotes };
}
