/**
 * Event cards in card play (BR p.12): an Event dropped face up into its player's follow slot is
 * played as an Event (`playEvent`); dropped into the lead or seize slot, or face down to Copy, it
 * is the base play it looks like, which the campaign module refuses with its reason. A refused card
 * goes back where the game state says it is (turn/cardHome.ts), as an action card does, and so does
 * one dropped into a hand that does not hold it (turn/cardPlay.ts droppedOutsideSlots); at round end
 * a played Event goes to the action discard with the other played cards.
 */
import type { Command, GameState } from "../../../core/game/types";
import { cardPlace } from "../../../core/game/cardPlace";
import { refuseTo } from "../../lib/chat";
import { playingColour } from "../../lib/seats";
import { asColour, cardId, tagged } from "../../lib/table";
import { returnCardHome } from "../../turn/cardHome";
import { droppedOutsideSlots, readAgainWhenRested, slotOf } from "../../turn/cardPlay";
import type { Slot } from "../../turn/cardPlay";
import { game, submit } from "../../session/session";

export const EVENT_TAG = "campaign-event-card";

/** The command an Event card's drop means; the core decides whether it is allowed. */
function eventPlay(player: NonNullable<ReturnType<typeof asColour>>, card: string, slot: Slot, faceDown: boolean): Command | string {
  if (slot.kind !== "lead" && slot.owner !== undefined && slot.owner !== player) return `that is ${slot.owner}'s slot; play into your own`;
  if (slot.kind === "lead") return { type: "lead", player, card };
  if (slot.kind === "seize") return { type: "seize", player, card };
  if (faceDown) return { type: "follow", player, card, mode: "copy" };
  return { type: "playEvent", player, card };
}

export function onEventCardDropped(dropper: string, card: TTSObject, settled = false): void {
  if (settled && card.isDestroyed()) return;
  if (!card.hasTag(EVENT_TAG)) return;
  const s = game();
  if (s === undefined || s.campaign === undefined) return;
  const slot = slotOf(card);
  // A card let go above a slot enters it only as it falls (onObjectDrop fires before it rests).
  if (readAgainWhenRested(card, slot, settled, () => onEventCardDropped(dropper, card, true))) return;
  const id = cardId(card);
  const place = cardPlace(s, id);
  // Outside the slots an Event card obeys the action cards' rule: never in a hand that does not hold it.
  if (slot === undefined) {
    droppedOutsideSlots(dropper, card, place);
    return;
  }
  const player = playingColour(dropper, s.seats);
  const back = (reason: string) => {
    refuseTo(dropper, `${reason}. The card went back ${place.kind === "hand" && place.player === player ? "to your hand" : "where it was"}.`);
    returnCardHome(card, place);
  };
  if (s.phase !== "play") {
    back("cards are played once a chapter is under way");
    return;
  }
  if (player === undefined) {
    back("only the seated players of this game play cards");
    return;
  }
  if (place.kind === "played" && place.player === player && place.slot === slot.kind) return;
  if (place.kind !== "hand" || place.player !== player) {
    back("you can only play cards from your own hand");
    return;
  }
  const command = eventPlay(player, id, slot, card.is_face_down);
  if (typeof command === "string") {
    back(command);
    return;
  }
  const r = submit(command);
  if (!r.ok) back(r.reason);
}

/** At round end the played Events follow the other played cards into the action discard, face down. */
export function discardPlayedEvents(after: GameState, before: GameState): void {
  const was = before.round;
  if (was === undefined || after.campaign === undefined) return;
  if (after.round !== undefined && after.round.number === was.number) return;
  for (const play of was.plays) {
    if (play.mode !== "event") continue;
    for (const card of tagged(EVENT_TAG)) {
      if (cardId(card) === play.card) returnCardHome(card, cardPlace(after, play.card));
    }
  }
}
