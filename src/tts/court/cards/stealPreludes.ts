/**
 * The Court cards whose Prelude steals with a choice over several presses, like Elder Broker's Trade
 * (seed 003 card reference; shapes keyed by card id in src/core/powers/courtPowers.ts):
 * - Mining Interest (BC02) / Shipping Interest (BC09): "Manufacture / Synthesize (Build): Gain 1
 *   Material / Fuel." is one button; "Prelude: You may discard this to gain Material up to your
 *   number of empty resource slots. If the Material supply empties, steal the Material instead."
 *   is "Prelude: discard": it fills the slots from the supply, and when the supply cannot fill them
 *   while a Rival holds that type, it first offers "Steal <type> from <Rival>" (as many as the
 *   empty slots the supply leaves) and "Discard: gain N, steal K" to finish with the steals so far;
 *   in a campaign also "Steal <type> from the Imperial Trust (n)" from a Rival First Regent (stealTrust.ts, BR p.27).
 * - Silver-Tongues (BC20) "Prelude: You may discard this to steal a Guild card or resource.":
 *   "Prelude: steal from <Rival>", then "Steal <type>" or "Steal a Guild card" and that Rival's cards;
 *   from the First Regent also "Steal <type> from the Imperial Trust" (stealTrust.ts, BR p.27).
 * - the Fate-set Liaisons (F405-F409, F1405; courtPowers.ts FATE_SET_POWERS): "When you Copy to
 *   <action>, you may gain 1 <type>." is "Copy: gain 1 <type>" (the Interests' gain, which the core
 *   takes as the Copy's bonus); "Prelude: You may attach this to a Court card with no agents to declare
 *   the <ambition> ambition." is "Attach: slot N", one per Court slot: the card goes above that slot's
 *   card (BR p.27) and the marker the core moved to the ambition's box;
 * - the Fate-set Guildmasters (F417-F421): "When you declare the <ambition> ambition, you may steal a
 *   <suit> Guild card." is "Steal a <suit> card from <Rival>", then that Rival's cards of the suit.
 * "Cancel" goes back. Only the owner may press them; each steal is asked ahead of the core (Sworn
 * Guardians, the most that may be stolen), the last press sends the core's `cardAction`, and the
 * script moves the tokens and cards as decided. The choice in progress is saved ("steal" feature).
 */
import type { Colour, ResourceType } from "../../../core/data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../../../core/data/vocabulary";
import { courtCard } from "../../../core/data/court";
import type { TableState } from "../../../core/court/types";
import { playerIndex } from "../../../core/court/types";
import type { PreludeChoice, ResourceTake } from "../../../core/powers/preludePowers";
import { courtPrelude } from "../../../core/powers/preludePowers";
import { capitalise } from "../../../core/util/ascii";
import { refuseTo, tell } from "../../lib/chat";
import { exposeGlobal } from "../../lib/globals";
import { onBoard, zoneOf, gmNotes } from "../../lib/table";
import { game } from "../../session/session";
import type { Pressed } from "../cardChoice";
import { choiceBeingMade } from "../cardChoice";
import type { CardButtons } from "../cardButtons";
import { installCardButtonsFor, chapterOwner, redrawCard, exposeCardClicks } from "../cardButtons";
import { decide, matchSlots, matchSlotsOf, ownerClicking } from "./captiveCards";
import { preludeDiscardButton, removeButtonsWhere, rowButton } from "../buttonKit";
import { slotOrRefuse } from "./choicePreludes";
import { courtSlotZones, guildCardsOf } from "../table";
import { guildCardFacts } from "../../../core/powers/courtPowers";
import { cardTitle } from "../pending";
import { placeMarkerByCard } from "../effects";
import { rowSizeOnTable } from "../campaignSlots";
import { placeAt } from "../../lib/place";
import { intoCourtDeck, liftCard, looseCardObject, toDiscard, toPlayArea } from "../moves";
import type { StealChoice } from "./stealChoice";
import { mostToSteal, parseStealChoice, rivalsHolding, rivalsOf, stolenFrom } from "./stealChoice";
import type { Shape } from "./stealShapes";
import { GAIN, DISCARD, FROM, FINISH, RIVAL, TYPE, GUILD, CARD, CANCEL, ATTACH, MAX_CARDS, ours, shapeOf } from "./stealShapes";
import { INTEREST_TRUST, TRUST, frozenSteals, nextTrustSteal, stealFromTrust, trustRows, trustTokensToBags, typeTrustRow } from "./stealTrust";

const STEAL = choiceBeingMade<StealChoice>();

