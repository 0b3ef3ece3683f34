/**
 * A Summit's resources on the table (BR pp.16-17; the core's summit.ts, F301B in
 * fates/objectiveMoments.ts):
 * - Transfer Asset: in a Summit, a resource token picked up from a board's resource slots and let go
 *   in another seat's is sent as the board owner's gift to that Rival (`summit` `transferAsset`);
 *   the Rival's consent, or the caller's forcing Favors, are given at the table. Whoever moves it,
 *   it is the giver's action (a forced one too);
 * - the Magnate's Export to the Galactic Core (F301B): in a Summit, a resource token of the mover's
 *   own board put into its supply bag is sent as their discard (`summit` `exportResource`): the
 *   core refuses it from anyone but the Act I Magnate, as no other Summit action discards.
 * Refused, the token goes back where it was picked up (out of the bag) and the mover alone is told.
 * The boards are told by position against their resource zones, as The Arbiter's are, since a
 * drop's zone events may come after it (docs/tts-behaviour.md). A Favor, Trophy or Captive given
 * moves at the table unseen by the core, as do a Merchant League's resources (F302: the card is not
 * a board).
 */
import type { Colour } from "../../../core/data/vocabulary";
import { on } from "../../lib/events";
import { refuseTo } from "../../lib/chat";
import { insideZone } from "../../lib/assumptions";
import { asColour } from "../../lib/table";
import { colourZone, resourceType } from "../../lib/pieceTags";
import { game, submit } from "../../session/session";
import type { Pickup } from "../../actions/pickups";

/** Where each resource token picked up from a board in a Summit lay: the board's colour and the position. */
const picked: { [guid: string]: { from: Colour; at: Vector } | undefined } = {};

function inSummit(): boolean {
  const s = game();
  const ep = s && s.campaign && s.campaign.eventPhase;
  return ep !== undefined && ep.step === "inSummit";
}

/** The seat whose resource slots hold `at`, from above. */
function boardAt(at: Vector): Colour | undefined {
  const s = game();
  for (const c of s === undefined ? [] : s.seats) {
    const z = colourZone("resources-zone", c);
    if (z !== undefined && insideZone(z, at)) return c;
  }
  return undefined;
}

export function installTransferAsset(): void {
  on("objectPickUp", (_colour, obj, tags) => {
    if (tags.resource !== true || !inSummit()) return;
    const at = obj.getPosition();
    const from = boardAt(at);
    if (from !== undefined) picked[obj.getGUID()] = { from, at };
  });
  on("objectDrop", (colour, obj) => {
    const from = picked[obj.getGUID()];
    picked[obj.getGUID()] = undefined;
    if (from === undefined || !inSummit()) return;
    const to = boardAt(obj.getPosition());
    if (to === undefined || to === from.from) return;
    const r = submit({ type: "summit", player: from.from, action: "transferAsset", rival: to, card: resourceType(obj) });
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
