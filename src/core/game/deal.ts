/** Dealing action cards (p.5 steps P-Q, p.19 step 4, FAQ errata). */
import { HAND_SIZE } from "../data/ambitions";
import type { GameState, PlayerState } from "./types";
import { playerState } from "./rounds";
import { logEvent, turnOrderFrom } from "./util";

/**
 * Each player draws 6 from the top of `s.deck`, in turn order (p.5 step P, p.19 step 4). Then the
 * 2-player mulligan, else the rest goes face down to the discard, to be shuffled (FAQ errata).
 */
export function dealHands(s: GameState): void {
  for (const colour of turnOrderFrom(s.seats, s.initiative)) {
    const p = playerState(s, colour) as PlayerState;
    p.hand = s.deck.slice(0, HAND_SIZE);
    s.deck = s.deck.slice(HAND_SIZE);
  }
  logEvent(s, "dealt", undefined, `each player draws ${HAND_SIZE} action cards`);
  if (s.playerCount === 2) {
    s.mulliganBy = turnOrderFrom(s.seats, s.initiative)[1];
    s.phase = "mulligan";
  } else {
    deckToDiscard(s);
  }
}

export function deckToDiscard(s: GameState): void {
  for (const id of s.deck) s.discard.unshift(id);
  s.deck = [];
  s.mulliganBy = undefined;
  s.phase = "shuffleDiscard";
}

