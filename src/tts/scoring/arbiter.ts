/**
 * The Arbiter on the table (seed 003 F2403, the Judge's Relic Guild card; the core's fates/arbiter.ts):
 * while a campaign chapter is being scored, a Trophy, Captive or resource picked up from a board's
 * Trophies, Captives or resource slots, whose owner has The Arbiter lying in their play area, and let
 * go in the same zone of another seat, is sent as `arbiterGift` with the owner's Fate-set cards and
 * that Rival's empty resource slots as read without it. Accepted, a piece Loyal to the Rival goes to
 * their supply (a city to their board's rightmost empty city slot, as Trophies return, rulebook p.19);
 * refused, it goes back where it was picked up and the mover alone is told. The preview reads the
 * table again. Moves between boards when the owner has no Arbiter are not judged. TTS events:
 * onObjectPickUp / onObjectDrop; the zones are told by position against their boxes, as the rules
 * booklet's drops are, since a drop's zone events may come after it (docs/tts-behaviour.md).
 */
import type { Colour } from "../../core/data/vocabulary";
import { newPlayerHoldings } from "../../core/court/types";
import { emptySlots } from "../../core/resources/resources";
import { THE_ARBITER } from "../../core/campaign/fates/arbiter";
import { on } from "../lib/events";
import type { TagSet } from "../lib/events";
import { refuseTo } from "../lib/chat";
import { gmNotes } from "../lib/table";
import { citySlotNumber, occupiedCitySlots, resourceSlots, rightmostEmptyCitySlot } from "../lib/boards";
import { colourOf, fateCardsIn, pieceKind, seatZoneAt } from "../lib/pieceTags";
import { placeAt, returnToSupply } from "../lib/place";
import { game, submit } from "../session/session";

const ZONES = ["trophies", "captives", "resources-zone"];
const PIECES: ("trophy" | "captive" | "resource")[] = ["trophy", "captive", "resource"];

/** Where each piece picked up from a board while scoring lay: its board's colour, zone (in ZONES) and position. */
const picked: { [guid: string]: { from: Colour; zone: number; at: Vector } | undefined } = {};

/** The seat whose zone `ZONES[zone]` holds `at` (its box from above: a drop's zone events may come later). */
const seatAt = (seats: readonly Colour[], zone: number, at: Vector) => seatZoneAt(seats, ZONES[zone], at);

/** A piece (Trophies, Captives) or a resource token (resource slots) as the zone holds them. */
function giftable(obj: TTSObject, tags: TagSet, zone: number): boolean {
  return zone === 2 ? tags.resource === true : pieceKind(obj) !== undefined;
}

/** "Pieces Loyal to that Rival return to their supply": a city to the board, as a returned Trophy. */
function toOwner(obj: TTSObject, owner: Colour): void {
  if (pieceKind(obj) !== "city") {
    returnToSupply(obj);
    return;
  }
  const spot = rightmostEmptyCitySlot(owner, []);
  if (spot !== undefined && citySlotNumber(spot) > 0) placeAt(obj, spot, false, 0.3);
}

/** `given`: the preview is drawn again with the gifts so far (a drop's zone events may have come before it). */
export function installArbiter(given: () => void): void {
  on("objectPickUp", (_colour, obj, tags) => {
    const s = game();
    if (s === undefined || s.campaign === undefined || s.phase !== "scoring") return;
    const at = obj.getPosition();
    for (let zone = 0; zone < ZONES.length; zone++) {
      const from = seatAt(s.seats, zone, at);
      if (from !== undefined && giftable(obj, tags, zone)) picked[obj.getGUID()] = { from, zone, at };
    }
  });
  on("objectDrop", (colour, obj) => {
    const guid = obj.getGUID();
    const from = picked[guid];
    if (from === undefined) return;
    picked[guid] = undefined;
    const s = game();
    const to = s !== undefined && s.phase === "scoring" ? seatAt(s.seats, from.zone, obj.getPosition()) : undefined;
    if (to === undefined || to === from.from) return;
    const cards = fateCardsIn(from.from, () => true).map((o) => gmNotes(o));
    if (cards.indexOf(THE_ARBITER) < 0) return;
    const rival = newPlayerHoldings(to, occupiedCitySlots(to).length);
    rival.resources = resourceSlots(to, obj);
    const loyal = colourOf(obj) === to;
    const r = submit({ type: "arbiterGift", player: from.from, by: colour as Colour, to, piece: PIECES[from.zone], cards, slots: emptySlots(rival), loyal });
    if (r.ok) {
      if (loyal) toOwner(obj, to);
      given();
      return;
    }
    obj.setPosition(from.at);
    refuseTo(colour, r.reason);
  });
}
