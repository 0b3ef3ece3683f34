/**
 * The table's actions decided on snapshots: the `battle` command (a step of the current player's
 * battle, rulebook pp.14-16, src/core/battle/machine.ts) and the `court` command (a secure, p.13, or
 * its When Secured answer, src/core/court/machine.ts). Each keeps its machine in the state.
 */
import { stepBattle, battleStepText } from "../battle/machine";
import type { BattleRules } from "../battle/rules";
import type { AddedCourtCards } from "../court/types";
import { courtStepText, stepCourt, waitingWhenSecured } from "../court/machine";
import { onTurnAfterCard, playerInTurn } from "./legal";
import type { BattleCommand, CourtCommand, GameState, SpendResourceCommand, TakeActionCommand, UndoActionCommand } from "./types";
import { REPORTED_ACTIONS, overriddenAction, refundBattle, spendAction, spendResource, undoAction } from "./actions";
import { preludeAction } from "./actionWords";
import { RESOURCE_TYPES } from "../data/vocabulary";
import type { Colour, ResourceType } from "../data/vocabulary";
import { courtCard, courtCardName } from "../data/court";
import { loreName } from "../data/lore";
import { baseCardOf } from "../powers/courtPowers";
import { pushTaxReminder } from "../powers/leaderTurnPowers";
import { battleReminders } from "../powers/leaderLorePowers";
import { capitalise, logEvent } from "./util";
import { snapshotWithAbilities } from "../powers/snapshotAbilities";
import { secureRefusalByLeader } from "../powers/leaderCourtPowers";
import { playerState } from "./rounds";

/**
 * A `battle` step. `rules` are a rule module's changes to the base battle, decided by the module from
 * the state and the command's map (src/core/battle/rules.ts): taken at the roll, never from the table.
 */
export function battle(s: GameState, c: BattleCommand, rules?: BattleRules, added?: AddedCourtCards): string | undefined {
  if (s.phase !== "play") return "battles are fought in a chapter, on the attacker's turn";
  const who = playerInTurn(s);
  if (who !== c.player) return `it is ${who === undefined ? "nobody" : who}'s turn: only they can battle`;
  if (s.round === undefined || !s.round.played) return "play your action card first: Battle is an action (p.14)";
  const r = stepBattle(s.battle, c.player, withAbilities(s, c.action), rules, added);
  if (!r.ok) return r.reason;
  // One Battle action per battle (p.14): counted when the dice are thrown; a roll set aside is
  // thrown again without a new action.
  if (r.value.last.kind === "thrown") {
    const none = spendAction(s, c.player, "battle");
    if (none !== undefined) return none;
  } else if (r.value.last.kind === "rolledAgain") {
    refundBattle(s, c.player);
  }
  s.battle = r.value;
  logEvent(s, "battle", c.player, battleStepText(r.value), true);
  const last = r.value.last;
  const d = last.kind === "hits" ? last.outcome.destroyed : undefined;
  const trophies = d !== undefined && d.defendingShips + d.defendingCities + d.defendingStarports > 0;
  if (last.kind === "city" && last.city.lore !== undefined) gainLore(s, c.player, last.city.lore);
  if (last.kind === "city" && last.city.drawn !== undefined) drawFromCourt(s, c.player, last.city.drawn);
  const over = r.value.step === "over" && last.kind !== "rolledAgain";
  for (const text of battleReminders(r.value.snapshot, trophies, over)) logEvent(s, "battle", c.player, text);
  return undefined;
}

/** A roll's snapshot with the players' Leader and Lore from the game state (src/core/powers/snapshotAbilities.ts). */
function withAbilities(s: GameState, a: BattleCommand["action"]): BattleCommand["action"] {
  if (typeof a !== "object" || a === undefined || a.kind !== "roll" || typeof a.snapshot !== "object" || a.snapshot === undefined) return a;
  return { ...a, snapshot: snapshotWithAbilities(s, a.snapshot) };
}

/**
 * `added`: the Court cards a rule module adds (the campaign's, BR p.27), handed by the module.
 * `anyway`: an override under advisory rules (overrideEffects.ts): a secure taken without the turn,
 * card, Leader and majority checks, its action kept apart when the count has none left. `ties`: the
 * module's Rivals a tie for most with whom lets the securer secure (court/row.ts canSecureSlot);
 * `back`: its Rivals whose agents return to their supply (court/machine.ts stepCourt).
 */
