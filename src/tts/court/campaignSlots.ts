/**
 * The campaign Court on the table (BR p.4 step K, p.14, p.27): the Imperial Council leftmost and, at
 * 3-4 players, 4 more cards, so the row has 5 slots (the map's fifth `court-slot` zone, GMNotes "5",
 * lies off the printed row: docs/table-contract.md). Its cards carry campaign tags (campaign Court,
 * Fate-set Guild/Vox, the Council, lore shuffled in), not `court-card`, so the base readers do not
 * see them: in a campaign the Court room reads slots through this file, and a base game never calls it.
 *
 * Attached cards (BR p.27 "place above a card in the Court"): the attached card lies in the same slot
 * zone, overlapping the card it is attached to and shifted towards that card's top. Both are in the
 * zone (a zone sees every object its collider touches); the card nearer the slot's centre is the
 * Court card, the other its attached card. A third card in a slot (a Forced Attach's, laid further
 * up: fateGuildCards.ts attachInSlot) is not read: the core's row holds one attached card per card,
 * and the forced card's rules are told as the players' (docs/rules-decisions-campaign.md).
 */
import { courtCard } from "../../core/data/court";
import { loreCard } from "../../core/data/lore";
import { IMPERIAL_COUNCIL } from "../../core/data/campaign/aidCards";
import { campaignCourtCard } from "../../core/data/campaign/campaignCourt";
import { campaignCourtCards } from "../../core/campaign/courtCards";
import { courtRowSize } from "../../core/court/row";
import type { GameState } from "../../core/game/types";
import type { CardAt } from "../lib/pieceTags";
import { isDeck, objectsIn } from "../lib/pieceTags";
import { find, gmNotes } from "../lib/table";
import { compareStrings } from "../../core/util/ascii";

/** The tags a card may carry in a campaign Court (base, campaign Court, aid (the Council), Fate-set, lore). */
const COURT_TAGS: readonly string[] = ["court-card", "campaign-court-card", "campaign-aid-card", "fate-set-card", "lore-card"];

/** The slots the table reads: the base row, plus the Imperial Council's in a campaign (BR p.4 step K). */
export function rowSizeOnTable(s: GameState): number {
  return courtRowSize(s.playerCount) + (s.campaign === undefined ? 0 : 1);
}

/** The core's id of a card lying in a campaign Court slot, if it is a Court card ("AID01A" is the Council). */
export function campaignCourtId(notes: string): string | undefined {
  if (notes === "AID01A" || notes === IMPERIAL_COUNCIL) return IMPERIAL_COUNCIL;
  if (courtCard(notes) !== undefined || campaignCourtCards(notes) !== undefined || loreCard(notes) !== undefined) return notes;
  return undefined;
}

function hasCourtTag(o: TTSObject): boolean {
  for (const t of COURT_TAGS) if (o.hasTag(t)) return true;
  return false;
}

/** The Court card of a campaign slot and the card attached to it, as the table shows them. */
export interface CampaignSlotCards {
  card?: CardAt;
  attached?: CardAt;
}

/**
 * A slot's Court card and attached card: loose cards by their distance to the slot's centre (the
 * nearer is the Court card); two cards stacked into a deck read bottom (the Court card) then top.
 */
export function campaignSlotCards(zone: TTSObject | undefined): CampaignSlotCards {
  if (zone === undefined) return {};
  const objects = objectsIn(zone);
  // An empty slot: no position asked (an API call) and nothing to sort.
  if (objects.length === 0) return {};
  const c = zone.getPosition();
  const found: { at: CardAt; d: number }[] = [];
  for (const o of objects) {
    if (isDeck(o)) {
      const inside = o.getObjects() as ContainedObjectInfo[];
      for (let k = inside.length - 1; k >= 0; k--) {
        const id = campaignCourtId(inside[k].gm_notes);
        // The bottom card lies first (nearest), the one stacked on it next.
        if (id !== undefined) found.push({ at: { id, obj: o, inDeck: inside[k].guid }, d: found.length * 0.001 });
      }
    } else if (hasCourtTag(o)) {
      const id = campaignCourtId(gmNotes(o));
      const p = o.getPosition();
      if (id !== undefined) found.push({ at: { id, obj: o }, d: (p.x - c.x) * (p.x - c.x) + (p.z - c.z) * (p.z - c.z) });
    }
  }
  if (found.length > 1) found.sort((a, b) => (a.d !== b.d ? a.d - b.d : compareStrings(a.at.id, b.at.id)));
  const out: CampaignSlotCards = {};
  if (found.length > 0) out.card = found[0].at;
  if (found.length > 1) out.attached = found[1].at;
  return out;
}

