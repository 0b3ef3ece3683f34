/**
 * Card plays on the table: a player drops an action card into the lead slot, their follow slot or
 * their seize slot; the play is derived from where it lies and which side is up, checked by the
 * core, and a refused card goes back to its owner's hand with a private reason.
 */
import type { Colour } from "../../core/data/vocabulary";
import { actionCard } from "../../core/data/actionCards";
import type { Command, GameState } from "../../core/game/types";
import { cardPlace } from "../../core/game/cardPlace";
import type { CardPlace } from "../../core/game/cardPlace";
import { returnCardHome } from "./cardHome";
import { refuseTo } from "../lib/chat";
import { playingColour } from "../lib/seats";
import { asColour, cardId, isActionCard, gmNotes, whenRested } from "../lib/table";
import { on } from "../lib/events";
import { exposeGlobal } from "../lib/globals";
import { AMBITIONS } from "../../core/data/vocabulary";
import { FATE_AMBITIONS } from "../../core/campaign/fateAmbitions";
import { afterCommand, onDeclareClicked, paintDeclareButtons } from "./bookkeeping";
import { onRedraw } from "../session/redraw";
import type { PlayedCard } from "./bookkeeping";
import { game, onApplied, submit } from "../session/session";

/** Where a dropped action card lies, if in a play slot. */
export type Slot = { kind: "lead" } | { kind: "follow"; owner?: Colour } | { kind: "seize"; owner?: Colour };

/** The colour whose hand zone the card lies in, if any. */
function handOf(card: TTSObject): Colour | undefined {
  for (const zone of card.getZones()) if (zone.hasTag("hand")) return asColour(gmNotes(zone));
  return undefined;
}

/** The card's zones are read once, each zone's tags once (every API call costs in the drop handler). */
export function slotOf(card: TTSObject): Slot | undefined {
  let follow: TTSObject | undefined;
  let seize: TTSObject | undefined;
  for (const zone of card.getZones()) {
    const tags = zone.getTags();
    if (tags.indexOf("lead-slot") >= 0) return { kind: "lead" };
    if (follow === undefined && tags.indexOf("follow-slot") >= 0) follow = zone;
    if (seize === undefined && tags.indexOf("seize-slot") >= 0) seize = zone;
  }
  if (follow !== undefined) return { kind: "follow", owner: asColour(gmNotes(follow)) };
  if (seize !== undefined) return { kind: "seize", owner: asColour(gmNotes(seize)) };
  return undefined;
}

/**
 * Derive the command a drop means (rulebook pp. 8-10): lead face up; follow face down = Copy, face
 * up in the lead suit = Surpass, face up in another suit = Pivot; an extra face-down card = seize.
 */
export function derivePlay(s: GameState, player: Colour, card: string, slot: Slot, faceDown: boolean): Command | string {
  if (slot.kind !== "lead" && slot.owner !== undefined && slot.owner !== player) {
    return `that is ${slot.owner}'s slot; play into your own`;
  }
  if (slot.kind === "lead") {
    if (faceDown) return "the lead card is played face up";
    return { type: "lead", player, card };
  }
  if (slot.kind === "seize") {
    if (!faceDown) return "a seize card is played face down";
    return { type: "seize", player, card };
  }
  if (faceDown) return { type: "follow", player, card, mode: "copy" };
  const round = s.round;
  const lead = round && round.plays.find((p) => p.mode === "lead");
  const info = actionCard(card);
  if (lead !== undefined && info !== undefined) {
    const leadInfo = actionCard(lead.card);
    if (leadInfo !== undefined && leadInfo.suit === info.suit) return { type: "follow", player, card, mode: "surpass" };
  }
  return { type: "follow", player, card, mode: "pivot" };
}

/**
 * A card played on a side its player chooses first (a campaign Faithful card, F813): given the play
 * its drop means, the chooser takes it (true) and sends it once its player chose.
 */
let sideFirst: ((card: TTSObject, command: Command, dropper: string) => boolean) | undefined = undefined;

export function chooseSideFirst(chooser: (card: TTSObject, command: Command, dropper: string) => boolean): void {
  sideFirst = chooser;
}

/** The card whose drop is being submitted: the lead card, if the core accepts a lead (no zone search). */
let dropped: PlayedCard | undefined;

/**
 * TTS's zones are triggers: a card let go above a slot may enter it only as it falls, after the
 * drop event (onObjectDrop fires before the card rests). A drop seen in no slot is read again once
 * the card rests — once: then where it lies counts. True when `again` was scheduled.
 */
export function readAgainWhenRested(card: TTSObject, slot: Slot | undefined, settled: boolean, again: () => void): boolean {
  if (slot !== undefined || settled || card.resting) return false;
  whenRested(card, again);
  return true;
}

/**
 * A card of the game (an action card, an Event card) let go outside the play slots: a card played
 * this round goes back to its slot; a card in a hand it does not belong to (from the discard, the
 * deck, a Rival's hand) goes back where the game state says it is.
 */
