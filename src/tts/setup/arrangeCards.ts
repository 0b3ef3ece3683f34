/**
 * Setup's cards, moved BY IDENTITY where the core's state says (rulebook pp.4-5): the Court row,
 * hands, the action deck and discard, cards in play, and the Leaders & Lore draft rows.
 */
import { actionDeckFor } from "../../core/data/actionCards";
import type { Colour } from "../../core/data/vocabulary";
import type { GameState } from "../../core/game/types";
import { moveCard, stackPile } from "../lib/cards";
import { above, find, zoneOf } from "../lib/table";
import { courtSlotSpot, deckSpot, discardSpot, draftRowSpot, handSpot, playAreaSpot, setAsideSpot } from "./places";

/** p.4 step H: the Court row face up in the court slots, by identity. */
export function arrangeCourtRow(s: GameState): void {
  s.court.row.forEach((id, i) => {
    const at = courtSlotSpot(i + 1);
    if (at !== undefined) moveCard("court-card", id, { position: at, faceDown: false });
  });
}

/** p.4 steps C-D: with 2-3 players the 1s and 7s are set aside, face down, out of play. */
export function setAsideUnusedActionCards(s: GameState): void {
  if (s.playerCount >= 4) return;
  const used = actionDeckFor(s.playerCount);
  const unused = actionDeckFor(4).filter((id) => used.indexOf(id) < 0);
  const at = setAsideSpot();
  if (at !== undefined) stackPile("action-card", unused, at, true);
}

/** Each player's hand, by identity, into their hand zone. */
export function arrangeHands(s: GameState): void {
  for (const p of s.players) dealInto(p.colour, p.hand);
}

export function dealInto(colour: Colour, ids: readonly string[]): void {
  const spot = handSpot(colour);
  if (spot === undefined) return;
  ids.forEach((id, i) => {
    const at = Vector(spot.position.x - 1.5 + 0.6 * i, spot.position.y, spot.position.z);
    moveCard("action-card", id, { position: at, faceDown: false, yaw: spot.yaw });
  });
}

/** The action discard pile, face down, in the core's order (top first). */
export function arrangeDiscard(s: GameState): void {
  const at = discardSpot();
  if (at !== undefined) stackPile("action-card", s.discard, at, true);
}

/** The face-down action deck (only non-empty during a 2-player mulligan), in the core's order. */
export function arrangeDeck(s: GameState): void {
  const at = deckSpot();
  if (at !== undefined && s.deck.length > 0) stackPile("action-card", s.deck, at, true);
}

/** Cards on the play mat this round: lead face up in the lead slot, follows and seize cards in the seat's slots. */
export function arrangePlays(s: GameState): void {
  const r = s.round;
  if (r === undefined) return;
  for (const play of r.plays) {
    const zone = play.mode === "lead" ? find("lead-slot") : zoneOf("follow-slot", play.player);
    if (zone !== undefined) moveCard("action-card", play.card, { position: above(zone, -0.9), faceDown: !play.faceUp });
  }
  for (const c of r.seizeCards) {
    const zone = zoneOf("seize-slot", c.player);
    if (zone !== undefined) moveCard("action-card", c.card, { position: above(zone, -0.9), faceDown: true });
  }
}

/** p.21: the leader and lore rows face up; each card gets a Take button. */
export function arrangeDraftRows(s: GameState, takeFunction: string): void {
  const d = s.draft;
  if (d === undefined) return;
  d.leaderRow.forEach((id, i) => layDraftCard("leader-card", id, draftRowSpot("leader", i), takeFunction));
  d.loreRow.forEach((id, i) => layDraftCard("lore-card", id, draftRowSpot("lore", i), takeFunction));
}

function layDraftCard(tag: string, id: string, at: Vector | undefined, takeFunction: string): void {
  if (at === undefined) return;
  const card = moveCard(tag, id, { position: at, faceDown: false });
  if (card !== undefined) addTakeButton(card, takeFunction);
}

export function addTakeButton(card: TTSObject, takeFunction: string): void {
  card.clearButtons();
  card.createButton({
    click_function: takeFunction,
    function_owner: Global,
    label: "Take",
    tooltip: "Take this card on your pick (p.21)",
    position: Vector(0, 0.3, 1.75),
    rotation: Vector(0, 180, 0),
    width: 700,
    height: 220,
    font_size: 150,
  });
}

/** The drafted leader and lore cards face up in their owners' play areas. */
export function arrangeDrafted(s: GameState): void {
  for (const p of s.players) {
    if (p.leader !== undefined) placeDrafted("leader-card", p.leader, p.colour, 1);
    p.lore.forEach((id, i) => placeDrafted("lore-card", id, p.colour, 2 + i));
  }
}

export function placeDrafted(tag: string, id: string, colour: Colour, k: number): void {
  const at = playAreaSpot(colour, k);
  if (at === undefined) return;
  const card = moveCard(tag, id, { position: at, faceDown: false });
  if (card !== undefined) card.clearButtons();
}

/** After the draft: the cards nobody took go back onto their decks, face down, without buttons. */
export function returnUndrafted(leaders: readonly string[], lore: readonly string[]): void {
  const leaderDeck = find("leader-deck");
  const loreDeck = find("lore-deck");
  for (const [tag, ids, deck] of [
    ["leader-card", leaders, leaderDeck],
    ["lore-card", lore, loreDeck],
  ] as [string, readonly string[], TTSObject | undefined][]) {
    for (const id of ids) {
      const at = deck && above(deck, 0.5);
      if (at === undefined) continue;
      const card = moveCard(tag, id, { position: at, faceDown: true });
      if (card !== undefined) card.clearButtons();
    }
  }
}
