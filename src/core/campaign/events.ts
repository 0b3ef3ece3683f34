/**
 * Event cards in the initiative engine (BR pp.12-13), as part of the campaign rule module: an
 * Event cannot be led, copied (or used to Surpass or Pivot), used to seize or scrapped; played on
 * your turn it gives the actions of the lead card, unless a Rival already played an Event or
 * secured the Imperial Council this round; a leader holding only Events must pass. After a round
 * with an Event, just after the initiative check, the event phase: the initiative holder may call
 * a Summit, then rolls the event and number dice (oracle) -- Crises or Edicts. One event per round;
 * a Council secured that round replaces it (BR p.14).
 */
import { roundTurnRefusal } from "../game/rounds";
import { EVENT_SYMBOLS, NUMBER_DIE_FACES } from "../data/campaign/campaignPieces";
import { PLANET_SYMBOLS } from "../data/map";
import type { Command, GameState, PlayedCard, PlayerState, RoundState } from "../game/types";
import { playSuitName } from "../game/actions";
import type { RuleStep } from "../game/ruleModules";
import { playerState } from "../game/rounds";
import { deckToDiscard } from "../game/deal";
import { startEdicts } from "./edicts";
import { isEventCard } from "./fates/actionDeck";
import { summitReminders } from "./summit";
import type { CampaignRound, CampaignState, EventSummitCommand, PlayEventCommand, RollEventDiceCommand } from "./types";
import type { StoneSpeakersCommand } from "./fateCommandTypes";
import { logEvent } from "../game/util";

/** The event phase's roll (BR p.13), after the roller's name. */
const ROLLS = " rolls the event and number dice (BR p.13)";

function onlyEvents(p: PlayerState): boolean {
  if (p.hand.length === 0) return false;
  for (const id of p.hand) if (!isEventCard(id)) return false;
  return true;
}

/** The campaign facts of the base round now in play (a fresh record for a new round). */
function campaignRound(campaign: CampaignState, round: RoundState): CampaignRound {
  if (campaign.round === undefined || campaign.round.number !== round.number) {
    campaign.round = { number: round.number, eventsBy: [] };
  }
  return campaign.round;
}

/** BR p.12: the refusals Event cards add in front of the base card-play commands. */
export function eventRefusal(s: GameState, c: Command): string | undefined {
  if (c.type === "lead") {
    if (isEventCard(c.card)) return "an Event cannot be led (BR p.12)";
    return undefined;
  }
  if (c.type === "follow" && isEventCard(c.card)) {
    return c.mode === "copy"
      ? "an Event cannot Copy (BR p.12): play it as an Event"
      : "an Event cannot Surpass or Pivot (BR p.12): play it as an Event";
  }
  if (c.type === "seize" && isEventCard(c.card)) return "an Event cannot seize the initiative (BR p.12)";
  return undefined;
}

/** BR p.12: "a leader holding only Events must pass". */
export function onlyEventsRefusal(s: GameState, c: Command): string | undefined {
  if (c.type !== "lead") return undefined;
  const p = playerState(s, c.player);
  if (p !== undefined && onlyEvents(p)) return `${c.player} holds only Events and must pass (BR p.12)`;
  return undefined;
}

export function playEvent(s: GameState, c: PlayEventCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  const turn = roundTurnRefusal(s, c.player);
  if (turn !== undefined) return turn;
  const round = s.round as RoundState;
  if (round.turn === 0) return "an Event cannot be led (BR p.12)";
  if (round.played) return `${c.player} has already played a card this turn`;
  if (!isEventCard(c.card)) return `${typeof c.card === "string" ? c.card : "that"} is not an Event card`;
  const p = playerState(s, c.player) as PlayerState;
  if (p.hand.indexOf(c.card) < 0) return `${c.player} does not hold that Event card`;
  const cr = campaignRound(campaign, round);
  let blockedBy: string | undefined;
  for (const other of cr.eventsBy) if (other !== c.player) blockedBy = `${other} already played an Event this round`;
  if (cr.councilSecuredBy !== undefined && cr.councilSecuredBy !== c.player) blockedBy = `${cr.councilSecuredBy} secured the Imperial Council this round`;
  const lead = round.plays[0];
  const actions = blockedBy === undefined ? lead.actions : 0;
  p.hand = p.hand.filter((id) => id !== c.card);
  const play: PlayedCard = { player: c.player, card: c.card, mode: "event", faceUp: true, actions, actionSuit: lead.actionSuit };
  // A Faithful lead's actions (fates/faithful.ts): its side's, uncounted as the lead's are.
  if (lead.own !== undefined) play.own = blockedBy === undefined && lead.own.uncounted === true ? { name: lead.own.name, kinds: lead.own.kinds, uncounted: true } : { name: lead.own.name, kinds: lead.own.kinds };
  round.plays.push(play);
  round.played = true;
  cr.eventsBy.push(c.player);
  s.events.push({
    kind: "followed", player: c.player, card: c.card,
    text: blockedBy === undefined
      ? `${c.player} plays an Event: ${play.own !== undefined && play.own.uncounted === true ? "uncounted" : actions} ${lead.own !== undefined ? playSuitName(lead) : lead.actionSuit} action${actions === 1 ? "" : "s"}, as if they had played the lead (BR p.12)`
      : `${c.player} plays an Event but gets no actions: ${blockedBy} (BR p.12)`,
  });
  return undefined;
}

