/**
 * Farseers (BC17) at the table (seed 003 card reference): "When you declare an ambition, look at a
 * Rival's hand. You may swap 1 card with them. Prelude: You may discard this and any number of cards
 * from your hand. Draw the same number of cards (including Farseers) from the bottom of the action
 * discard pile."
 *
 * Hands are hidden information, and the XML UI, a button's label and public chat reach every
 * client: no hand card is ever written there. The cards are shown in TTS's options dialog,
 * `Player[colour].showOptionsDialog(description, options, default, callback)`, on the owner's
 * screen alone (docs/tts-behaviour.md); its callback names the colour that answered.
 *
 * - "Farseers: look at <Rival>'s hand" (one button per Rival on the card in its owner's play area):
 *   the core's `farseersSwap` look (after the owner's own declaration, on their turn, one Rival); a
 *   dialog shows that hand to the owner, who picks the card to take (Cancel: no swap), then a second
 *   dialog the card to give; the core swaps (`farseersSwap` with `take`/`give`) and the script moves
 *   the two cards between the hand zones. Each of the two is told privately what changed hands;
 *   everyone else reads the core's event, which names no card.
 * - "Prelude: discard cards" : a dialog lists the owner's hand; each pick adds a card to discard,
 *   the first option finishes: the core's `cardAction` Prelude (`hand`) decides, the script discards
 *   Farseers to the Court discard, the chosen cards face down onto the action discard, and the cards
 *   drawn from its bottom into the hand; only the owner is told which.
 *
 * Informants' Spy and Mind Managers' Manipulate (Fate-set Guild cards) use the same dialogs (below).
 *
 * A dialog's answer is checked against the choice it belongs to (a newer press or a load makes an
 * older dialog's answer stale: it is ignored). A choice in progress is not saved: TTS cannot keep a
 * dialog open across a load, so the owner presses the button again.
 */
import type { Colour } from "../../../core/data/vocabulary";
import { COLOURS } from "../../../core/data/vocabulary";
import { courtCardName } from "../../../core/data/court";
import { cardName } from "../../../core/game/util";
import { apply } from "../../../core/rules";
import { SPY, highest } from "../../../core/campaign/fates/handCards";
import type { Command, FarseersSwapCommand, GameState } from "../../../core/game/types";
import { playerIndex } from "../../../core/court/types";
import type { TableState } from "../../../core/court/types";
import { farseersAmong, farseersRefusal, farseersSwapText } from "../../../core/powers/farseers";
import { refuseTo, tell } from "../../lib/chat";
import { moveCard } from "../../lib/cards";
import { exposeGlobal } from "../../lib/globals";
import { colourZone, objectsIn } from "../../lib/pieceTags";
import { above, find, gmNotes } from "../../lib/table";
import { game, submit } from "../../session/session";
import { handSpot } from "../../setup/places";
import { installCardButtonsFor, chapterOwnerToDraw, isCourtCardObject, exposeCardClicks } from "../cardButtons";
import { ownerClicking, withStanding } from "./captiveCards";
import { rowButton } from "../buttonKit";
import { toDiscard } from "../moves";
import { readCourtTable } from "../table";
import { protect } from "../../lib/guard";

const LOOK = "arcsFarseersLook_";
const CYCLE = "arcsFarseersPrelude";
const NAME = courtCardName("BC17");

function ours(fn: string): boolean {
  return fn.indexOf(LOOK) === 0 || fn === CYCLE;
}

function isFarseers(o: TTSObject): boolean {
  return isCourtCardObject(o) && farseersAmong([gmNotes(o)]) !== undefined;
}

/** The choice being made through dialogs: whose, which step; `n` tells a stale dialog's answer apart. */
interface Choice {
  n: number;
  owner: Colour;
  card: string;
  rival?: Colour;
  /** the Rival's hand as shown in the dialog */
  shown?: string[];
  take?: string;
  /** the Prelude's cards chosen so far */
  discard?: string[];
  /** the swap's command, once the cards are chosen (Farseers', or Mind Managers' Manipulate: handGuildCards.ts) */
  swap?: (this: void, take: string, give: string) => Command;
  name?: string;
}

let choice: Choice | undefined;
let dialogs = 0;

function newChoice(owner: Colour, card: string): Choice {
  dialogs += 1;
  choice = { n: dialogs, owner, card };
  return choice;
}

