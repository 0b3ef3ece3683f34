/**
 * A Summit's resources on the table (BR pp.16-17; the core's summit.ts, F301B in
 * fates/objectiveMoments.ts):
 * - Transfer Asset: in a Summit, a resource token picked up from a board's resource slots and let go
 *   in another seat's is sent as the board owner's gift to that Rival (`summit` `transferAsset`);
 *   so is a Rival's agent (a Favor) picked up in one play area and let go in another's, with its
 *   colour: one let go in its own colour's play area goes back to their supply. The Rival's consent,
 *   or the caller's forcing Favors, are given at the table. Whoever moves it, it is the giver's
 *   action (a forced one too);
 * - the Magnate's Export to the Galactic Core (F301B): in a Summit, a resource token of the mover's
 *   own board put into its supply bag is sent as their discard (`summit` `exportResource`): the
 *   core refuses it from anyone but the Act I Magnate, as no other Summit action discards.
 * Refused, the token goes back where it was picked up (out of the bag) and the mover alone is told.
 * The boards are told by position against their resource zones, as The Arbiter's are, since a
 * drop's zone events may come after it (docs/tts-behaviour.md). A Trophy or Captive given moves at
 * the table unseen by the core, as do a Merchant League's resources (F302: the card is not a board).
 */
import type { Colour } from "../../../core/data/vocabulary";
import { on } from "../../lib/events";
import { refuseTo } from "../../lib/chat";
import { asColour } from "../../lib/table";
import { colourOf, resourceType, seatZoneAt } from "../../lib/pieceTags";
import { returnToSupply } from "../../lib/place";
import { game, submit } from "../../session/session";
import type { Pickup } from "../../actions/pickups";

/** Where each resource token (or Favor) picked up from a board (a play area) in a Summit lay: its owner's colour, the position, a Favor's colour. */
const picked: { [guid: string]: { from: Colour; at: Vector; favor?: Colour } | undefined } = {};

function inSummit(): boolean {
  const s = game();
  const ep = s && s.campaign && s.campaign.eventPhase;
  return ep !== undefined && ep.step === "inSummit";
}

/** The seat whose resource slots (`zone`: or play area) hold `at`, from above. */
function boardAt(at: Vector, zone = "resources-zone"): Colour | undefined {
  const s = game();
  return s === undefined ? undefined : seatZoneAt(s.seats, zone, at);
}

export function installTransferAsset(): void {
  on("objectPickUp", (_colour, obj, tags) => {
    if ((tags.resource !== true && tags.agent !== true) || !inSummit()) return;
    const at = obj.getPosition();
    // A Rival's agent in a play area is a Favor there (BR p.16: on the Fate card).
    const favor = tags.agent === true ? colourOf(obj) : undefined;
    // A Captive given is the players' (its zone may lie in the play area).
    if (favor !== undefined && boardAt(at, "captives") !== undefined) return;
    const from = boardAt(at, favor === undefined ? "resources-zone" : "play-area");
    if (from !== undefined && from !== favor) picked[obj.getGUID()] = { from, at, favor };
  });
  on("objectDrop", (colour, obj, tags) => {
    // Only resource tokens and agents: no API call for any other drop (a card's, the hot path).
    if (tags.resource !== true && tags.agent !== true) return;
    const guid = obj.getGUID();
    const from = picked[guid];
    picked[guid] = undefined;
    if (from === undefined || !inSummit()) return;
    const to = boardAt(obj.getPosition(), from.favor === undefined ? "resources-zone" : "play-area");
    if (to === undefined || to === from.from) return;
    const card = from.favor === undefined ? resourceType(obj) : "favor";
    const r = submit({ type: "summit", player: from.from, action: "transferAsset", rival: to, card, from: from.favor });
    // "If it is their Loyal piece, return it to their supply."
    if (r.ok && from.favor === to) returnToSupply(obj);
    if (r.ok) return;
    obj.setPosition(from.at);
    refuseTo(colour, r.reason);
  });
}

/**
 * A resource token that went into its supply bag (actions/spend.ts): in a Summit, one the mover took
 * from their own board is their Export (F301B); true when it was the Summit's (sent, or left alone).
 */
export function summitDiscard(container: TTSObject, guid: string, pick: Pickup): boolean {
  if (!inSummit()) return false;
  const colour = asColour(pick.by);
  if (colour === undefined || colour !== pick.board || pick.resource === undefined) return true;
  const r = submit({ type: "summit", player: colour, action: "exportResource", card: pick.resource });
  if (r.ok) return true;
  refuseTo(pick.by, `${r.reason}. The token went back to your board.`);
  container.takeObject({ guid, position: Vector(pick.position.x, pick.position.y + 0.5, pick.position.z), smooth: false });
  return true;
}
