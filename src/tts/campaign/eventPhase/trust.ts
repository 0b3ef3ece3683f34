/**
 * The Imperial Trust's resources are frozen (BR p.21): a resource token picked up from the Trust
 * area of the First Regent tile and dropped outside it goes back where it was, and the player is
 * told why -- unless the core no longer holds it (stolen by an Outlaw, given as a War Weapon, or
 * returned when the Empire fell): then the tokens left in the Trust still cover the core's Trust.
 * TTS events: onObjectPickUp / onObjectDrop (docs/tts-behaviour.md).
 *
 * The script itself moves the tokens a steal takes from the Trust, so the tokens left there stay the
 * core's Trust: a Court card's steal (court/cards/stealTrust.ts) and the Council's Outlaw steal (BR
 * p.14, `outlawTakesFromTrust` below) put them into their supply bags and fill the stealer's slots.
 */
import type { Ambition, Colour, ResourceType } from "../../../core/data/vocabulary";
import { RESOURCE_TYPES } from "../../../core/data/vocabulary";
import type { PlayerHoldings } from "../../../core/court/types";
import { placeResources } from "../../../core/resources/resources";
import { trustTokensToBags } from "../../court/cards/stealTrust";
import { matchSlots } from "../../court/cards/captiveCards";
import { refuseTo } from "../../lib/chat";
import { insideZone } from "../../lib/assumptions";
import { resourceType } from "../../lib/pieceTags";
import { above, find } from "../../lib/table";
import { game } from "../../session/session";

/** Where each token picked up from the Trust lay, by GUID, so a refused take goes back there. */
const pickedFromTrust: { [guid: string]: { position: Vector; rotation: Vector } | undefined } = {};

function trustZone(): TTSObject | undefined {
  return find("imperial-trust");
}

export function noteTrustPickUp(obj: TTSObject): void {
  const s = game();
  if (s === undefined || s.campaign === undefined || resourceType(obj) === undefined) return;
  const zone = trustZone();
  if (zone === undefined || !insideZone(zone, obj.getPosition())) return;
  pickedFromTrust[obj.getGUID()] = { position: obj.getPosition(), rotation: obj.getRotation() };
}

/** Tokens of `type` in the Trust area, not counting `except`. */
function tokensLeft(zone: TTSObject, type: ResourceType, except: string): number {
  let n = 0;
  for (const o of zone.getObjects() as TTSObject[]) {
    if (o.getGUID() !== except && resourceType(o) === type && insideZone(zone, o.getPosition())) n++;
  }
  return n;
}

export function onTrustDrop(colour: string, obj: TTSObject): void {
  const guid = obj.getGUID();
  const from = pickedFromTrust[guid];
  if (from === undefined) return;
  pickedFromTrust[guid] = undefined;
  const zone = trustZone();
  const s = game();
  const type = resourceType(obj);
  if (zone === undefined || s === undefined || s.campaign === undefined || type === undefined || insideZone(zone, obj.getPosition())) return;
  let held = 0;
  for (const r of s.campaign.trust) if (r === type) held++;
  if (tokensLeft(zone, type, guid) >= held) return;
  obj.setRotation(from.rotation);
  obj.setPosition(from.position);
  refuseTo(colour, `the Imperial Trust is frozen (BR p.21): that ${type} goes back on the First Regent tile`);
}

/**
 * BR p.14 "If you're an Outlaw, steal resources from the Imperial Trust on the First Regent tile, up
 * to your number of empty resource slots": once the core took `stolen` off the Trust, their tokens
 * leave the Trust area for their bags and fill `outlaw`'s empty slots (`before`: their holdings as
 * read before the steal), placed as the core places gained resources (p.17).
 */
export function outlawTakesFromTrust(outlaw: Colour, stolen: ResourceType[], before: PlayerHoldings): void {
  if (stolen.length === 0) return;
  trustTokensToBags(stolen);
  const placed = placeResources(before, stolen);
  if (!placed.ok) return;
  matchSlots(outlaw, { players: [placed.value.player], court: { deck: [], row: [], discard: [] }, supply: {} });
}

/** F123: the resource the First Regent laid on the Trust area beyond the core's Trust, which their Edict done adds. */
export function laidOnTrust(trust: string[]): ResourceType | undefined {
  const zone = trustZone();
  return zone && RESOURCE_TYPES.filter((t) => tokensLeft(zone, t, "") > trust.filter((r) => r === t).length)[0];
}

/** F123: the Sponsored token onto the box the core says, else back onto the First Regent tile (core/campaign/fates/fateEdicts.ts). */
export function moveSponsored(box: Ambition | undefined): void {
  const token = find("fate-token", "Sponsored");
  const to = find(box === undefined ? "first-regent-tile" : "ambition-box", box);
  if (token !== undefined && to !== undefined) token.setPosition(above(to, 1));
}
