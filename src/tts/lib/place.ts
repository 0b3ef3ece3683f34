/**
 * The few table moves several rooms share: lay an object at a spot face up or down, a spot inside a
 * zone for the i-th thing put there, a piece back to its supply bag.
 */
import { above } from "./table";
import { colourOf, pieceKind, supplyBag } from "./pieceTags";

const FACE_UP_Z = 0;

const FACE_DOWN_Z = 180;

/** Place an object at a world spot, face up or down, keeping its yaw. */
export function placeAt(o: TTSObject, at: { x: number; y: number; z: number }, faceDown: boolean, lift = 0.5): void {
  const r = o.getRotation();
  o.setRotation(Vector(r.x, r.y, faceDown ? FACE_DOWN_Z : FACE_UP_Z));
  o.setPositionSmooth(Vector(at.x, at.y + lift, at.z), false, true);
}

/** A spot in a zone for the `i`-th of several things put there (a small grid around its centre). */
export function spotInZone(zone: TTSObject, i: number): Vector {
  const c = above(zone, 0.5);
  const col = i % 4;
  const row = Math.floor(i / 4);
  return Vector(c.x - 0.6 + col * 0.4, c.y + row * 0.2, c.z - 0.3 + row * 0.3);
}

/** Put a piece back into its owner's supply bag (or leave it where it is when there is none). */
export function returnToSupply(o: TTSObject): boolean {
  const kind = pieceKind(o);
  const colour = colourOf(o);
  if (kind === undefined || colour === undefined) return false;
  const bag = supplyBag(kind, colour);
  if (bag === undefined) return false;
  bag.putObject(o);
  return true;
}

/**
 * Bury a card: face down at the BOTTOM of `deck`, by the documented means (api Object
 * `putObject(put_object, index)`): the index after the deck's last card, so neither the card's
 * height nor TTS's "closest end" rule can put it on top (docs/tts-behaviour.md "putObject"). The
 * card is also held below the deck's centre first, where the height rule agrees. A deck reduced
 * to a single card is a card: putting onto it forms a deck, the buried card under it.
 */
export function buryUnder(deck: TTSObject, card: TTSObject, second = false): TTSObject {
  card.setRotation(Vector(0, 180, FACE_DOWN_Z));
  const p = deck.getPosition();
  card.setPosition(Vector(p.x, p.y - 0.05, p.z));
  // `second`: under the top card instead (Passage Storms F2206).
  const below = deck.type === "Deck" && !second ? deck.getQuantity() : 1;
  return deck.putObject(card, below);
}
