/**
 * The Believer's Faithful cards in card play (seed 003 F813; the core's campaign/fates/faithful.ts):
 * a Faithful card (a Fate-set card F804-F812) dropped face up into the lead slot or its player's
 * follow slot is placed "on either its Zeal or Wisdom side": the card shows two buttons, Zeal and
 * Wisdom, and only its player's press counts (a face flip carries no side on our card objects).
 * The side sent, the play is the one it makes: a lead; on a Faithful lead, a Surpass on the lead's
 * side and a Pivot on the other; on any other lead, a Pivot. Face down it is a Copy (follow slot) or
 * a seize card, sent at once. A refused card goes back where the game state says it is with the
 * reason to its player alone, as an action card does (turn/cardPlay.ts). The side being chosen is
 * the table's moment only (never saved): after a load the card is dropped again. `!arcs doctrine
 * zeal|wisdom` says the Doctrine card was flipped (F821, F827, F829A step 3), so the core's Doctrine
 * Laws (F823, F828, F830) hold Faithful cards to the side the table shows.
 */
import type { Colour } from "../../../core/data/vocabulary";
import type { Command, GameState } from "../../../core/game/types";
import { cardPlace } from "../../../core/game/cardPlace";
import { faithfulNumber } from "../../../core/data/campaign/faithfulCards";
import type { FaithfulSide } from "../../../core/campaign/faithfulTypes";
import { refuseTo, tell } from "../../lib/chat";
import { exposeGlobal } from "../../lib/globals";
import { on } from "../../lib/events";
import { playingColour } from "../../lib/seats";
import { asciiLower } from "../../../core/util/ascii";
import { cardId } from "../../lib/table";
import { returnCardHome } from "../../turn/cardHome";
import { derivePlay, droppedOutsideSlots, readAgainWhenRested, slotOf } from "../../turn/cardPlay";
import type { Slot } from "../../turn/cardPlay";
import { discardCards, discardedFromHands } from "../../turn/bookkeeping";
import { game, onApplied, submit } from "../../session/session";

const TAG = "fate-set-card";
const SIDES: readonly { side: FaithfulSide; label: string; tip: string }[] = [
  { side: "zeal", label: "Zeal", tip: "move, influence, battle or tax (F813)" },
  { side: "wisdom", label: "Wisdom", tip: "build, repair or secure (F813)" },
];

/** The Faithful card waiting for its player's side: its id, player and slot. */
let choosing: { card: string; player: Colour; slot: Slot["kind"] } | undefined = undefined;

/** The play a side makes, from where the card lies and the round's lead (the core checks it). */
export function faithfulCommand(s: GameState, player: Colour, card: string, slot: Slot["kind"], side: FaithfulSide): Command {
  if (slot === "lead") return { type: "lead", player, card, side };
  const lead = s.round === undefined || s.round.plays.length === 0 ? undefined : s.round.plays[0];
  const own = lead === undefined || faithfulNumber(lead.card) === 0 ? undefined : lead.own;
  const same = own !== undefined && own.name === (side === "zeal" ? "Zeal" : "Wisdom");
  return { type: "follow", player, card, mode: same ? "surpass" : "pivot", side };
}

function sideButtons(card: TTSObject, player: Colour): void {
  card.clearButtons();
  SIDES.forEach((x, i) => {
    card.createButton({
      click_function: `arcsFaithful_${x.side}`, function_owner: Global, label: x.label,
      tooltip: `${player} plays this Faithful card on its ${x.label} side: ${x.tip}`,
      position: Vector(0, 0.3, -0.45 + i * 0.9), rotation: Vector(0, 180, 0), width: 1100, height: 300, font_size: 180,
    });
  });
}

