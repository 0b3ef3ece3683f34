/**
 * The cards the campaign adds to the Court, as the base Court rules take them (court/types.ts
 * AddedCourtCards): the campaign Court deck ("CC", BR p.5) and the Fate-set Guild and Vox cards
 * Resolutions add to it (BR p.28 A). Secured or ransacked, a Guild card joins the securer's play
 * area (and Provoking Outrage of its suit discards it unless it is Loyal, p.16); a Vox card's When
 * Secured is printed text the table resolves (its card data holds the text).
 * The module hands this to the base `court` and `battle` steps; the base never asks for the campaign.
 */
import type { AddedCourtCard, AddedCourtCards } from "../court/types";
import { CAMPAIGN_COURT_CARDS } from "../data/campaign/campaignCourt";
import { FATE_SETS } from "../data/campaign/fateSets";
import { courtCard } from "../data/court";

/** A Fate-set Loyal Guild card says so: "If you **Provoke Outrage,** keep this card." (F605-F609). */
function keepsOnOutrage(text: readonly string[]): boolean {
  for (const t of text) if (t.indexOf("Provoke Outrage") >= 0 && t.indexOf("keep this card") >= 0) return true;
  return false;
}

/** Built once, by id: a secure and a Ransack look a card up, never scan the decks. */
const ADDED: { [id: string]: AddedCourtCard } = {};
const NAMES: { [id: string]: string } = {};
for (const c of CAMPAIGN_COURT_CARDS) {
  NAMES[c.id] = `${c.name} (${c.id})`;
  if (c.kind === "vox") ADDED[c.id] = { kind: "vox" };
  else {
    // A CC Guild card has the rules of its base card (sameAs), Loyal ones too.
    const base = c.sameAs === undefined ? undefined : courtCard(c.sameAs);
    ADDED[c.id] = { kind: "guild", suit: c.suit, keptOnOutrage: base !== undefined && base.loyal };
  }
}
for (const set of FATE_SETS) {
  for (const c of set) {
    if (c.type === "Guild" || c.type === "Vox") NAMES[c.id] = `${c.name} (${c.id})`;
    if (c.type === "Guild") ADDED[c.id] = { kind: "guild", suit: c.suit, keptOnOutrage: keepsOnOutrage(c.text) };
    else if (c.type === "Vox") ADDED[c.id] = { kind: "vox" };
  }
}

/** The campaign's Court card with this id, if it is one (CC cards and Fate-set Guild and Vox cards). */
export const campaignCourtCards: AddedCourtCards = (id: string) => (typeof id === "string" ? ADDED[id] : undefined);

/** Every id campaignCourtCards knows, in deck order (the state vocabulary's widening). */
export function campaignCourtCardIds(): string[] {
  const out: string[] = CAMPAIGN_COURT_CARDS.map((c) => c.id);
  for (const set of FATE_SETS) for (const c of set) if (c.type === "Guild" || c.type === "Vox") out.push(c.id);
  return out;
}

/** "Mining Interest (CC01)": how the table names a campaign Court card; the id alone if unknown. */
export function campaignCourtCardName(id: string): string {
  const name = NAMES[id];
  return name === undefined ? id : name;
}
