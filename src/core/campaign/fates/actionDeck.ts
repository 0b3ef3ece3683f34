/**
 * Fate-set action cards in the action deck (issue 35): the Caretaker's extra Event card, F515. Its
 * Act II Setup (seed 003 F512A step 3) says "Shuffle the extra Event card (15) into the action deck";
 * it is an Event card like the box's three (its printed text is theirs: "Mirror Lead, Add Event to
 * Round End", BR p.12). Nothing scraps it afterwards: once shuffled in it is in play, and BR p.29
 * step F scraps only the cards of a Fate Set "not in play", so it stays for Act III.
 *
 * The core accepts it in the deck an Act starts with where that text puts it: Act II when a player
 * is the Caretaker (the setup resolved, BR p.7 step F), Act III when a player is still the Caretaker
 * or the Act II deck on this table held it. The table and the driver send it (`actActionDeck`,
 * flow.ts); a deck without it (an older table's) is still taken.
 */
import type { Act } from "../../data/campaign/fateTypes";
import { aidCard } from "../../data/campaign/aidCards";

export const CARETAKER = "FATE05";
export const CARETAKER_EVENT = "F515";

/** The Fate-set cards that are Event action cards (F515). */
export function isFateEventCard(id: unknown): boolean {
  return id === CARETAKER_EVENT;
}

/** An Event action card: the box's three (BR p.12) or the Caretaker's extra one (F515). Here, not in events.ts, so the Faithful cards' module (which refuses to discard one) imports no Edicts. */
export function isEventCard(id: unknown): boolean {
  if (typeof id !== "string") return false;
  if (isFateEventCard(id)) return true;
  const c = aidCard(id);
  return c !== undefined && c.type === "Event";
}

/**
 * The Fate-set action cards the deck of `act` may hold besides the box's: F515 in Act II with the
 * Caretaker in play, in Act III with the Caretaker in play or when `previousDeck` (the Act II deck on
 * this table) held it.
 */
export function fateActionCards(act: Act, fates: readonly string[], previousDeck: readonly string[]): string[] {
  if (act === "I") return [];
  const caretaker = fates.indexOf(CARETAKER) >= 0;
  if (act === "II") return caretaker ? [CARETAKER_EVENT] : [];
  return caretaker || previousDeck.indexOf(CARETAKER_EVENT) >= 0 ? [CARETAKER_EVENT] : [];
}
