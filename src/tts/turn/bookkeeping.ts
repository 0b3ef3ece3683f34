/**
 * The table's bookkeeping after each applied command (rulebook pp. 9-11): ambition markers and the
 * zero marker on declaring, the initiative marker on seizing, passing and at round end, played
 * cards face down into the action discard. Pieces are moved; the rules were already decided.
 */
import type { Ambition, Colour } from "../../core/data/vocabulary";
import { capitalise } from "../../core/util/ascii";
import type { Command, DeclareCommand, GameState, PlayedCard as PlayedCardState } from "../../core/game/types";
import { apply } from "../../core/rules";
import { refuseTo } from "../lib/chat";
import { above, actionCardObject, asColour, find, isActionCard, tagged, zoneOf, gmNotes } from "../lib/table";
import { legalNow } from "./legalNow";
import { game, submit } from "../session/session";
import { idealMarkers, withDeclareReads } from "../scoring/read";
import { sameBaseGame } from "../session/sameGame";
import { findById } from "../../core/util/byId";
import { fateAmbition, fateAmbitionsInPlay } from "../../core/campaign/fateAmbitions";

const FACE_UP = 0;
const FACE_DOWN = 180;

function place(o: TTSObject, at: Vector, faceDown: boolean): void {
  const r = o.getRotation();
  o.setRotation(Vector(r.x, r.y, faceDown ? FACE_DOWN : FACE_UP));
  o.setPositionSmooth(at, false, true);
}

function cardsIn(tag: string): TTSObject[] {
  const out: TTSObject[] = [];
  for (const zone of tagged(tag)) for (const o of zone.getObjects() as TTSObject[]) if (isActionCard(o)) out.push(o);
  return out;
}

function leadCardObject(): TTSObject | undefined {
  const cards = cardsIn("lead-slot");
  return cards.length > 0 ? cards[0] : undefined;
}

/** Where a player's initiative marker lies: on their play area. */
function initiativeSpot(colour: Colour): Vector | undefined {
  const zone = zoneOf("play-area", colour);
  return zone && above(zone, 0.5);
}

function moveInitiative(to: Colour, seized: boolean): void {
  const marker = find("initiative-marker");
  const spot = initiativeSpot(to);
  if (marker !== undefined && spot !== undefined) place(marker, spot, seized);
}

// ---- declaring: buttons on the lead card -----------------------------------------------------

const AMBITION_ORDER: readonly Ambition[] = ["tycoon", "tyrant", "warlord", "keeper", "empath"];

function declarable(s: GameState, player: Colour): string[] {
  // A lookup and plain loops: this runs after every command (a closure and a scan per ambition cost calls in Lua).
  const legal: { [a: string]: boolean } = {};
  let any = false;
  const commands = legalNow(s);
  for (let i = 0; i < commands.length; i++) {
    const c = commands[i];
    if (c.type === "declare" && c.player === player) {
      legal[c.ambition] = true;
      any = true;
    }
  }
  const out: string[] = [];
  if (!any) return out;
  // With the Doctrine in play its Ideal limits may refuse one: the core is asked with the markers as they lie (an Oath's limit is said at the press).
  const d: DeclareCommand = { type: "declare", player, ambition: "tycoon" };
  const ideals = s.campaign !== undefined && s.campaign.doctrine !== undefined;
  if (ideals) d.ideals = idealMarkers();
  for (let i = 0; i < AMBITION_ORDER.length; i++) {
    d.ambition = AMBITION_ORDER[i];
    if (legal[d.ambition] === true && (!ideals || apply(s, d).ok)) out.push(d.ambition);
  }
  // F2004, F2104: "When a player would declare Tycoon, they may declare Edenguard instead" (Empath, Blightkin); the Tycoon box's Ideal is not Edenguard's (rules-decisions-campaign.md).
  if (s.campaign !== undefined) for (const f of fateAmbitionsInPlay(s.campaign)) if (legal[f.insteadOf] === true) out.push(f.id);
  return out;
}

