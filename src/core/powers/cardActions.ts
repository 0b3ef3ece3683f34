/**
 * The `cardAction` command: a Court card's own action or Prelude taken on the table (Court Enforcers
 * BC14 Abduct, Prison Wardens BC12 Pressgang and Execute, the Interests' Manufacture / Synthesize,
 * Elder Broker's Trade, and every Prelude of courtPowers.ts `prelude`), logged with the table as
 * read so the game log holds it and a replay re-decides it. The outcome is the pure function's
 * (capturePowers.ts, preludePowers.ts): the table calls the same function to know what to move.
 * The game state keeps only what the turn and round need: the action count, Relic Fence's once per
 * turn, a Union beside a played card (round.unions) and Farseers' cards drawn from the discard.
 */
import type { Ambition, Colour } from "../data/vocabulary";
import { AMBITIONS } from "../data/vocabulary";
import { courtCardName } from "../data/court";
import type { AddedCourtCards, TableState } from "../court/types";
import { count } from "../court/types";
import type { Result } from "../result";
import type { GameState, PlayedCard, RoundState } from "../game/types";
import type { CaptiveCount } from "./capturePowers";
import { abduct, execute, pressgang } from "./capturePowers";
import type { ActionKind } from "../game/actions";
import { playAllows, playOf, spendAction, turnActions } from "../game/actions";
import type { PreludeChoice } from "./preludePowers";
import { courtPrelude, declareSteal, gainAction, preludeOf, recover, topmostDiscardedGuild, trade } from "./preludePowers";
import type { CourtPower } from "./courtPowers";
import { courtPower, powerCardName } from "./courtPowers";
import { capitalise, card as actionCard, cardName, logEvent, suitName } from "../game/util";
import { playerState } from "../game/rounds";
import { declareWithoutZero } from "./declarePowers";
import type { GatePieces } from "./gatePowers";
import { GATE_PORTS, gatePortsCapture } from "./gatePowers";
import { loreName } from "../data/lore";
import { bargainSecure } from "../court/secure";

/** The standard action each card action stands in for (card texts: "Abduct (Battle)", "Pressgang (Build)", "Execute (Influence)"). */
const STANDARD_ACTION: { readonly [kind: string]: ActionKind } = { abduct: "battle", pressgang: "build", execute: "influence", gain: "build", trade: "tax", recover: "move" };

export type { CardActionCommand, CardActionStep } from "./cardActionTypes";
import type { CardActionCommand, CardActionStep } from "./cardActionTypes";

/** The table after the card's action, or why it is refused (the same rules the command applies). */
export function cardActionOutcome(player: Colour, a: CardActionStep, added?: AddedCourtCards): Result<TableState> {
  if (a.kind === "abduct") return abduct(a.court, player, a.slot);
  if (a.kind === "pressgang") return pressgang(a.court, player, a.captives, a.gains, a.arrangement);
  if (a.kind === "gain") return gainAction(a.court, player, a.card, a.arrangement);
  if (a.kind === "trade") return trade(a.court, player, a.rival, a.cityType, a.takeSlot, a.giveSlot);
  if (a.kind === "declareSteal") return declareSteal(a.court, player, a.card, a.from, a.guildCard);
  if (a.kind === "recover") return recover(a.court, player, a.card, a.slot);
  if (a.kind === "prelude" || a.kind === "bargain") {
    const r = a.kind === "prelude" ? courtPrelude(a.court, player, a.choice) : bargainSecure(a.court, player, a.card, a.slot, added);
    return r.ok ? { ok: true, value: r.value.table } : r;
  }
  if (a.kind === "gatePorts") {
    const r = gatePortsCapture(a.court, player, a.rival, a.gates);
    return r.ok ? { ok: true, value: r.value.table } : r;
  }
  return execute(a.court, player, a.captives);
}

const KINDS = ["abduct", "pressgang", "execute", "gain", "trade", "prelude", "gatePorts", "declareSteal", "recover", "bargain"];

function captivesText(list: CaptiveCount[]): string {
  let n = 0;
  for (const e of list) n += e.count;
  return n + " Captive(s)";
}

