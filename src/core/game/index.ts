/** The rules engine's public surface (one entry for the TTS bundle and the Lua parity tests). */
export { apply, initialState, winner } from "./engine";
export { legalCommands, awaiting } from "./legal";
export { cardCommands, ENGINE_CARDS } from "./cardEffects";
export { replay, appendCommand, LOG_VERSION } from "./replay";
export { scoreChapter, reportLines, ambitionCount } from "./scoring";
export { actionsLeft, actionsLeftText } from "./actions";
export { checkInvariants, actionCardsInPlay } from "./invariants";
export { playRandomGame, makeRng, nextRandom, randomInt, shuffled } from "./driver";
export type * from "./types";