export function droppedOutsideSlots(dropper: string, card: TTSObject, place: CardPlace): void {
  if (place.kind === "played") {
    refuseTo(dropper, "that card was played this round: it stays");
    returnCardHome(card, place);
    return;
  }
  const hand = handOf(card);
  if (hand !== undefined && !(place.kind === "hand" && place.player === hand) && place.kind !== "unknown") {
    refuseTo(dropper, "that card is not in your hand; it went back where it was");
    returnCardHome(card, place);
  }
}

/**
 * onObjectDrop for action cards. A card dropped in a play slot is a play; a refused play goes back
 * where the game state says the card is (cardPlace), not to the dropper. A card of the current
 * round's plays dropped anywhere else goes back to its slot too (a face-down Copy stays face down).
 */
export function onActionCardDropped(dropper: string, card: TTSObject, settled = false, tagged = false): void {
  if (settled && card.isDestroyed()) return;
  // `tagged`: the drop event's tag set said so already (hasTag is a TTS API call).
  if (!tagged && !isActionCard(card)) return;
  const s = game();
  const slot = slotOf(card);
  if (readAgainWhenRested(card, slot, settled, () => onActionCardDropped(dropper, card, true))) return;
  const id = cardId(card);
  const place = s === undefined ? ({ kind: "unknown" } as CardPlace) : cardPlace(s, id);
  if (slot === undefined) {
    droppedOutsideSlots(dropper, card, place);
    return;
  }
  const sendBack = (reason: string) => {
    refuseTo(dropper, reason);
    returnCardHome(card, place);
  };
  // Words for a refusal only (an accepted play builds none of them).
  const where = (): string => (place.kind === "hand" && place.player === asColour(dropper) ? " The card went back to your hand." : " The card went back where it was.");
  if (s === undefined || s.phase !== "play") {
    sendBack("cards are played once the game is set up and a chapter is on." + where());
    return;
  }
  const player = playingColour(dropper, s.seats);
  if (player === undefined) {
    sendBack("only the seated players of this game play cards." + where());
    return;
  }
  if (place.kind === "played" && place.player === player && placeMatches(place, slot, player)) return;
  if (place.kind !== "hand" || place.player !== player) {
    sendBack("you can only play cards from your own hand." + where());
    return;
  }
  const command = derivePlay(s, player, id, slot, card.is_face_down);
  if (typeof command === "string") {
    sendBack(`${command}.${where()}`);
    return;
  }
  if (sideFirst !== undefined && sideFirst(card, command, dropper)) return;
  dropped = { id, obj: card };
  const r = submit(command);
  dropped = undefined;
  if (!r.ok) {
    const hint = command.type === "follow" && command.mode === "surpass" ? " (play it face down to Copy)" : "";
    sendBack(`${r.reason}${hint}.${where()}`);
  }
}

/** A player nudging their own played card within its own slot is not a new play. */
function placeMatches(place: Extract<CardPlace, { kind: "played" }>, slot: Slot, player: Colour): boolean {
  if (place.slot !== slot.kind) return false;
  return slot.kind === "lead" || slot.owner === undefined || slot.owner === player;
}

/** Frames a player's flip takes in TTS before the card can be turned back (it animates). */
const FLIP_FRAMES = 20;

/**
 * A player turns a played or discarded card over. The play was decided when it was dropped (a
 * face-down Copy, a face-up Surpass or Pivot); turning it afterwards would show a hidden card or
 * contradict the game, so the card is turned back as the state says, with a private word.
 */
export function onActionCardFlipped(card: TTSObject, flip: number, colour: string): void {
  if (!isActionCard(card)) return;
  const s = game();
  if (s === undefined) return;
  const place = cardPlace(s, cardId(card));
  const wantDown = place.kind === "played" ? !place.faceUp : place.kind === "discard" || place.kind === "unused";
  if (place.kind !== "played" && place.kind !== "discard" && place.kind !== "unused") return;
  const down = flip > 90 && flip < 270;
  if (down === wantDown) return;
  refuseTo(
    colour,
    place.kind === "played"
      ? `a played card stays as it was played (${wantDown ? "face down" : "face up"}); it was turned back`
      : "the action discard stays face down: turned back",
  );
  Wait.frames(() => {
    const r = card.getRotation();
    card.setRotation(Vector(r.x, r.y, wantDown ? 180 : 0));
  }, FLIP_FRAMES);
}

export function installCardPlay(): void {
  on("objectDrop", (colour, card, tags) => {
    if (tags["action-card"] === true) onActionCardDropped(colour, card, false, true);
  });
  on("objectRotate", onActionCardFlipped);
  onApplied((after, command, before) => afterCommand(after, command, before, dropped));
  onRedraw("declare buttons", paintDeclareButtons);
  // The Fate ambitions' buttons too (F2004, F2104).
  for (const a of (AMBITIONS as readonly string[]).concat(FATE_AMBITIONS.map((f) => f.id))) {
    const ambition = a;
    exposeGlobal(`arcsDeclare_${a}`, (_card: TTSObject, colour: string) => onDeclareClicked(ambition, colour));
  }
}
