/**
 * The chapter / round / turn engine (rulebook pp.8-11 and the FAQ "Turn Structure", "Passing",
 * "Surpass with a 7"). Handlers mutate a CLONE of the state (engine.ts clones before dispatching)
 * and return a refusal reason, or undefined when the command applied.
 */
import { AMBITIONS, type Colour } from "../data/vocabulary";
import type {
  DeclareCommand,
  EndTurnCommand,
  FollowCommand,
  GameState,
  LeadCommand,
  MarkerState,
  PassCommand,
  PlayerState,
  RoundState,
  SeizeCommand,
  UnionBeside,
} from "./types";
import { powerCardName } from "../powers/courtPowers";
import { pushDeclareReminders } from "../powers/leaderTurnPowers";
import { pushPlayReminders } from "../powers/playReminders";
import { actionsText, capitalise, card, cardName, suitName, turnOrderFrom, without, logEvent } from "./util";
import { actedThisTurn } from "./actions";
import { highestAvailableMarker, markerFirst, markerSecond } from "./markers";

export { highestAvailableMarker, markerFirst, markerSecond } from "./markers";

export function playerState(s: GameState, colour: Colour): PlayerState | undefined {
  for (const p of s.players) if (p.colour === colour) return p;
  return undefined;
}

function handSize(s: GameState, colour: Colour): number {
  const p = playerState(s, colour);
  return p === undefined ? 0 : p.hand.length;
}

export function anyoneHasCards(s: GameState): boolean {
  for (const p of s.players) if (p.hand.length > 0) return true;
  return false;
}

/** The next player clockwise from `from` (not `from` itself) who has cards in hand. */
export function nextWithCards(s: GameState, from: Colour): Colour | undefined {
  const order = turnOrderFrom(s.seats, from);
  for (let i = 1; i < order.length; i++) if (handSize(s, order[i]) > 0) return order[i];
  return undefined;
}

/**
 * Starts the next round, or ends the chapter when nobody has cards. A holder without cards must
 * pass (p.8): the marker goes to the next clockwise player with cards and that round ends at once.
 */
export function startRound(s: GameState): void {
  s.round = undefined;
  if (!anyoneHasCards(s)) {
    endChapter(s, "handsEmpty");
    return;
  }
  if (handSize(s, s.initiative) === 0) {
    const next = nextWithCards(s, s.initiative) as Colour;
    s.roundCount += 1;
    logEvent(s, "initiativePassed", s.initiative, `${s.initiative} has no cards and passes the initiative to ${next}; the round ends`);
    s.initiative = next;
  }
  s.roundCount += 1;
  const order: Colour[] = [];
  for (const c of turnOrderFrom(s.seats, s.initiative)) if (handSize(s, c) > 0) order.push(c);
  const round: RoundState = {
    number: s.roundCount,
    order,
    turn: 0,
    played: false,
    plays: [],
    seizeCards: [],
    leadNumber: 0,
    declared: false,
  };
  s.round = round;
}

/** p.18: the chapter ends when everyone is out of cards, or everyone with cards passed consecutively. */
export function endChapter(s: GameState, reason: "handsEmpty" | "allPassed"): void {
  if (reason === "allPassed") {
    // "discard all action cards" (p.8): hands go face down onto the discard, in turn order.
    for (const c of turnOrderFrom(s.seats, s.initiative)) {
      const p = playerState(s, c) as PlayerState;
      for (const id of p.hand) s.discard.unshift(id);
      p.hand = [];
    }
  }
  s.round = undefined;
  s.zeroMarker = "declaredSlot";
  s.passStreak = [];
  s.phase = "scoring";
  logEvent(s, "chapterEnded", undefined, reason === "allPassed"
        ? `everyone with cards passed: all action cards are discarded; chapter ${s.chapter} ends`
        : `nobody has action cards left: chapter ${s.chapter} ends`);
}

function roundOrRefuse(s: GameState): RoundState | string {
  if (s.phase !== "play" || s.round === undefined) return `no round is being played (the game is in its ${s.phase} step)`;
  return s.round;
}

/** The round being played when it is `player`'s turn, else why not. */
function roundInTurn(s: GameState, player: Colour): RoundState | string {
  const round = roundOrRefuse(s);
  if (typeof round === "string") return round;
  const current = round.order[round.turn];
  return current === player ? round : `it is ${current}'s turn, not ${player}'s`;
}

/** Refused unless a round is being played and it is `player`'s turn (shared with rule modules). */
export function roundTurnRefusal(s: GameState, player: Colour): string | undefined {
  const round = roundInTurn(s, player);
  return typeof round === "string" ? round : undefined;
}