/** The dialog's answer belongs to the choice still being made, from its owner. */
function current(n: number, colour: unknown): Choice | undefined {
  const c = choice;
  return c !== undefined && c.n === n && colour === c.owner ? c : undefined;
}

function handOf(s: GameState, colour: Colour): string[] {
  for (const p of s.players) if (p.colour === colour) return p.hand.slice();
  return [];
}

function guildCardsOf(t: TableState, colour: Colour): string[] {
  const i = playerIndex(t, colour);
  return i < 0 ? [] : t.players[i].guildCards.slice();
}

/** Show an options dialog on `colour`'s screen alone; `answer` gets the option's index (1-based) and the answering colour (the Believer's Unions too, unionCards.ts). */
export function ask(colour: Colour, description: string, options: string[], answer: (index: number, by: unknown) => void): void {
  Player[colour].showOptionsDialog(description, options, options[0], protect("Farseers dialog", (_text: string, index: number, by: unknown) => answer(index, by)));
}

function refreshCard(card: TTSObject): void {
  const at = chapterOwnerToDraw(card, ours);
  if (at === undefined) return;
  const { state: s, owner } = at;
  rowButton(card, CYCLE, "Prelude: discard cards", `${owner}: discard Farseers and any cards, draw as many plus one from the action discard bottom`, 0);
  let row = 1;
  for (const c of s.seats) {
    if (c === owner) continue;
    rowButton(card, LOOK + c, `Farseers: look at ${c}'s hand`, `${owner}, after declaring an ambition: see ${c}'s hand (only you) and you may swap 1 card`, row);
    row += 1;
  }
}

// ---- the look and the swap -------------------------------------------------------------------

export function onLook(card: TTSObject, clicker: string, rival: Colour): void {
  const who = ownerClicking(card, clicker);
  const s = game();
  if (who === undefined || s === undefined) return;
  const guildCards = guildCardsOf(who.before, who.colour);
  // Asked ahead, so no hand is shown when the rules refuse (no declaration, a swap made, not their turn).
  const no = farseersRefusal(s, who.colour, rival, guildCards);
  if (no !== undefined) return refuseTo(clicker, no);
  const round = s.round;
  // A look already made at this Rival (a dialog cancelled or lost to a load) is shown again without a new command.
  if (round === undefined || round.farseersLook !== rival) {
    const r = submit({ type: "farseersSwap", player: who.colour, rival, guildCards });
    if (!r.ok) return refuseTo(clicker, r.reason);
  }
  const s2 = game();
  if (s2 !== undefined) showHand(who.colour, gmNotes(card), rival, "Farseers", (take, give) => ({ type: "farseersSwap", player: who.colour, rival, guildCards: guildCardsOf(readCourtTable(s2), who.colour), take, give }));
}

/** Shows `rival`'s hand to `owner` alone, then asks for the card to take and the card to give; `swap` makes the command. */
function showHand(owner: Colour, card: string, rival: Colour, name: string, swap: (take: string, give: string) => Command): void {
  const g = game();
  if (g === undefined) return;
  const c = newChoice(owner, card);
  c.rival = rival;
  c.swap = swap;
  c.name = name;
  c.shown = handOf(g, rival);
  if (c.shown.length === 0) return tell(owner, `${name}: ${rival}'s hand is empty.`);
  const n = c.n;
  ask(owner, `${name}: ${rival}'s hand (only you see it). Choose the card to take.`, c.shown.map((id) => cardName(id)), (index, by) => onTake(n, index, by));
}

function onTake(n: number, index: number, by: unknown): void {
  const c = current(n, by);
  const s = game();
  if (c === undefined || s === undefined || c.shown === undefined || c.rival === undefined) return;
  if (index < 1 || index > c.shown.length) return;
  c.take = c.shown[index - 1];
  const mine = handOf(s, c.owner);
  // Manipulate: "take 1 card from it, then give any card from your hand" (the card taken too).
  if (c.name !== "Farseers") mine.push(c.take);
  if (mine.length === 0) return tell(c.owner, `${c.name}: your hand is empty: you have no card to give ${c.rival}.`);
  ask(c.owner, `${c.name}: you take ${cardName(c.take)} from ${c.rival}. Choose the card to give them.`, mine.map((id) => cardName(id)), (i, who) => onGive(n, mine, i, who));
}

