/**
 * The rules as the table plays them: the base rules (src/core/game) with the rule modules in
 * front, outermost first (docs/architecture.md "The seam"). This is the one file that names both
 * sides; the table's Global, the replay tool and the tests take `apply`, `replay` and
 * `gameStateProblems` from here. The base game never imports a module: a second expansion is one
 * more list joined below, in front of or behind the campaign's.
 */
import { CAMPAIGN_MODULES } from "./campaign/modules";
import { applyRules, initialState, ruleSet, winner } from "./game/engine";
import type { RuleSet } from "./game/engine";
import type { RuleModule } from "./game/ruleModules";
import { appendCommand, LOG_VERSION, replayUnder } from "./game/replay";
import type { ReplayResult } from "./game/replay";
import type { Command, GameLog, GameState } from "./game/types";
import { gameLogProblems, stateProblemsUnder } from "./game/validateState";
import type { Result } from "./result";

/** Every rule module, outermost first. */
export const RULE_MODULES: readonly RuleModule<Command>[] = CAMPAIGN_MODULES;

/** The rule set the table plays under (engine.ts `ruleSet`). */
export const RULES: RuleSet = ruleSet(RULE_MODULES);

/** Applies one command under the table's rules. The input state is never modified. */
export function apply(state: GameState, command: Command): Result<GameState> {
  return applyRules(RULES, state, command);
}

/** Replays a log under the table's rules (game/replay.ts). */
export function replay(log: GameLog): ReplayResult {
  return replayUnder(RULES, log);
}

/** Every problem of a restored game state under the table's rules; [] when the scripts may trust it. */
export function gameStateProblems(value: unknown): string[] {
  return stateProblemsUnder(RULE_MODULES, value);
}

export { appendCommand, gameLogProblems, initialState, LOG_VERSION, winner };