function text(player: Colour, a: Exclude<CardActionStep, { kind: "bargain" }>, before: TableState): string {
  if (a.kind === "abduct") {
    const slot = before.court.row[a.slot];
    let rivals = 0;
    for (const p of before.players) if (p.colour !== player) rivals += count(slot.agents, p.colour);
    return `${player} Abducts ${rivals} Rival agent(s) from ${slot.card === undefined ? "an empty slot" : courtCardName(slot.card)} with ${courtCardName("BC14")}`;
  }
  if (a.kind === "pressgang") return `${player} Pressgangs ${captivesText(a.captives)} for resources with ${courtCardName("BC12")}`;
  if (a.kind === "gain") {
    const p = courtPower(a.card);
    const g = p && p.copyGain;
    return `${player} ${g !== undefined ? `gains 1 ${capitalise(g.resource)} on a Copy to ${g.action}` : `takes ${p === undefined || p.gainAction === undefined ? "an action" : p.gainAction.name}`} with ${powerCardName(a.card)}`;
  }
  if (a.kind === "declareSteal") return `${player} steals ${powerCardName(a.guildCard)} from ${a.from} with ${powerCardName(a.card)}`;
  if (a.kind === "recover") {
    const slot = before.court.row[a.slot];
    return `${player} Recovers with ${powerCardName(a.card)}: ${powerCardName(before.court.discard[topmostDiscardedGuild(before)])} is attached to ${powerCardName(slot.card as string)}`;
  }
  if (a.kind === "trade") return `${player} Trades with ${a.rival} (${courtCardName("BC23")}): takes a ${a.cityType}, gives a resource they lack`;
  if (a.kind === "prelude") return preludeText(player, a.choice);
  if (a.kind === "gatePorts") return `${player} captures 1 of ${a.rival}'s agents with ${loreName(GATE_PORTS)}`;
  return `${player} Executes ${captivesText(a.captives)}: they become Trophies (${courtCardName("BC12")})`;
}

/**
 * Why `player` takes no card action now: during a round, on their turn, after their card; with
 * `prelude` (the card), a Prelude: before it is over, never with a card secured in it (p.20, FAQ
 * "Turn Structure"). A rule module's Prelude asks it too (fates/faithful.ts).
 */
export function cardTurnRefusal(s: GameState, player: Colour, prelude?: string): string | undefined {
  const r = s.round;
  if (s.phase !== "play" || r === undefined) return "a Court card's action is taken on your turn";
  if (r.order[r.turn] !== player) return `it is ${r.order[r.turn]}'s turn, not ${player}'s`;
  if (!r.played) return `${player} must play a card first`;
  if (prelude === undefined) return undefined;
  if (turnActions(s, player).preludeOver) return `${player}'s Prelude is over: it comes before the card's actions, and a battle or secure cannot be rewound (p.20)`;
  const sec = s.secure;
  return sec !== undefined && sec.colour === player && sec.card === prelude ? `${powerCardName(prelude)} was secured in this Prelude: its Prelude waits (p.20, FAQ "Turn Structure")` : undefined;
}

/** `added`: a rule module's Court cards (court/types.ts AddedCourtCards), for a Bargain's secure. */
export function cardAction(s: GameState, c: CardActionCommand, added?: AddedCourtCards): string | undefined {
  const a = c.action;
  if (typeof a !== "object" || a === undefined || KINDS.indexOf(a.kind) < 0) return "that is not a Court card's action";
  if (typeof a.court !== "object" || a.court === undefined || !Array.isArray(a.court.players)) return "a Court card's action needs the table";
  if (a.kind === "gatePorts") return gatePortsCommand(s, c.player, a);
  const turn = cardTurnRefusal(s, c.player, a.kind === "prelude" && typeof a.choice === "object" ? a.choice.card : undefined);
  if (turn !== undefined) return turn;
  if (a.kind === "prelude") return preludeCommand(s, c.player, a);
  if (a.kind === "bargain") {
    // Dealmakers (F103, seed 003): "Bargain (Secure): Choose a Court card that a Rival could secure.
    // They secure it but return agents they would capture. You influence once for each agent they had
    // on the card, then you secure once." It spends a Secure of the turn's count (p.20: a new action
    // "Name (Standard)" takes the standard action's place). The Rival's secure is the Court's
    // (court/secure.ts bargainSecure); the holder's influences (p.13: each on any card in the Court,
    // the refilled one too) and secure are taken at the table as usual, paid by the Bargain: its
    // record in the turn's `cardPreludes`, "F103:<n>", is a source of n influences and 1 secure
    // (game/actions.ts).
    const r = bargainSecure(a.court, c.player, a.card, a.slot, added);
    if (!r.ok) return r.reason;
    const none = spendAction(s, c.player, "secure");
    if (none !== undefined) return none;
    const o = r.value;
    const n = count(a.court.court.row[a.slot].agents, o.rival);
    const t = turnActions(s, c.player);
    s.actions = { ...t, cardPreludes: (t.cardPreludes ?? []).concat([`F103:${n}`]) };
    logEvent(s, "cardAction", c.player, `${c.player} Bargains: ${o.rival} secures ${powerCardName(o.card)}; ${n} influence(s), then a secure`);
    return undefined;
  }
  const p = a.kind === "gain" ? courtPower(a.card) : undefined;
  // The Liaisons' gain and the Guildmasters' steal come with a Copy's action or a declare: no action of the turn.
  const bonus = a.kind === "declareSteal" || (p !== undefined && p.copyGain !== undefined);
  const when = bonus ? fateSetTrigger(s, c.player, (a as { card: string }).card, a.kind) : undefined;
  if (when !== undefined) return when;
  const out = cardActionOutcome(c.player, a);
  if (!out.ok) return out.reason;
  // A new action "Name (Standard)" is taken instead of that standard action, with its pip or
  // resource (p.20, FAQ): it spends one action of the turn's count like the standard one.
  const none = bonus ? undefined : spendAction(s, c.player, STANDARD_ACTION[a.kind]);
  if (none !== undefined) return none;
  // Recorded as a map action paid with the Move (actionTypes.ts), so no ship's drop joins an earlier move.
  if (a.kind === "recover") s.actions = { ...turnActions(s, c.player), mapActs: (turnActions(s, c.player).mapActs ?? []).concat(["move>recover"]) };
  logEvent(s, "cardAction", c.player, text(c.player, a, a.court));
  return undefined;
}

