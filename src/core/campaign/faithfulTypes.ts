/**
 * The Believer's Faithful cards in card play (seed 003 F813; fates/faithful.ts): the side a Faithful
 * card is played on, carried by the base play commands (merged into them here, so the base rules
 * never name it), and the Doctrine card's flip.
 */
import type { Colour, SystemId } from "../data/vocabulary";
import type { CourtSlot } from "../court/types";

/** The two sides a Faithful action card is played on (F813): Zeal (move, influence, battle, tax), Wisdom (build, repair, secure). */
export type FaithfulSide = "zeal" | "wisdom";

declare module "../game/commands" {
  /** A Faithful card is led on one of its sides (F813). */
  interface LeadCommand { side?: FaithfulSide }
  /** A Faithful card Surpasses or Pivots on one of its sides (F813); a Copy is face down and has none. */
  interface FollowCommand { side?: FaithfulSide }
}

/** The Doctrine card is flipped (Set Doctrine F821, Set Lay Doctrine F827, Act III setup F829A step 3): the table says its new side. */
export interface SetDoctrineCommand {
  type: "setDoctrine";
  player: Colour;
  side: FaithfulSide;
}

/** Spreading the Faith (F803) Teach (Influence; fates/faithful.ts teach): the table's reads for it. */
export interface TeachCommand {
  type: "teach";
  player: Colour;
  /** the Court slot (0-based) whose Guild card takes the top Faithful card */
  slot: number;
  /** the Court row as read */
  row: CourtSlot[];
  /** the card ids in the player's play area as read, loose or in decks: F803 and the Faithful stack */
  playArea: string[];
  /** the systems where the table shows a city of the player's */
  cities: SystemId[];
}
