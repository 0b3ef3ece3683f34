/**
 * The game data: one typed, validated source of truth for the rules engine, the card renderer
 * and the deck builder. Call `validateGameData()` (validate.ts) once at load / build time.
 * Court (court.ts) and dice (dice.ts) are re-exported here by their owner.
 */
export * from "./vocabulary";
export * from "./playerBoard";
export * from "./fieldCheck";
export * from "./actionCards";
export * from "./ambitions";
export * from "./map";
export * from "./setupCards";
export * from "./pieces";
export * from "./leaders";
export * from "./lore";
export * from "./court";
export * from "./dice";
export { GAME_DATA_VALIDATORS, validateGameData } from "./validate";
export type { NamedValidator } from "./validate";