function cardName(id: string): string {
  const c = courtCard(id);
  return c === undefined ? cardTitle(id) : c.name;
}

function refreshCard(card: TTSObject, shape: Shape): void {
  removeButtonsWhere(card, ours);
  const at = chapterOwner(card);
  if (at === undefined) return;
  const { state: s, owner } = at;
  const c = STEAL.on(card, owner);
  let row = 0;
  if (shape.kind === "liaison") {
    const gain = `Copy: gain 1 ${capitalise(shape.resource)}`;
    rowButton(card, GAIN, gain, gain, 0);
    for (let n = 1; n <= rowSizeOnTable(s); n++) rowButton(card, ATTACH + n, `Prelude: attach, slot ${n}`, `Declare ${capitalise(shape.ambition)}`, n);
    return;
  }
  if (shape.kind === "interest") {
    const type = capitalise(shape.resource);
    rowButton(card, GAIN, `${shape.action}: gain 1 ${type}`, `${shape.action} (Build): ${owner} gains 1 ${type}, with a Build action`, row);
    row += 1;
    if (c === undefined) {
      preludeDiscardButton(card, DISCARD, `${owner} discards this to fill their empty resource slots with ${type} (stolen once the supply is empty)`);
      return;
    }
    for (const rival of s.seats) {
      if (rival === owner) continue;
      rowButton(card, FROM + rival, `Steal ${type} from ${rival} (${stolenFrom(c.steals, rival)})`, `The ${type} supply is short: ${owner} steals 1 ${type} from ${rival} instead`, row);
      row += 1;
    }
    row = typeTrustRow(card, INTEREST_TRUST, s, owner, shape.resource, `Steal ${type} from the Imperial Trust (${frozenSteals(c.steals).length})`, row);
    rowButton(card, FINISH, `Discard: steal ${c.steals.length}`, `${owner} discards this, gains what the supply has and steals the ${type} chosen`, row);
    row += 1;
  } else if (c === undefined || c.rival === undefined) {
    for (const rival of s.seats) {
      if (rival === owner) continue;
      const what = shape.kind === "master" ? `Steal a ${capitalise(shape.suit)} card from ${rival}` : `Prelude: steal from ${rival}`;
      rowButton(card, RIVAL + rival, what, what, row);
      row += 1;
    }
    return;
  } else if (c.cards === undefined) {
    for (const r of RESOURCE_TYPES) {
      rowButton(card, TYPE + r, `Steal ${capitalise(r)}`, `${owner} steals 1 ${capitalise(r)} from ${c.rival}`, row);
      row += 1;
    }
    row = trustRows(card, s, owner, c.rival, row);
    rowButton(card, GUILD, "Steal a Guild card", `${owner} steals one of ${c.rival}'s Guild cards`, row);
    row += 1;
  } else {
    for (let i = 0; i < c.cards.length && i < MAX_CARDS; i++) {
      rowButton(card, CARD + (i + 1), `Steal ${cardName(c.cards[i])}`, `${owner} steals ${cardName(c.cards[i])} from ${c.rival}`, row);
      row += 1;
    }
  }
  rowButton(card, CANCEL, "Cancel", "Choose again", row);
}

const BUTTONS: CardButtons<Shape> = { name: "Steal Preludes", shapeOf, draw: refreshCard };

function redraw(card: TTSObject): void {
  redrawCard(BUTTONS, card);
}

/** The Prelude sent with `choice`; on success the Rivals' and the owner's slots follow, and the card goes to the Court discard. */
function send(card: TTSObject, clicker: string, colour: Colour, before: TableState, choice: PreludeChoice, rivals: Colour[]): boolean {
  const after = decide(clicker, colour, { kind: "prelude", choice, court: before });
  if (after === undefined) return false;
  STEAL.set(undefined);
  // A steal from the Imperial Trust: its tokens go to their bags first, to fill the stealer's slots.
  trustTokensToBags(frozenSteals(choice.steal === undefined ? [] : choice.steal));
  matchSlotsOf(rivals.concat([colour]), after);
  toDiscard(card);
  return true;
}

export function onInterestGain(card: TTSObject, clicker: string): void {
  const who = ownerClicking(card, clicker);
  if (who === undefined) return;
  const after = decide(clicker, who.colour, { kind: "gain", card: gmNotes(card), court: who.before });
  if (after !== undefined) matchSlots(who.colour, after);
}