/**
 * Gate Ports (L08): "When Rival ships take a move into a gate you control with a fresh Loyal
 * starport, capture 1 agent of that Rival." Moves are made by hand and not reported, so the holder
 * claims it: during a round, on that Rival's turn after their card (a move is an action), with the
 * gates as read (gatePowers.ts). It takes no action of the holder's. "Once per move" is not checked
 * (no move is reported): players keep to it.
 */
function gatePortsCommand(s: GameState, player: Colour, a: { kind: "gatePorts"; rival: Colour; gates: GatePieces[]; court: TableState }): string | undefined {
  const name = loreName(GATE_PORTS);
  const me = playerState(s, player);
  if (me === undefined) return `${player} is not playing`;
  if (!Array.isArray(me.lore) || me.lore.indexOf(GATE_PORTS) < 0) return `${player} does not hold ${name}: only its holder captures with it`;
  if (s.phase !== "play" || s.round === undefined) return `${name} captures when Rival ships move, during a round`;
  const r = s.round;
  const mover = r.order[r.turn];
  if (mover !== a.rival) return `It is ${mover}'s turn: ${a.rival}'s ships move only on ${a.rival}'s turn (${name})`;
  if (!r.played) return `${a.rival} has not played a card yet: ships move with an action (${name})`;
  const out = gatePortsCapture(a.court, player, a.rival, a.gates);
  if (!out.ok) return out.reason;
  logEvent(s, "cardAction", player, `${player} captures 1 of ${a.rival}'s agents with ${name}: ${a.rival}'s ships moved into gate ${out.value.gate}`);
  return undefined;
}

/**
 * When the Liaisons' gain and the Guildmasters' steal (F405-F409, F417-F421) may be taken, or why
 * not: after a Copy that took the card's action this turn; on the turn its holder declared the card's
 * ambition (a declare is on the declarer's turn); once per turn (`cardPreludes`).
 */
function fateSetTrigger(s: GameState, player: Colour, card: string, kind: string): string | undefined {
  const p = courtPower(card);
  const name = powerCardName(card);
  const r = s.round as RoundState;
  const t = turnActions(s, player);
  const used = t.cardPreludes ?? [];
  if (used.indexOf(card) >= 0) return `${name}: once per turn`;
  const d = p && p.stealsOnDeclare;
  if (kind !== "gain") {
    if (d === undefined || r.declaredBy !== player || r.declaredAmbitions === undefined || r.declaredAmbitions.indexOf(d.ambition) < 0) return `${name}: ${player} has not declared ${d === undefined ? "its ambition" : capitalise(d.ambition)} this round`;
  } else {
    const g = (p as CourtPower).copyGain as { action: ActionKind };
    const play = playOf(r, player);
    if (play === undefined || play.mode !== "copy" || t.taken.indexOf(g.action) < 0 || !(playAllows(play, g.action) || (g.action === "battle" && t.weapon))) return `${name}: ${player} has not Copied to ${g.action} this turn`;
  }
  s.actions = { ...t, cardPreludes: used.concat([card]) };
  return undefined;
}