function onGive(n: number, mine: string[], index: number, by: unknown): void {
  const c = current(n, by);
  const s = game();
  if (c === undefined || s === undefined || c.rival === undefined || c.take === undefined || c.swap === undefined) return;
  if (index < 1 || index > mine.length) return;
  choice = undefined;
  swapped(c.swap(c.take, mine[index - 1]), c.owner, c.rival, c.name as string);
}

/** Submits a swap of hand cards; accepted, moves the two cards (the given one first) and tells the two players alone. */
function swapped(command: Command, owner: Colour, rival: Colour, name: string): void {
  const r = submit(command);
  if (!r.ok) return refuseTo(owner, r.reason);
  const c = command as FarseersSwapCommand;
  toHand(c.give as string, rival);
  toHand(c.take as string, owner);
  tell(owner, farseersSwapText(c, owner, name));
  tell(rival, farseersSwapText(c, rival, name));
}

function toHand(id: string, colour: Colour): void {
  const spot = handSpot(colour);
  if (spot !== undefined) moveCard("action-card", id, { position: spot.position, faceDown: false, yaw: spot.yaw });
}

// ---- the Prelude -----------------------------------------------------------------------------

function preludeCommand(colour: Colour, card: string, hand: string[], court: TableState): Command {
  return withStanding({ type: "cardAction", player: colour, action: { kind: "prelude", choice: { card, hand }, court } }, court);
}

export function onCycle(card: TTSObject, clicker: string): void {
  const who = ownerClicking(card, clicker);
  const s = game();
  if (who === undefined || s === undefined) return;
  // Asked ahead (the turn, the Prelude's moment), so a dialog never opens for a Prelude the rules refuse.
  const trial = apply(s, preludeCommand(who.colour, gmNotes(card), [], who.before));
  if (!trial.ok) return refuseTo(clicker, trial.reason);
  const c = newChoice(who.colour, gmNotes(card));
  c.discard = [];
  askDiscard(c);
}

function askDiscard(c: Choice): void {
  const s = game();
  if (s === undefined || c.discard === undefined) return;
  const chosen = c.discard;
  const left = handOf(s, c.owner).filter((id) => chosen.indexOf(id) < 0);
  const done = `Done: discard Farseers and ${chosen.length} card(s), draw ${chosen.length + 1}`;
  const so = chosen.length === 0 ? "none yet" : chosen.map((id) => cardName(id)).join(", ");
  const n = c.n;
  ask(c.owner, `${NAME} Prelude (only you see this): choose cards to discard one by one (chosen: ${so}), then Done. Cancel: no Prelude.`, [done].concat(left.map((id) => cardName(id))), (index, by) => onDiscardPick(n, left, index, by));
}

function onDiscardPick(n: number, left: string[], index: number, by: unknown): void {
  const c = current(n, by);
  if (c === undefined || c.discard === undefined) return;
  if (index >= 2 && index <= left.length + 1) {
    c.discard.push(left[index - 2]);
    askDiscard(c);
    return;
  }
  if (index === 1) finishCycle(c, c.discard);
}

function finishCycle(c: Choice, discard: string[]): void {
  const g = game();
  choice = undefined;
  if (g === undefined) return;
  const before = handOf(g, c.owner);
  const cardObj = farseersIn(c.owner, c.card);
  // The Court as the table shows it when the dialog is answered (cards may have moved since the press).
  const r = submit(preludeCommand(c.owner, c.card, discard, readCourtTable(g)));
  if (!r.ok) return refuseTo(c.owner, r.reason);
  const after = handOf(r.value, c.owner);
  const drawn = after.filter((id) => before.indexOf(id) < 0 || discard.indexOf(id) >= 0);
  const pile = find("action-discard");
  for (const id of discard) if (after.indexOf(id) < 0 && pile !== undefined) moveCard("action-card", id, { position: above(pile, 1), faceDown: true });
  for (const id of drawn) if (before.indexOf(id) < 0) toHand(id, c.owner);
  if (cardObj !== undefined) toDiscard(cardObj);
  tell(c.owner, `${NAME} Prelude: you discarded ${discard.length === 0 ? "no card" : discard.map((id) => cardName(id)).join(", ")} and drew ${drawn.length === 0 ? "nothing" : drawn.map((id) => cardName(id)).join(", ")} from the bottom of the action discard pile.`);
}

