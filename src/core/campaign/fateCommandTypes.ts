/** Commands of single Fates' cards, beside the campaign's own (types.ts). */
import type { Colour, SystemId } from "../data/vocabulary";
import type { FateTokenOnMap, MapSnapshot } from "../map/snapshot";

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

/**
 * F1208B at the end of Act III (fates/haven.ts): a Rival's choice of a planet they control (none: no
 * planet) with the map as read; the last Rival's carries the True Rumors as they lie (`rumors`).
 */
export interface HavenCommand {
  type: "haven";
  player: Colour;
  planet?: SystemId;
  map?: MapSnapshot;
  rumors?: FateTokenOnMap[];
}
