/**
 * The Believer's Faithful cards in card play (seed 003 F813; the core's campaign/fates/faithful.ts).
 * A Faithful card (a Fate-set card F804-F812) is an action card on the table (lib/table.ts): its drop
 * goes through the action cards' handler (turn/cardPlay.ts). Face up into the lead slot or its
 * player's follow slot it is placed "on either its Zeal or Wisdom side": the card shows Zeal and
 * Wisdom buttons and only its player's press counts (a face flip carries no side on our card
 * objects). The side makes the play: a lead; on a Faithful lead a Surpass on the lead's side, a
 * Pivot on the other; on any other lead a Pivot. A refused card goes back where the game state says
 * it is, the reason to its player alone. The side being chosen is not saved (TTS saves no buttons):
 * after a load or a rewind the one redraw path asks again for a Faithful card lying face up in a
 * play slot, still in the hand (the core's) of the player whose turn it is. `!arcs doctrine
 * zeal|wisdom` tells the core the Doctrine card was flipped.
 * Breaking the Faith (F831): while a Rival holds a removal the core granted (fates/breakingFaith.ts),
 * each Ideal marker in an undeclared ambition's box shows "Remove"; a press is the presser's
 * `removeIdeal` (anyone else's refused to them alone), and the accepted marker goes back to its bag.
 */
import type { Command, GameState } from "../../../core/game/types";
import { cardPlace } from "../../../core/game/cardPlace";
import { faithfulNumber, sideText } from "../../../core/campaign/fates/faithful";
import { capitalise } from "../../../core/game/util";
import type { FaithfulSide } from "../../../core/campaign/fateCommandTypes";
import { asciiLower } from "../../../core/util/ascii";
import { refuseTo, tell } from "../../lib/chat";
import { exposeGlobal } from "../../lib/globals";
import { on } from "../../lib/events";
import { playingColour } from "../../lib/seats";
import { cardId, tagged } from "../../lib/table";
import { onRedraw } from "../../session/redraw";
import { returnCardHome } from "../../turn/cardHome";
import { chooseSideFirst, derivePlay, onActionCardDropped, slotOf } from "../../turn/cardPlay";
import { discardCards, discardedFromHands } from "../../turn/bookkeeping";
import { game, onApplied, submit } from "../../session/session";
import { layIdeals, returnIdeal } from "../fateTokens";
import { idealsLeft } from "../../../core/campaign/fates/breakingFaith";
import { idealMarkers, idealObjects } from "../../scoring/read";
import type { Colour } from "../../../core/data/vocabulary";

const TAG = "fate-set-card";
const SIDES: readonly FaithfulSide[] = ["zeal", "wisdom"];
export const DOCTRINE_COMMAND = "!arcs doctrine";

/** The Faithful card waiting for its player's side, and the play its drop meant. */
let choosing: { card: string; command: Extract<Command, { type: "lead" | "follow" }> } | undefined = undefined;

/** The play a side makes (the core checks it): the lead, or on a Faithful lead's side a Surpass, else a Pivot. */
export function withSide(s: GameState, c: Extract<Command, { type: "lead" | "follow" }>, side: FaithfulSide): Command {
  if (c.type === "lead") return { ...c, side };
  const lead = s.round === undefined || s.round.plays.length === 0 ? undefined : s.round.plays[0];
  const own = lead === undefined || faithfulNumber(lead.card) === 0 ? undefined : lead.own;
  return { ...c, mode: own !== undefined && own.name === (side === "zeal" ? "Zeal" : "Wisdom") ? "surpass" : "pivot", side };
}

/** The chooser of turn/cardPlay.ts: a Faithful card played face up waits for its side. */
function askSide(card: TTSObject, command: Command): boolean {
  if (faithfulNumber(command.type === "lead" || command.type === "follow" ? command.card : "") === 0) return false;
  if (command.type !== "lead" && (command.type !== "follow" || command.mode === "copy")) return false;
  choosing = { card: command.card, command };
  card.clearButtons();
  SIDES.forEach((x, i) => {
    card.createButton({
      click_function: `arcsFaithful_${x}`, function_owner: Global, label: capitalise(x), tooltip: `${command.player}: ${sideText(x)} (F813)`,
      position: Vector(0, 0.3, -0.45 + i * 0.9), rotation: Vector(0, 180, 0), width: 1100, height: 300, font_size: 180,
    });
  });
  return true;
}

/** After a load or a rewind (full): the Faithful card face up in a play slot that its player (to play) still holds asks again. */
function askAgain(full: boolean): void {
  const s = game();
  if (!full || s === undefined || s.phase !== "play" || s.round === undefined) return;
  choosing = undefined;
  const player = s.round.order[s.round.turn];
  for (const card of tagged(TAG)) {
    const id = cardId(card);
    const place = cardPlace(s, id);
    const slot = faithfulNumber(id) > 0 && place.kind === "hand" && place.player === player && !card.is_face_down ? slotOf(card) : undefined;
    const c = slot === undefined ? "" : derivePlay(s, player, id, slot, false);
    if (typeof c !== "string") askSide(card, c);
  }
}

