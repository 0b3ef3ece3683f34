/**
 * The Believer's 9 Faithful action cards (seed 003 F804-F812, printed without text) and their
 * numbers: F801A step 2 stacks them "in number order so the '1' card is on the bottom and the '9'
 * card is on the top", cards 04-12: F804 is the "1" ... F812 the "9" (docs/rules-decisions-campaign.md).
 */
export const FAITHFUL_CARDS: readonly string[] = ["F804", "F805", "F806", "F807", "F808", "F809", "F810", "F811", "F812"];

/** A Faithful card's number (1-9), or 0 for any other card. */
export function faithfulNumber(id: unknown): number {
  return typeof id === "string" ? FAITHFUL_CARDS.indexOf(id) + 1 : 0;
}
