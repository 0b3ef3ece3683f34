/**
 * Buttons on Fate-set Guild cards of shapes no base card has (seed 003 card reference; keyed in
 * src/core/powers/courtPowers.ts FATE_SET_POWERS), lying in their owner's play area in a chapter:
 * - Guild Investigators (F402) "Recover (Move): Attach the topmost Guild card from the Court discard
 *   pile to a card in the Court with no agents.": "Recover: slot N", one per Court slot; the card the
 *   core names leaves the Court discard for that slot, above its card (BR p.27);
 * - Lesser Regent (F121) "Prelude: You may discard this to declare any ambition.": "Prelude: declare X",
 *   one per ambition; the card goes to the Court discard and the marker the core moved to its box;
 * - Dealmakers (F103) "Bargain (Secure): ...": "Bargain: slot N", one per Court slot; the Rival the core
 *   names takes the card, every agent on it goes home, the slot is refilled; the holder then influences
 *   and secures by hand as usual, paid by the Bargain (src/core/powers/cardActions.ts).
 * - Spreading the Faith (F803, an Ability) "Teach (Influence): Attach the top Faithful action card from its
 *   stack to a Guild card in the Court whose suit matches a planet with a Loyal city. If you do, scrap
 *   the bottom non-Event action card from the discard pile.": "Teach: slot N", one per Court slot; the
 *   press sends `teach` (core/campaign/fates/faithful.ts) with the play area (F803, the Faithful stack
 *   loose or as a deck), the Court row and the systems holding the holder's cities; accepted, the
 *   stack's top card is attached above the slot's card and the action card the core scrapped goes
 *   face down to the rules booklet's Scrapped spot.
 * Only the owner may press them; the core's `cardAction` (`teach`) decides (ownerClicking / decide).
 *
 * And the Fate-set cards a player must attach to a Court card (BR p.27 "Attaching Cards"): "Attach:
 * slot N", one per Court card it may go above (core courtAttach.ts attachTargets, Forced Attach when
 * none is free); the press is checked against who clicked and by the core (mustAttachRefusal), then
 * the card is laid above that card:
 * - Passage Storms (F2206) "When Drawn: The player with initiative attaches this to a card in the
 *   Court.": drawn into a slot it is tagged `attach-due` (moves.ts drawIntoSlot, saved with the card)
 *   until the initiative holder attaches it; the slot it leaves refills from the Court deck (BR p.18);
 * - Librarians (F513) "Crisis: The player holding this card must attach it to a card in the Court.",
 *   Claims of Nobility (F1602) "Crisis: The player holding this card must take the Claim Fief action."
 *   (Claim Fief's attach): in the holder's play area while the Crises list shows the card.
 */
import type { Ambition, Colour } from "../../../core/data/vocabulary";
import { AMBITIONS, COLOURS } from "../../../core/data/vocabulary";
import type { TableState } from "../../../core/court/types";
import { capitalise } from "../../../core/util/ascii";
import { exposeGlobal } from "../../lib/globals";
import { above, asColour, find, onBoard, tagged, gmNotes } from "../../lib/table";
import type { Command, GameState } from "../../../core/game/types";
import { FAITHFUL_CARDS, faithfulNumber, stackTop } from "../../../core/campaign/fates/faithful";
import { refuseTo } from "../../lib/chat";
import { moveCard } from "../../lib/cards";
import { systemOf } from "../../map/read";
import { playAreaIds } from "../../scoring/read";
import { colourZone, courtCardsIn, fixture, objectsIn } from "../../lib/pieceTags";
import type { CardAt } from "../../lib/pieceTags";
import { placeAt, returnToSupply } from "../../lib/place";
import { game, submit } from "../../session/session";
import { installCardButtonsFor, chapterOwnerToDraw, courtPowerOf, exposeCardClicks, playAreaOwner, redrawCard, redrawCards } from "../cardButtons";
import { decide, ownerClicking } from "./captiveCards";
import { rowButton } from "../buttonKit";
import { courtDeckIds, courtSlotZones, readCourtRowSnapshot } from "../table";
import { rowSizeOnTable } from "../campaignSlots";
import { placeMarkerByCard } from "../effects";
import { drawIntoSlot, intoCourtDeck, liftCard, refill, toDiscard, toPlayArea } from "../moves";
import { attachTargets } from "../../../core/campaign/courtAttach";
import type { CourtRowSnapshot } from "../../../core/campaign/resultTypes";
import { eventSession } from "../../campaign/eventPhase/session";
import { onRedraw } from "../../session/redraw";
import { looseCardIn, refreshCourt } from "../slots";