/**
 * Ends a turn through the base rules; if that ended a round in which an Event was played, the event
 * phase begins for the player holding the initiative after the initiative check (BR p.13).
 */
export function endTurnWithEvents(s: GameState, c: Command, next: RuleStep<Command>): string | undefined {
  const campaign = s.campaign as CampaignState;
  const before = s.round;
  const r = next(s, c);
  if (r !== undefined || before === undefined) return r;
  const ended = s.round === undefined || s.round.number !== before.number;
  if (!ended) return undefined;
  const cr = campaign.round !== undefined && campaign.round.number === before.number ? campaign.round : undefined;
  campaign.round = undefined;
  if (cr === undefined) return undefined;
  if (cr.councilSecuredBy !== undefined) {
    campaign.eventPhase = { player: cr.councilSecuredBy, step: "summit", council: true };
    logEvent(s, "eventPhase", cr.councilSecuredBy, `the Imperial Council returns to the Court: ${cr.councilSecuredBy} may call a Summit, then resolves it${cr.eventsBy.length > 0 ? " instead of the event" : ""} (BR p.14)`);
    return undefined;
  }
  if (cr.eventsBy.length === 0) return undefined;
  campaign.eventPhase = { player: s.initiative, step: "summit" };
  logEvent(s, "eventPhase", s.initiative, `an Event was played: ${s.initiative} may call a Summit, then${ROLLS}`);
  return undefined;
}

export function eventSummit(s: GameState, c: EventSummitCommand): string | undefined {
  const ep = (s.campaign as CampaignState).eventPhase;
  if (ep === undefined || ep.step !== "summit") return "no event is waiting for a Summit";
  if (c.player !== ep.player) return `only ${ep.player}, with the initiative, may call the Summit (BR p.13)`;
  // Replaced whole, never changed in place: the engine shares the last state's fields (engine.ts).
  const step = c.call === true ? "inSummit" : ep.council === true ? "council" : "roll";
  s.campaign = { ...(s.campaign as CampaignState), eventPhase: { ...ep, summit: c.call === true, step } };
  logEvent(s, "eventPhase", c.player, c.call === true ? `${c.player} calls a Summit (BR p.16)` : `${c.player} calls no Summit`);
  if (c.call === true) for (const text of summitReminders(s.campaign as CampaignState)) logEvent(s, "eventPhase", c.player, text);
  return undefined;
}

export function rollEventDice(s: GameState, c: RollEventDiceCommand): string | undefined {
  const before = s.campaign as CampaignState;
  const ep = before.eventPhase;
  if (ep === undefined) return "no event is waiting for the dice";
  if (ep.council === true) return "the Imperial Council was secured: it is resolved instead of the event (BR p.13)";
  if (ep.step === "inSummit") return `first finish the Summit called by ${ep.player} (BR p.16)`;
  if (ep.step !== "roll") return `${ep.player} first decides on a Summit (BR p.13)`;
  if (c.player !== ep.player) return `${ep.player}, with the initiative, rolls the event dice (BR p.13)`;
  if (EVENT_SYMBOLS.indexOf(c.event) < 0) return "the event die shows a Crisis or an Edict symbol";
  if (PLANET_SYMBOLS.indexOf(c.planet) < 0) return "the event die shows arrow, crescent or hex";
  if (NUMBER_DIE_FACES.indexOf(c.cluster) < 0) return "the number die shows a cluster from 1 to 6";
  const resolve = c.event === "crisis" ? "Crises" : "Edicts";
  const none = ep.stone === true && resolve === "Edicts";
  // Replaced whole, never changed in place: the engine shares the last state's fields (engine.ts).
  const campaign: CampaignState = { ...before };
  s.campaign = campaign;
  campaign.lastEvent = { event: c.event, planet: c.planet, cluster: c.cluster, resolve };
  campaign.eventPhase = undefined;
  if (resolve === "Crises") campaign.crisesDue = true;
  else if (!none) startEdicts(campaign);
  logEvent(s, "eventPhase", c.player, `${c.player} rolls ${c.event === "crisis" ? "the Crisis" : "the Edict"} symbol (${c.planet}, cluster ${c.cluster}): ${none ? `no Edicts (${STONE})` : `resolve ${resolve} (BR ${resolve === "Crises" ? "p.18" : "p.20"})`}`);
  return undefined;
}