export function onInterestDiscard(card: TTSObject, clicker: string): void {
  const shape = shapeOf(card);
  const who = ownerClicking(card, clicker);
  if (who === undefined || shape === undefined || shape.kind !== "interest") return;
  const most = mostToSteal(who.before, who.colour, shape.resource);
  if (most > 0 && rivalsHolding(who.before, who.colour, shape.resource)) {
    // Nothing is decided yet: the choice starts, and the core decides at its last press.
    STEAL.set({ card: gmNotes(card), colour: who.colour, steals: [] });
    tell(clicker, `The ${capitalise(shape.resource)} supply cannot fill your empty slots: you may steal up to ${most} from Rivals. Choose whom, then press "Discard".`);
    redraw(card);
    return;
  }
  send(card, clicker, who.colour, who.before, { card: gmNotes(card) }, []);
}

export function onInterestSteal(card: TTSObject, clicker: string, rival: Colour): void {
  const shape = shapeOf(card);
  const who = STEAL.pressed(card, clicker);
  if (who === undefined) return;
  const c = who.choice;
  if (shape === undefined || shape.kind !== "interest") return;
  const p = who.before.players[playerIndex(who.before, rival)];
  let slot = -1;
  const taken: number[] = [];
  for (const s of c.steals) if (s.from === rival && s.frozen === undefined) taken.push(s.slot);
  if (p !== undefined) for (let i = 0; i < p.resources.length; i++) if (p.resources[i] === shape.resource && taken.indexOf(i) < 0) slot = i;
  if (slot < 0) {
    refuseTo(clicker, `${rival} has no more ${capitalise(shape.resource)} on their board to steal`);
    return;
  }
  addSteal(card, clicker, who, shape.resource, { from: rival, slot });
}

/** The First Regent's Imperial Trust, when the supply is short (BR p.27), stealTrust.ts. */
export function onInterestTrust(card: TTSObject, clicker: string): void {
  const shape = shapeOf(card);
  const who = STEAL.pressed(card, clicker);
  if (who === undefined) return;
  const c = who.choice;
  const s = game();
  if (shape === undefined || shape.kind !== "interest" || s === undefined) return;
  const take = nextTrustSteal(s, who.colour, shape.resource, c.steals);
  if (typeof take === "string") refuseTo(clicker, take);
  else addSteal(card, clicker, who, shape.resource, take);
}

/** One more steal in the Interest's choice: asked ahead, sent once it is the most that may be stolen. */
function addSteal(card: TTSObject, clicker: string, who: Pressed<StealChoice>, type: ResourceType, take: ResourceTake): void {
  const c = who.choice;
  const steals = c.steals.concat([take]);
  const choice: PreludeChoice = { card: c.card, steal: steals };
  // Asked ahead (the most that may be stolen, Sworn Guardians): a refused steal is not added.
  const ahead = courtPrelude(who.before, who.colour, choice);
  if (!ahead.ok) {
    refuseTo(clicker, ahead.reason);
    return;
  }
  if (steals.length >= mostToSteal(who.before, who.colour, type)) {
    send(card, clicker, who.colour, who.before, choice, rivalsOf(steals));
    return;
  }
  STEAL.set({ ...c, steals });
  redraw(card);
}

export function onInterestFinish(card: TTSObject, clicker: string): void {
  const who = STEAL.pressed(card, clicker);
  if (who === undefined) return;
  const c = who.choice;
  send(card, clicker, who.colour, who.before, { card: c.card, steal: c.steals }, rivalsOf(c.steals));
}

export function onSilverRival(card: TTSObject, clicker: string, rival: Colour): void {
  const who = ownerClicking(card, clicker);
  const shape = shapeOf(card);
  if (who === undefined || shape === undefined) return;
  const c: StealChoice = { card: gmNotes(card), colour: who.colour, steals: [], rival };
  if (shape.kind === "master") {
    // The Guildmasters: the Rival's Guild cards of the card's suit, as the table shows them.
    const cards: string[] = [];
    for (const id of guildCardsOf(rival)) {
      const f = guildCardFacts(id);
      if (f !== undefined && f.suit === shape.suit) cards.push(id);
    }
    if (cards.length === 0) {
      refuseTo(clicker, `${rival} has no ${capitalise(shape.suit)} Guild card to steal`);
      return;
    }
    c.cards = cards;
  }
  STEAL.set(c);
  redraw(card);
}

