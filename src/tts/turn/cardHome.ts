/**
 * Put an action card back where the game state says it is. A refused drop never decides where a card
 * goes: a Rival's face-down Copy returns to its slot face down, a card from the discard to the discard,
 * a card set aside at this player count to the set-aside pile — never into the dropper's hand.
 */
import type { CardPlace } from "../../core/game/cardPlace";
import { above, find, zoneOf } from "../lib/table";
import { deckSpot, handSpot, setAsideSpot } from "../setup/places";
import { rulesMode } from "../session/session";

const FACE_UP = 0;
const FACE_DOWN = 180;

function placeCard(card: TTSObject, at: Vector | undefined, faceDown: boolean): void {
  if (at === undefined) return;
  // Turn it first: a face-down card must not show its face on the way back.
  const r = card.getRotation();
  card.setRotation(Vector(r.x, r.y, faceDown ? FACE_DOWN : FACE_UP));
  card.setPositionSmooth(at, false, true);
}

function slotZone(place: Extract<CardPlace, { kind: "played" }>): TTSObject | undefined {
  if (place.slot === "lead") return find("lead-slot");
  return zoneOf(place.slot === "follow" ? "follow-slot" : "seize-slot", place.player);
}

export function returnCardHome(card: TTSObject, place: CardPlace): void {
  // Advisory rules: the refusal was told to its player; the card stays where they put it.
  if (rulesMode() === "advisory") return;
  switch (place.kind) {
    case "hand": {
      const spot = handSpot(place.player);
      if (spot !== undefined) card.setPositionSmooth(spot.position, false, true);
      return;
    }
    case "played": {
      const zone = slotZone(place);
      placeCard(card, zone && above(zone, 0.5), !place.faceUp);
      return;
    }
    case "discard": {
      const zone = find("action-discard");
      placeCard(card, zone && above(zone, 1), true);
      return;
    }
    case "deck": {
      const spot = deckSpot();
      placeCard(card, spot && Vector(spot.x, spot.y + 1, spot.z), true);
      return;
    }
    case "unused":
      placeCard(card, setAsideSpot(), true);
      return;
    case "unknown":
      return;
  }
}
