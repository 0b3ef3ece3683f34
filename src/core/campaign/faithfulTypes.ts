/**
 * The Believer's Faithful cards in card play (seed 003 F813; fates/faithful.ts): the side a Faithful
 * card is played on, carried by the base play commands (merged into them here, so the base rules
 * never name it), and the Doctrine card's flip.
 */
import type { Colour } from "../data/vocabulary";

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
