/**
 * Battle (rulebook pp.14-16 + FAQ): which dice may be collected, what a roll means, and where
 * its hits land.
 *
 * The table reports the rolled faces (`{ die, face }`, face 1..6 from src/core/data/dice.ts); the
 * core never rolls. The attacker chooses every target (p.14 "the attacker rolls and resolves all
 * the dice"); `checkHitAssignment` validates that choice and `defaultHitAssignment` offers one.
 */
export * from "./types";
export * from "./limits";
export * from "./roll";
export * from "./hits";