function farseersIn(colour: Colour, id: string): TTSObject | undefined {
  for (const o of objectsIn(colourZone("play-area", colour))) if (gmNotes(o) === id) return o;
  return undefined;
}

// ---- Informants (F602) and Mind Managers (F1006) --------------------------------------------

/**
 * Fate-set Guild card actions on hands (the core's campaign/fates/handCards.ts), buttons on the card
 * in its owner's play area, one per Rival, pressed by the owner alone (ownerClicking):
 * - "Spy: <Rival>" on Informants (F602): the cards of highest number are the core's `highest`; where
 *   two tie, the giver chooses in a dialog on their screen alone (the owner, then the Rival, whose
 *   answer only counts from them); the core's `handCardAction` decides and the two cards move.
 * - "Manipulate: <Rival>" on Mind Managers (F1006): the peek (the Influence) is submitted, then the
 *   Rival's hand is shown to the owner alone and the take and give chosen as Farseers' (above).
 * Each of the two players is told privately what changed hands; no card is named anywhere else.
 */
const FN = ["arcsSpy_", "arcsManipulate_"];
const NAMES = ["Informants", "Mind Managers"];
let asked = 0;

function draw(card: TTSObject, k: number): void {
  const at = chapterOwnerToDraw(card, (fn) => fn.indexOf(FN[k]) === 0);
  if (at === undefined) return;
  let row = 0;
  for (const c of at.state.seats) if (c !== at.owner) {
    rowButton(card, FN[k] + c, `${k === 0 ? "Spy" : "Manipulate"}: ${c}`, NAMES[k], row);
    row += 1;
  }
}

/**
 * `then` gets one of `options`: the only one, or `colour`'s answer in a dialog only they see. The
 * card `given` them (a Spy's, among the Rival's ties) is not named there: a dialog closed unanswered
 * makes no exchange, and the card would have been seen for nothing.
 */
function pick(colour: Colour, options: string[], to: Colour, then: (id: string) => void, given?: string): void {
  if (options.length === 1) return then(options[0]);
  const n = asked;
  ask(colour, `Informants: your card to give ${to}`, options.map((id) => (id === given ? `the card ${to} gives you` : cardName(id))), (i, by) => {
    // The core refuses a card that is not one of `options`.
    if (by === colour && n === asked) then(options[i - 1]);
  });
}

function onPress(card: TTSObject, clicker: string, rival: Colour, k: number): void {
  const who = ownerClicking(card, clicker);
  const s = game();
  if (who === undefined || s === undefined) return;
  const owner = who.colour;
  const act = (give?: string, take?: string): Command => {
    const court = readCourtTable(s);
    return withStanding({ type: "handCardAction", player: owner, card: gmNotes(card), rival, give, take, court }, court) as Command;
  };
  asked += 1;
  if (k === 1) {
    const a = s.actions;
    // A peek made (a dialog cancelled or lost to a load) shows the hand again without a new one.
    if (a === undefined || (a.cardPreludes ?? []).indexOf(`F1006:${rival}`) < 0) {
      const r = submit(act());
      if (!r.ok) return refuseTo(clicker, r.reason);
    }
    return showHand(owner, gmNotes(card), rival, NAMES[1], (take, give) => act(give, take));
  }
  const mine = highest(handOf(s, owner));
  const back = (give: string) => highest(handOf(s, rival).concat([give]));
  // Asked ahead with any cards of highest number, so no dialog opens for a Spy the rules refuse.
  const trial = apply(s, act(mine[0], back(mine[0] ?? "")[0]));
  if (!trial.ok) return refuseTo(clicker, trial.reason);
  pick(owner, mine, rival, (give) => pick(rival, back(give), owner, (take) => swapped(act(give, take), owner, rival, NAMES[0]), give));
}

function installHandGuildCards(): void {
  FN.forEach((fn, k) => exposeCardClicks(fn, COLOURS, (card, colour, rival) => onPress(card, colour, rival, k)));
  installCardButtonsFor({ name: "hand Guild cards", shapeOf: (o) => { const id = gmNotes(o); return id === SPY ? 0 : id === "F1006" ? 1 : undefined; }, draw });
}

export function installFarseersCards(): void {
  installHandGuildCards();
  exposeCardClicks(LOOK, COLOURS, onLook);
  exposeGlobal(CYCLE, onCycle);
  installCardButtonsFor({ name: "Farseers", shapeOf: isFarseers, draw: refreshCard });
}