/** A press on Zeal or Wisdom: the card's player only; the play is sent and a refused card goes back. */
export function onSideClicked(card: TTSObject, clicker: string, side: FaithfulSide): void {
  const s = game();
  const c = choosing;
  const id = cardId(card);
  if (s === undefined || c === undefined || c.card !== id) {
    refuseTo(clicker, "this Faithful card is not waiting for a side: drop it into a play slot again");
    return;
  }
  if (playingColour(clicker, s.seats) !== c.player) {
    refuseTo(clicker, `only ${c.player} chooses the side of the Faithful card they played`);
    return;
  }
  choosing = undefined;
  card.clearButtons();
  const place = cardPlace(s, id);
  const r = submit(faithfulCommand(s, c.player, id, c.slot, side));
  if (!r.ok) {
    refuseTo(clicker, `${r.reason}. The card went back to your hand.`);
    returnCardHome(card, place);
  }
}

export function onFaithfulDropped(dropper: string, card: TTSObject, settled = false): void {
  if (settled && card.isDestroyed()) return;
  const id = cardId(card);
  if (faithfulNumber(id) === 0) return;
  const s = game();
  if (s === undefined || s.campaign === undefined) return;
  const slot = slotOf(card);
  if (readAgainWhenRested(card, slot, settled, () => onFaithfulDropped(dropper, card, true))) return;
  const place = cardPlace(s, id);
  if (slot === undefined) {
    if (choosing !== undefined && choosing.card === id) choosing = undefined;
    card.clearButtons();
    droppedOutsideSlots(dropper, card, place);
    return;
  }
  const player = playingColour(dropper, s.seats);
  const back = (reason: string) => {
    card.clearButtons();
    refuseTo(dropper, `${reason}. The card went back ${place.kind === "hand" && place.player === player ? "to your hand" : "where it was"}.`);
    returnCardHome(card, place);
  };
  if (s.phase !== "play" || player === undefined) {
    back(player === undefined ? "only the seated players of this game play cards" : "cards are played once a chapter is under way");
    return;
  }
  if (place.kind === "played" && place.player === player && place.slot === slot.kind) return;
  if (place.kind !== "hand" || place.player !== player) {
    back("you can only play cards from your own hand");
    return;
  }
  const faceDown = card.is_face_down;
  const base = derivePlay(s, player, id, slot, faceDown);
  if (typeof base === "string") {
    back(base);
    return;
  }
  if (faceDown) {
    const r = submit(base);
    if (!r.ok) back(r.reason);
    return;
  }
  choosing = { card: id, player, slot: slot.kind };
  sideButtons(card, player);
  tell(dropper, "choose the side you play this Faithful card on: Zeal (move, influence, battle, tax) or Wisdom (build, repair, secure) (F813)");
}

export const DOCTRINE_COMMAND = "!arcs doctrine";

/** `!arcs doctrine zeal|wisdom`: the Doctrine card flipped at the table, said to the core (`setDoctrine`). */
function onDoctrineChat(message: string, colour: string): boolean {
  const m = asciiLower(message.trim());
  if (m !== DOCTRINE_COMMAND && m.indexOf(`${DOCTRINE_COMMAND} `) !== 0) return false;
  const s = game();
  const player = s === undefined ? undefined : playingColour(colour, s.seats);
  const side = m.slice(DOCTRINE_COMMAND.length).trim();
  if (player === undefined || (side !== "zeal" && side !== "wisdom")) {
    refuseTo(colour, player === undefined ? "only a seated player flips the Doctrine card" : `name the side the Doctrine card shows now: ${DOCTRINE_COMMAND} zeal, or ${DOCTRINE_COMMAND} wisdom`);
    return true;
  }
  const r = submit({ type: "setDoctrine", player, side });
  if (!r.ok) refuseTo(colour, r.reason);
  return true;
}

export function installFaithfulPlay(): void {
  on("chat", (message, colour) => onDoctrineChat(message, colour));
  on("objectDrop", (colour, obj, tags) => {
    if (tags[TAG] === true) onFaithfulDropped(colour, obj);
  });
  for (const x of SIDES) exposeGlobal(`arcsFaithful_${x.side}`, (card: TTSObject, clicker: string) => onSideClicked(card, clicker, x.side));
  onApplied((after, _command, before) => {
    // Everyone passed (p.18): the Faithful cards the core discarded leave the hands with the action cards.
    if (after.phase === "scoring" && before.phase === "play") discardCards(discardedFromHands(before, after).filter((id) => faithfulNumber(id) > 0), TAG);
  });
}