/** Refused unless `id` is an action card of this game (a rule module's in `actionCards` too) in the player's hand. */
function handRefusal(s: GameState, player: Colour, id: unknown): string | undefined {
  if (typeof id !== "string" || (card(id) === undefined && s.actionCards.indexOf(id) < 0)) return `${typeof id === "string" ? id : "that"} is not an action card`;
  const p = playerState(s, player) as PlayerState;
  if (p.hand.indexOf(id) < 0) return `${player} does not hold ${cardName(id)}`;
  return undefined;
}

export function lead(s: GameState, c: LeadCommand): string | undefined {
  const round = roundInTurn(s, c.player);
  if (typeof round === "string") return round;
  if (round.turn !== 0) return `${c.player} does not lead this round: ${round.order[0]} led; Surpass, Copy or Pivot instead`;
  if (round.played) return `${c.player} has already led ${cardName(round.plays[0].card)} this turn`;
  const h = handRefusal(s, c.player, c.card);
  if (h !== undefined) return h;
  leadEffect(s, round, c);
  return undefined;
}

/** A lead's effect (its checks passed, or an override's: overrideEffects.ts): the card from hand, led. */
export function leadEffect(s: GameState, round: RoundState, c: LeadCommand): void {
  const info = card(c.card) as NonNullable<ReturnType<typeof card>>;
  const p = playerState(s, c.player) as PlayerState;
  p.hand = without(p.hand, c.card);
  round.plays.push({ player: c.player, card: c.card, mode: "lead", faceUp: true, actions: info.pips, actionSuit: info.suit });
  round.played = true;
  round.leadNumber = info.number;
  s.passStreak = [];
  s.events.push({
    kind: "led",
    player: c.player,
    card: c.card,
    text: `${c.player} leads ${cardName(c.card)} face up: ${actionsText(info.pips, info.suit)}`,
  });
  pushPlayReminders(s, c.player);
}

export function pass(s: GameState, c: PassCommand): string | undefined {
  const round = roundInTurn(s, c.player);
  if (typeof round === "string") return round;
  if (round.turn !== 0) return `only the initiative holder can pass; ${c.player} must play a card`;
  if (round.played) return `${c.player} has already led ${cardName(round.plays[0].card)} and cannot pass now`;
  if (s.passStreak.indexOf(c.player) < 0) s.passStreak.push(c.player);
  let everyonePassed = true;
  for (const p of s.players) {
    if (p.hand.length > 0 && s.passStreak.indexOf(p.colour) < 0) everyonePassed = false;
  }
  // p.8: the marker goes to the next clockwise player with cards, then the round ends; if that
  // completes a chain of passes by everyone with cards, the chapter ends too (rules-decisions.md).
  const next = nextWithCards(s, c.player);
  if (everyonePassed) {
    if (next !== undefined) s.initiative = next;
    logEvent(s, "initiativePassed", c.player, next === undefined ? `${c.player} passes` : `${c.player} passes the initiative to ${next}`);
    endChapter(s, "allPassed");
    return undefined;
  }
  if (next === undefined) return "nobody else has cards"; // unreachable: everyonePassed covers it
  logEvent(s, "initiativePassed", c.player, `${c.player} passes the initiative to ${next}; the round ends`);
  s.initiative = next;
  startRound(s);
  return undefined;
}

export function declare(s: GameState, c: DeclareCommand): string | undefined {
  const round = roundOrRefuse(s);
  if (typeof round === "string") return round;
  if (c.player !== round.order[0]) return `only the initiative holder declares with the lead card: ${round.order[0]} leads`;
  if (round.turn !== 0) return `${c.player} can no longer declare: the lead turn is over (p.9)`;
  if (!round.played) return `${c.player} must lead a card before declaring an ambition`;
  const acted = actedThisTurn(s, c.player);
  if (acted !== undefined) return `${c.player} can no longer declare: it comes before any actions, Prelude ones too, and ${c.player} ${acted} (p.9, p.20)`;
  if (AMBITIONS.indexOf(c.ambition) < 0) return `${typeof c.ambition === "string" ? c.ambition : "that"} is not an ambition`;
  const lead = round.plays[0];
  const leadCard = card(lead.card);
  // A lead of a rule module's own suit says what it declares (PlayedCard.own).
  const declares = lead.own !== undefined ? lead.own.declares ?? "none" : leadCard && leadCard.declares;
  if (declares === undefined) return "the lead card is unknown";
  if (round.declared || round.leadDeclaredBy !== undefined) return `an ambition was already declared with ${cardName(lead.card)}; a card cannot declare twice`;
  if (declares === "none") return leadCard === undefined ? `${lead.card} declares no ambition` : `a ${leadCard.number} has no ambition to declare`;
  if (declares !== "any" && declares !== c.ambition) {
    return `${cardName(lead.card)} declares ${capitalise(declares)}, not ${capitalise(c.ambition)}`;
  }
  const marker = highestAvailableMarker(s);
  if (marker === undefined) return "all ambition markers are already placed";
  declareEffect(s, round, c, marker);
  return undefined;
}

