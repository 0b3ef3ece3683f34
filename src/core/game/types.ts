/**
 * Game state and commands of the rules engine (Rules core I), by area: the state (state.ts), a
 * chapter's scoring (scoringTypes.ts) and the commands (commands.ts).
 */
export type * from "./state";
export type * from "./scoringTypes";
export type * from "./commands";