const STONE = "Stone-Speakers (F504)";

/**
 * F504 Stone-Speakers (seed 003): "When you declare an ambition, you may end your turn immediately. If
 * you do, take any Golems from Rivals, then roll the event die and resolve Crises if you roll it.
 * (Don't resolve Edicts.)" On its holder's turn once they declared (`round.declaredBy`), F504 in the
 * play area the table sends: the turn ends as by End turn, and the holder rolls as the event phase's
 * roller (`stone`). The Golems are the table's to move (`golems`: how many it takes). A round ended
 * into its own event is refused: one event phase at a time (docs/rules-decisions-campaign.md).
 */
export function stoneSpeakers(s: GameState, c: StoneSpeakersCommand, next: RuleStep<Command>): string | undefined {
  if (!Array.isArray(c.playArea) || c.playArea.indexOf("F504") < 0) return `${c.player} holds no ${STONE}`;
  const turn = roundTurnRefusal(s, c.player);
  if (turn !== undefined) return turn;
  if ((s.round as RoundState).declaredBy !== c.player) return `${STONE}: ${c.player} declared no ambition this turn`;
  const r = endTurnWithEvents(s, { type: "endTurn", player: c.player }, next);
  if (r !== undefined) return r;
  const campaign = s.campaign as CampaignState;
  if (campaign.eventPhase !== undefined) return `${STONE}: the round's event comes first (End turn)`;
  campaign.eventPhase = { player: c.player, step: "roll", stone: true };
  logEvent(s, "cardAction", c.player, `${c.player} takes ${c.golems ?? 0} Golem(s) from Rivals, rolls for Crises (${STONE})`);
  return undefined;
}

/** While the event phase is pending, the game waits for it (one event per round, BR p.13). */
export function eventPhaseRefusal(s: GameState, c: Command): string | undefined {
  const ep = (s.campaign as CampaignState).eventPhase;
  const campaign = s.campaign as CampaignState;
  if (ep === undefined && campaign.crisesDue === true && c.type !== "resolveCrises") {
    return "first resolve the Crises: send the map (BR p.18)";
  }
  if (ep === undefined && campaign.edictQueue !== undefined && c.type !== "govern" && c.type !== "edictDone") {
    return `first resolve the Edicts: ${campaign.edictQueue[0]} is next (BR p.20)`;
  }
  if (ep === undefined || c.type === "eventSummit" || c.type === "rollEventDice" || c.type === "resolveCouncil" || c.type === "summit") return undefined;
  if (ep.step === "inSummit") return `first finish the Summit called by ${ep.player} (BR p.16)`;
  if (ep.council === true) {
    return ep.step === "summit"
      ? `first resolve the Imperial Council: ${ep.player} may call a Summit (BR p.14)`
      : `first resolve the Imperial Council: ${ep.player} resolves it (BR p.14)`;
  }
  return ep.step === "summit"
    ? `first resolve the event: ${ep.player} may call a Summit, then${ROLLS}`
    : `first resolve the event: ${ep.player}${ROLLS}`;
}

/**
 * BR p.12 "Two-Player Mulligans": the mulligan keeps every Event card and draws only as many cards
 * as were discarded. The base rules check who may mulligan (the player without initiative, p.19)
 * and finish the deal; this replaces only the redraw.
 */
export function mulliganKeepingEvents(s: GameState, c: Command, next: RuleStep<Command>): string | undefined {
  if (c.type !== "mulligan") return next(s, c);
  const p = playerState(s, c.player);
  if (p === undefined || s.phase !== "mulligan" || s.mulliganBy !== c.player) return next(s, c);
  const events = p.hand.filter((id) => isEventCard(id));
  if (events.length === 0) return next(s, c);
  const discarded = p.hand.filter((id) => !isEventCard(id));
  for (const id of discarded) s.discard.unshift(id);
  p.hand = events.concat(s.deck.slice(0, discarded.length));
  s.deck = s.deck.slice(discarded.length);
  logEvent(s, "mulliganed", c.player, `${c.player} keeps ${events.length} Event card${events.length === 1 ? "" : "s"}, discards the other ${discarded.length} and draws as many (BR p.12)`);
  // The rest of the deal as after the base mulligan: the deck goes face down to the discard.
  deckToDiscard(s);
  return undefined;
}