/** A declaration's effect (its checks passed, or an override's): the marker to its box, the zero marker on the lead card. */
export function declareEffect(s: GameState, round: RoundState, c: DeclareCommand, marker: MarkerState): void {
  marker.at = c.ambition;
  round.declared = true;
  round.leadNumber = 0;
  s.zeroMarker = "leadCard";
  logEvent(s, "declared", c.player, `${c.player} declares ${capitalise(c.ambition)}: the ${markerFirst(marker)}/${markerSecond(marker)} marker goes to its box; the zero marker makes the lead card's number 0`);
  pushDeclareReminders(s, c.player, c.ambition);
}

function seizeNow(s: GameState, round: RoundState, player: Colour): void {
  round.seizedBy = player;
  s.initiative = player;
}

export function follow(s: GameState, c: FollowCommand): string | undefined {
  const round = roundInTurn(s, c.player);
  if (typeof round === "string") return round;
  if (round.turn === 0) return `${c.player} holds the initiative and must lead (or pass), not follow`;
  if (round.played) return `${c.player} has already played a card this turn`;
  const h = handRefusal(s, c.player, c.card);
  if (h !== undefined) return h;
  const info = card(c.card);
  const leadInfo = card(round.plays[0].card);
  if (info === undefined || leadInfo === undefined) return "unknown card";
  const leadSuit = suitName(leadInfo.suit);
  if (c.mode === "surpass") {
    if (info.suit !== leadInfo.suit) {
      return `${cardName(c.card)} cannot Surpass: it is not of the lead suit (${leadSuit})`;
    }
    if (info.number <= round.leadNumber) return `a ${info.number} does not surpass the lead's ${round.leadNumber}`;
  } else if (c.mode === "pivot") {
    if (info.suit === leadInfo.suit) {
      return `${cardName(c.card)} is of the lead suit (${leadSuit}) and cannot Pivot: Surpass or Copy with it`;
    }
  } else if (c.mode !== "copy") {
    return `${typeof c.mode === "string" ? c.mode : "that"} is not Surpass, Copy or Pivot`;
  }
  followEffect(s, round, c);
  return undefined;
}

/** A Surpass, Copy or Pivot's effect (its checks passed, or an override's): the card from hand, played. */
export function followEffect(s: GameState, round: RoundState, c: FollowCommand): void {
  const info = card(c.card) as NonNullable<ReturnType<typeof card>>;
  const leadInfo = card(round.plays[0].card) as NonNullable<ReturnType<typeof card>>;
  const p = playerState(s, c.player) as PlayerState;
  p.hand = without(p.hand, c.card);
  const actions = c.mode === "surpass" ? info.pips : 1;
  const actionSuit = c.mode === "copy" ? leadInfo.suit : info.suit;
  round.plays.push({ player: c.player, card: c.card, mode: c.mode, faceUp: c.mode !== "copy", actions, actionSuit });
  round.played = true;
  const how =
    c.mode === "surpass"
      ? `Surpasses with ${cardName(c.card)}: ${actionsText(actions, actionSuit)}`
      : c.mode === "pivot"
        ? `Pivots with ${cardName(c.card)}: ${actionsText(actions, actionSuit)}`
        : `Copies with a face-down card: ${actionsText(actions, actionSuit)}`;
  // a Copy is face down: its card is not named in the event (the hand is private)
  if (c.mode === "copy") logEvent(s, "followed", c.player, `${c.player} ${how}`);
  else s.events.push({ kind: "followed", player: c.player, card: c.card, text: `${c.player} ${how}` });
  pushPlayReminders(s, c.player);
  if (c.mode === "surpass" && info.number === 7 && round.seizedBy === undefined) {
    // FAQ "Surpass with a 7": seizing this way is not optional.
    seizeNow(s, round, c.player);
    logEvent(s, "seized", c.player, `${c.player} Surpassed with a 7 and seizes the initiative`);
  }
}

