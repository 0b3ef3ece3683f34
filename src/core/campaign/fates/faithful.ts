/**
 * The Believer's Faithful suit in card play (seed 003), a rule module behind the campaign's rules:
 * the Laws hold while they lie in the rules booklet (BR p.9).
 * - The 9 Faithful action cards F804-F812 are numbered 1-9 in id order: F801A step 2 stacks them
 *   "in number order so the '1' card is on the bottom and the '9' card is on the top" (the seed
 *   prints no text for them, and no pips: docs/rules-decisions-campaign.md "Faithful cards").
 * - F813 Faithful Cards: a Faithful card secured from the Court is drawn into the hand (the Court's
 *   "action" kind, courtCards.ts); played face up it is placed on its Zeal side (move, influence,
 *   battle, tax) or its Wisdom side (build, repair, secure); only a Faithful card on the same side
 *   Surpasses a Faithful card (a Pivot to the other side stays open); a Faithful "7" that Surpasses
 *   does not seize the initiative. Its number of actions is not printed in the sources, so a lead or
 *   Surpass with one keeps no limit on them (OwnSuitPlay.uncounted), said in the play's log line;
 *   a Copy or Pivot gives one action as ever (p.10).
 * - F814 Pluralistic Faith: a led Faithful card may declare any ambition.
 * - F823 Doctrinal Faith, F828 Repressed Faith, F830 Dominant Faith: Faithful cards are played on the
 *   Doctrine's side (`campaign.doctrine`, tucked by F820A, flipped with `setDoctrine`); a led Faithful
 *   card declares any ambition but for their Ideal limits (idealCheck, with the Ideal markers the
 *   table reads on the ambition boxes and sends with a declare; the core holds none).
 * - F802 Faithful Disciples: "If you play a Faithful action card and declare an ambition you're
 *   winning, gain one more action pip." Read in the declarer's play area as the table sends it with
 *   a declare or a card's declare (`playArea`, as fates/oaths.ts) with the table's counts
 *   (`snapshot`, the chapter scoring's read): "winning" is first place in the declared ambition as
 *   the scoring would count it just after the marker is placed (p.18: tied for first is not first).
 *   The pip is one more action of the play (a Faithful Pivot's or Copy's 1 becomes 2); a Faithful
 *   lead's or Surpass's actions are not counted, so there it is said and keeps no limit.
 * - The Young Light F816, The Prodigal One F818, The Prophet F825 (Psionic Guild cards): "Prelude: You
 *   may discard 1 non-Event action card to place this card next to a played Faithful card. (Even one
 *   that's face down!) When the round ends, draw it into your hand and take this card." A `cardAction`
 *   Prelude naming the card (held in the play area the command's Court shows), the played Faithful
 *   card (any player's, a face-down Copy too: a Faithful card's back is its Fate Set's; named by its
 *   player, one play each) and the card
 *   discarded from the hand (face down onto the action discard, never named); it lies beside that
 *   card as a Union does (`round.unions`, `back`: the round's end draws the card into its holder's
 *   hand and the holder takes this card back into their play area, rounds.ts endRound).
 * - F803 Spreading the Faith's Teach (Influence): its own `teach` command (below); F831 Breaking the
 *   Faith's `removeIdeal` (fates/breakingFaith.ts).
 */
