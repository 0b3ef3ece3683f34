/** Commands of single Fates' cards, beside the campaign's own (types.ts). */
import type { Colour } from "../data/vocabulary";

/** Ambitions a Fate adds (fateAmbitions.ts): Guardian's Edenguard (F2004), Naturalist's Blightkin (F2104). */
export type FateAmbitionId = "edenguard" | "blightkin";

/** Declares a Fate ambition instead of the ambition it replaces, with the lead card (F2004, F2104). */
export interface DeclareFateAmbitionCommand {
  type: "declareFateAmbition";
  player: Colour;
  ambition: FateAmbitionId;
}

/** F2305: a Rival's guess at a face-down Conspiracy; `right` as the table read its colour (told to no seat). */
export interface GuessConspiracyCommand {
  type: "guessConspiracy";
  player: Colour;
  guess: Colour;
  right: boolean;
}
