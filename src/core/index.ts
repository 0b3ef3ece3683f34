/** The core's public surface (one entry for the TTS bundle and the Lua parity tests): the base rules and the composed ones. */
export * from "./game/index";
export { apply, replay, gameStateProblems, gameLogProblems, RULES, RULE_MODULES } from "./rules";