import type { Colour } from "../../data/vocabulary";
import type { ActionKind } from "../../game/actionTypes";
import type { Command, DeclareByCardCommand, DeclareCommand, FollowCommand, GameState, LeadCommand, OwnSuitPlay, PlayedCard, PlayerState, RoundState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import { followEffect, playerState, roundTurnRefusal } from "../../game/rounds";
import { playOf } from "../../game/actions";
import { uncounted } from "../../game/playActions";
import { scoreAmbition, snapshotRefusal } from "../../game/scoring";
import { pushPlayReminders } from "../../powers/playReminders";
import { capitalise, cardName, without, logEvent } from "../../game/util";
import type { CampaignState } from "../types";
import type { FaithfulSide, SetDoctrineCommand, TeachCommand } from "../fateCommandTypes";
import { lawInForce } from "./laws";
import type { CardActionStep } from "../../powers/cardActionTypes";
import { cardTurnRefusal } from "../../powers/cardActions";
import { guildCardFacts, powerCardName } from "../../powers/courtPowers";
import { playerIndex } from "../../court/types";
import type { CourtSlot } from "../../court/types";
import { spendAction, turnActions } from "../../game/actions";
import { system } from "../../data/map";
import { isEventCard } from "./actionDeck";
import { removeIdeal } from "./breakingFaith";

/** The 9 Faithful action cards, "1" to "9" (F801A step 2: cards 04-12 stacked in number order). */
export const FAITHFUL_CARDS: readonly string[] = ["F804", "F805", "F806", "F807", "F808", "F809", "F810", "F811", "F812"];

/** A Faithful card's number (1-9), or 0 for any other card. */
export function faithfulNumber(id: unknown): number {
  return typeof id === "string" ? FAITHFUL_CARDS.indexOf(id) + 1 : 0;
}

const SIDES: { readonly [side: string]: { name: string; kinds: readonly ActionKind[]; card: string } } = {
  zeal: { name: "Zeal", kinds: ["move", "influence", "battle", "tax"], card: "F822A" },
  wisdom: { name: "Wisdom", kinds: ["build", "repair", "secure"], card: "F822B" },
};

/** The Laws that put Faithful cards on the Doctrine's side, front first (F830 is tucked in front of F823). */
const DOCTRINE_LAWS: readonly { law: string; name: string }[] = [
  { law: "F830", name: "Dominant Faith" },
  { law: "F828", name: "Repressed Faith" },
  { law: "F823", name: "Doctrinal Faith" },
];

/** "Faithful 5 (F808)". */
export function faithfulName(id: string): string {
  return `Faithful ${faithfulNumber(id)} (${id})`;
}

/** The side of a play of a Faithful card (or of a Copy of one), from its own suit's name. */
function sideOf(play: PlayedCard): FaithfulSide | undefined {
  if (play.own === undefined) return undefined;
  return play.own.name === SIDES.zeal.name ? "zeal" : "wisdom";
}

function own(side: FaithfulSide, number?: number): OwnSuitPlay {
  const out: OwnSuitPlay = { name: SIDES[side].name, kinds: SIDES[side].kinds.slice() };
  if (number !== undefined) {
    out.number = number;
    out.uncounted = true;
  }
  return out;
}

/** "Zeal actions (move, influence, battle or tax)" (the table's side buttons say it too). */
export function sideText(side: FaithfulSide): string {
  const k = SIDES[side].kinds;
  return `${SIDES[side].name} actions (${k.slice(0, k.length - 1).join(", ")} or ${k[k.length - 1]})`;
}

const NOT_COUNTED = "not counted (no pips printed: count them yourselves)";

function doctrineLaw(c: CampaignState): { law: string; name: string } | undefined {
  for (const d of DOCTRINE_LAWS) if (lawInForce(c, d.law)) return d;
  return undefined;
}

/** The side a Faithful card is played on, or why not (F813; the Doctrine's side under F823/F828/F830). */
function sideOrRefusal(c: CampaignState, id: string, side: unknown): FaithfulSide | string {
  if (side !== "zeal" && side !== "wisdom") return `play ${faithfulName(id)} on its Zeal or its Wisdom side (F813)`;
  const law = doctrineLaw(c);
  const doctrine = c.doctrine;
  if (law !== undefined && doctrine !== undefined && side !== doctrine) {
    return `Faithful cards play on the Doctrine's side, ${SIDES[doctrine].name}, not ${SIDES[side].name} (${law.name}, ${law.law})`;
  }
  return side;
}

/** A lead or follow refused: not their turn, not theirs to lead (or to follow), a card played, or the card not in their hand. */
function turnRefusal(s: GameState, c: LeadCommand | FollowCommand): string | undefined {
  const t = roundTurnRefusal(s, c.player);
  if (t !== undefined) return t;
  const round = s.round as RoundState;
  const lead = c.type === "lead";
  if (lead && round.turn !== 0) return `${c.player} does not lead this round: ${round.order[0]} led; Surpass, Copy or Pivot instead`;
  if (!lead && round.turn === 0) return `${c.player} holds the initiative and must lead (or pass), not follow`;
  if (round.played) return `${c.player} has already ${lead ? "led" : "played"} a card this turn`;
  const p = playerState(s, c.player);
  return p === undefined || p.hand.indexOf(c.card) < 0 ? `${c.player} does not hold ${c.card}` : undefined;
}

/** Puts the card from the hand into the round's plays (the copy of a card play: rounds.ts). */
function played(s: GameState, round: RoundState, play: PlayedCard, text: string): void {
  const p = playerState(s, play.player);
  if (p !== undefined) p.hand = without(p.hand, play.card);
  round.plays.push(play);
  round.played = true;
  s.events.push(play.mode === "copy" ? { kind: "followed", player: play.player, text } : { kind: play.mode === "lead" ? "led" : "followed", player: play.player, card: play.card, text });
  pushPlayReminders(s, play.player);
}

function leadFaithful(s: GameState, c: LeadCommand): string | undefined {
  const t = turnRefusal(s, c);
  if (t !== undefined) return t;
  const round = s.round as RoundState;
  const side = sideOrRefusal(s.campaign as CampaignState, c.card, c.side);
  if (side !== "zeal" && side !== "wisdom") return side;
  const n = faithfulNumber(c.card);
  round.leadNumber = n;
  s.passStreak = [];
  const campaign = s.campaign as CampaignState;
  const leadOwn = own(side, n);
  // F814, and the Doctrine Laws whose Ideal limits are the players': any ambition (declareWithFaithful).
  if (lawInForce(campaign, "F814") || doctrineLaw(campaign) !== undefined) leadOwn.declares = "any";
  played(s, round, { player: c.player, card: c.card, mode: "lead", faceUp: true, actions: 0, actionSuit: "own", own: leadOwn },
    `${c.player} leads ${faithfulName(c.card)} on its ${SIDES[side].name} side: ${sideText(side)}, ${NOT_COUNTED}`);
  return undefined;
}

/** The base Surpass, Copy or Pivot's effect, where it reads no card it does not know (rounds.ts followEffect). */
function baseFollow(s: GameState, round: RoundState, c: FollowCommand): undefined {
  followEffect(s, round, c);
  return undefined;
}

function followFaithful(s: GameState, c: FollowCommand): string | undefined {
  const t = turnRefusal(s, c);
  if (t !== undefined) return t;
  const round = s.round as RoundState;
  const lead = round.plays[0];
  const leadSide = sideOf(lead);
  const n = faithfulNumber(c.card);
  if (c.mode === "copy") {
    if (c.side !== undefined) return "a Copy is played face down: it has no side";
    // On a base lead, the base Copy (it reads no card but the lead's).
    if (leadSide === undefined) return baseFollow(s, round, c);
    const play: PlayedCard = { player: c.player, card: c.card, mode: "copy", faceUp: false, actions: 1, actionSuit: "own", own: own(leadSide) };
    played(s, round, play, `${c.player} Copies with a face-down card: 1 ${SIDES[leadSide].name} action`);
    return undefined;
  }
  if (c.mode !== "surpass" && c.mode !== "pivot") return "a card is followed by Surpass, Copy or Pivot";
  if (n === 0) {
    // A card of the base deck on a Faithful lead: it Pivots as ever (it cannot Surpass, F813).
    if (c.mode === "surpass") return `${cardName(c.card)} cannot Surpass a Faithful card (F813): Copy or Pivot with it`;
    return c.side !== undefined ? `${cardName(c.card)} has no Zeal or Wisdom side` : baseFollow(s, round, c);
  }
  const side = sideOrRefusal(s.campaign as CampaignState, c.card, c.side);
  if (side !== "zeal" && side !== "wisdom") return side;
  const name = `${faithfulName(c.card)} on its ${SIDES[side].name} side`;
  if (c.mode === "surpass") {
    if (leadSide === undefined) return `${name} cannot Surpass: it is not of the lead suit`;
    if (side !== leadSide) return `${name} does not Surpass the lead's ${SIDES[leadSide].name}: Pivot to ${SIDES[side].name} instead (F813)`;
    if (n <= round.leadNumber) return `a Faithful ${n} does not surpass the lead's ${round.leadNumber}`;
    const seven = n === 7 ? "; a Faithful 7 does not seize the initiative (F813)" : "";
    played(s, round, { player: c.player, card: c.card, mode: "surpass", faceUp: true, actions: 0, actionSuit: "own", own: own(side, n) },
      `${c.player} Surpasses with ${name}: ${sideText(side)}, ${NOT_COUNTED}${seven}`);
    return undefined;
  }
  if (side === leadSide) return `${name} is on the lead's side (${SIDES[side].name}): Surpass or Copy with it, not Pivot (F813)`;
  played(s, round, { player: c.player, card: c.card, mode: "pivot", faceUp: true, actions: 1, actionSuit: "own", own: own(side) },
    `${c.player} Pivots with ${name}: 1 ${SIDES[side].name} action`);
  return undefined;
}

/** A declaration with a led Faithful card: the base rules', then the Law that let it declare, said. */
function declareWithFaithful(s: GameState, c: DeclareCommand, next: RuleStep<Command>): string | undefined {
  const lead = (s.round as RoundState).plays[0].card;
  const campaign = s.campaign as CampaignState;
  const law = doctrineLaw(campaign);
  const plural = lawInForce(campaign, "F814");
  const r = next(s, c);
  if (r !== undefined) return !plural && law === undefined && r === `${lead} declares no ambition` ? `${faithfulName(lead)} declares only under Pluralistic Faith (F814) or a Doctrine Law` : r;
  const why = plural ? "Pluralistic Faith (F814), as a 7" : law === undefined ? "" : `${law.name} (${law.law})`;
  logEvent(s, "declared", c.player, `${c.player} declares ${capitalise(c.ambition)} with ${faithfulName(lead)}: ${why}`);
  return undefined;
}

/** A Doctrine side refused (`setDoctrine`, F821 and F827 in the Edicts: fates/edictChoices.ts). */
export const DOCTRINE_SIDES = "the Doctrine shows its Zeal side (F822A) or its Wisdom side (F822B)";

/** `setDoctrine`: the table says the Doctrine card was flipped by hand (F829A step 3; F821 and F827 are the Edicts', fates/edictChoices.ts). */
function setDoctrine(s: GameState, c: SetDoctrineCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  if (s.seats.indexOf(c.player) < 0) return `${c.player} is not playing`;
  if (c.side !== "zeal" && c.side !== "wisdom") return DOCTRINE_SIDES;
  if (campaign.doctrine === undefined && doctrineLaw(campaign) === undefined && !lawInForce(campaign, "F821") && !lawInForce(campaign, "F827")) return "the Doctrine card is not in play yet (F820A)";
  s.campaign = { ...campaign, doctrine: c.side };
  s.events.push({ kind: "booklet", player: c.player, card: SIDES[c.side].card, text: `${c.player} flips the Doctrine card to its ${SIDES[c.side].name} side (${SIDES[c.side].card}): Faithful cards play on that side` });
  return undefined;
}

function leadIsFaithful(s: GameState): boolean {
  const r = s.round;
  return r !== undefined && r.plays.length > 0 && faithfulNumber(r.plays[0].card) > 0;
}

/** The Believer's Guild cards laid beside a played Faithful card (F816, F818, F825). */
export const FAITHFUL_GUILDS: readonly string[] = ["F816", "F818", "F825"];

/** F816, F818, F825's Prelude (above): refused in the game's words, or the card laid beside the played Faithful card. */
function besideFaithful(s: GameState, player: Colour, a: Extract<CardActionStep, { kind: "prelude" }>): string | undefined {
  const id = a.choice.card;
  const name = powerCardName(id);
  const when = cardTurnRefusal(s, player, id);
  if (when !== undefined) return when;
  const r = s.round as RoundState;
  const unions = r.unions ?? [];
  const pi = playerIndex(a.court, player);
  if (pi < 0 || a.court.players[pi].guildCards.indexOf(id) < 0) return player + " does not have " + name + " in their play area: only its owner uses its Prelude";
  const play = r.plays.filter((p) => p.card === a.choice.played && faithfulNumber(p.card) > 0)[0];
  if (play === undefined) return `${name}: lay it beside a Faithful card played this round`;
  for (const u of unions) if (u.union === id || u.card === play.card) return `${powerCardName(u.union)} already lies beside a played card`;
  const me = playerState(s, player) as PlayerState;
  const hand = a.choice.hand;
  const d = Array.isArray(hand) && hand.length === 1 ? hand[0] : "";
  if (me.hand.indexOf(d) < 0 || isEventCard(d)) return `${name}: discard 1 non-Event action card from your hand`;
  s.actions = { ...turnActions(s, player), prelude: true };
  s.round = { ...r, unions: unions.concat([{ player, union: id, card: play.card, back: true }]) };
  s.players = s.players.map((p) => (p === me ? { ...p, hand: without(p.hand, d) } : p));
  s.discard = [d].concat(s.discard);
  s.events.push({ kind: "cardAction", player, text: `${player} discards a card and lays ${name} beside ${play.player}'s Faithful card: drawn at round end` });
  return undefined;
}

/** The number of the top card of a Faithful stack: the highest Faithful card among `ids` (F801A stacks 1 to 9), 0 when none. */
export function stackTop(ids: readonly string[]): number {
  let top = 0;
  for (const id of ids) if (faithfulNumber(id) > top) top = faithfulNumber(id);
  return top;
}

/**
 * F803 Spreading the Faith, "Teach (Influence): Attach the top Faithful action card from its stack to a
 * Guild card in the Court whose suit matches a planet with a Loyal city. If you do, scrap the bottom
 * non-Event action card from the discard pile. (Continue past Events.)" On the holder's turn after
 * their card, an Influence of the turn (p.20); the stack and F803 read in their play area, the slot's
 * card (no attached card, BR p.27) in the Court row and their cities on the map as the table shows them.
 */
function teach(s: GameState, c: TeachCommand): string | undefined {
  const t = cardTurnRefusal(s, c.player);
  if (t !== undefined) return t;
  const area = c.playArea;
  const top = Array.isArray(area) && area.indexOf("F803") >= 0 ? stackTop(area) : 0;
  if (top === 0) return "Teach: F803 and a Faithful stack in your play area";
  const at = Array.isArray(c.row) && typeof c.slot === "number" ? c.row[c.slot] : undefined;
  const g = at === undefined || at.card === undefined || at.attached !== undefined ? undefined : guildCardFacts(at.card);
  if (g === undefined || !Array.isArray(c.cities) || !c.cities.some((id) => system(id)?.resource === g.suit)) return "Teach: a Guild card with no attached card, of a planet type with your city (F803)";
  const none = spendAction(s, c.player, "influence");
  if (none !== undefined) return none;
  let i = s.discard.length - 1;
  while (i >= 0 && isEventCard(s.discard[i])) i -= 1;
  const gone = s.discard[i] ?? "";
  s.discard = without(s.discard, gone);
  s.actionCards = without(s.actionCards, gone);
  logEvent(s, "cardAction", c.player, `${c.player} Teaches: Faithful ${top} on ${powerCardName((at as CourtSlot).card as string)}; ${i < 0 ? "no" : "an"} action card scrapped`);
  return undefined;
}

/** The Faithful cards are played while F813 lies in the booklet; without it they are no action cards of the game. */
function faithfulRules(s: GameState, c: Command, next: RuleStep<Command>): string | undefined {
  const { type } = c;
  if (type === "setDoctrine") return setDoctrine(s, c);
  if (type === "teach") return teach(s, c);
  if (type === "removeIdeal") return removeIdeal(s, c);
  const a = type === "cardAction" && typeof c.action === "object" ? c.action : undefined;
  if (a !== undefined && a.kind === "prelude" && typeof a.choice === "object" && FAITHFUL_GUILDS.indexOf(a.choice.card) >= 0 && Array.isArray(a.court?.players)) return besideFaithful(s, (c as Extract<Command, { type: "cardAction" }>).player, a);
  if (type !== "lead" && type !== "follow" && type !== "seize" && type !== "declare") return next(s, c);
  const faithful = type !== "declare" && faithfulNumber(c.card) > 0;
  const onFaithful = type !== "lead" && leadIsFaithful(s);
  const side = type === "lead" || type === "follow" ? c.side : undefined;
  if (!faithful && !onFaithful) return side === undefined ? next(s, c) : `${cardName((c as LeadCommand).card)} is no Faithful card: it has no Zeal or Wisdom side`;
  if (faithful && !lawInForce(s.campaign as CampaignState, "F813")) return `Faithful cards play only with Faithful Cards (F813) in the booklet`;
  if (type === "lead") return leadFaithful(s, c);
  if (type === "follow") return followFaithful(s, c);
  // A Faithful card as the extra face-down seize card: the base seize, which takes any action card of the game.
  if (type === "seize") return next(s, c);
  return declareWithFaithful(s, c, next);
}

/**
 * The Doctrine's Ideal limits on a declare (F822A/B, F823, F828, F830), while a Doctrine Law is in the
 * booklet (BR p.9), read in the Ideal markers the table sent (`ideals`; unsent, the players'): with a
 * Faithful card played this turn, an ambition with an Ideal not the Doctrine's is refused, one with
 * none takes the Doctrine's (`{ takes }`) or, under Repressed Faith, is refused; with another
 * card, an ambition with an Ideal is refused under Dominant Faith. A refusal is its reason.
 */
function idealCheck(s: GameState, d: DeclareCommand | DeclareByCardCommand): string | { takes: FaithfulSide } | undefined {
  const c = s.campaign as CampaignState;
  const law = doctrineLaw(c);
  const doctrine = c.doctrine;
  const play = playOf(s.round, d.player);
  if (law === undefined || doctrine === undefined || !Array.isArray(d.ideals) || play === undefined) return undefined;
  const a = capitalise(d.ambition);
  const marks = d.ideals.filter((i) => i.at === d.ambition);
  if (faithfulNumber(play.card) === 0) return lawInForce(c, "F830") && marks.length > 0 ? `${a} has an Ideal: only a Faithful card declares it (Dominant Faith, F830)` : undefined;
  const other = marks.filter((i) => i.side !== doctrine)[0];
  const no = ": a Faithful card cannot declare it";
  if (other !== undefined) return `${a} has the ${SIDES[other.side].name} Ideal, not the Doctrine's${no} (${law.name}, ${law.law})`;
  if (marks.length > 0) return undefined;
  return lawInForce(c, "F828") ? `${a} has no Ideal${no} (Repressed Faith, F828)` : { takes: doctrine };
}

/** F802 around a declare by its holder, the table's counts sent with it (above). */
function disciples(s: GameState, c: Command, next: RuleStep<Command>): string | undefined {
  const d = c.type === "declare" || c.type === "declareByCard" ? c : undefined;
  const snap = d === undefined || !Array.isArray(d.playArea) || d.playArea.indexOf("F802") < 0 ? undefined : d.snapshot;
  if (d === undefined || snap === undefined) return faithfulRules(s, c, next);
  const r = snapshotRefusal(s, snap) ?? faithfulRules(s, c, next);
  const play = playOf(s.round, d.player);
  if (r !== undefined || play === undefined || faithfulNumber(play.card) === 0) return r;
  const won = scoreAmbition(s, snap, d.ambition);
  if (won === undefined || won.first !== d.player) return undefined;
  if (!uncounted(play)) play.actions += 1;
  logEvent(s, "declared", d.player, `${d.player} is winning ${capitalise(d.ambition)}: +1 action pip (Faithful Disciples, F802)`);
  return undefined;
}

export const faithfulCards: RuleModule<Command> = {
  id: "fate:Believer's Faithful cards",
  inForce: (s: GameState) => s.campaign !== undefined,
  /** The Ideal limits first (idealCheck); a declared ambition that takes the Doctrine's Ideal is said with its Doctrine card, for the table to lay the marker. */
  apply: (s: GameState, c: Command, next: RuleStep<Command>): string | undefined => {
    const d = c.type === "declare" || c.type === "declareByCard" ? c : undefined;
    const ideal = d === undefined ? undefined : idealCheck(s, d);
    if (typeof ideal === "string") return ideal;
    const r = disciples(s, c, next);
    if (r === undefined && d !== undefined && ideal !== undefined) {
      const x = SIDES[ideal.takes];
      s.events.push({ kind: "declared", player: d.player, card: x.card, text: `${capitalise(d.ambition)} takes a ${x.name} Ideal marker (${x.card})` });
    }
    return r;
  },
};
