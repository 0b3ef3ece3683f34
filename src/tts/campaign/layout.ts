/**
 * The campaign's pieces and cards put where the core says (BR pp.4-6): the Fates dealt into hands,
 * the chosen Fate revealed in the play area and the other returned face down, the Fate Set, the
 * objective marker on the Power track, Imperial ships, Free cities and damaged Blight on the map,
 * the starting ships and resources of each placement, the Court row and the hands.
 *
 * Campaign objects carry the tag `campaign`, not `arcs` (docs/table-contract.md): the zones that
 * must see them (hands, systems, play areas, Court slots) get the `campaign` tag here at runtime,
 * since TTS zones with tags only interact with objects sharing one.
 */
import type { Colour } from "../../core/data/vocabulary";
import type { GameState } from "../../core/game/types";
import type { CampaignSetup, CampaignState } from "../../core/campaign/types";
import type { FateSetupDone } from "../../core/campaign/fates/fateTypes";
import { FATES } from "../../core/data/campaign/fates";
import { usesObjectiveMarker } from "../../core/campaign/intermission";
import { above, find, tagged } from "../lib/table";
import { asciiLower } from "../../core/util/ascii";
import { moveCard } from "../lib/cards";
import { bag, buildingSpot, courtSlotSpot, deckSpot, discardSpot, handSpot, mapObject, pieceSpot, playAreaSpot, playerBoard, resourceBag, snapSpot } from "../setup/places";
import { put, takeFrom } from "../setup/lay";
import { campaignCourtDeck } from "../court/campaignSlots";
import { protect } from "../lib/guard";
import { isFateEventCard } from "../../core/campaign/fates/actionDeck";
import { FAITHFUL_CARDS } from "../../core/campaign/fates/faithful";
import { findById } from "../../core/util/byId";

/** The zone roles that must see campaign objects once a campaign is on the table (Golems fill resource slots, F505). */
const CAMPAIGN_ZONES = ["hand", "system", "play-area", "resources-zone", "court-slot", "court-discard", "lead-slot", "follow-slot", "seize-slot", "action-discard", "trophies", "captives", "ambition-box"];

export function openZonesToCampaign(): void {
  for (const role of CAMPAIGN_ZONES) {
    for (const z of tagged(role)) if (!z.hasTag("campaign")) z.addTag("campaign");
  }
}

/** A card's tag by its id: Fates, Fate-set cards, aid cards (Events, the Council), campaign Court, lore, action cards. */
export function cardTag(id: string): string {
  if (id.indexOf("FATE") === 0) return "fate-card";
  // A Fate-set card (F101A, F909...) a setup puts on the Court deck or a Resolution in the Court.
  if (id.indexOf("F") === 0) return "fate-set-card";
  if (id.indexOf("EVENT") === 0) return "campaign-event-card";
  if (id.indexOf("AID") === 0) return "campaign-aid-card";
  if (id.indexOf("CC") === 0) return "campaign-court-card";
  if (id.indexOf("L") === 0 && id.indexOf("LEAD") !== 0 && id.length <= 3) return "lore-card";
  return "action-card";
}

/** The table's card for a core id: two-sided aid cards lie under their side A's id ("AID01" -> "AID01A"). */
export function cardOnTable(id: string): string {
  return id === "AID01" ? "AID01A" : id;
}

function placeCard(id: string, at: Vector, faceDown: boolean, yaw?: number): TTSObject | undefined {
  return moveCard(cardTag(id), cardOnTable(id), yaw === undefined ? { position: at, faceDown } : { position: at, faceDown, yaw });
}

/** Each player's two Fates into their hand, face up to them (a hand hides its cards from the others). */
export function dealFates(drawn: readonly { player: Colour; fates: string[] }[]): void {
  openZonesToCampaign();
  for (const d of drawn) {
    const spot = handSpot(d.player);
    if (spot === undefined) continue;
    d.fates.forEach((id, i) => {
      placeCard(id, Vector(spot.position.x - 1.2 + 2.4 * i, spot.position.y, spot.position.z), false, spot.yaw);
    });
  }
}

function fateDeckSpot(): Vector | undefined {
  const deck = find("fate-deck");
  return deck && above(deck, 0.6);
}

/** BR p.6: the kept Fate revealed in the play area, the other back into the Fate deck face down, unseen. */
export function revealFates(drawn: readonly { player: Colour; fates: string[]; chosen?: string }[]): void {
  const back = fateDeckSpot();
  for (const d of drawn) {
    for (const id of d.fates) {
      if (id === d.chosen) {
        const at = playAreaSpot(d.player, 0);
        if (at !== undefined) placeCard(id, at, false);
      } else if (back !== undefined) {
        placeCard(id, back, true);
      }
    }
  }
}

