/**
 * The Intermission's steps A-E carried out on the table (BR pp.28-29), after the core resolved each:
 * Power markers and the Resolution cards' moves, the Court cleared and its discard pile scrapped, Trophies, Captives and frozen
 * resources home, step D's removals and repairs on the map, the initiative marker. Each function
 * returns what it did, in words, for the public line the room announces.
 */
import type { Colour } from "../../../core/data/vocabulary";
import type { GameState } from "../../../core/game/types";
import type { BoardStepResult } from "../../../core/campaign/intermissionBoard";
import { IMPERIAL_COUNCIL } from "../../../core/data/campaign/aidCards";
import { moveCard } from "../../lib/cards";
import { citySlotNumber, rightmostEmptyCitySlot } from "../../lib/boards";
import { colourOf, objectsIn, pieceKind, resourceType } from "../../lib/pieceTags";
import { returnToSupply } from "../../lib/place";
import { above, find, tagged, zoneOf } from "../../lib/table";
import { initiativeSpot, resourceBag } from "../../setup/places";
import { put } from "../../setup/lay";
import { placePowerMarkers } from "../../setup/arrange";
import { campaignSystemPieces } from "../../lib/campaignMap";
import { cardOnTable, cardTag } from "../layout";
import { campaignCourtDeck } from "../../court/campaignSlots";
import { bunkerHome } from "../../lib/supply";
import type { CampaignState } from "../../../core/campaign/types";
import { rulesBookletOf } from "../../../core/campaign/booklet";
import { toPlayArea } from "../../court/moves";
import { layBooklet, layScrapped } from "../booklet/lay";

/** The bag a campaign piece goes back to (docs/table-contract.md "The Blighted Reach"). */
const CAMPAIGN_BAGS: { tag: string; bag: string }[] = [
  { tag: "imperial-ship", bag: "imperial-ship-supply" },
  { tag: "free-city", bag: "free-city-supply" },
  { tag: "free-starport", bag: "free-starport-supply" },
  { tag: "blight", bag: "blight-supply" },
];

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** A piece back where it comes from: campaign pieces to their bags, a city to its board, the rest to their supply. */
export function returnPiece(o: TTSObject, citiesTaken: { [colour: string]: number[] }): boolean {
  if (bunkerHome(o)) return true;
  for (const c of CAMPAIGN_BAGS) {
    if (!o.hasTag(c.tag)) continue;
    const bag = find(c.bag);
    if (bag === undefined) return false;
    bag.putObject(o);
    return true;
  }
  const colour = colourOf(o);
  if (colour !== undefined && pieceKind(o) === "city") {
    const taken = citiesTaken[colour] === undefined ? [] : citiesTaken[colour];
    const slot = rightmostEmptyCitySlot(colour, taken);
    if (slot === undefined) return false;
    taken.push(citySlotNumber(slot));
    citiesTaken[colour] = taken;
    put(o, Vector(slot.x, slot.y + 0.3, slot.z), false);
    return true;
  }
  return returnToSupply(o);
}

function isCardLike(o: TTSObject): boolean {
  return o.type === "Card" || o.type === "Deck";
}

/** Agents lying on a card that sits in no zone (the 3-4 player row's fifth card). */
function agentsOn(card: TTSObject): TTSObject[] {
  const p = card.getPosition();
  return tagged("agent").filter((a) => {
    const q = a.getPosition();
    return Math.abs(q.x - p.x) < 1.2 && Math.abs(q.z - p.z) < 1.6;
  });
}

/** Just above the campaign Court deck (its zone when the deck is out): a card laid there belongs to it (campaignCourtPile). */
function onCourtDeck(): Vector | undefined {
  const deck = campaignCourtDeck();
  const zone = find("court-deck-zone");
  return deck !== undefined ? above(deck, 0.6) : zone && above(zone, 0.6);
}

/**
 * Step A (BR p.28; core: fates/resolutions.ts): each Resolution side's cards, wherever they lie, face
 * down onto the Court deck (the next Act's deal reads it), face up into the holder's play area, or
 * onto the Scrapped spot; the rules booklet laid as the core holds it.
 */
export function layResolutions(c: CampaignState): void {
  const at = onCourtDeck();
  for (const r of c.resolutions ?? []) {
    if (at !== undefined) for (const id of r.court) moveCard("fate-set-card", id, { position: at, faceDown: true });
    const area = zoneOf("play-area", r.player);
    if (area !== undefined) {
      for (const id of r.gain) {
        const card = moveCard("fate-set-card", id, { position: above(area, 1), faceDown: false });
        if (card !== undefined) toPlayArea(card, r.player);
      }
    }
    for (const id of r.scrap) layScrapped(id);
  }
  layBooklet(rulesBookletOf(c));
}

/**
 * Step B (BR p.28): every Court card but the Imperial Council (attached cards too) back onto the
 * Court deck face down, every agent in the Court to its player's supply, the Court discard pile scrapped.
 */