/** A press on Zeal or Wisdom: the card's player only; the play is sent and a refused card goes back. */
function onSideClicked(card: TTSObject, clicker: string, side: FaithfulSide): void {
  const s = game();
  const c = choosing;
  if (s === undefined || c === undefined || c.card !== cardId(card)) {
    refuseTo(clicker, "this Faithful card awaits no side: drop it in a play slot again");
    return;
  }
  if (playingColour(clicker, s.seats) !== c.command.player) {
    refuseTo(clicker, `only ${c.command.player} chooses the side of the Faithful card they played`);
    return;
  }
  choosing = undefined;
  card.clearButtons();
  const place = cardPlace(s, c.card);
  const r = submit(withSide(s, c.command, side));
  if (!r.ok) {
    refuseTo(clicker, `${r.reason}. The card went back to your hand.`);
    returnCardHome(card, place);
  }
}

/** `!arcs doctrine zeal|wisdom`: the Doctrine card flipped at the table, said to the core (`setDoctrine`). */
function onDoctrineChat(message: string, colour: string): boolean {
  const m = asciiLower(message.trim());
  if (m !== DOCTRINE_COMMAND && m.indexOf(`${DOCTRINE_COMMAND} `) !== 0) return false;
  const s = game();
  const player = s && playingColour(colour, s.seats);
  const side = m.slice(DOCTRINE_COMMAND.length).trim();
  if (player === undefined || (side !== "zeal" && side !== "wisdom")) {
    refuseTo(colour, player === undefined ? "only a seated player of this game can do that" : `name the side the Doctrine card shows now: ${DOCTRINE_COMMAND} zeal|wisdom`);
    return true;
  }
  const r = submit({ type: "setDoctrine", player, side });
  if (!r.ok) refuseTo(colour, r.reason);
  return true;
}

/** The holder of F831 removals and the declared boxes the Ideal buttons were drawn for ("" none). */
let breaker = "";

/** F831's buttons on the Ideal markers of the undeclared ambitions while a removal is granted (redrawn when a box is declared meanwhile). */
function paintBreak(full: boolean): void {
  const s = game();
  const who = s !== undefined && s.actions !== undefined && idealsLeft(s, s.actions.player) > 0 ? s.actions.player + s.markers.map((m) => m.at).join() : "";
  if (!full && who === breaker) return;
  breaker = who;
  for (const x of idealObjects()) {
    x.o.clearButtons();
    if (who !== "" && !(s as GameState).markers.some((m) => m.at === x.at)) x.o.createButton({ click_function: "arcsBreakFaith", function_owner: Global, label: "Remove (F831)", position: Vector(0, 0.3, 0), width: 700, height: 300, font_size: 150 });
  }
}

/** A press on an Ideal's "Remove": the presser's removal of the marker in that box, the core's check. */
function onBreak(o: TTSObject, clicker: string): void {
  const s = game();
  const guid = o.getGUID();
  const at = idealObjects().filter((x) => x.o.getGUID() === guid)[0];
  const r = submit({ type: "removeIdeal", player: ((s && playingColour(clicker, s.seats)) ?? clicker) as Colour, ambition: at === undefined ? "" : at.at, ideals: idealMarkers() });
  if (r.ok) returnIdeal(o);
  else refuseTo(clicker, r.reason);
}

export function installFaithfulPlay(): void {
  onRedraw("Breaking the Faith", paintBreak);
  exposeGlobal("arcsBreakFaith", (o: TTSObject, c: string) => onBreak(o, c));
  chooseSideFirst((card, command, dropper) => {
    const asked = askSide(card, command);
    if (asked) tell(dropper, "press the side you play this Faithful card on (F813)");
    return asked;
  });
  onRedraw("Faithful sides", askAgain);
  on("objectDrop", (colour, obj, tags) => {
    if (tags[TAG] !== true || faithfulNumber(obj.getGMNotes()) === 0) return;
    // Picked up again while it waited for its side: the new drop decides.
    if (choosing !== undefined && choosing.card === obj.getGMNotes()) {
      choosing = undefined;
      obj.clearButtons();
    }
    onActionCardDropped(colour, obj);
  });
  for (const x of SIDES) exposeGlobal(`arcsFaithful_${x}`, (card: TTSObject, clicker: string) => onSideClicked(card, clicker, x));
  on("chat", (message, colour) => onDoctrineChat(message, colour));
  onApplied((after, command, before) => {
    // Everyone passed (p.18): the Faithful cards the core discarded leave the hands with the action cards.
    if (after.phase === "scoring" && before.phase === "play") discardCards(discardedFromHands(before, after).filter((id) => faithfulNumber(id) > 0), TAG);
    // A declared ambition took the Doctrine's Ideal (the core's line names the Doctrine card): its marker laid.
    for (const e of after.events) if (e.kind === "declared" && (e.card === "F822A" || e.card === "F822B")) layIdeals([{ at: (command as { ambition: string }).ambition, side: e.card === "F822B" ? "wisdom" : "zeal" }]);
  });
}