export function court(s: GameState, c: CourtCommand, added?: AddedCourtCards, anyway = false, ties?: readonly Colour[], back?: readonly Colour[]): string | undefined {
  if (s.phase !== "play") return "Court cards are secured in a chapter, on your turn";
  const action = c.action;
  if (!anyway && typeof action === "object" && action !== undefined && action.kind === "secure") {
    const waiting = waitingWhenSecured(s.secure);
    const who = playerInTurn(s);
    if (waiting === undefined && who !== c.player) {
      return `it is ${who === undefined ? "nobody" : who}'s turn, not yours: you secure on your own turn`;
    }
    if (waiting === undefined && (s.round === undefined || !s.round.played)) {
      return "play your action card first: Secure is an action (p.13)";
    }
    const ps = playerState(s, c.player);
    const paranoid = secureRefusalByLeader(ps && ps.leader, c.player, action.court, action.slot);
    if (paranoid !== undefined) return paranoid;
  }
  const r = stepCourt(s.secure, c.player, action, added, anyway, ties, back);
  if (!r.ok) return r.reason;
  // A secure is a Secure action (p.13); answering its When Secured is part of it.
  if (r.value.last.kind === "secured") {
    const none = spendAction(s, c.player, "secure");
    if (none !== undefined && !anyway) return none;
    if (none !== undefined) overriddenAction(s, c.player, "secure");
    const lore = r.value.last.outcome.lore;
    if (lore !== undefined) gainLore(s, c.player, lore);
    const drawn = r.value.last.outcome.drawn;
    if (drawn !== undefined) drawFromCourt(s, c.player, drawn);
  }
  s.secure = r.value;
  logEvent(s, "secured", c.player, courtStepText(r.value), true);
  return undefined;
}

/**
 * Lore cards taken from the Court (a rule module's: BR p.5 shuffles lore into the campaign Court
 * deck) join the player's lore: persistent powers in their play area (p.21), read by the powers.
 */
function gainLore(s: GameState, player: Colour, lore: readonly string[]): void {
  const p = playerState(s, player);
  if (p === undefined) return;
  const mine = p.lore.slice();
  for (const id of lore) if (mine.indexOf(id) < 0) mine.push(id);
  // A secure or a battle step shares the players with the state before (engine.ts REPLACE_ONLY_COMMANDS):
  // the list and the player's record are replaced, never changed in place.
  s.players = s.players.map((x) => (x.colour === player ? { ...x, lore: mine } : x));
  logEvent(s, "secured", player, `${player} takes ${lore.map((id) => loreName(id)).join(" and ")} into their play area (p.21; BR p.5)`);
}

/**
 * Action cards of a rule module's own suit taken from the Court (court/types.ts "action"): drawn into
 * the hand, and from now on action cards of this game (`actionCards`: the deck's conservation).
 */
function drawFromCourt(s: GameState, player: Colour, cards: readonly string[]): void {
  // Replaced whole, never changed in place (REPLACE_ONLY_COMMANDS, as gainLore).
  s.players = s.players.map((x) => (x.colour === player ? { ...x, hand: x.hand.concat(cards) } : x));
  s.actionCards = s.actionCards.concat(cards.filter((id) => s.actionCards.indexOf(id) < 0));
  logEvent(s, "secured", player, `${player} draws ${cards.join(" and ")} into their hand from the Court`);
}

/** The card effects a When Secured may bring about (cardEffects.ts), sent once it is answered. */
const WHEN_SECURED_EFFECTS: readonly string[] = ["declareByCard", "seizeByCard", "drawFromDiscardBottom"];

/**
 * A waiting When Secured holds the turn (p.13 "Secure"; FAQ "Secure": resolving a Vox card is part
 * of the Secure action): until its securer answers, the securer cannot end the turn or take other
 * actions, and nobody else acts. Only the answer (a `court` step) and the card effects it brings
 * about (asked ahead by the table before it answers) go through. The reason, or undefined.
 */
export function whenSecuredHolds(s: GameState, c: { type: string; player?: unknown }): string | undefined {
  const w = waitingWhenSecured(s.secure);
  if (w === undefined || s.phase !== "play") return undefined;
  const name = courtCardName(w.card);
  const asked = w.prompt === undefined || w.prompt === "" ? "" : `: ${w.prompt}`;
  if (c.player !== w.colour) {
    if (c.type === "court" || c.player === undefined) return undefined;
    return `${w.colour} is resolving the When Secured of ${name}: nobody else acts until then (p.13)${asked}`;
  }
  if (c.type === "court" || WHEN_SECURED_EFFECTS.indexOf(c.type) >= 0) return undefined;
  const what = c.type === "endTurn" ? "cannot end the turn" : "must first choose";
  return `${w.colour} ${what}: the When Secured of ${name} waits for ${w.colour}'s choice (p.13, FAQ "Secure")${asked}`;
}

/** A battle belongs to its attacker's turn: once the turn has passed (or the chapter ended) it is gone. */
export function dropStaleBattle(s: GameState): void {
  const b = s.battle;
  if (b === undefined) return;
  if (s.phase !== "play" || playerInTurn(s) !== b.attacker) s.battle = undefined;
}

