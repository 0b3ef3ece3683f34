/**
 * The Court's moves on the table once the core has decided: agents home or captive, the card to its
 * play area or discard, the slot refilled by identity, and each Vox card's effect on the pieces.
 */
import { ownerZone } from "../lib/assumptions";
import type { Colour } from "../../core/data/vocabulary";
import { COLOURS } from "../../core/data/vocabulary";
import { courtCard } from "../../core/data/court";
import type { WhenSecuredAnswer } from "../../core/court/court";
import type { TableState } from "../../core/court/types";
import { announce } from "../lib/chat";
import { above, find, tagged, zoneOf, zonesTagged, gmNotes } from "../lib/table";
import { citySlotNumber, rightmostEmptyCitySlot } from "../lib/boards";
import { colourOf, courtCardsIn, objectsIn, resourceType } from "../lib/pieceTags";
import type { CardAt } from "../lib/pieceTags";
import { courtDeckIds, courtDeckObject, courtSlotZones } from "./table";
import { campaignCourtPile } from "./campaignSlots";
import { buryUnder, placeAt, returnToSupply, spotInZone } from "../lib/place";
import { controlsSystem } from "../scoring/systemControl";
import { takeFrom } from "../setup/lay";
import { campaignCourtCards } from "../../core/campaign/courtCards";
import { baseCardOf } from "../../core/powers/courtPowers";
import { cardTitle } from "./pending";
import { capitalise } from "../../core/util/ascii";
import { findByColour } from "../../core/util/byId";
import { game } from "../session/session";

export const CARD_FACE_UP = Vector(0, 180, 0);

export function describeTaken(taken: { [colour: string]: number }): string {
  const parts: string[] = [];
  for (const c of COLOURS) if (taken[c] !== undefined && taken[c] > 0) parts.push(`${c} ${taken[c]}`);
  return parts.length === 0 ? "" : `; captures ${parts.join(", ")} as Captives`;
}

/** Own agents back to the supply bag, Rival agents `taken` to the securer's Captives zone, others (Feudal Courts F1618: a Lord's Vassals') to their supply. */
export function moveAgents(zone: TTSObject, colour: Colour, taken: { [colour: string]: number }): number {
  const captives = zoneOf("captives", colour);
  let own = 0;
  let n = 0;
  for (const o of objectsIn(zone)) {
    if (!o.hasTag("agent")) continue;
    const c = colourOf(o);
    if (c === undefined) continue;
    if (c === colour || taken[c] === undefined) {
      if (c === colour) own += 1;
      returnToSupply(o);
    } else if (captives !== undefined) {
      o.setPositionSmooth(spotInZone(captives, n), false, true);
      n += 1;
    }
  }
  return own;
}

/** Draw `id` from the Court deck (the campaign's in a campaign), by identity, face up into slot zone `zone`. */
export function drawIntoSlot(id: string, zone: TTSObject, campaign = false): void {
  // Passage Storms (F2206) "When Drawn: The player with initiative attaches this to a card in the Court." (BR p.27): told,
  // and tagged until attached (its buttons: cards/fateGuildCards.ts).
  const s = id === "F2206" ? game() : undefined;
  if (s) announce(`When Drawn: ${s.initiative} attaches Passage Storms (BR p.27)`);
  // In a campaign the deck is a pile: cards laid on it loose belong to it (campaignSlots.ts campaignCourtPile);
  // the base Court deck is one deck, or its last card.
  const deck = campaign ? undefined : courtDeckObject();
  const pile: CardAt[] = campaign ? campaignCourtPile() : deck === undefined ? [] : deck.type !== "Deck" ? [{ id: gmNotes(deck), obj: deck }] : (deck.getObjects() as ContainedObjectInfo[]).map((c) => ({ id: c.gm_notes, obj: deck, inDeck: c.guid }));
  for (const c of pile) {
    if (c.id !== id) continue;
    let o: TTSObject | undefined = c.obj;
    if (c.inDeck !== undefined) o = c.obj.type === "Deck" ? c.obj.takeObject({ guid: c.inDeck, position: above(zone, 0.6), rotation: CARD_FACE_UP, smooth: false }) : undefined;
    else {
      o.setRotation(CARD_FACE_UP);
      o.setPositionSmooth(above(zone, 0.6), false, true);
    }
    if (s && o) o.addTag("attach-due");
    return;
  }
}