/** BR p.6: the Fate Set of each chosen Fate comes out of the Fate Sets bag into its player's area. */
export function dealFateSets(c: CampaignState): void {
  const sets = find("fate-set-bag");
  if (sets === undefined) return;
  for (const p of c.players) {
    const fate = findById(FATES, p.fate)!;
    const at = playAreaSpot(p.colour, 1);
    if (fate === undefined || at === undefined) continue;
    const notes = `campaign-fate-set-${fate.set < 10 ? "0" : ""}${fate.set}`;
    for (const o of sets.getObjects() as ContainedObjectInfo[]) {
      if (o.gm_notes === notes) sets.takeObject({ guid: o.guid, position: at, rotation: Vector(0, 180, 0), smooth: false });
    }
  }
}

export function objectiveMarker(colour: Colour): TTSObject | undefined {
  const loose = getObjectsWithAllTags(["objective-marker", `objective-${asciiLower(colour)}`]);
  return loose.length > 0 && loose[0].type !== "Bag" ? loose[0] : undefined;
}

/** The Power-track spot of the objective marker (space 0 until the player sets it), a little above the Power markers. */
export function objectiveSpot(space: number, i: number): Vector | undefined {
  const at = snapSpot(mapObject(), [`power-${Math.min(Math.max(space, 0), 35)}`]);
  return at && Vector(at.x, at.y + 1 + 0.2 * i, at.z);
}

/** BR p.6: each objective marker out of its bag onto the Power track. */
export function placeObjectiveMarkers(c: CampaignState, onPlaced: (marker: TTSObject) => void): void {
  const supply = find("objective-marker-supply");
  c.players.forEach((p, i) => {
    const marker = objectiveMarker(p.colour);
    // BR p.7 step G: in Act III only the "C" Fates set out their objective marker; another's goes back to the bag.
    if (!usesObjectiveMarker(c, p)) {
      if (marker !== undefined && supply !== undefined) {
        marker.clearButtons();
        supply.putObject(marker);
      }
      return;
    }
    const at = objectiveSpot(p.objective === undefined ? 0 : p.objective, i);
    if (at === undefined) return;
    if (marker !== undefined) {
      put(marker, at, false);
      return;
    }
    if (supply === undefined) return;
    const want = `objective-${asciiLower(p.colour)}`;
    for (const o of supply.getObjects() as ContainedObjectInfo[]) {
      if (o.tags !== undefined && (o.tags as string[]).indexOf(want) >= 0) {
        supply.takeObject({ guid: o.guid, position: at, rotation: Vector(0, 180, 0), smooth: false, callback_function: protect("takeObject callback", onPlaced) });
      }
    }
  });
}

/**
 * BR p.6 step C, p.7 step F (core: fates/setups.ts, laterSetups.ts): the cards each setup gains, out
 * of its holder's Fate Set, face up in a row along the far side of the play area (its Court cards'
 * second row, toPlayArea), the Believer's Faithful stack after them (F801A step 2); a card a setup gives another player (F901A step 5; F212A's Member title
 * to each player) in that player's row, after their own.
 */
export function layFateSetups(c: CampaignState): void {
  const done: FateSetupDone[] = [];
  if (c.setup !== undefined && c.setup.fateSetups !== undefined) for (const f of c.setup.fateSetups) done.push(f);
  if (c.actSetups !== undefined) for (const f of c.actSetups) done.push(f);
  const laid: { [colour: string]: number } = {};
  const lay = (colour: Colour, id: string) => {
    const at = playAreaSpot(colour, 0);
    if (at === undefined) return;
    const k = laid[colour] === undefined ? 0 : laid[colour];
    laid[colour] = k + 1;
    moveCard("fate-set-card", id, { position: Vector(at.x + (k - 1) * 2.4, at.y, at.z + 1.65), faceDown: false });
  };
  for (const f of done) for (const id of f.gain) lay(f.player, id);
  // F801A step 2: the 9 Faithful cards stacked face up beside them, "1" at the bottom, "9" on top (scoring/read.ts reads it).
  for (const f of done) {
    const at = f.card === "F801A" ? playAreaSpot(f.player, 0) : undefined;
    const k = laid[f.player] ?? 0;
    if (at !== undefined) FAITHFUL_CARDS.forEach((id, i) => moveCard("fate-set-card", id, { position: Vector(at.x + (k - 1) * 2.4, at.y + 0.2 * i, at.z + 1.65), faceDown: false }));
  }
  for (const f of done) if (f.given !== undefined) for (const id of f.given.cards) lay(f.given.player, id);
  for (const f of done) if (f.givenEach !== undefined) for (const g of f.givenEach) lay(g.player, g.card);
}

/** The First Regent tile in its holder's play area (BR p.10), or left where it lies when nobody holds it. */
export function placeFirstRegentTile(holder: Colour | undefined): void {
  const tile = find("first-regent-tile");
  const at = holder && playAreaSpot(holder, 2);
  if (tile !== undefined && at !== undefined) put(tile, at, false);
}

function fromBag(tag: string, at: Vector | undefined, damaged: boolean): void {
  if (at === undefined) return;
  const taken = takeFrom(find(tag), at);
  if (taken !== undefined && damaged) taken.setRotation(Vector(0, 180, 180));
}