/** The Liaisons' Prelude: attached above the card of Court slot `n` (BR p.27), the ambition declared. */
export function onLiaisonAttach(card: TTSObject, clicker: string, n: number): void {
  const who = ownerClicking(card, clicker);
  const shape = shapeOf(card);
  const before = game();
  if (who === undefined || shape === undefined || shape.kind !== "liaison" || before === undefined) return;
  if (decide(clicker, who.colour, { kind: "prelude", choice: { card: gmNotes(card), slot: n - 1 }, court: who.before }) === undefined) return;
  card.clearButtons();
  const zone = courtSlotZones()[n - 1];
  // In its slot, shifted towards the card's top: campaignSlots.ts reads the card nearer the centre as the Court card.
  if (zone !== undefined) placeAt(card, onBoard(zone, 0, -1.0, zone.getPosition().y + 0.3), false);
  placeMarkerByCard(before, game() ?? before, shape.ambition);
}

/** The Silver-Tongues' (or Guildmasters') choice pressed by its owner once a Rival is chosen, else undefined (nothing to do). */
function rivalPressed(card: TTSObject, clicker: string): Pressed<StealChoice & { rival: Colour }> | undefined {
  const who = STEAL.pressed(card, clicker);
  return who && who.choice.rival !== undefined ? (who as Pressed<StealChoice & { rival: Colour }>) : undefined;
}

export function onSilverType(card: TTSObject, clicker: string, type: ResourceType): void {
  const who = rivalPressed(card, clicker);
  if (who === undefined) return;
  const c = who.choice;
  const slot = slotOrRefuse(clicker, c.rival, type, "steal");
  if (slot < 0) return;
  send(card, clicker, who.colour, who.before, { card: c.card, steal: [{ from: c.rival, slot }] }, [c.rival]);
}

/** The First Regent's Imperial Trust (BR p.27), stealTrust.ts. */
export function onSilverTrust(card: TTSObject, clicker: string, type: ResourceType): void {
  const who = rivalPressed(card, clicker);
  if (who === undefined) return;
  const c = who.choice;
  if (stealFromTrust(card, clicker, who.colour, who.before, c.card, c.rival, type)) STEAL.set(undefined);
}

export function onSilverGuild(card: TTSObject, clicker: string): void {
  const who = rivalPressed(card, clicker);
  if (who === undefined) return;
  const c = who.choice;
  const cards = guildCardsOf(c.rival);
  if (cards.length === 0) {
    refuseTo(clicker, `${c.rival} has no Guild cards in their play area to steal`);
    return;
  }
  STEAL.set({ ...c, cards });
  redraw(card);
}

export function onSilverCard(card: TTSObject, clicker: string, k: number): void {
  const who = rivalPressed(card, clicker);
  if (who === undefined) return;
  const c = who.choice;
  if (c.cards === undefined || k > c.cards.length) return;
  const id = c.cards[k - 1];
  const rival = c.rival;
  const master = shapeOf(card)?.kind === "master";
  const after = decide(clicker, who.colour, master ? { kind: "declareSteal", card: c.card, from: rival, guildCard: id, court: who.before } : { kind: "prelude", choice: { card: c.card, guildCard: { from: rival, card: id } }, court: who.before });
  if (after === undefined) return;
  STEAL.set(undefined);
  const found = looseCardObject(id, zoneOf("play-area", rival));
  if (found !== undefined) {
    const stolen = liftCard(found);
    // Sworn Guardians (BC22, CC09): "If this card is stolen, bury it." The core put it under the Court deck (the campaign's in a campaign).
    if (after.players[playerIndex(after, who.colour)].guildCards.indexOf(id) >= 0) toPlayArea(stolen, who.colour);
    else intoCourtDeck(stolen, (game() ?? {}).campaign !== undefined);
  }
  if (master) redraw(card);
  else toDiscard(card);
}

export function installStealPreludes(): void {
  exposeGlobal(GAIN, onInterestGain);
  exposeGlobal(DISCARD, onInterestDiscard);
  exposeGlobal(FINISH, onInterestFinish);
  exposeGlobal(INTEREST_TRUST, onInterestTrust);
  exposeGlobal(GUILD, onSilverGuild);
  exposeCardClicks(FROM, COLOURS, onInterestSteal);
  exposeCardClicks(RIVAL, COLOURS, onSilverRival);
  exposeCardClicks(TYPE, RESOURCE_TYPES, onSilverType);
  exposeCardClicks(TRUST, RESOURCE_TYPES, onSilverTrust);
  for (let k = 1; k <= MAX_CARDS; k++) {
    const index = k;
    exposeGlobal(CARD + k, (card: TTSObject, colour: string) => onSilverCard(card, colour, index));
    if (k <= 5) exposeGlobal(ATTACH + k, (card: TTSObject, colour: string) => onLiaisonAttach(card, colour, index));
  }
  STEAL.install("steal", parseStealChoice, CANCEL, BUTTONS);
  installCardButtonsFor(BUTTONS);
}