/** Refill slot `i` with what the core drew (or leave it empty: the Court deck ran out). */
export function refill(after: TableState, i: number, campaign = false): void {
  const zone = courtSlotZones()[i];
  const next = after.court.row[i];
  if (zone === undefined || next === undefined) return;
  if (next.card === undefined) {
    announce(`The Court deck is empty: Court slot ${i + 1} stays empty`);
    return;
  }
  drawIntoSlot(next.card, zone, campaign);
  announce(`${cardTitle(next.card)} is drawn into Court slot ${i + 1}`);
}

export function toDiscard(card: TTSObject): void {
  const discard = find("court-discard");
  card.clearButtons();
  if (discard !== undefined) placeAt(card, above(discard, 0), false);
}

export function toPlayArea(card: TTSObject, colour: Colour): void {
  const area = zoneOf("play-area", colour);
  card.clearButtons();
  if (area === undefined) return;
  // Side by side, three to a row, two rows; more cards overlap the first ones a little higher up.
  const n = courtCardsIn(area).length;
  const c = above(area, 0.5);
  const col = n % 3;
  const row = Math.floor(n / 3) % 2;
  const layer = Math.floor(n / 6);
  placeAt(card, { x: c.x + (col - 1) * 2.4, y: c.y, z: c.z - 1.65 + row * 3.3 + layer * 0.3 }, false, 0.2 * layer);
}

export function systemOf(o: TTSObject): string | undefined {
  const z = ownerZone(o, zonesTagged(o, "system"));
  return z && gmNotes(z);
}

/**
 * Put a court card at the bottom of the Court deck (`buryUnder`: putObject with the index after the
 * last card, docs/tts-behaviour.md), the campaign Court deck (`campaign`), then shuffled (`shuffle`),
 * or under its top card (`second`); with no deck left, face down on the deck zone.
 */
export function intoCourtDeck(card: TTSObject, campaign = false, shuffle = false, second = false): void {
  card.clearButtons();
  const deck = courtDeckObject(campaign);
  if (deck !== undefined && deck !== card) {
    const pile = buryUnder(deck, card, second);
    // A deck keeps only the tags its cards share (docs/tts-behaviour.md): the tag is given back for
    // the players' eyes; the scripts find the deck by what it holds (campaignCourtDeck).
    if (campaign && !pile.hasTag("campaign-court-deck")) pile.addTag("campaign-court-deck");
    if (shuffle && pile.type === "Deck") pile.shuffle();
    return;
  }
  const zone = find("court-deck-zone");
  if (zone !== undefined) placeAt(card, above(zone, 0), true);
}

/** Shuffle the physical Court deck (the campaign's: `campaign`) and read its new order (top first). */
export function shuffledDeckIds(campaign = false): string[] {
  const deck = courtDeckObject(campaign);
  if (deck !== undefined && deck.type === "Deck") deck.shuffle();
  return courtDeckIds(campaign);
}

/** The card object with id `id` lying loose in one of `zones` (for moves between play areas and discard). */
export function looseCardObject(id: string, zone: TTSObject | undefined): { obj: TTSObject; inDeck?: string } | undefined {
  for (const c of courtCardsIn(zone)) if (c.id === id) return { obj: c.obj, inDeck: c.inDeck };
  return undefined;
}

/** Take a card out of wherever it lies (loose, or out of a stacked deck). */
export function liftCard(found: { obj: TTSObject; inDeck?: string }): TTSObject {
  if (found.inDeck === undefined) return found.obj;
  const p = found.obj.getPosition();
  return found.obj.takeObject({ guid: found.inDeck, position: Vector(p.x, p.y + 1, p.z), smooth: false });
}

