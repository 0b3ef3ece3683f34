/**
 * Reading the Court from the table (docs/table-contract.md): its row, deck and discard, agents per
 * slot, and each player's holdings; the core decides from the snapshot built here.
 */
import { withTrustIn } from "../../core/campaign/frozenTrust";
import type { Colour } from "../../core/data/vocabulary";
import { RESOURCE_TYPES } from "../../core/data/vocabulary";
import type { ColourCounts, CourtSlot, PlayerHoldings, TableState, TrophyCounts } from "../../core/court/types";
import { addCount, addTrophies, newPlayerHoldings } from "../../core/court/types";
import type { GameState } from "../../core/game/types";
import { turnOrderFrom } from "../../core/game/util";
import { find, tagged, gmNotes } from "../lib/table";
import { objectsIn, withTags, tagsColour, tagsKind, colourZone, fixture, keptFurniture, supplyBag, courtCardsIn, isDeck, guildSuitOf } from "../lib/pieceTags";
import type { CardAt } from "../lib/pieceTags";
import type { CourtRowSnapshot } from "../../core/campaign/crises";
import { campaignCourtDeck, campaignCourtPile, campaignSlotCards, rowSizeOnTable } from "./campaignSlots";
import { occupiedCitySlots, resourceSlots, readPlayerZones } from "../lib/boards";
import type { PlayerZones } from "../lib/boards";
import { withBunkerTrophies } from "../lib/supply";

/**
 * The Court deck: the deck (or its last lone card) lying in the Court deck zone, else the tagged deck.
 * In a campaign, the campaign Court deck (BR p.4 step I) wherever it lies.
 */
export function courtDeckObject(campaign = false): TTSObject | undefined {
  if (campaign) return campaignCourtDeck();
  for (const o of objectsIn(fixture("court-deck-zone"))) {
    if (isDeck(o) || o.hasTag("court-card")) return o;
  }
  const tagged_ = find("court-deck");
  return tagged_;
}

/** The Court deck's cards by identity, top first. */
export function courtDeckIds(campaign = false): string[] {
  if (campaign) return campaignCourtPile().map((c) => c.id);
  const deck = courtDeckObject(campaign);
  if (deck === undefined) return [];
  if (!isDeck(deck)) return [gmNotes(deck)];
  const out: string[] = [];
  for (const c of deck.getObjects() as ContainedObjectInfo[]) out.push(c.gm_notes);
  return out;
}

/** The slot zones' GMNotes, slot 1 first. */
const SLOT_NOTES: readonly string[] = ["1", "2", "3", "4", "5"];
/** The slot zones, shared: for reading only (kept once all five were found; lib/pieceTags.ts keptFurniture). */
const slotZoneList: () => readonly TTSObject[] = keptFurniture(
  () => {
    const out: TTSObject[] = [];
    for (let n = 1; n <= 5; n++) {
      const z = fixture("court-slot", SLOT_NOTES[n - 1]);
      if (z !== undefined) out.push(z);
    }
    return out;
  },
  (found) => found.length === 5,
);

/**
 * The Court slot zones, slot 1 first (GMNotes "1".."5"; the fifth is the campaign row's, read only
 * in a campaign: loops over the row stop at `rowSizeOnTable`). A list of the caller's own.
 */
export function courtSlotZones(): TTSObject[] {
  return slotZoneList().slice();
}

/** 0-based slot index of a court slot zone, or -1. */
export function slotIndexOf(zone: TTSObject): number {
  const notes = gmNotes(zone);
  for (let n = 1; n <= 5; n++) if (notes === `${n}`) return n - 1;
  return -1;
}

/** Agents lying in a zone, per colour. */
export function agentsIn(zone: TTSObject | undefined): ColourCounts {
  let counts: ColourCounts = {};
  for (const o of withTags(objectsIn(zone))) {
    if (o.tags.indexOf("agent") < 0) continue;
    const c = tagsColour(o.tags);
    if (c !== undefined) counts = addCount(counts, c, 1);
  }
  return counts;
}

/**
 * One Court slot as the core sees it; `skip` is a card id not to count (a Vox card waiting for its
 * choice). In a campaign, campaign cards and the card attached above (BR p.27) are read too.
 */
export function readCourtSlot(zone: TTSObject | undefined, skip?: string, campaign = false): CourtSlot {
  const agents = agentsIn(zone);
  if (campaign) {
    const cards = campaignSlotCards(zone);
    if (cards.card === undefined) return { agents };
    return cards.attached === undefined ? { card: cards.card.id, agents } : { card: cards.card.id, agents, attached: cards.attached.id };
  }
  for (const c of courtCardsIn(zone)) {
    if (c.id !== skip) return { card: c.id, agents };
  }
  return { agents };
}

/** The Guild cards among `cards`: base ones, and in a campaign CC and Fate-set Guild cards (BR p.27). */
function guildIds(cards: CardAt[]): string[] {
  const out: string[] = [];
  for (const c of cards) if (guildSuitOf(c.id) !== undefined) out.push(c.id);
  return out;
}

