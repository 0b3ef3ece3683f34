/** Invariants that hold after every command; the random driver checks them. Pure. */
import type { GameState } from "./types";
import { isPermutationOf } from "./util";

/** Every action card of the game, wherever it is: deck, hands, the round's plays and seize cards, discard. */
export function actionCardsInPlay(s: GameState): string[] {
  let all: string[] = s.deck.concat(s.discard);
  for (const p of s.players) all = all.concat(p.hand);
  if (s.round !== undefined) {
    for (const play of s.round.plays) all.push(play.card);
    for (const sc of s.round.seizeCards) all.push(sc.card);
  }
  return all;
}

export function checkInvariants(s: GameState): string[] {
  const errors: string[] = [];
  if (s.phase === "setup") return errors;
  const all = actionCardsInPlay(s);
  if (!isPermutationOf(all, s.actionCards)) errors.push(`action cards not conserved: ${all.length} found, ${s.actionCards.length} expected`);
  if (s.seats.indexOf(s.initiative) < 0) errors.push(`the initiative holder ${s.initiative} is not seated`);
  let placed = 0;
  for (const m of s.markers) if (m.at !== "available") placed += 1;
  if (s.markers.length !== 3) errors.push(`${s.markers.length} ambition markers instead of 3`);
  if (placed > 3) errors.push(`${placed} ambition markers placed`);
  if (s.phase !== "play" && placed > 0 && s.phase !== "scoring") errors.push("ambition markers placed outside a chapter");
  for (const p of s.players) {
    // A deal gives 6 (p.19); during a round card powers may draw more (Farseers BC17, a Union's
    // card drawn at the round's end, Call to Action BC31): the rules set no hand limit.
    if (s.phase !== "play" && p.hand.length > 6) errors.push(`${p.colour} holds ${p.hand.length} cards`);
    if (p.power < 0) errors.push(`${p.colour} has negative Power`);
  }
  if (s.phase === "play") {
    const r = s.round;
    if (r === undefined) {
      errors.push("play phase without a round");
    } else {
      if (r.order.length === 0) errors.push("a round with nobody to play");
      if (r.seizedBy !== undefined && s.initiative !== r.seizedBy) errors.push("the seizer does not hold the initiative");
      if (r.seizedBy === undefined && r.order[0] !== s.initiative) errors.push("the leader does not hold the initiative");
      if (r.declared !== (s.zeroMarker === "leadCard")) errors.push("zero marker and declaration disagree");
      if (r.seizeCards.length > 1) errors.push("more than one seize in a round");
      if (r.plays.length !== r.turn + (r.played ? 1 : 0)) errors.push("plays and turns disagree");
    }
    if (s.deck.length > 0) errors.push("cards left in the action deck during a chapter");
  } else if (s.round !== undefined) {
    errors.push(`a round is open in the ${s.phase} step`);
  }
  if (s.phase === "gameOver" && s.winner === undefined) errors.push("game over without a winner");
  return errors;
}