export function clearCourtOnTable(before: GameState): string {
  const at = onCourtDeck();
  const council = cardOnTable(IMPERIAL_COUNCIL);
  const rowIds = before.court.row.map((id) => cardOnTable(id));
  let cards = 0;
  let agents = 0;
  const loose: TTSObject[] = [];
  const moved: string[] = [];
  // The agents on each row card, read before the cards move (the fifth card lies in no slot zone).
  for (const id of before.court.row) {
    const card = find(cardTag(id), cardOnTable(id));
    if (card !== undefined) for (const a of agentsOn(card)) if (loose.indexOf(a) < 0) loose.push(a);
  }
  for (const id of before.court.row) {
    if (id === IMPERIAL_COUNCIL || at === undefined) continue;
    const card = moveCard(cardTag(id), cardOnTable(id), { position: at, faceDown: true });
    if (card !== undefined) cards++;
  }
  for (const z of tagged("court-slot")) {
    for (const o of objectsIn(z)) {
      if (o.hasTag("agent")) {
        if (loose.indexOf(o) < 0) loose.push(o);
      }
      else if (isCardLike(o) && o.getGMNotes() !== council && at !== undefined && !o.hasTag("court-deck") && !o.hasTag("campaign-court-deck")) {
        moved.push(o.getGUID());
        put(o, at, true);
        cards++;
      }
    }
  }
  for (const a of loose) if (returnToSupply(a)) agents++;
  let scrapped = 0;
  const discard = find("court-discard");
  for (const o of objectsIn(discard)) {
    // A card just moved out still shows in the zone for a physics step (docs/tts-behaviour.md); the
    // 3-4 player row's fifth card lies over the discard zone (the map has 4 slot zones): neither is scrapped.
    if (!isCardLike(o) || moved.indexOf(o.getGUID()) >= 0 || rowIds.indexOf(o.getGMNotes()) >= 0) continue;
    scrapped += o.type === "Deck" ? o.getQuantity() : 1;
    o.destruct();
  }
  return `The table returned ${plural(cards, "Court card")} to the Court deck and ${plural(agents, "agent")} to their players, and scrapped ${plural(scrapped, "card")} of the Court discard.`;
}

function resourcesHome(zone: TTSObject | undefined): number {
  let n = 0;
  for (const o of objectsIn(zone)) {
    const type = resourceType(o);
    const bag = type && resourceBag(type);
    if (bag === undefined) continue;
    bag.putObject(o);
    n++;
  }
  return n;
}

/**
 * Step C (BR p.28): Trophies and Captives to their players, the Imperial Trust's resources to the
 * supply, and at 2 players the ambition boxes' resources.
 */
export function clearPiecesOnTable(s: GameState): string {
  const citiesTaken: { [colour: string]: number[] } = {};
  let pieces = 0;
  for (const colour of s.seats) {
    for (const role of ["trophies", "captives"]) {
      for (const o of objectsIn(zoneOf(role, colour))) if (returnPiece(o, citiesTaken)) pieces++;
    }
  }
  let resources = resourcesHome(find("imperial-trust"));
  if (s.playerCount === 2) for (const box of tagged("ambition-box")) resources += resourcesHome(box);
  return `The table returned ${plural(pieces, "Trophy and Captive piece")} to their players and ${plural(resources, "frozen resource")}${s.playerCount === 2 ? " (the Imperial Trust and the ambition boxes)" : " (the Imperial Trust)"} to the supply; return frozen resources on Fate cards by hand.`;
}

/** Step D (BR p.28) as the core decided it from the map just read: Blight repaired, pieces removed. */
export function repairAndDestroyOnTable(r: BoardStepResult): string {
  let repaired = 0;
  for (const x of r.repaired) {
    let left = x.count;
    for (const p of campaignSystemPieces(x.system)) {
      if (left > 0 && p.kind === "blight" && p.damaged) {
        const rot = p.obj.getRotation();
        p.obj.setRotation(Vector(0, rot.y, 0));
        left--;
        repaired++;
      }
    }
  }
  const citiesTaken: { [colour: string]: number[] } = {};
  let destroyed = 0;
  for (const x of r.destroyed) {
    let left = x.count;
    for (const p of campaignSystemPieces(x.system)) {
      if (left > 0 && p.owner === x.owner && p.kind === x.kind && p.damaged === (x.why === "damaged") && returnPiece(p.obj, citiesTaken)) {
        left--;
        destroyed++;
      }
    }
  }
  const parts = r.flagshipParts.length > 0 ? " Remove the damaged Flagship Upgrades and Armor listed above." : "";
  return `The table repaired ${repaired} Blight and removed ${plural(destroyed, "destroyed piece")} from the map.${parts}`;
}

/** Step E (BR p.29): the initiative marker to the most Power, face up; the halved Power on the track. */
export function shiftInitiativeOnTable(s: GameState): void {
  const marker = find("initiative-marker");
  const spot = initiativeSpot(s.initiative as Colour);
  if (marker !== undefined && spot !== undefined) put(marker, spot, false);
  placePowerMarkers(s);
}