function preludeText(player: Colour, choice: PreludeChoice): string {
  const name = powerCardName(choice.card);
  const power = courtPower(choice.card);
  const shape = power && power.prelude;
  if (shape === undefined) return `${player} uses ${name}'s Prelude`;
  if (shape.kind === "relicFence") return `${player} discards a resource for a Relic (${name})`;
  if (shape.kind === "attachDeclare") return `${player} attaches ${name} to a Court card with no agents`;
  if (shape.kind === "declare") return `${player} discards ${name} to declare an ambition`;
  if (shape.kind === "union") return `${player} lays ${name} beside ${cardName(choice.played === undefined ? "" : choice.played)}: they draw it when the round ends`;
  // Farseers: the cards discarded from hand are not named (hidden information).
  if (shape.kind === "cycle") {
    const n = Array.isArray(choice.hand) ? choice.hand.length : 0;
    return `${player} discards ${name} and ${n} card(s) from hand, and draws ${n + 1} from the bottom of the action discard pile`;
  }
  const what = shape.kind === "ships" ? `: ${player} places ${shape.where}` : "";
  return `${player} discards ${name} for its Prelude${what}`;
}

/**
 * A Court card's Prelude (p.20): on your turn after your card, before the first pip (FAQ "Turn
 * Structure"), never with a card secured in this Prelude (FAQ), Relic Fence once per turn.
 */
function preludeCommand(s: GameState, player: Colour, a: { kind: "prelude"; choice: PreludeChoice; court: TableState }): string | undefined {
  const choice = a.choice;
  if (typeof choice !== "object" || choice === undefined || typeof choice.card !== "string") return "Name the Guild card whose Prelude you use";
  const t = turnActions(s, player);
  const name = powerCardName(choice.card);
  const shape = preludeOf(a.court, player, choice.card);
  if (!shape.ok) return shape.reason;
  const used = t.cardPreludes === undefined ? [] : t.cardPreludes;
  if (shape.value.kind === "relicFence" && used.indexOf(choice.card) >= 0) return `${name}: once per turn, and ${player} has used it this turn`;
  const round = s.round as RoundState;
  const unions = round.unions === undefined ? [] : round.unions;
  let drawn: string[] = [];
  let hand: string[] = [];
  let discard: string[] = s.discard;
  const ps = playerState(s, player);
  if (shape.value.kind === "union") {
    const suit = shape.value.suit;
    let play: PlayedCard | undefined = undefined;
    for (const p of round.plays) if (p.card === choice.played) play = p;
    const info = play && actionCard(play.card);
    if (play === undefined || info === undefined) return `${name}: lay it beside a face-up ${suitName(suit)} card played this round`;
    if (!play.faceUp || info.suit !== suit) return `${name}: lay it beside a face-up ${suitName(suit)} card, not ${play.faceUp ? cardName(play.card) : "a face-down card"}`;
    for (const u of unions) if (u.card === play.card) return `${cardName(play.card)} already has ${powerCardName(u.union)} beside it`;
  } else if (shape.value.kind === "cycle") {
    if (ps === undefined) return `${player} is not playing`;
    const list = Array.isArray(choice.hand) ? choice.hand : [];
    hand = ps.hand.slice();
    for (const id of list) {
      const at = hand.indexOf(id);
      if (at < 0) return `${name}: discard only cards from your hand`;
      hand.splice(at, 1);
    }
    const n = list.length + 1;
    const pile = list.slice().reverse().concat(s.discard);
    // The discard is top first: its bottom is the end (the cards just discarded go on top).
    drawn = pile.slice(Math.max(0, pile.length - n));
    discard = pile.slice(0, Math.max(0, pile.length - n));
  }
  const out = courtPrelude(a.court, player, choice);
  if (!out.ok) return out.reason;
  logEvent(s, "cardAction", player, preludeText(player, choice));
  // The Liaisons (F405-F409): "attach this ... to declare the <ambition> ambition"; Lesser Regent (F121) "discard this to
  // declare any ambition" (no zero marker, as Populist Demands).
  const sv = shape.value;
  const declared = sv.kind === "attachDeclare" ? sv.ambition : sv.kind === "declare" ? choice.ambition : undefined;
  if (sv.kind === "declare" && AMBITIONS.indexOf(declared as Ambition) < 0) return `${name}: name the ambition you declare`;
  const no = declared && declareWithoutZero(s, player, declared, `with ${name}`);
  if (no !== undefined) return `${name}: ${no}`;
  // The state is a shallow copy of the one before (engine.ts): whole fields are replaced, never changed in place.
  s.actions = shape.value.kind === "relicFence" ? { ...t, prelude: true, cardPreludes: used.concat([choice.card]) } : { ...t, prelude: true };
  if (shape.value.kind === "union") s.round = { ...round, unions: unions.concat([{ player, union: choice.card, card: choice.played as string }]) };
  if (shape.value.kind === "cycle") {
    const mine = hand.concat(drawn);
    s.players = s.players.map((p) => (p.colour === player ? { ...p, hand: mine } : p));
    s.discard = discard;
  }
  return undefined;
}

