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
 */
import type { Suit } from "../../../core/data/vocabulary";
import type { GameState } from "../../../core/game/types";
import { cardName, suitName } from "../../../core/game/util";
import { actionCard } from "../../../core/data/actionCards";
import { moveCard, looseCard } from "../../lib/cards";
import { exposeGlobal } from "../../lib/globals";
import { refuseTo } from "../../lib/chat";
import { actionCardObject, onBoard } from "../../lib/table";
import { handSpot } from "../../setup/places";
import { game, onApplied } from "../../session/session";
import { onRedraw } from "../../session/redraw";
import type { CardButtons } from "../cardButtons";
import { installCardButtonsFor, playAreaOwner, redrawCards, courtPowerOf } from "../cardButtons";
import { decide, ownerClicking } from "./captiveCards";
import { removeButtonsWhere, rowButton } from "../buttonKit";
import { toDiscard } from "../moves";

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

/** The plays (by index in the round) a Union of `suit` may be laid beside now. */
function besideChoices(s: GameState, suit: Suit): number[] {
  const out: number[] = [];
  const r = s.round;
  if (r === undefined) return out;
  const unions = r.unions === undefined ? [] : r.unions;
  r.plays.forEach((p, i) => {
    const info = actionCard(p.card);
    if (i < MAX_PLAYS && p.faceUp && info !== undefined && info.suit === suit && !unions.some((u) => u.card === p.card)) out.push(i);
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

function refreshCard(card: TTSObject, suit: Suit): void {
  removeButtonsWhere(card, ours);
  const s = game();
  const owner = playAreaOwner(card);
  remember(card, owner !== undefined);
  if (s === undefined || s.phase !== "play" || s.round === undefined || owner === undefined || s.seats.indexOf(owner) < 0) return;
  const plays = s.round.plays;
  let row = 0;
  for (const i of besideChoices(s, suit)) {
    rowButton(card, CLICK + (i + 1), `Prelude: beside ${cardName(plays[i].card)}`, `${owner} lays this Union beside ${plays[i].player}'s ${cardName(plays[i].card)}: when the round ends ${owner} draws that card and discards the Union`, row);
    row += 1;
  }
}

const BUTTONS: CardButtons<Suit> = { name: "Union cards", shapeOf: (o) => unionSuitOf(o), draw: (card, suit) => refreshCard(card, suit) };

export function onUnionClicked(card: TTSObject, clicker: string, index: number): void {
  const s = game();
  const suit = unionSuitOf(card);
  const play = s === undefined || s.round === undefined ? undefined : s.round.plays[index];
  const who = ownerClicking(card, clicker);
  if (who === undefined || suit === undefined) return;
  if (play === undefined) {
    refuseTo(clicker, `lay the Union beside a face-up ${suitName(suit)} card played this round`);
    return;
  }
  const after = decide(clicker, who.colour, { kind: "prelude", choice: { card: card.getGMNotes(), played: play.card }, court: who.before });
  if (after === undefined) return;
  card.clearButtons();
  const played = actionCardObject(play.card);
  if (played !== undefined) {
    const p = played.getPosition();
    card.setPositionSmooth(onBoard(played, 0, 1.2, p.y + 0.3), false, true);
  }
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
    if (spot !== undefined) moveCard("action-card", u.card, { position: spot.position, faceDown: false, yaw: spot.yaw });
    const union = looseCard("court-card", u.union) ?? looseCard("campaign-guild", u.union);
    if (union !== undefined) toDiscard(union);
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
    else for (const o of inPlay.slice()) if (!o.isDestroyed()) refreshCard(o, unionSuitOf(o) as Suit);
  });
  onApplied((after, _command, before) => afterRoundEnd(after, before));
}
