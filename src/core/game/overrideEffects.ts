/**
 * What an override does to the state (advisory rules: override.ts). Each handler's effect is split
 * from its checks (rounds.ts `leadEffect`, `followEffect`, `seizeEffect`, `declareEffect`; the
 * Court's `secureAnyway`; actions.ts `overriddenAction`), so the effect runs alone where it is well
 * defined without the rules' checks:
 *
 * - a lead or follow (Surpass, Copy, Pivot) of any card the player holds: an off-suit Surpass is a
 *   Surpass of its own suit and pips, a Pivot of the lead suit gives one action of it; played out
 *   of turn, the player takes the turn now (moved up the round's order; a lead out of turn also takes
 *   the initiative, as the round's leader holds it) if they have not had it this round;
 * - a seize or a declaration after acting, out of turn or with the wrong card;
 * - an influence, tax, build or repair the count refused: counted apart as the players' override;
 * - a secure without the majority, the turn, the card played or the count;
 * - ending the turn while a When Secured waits: the When Secured is left unanswered.
 *
 * Where the effect is not defined (no card led to follow, a second lead or seize in a round, a card
 * the player does not hold, an action out of turn...) the handler says why and changes nothing: the
 * override is then a note only. A reason never names a card (a Copy is face down).
 */
import { AMBITIONS } from "../data/vocabulary";
import type { Colour } from "../data/vocabulary";
import { court } from "./tableActions";
import { REPORTED_ACTIONS, overriddenAction } from "./actions";
import { declareEffect, endTurn, followEffect, highestAvailableMarker, leadEffect, playerState, seizeEffect } from "./rounds";
import { playerInTurn } from "./legal";
import type { Command, CourtCommand, DeclareCommand, EndTurnCommand, FollowCommand, GameState, LeadCommand, RoundState, SeizeCommand, TakeActionCommand } from "./types";
import { card, logEvent } from "./util";

function roundNow(s: GameState): RoundState | string {
  if (s.phase !== "play" || s.round === undefined) return "no round is being played";
  return s.round;
}

/** The round being played when `player` holds the action card `id`, else why not. */
function heldRound(s: GameState, player: Colour, id: unknown): RoundState | string {
  const round = roundNow(s);
  if (typeof round === "string") return round;
  if (typeof id !== "string" || card(id) === undefined) return "that is not an action card";
  const p = playerState(s, player);
  if (p === undefined || p.hand.indexOf(id) < 0) return `${player} does not hold that card`;
  return round;
}

/**
 * `player` takes the turn now: moved up to the current turn, the players between after them. Else
 * why not (undefined: it is theirs already), nothing changed.
 */
function takeTurn(s: GameState, round: RoundState, player: Colour): string | undefined {
  const at = round.order.indexOf(player);
  if (at === round.turn) return undefined;
  if (at < 0) return `${player} is not in this round's turn order`;
  if (at < round.turn) return `${player} has had a turn this round`;
  if (round.played) return `${round.order[round.turn]} has played this turn and not ended it`;
  const order: Colour[] = [];
  for (let i = 0; i < round.order.length; i++) {
    if (i === round.turn) order.push(player);
    if (round.order[i] !== player) order.push(round.order[i]);
  }
  round.order = order;
  // The round's leader holds the initiative (p.8).
  if (round.turn === 0) {
    s.initiative = player;
    logEvent(s, "initiativePassed", player, `${player} leads out of turn with the initiative (the players' override)`);
  }
  return undefined;
}

function leadAnyway(s: GameState, c: LeadCommand): string | undefined {
  const round = heldRound(s, c.player, c.card);
  if (typeof round === "string") return round;
  if (round.turn !== 0 || round.played) return `${round.order[0]} led this round already: a round has one lead card`;
  const t = takeTurn(s, round, c.player);
  if (t === undefined) leadEffect(s, round, c);
  return t;
}

function followAnyway(s: GameState, c: FollowCommand): string | undefined {
  const round = heldRound(s, c.player, c.card);
  if (typeof round === "string") return round;
  if (c.mode !== "surpass" && c.mode !== "copy" && c.mode !== "pivot") return "a card is followed by Surpass, Copy or Pivot";
  if (round.plays.length === 0) return "no card was led this round to follow";
  if (round.order[round.turn] === c.player && (round.turn === 0 || round.played)) return `${c.player} has played a card this turn`;
  const t = takeTurn(s, round, c.player);
  if (t === undefined) followEffect(s, round, c);
  return t;
}

function seizeAnyway(s: GameState, c: SeizeCommand): string | undefined {
  const round = heldRound(s, c.player, c.card);
  if (typeof round === "string") return round;
  if (round.seizedBy !== undefined) return `${round.seizedBy} seized the initiative this round already`;
  if (c.player === s.initiative) return `${c.player} holds the initiative`;
  seizeEffect(s, round, c);
  return undefined;
}

function declareAnyway(s: GameState, c: DeclareCommand): string | undefined {
  const round = roundNow(s);
  if (typeof round === "string") return round;
  if (round.plays.length === 0) return "no card was led this round to declare with";
  if (AMBITIONS.indexOf(c.ambition) < 0) return "that is not an ambition";
  if (round.declared || round.leadDeclaredBy !== undefined) return "an ambition was declared with the lead card already";
  const marker = highestAvailableMarker(s);
  if (marker === undefined) return "all ambition markers are placed";
  declareEffect(s, round, c, marker);
  return undefined;
}

/** Ending the turn past a waiting When Secured: it is left unanswered; the turn's other checks stand. */
function endTurnAnyway(s: GameState, c: EndTurnCommand): string | undefined {
  const waiting = s.secure;
  if (waiting === undefined || waiting.step !== "whenSecured") return "only a waiting When Secured can be skipped to end the turn";
  s.secure = undefined;
  const r = endTurn(s, c);
  if (r !== undefined) s.secure = waiting;
  return r;
}

function inTurnRefusal(s: GameState, player: Colour): string | undefined {
  const who = playerInTurn(s);
  if (s.phase !== "play" || who !== player) return `it is ${who === undefined ? "nobody" : who}'s turn: an action out of turn cannot be counted`;
  return undefined;
}

function actionAnyway(s: GameState, c: TakeActionCommand): string | undefined {
  if (REPORTED_ACTIONS.indexOf(c.action) < 0) return "that is not an action the table reports";
  const t = inTurnRefusal(s, c.player);
  if (t !== undefined) return t;
  overriddenAction(s, c.player, c.action);
  logEvent(s, "action", c.player, `${c.player} takes a ${c.action} action (the players' override)`, true);
  return undefined;
}

function courtAnyway(s: GameState, c: CourtCommand): string | undefined {
  const a = c.action;
  if (typeof a !== "object" || a === undefined || a.kind !== "secure") return "only a secure can be taken without its check";
  const t = inTurnRefusal(s, c.player);
  if (t !== undefined) return t;
  return court(s, c, undefined, true);
}

/** The refused command's effect on `s` (undefined), or why it has none without its check (`s` unchanged). */
export function overrideEffect(s: GameState, c: Command): string | undefined {
  if (c.type === "lead") return leadAnyway(s, c);
  if (c.type === "follow") return followAnyway(s, c);
  if (c.type === "seize") return seizeAnyway(s, c);
  if (c.type === "declare") return declareAnyway(s, c);
  if (c.type === "endTurn") return endTurnAnyway(s, c);
  if (c.type === "takeAction") return actionAnyway(s, c);
  if (c.type === "court") return courtAnyway(s, c);
  return `a ${c.type} has no effect the rules can take without its check`;
}
