/**
 * Ancient Holdings (L13, seed 003 card reference): "This card has one resource slot with a raid cost
 * of 4 keys. (You can hold one resource here. It adds to your ambitions. You can spend it.)"
 *
 * On the table: a resource token lying on the card in its owner's play area is held there. It adds
 * to ambitions (the scoring reads every token in the play area), it is spent like a token from the
 * board (`pickups.ts` reads a token picked up from the card as its owner's), and a raid may steal it
 * (`src/tts/battle/raid.ts`). A second token let go on the card is refused with the core's words
 * (`holdRefusal`) and goes back where it was picked up, or to its supply bag.
 */
import { RESOURCE_TYPES } from "../../core/data/vocabulary";
import type { Colour } from "../../core/data/vocabulary";
import { holdRefusal } from "../../core/powers/heldResources";
import { refuseTo } from "../lib/chat";
import { asColour, gmNotes, whenRested } from "../lib/table";
import { heldTokens, resourceBag } from "../battle/read";
import type { Pickup } from "./pickups";
import { findBy } from "../../core/util/byId";

/** The play area `obj` lies in, by colour. */
function playAreaOf(obj: TTSObject): Colour | undefined {
  for (const zone of obj.getZones()) if (zone.hasTag("play-area")) return asColour(gmNotes(zone));
  return undefined;
}

/** Once the dropped token rests: a second token on a holding card is refused and sent back. */
function checkHolding(dropper: string, token: TTSObject, pick: Pickup | undefined): void {
  if (token.isDestroyed()) return;
  const colour = playAreaOf(token);
  if (colour === undefined) return;
  const held = heldTokens(colour);
  const mine = findBy(held, "obj", token);
  if (mine === undefined) return;
  const others = held.filter((h) => h.card === mine.card && h.obj !== token).length;
  const refusal = holdRefusal(mine.card, others);
  if (refusal === undefined) return;
  if (pick !== undefined) {
    token.setPositionSmooth(Vector(pick.position.x, pick.position.y + 0.5, pick.position.z), false, true);
    refuseTo(dropper, `${refusal}. The token went back where it was.`);
    return;
  }
  let bag: TTSObject | undefined;
  for (const r of RESOURCE_TYPES) if (token.hasTag(r)) bag = resourceBag(r);
  if (bag !== undefined) bag.putObject(token);
  refuseTo(dropper, `${refusal}. The token went back to the supply.`);
}

/** A resource token let go: checked once it rests (zones see it only then). */
export function onTokenDropped(dropper: string, token: TTSObject, pick: Pickup | undefined): void {
  if (!token.hasTag("resource")) return;
  whenRested(token, () => checkHolding(dropper, token, pick));
}
