/**
 * Crises (BR p.18), in files by job:
 * - crisesBlight.ts: the Blight Crises' hits on each system's ships (and Flagships, BR p.24);
 * - crisesFate.ts: the Fate Crises, in turn order, with their texts;
 * - crisesCourt.ts: the Court Crises' order (attached card first) and the effects the core applies;
 * - crisesVox.ts: the Fate-set Vox cards' Crises (and a When Secured) the core applies;
 * - crisesDice.ts: the dice phrases resolved to systems and planets, and which roll a step uses;
 * - crisesStep.ts: the `resolveCrises` command that puts them together.
 * This file is their public face for the rest of the core, the table and the tests.
 */
export type { BlightCrisis, FlagshipHit, PieceChange } from "./crisesBlight";
export { blightCrisis, blightCrises } from "./crisesBlight";
export type { CrisesDice, RolledPlaces } from "./crisesDice";
export { blightLooms, rolledPlaces } from "./crisesDice";
export type { CourtRowSnapshot, CrisisText } from "./crisesCourt";
export { courtCrisis, courtRowRefusal } from "./crisesCourt";
export { fateCrisesFor } from "./crisesFate";
export type { CrisesResult } from "./crisesStep";
export { crisesFor, crisesLineCount, crisesLines, crisesRefusal, resolveCrises } from "./crisesStep";