/** Guild card ids lying in a colour's play area (campaign Guild cards too, BR p.27). */
export function guildCardsOf(colour: Colour): string[] {
  return guildIds(courtCardsIn(colourZone("play-area", colour)));
}

function captivesOf(z: PlayerZones): ColourCounts {
  let counts: ColourCounts = {};
  for (const t of z.captives) {
    const c = tagsColour(t.tags);
    if (c !== undefined && t.tags.indexOf("agent") >= 0) counts = addCount(counts, c, 1);
  }
  return counts;
}

function trophiesOfColour(z: PlayerZones): TrophyCounts {
  let t: TrophyCounts = {};
  for (const o of z.trophies) {
    const c = tagsColour(o.tags);
    const k = tagsKind(o.tags);
    if (c === undefined || k === undefined) continue;
    if (k === "ship") t = addTrophies(t, c, { ships: 1 });
    else if (k === "agent") t = addTrophies(t, c, { agents: 1 });
    else if (k === "city") t = addTrophies(t, c, { cities: 1 });
    else t = addTrophies(t, c, { starports: 1 });
  }
  return t;
}

/** One player's holdings as the table shows them (board slots, cities on the board, cards, Captives, Trophies). */
export function playerHoldings(colour: Colour): PlayerHoldings {
  const p = newPlayerHoldings(colour, occupiedCitySlots(colour).length);
  const bag = supplyBag("agent", colour);
  const z = readPlayerZones(colour);
  return {
    ...p,
    agentSupply: bag === undefined ? 0 : bag.getQuantity(),
    captives: captivesOf(z),
    trophies: trophiesOfColour(z),
    resources: resourceSlots(colour),
    guildCards: guildIds(z.cards),
  };
}

/** The face-up Court discard pile, oldest first (a loose pile reads in zone order). */
function courtDiscardIds(): string[] {
  const out: string[] = [];
  for (const c of courtCardsIn(fixture("court-discard"))) out.push(c.id);
  return out;
}

/**
 * The Court table snapshot the core's Court functions take: players in turn order from the
 * initiative holder, the row (agents per slot per colour), the deck by identity, the discard, the
 * resource supply. `skipCard` is a Vox card lying in its slot while its When Secured waits.
 * Outrage icons are not read (the agents on them are out of the supply either way).
 */
export function readCourtTable(s: GameState, skipCard?: string): TableState {
  const players: PlayerHoldings[] = [];
  for (const colour of turnOrderFrom(s.seats, s.initiative)) players.push(playerHoldings(colour));
  withBunkerTrophies(s, players);
  const row = readRow(s, skipCard);
  const campaign = s.campaign !== undefined;
  const supply: { [type: string]: number } = {};
  for (const r of RESOURCE_TYPES) {
    let n = 0;
    for (const bag of tagged("resource-supply")) if (bag.hasTag(r)) n += bag.getQuantity();
    supply[r] = n;
  }
  const t: TableState = { players, court: { deck: courtDeckIds(campaign), row, discard: courtDiscardIds() }, supply };
  // The Imperial Trust is the First Regent's, frozen (BR p.27): kept by the core, seen as the core sees it.
  return s.campaign === undefined ? t : withTrustIn(t, s.campaign);
}

/** The row alone (enough for "who may secure here"), with blank players for the seats. */
export function readCourtRowOnly(s: GameState): TableState {
  const players: PlayerHoldings[] = [];
  for (const colour of s.seats) players.push(newPlayerHoldings(colour, 0));
  return { players, court: { deck: [], row: readRow(s, undefined), discard: [] }, supply: {} };
}

/** The Court row's slots as the table shows them, left to right (`skipCard`: as readCourtTable's). */
function readRow(s: GameState, skipCard: string | undefined): CourtSlot[] {
  const zones = slotZoneList();
  const row: CourtSlot[] = [];
  const size = rowSizeOnTable(s);
  const campaign = s.campaign !== undefined;
  for (let i = 0; i < size && i < zones.length; i++) row.push(readCourtSlot(zones[i], skipCard, campaign));
  return row;
}

/** The campaign Court row as the table shows it, left to right, with attached cards (BR pp.18, 27): what `resolveCrises` takes. */
export function readCourtRowSnapshot(s: GameState): CourtRowSnapshot[] {
  const zones = slotZoneList();
  const out: CourtRowSnapshot[] = [];
  const size = rowSizeOnTable(s);
  for (let i = 0; i < size && i < zones.length; i++) {
    const cards = campaignSlotCards(zones[i]);
    const slot: CourtRowSnapshot = {};
    if (cards.card !== undefined) slot.card = cards.card.id;
    if (cards.card !== undefined && cards.attached !== undefined) slot.attached = cards.attached.id;
    out.push(slot);
  }
  return out;
}
