/**
 * Where a campaign Court card goes when it leaves the Court, as the core decided (BR pp.14, 18, 27):
 * a Vox card by its plain When Secured or Crisis text (`VoxDestination`: the Court discard pile, the
 * bottom of the campaign Court deck, shuffled into it, or staying in its slot; a Crisis may scrap it
 * onto the rules booklet's Scrapped spot), a lore card into its securer's play area. The Imperial
 * Council never leaves (BR p.14): the core never sends it anywhere.
 */
import type { Colour } from "../../core/data/vocabulary";
import type { TableEffect, TableState, VoxDestination } from "../../core/court/types";
import { announce } from "../lib/chat";
import { above, find } from "../lib/table";
import { placeAt } from "../lib/place";
import { campaignSlotCards } from "./campaignSlots";
import { intoCourtDeck, kindOf, refill, toDiscard, toPlayArea } from "./moves";
import { cardTitle } from "./pending";
import { handSpot } from "../setup/places";

/** Where a card leaving the campaign Court may go: a Vox destination, or scrapped or put under the Court deck's top card by a Crisis. */
export type CourtExit = VoxDestination | "scrap" | "underTop";

/** Face down onto the rules booklet's Scrapped spot (BR p.9): out of the game. */
export function toScrapped(card: TTSObject): void {
  card.clearButtons();
  const zone = find("rules-booklet-scrap");
  if (zone !== undefined) placeAt(card, above(zone, 0.5), true);
}

/** A card that left the Court goes where the core said; `undefined`: the players move it as printed (it lies on the discard pile meanwhile). */
export function sendCourtCard(card: TTSObject, to: CourtExit | undefined): void {
  if (to === "stay") {
    card.clearButtons();
    return;
  }
  if (to === "bury" || to === "shuffle" || to === "underTop") intoCourtDeck(card, true, to === "shuffle", to === "underTop");
  else if (to === "scrap") toScrapped(card);
  else toDiscard(card);
}

/** A lore card secured from the Court (BR p.5 step J): into the securer's play area, as lore (p.21). */
export function loreToPlayArea(card: TTSObject, id: string, colour: Colour): void {
  toPlayArea(card, colour);
  announce(`${cardTitle(id)} joins ${colour}'s play area as lore: a lasting power, not a Guild card (p.21)`);
}

/** Where the core sent a campaign Vox card (its effect's `to`), if its text says so plainly. */
export function exitOf(effects: readonly TableEffect[], card: string): CourtExit | undefined {
  for (const e of effects) if ((e.kind === "resolveWhenSecured" || e.kind === "resolveAttached") && e.card === card) return e.to;
  return undefined;
}

/** A Faithful action card secured from the Court goes into its securer's hand (F813; the core drew it there). */
export function actionCardToHand(card: TTSObject, id: string, colour: Colour): void {
  card.clearButtons();
  const spot = handSpot(colour);
  if (spot !== undefined) card.setPositionSmooth(spot.position, false, true);
  announce(`${cardTitle(id)} goes into ${colour}'s hand: an action card secured from the Court (F813)`);
}

/** One card taken from a Court slot by `colour`: Guild to the play area, lore as lore, an action card to the hand, Vox where the core said. */
export function takenCard(card: TTSObject, id: string, colour: Colour, effects: readonly TableEffect[]): CourtExit | undefined {
  const kind = kindOf(id);
  if (kind === "action") actionCardToHand(card, id, colour);
  else if (kind === "lore") loreToPlayArea(card, id, colour);
  else if (kind === "guild") toPlayArea(card, colour);
  else {
    const to = exitOf(effects, id);
    sendCourtCard(card, to);
    return to;
  }
  return undefined;
}

/**
 * A Ransack in a campaign (base p.16 step 2 with BR p.27): the ransacked card of slot `slot` (0-based)
 * and the card attached to it go as a secure sends them, then the slot is refilled by identity from
 * the campaign Court deck as the core decided (unless the card stays in the Court). Agents are moved
 * by the battle room before.
 */
export function campaignRansackOnTable(zone: TTSObject, after: TableState, effects: readonly TableEffect[], ransacked: string, colour: Colour, slot: number): void {
  const cards = campaignSlotCards(zone);
  let to: CourtExit | undefined;
  if (cards.card !== undefined && cards.card.inDeck === undefined && cards.card.id === ransacked) to = takenCard(cards.card.obj, ransacked, colour, effects);
  const a = cards.attached;
  if (a !== undefined && a.inDeck === undefined) {
    takenCard(a.obj, a.id, colour, effects);
    announce(`${cardTitle(a.id)}, attached to it, is taken with it (BR p.27)`);
  }
  if (to !== "stay") refill(after, slot, true);
}
