/**
 * The actions room: the table's part of the action count (src/core/game/actions.ts). It sees an
 * influence (an agent dropped onto a Court card) and a Prelude resource spend (a token from a
 * player's board into its supply bag) and reports them to the core; battles and secures are counted
 * by their own rooms' commands. The actions left are shown in the turn bar.
 */
import { on } from "../lib/events";
import { onAgentDropped } from "./influence";
import { forgetOnceSettled, peekPickup, recordPickup } from "./pickups";
import { onTokenDropped } from "./holdings";
import { onEnterContainer } from "./spend";

export function installActions(): void {
  on("objectPickUp", recordPickup);
  // Each handler reads only its own pieces: the drop's tags (read once) spare it asking.
  on("objectDrop", (colour, obj, tags) => {
    if (tags.agent === true) onAgentDropped(colour, obj);
    if (tags.resource === true) {
      // Ancient Holdings (L13): one resource on the card at most.
      onTokenDropped(colour, obj, peekPickup(obj.getGUID()));
      forgetOnceSettled(obj);
    }
  });
  on("objectEnterContainer", onEnterContainer);
}