/** Every button's function: this prefix, then "recover" or "bargain" and the slot, or "declare" and the ambition. */
const ACT = "arcsGuildAct_";
const FATE = "fate-set-card";
const DECLARE = ACT + "declare";

function ours(fn: string): boolean {
  return fn.indexOf(ACT) === 0;
}

type Shape = "recover" | "declare" | "bargain" | "teach";

/** One button per Court slot, "Recover: slot N" / "Bargain: slot N": its tooltip. */
const SLOT_TIPS: { [shape: string]: string } = {
  recover: "Move: attach the Court discard's top Guild card here",
  bargain: "Secure: a Rival takes it",
  teach: "Influence: attach the top Faithful card",
};

function shapeOf(o: TTSObject): Shape | undefined {
  const p = courtPowerOf(o);
  // Spreading the Faith is no Court card: drawn with the rest at a chapter's start and after a load.
  if (p === undefined) return gmNotes(o) === "F803" ? "teach" : undefined;
  return p.recover === true ? "recover" : p.bargain === true ? "bargain" : p.prelude !== undefined && p.prelude.kind === "declare" ? "declare" : undefined;
}

function draw(card: TTSObject, shape: Shape): void {
  const at = chapterOwnerToDraw(card, ours);
  if (at === undefined) return;
  const tip = SLOT_TIPS[shape];
  if (tip !== undefined) for (let n = 1; n <= rowSizeOnTable(at.state); n++) rowButton(card, ACT + shape + n, `${capitalise(shape)}: slot ${n}`, tip, n - 1);
  else AMBITIONS.forEach((a, i) => rowButton(card, DECLARE + a, `Prelude: declare ${capitalise(a)}`, `${at.owner} discards this to declare ${capitalise(a)}`, i));
}

/** Lays `card` in Court slot `n`, shifted towards the card's top: attached above the slot's card (campaignSlots.ts reads the nearer one as the Court card). */
export function attachInSlot(card: TTSObject, n: number, forced?: boolean): void {
  const zone = courtSlotZones()[n - 1];
  // A Forced Attach's card (BR p.27) lies further up than the attached card below it, so the row's read keeps that one (campaignSlots.ts).
  if (zone !== undefined) placeAt(card, onBoard(zone, 0, forced ? -1.6 : -1.0, zone.getPosition().y + 0.3), false);
}

/** The Court discard as it lies, bottom first: a loose card by its height, a deck's cards from its top down (getObjects: index 0 on top). */
function discardPile(): CardAt[] {
  const cards = courtCardsIn(fixture("court-discard"));
  const keys: number[] = [];
  let k = 0;
  cards.forEach((c, i) => {
    k = i > 0 && c.inDeck !== undefined && cards[i - 1].obj === c.obj ? k + 1 : 0;
    keys.push(c.obj.getPosition().y * 1000 - k);
  });
  const order = cards.map((_c, i) => i);
  order.sort((a, b) => (keys[a] !== keys[b] ? keys[a] - keys[b] : a - b));
  return order.map((i) => cards[i]);
}

