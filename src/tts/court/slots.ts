/**
 * What each Court slot shows, drawn from the table and the state: the agents per colour, the Secure
 * button for the one player who may secure there, and a pending choice's buttons.
 */
import type { Colour } from "../../core/data/vocabulary";
import { COLOURS } from "../../core/data/vocabulary";
import { secureTargets } from "../../core/court/row";
import { count } from "../../core/court/types";
import { awaiting } from "../../core/game/legal";
import type { GameState } from "../../core/game/types";
import { agentsIn, courtSlotZones, readCourtRowOnly } from "./table";
import { courtCardsIn, fateCardsIn } from "../lib/pieceTags";
import { game } from "../session/session";
import { sameBaseGame } from "../session/sameGame";
import { MAX_CHOICES, currentPending, cardTitle } from "./pending";
import { IMPERIAL_COUNCIL } from "../../core/data/campaign/aidCards";
import { campaignSlotCards, rowSizeOnTable } from "./campaignSlots";
import type { PendingVox } from "./pending";
import { MEMBERS } from "../../core/campaign/fates/empireCards";
import { spiritTies } from "../../core/campaign/fates/commonwealth";
import { gmNotes } from "../lib/table";

export function countsText(zone: TTSObject): string {
  const agents = agentsIn(zone);
  const parts: string[] = [];
  for (const c of COLOURS) if (count(agents, c) > 0) parts.push(`${c} ${count(agents, c)}`);
  return parts.length === 0 ? "No agents" : `Agents: ${parts.join(", ")}`;
}

/** In a campaign, the cards in play areas a secure reads: Spirit of Freedom (F224), the Member titles (core fates/commonwealth.ts). */
export function securePlayAreas(s: GameState): { colour: Colour; cards: string[] }[] {
  const out: { colour: Colour; cards: string[] }[] = [];
  for (const colour of s.seats) {
    const cards = fateCardsIn(colour, (id) => id === "F224" || MEMBERS.indexOf(id) >= 0).map((o) => gmNotes(o));
    if (cards.length > 0) out.push({ colour, cards });
  }
  return out;
}

/** Who could secure slot `i` now (strictly more agents than each Rival, or a tie F224 allows): at most one colour. */
export function securerOf(s: GameState, i: number): Colour | undefined {
  const t = readCourtRowOnly(s);
  for (const c of s.seats) if (secureTargets(t, c).indexOf(i) >= 0) return c;
  // Agents there and no securer: a tie for most; the play areas are read only then.
  const row = t.court.row[i];
  if (s.campaign === undefined || row === undefined || !COLOURS.some((c) => count(row.agents, c) > 0)) return undefined;
  const areas = securePlayAreas(s);
  for (const c of s.seats) if (secureTargets(t, c, spiritTies(s.seats, c, areas)).indexOf(i) >= 0) return c;
  return undefined;
}

/**
 * The loose court card lying in a slot zone (not one stacked into a deck). In a campaign
 * (`campaign`), the slot's Court card, not its attached card (campaignSlots.ts).
 */
export function looseCardIn(zone: TTSObject, campaign = false): { id: string; obj: TTSObject } | undefined {
  if (campaign) {
    const c = campaignSlotCards(zone).card;
    return c === undefined || c.inDeck !== undefined ? undefined : { id: c.id, obj: c.obj };
  }
  for (const c of courtCardsIn(zone)) if (c.inDeck === undefined) return { id: c.id, obj: c.obj };
  return undefined;
}

/** Redraw the label (agents per colour) and the Secure button of one slot's card. */
export function refreshSlot(i: number): void {
  const pending = currentPending();
  if (pending !== undefined && pending.slot === i) return;
  const zone = courtSlotZones()[i];
  if (zone === undefined) return;
  const s = game();
  const card = looseCardIn(zone, s !== undefined && s.campaign !== undefined);
  if (card === undefined) return;
  card.obj.clearButtons();
  card.obj.createButton({
    click_function: "arcsCourtNoop",
    function_owner: Global,
    label: countsText(zone),
    position: Vector(0, 0.3, -1.2),
    width: 0,
    height: 0,
    font_size: 110,
    font_color: [1, 1, 1],
  });
  // The Imperial Council is secured from the event panel (BR p.14), not with a Court Secure.
  if (s === undefined || s.phase !== "play" || card.id === IMPERIAL_COUNCIL) return;
  const who = securerOf(s, i);
  if (who === undefined) return;
  card.obj.createButton({
    click_function: `arcsCourtSecure_${i + 1}`,
    function_owner: Global,
    label: `Secure (${who})`,
    tooltip: `${who} may Secure this card on their turn (p.13)`,
    position: Vector(0, 0.3, 1.2),
    width: 900,
    height: 200,
    font_size: 110,
  });
}

export function refreshCourt(): void {
  const zones = courtSlotZones();
  const s = game();
  // A base game keeps its 4 slots; a campaign row has the Council's too.
  const size = s === undefined || s.campaign === undefined ? 4 : rowSizeOnTable(s);
  for (let i = 0; i < zones.length && i < size; i++) refreshSlot(i);
}

export function showChoices(card: TTSObject | undefined, p: PendingVox): void {
  if (!card) return;
  card.clearButtons();
  const n = p.choices.length < MAX_CHOICES ? p.choices.length : MAX_CHOICES;
  for (let k = 0; k < n; k++) {
    card.createButton({
      click_function: `arcsCourtChoice_${k + 1}`,
      function_owner: Global,
      label: p.choices[k].label,
      // A Guild card to give (F410, F422): the player who owes it, whom its label names.
      tooltip: `${(p.choices[k].answer.given || [])[0]?.colour || p.colour} chooses for ${cardTitle(p.card)}`,
      position: Vector(0, 0.3, -1.3 + k * 0.28),
      width: 1300,
      height: 120,
      font_size: 80,
    });
  }
}

/** The pending choice's card, if it still lies in its slot. */
export function pendingCard(p: PendingVox): TTSObject | undefined {
  const zone = courtSlotZones()[p.slot];
  const s = game();
  const card = zone && looseCardIn(zone, s !== undefined && s.campaign !== undefined);
  // A Crisis's card may lie attached above the slot's card (Diplomatic Fiasco on the Imperial Council, F619).
  const a = zone && s && s.campaign && campaignSlotCards(zone).attached;
  return card && card.id === p.card ? card.obj : a && a.id === p.card ? a.obj : undefined;
}

/**
 * The Court's painter: each slot's agent counts and Secure button, and a pending choice's buttons.
 * After a command only when the phase or the player to act changed (a card play changes neither).
 * Both read only the base game's fields (session/sameGame.ts): when those are the very objects of
 * the state it last looked at (a battle or Court step), the key is too, and it is not built.
 */
let courtKey = "";
let courtFor: GameState | undefined;

export function paintCourt(full: boolean): void {
  const s = game();
  const same = !full && sameBaseGame(s, courtFor);
  courtFor = s;
  if (same) return;
  const who = s && awaiting(s).player;
  const key = s === undefined ? "" : `${s.phase}:${who === undefined ? "" : who}`;
  if (!full && key === courtKey) return;
  courtKey = key;
  refreshCourt();
  const p = currentPending();
  if (full && p !== undefined) showChoices(pendingCard(p), p);
}