/** A finished secure is history once the chapter moves on; a waiting When Secured stays with its securer. */
export function dropStaleSecure(s: GameState): void {
  const sec = s.secure;
  if (sec === undefined) return;
  if (s.phase !== "play" || (sec.step === "done" && playerInTurn(s) !== sec.colour)) s.secure = undefined;
}

/** An action the table saw: an influence, a tax, a build or a repair (src/core/game/actions.ts). */
export function takeAction(s: GameState, c: TakeActionCommand): string | undefined {
  if (REPORTED_ACTIONS.indexOf(c.action) < 0) return `${typeof c.action === "string" ? c.action : "that"} is not influence, tax, build or repair`;
  const card = namedCard(s, c);
  if (typeof card !== "string" && card !== undefined) return card.refusal;
  const none = spendAction(s, c.player, c.action, card);
  if (none !== undefined) return none;
  const on = card === undefined ? "" : ` on ${courtCardName(card)}`;
  logEvent(s, "action", c.player, `${c.player} takes a ${c.action} action${on}`, true);
  if (c.action === "tax") pushTaxReminder(s, c.player);
  return undefined;
}

/**
 * The Court card an influence names (the card the agent went to or came off, as the table read it),
 * or why the action cannot be taken now (onTurnAfterCard) or the command's card is malformed. Only
 * an influence names one.
 */
function namedCard(s: GameState, c: TakeActionCommand | UndoActionCommand): string | { refusal: string } | undefined {
  const turn = onTurnAfterCard(s, c.player, "actions");
  if (turn !== undefined) return { refusal: turn };
  const card: unknown = c.card;
  if (card === undefined) return undefined;
  if (typeof card !== "string" || card === "") return { refusal: "an influence names by id the Court card the agent went to" };
  if (c.action !== "influence") return { refusal: `only an influence goes to a Court card, not a ${c.action}` };
  return card;
}

/** An influence, tax, build or repair taken back on the same turn (FAQ "Rewind / Undo"). */
export function undoActionCommand(s: GameState, c: UndoActionCommand): string | undefined {
  const card = namedCard(s, c);
  if (typeof card !== "string" && card !== undefined) return card.refusal;
  const r = undoAction(s, c.player, c.action, card);
  if (r !== undefined) return r;
  logEvent(s, "action", c.player, `${c.player} takes back a ${c.action} action`, true);
  return undefined;
}

/** The Loyal card among `cards` whose suit is `type` ("You may spend any resources as <type>"), or undefined. */
function loyalFor(cards: readonly string[], type: ResourceType): string | undefined {
  for (const id of cards) {
    const def = courtCard(baseCardOf(id));
    if (def !== undefined && def.loyal && def.ignoresOutrageFor === type) return id;
  }
  return undefined;
}

/**
 * A resource spent in the Prelude (p.17, p.20). With a Loyal card of a suit (BC01, BC07, BC15, BC19,
 * BC21: "You may spend any resources as <type>") it may be spent as that type, and that type's
 * Prelude action ignores Outrage ("You ignore Outrage when spending <type> for its Prelude action").
 */
export function spendResourceCommand(s: GameState, c: SpendResourceCommand): string | undefined {
  const turn = onTurnAfterCard(s, c.player, "Prelude actions");
  if (turn !== undefined) return turn;
  const cards = Array.isArray(c.guildCards) ? c.guildCards.filter((id) => typeof id === "string") : [];
  const as = c.as === undefined ? c.resource : c.as;
  if (RESOURCE_TYPES.indexOf(as) < 0) return `${typeof as === "string" ? as : "that"} is not a resource`;
  const loyal = loyalFor(cards, as);
  if (as !== c.resource && loyal === undefined) {
    return `${c.player} cannot spend ${capitalise(c.resource)} as ${capitalise(as)}: only a Loyal ${capitalise(as)} Guild card allows it`;
  }
  const read = Array.isArray(c.outrage) ? c.outrage.filter((r) => RESOURCE_TYPES.indexOf(r) >= 0) : [];
  const outrage = read.filter((r) => loyalFor(cards, r) === undefined);
  const r = spendResource(s, c.player, as, outrage);
  if (r !== undefined) return r;
  const name = capitalise(c.resource);
  const asText = as === c.resource ? "" : ` as ${capitalise(as)} (${courtCardName(baseCardOf(loyal as string))})`;
  logEvent(s, "action", c.player, outrage.indexOf(as) >= 0
      ? `${c.player} spends ${name}${asText} for no effect: ${capitalise(as)} is Outraged (FAQ "Resources")`
      : `${c.player} spends ${name}${asText} in the Prelude: ${preludeAction(as)} (p.17)`);
  return undefined;
}