/** Zones a Court card lies in while in play or discarded, never in the Court deck. */
const NOT_THE_DECK: readonly string[] = ["court-slot", "court-discard", "play-area", "hand"];

/**
 * The campaign Court deck (BR p.4 step I), found by what it is and holds, not by its tag (a deck
 * changed by putObject keeps only the tags its cards share; docs/tts-behaviour.md): the deck
 * holding the most campaign Court (CC) cards that lies in no Court slot, Court discard, play area or
 * hand; the tagged one among equals, and the tagged object when no deck holds any.
 */
export function campaignCourtDeck(): TTSObject | undefined {
  const tagged = find("campaign-court-deck");
  let best: TTSObject | undefined = undefined;
  let most = 0;
  for (const o of getObjects() as TTSObject[]) {
    if (o.type !== "Deck") continue;
    let n = 0;
    for (const x of o.getObjects() as ContainedObjectInfo[]) if (campaignCourtCard(x.gm_notes) !== undefined) n++;
    if (n === 0 || n < most || (n === most && o !== tagged)) continue;
    if (inAnyZone(o, NOT_THE_DECK)) continue;
    best = o;
    most = n;
  }
  return best !== undefined ? best : tagged;
}

function inAnyZone(o: TTSObject, tags: readonly string[]): boolean {
  for (const z of o.getZones()) for (const t of tags) if (z.hasTag(t)) return true;
  return false;
}

/** Half a card's footprint: a card whose centre lies this close to the deck's lies on it. */
const ON_DECK_X = 1.2;
const ON_DECK_Z = 1.6;

/**
 * The campaign Court deck as a pile, top first: the Court cards lying loose (or stacked) on the
 * deck's spot, highest first, then the deck's own cards. A script's move lays a card on a deck
 * without merging it in (the Intermission's step B returns the row that way, BR p.28; the Act's setup
 * lays the lore shuffled in on it, BR p.5 step J): they are part of the deck all the same.
 */
export function campaignCourtPile(): CardAt[] {
  const deck = campaignCourtDeck();
  if (deck === undefined) return [];
  const c = deck.getPosition();
  const loose: { at: CardAt[]; y: number }[] = [];
  for (const o of getObjects() as TTSObject[]) {
    // Cards and decks only, before any position is read (this walks the whole table).
    if (o === deck || (o.type !== "Card" && o.type !== "Deck")) continue;
    const p = o.getPosition();
    if (Math.abs(p.x - c.x) > ON_DECK_X || Math.abs(p.z - c.z) > ON_DECK_Z) continue;
    const here: CardAt[] = [];
    if (isDeck(o)) {
      for (const x of o.getObjects() as ContainedObjectInfo[]) {
        const id = campaignCourtId(x.gm_notes);
        if (id !== undefined && id !== IMPERIAL_COUNCIL) here.push({ id, obj: o, inDeck: x.guid });
      }
    } else if (hasCourtTag(o)) {
      const id = campaignCourtId(gmNotes(o));
      if (id !== undefined && id !== IMPERIAL_COUNCIL) here.push({ id, obj: o });
    }
    if (here.length > 0) loose.push({ at: here, y: p.y });
  }
  loose.sort((a, b) => (a.y !== b.y ? b.y - a.y : compareStrings(a.at[0].id, b.at[0].id)));
  const out: CardAt[] = [];
  for (const l of loose) for (const x of l.at) out.push(x);
  for (const x of deck.getObjects() as ContainedObjectInfo[]) out.push({ id: x.gm_notes, obj: deck, inDeck: x.guid });
  return out;
}
