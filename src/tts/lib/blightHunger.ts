/**
 * Blight Hunger (F1313, the Blight Speaker's Lore): "Place pieces (even yours) destroyed by a Blight
 * Crisis on this card. ... After scoring, return all of the pieces from this card." The card lying
 * loose in a play area and the pieces lying within its bounds (the Blight Crises put them there:
 * campaign/eventPhase/blight.ts; the scoring counts them, F1312B, and returns them: scoring/).
 * Merchant League's (F302) resources lie on its card the same way; The Dead Live's (F2204) ships
 * on that card, lying loose by the chapter track (src/tts/lib/supply.ts lays them, scoring/ moves them).
 */
import type { Colour } from "../../core/data/vocabulary";
import { campaignPiece } from "./campaignMap";
import type { CampaignPiece } from "./campaignMap";
import { colourZone, fateCardsIn, objectsIn, resourceType } from "./pieceTags";
import { find, tagged } from "./table";

export const HUNGER = "F1313";

/** Blight Hunger in `colour`'s play area, if it lies there. */
export function hungerCard(colour: Colour): TTSObject | undefined {
  return fateCardsIn(colour, (id) => id === HUNGER)[0];
}

/** Whether `o` lies within `card`'s bounds (seen from above). */
export function onCard(card: TTSObject, o: TTSObject): boolean {
  const b = card.getBounds();
  const at = o.getPosition();
  return o !== card && Math.abs(at.x - b.center.x) <= b.size.x / 2 && Math.abs(at.z - b.center.z) <= b.size.z / 2;
}

/** The pieces (a player's, Imperial, Free) lying on `card` in `colour`'s play area. */
export function piecesOnHunger(card: TTSObject, colour: Colour): CampaignPiece[] {
  const out: CampaignPiece[] = [];
  for (const o of objectsIn(colourZone("play-area", colour))) {
    const p = onCard(card, o) ? campaignPiece(o) : undefined;
    if (p !== undefined && p.owner !== "blight") out.push(p);
  }
  return out;
}

/** The resource tokens lying on Merchant League (F302) in `colour`'s play area (none without it). */
export function onLeague(colour: Colour): TTSObject[] {
  const card = fateCardsIn(colour, (id) => id === "F302")[0];
  return card === undefined ? [] : objectsIn(colourZone("play-area", colour)).filter((o) => resourceType(o) !== undefined && onCard(card, o));
}

/** The `i`-th spot for a piece on `card`, from its bounds: a 3 by 3 grid, then a layer higher. */
export function hungerSpot(card: TTSObject, i: number): Vector {
  const b = card.getBounds();
  return Vector(b.center.x + ((i % 3) - 1) * b.size.x / 4, b.center.y + 0.5 + Math.floor(i / 9) * 0.4, b.center.z + ((Math.floor(i / 3) % 3) - 1) * b.size.z / 4);
}

/** Lay a destroyed piece, fresh side up, as the `i`-th on `card` (`hungerSpot`). */
export function layOnHunger(o: TTSObject, card: TTSObject, i: number): void {
  const r = o.getRotation();
  o.setRotation(Vector(0, r.y, 0));
  o.setPosition(hungerSpot(card, i));
}

/** The Dead Live (F2204), lying loose on the table (laid by the chapter track by the Gate Wraith's setup), if it does. */
export function deadLiveCard(): TTSObject | undefined {
  return find("fate-set-card", "F2204");
}

/** The ships (a player's, Imperial) lying on The Dead Live. */
export function shipsOnDeadLive(card: TTSObject): TTSObject[] {
  return tagged("ship").concat(tagged("imperial-ship")).filter((o) => onCard(card, o));
}