/** The round's lead play, if any (a plain loop, no closure). */
function leadPlay(s: GameState | undefined): PlayedCardState | undefined {
  if (s === undefined || s.phase !== "play" || s.round === undefined) return undefined;
  const plays = s.round.plays;
  for (let i = 0; i < plays.length; i++) if (plays[i].mode === "lead") return plays[i];
  return undefined;
}

const capitalised = capitalise;

/** A card object just played, by id (the card-play handler knows it; no need to search the slot). */
export interface PlayedCard {
  id: string;
  obj: TTSObject;
}

/** What the declare buttons show now: the lead card and its options ("" when none). */
let declareShown = "";
/** The state the buttons were last decided on. */
let declareFor: GameState | undefined;
let declareDrawn = false;
let declareCard: TTSObject | undefined;
/** The card object of the command being applied, when the card-play handler knows it. */
let playedHint: PlayedCard | undefined;

function leadCardObjectOf(id: string): TTSObject | undefined {
  if (playedHint !== undefined && playedHint.id === id) return playedHint.obj;
  const known = leadCardObject();
  return known !== undefined && gmNotes(known) === id ? known : actionCardObject(id);
}

/**
 * The lead card's "Declare X" buttons, drawn from the state alone (rulebook p.9: the leader may
 * declare before acting): after a command only when they change, after a load always.
 */
export function paintDeclareButtons(full: boolean): void {
  const s = game();
  // A battle, Court or campaign step changes neither the lead nor the legal declarations (legalNow is keyed the same way).
  const same = !full && declareDrawn && sameBaseGame(s, declareFor);
  // Kept up to date when skipping too (the states agree on all these buttons draw): the next
  // command's comparison is then the turn bar's pair, which sameBaseGame answers once.
  declareFor = s;
  if (same) return;
  declareDrawn = true;
  const lead = leadPlay(s);
  const options = s === undefined || lead === undefined ? [] : declarable(s, lead.player);
  const key = lead === undefined || options.length === 0 ? "" : `${lead.card}:${options.join(",")}`;
  if (!full && key === declareShown) return;
  declareShown = key;
  if (declareCard !== undefined) declareCard.clearButtons();
  declareCard = undefined;
  if (lead === undefined || options.length === 0) return;
  const card = leadCardObjectOf(lead.card);
  if (card === undefined) return;
  declareCard = card;
  card.clearButtons();
  options.forEach((a, i) => {
    card.createButton({
      click_function: `arcsDeclare_${a}`,
      function_owner: Global,
      label: `Declare ${capitalised(a)}`,
      tooltip: `${lead.player} may declare ${capitalised(a)} with this lead card (rulebook p.9)`,
      position: Vector(0, 0.3, -0.9 + i * 0.45),
      rotation: Vector(0, 180, 0),
      width: 1300,
      height: 190,
      font_size: 120,
    });
  });
}

/** Click on a "Declare X" button of the lead card (a Fate ambition's: declareFateAmbition, F2004/F2104). */
export function onDeclareClicked(ambition: string, clicker: string): void {
  const s = game();
  const colour = asColour(clicker);
  if (s === undefined || colour === undefined) {
    refuseTo(clicker, "only a seated player of this game can declare");
    return;
  }
  const r = submit(fateAmbition(ambition) !== undefined ? ({ type: "declareFateAmbition", player: colour, ambition } as Command) : withDeclareReads({ type: "declare", player: colour, ambition: ambition as Ambition }, colour, s));
  if (r.ok) return;
  refuseTo(clicker, r.reason);
  // The markers the core read may have moved since the buttons were drawn.
  paintDeclareButtons(true);
}

