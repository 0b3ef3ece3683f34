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
 * Court card, the other its attached card. A third card in a slot is not read (each card holds at
 * most one attached card).
 */
import { courtCard } from "../../core/data/court";
import { loreCard } from "../../core/data/lore";
import { IMPERIAL_COUNCIL } from "../../core/data/campaign/aidCards";
import { campaignCourtCards } from "../../core/campaign/courtCards";
import { courtRowSize } from "../../core/court/court";
import type { GameState } from "../../core/game/types";
import type { CardAt } from "../lib/pieceTags";
import { isDeck, objectsIn } from "../lib/pieceTags";
import { find } from "../lib/table";
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
  const c = zone.getPosition();
  const found: { at: CardAt; d: number }[] = [];
  for (const o of objectsIn(zone)) {
    if (isDeck(o)) {
      const inside = o.getObjects() as ContainedObjectInfo[];
      for (let k = inside.length - 1; k >= 0; k--) {
        const id = campaignCourtId(inside[k].gm_notes);
        // The bottom card lies first (nearest), the one stacked on it next.
        if (id !== undefined) found.push({ at: { id, obj: o, inDeck: inside[k].guid }, d: found.length * 0.001 });
      }
    } else if (hasCourtTag(o)) {
      const id = campaignCourtId(o.getGMNotes());
      const p = o.getPosition();
      if (id !== undefined) found.push({ at: { id, obj: o }, d: (p.x - c.x) * (p.x - c.x) + (p.z - c.z) * (p.z - c.z) });
    }
  }
  found.sort((a, b) => (a.d !== b.d ? a.d - b.d : compareStrings(a.at.id, b.at.id)));
  const out: CampaignSlotCards = {};
  if (found.length > 0) out.card = found[0].at;
  if (found.length > 1) out.attached = found[1].at;
  return out;
}

/** The campaign Court deck (BR p.4 step I): the tagged deck, wherever it lies. */
export function campaignCourtDeck(): TTSObject | undefined {
  return find("campaign-court-deck");
}