/** Command Chaos's Crisis (F713, core crisesVox.ts): Imperial Officers (F702) attached to it if it has no attached card, from wherever it lies but a Court slot of its own (BR p.27); each Rogue Admirals in the Court discard shuffled into the Court deck. */
export function commandChaosOnTable(s: GameState): void {
  const row = readCourtRowSnapshot(s);
  const n = row.findIndex((x) => x.card === "F713" && x.attached === undefined);
  const spot = above(fixture("court-discard") as TTSObject);
  const officers = n < 0 || row.some((x) => x.card === "F702") ? undefined : moveCard(FATE, "F702", { position: spot, faceDown: false });
  if (officers !== undefined) attachInSlot(officers, n + 1);
  for (const c of discardPile()) {
    const o = c.id === "F706" || c.id === "F707" ? moveCard(FATE, c.id, { position: spot, faceDown: true }) : undefined;
    if (o !== undefined) intoCourtDeck(o, true, true);
  }
}

function onRecover(card: TTSObject, clicker: string, n: number): void {
  const who = ownerClicking(card, clicker);
  if (who === undefined) return;
  const pile = discardPile();
  const court: TableState = { ...who.before, court: { ...who.before.court, discard: pile.map((c) => c.id) } };
  const after = decide(clicker, who.colour, { kind: "recover", card: gmNotes(card), slot: n - 1, court });
  const id = after && after.court.row[n - 1].attached;
  for (const c of pile) if (id !== undefined && c.id === id) {
    attachInSlot(liftCard(c), n);
    return;
  }
}

/** Teach on slot `n` (Spreading the Faith, F803): the play area, Court row and the holder's cities read; the top Faithful card attached there, the action card the core scrapped sent to the Scrapped spot. */
function onTeach(card: TTSObject, clicker: string, n: number): void {
  const who = ownerClicking(card, clicker);
  if (who === undefined) return;
  const before = game() as GameState;
  const playArea = playAreaIds(who.colour);
  const cities: string[] = [];
  for (const o of tagged("city")) {
    const id = o.hasTag(who.colour) ? systemOf(o) : undefined;
    if (id !== undefined) cities.push(id);
  }
  const r = submit({ type: "teach", player: who.colour, slot: n - 1, row: who.before.court.row, playArea, cities } as Command);
  if (!r.ok) return refuseTo(clicker, r.reason);
  const top = moveCard(FATE, FAITHFUL_CARDS[stackTop(playArea) - 1], { position: above(card), faceDown: false });
  if (top !== undefined) attachInSlot(top, n);
  const gone = before.discard.find((id) => r.value.discard.indexOf(id) < 0);
  if (gone !== undefined) moveCard(faithfulNumber(gone) > 0 ? FATE : "action-card", gone, { position: above(find("rules-booklet-scrap") ?? card, 0.5), faceDown: true });
}

function onDeclare(card: TTSObject, clicker: string, ambition: Ambition): void {
  const who = ownerClicking(card, clicker);
  const before = game();
  if (who === undefined || before === undefined) return;
  if (decide(clicker, who.colour, { kind: "prelude", choice: { card: gmNotes(card), ambition }, court: who.before }) === undefined) return;
  toDiscard(card);
  placeMarkerByCard(before, game() ?? before, ambition);
}

/** Bargain on slot `n`: the core decides; the card goes to the Rival who now holds it, every agent on it home, the slot refills. */
function onBargain(card: TTSObject, clicker: string, n: number): void {
  const who = ownerClicking(card, clicker);
  const zone = courtSlotZones()[n - 1];
  if (who === undefined || zone === undefined) return;
  const campaign = game()?.campaign !== undefined;
  const c = looseCardIn(zone, campaign);
  const after = decide(clicker, who.colour, { kind: "bargain", card: gmNotes(card), slot: n - 1, court: who.before });
  if (after === undefined) return;
  for (const a of objectsIn(zone)) if (a.hasTag("agent")) returnToSupply(a);
  for (const p of after.players) if (c !== undefined && p.guildCards.indexOf(c.id) >= 0) toPlayArea(c.obj, p.colour);
  refill(after, n - 1, campaign);
  refreshCourt();
}

const ATTACH = "arcsAttach";
const DUE = "attach-due";
/** Whether the attachers were last drawn with the Crises list shown. */
let crisesListed = false;

