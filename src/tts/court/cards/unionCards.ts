/**
 * The Unions at the table (seed 003 card reference: Admin Union BC04, Construction Union BC05,
 * Spacing Union BC10, Arms Union BC11: "Prelude: You may place this card next to a face-up played
 * <suit> card. When the round ends, draw that card into your hand and discard this card.").
 *
 * A Union in its owner's play area during a chapter carries one "Prelude: beside <card>" button per
 * face-up card of its suit played this round with no Union beside it yet (redrawn as cards are
 * played). A press by the owner sends the core's `cardAction` Prelude naming that card (the core
 * decides: their turn, after their card, before the Prelude is over, a face-up card of the suit, one
 * Union per card) and the script lays the Union on the played card's edge, out of the play area.
 * When the round ends the core puts that card into the Union owner's hand: the table's round-end
 * discard leaves it (turn/bookkeeping.ts) and this room moves it into the hand and the Union to the
 * Court discard pile. The card was played face up, so naming it is public.
 *
 * The Believer's The Young Light, The Prodigal One and The Prophet (F816, F818, F825: the core's
 * campaign/fates/faithful.ts) are Fate-set cards laid the same way beside any played Faithful card,
 * face down too (named by its player: "Blue's Faithful card"): the press opens a dialog on the owner's screen alone
 * listing their non-Event hand cards (asked ahead with the first, so a refused Prelude opens none);
 * the one chosen goes face down onto the action discard, named nowhere else. At the round's end
 * the card goes into the hand and the Guild card back into its owner's play area.
 */
import type { Colour, Suit } from "../../../core/data/vocabulary";
import type { Command, GameState, PlayerState } from "../../../core/game/types";
import { FAITHFUL_GUILDS, faithfulNumber } from "../../../core/campaign/fates/faithful";
import { isEventCard } from "../../../core/campaign/fates/actionDeck";
import { apply } from "../../../core/rules";
import { playerState } from "../../../core/game/rounds";
import { powerCardName } from "../../../core/powers/courtPowers";
import { discardCards } from "../../turn/bookkeeping";
import type { TableState } from "../../../core/court/types";
import { cardName, suitName } from "../../../core/game/util";
import { actionCard } from "../../../core/data/actionCards";
import { moveCard, looseCard } from "../../lib/cards";
import { exposeGlobal } from "../../lib/globals";
import { refuseTo } from "../../lib/chat";
import { actionCardObject, onBoard, gmNotes } from "../../lib/table";
import { handSpot } from "../../setup/places";
import { game, onApplied, submit } from "../../session/session";
import { onRedraw } from "../../session/redraw";
import type { CardButtons } from "../cardButtons";
import { installCardButtonsFor, playAreaOwner, redrawCards, courtPowerOf } from "../cardButtons";
import { decide, ownerClicking, withStanding } from "./captiveCards";
import { ask } from "./farseersCards";
import { removeButtonsWhere, rowButton } from "../buttonKit";
import { toDiscard, toPlayArea } from "../moves";

const CLICK = "arcsUnionBeside_";
/** Plays in a round: one per seat, at most 4 (a seize card is not a play). */
const MAX_PLAYS = 4;

function ours(fn: string): boolean {
  return fn.indexOf(CLICK) === 0;
}

/** The suit of a Union card, or undefined for any other object. */
export function unionSuitOf(o: TTSObject): Suit | undefined {
  const p = courtPowerOf(o);
  return p !== undefined && p.prelude !== undefined && p.prelude.kind === "union" ? p.prelude.suit : undefined;
}

/** A Union's suit, or "faithful" for the Believer's cards (tagged `campaign-guild` by the build, tools/table/campaignDecks.ts). */
type Shape = Suit | "faithful";

function shapeOf(o: TTSObject): Shape | undefined {
  return unionSuitOf(o) ?? (FAITHFUL_GUILDS.indexOf(gmNotes(o)) >= 0 ? "faithful" : undefined);
}

/** The plays (by index in the round) a Union of `suit` may be laid beside now. */
function besideChoices(s: GameState, suit: Shape): number[] {
  const out: number[] = [];
  const r = s.round;
  if (r === undefined) return out;
  const unions = r.unions === undefined ? [] : r.unions;
  r.plays.forEach((p, i) => {
    const info = actionCard(p.card);
    const fits = suit === "faithful" ? faithfulNumber(p.card) > 0 : p.faceUp && info !== undefined && info.suit === suit;
    if (i < MAX_PLAYS && fits && !unions.some((u) => u.card === p.card)) out.push(i);
  });
  return out;
}

/**
 * The Unions lying in a play area, as the zone events and the last full redraw found them: a card
 * play redraws only these (most games have none), never searching the play areas.
 */
let inPlay: TTSObject[] = [];

function remember(card: TTSObject, here: boolean): void {
  // By GUID: whether TTS hands out the same wrapper for an object each time is not documented.
  const guid = card.getGUID();
  const kept = inPlay.filter((o) => !o.isDestroyed() && o.getGUID() !== guid);
  if (here) kept.push(card);
  inPlay = kept;
}

