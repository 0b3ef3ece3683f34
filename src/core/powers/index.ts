/** Entry for the Lua parity tier: the Court cards' powers (the table and the numbers they change). */
export * from "./courtPowers";
export * from "./battlePowers";
export { isDeclarePowerCard, ambitionDeclaredThisRound } from "./declarePowers";
export * from "./capturePowers";
export { cardActionOutcome } from "./cardActions";
export { afterScoringInstructions, scoringCardsRefusal } from "./scoringPowers";
export { secureRefusalByLeader } from "./leaderCourtPowers";
