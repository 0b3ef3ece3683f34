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
import { seatCommandUnder, seatLogUnder, seatView } from "./game/seatView";
import type { ModuleSeatView, SeatCommand, Viewer } from "./game/seatView";
import { campaignSeatCommand } from "./campaign/seatView";
import type { Result } from "./result";
import type { MapRules } from "./map/mapRules";
import { baseMapRules } from "./map/mapRules";
import { campaignMapRules } from "./campaign/mapActions";

/** Every rule module, outermost first. */
export const RULE_MODULES: readonly RuleModule<Command>[] = CAMPAIGN_MODULES;

/** How a seat sees each module's own commands (game/seatView.ts). */
export const SEAT_VIEWS: readonly ModuleSeatView[] = [campaignSeatCommand];

/** The rule set the table plays under (engine.ts `ruleSet`). */
export const RULES: RuleSet = ruleSet(RULE_MODULES);

/** Applies one command under the table's rules. The input state is never modified. */
export function apply(state: GameState, command: Command): Result<GameState> {
  return applyRules(RULES, state, command);
}

/** The map's rules in force (the campaign's, else the base game's), for what the table reads before a map action. */
export function mapRulesOf(s: GameState): MapRules {
  return s.campaign !== undefined ? campaignMapRules(s) : baseMapRules(s.seats);
}

/** Replays a log under the table's rules (game/replay.ts). */
export function replay(log: GameLog): ReplayResult {
  return replayUnder(RULES, log);
}

/** Every problem of a restored game state under the table's rules; [] when the scripts may trust it. */
export function gameStateProblems(value: unknown): string[] {
  return stateProblemsUnder(RULE_MODULES, value);
}

/** A log command as `viewer` may see it (game/seatView.ts, with the modules' views). */
export function seatCommand(c: Command, viewer: Viewer): SeatCommand {
  return seatCommandUnder(SEAT_VIEWS, c, viewer);
}

/** A log as `viewer` may see it. */
export function seatLog(commands: readonly Command[], viewer: Viewer): SeatCommand[] {
  return seatLogUnder(SEAT_VIEWS, commands, viewer);
}

export { appendCommand, gameLogProblems, initialState, LOG_VERSION, seatView, winner };