/** BR p.5 steps N-P: 1 Imperial ship per Imperial system, the first Free cities, damaged Blight elsewhere. */
export function layActOneMap(setup: CampaignSetup): void {
  openZonesToCampaign();
  for (const sys of setup.imperialShips) fromBag("imperial-ship-supply", pieceSpot(sys, 5), false);
  for (const sys of setup.blight) fromBag("blight-supply", pieceSpot(sys, 4), true);
  layFreeCities(setup, 0);
}

function slotsUsedBefore(setup: CampaignSetup, system: string, freeIndex: number): number {
  let used = setup.placements.filter((p) => p.system === system).length;
  for (let i = 0; i < freeIndex; i++) if (setup.freeCities[i] === system) used++;
  return used;
}

/** Free cities from index `from` of the list on (BR p.5 step O; p.6: the empty slots after the passes). */
export function layFreeCities(setup: CampaignSetup, from: number): void {
  for (let i = from; i < setup.freeCities.length; i++) {
    const sys = setup.freeCities[i];
    fromBag("free-city-supply", buildingSpot(sys, slotsUsedBefore(setup, sys, i)), false);
  }
}

/** BR p.6: the 3 ships of a placement next to the building the player put down, and the planet's resource on the board. */
export function layPlacement(colour: Colour, system: string, resource: string, nth: number): void {
  const ships = bag("ship", colour);
  for (let i = 0; i < 3; i++) {
    const at = pieceSpot(system, nth * 3 + i);
    if (at !== undefined) takeFrom(ships, at);
  }
  const at = snapSpot(playerBoard(colour), [`resource-slot-${nth + 1}`]);
  if (at !== undefined) takeFrom(resourceBag(resource), at);
}

/**
 * A Court spot past the map's last slot zone, one slot's step further along the row: a fallback only,
 * for a table without the fifth `court-slot` zone (the map has 5 since the campaign row needs them:
 * the Council and 4 cards at 3-4 players; docs/table-contract.md).
 */
function slotBeyond(n: number): Vector | undefined {
  const a = courtSlotSpot(n - 2);
  const b = courtSlotSpot(n - 1);
  if (a === undefined || b === undefined) return undefined;
  return Vector(2 * b.x - a.x, b.y, 2 * b.z - a.z);
}

/** The Court row (the Council leftmost, BR p.4 step K) and the rest of the Court deck face down. */
export function layCourt(s: GameState): void {
  openZonesToCampaign();
  s.court.row.forEach((id, i) => {
    const at = courtSlotSpot(i + 1) ?? slotBeyond(i + 1);
    if (at !== undefined) placeCard(id, at, false);
  });
  // The Court deck's order is the core's (refills take cards by id): only the cards not in it yet
  // (the lore shuffled in, BR p.4 step J) go onto it. Its spot is read once: a deck taken down to
  // one card becomes that card.
  const deck = campaignCourtDeck();
  if (deck === undefined) return;
  const inDeck: string[] = [];
  for (const c of deck.getObjects() as ContainedObjectInfo[]) inDeck.push(c.gm_notes);
  const at = above(deck, 0.4);
  for (const id of s.court.deck) if (inDeck.indexOf(id) < 0) placeCard(id, at, true);
}

/**
 * The hands after the deal (BR p.6 step J), action cards and Event cards alike; the rest of the deck
 * (only a 2-player mulligan keeps one) face down in the core's order, Event cards (F515 too) with
 * the action cards, each taken by its own tag.
 */
export function layHands(s: GameState): void {
  openZonesToCampaign();
  for (const p of s.players) {
    const spot = handSpot(p.colour);
    if (spot === undefined) continue;
    p.hand.forEach((id, i) => {
      placeCard(id, Vector(spot.position.x - 1.5 + 0.6 * i, spot.position.y, spot.position.z), false, spot.yaw);
    });
  }
  layPile(s.deck, deckSpot());
}

/** `ids` (those `only` keeps) face down at `at` in stackPile's order (top first): the bottom card goes down first, every next one a little higher. */
function layPile(ids: readonly string[], at: Vector | undefined, only = (_id: string): boolean => true): void {
  const n = ids.length;
  if (at !== undefined) for (let i = n - 1; i >= 0; i--) if (only(ids[i])) placeCard(ids[i], Vector(at.x, at.y + 0.05 * (n - 1 - i), at.z), true);
}

/**
 * The Event cards of a shuffled discard (BR p.4 step E: they are action cards of the campaign deck),
 * at the heights the setup room's pile gives their places (it stacks the action cards alone).
 */
export function layDiscardEvents(s: GameState, all = false): void {
  layPile(s.discard, discardSpot(), (id) => all || cardTag(id) === "campaign-event-card" || isFateEventCard(id));
}

/** Plot to Kidnap (F817) answered: `card` (the pile's highest Faithful card, if any) into `colour`'s hand, where they alone see it (named nowhere); the pile laid in the core's new order. */
export function kidnapOnTable(s: GameState, colour: Colour, card: string | undefined): void {
  const spot = handSpot(colour);
  if (card !== undefined && spot !== undefined) placeCard(card, spot.position, false, spot.yaw);
  layDiscardEvents(s, true);
}
