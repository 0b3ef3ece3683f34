/**
 * Where a player picked up an agent or a resource token, by GUID: the actions room needs it to tell
 * an influence (an agent from the supply onto a Court card) from a nudge between cards, a Prelude
 * spend (a token from its owner's board into the supply) from any other return, and to put a refused
 * piece back where it came from. Read at pick-up, when the piece's zones are still where it lay.
 */
import type { Colour, ResourceType } from "../../core/data/vocabulary";
import { RESOURCE_TYPES } from "../../core/data/vocabulary";
import { asColour, gmNotes, whenRested } from "../lib/table";
import { looseCardIn } from "../court/slots";
import { heldTokens } from "../battle/read";
import { game } from "../session/session";
import type { TagSet } from "../lib/events";

export interface Pickup {
  /** the seat that picked it up */
  by: string;
  /** where it lay */
  position: { x: number; y: number; z: number };
  /** it lay in a Court slot zone */
  inCourt: boolean;
  /** the Court card of that slot (an agent lifted off it takes back an influence on that card) */
  card?: string;
  /** it lay in this player's resources zone (their board's slot row), or on their Ancient Holdings (L13) */
  board?: Colour;
  /** a resource token's type */
  resource?: ResourceType;
}

const pickups: { [guid: string]: Pickup | undefined } = {};

/** The Court slot zone `obj` lies in, or undefined. */
export function courtSlotOf(obj: TTSObject): TTSObject | undefined {
  for (const zone of obj.getZones()) if (zone.hasTag("court-slot")) return zone;
  return undefined;
}

/** The id of the Court card lying loose in a slot zone (in a campaign, the slot's own card), or undefined. */
export function courtCardInSlot(zone: TTSObject, campaign: boolean): string | undefined {
  const card = looseCardIn(zone, campaign);
  return card && card.id;
}

function campaignOn(): boolean {
  const s = game();
  return s !== undefined && s.campaign !== undefined;
}

/** `tags`: the object's tags, read once for every room (lib/events.ts). */
export function recordPickup(colour: string, obj: TTSObject, tags: TagSet): void {
  const agent = tags.agent === true;
  if (!agent && tags.resource !== true) return;
  let inCourt = false;
  let board: Colour | undefined;
  let card: string | undefined;
  for (const zone of obj.getZones()) {
    const zoneTags = zone.getTags();
    if (zoneTags.indexOf("court-slot") >= 0) {
      inCourt = true;
      if (agent) card = courtCardInSlot(zone, campaignOn());
    }
    if (zoneTags.indexOf("resources-zone") >= 0) board = asColour(gmNotes(zone));
    // Ancient Holdings (L13): a token held on the card is its owner's, spent as from the board.
    if (!agent && board === undefined && zoneTags.indexOf("play-area") >= 0) {
      const area = asColour(gmNotes(zone));
      if (area !== undefined && heldTokens(area).some((h) => h.obj === obj)) board = area;
    }
  }
  let resource: ResourceType | undefined;
  if (!agent) for (const r of RESOURCE_TYPES) if (tags[r] === true) resource = r;
  const p = obj.getPosition();
  const pick: Pickup = { by: colour, position: { x: p.x, y: p.y, z: p.z }, inCourt };
  if (board !== undefined) pick.board = board;
  if (card !== undefined) pick.card = card;
  if (resource !== undefined) pick.resource = resource;
  pickups[obj.getGUID()] = pick;
}

/** The last pick-up of `guid`, still kept. */
export function peekPickup(guid: string): Pickup | undefined {
  return pickups[guid];
}

/** The last pick-up of `guid`, forgotten as it is read (one drop or one return per pick-up). */
export function takePickup(guid: string): Pickup | undefined {
  const p = pickups[guid];
  if (p !== undefined) pickups[guid] = undefined;
  return p;
}

/**
 * A token let go somewhere other than a bag keeps no pick-up: once it rests on the table it is
 * forgotten, so a later return to the supply by a script is not read as a spend. (One that went into
 * a bag is destroyed by then; its enter event has read the pick-up already.)
 */
export function forgetOnceSettled(obj: TTSObject): void {
  if (!obj.hasTag("resource")) return;
  const guid = obj.getGUID();
  whenRested(obj, () => {
    if (!obj.isDestroyed()) pickups[guid] = undefined;
  });
}