function refreshCard(card: TTSObject, suit: Shape): void {
  removeButtonsWhere(card, ours);
  const s = game();
  const owner = playAreaOwner(card);
  remember(card, owner !== undefined);
  if (s === undefined || s.phase !== "play" || s.round === undefined || owner === undefined || s.seats.indexOf(owner) < 0) return;
  const plays = s.round.plays;
  let row = 0;
  for (const i of besideChoices(s, suit)) {
    const p = plays[i];
    const light = suit === "faithful";
    rowButton(card, CLICK + (i + 1), `Prelude: beside ${light ? p.player + "'s Faithful card" : cardName(p.card)}`, light ? `${owner} discards a card for it` : `${owner} lays this Union beside ${p.player}'s ${cardName(p.card)}: at round end ${owner} draws that card`, row);
    row += 1;
  }
}

const BUTTONS: CardButtons<Shape> = { name: "Union cards", shapeOf, draw: refreshCard };

/** Lays `card` on the played card's edge, out of the play area. */
function layBeside(card: TTSObject, id: string): void {
  card.clearButtons();
  const played = actionCardObject(id);
  if (played !== undefined) card.setPositionSmooth(onBoard(played, 0, 1.2, played.getPosition().y + 0.3), false, true);
}

/** The Believer's card: the owner's non-Event hand cards in a dialog only they see; the trial with the first refuses before it opens. */
function lightPrelude(card: TTSObject, clicker: string, colour: Colour, court: TableState, played: string): void {
  const id = gmNotes(card);
  const hand = (playerState(game() as GameState, colour) as PlayerState).hand.filter((x) => !isEventCard(x));
  const send = (d?: string): Command => withStanding({ type: "cardAction", player: colour, action: { kind: "prelude", choice: { card: id, played, hand: d === undefined ? [] : [d] }, court } }, court);
  const tried = apply(game() as GameState, send(hand[0]));
  if (!tried.ok) return refuseTo(clicker, tried.reason);
  ask(colour, `${powerCardName(id)}: discard which card?`, hand.map((x) => cardName(x)), (i, by) => {
    const d = hand[i - 1];
    if (by !== colour || d === undefined) return;
    const r = submit(send(d));
    if (!r.ok) return refuseTo(colour, r.reason);
    discardCards([d], faithfulNumber(d) > 0 ? "fate-set-card" : "action-card");
    layBeside(card, played);
  });
}

export function onUnionClicked(card: TTSObject, clicker: string, index: number): void {
  const s = game();
  const suit = shapeOf(card);
  const play = s && s.round && s.round.plays[index];
  const who = ownerClicking(card, clicker);
  if (who === undefined || suit === undefined) return;
  if (suit === "faithful") return lightPrelude(card, clicker, who.colour, who.before, play === undefined ? "" : play.card);
  if (play === undefined) {
    refuseTo(clicker, `lay the Union beside a face-up ${suitName(suit)} card played this round`);
    return;
  }
  const after = decide(clicker, who.colour, { kind: "prelude", choice: { card: gmNotes(card), played: play.card }, court: who.before });
  if (after !== undefined) layBeside(card, play.card);
}

/** Round end: each card with a Union beside it into the Union owner's hand, the Union to the Court discard. */
function afterRoundEnd(after: GameState, before: GameState): void {
  // A plain loop: this listener runs after every command (a closure per event costs the Lua VMs).
  const events = after.events;
  let ended = false;
  for (let i = 0; i < events.length && !ended; i++) ended = events[i].kind === "roundEnded";
  if (!ended) return;
  const unions = before.round === undefined || before.round.unions === undefined ? [] : before.round.unions;
  for (const u of unions) {
    const spot = handSpot(u.player);
    if (spot !== undefined) moveCard(faithfulNumber(u.card) > 0 ? "fate-set-card" : "action-card", u.card, { position: spot.position, faceDown: false, yaw: spot.yaw });
    const union = looseCard("court-card", u.union) ?? looseCard("campaign-guild", u.union);
    if (union !== undefined && u.back === true) toPlayArea(union, u.player);
    else if (union !== undefined) toDiscard(union);
  }
}

export function installUnionCards(): void {
  for (let n = 1; n <= MAX_PLAYS; n++) {
    const index = n - 1;
    exposeGlobal(CLICK + n, (card: TTSObject, colour: string) => onUnionClicked(card, colour, index));
  }
  installCardButtonsFor(BUTTONS);
  // The choices follow the round's plays and Unions, which change without any card moving zones:
  // their counts (plays are only ever added in a round) skip the other commands' redraws cheaply,
  // compared as numbers (a key string built from them cost more than the comparison). -1: no round.
  let shownChapter = -1;
  let shownRound = -1;
  let shownPlays = -1;
  let shownUnions = -1;
  onRedraw("Union choices", (full) => {
    const s = game();
    const r = s === undefined || s.phase !== "play" ? undefined : s.round;
    const chapter = s === undefined || r === undefined ? -1 : s.chapter;
    const round = r === undefined ? -1 : r.number;
    const plays = r === undefined ? -1 : r.plays.length;
    const unions = r === undefined ? -1 : r.unions === undefined ? 0 : r.unions.length;
    if (!full && chapter === shownChapter && round === shownRound && plays === shownPlays && unions === shownUnions) return;
    shownChapter = chapter;
    shownRound = round;
    shownPlays = plays;
    shownUnions = unions;
    if (full) {
      inPlay = [];
      redrawCards(BUTTONS);
    }
    else for (const o of inPlay.slice()) if (!o.isDestroyed()) refreshCard(o, shapeOf(o) as Shape);
  });
  onApplied((after, _command, before) => afterRoundEnd(after, before));
}