/** The marker the core moved into `ambition`'s box onto it, or onto `tile` (a Fate ambition's, F2004: "the marker goes to the Edenguard tile"); the zero marker on the lead card. */
function placeDeclaredMarker(before: GameState, after: GameState, ambition: Ambition, tile?: TTSObject): void {
  let moved: string | undefined;
  for (const m of after.markers) {
    const was = findById(before.markers, m.id);
    if (m.at === ambition && was !== undefined && was.at !== ambition) moved = m.id;
  }
  const marker = moved === undefined ? undefined : find("ambition-marker", moved);
  const box = tile ?? find("ambition-box", ambition);
  if (marker !== undefined && box !== undefined) place(marker, above(box, 0.5), marker.is_face_down);
  const zero = find("zero-marker");
  const lead = leadCardObject();
  if (zero !== undefined && lead !== undefined) zero.setPositionSmooth(above(lead, 0.5), false, true);
}

// ---- round end -------------------------------------------------------------------------------

/** The played cards with a Union beside them (Admin Union BC04 etc.): the round's end draws them into a hand. */
function unionHeldCards(before: GameState): string[] {
  const unions = before.round === undefined || before.round.unions === undefined ? [] : before.round.unions;
  return unions.map((u) => u.card);
}

/** `kept`: cards a Union sends to its owner's hand instead (src/tts/court/cards/unionCards.ts moves them). */
function discardPlayedCards(kept: string[]): void {
  const discard = find("action-discard");
  if (discard === undefined) return;
  const spot = above(discard, 1);
  for (const tag of ["lead-slot", "follow-slot", "seize-slot"]) {
    for (const card of cardsIn(tag)) {
      if (kept.length > 0 && kept.indexOf(gmNotes(card)) >= 0) continue;
      card.clearButtons();
      place(card, spot, true);
    }
  }
}

/**
 * The cards the command moved from the hands to the action discard (p.8, p.18: everyone with cards
 * passed, "discard all action cards"), bottom of the pile first. Shared with the campaign's Event cards.
 */
export function discardedFromHands(before: GameState, after: GameState): string[] {
  const held: string[] = [];
  for (const p of before.players) for (const id of p.hand) held.push(id);
  if (held.length === 0) return held;
  const out: string[] = [];
  for (let i = after.discard.length - 1; i >= 0; i--) if (held.indexOf(after.discard[i]) >= 0) out.push(after.discard[i]);
  return out;
}

/** The cards with `tag` among `ids` leave the hand zones at once, face down onto the action discard, in order. */
export function discardCards(ids: readonly string[], tag: string): void {
  const discard = find("action-discard");
  if (discard === undefined) return;
  ids.forEach((id, k) => {
    const card = find(tag, id);
    // One above the other, each a card's thickness higher, all within the discard zone's box (it
    // stands on the table: docs/table-geometry.md); TTS lets them fall onto the pile.
    if (card !== undefined) place(card, above(discard, 1 + k * 0.02), true);
  });
}

function returnZeroMarker(): void {
  const zero = find("zero-marker");
  const home = find("ambition-declared");
  if (zero !== undefined && home !== undefined) zero.setPositionSmooth(above(home, 0.5), false, true);
}

/** Runs after every applied command; `played` is the card object of a card play, when known. */
export function afterCommand(after: GameState, command: Command, before: GameState, played?: PlayedCard): void {
  playedHint = played;
  for (const e of after.events) {
    if (e.kind === "declared" && (command.type === "declare" || command.type === "declareCommonwealth")) placeDeclaredMarker(before, after, command.ambition);
    const f = e.kind === "declared" && command.type === "declareFateAmbition" ? fateAmbition(command.ambition) : undefined;
    if (f !== undefined) placeDeclaredMarker(before, after, f.insteadOf, find("fate-token", `${f.name} Ambition`));
    if (e.kind === "seized" && e.player !== undefined) moveInitiative(e.player, true);
    if (e.kind === "initiativePassed") moveInitiative(after.initiative, false);
    if (e.kind === "chapterEnded" && before.phase === "play") discardCards(discardedFromHands(before, after), "action-card");
    if (e.kind === "roundEnded") {
      discardPlayedCards(unionHeldCards(before));
      returnZeroMarker();
      moveInitiative(after.initiative, false);
    }
  }
}
