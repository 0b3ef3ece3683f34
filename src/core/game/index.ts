/**
 * The base rules' public surface. The rules as the table plays them (with the rule modules
 * composed: `apply`, `replay`) are src/core/rules.ts; src/core/index.ts joins both.
 */
export { applyRules, ruleSet, initialState, winner } from "./engine";
export type { RuleSet } from "./engine";
export { legalCommands, awaiting } from "./legal";
export { cardCommands, ENGINE_CARDS } from "./cardEffects";
export { replayUnder, appendCommand, LOG_VERSION } from "./replay";
export { scoreChapter, reportLines, ambitionCount } from "./scoring";
export { actionsLeft, actionsLeftText } from "./actions";
export { checkInvariants, actionCardsInPlay } from "./invariants";
export { playRandomGame, makeRng, nextRandom, randomInt, shuffled } from "./driver";
export type * from "./types";