export function seize(s: GameState, c: SeizeCommand): string | undefined {
  const round = roundInTurn(s, c.player);
  if (typeof round === "string") return round;
  if (c.player === s.initiative) return "the initiative holder cannot seize the initiative";
  if (round.seizedBy !== undefined) return `the initiative was already seized this round by ${round.seizedBy}`;
  if (!round.played) return `${c.player} must Surpass, Copy or Pivot before seizing with an extra card`;
  const acted = actedThisTurn(s, c.player);
  if (acted !== undefined) return `${c.player} can no longer seize the initiative: it comes before any actions, Prelude ones too, and ${c.player} ${acted} (p.10, p.20)`;
  const h = handRefusal(s, c.player, c.card);
  if (h !== undefined) return h;
  seizeEffect(s, round, c);
  return undefined;
}

/** A seize's effect (its checks passed, or an override's): the extra card face down, the initiative taken. */
export function seizeEffect(s: GameState, round: RoundState, c: SeizeCommand): void {
  const p = playerState(s, c.player) as PlayerState;
  p.hand = without(p.hand, c.card);
  round.seizeCards.push({ player: c.player, card: c.card });
  seizeNow(s, round, c.player);
  logEvent(s, "seized", c.player, `${c.player} plays an extra card face down and seizes the initiative`);
}

export function endTurn(s: GameState, c: EndTurnCommand): string | undefined {
  const round = roundInTurn(s, c.player);
  if (typeof round === "string") return round;
  if (!round.played) {
    return round.turn === 0
      ? `${c.player} must lead a card or pass before ending the turn`
      : `${c.player} must play a card before ending the turn`;
  }
  logEvent(s, "turnEnded", c.player, `${c.player} ends the turn`);
  round.turn += 1;
  round.played = false;
  // p.10: players with no cards in hand skip their turn.
  while (round.turn < round.order.length && handSize(s, round.order[round.turn]) === 0) {
    logEvent(s, "turnEnded", round.order[round.turn], `${round.order[round.turn]} has no cards and skips the turn`);
    round.turn += 1;
  }
  if (round.turn >= round.order.length) endRound(s, round);
  return undefined;
}

/** p.11 step 3: who Surpassed with the highest number, when nobody seized (they get the initiative marker). */
export function surpassWinner(round: RoundState): { player: Colour; number: number } | undefined {
  if (round.seizedBy !== undefined) return undefined;
  let best: { player: Colour; number: number } | undefined = undefined;
  for (const play of round.plays) {
    if (play.mode !== "surpass") continue;
    // A card of a rule module's own suit carries its number (PlayedCard.own).
    const info = play.own === undefined ? card(play.card) : play.own;
    const n = info === undefined || info.number === undefined ? -1 : info.number;
    if (n > (best === undefined ? -1 : best.number)) best = { player: play.player, number: n };
  }
  return best;
}

/** p.11 steps 3-4: check initiative, discard played and seize cards, next round or chapter end. */
function endRound(s: GameState, round: RoundState): void {
  let text: string;
  const best = surpassWinner(round);
  if (round.seizedBy !== undefined) {
    text = `${round.seizedBy} seized the initiative and keeps it`;
  } else if (best !== undefined) {
    s.initiative = best.player;
    text = `${best.player} Surpassed with the highest number (${best.number}) and takes the initiative`;
  } else {
    text = `nobody Surpassed or seized: ${s.initiative} keeps the initiative`;
  }
  // Discard face down in turn order: each player's played card, then their seize card. A card with
  // a Union beside it goes to the Union's owner's hand instead, and the Union to the Court discard (or back to them).
  const unions = round.unions === undefined ? [] : round.unions;
  for (const play of round.plays) {
    let drawnBy: UnionBeside | undefined = undefined;
    for (const u of unions) if (u.card === play.card) drawnBy = u;
    const owner = drawnBy && playerState(s, drawnBy.player);
    if (drawnBy !== undefined && owner !== undefined) {
      owner.hand.push(play.card);
      const back = drawnBy.back === true;
      logEvent(s, "cardAction", drawnBy.player, `${drawnBy.player} draws ${play.faceUp ? cardName(play.card) : "a face-down card"} into their hand and ${back ? "takes back" : "discards"} ${powerCardName(drawnBy.union)}${back ? "" : " to the Court discard pile"}`);
    } else s.discard.unshift(play.card);
    for (const sc of round.seizeCards) if (sc.player === play.player) s.discard.unshift(sc.card);
  }
  s.zeroMarker = "declaredSlot";
  logEvent(s, "roundEnded", s.initiative, `round ${round.number} ends: ${text}`);
  startRound(s);
}
