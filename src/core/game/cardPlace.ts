/**
 * Where the game state says an action card is. The table layer uses it to put a card back where it
 * belongs when a player moves it where it may not go (a card taken from the discard, a Rival's
 * face-down Copy, a card not used at this player count): the state, not the dropper, decides.
 */
import { actionDeckFor } from "../data/actionCards";
import type { Colour } from "../data/vocabulary";
import type { GameState } from "./types";

export type CardPlace =
  | { kind: "hand"; player: Colour }
  /** played this round: in the lead slot, or the player's follow or seize slot */
  | { kind: "played"; slot: "lead" | "follow" | "seize"; player: Colour; faceUp: boolean }
  /** the face-down action discard pile */
  | { kind: "discard" }
  /** the face-down action deck (only during a deal) */
  | { kind: "deck" }
  /** 2-3 players: the 1s and 7s are set aside face down (p.4 steps C-D) */
  | { kind: "unused" }
  /** not an action card of the game at all */
  | { kind: "unknown" };

export function cardPlace(s: GameState, card: string): CardPlace {
  // Before setup every action card is still in the action deck on the table.
  if (s.phase === "setup") return actionDeckFor(4).indexOf(card) >= 0 ? { kind: "deck" } : { kind: "unknown" };
  for (const p of s.players) if (p.hand.indexOf(card) >= 0) return { kind: "hand", player: p.colour };
  const round = s.round;
  if (round !== undefined) {
    for (const play of round.plays) {
      if (play.card === card) {
        return { kind: "played", slot: play.mode === "lead" ? "lead" : "follow", player: play.player, faceUp: play.faceUp };
      }
    }
    for (const sc of round.seizeCards) if (sc.card === card) return { kind: "played", slot: "seize", player: sc.player, faceUp: false };
  }
  if (s.discard.indexOf(card) >= 0) return { kind: "discard" };
  if (s.deck.indexOf(card) >= 0) return { kind: "deck" };
  if (s.actionCards.indexOf(card) < 0 && actionDeckFor(4).indexOf(card) >= 0) return { kind: "unused" };
  return { kind: "unknown" };
}

/** Whether the place shows the card's face to everyone. */
export function placeIsPublic(place: CardPlace): boolean {
  return place.kind === "played" && place.faceUp;
}
