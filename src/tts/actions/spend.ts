/**
 * A Prelude resource spend seen on the table (p.17, p.20): a player takes a resource token from their
 * own board (their resources zone) and puts it into that resource's supply bag during their turn,
 * after their card. The core adds the resource's Prelude action (`spendResource`, with the Outrage
 * icons covered on their board and their Guild cards as read); refused (the Prelude is over) the reason goes to the player
 * and the token comes back out of the bag to where it was. A token returned at any other moment
 * (someone else's turn, before the card, from elsewhere) is not a spend and is left alone; in a
 * Summit, one from the mover's own board is the Magnate's Export (campaign/eventPhase/transferAsset.ts).
 */
import { RESOURCE_TYPES } from "../../core/data/vocabulary";
import { awaiting } from "../../core/game/legal";
import { refuseTo } from "../lib/chat";
import { asColour } from "../lib/table";
import { outragedTypes } from "../battle/read";
import { guildCardsOf } from "../court/table";
import { game, submit } from "../session/session";
import { takePickup } from "./pickups";
import type { Pickup } from "./pickups";
import { summitDiscard } from "../campaign/eventPhase/transferAsset";

/**
 * The token that just went in, found among the bag's contents by its pick-up: the entering object
 * itself may already be destroyed when the event runs (the fake holds it so), so it is not read.
 */
function enteredToken(container: TTSObject): { guid: string; pick: Pickup } | undefined {
  const entries = container.getObjects() as unknown as { guid: string }[];
  for (let i = entries.length - 1; i >= 0; i--) {
    const pick = takePickup(entries[i].guid);
    if (pick !== undefined) return { guid: entries[i].guid, pick };
  }
  return undefined;
}

export function onEnterContainer(container: TTSObject): void {
  if (!container.hasTag("resource-supply")) return;
  const entered = enteredToken(container);
  if (entered === undefined) return;
  const guid = entered.guid;
  const pick = entered.pick;
  if (pick.board === undefined || pick.resource === undefined) return;
  // In a Summit, the Magnate's Export (F301B), not a Prelude spend.
  if (summitDiscard(container, guid, pick)) return;
  const colour = asColour(pick.by);
  const s = game();
  if (colour === undefined || colour !== pick.board || s === undefined || s.phase !== "play") return;
  if (s.round === undefined || !s.round.played || awaiting(s).player !== colour) return;
  let into = pick.resource;
  for (const r of RESOURCE_TYPES) if (container.hasTag(r)) into = r;
  if (into !== pick.resource) return;
  // The Guild cards as read: a Loyal card of the type lets its Prelude ignore Outrage (BC01, BC07, BC15, BC19, BC21).
  const r = submit({ type: "spendResource", player: colour, resource: pick.resource, outrage: outragedTypes(colour), guildCards: guildCardsOf(colour) });
  if (r.ok) return;
  refuseTo(pick.by, `${r.reason}. The token went back to your board.`);
  container.takeObject({ guid, position: Vector(pick.position.x, pick.position.y + 0.5, pick.position.z), smooth: false });
}
