/**
 * Types shared by the Blighted Reach Fate data (fates.ts, fateSets/*.ts).
 * Sources: seed 003 card reference (ARCS-FATE01..24, ARCS-F101A..F2405); BR p.2 (Fate Sets), p.8.
 */
import type { ResourceType } from "../vocabulary";

/** A Fate's letter: "A" Fates are chosen in Act I, "B" after Act I, "C" after Act II (BR p.29 step F). */
export type FateLetter = "A" | "B" | "C";
export const FATE_LETTERS: readonly FateLetter[] = ["A", "B", "C"];

export type Act = "I" | "II" | "III";
export const ACTS: readonly Act[] = ["I", "II", "III"];

/** One line of a Fate's "Your Path to Power": what the Fate does in that Act. */
export interface FatePath {
  act: Act;
  text: string;
}

export interface Fate {
  /** "FATE01".."FATE24" (the seed's "ARCS-" prefix dropped). */
  id: string;
  name: string;
  letter: FateLetter;
  /** The Fate Set number (its cards are "F<set><nn>"). */
  set: number;
  /** The italic line under the name. */
  flavour: string;
  /** A Fates: Acts I-III; B Fates: II-III; C Fates: III only. */
  paths: FatePath[];
}

/** The card types printed on Fate-set cards in seed 003 (in the seed's words). */
export type FateCardType =
  | "Setup" | "Objective" | "Resolution" | "Lore" | "Guild" | "Vox" | "Law" | "Edict" | "Summit"
  | "Title" | "Ability" | "Monopoly" | "Economy" | "Doctrine" | "Reminder" | "Event" | "Action Card";

export const FATE_CARD_TYPES: readonly FateCardType[] = [
  "Setup", "Objective", "Resolution", "Lore", "Guild", "Vox", "Law", "Edict", "Summit",
  "Title", "Ability", "Monopoly", "Economy", "Doctrine", "Reminder", "Event", "Action Card",
];

export interface FateSetCard {
  /** "F101A", "F2405" ... (A/B = the two sides of one card). */
  id: string;
  name: string;
  type: FateCardType;
  /** Guild cards: their resource suit. */
  suit?: ResourceType;
  /**
   * BR p.27 protected Guild card ("X" in place of the raid cost). Only the card the BR p.27 figure
   * shows as protected is marked (F202 Parade Fleets); the seeds lose the icon on the others.
   */
  protected?: boolean;
  /**
   * False when seed 003 lists the card by name only: its text is on the printed card, not here.
   * Absent on every other card (the text is given): the data says only the exception.
   */
  textGiven?: false;
  /** Printed paragraphs (markup as in court.ts); empty when textGiven is false. */
  text: string[];
}

/**
 * A row of the generated Fate-set files (fateSets/*.ts), written as a call to keep Global's Lua small.
 * `text` is missing only in the Lua build, which prunes the paragraphs the rules never read
 * (tools/lib/luaProse.ts): the card then has no text field, as an object row pruned whole.
 */
export function card(id: string, name: string, type: FateCardType, text?: string[]): FateSetCard {
  return text === undefined ? ({ id, name, type } as FateSetCard) : { id, name, type, text };
}

/** A Guild card's row (its type is "Guild"): as `card`, with its resource suit. */
export function guild(id: string, name: string, suit: ResourceType, text?: string[]): FateSetCard {
  return text === undefined ? ({ id, name, type: "Guild", suit } as FateSetCard) : { id, name, type: "Guild", suit, text };
}

/** The Fate Set number in a Fate-set card's id ("F201A" -> 2, "F1412" -> 14): "F<set><nn>[A|B]". */
export function fateSetNumber(id: string): number {
  const last = id.charAt(id.length - 1);
  const end = last === "A" || last === "B" ? id.length - 1 : id.length;
  // By hand, digit by digit: src parses no number with tonumber (its MoonSharp hazards, luaSafety.test.ts).
  let n = 0;
  for (let i = 1; i < end - 2; i++) n = n * 10 + ("0123456789".indexOf(id.charAt(i)));
  return n;
}