/** Who attaches `card` now (F2206 drawn: the initiative holder; F513, F1602 while the Crises are listed: their holder) and the Court row it may go into (its own slot emptied), if it is due. */
function attachDue(card: TTSObject): { by: Colour; row: CourtRowSnapshot[]; from: number } | undefined {
  const s = game();
  const c = s && s.campaign;
  if (c === undefined) return undefined;
  const row = readCourtRowSnapshot(s!);
  const from = row.findIndex((x) => x.card === gmNotes(card));
  if (from >= 0) row[from] = {};
  // The Crises list shown (eventPhase/panel.ts crisesListed: from the Crises press to "Crises done").
  const by = (card.hasTag(DUE) && s!.initiative) || (eventSession().crisesShown && playAreaOwner(card)) || undefined;
  return by && { by, row, from };
}

function drawAttach(card: TTSObject): void {
  card.clearButtons();
  const d = attachDue(card);
  if (d) attachTargets(d.row).to.forEach((i, k) => rowButton(card, ATTACH + (i + 1), `Attach: slot ${i + 1}`, "", k));
}

/** A press: the attacher alone; the core's `attachCard` (logged with the row read) allows the slot; the card laid above that slot's card, the slot it leaves refilled (BR p.18). */
function onAttach(card: TTSObject, clicker: string, n: number): void {
  const d = attachDue(card);
  if (d === undefined || asColour(clicker) !== d.by) return refuseTo(clicker, `${card.getName()}: ${d ? d.by : "nobody"} attaches it now`);
  const r = submit({ type: "attachCard", player: d.by, card: gmNotes(card), slot: n - 1, row: d.row, playArea: playAreaIds(d.by) } as Command);
  if (!r.ok) return refuseTo(clicker, r.reason);
  card.removeTag(DUE);
  card.clearButtons();
  attachInSlot(card, n, attachTargets(d.row).forced);
  const top = courtDeckIds(true)[0];
  const zone = courtSlotZones()[d!.from];
  if (top && zone) drawIntoSlot(top, zone, true);
}

const ATTACHERS = { name: "attach", lore: true, shapeOf: (o: TTSObject) => ["F2206", "F513", "F1602"].indexOf(gmNotes(o)) >= 0 || undefined, draw: drawAttach };

/** Why the Crises are not done yet (BR p.27 "must attach"): a card owing its attach, with a Court card to go above. */
export function attachOwed(): string | undefined {
  const cards = tagged(DUE);
  for (const c of COLOURS) for (const o of objectsIn(colourZone("play-area", c))) if (ATTACHERS.shapeOf(o)) cards.push(o);
  for (const o of cards) {
    const d = attachDue(o);
    if (d && attachTargets(d.row).to.length > 0) return `${o.getName()}: ${d.by} attaches it first (BR p.27)`;
  }
  return undefined;
}

export function installFateGuildCards(): void {
  installCardButtonsFor(ATTACHERS);
  // After a load, Passage Storms waiting in the Court; when the Crises list opens or closes, the
  // attachers in the play areas (F513, F1602) alone: every family's redraw there searched the map.
  onRedraw("attach", (full) => {
    const listed = eventSession().crisesShown === true;
    if (full) for (const o of tagged(DUE)) redrawCard(ATTACHERS, o);
    else if (listed !== crisesListed) redrawCards(ATTACHERS);
    crisesListed = listed;
  });
  for (let n = 1; n <= 5; n++) {
    const slot = n;
    exposeGlobal(ACT + "recover" + n, (card: TTSObject, colour: string) => onRecover(card, colour, slot));
    exposeGlobal(ACT + "bargain" + n, (card: TTSObject, colour: string) => onBargain(card, colour, slot));
    exposeGlobal(ACT + "teach" + n, (card: TTSObject, colour: string) => onTeach(card, colour, slot));
    exposeGlobal(ATTACH + n, (card: TTSObject, colour: string) => onAttach(card, colour, slot));
  }
  exposeCardClicks(DECLARE, AMBITIONS, onDeclare);
  installCardButtonsFor({ name: "Fate Guild cards", shapeOf, draw });
}
