/**
 * Court card effects on what the engine tracks (rules-digest §4.4, §4.6, §7.2, §12; seed 003 card
 * reference): Populist Demands BC27 declares an ambition, Song of Freedom BC29 and Lattice Spies
 * BC16 seize the initiative, Call to Action BC31 draws the bottom card of the action discard pile.
 *
 * The engine does not hold the Court (src/core/court does, from a table snapshot): the table sends
 * these commands when the card's effect happens (after the Court core resolved the secure, or when
 * a Guild card is discarded for its Prelude). The engine checks what it can see: the game is in a
 * round, it is the player's turn and their card is played (a Secure is an action and a Prelude comes
 * after the card, p.20 / FAQ "Turn Structure"), and the card's own conditions. Handlers mutate the
 * clone engine.ts made and return a refusal reason, or undefined when applied.
 */
import type { Colour } from "../data/vocabulary";
import { AMBITIONS } from "../data/vocabulary";
import { courtCardName } from "../data/court";
import type { Command, DeclareByCardCommand, DrawFromDiscardBottomCommand, GameState, PlayerState, RoundState, SeizeByCardCommand } from "./types";
import { highestAvailableMarker, playerState } from "./rounds";
import { declareByPower, declareWithoutZero, isDeclarePowerCard } from "../powers/declarePowers";
import { logEvent } from "./util";

/** BC27 Populist Demands: "When Secured: You may declare any ambition. (An ambition marker must be Available.)" */
export const DECLARE_CARDS: readonly string[] = ["BC27"];
/** BC29 Song of Freedom (after returning a city) and BC16 Lattice Spies (Prelude): "you may seize the initiative". */
export const SEIZE_CARDS: readonly string[] = ["BC29", "BC16"];
/** BC31 Call to Action: "When Secured: Draw 1 action card from the bottom of the action discard pile." */
export const DRAW_BOTTOM_CARDS: readonly string[] = ["BC31"];

function cardText(id: unknown): string {
  return typeof id === "string" ? courtCardName(id) : "that card";
}

/** The round, on `player`'s turn with their card played; or why a card effect cannot happen now. */
function turnForCard(s: GameState, player: Colour, card: string): RoundState | string {
  const name = courtCardName(card);
  if (s.phase !== "play" || s.round === undefined) return `${name} is used during a round (the game is in its ${s.phase} step)`;
  const r = s.round;
  const current = r.order[r.turn];
  if (current !== player) return `it is ${current}'s turn, not ${player}'s: ${name} is used on your own turn`;
  if (!r.played) return `${player} must play a card first: ${name} is used after your card is played`;
  return r;
}

export function declareByCard(s: GameState, c: DeclareByCardCommand): string | undefined {
  if (isDeclarePowerCard(c.card)) return declareByPower(s, c);
  if (typeof c.card !== "string" || DECLARE_CARDS.indexOf(c.card) < 0) {
    return `${cardText(c.card)} declares no ambition this way`;
  }
  const name = courtCardName(c.card);
  const round = turnForCard(s, c.player, c.card);
  if (typeof round === "string") return round;
  if (AMBITIONS.indexOf(c.ambition) < 0) return `${typeof c.ambition === "string" ? c.ambition : "that"} is not an ambition`;
  if (highestAvailableMarker(s) === undefined) return `all ambition markers are placed: ${name} needs an Available one`;
  // Digest §16 q.4: the card mentions no zero marker, so none is placed (rules-decisions.md D14).
  return declareWithoutZero(s, c.player, c.ambition, `with ${name}`);
}

export function seizeByCard(s: GameState, c: SeizeByCardCommand): string | undefined {
  if (typeof c.card !== "string" || SEIZE_CARDS.indexOf(c.card) < 0) {
    return `${cardText(c.card)} seizes no initiative this way`;
  }
  const name = courtCardName(c.card);
  const round = turnForCard(s, c.player, c.card);
  if (typeof round === "string") return round;
  // Card text: "You can't seize the initiative if you have it or if it's already seized this round!"
  if (c.player === s.initiative) return `${c.player} holds the initiative and cannot seize it (${name})`;
  if (round.seizedBy !== undefined) return `the initiative was already seized this round by ${round.seizedBy}`;
  round.seizedBy = c.player;
  s.initiative = c.player;
  logEvent(s, "seized", c.player, `${c.player} seizes the initiative with ${name}`);
  return undefined;
}

export function drawFromDiscardBottom(s: GameState, c: DrawFromDiscardBottomCommand): string | undefined {
  if (typeof c.card !== "string" || DRAW_BOTTOM_CARDS.indexOf(c.card) < 0) {
    return `${cardText(c.card)} does not draw from the action discard`;
  }
  const name = courtCardName(c.card);
  const round = turnForCard(s, c.player, c.card);
  if (typeof round === "string") return round;
  if (s.discard.length === 0) return `the action discard pile is empty: ${name} has no card to draw`;
  // Piles are listed top first: the bottom card is the last one.
  const id = s.discard[s.discard.length - 1];
  s.discard = s.discard.slice(0, s.discard.length - 1);
  const p = playerState(s, c.player) as PlayerState;
  p.hand.push(id);
  // The discard pile is face down and the card goes to a hand: its identity stays out of the event.
  logEvent(s, "drewCard", c.player, `${c.player} draws the action discard's bottom card into their hand (${name})`);
  return undefined;
}

/** Court cards whose effects the engine takes (for `legalCommands(s, { cards })`). */
export const ENGINE_CARDS: readonly string[] = ["BC16", "BC27", "BC29", "BC31"];

/**
 * The commands `card` lets the player whose turn it is send now, each one legal: a UI offers them
 * when that card's effect happens (the engine cannot see the Court, so it never offers them alone).
 */
export function cardCommands(s: GameState, card: string): Command[] {
  const out: Command[] = [];
  if (s.phase !== "play" || s.round === undefined || !s.round.played) return out;
  const r = s.round;
  const player = r.order[r.turn];
  if (DECLARE_CARDS.indexOf(card) >= 0 && highestAvailableMarker(s) !== undefined) {
    for (const a of AMBITIONS) out.push({ type: "declareByCard", player, ambition: a, card });
  }
  if (SEIZE_CARDS.indexOf(card) >= 0 && player !== s.initiative && r.seizedBy === undefined) {
    out.push({ type: "seizeByCard", player, card });
  }
  if (DRAW_BOTTOM_CARDS.indexOf(card) >= 0 && s.discard.length > 0) {
    out.push({ type: "drawFromDiscardBottom", player, card });
  }
  return out;
}