/** A Provoked Outrage on the table: the Guild cards the core discarded to the Court discard, the resources of `type` to the supply (`only`: that player's). */
export function outrageOnTable(before: TableState, after: TableState, type: string, only?: Colour): void {
  for (const p of after.players) {
    const was = findByColour(before.players, p.colour);
    if (was === undefined || (only !== undefined && p.colour !== only)) continue;
    cardsToDiscard(p.colour, was.guildCards.filter((id) => p.guildCards.indexOf(id) < 0));
    discardOnBoard(p.colour, type);
  }
}

/** `colour`'s Guild cards `ids` from their play area to the Court discard pile. */
export function cardsToDiscard(colour: Colour, ids: string[], bury = false): void {
  for (const id of ids) {
    const found = looseCardObject(id, zoneOf("play-area", colour));
    // Buried: under the campaign Court deck (F422 Guilds Withdraw).
    if (found !== undefined) (bury ? intoCourtDeck : toDiscard)(liftCard(found), true);
  }
}

/** `colour`'s resources of `type` in their board's slots back to the supply bag, `max` of them (cards' and frozen ones stay). */
export function discardOnBoard(colour: Colour, type: string, max = 6): void {
  for (const token of objectsIn(zoneOf("resources-zone", colour))) {
    if (!token.hasTag("resource") || resourceType(token) !== type || max < 1) continue;
    max -= 1;
    for (const bag of tagged("resource-supply")) if (bag.hasTag(type)) bag.putObject(token);
  }
}

export function outrageSpreadsOnTable(before: TableState, after: TableState, type: string): void {
  outrageOnTable(before, after, type);
  announce(`Outrage Spreads: each player Provokes ${capitalise(type)} Outrage: put a supply agent on that board icon`);
}

/** Why `owner`'s city in `system` cannot be returned by `colour` now (BC29: "any one city you control"). */
export function cityNoLongerReturnable(colour: Colour, owner: Colour, system: string): string | undefined {
  let there = false;
  for (const city of tagged("city")) if (colourOf(city) === owner && systemOf(city) === system) there = true;
  if (!there) return `there is no ${owner} city in system ${system} any more: choose again`;
  if (!controlsSystem(colour, system)) {
    return `you no longer control ${system} (p.7)`;
  }
  return undefined;
}

/** The city back to its board; `free` (CC14 Song of Freedom: "replace ... with a Free city"): a Free city from its bag where it stood. */
export function songOfFreedomOnTable(answer: WhenSecuredAnswer, free = false): void {
  const rc = answer.returnCity;
  if (rc === undefined) return;
  for (const city of tagged("city")) {
    if (colourOf(city) !== rc.owner || systemOf(city) !== rc.system) continue;
    if (free) takeFrom(find("free-city-supply"), city.getPosition());
    const spot = rightmostEmptyCitySlot(rc.owner, []);
    if (spot !== undefined && citySlotNumber(spot) > 0) placeAt(city, spot, false, 0.3);
    return;
  }
}

/** Guild or Vox: the base Court's card, else the campaign's (CC and Fate-set cards, lore shuffled in). */
export function kindOf(id: string): "guild" | "vox" | "lore" | "action" | undefined {
  const def = courtCard(id) || campaignCourtCards(id);
  return def && def.kind;
}

/** `campaign`: into the campaign Court deck. */
export function guildStruggleOnTable(answer: WhenSecuredAnswer, thief: Colour, campaign: boolean): void {
  const st = answer.steal;
  if (st !== undefined) {
    const found = looseCardObject(st.card, zoneOf("play-area", st.from));
    if (found !== undefined) {
      const card = liftCard(found);
      const def = courtCard(baseCardOf(st.card));
      if (def !== undefined && def.buryIfStolen === true) intoCourtDeck(card, campaign);
      else toPlayArea(card, thief);
    }
  }
  for (const c of courtCardsIn(find("court-discard"))) {
    if (kindOf(c.id) === "guild") intoCourtDeck(liftCard(c), campaign);
  }
}
