/** Entry for the Lua parity tier and the bench: battle rules, the after-battle flow and bench scenarios. */
export * from "./battle";
export * from "./flow";
export { DICE, DIE_TYPES, dieFace, validateDiceData } from "../data/dice";
export * from "./machine";
