/**
 * The rules booklet on the table (BR p.3, p.5 steps L-M, p.9): the script lays the booklet the core
 * holds (Act I's Govern cards and, at 2 players, Guild Envoys Depart; an Act's booklet from its
 * record), a player adds a card by dropping it on the booklet, and scraps one with its Scrap button.
 *
 * Why a drop adds and a button scraps (docs/tts-behaviour.md): `onObjectDrop` comes once, when the
 * player lets go, and the card's position at that moment says whether it was let go over a page (the
 * slot zones' boxes, tested with `insideZone`); zone enter/leave events come on later physics steps,
 * also for a card merely carried across the board or slid by a neighbour, and in no promised order
 * with the drop. So no zone event changes the booklet. A card taken off the booklet by hand is put
 * back (it is still in the booklet until Scrap is pressed): a slip of the hand never scraps a rule.
 */
import type { Colour } from "../../../core/data/vocabulary";
import type { Command, GameState } from "../../../core/game/types";
import type { CampaignRecord, CampaignState, RulesBooklet } from "../../../core/campaign/types";
import { bookletCard, bookletCards, findInBooklet, rulesBookletOf, tuckedInFrontOf } from "../../../core/campaign/booklet";
import type { BookletSide } from "../../../core/campaign/booklet";
import { refuseTo } from "../../lib/chat";
import { on } from "../../lib/events";
import { exposeGlobal } from "../../lib/globals";
import { looseCard } from "../../lib/cards";
import { playingColour } from "../../lib/seats";
import { above, find, tagged } from "../../lib/table";
import { insideZone } from "../../lib/assumptions";
import { playAreaSpot } from "../../setup/places";
import { onRedraw } from "../../session/redraw";
import { game, onApplied, submit } from "../../session/session";
import { bookletCardTag, layBooklet, layScrapped, laySide, slotOf } from "./lay";
import { drawSeizeButtons } from "../partisanSeizing";
import { drawSpendGolem } from "../golems";
import { drawAuthority } from "../setupPieces";
import { isAuthority } from "../../../core/campaign/fates/governAuthority";

export const SCRAP_FUNCTION = "arcsBookletScrap";

/** Where each booklet-type card was picked up, by GUID, so a refused drop goes back there. */
const pickedFrom: { [guid: string]: { position: Vector; rotation: Vector } | undefined } = {};

function activeCampaign(s: GameState | undefined): CampaignState | undefined {
  if (s === undefined || s.campaign === undefined || s.campaign.stage === "over") return undefined;
  return s.campaign;
}

/** A card that could go in the booklet: an aid card or a Fate-set card (the core says which may). */
function candidate(obj: TTSObject): boolean {
  return obj.hasTag("campaign-aid-card") || obj.hasTag("fate-set-card");
}

function nameOf(id: string): string {
  const c = bookletCard(id);
  return c === undefined ? id : c.name;
}

export function noteBookletPickUp(obj: TTSObject): void {
  if (activeCampaign(game()) === undefined || !candidate(obj)) return;
  pickedFrom[obj.getGUID()] = { position: obj.getPosition(), rotation: obj.getRotation() };
}

/** The booklet side a point lies over (a slot zone of that page), if any. */
function sideUnder(p: Vector): BookletSide | undefined {
  for (const z of tagged("rules-booklet-slot")) {
    if (!insideZone(z, p)) continue;
    const s = slotOf(z);
    if (s !== undefined) return s.side;
  }
  return undefined;
}

/** A refused card goes back where it was picked up; without a pick-up seen, to its deck or the dropper's Fate Set spot. */
function sendBack(obj: TTSObject, player: Colour | undefined): void {
  const guid = obj.getGUID();
  const from = pickedFrom[guid];
  pickedFrom[guid] = undefined;
  if (from !== undefined) {
    obj.setRotation(from.rotation);
    obj.setPositionSmooth(from.position, false, true);
    return;
  }
  const deck = obj.hasTag("campaign-aid-card") ? find("campaign-aid-deck") : undefined;
  const at = deck !== undefined ? above(deck, 1) : player && playAreaSpot(player, 1);
  if (at !== undefined) obj.setPositionSmooth(at, false, true);
}

/** A card let go by a player: over the booklet and not in it, an add; in it, back to its slot. */
export function onBookletDrop(colour: string, obj: TTSObject): void {
  const s = game();
  const c = activeCampaign(s);
  if (s === undefined || c === undefined || !candidate(obj)) return;
  const id = obj.getGMNotes();
  const b = rulesBookletOf(c);
  const where = findInBooklet(b, id);
  const side = sideUnder(obj.getPosition());
  if (where !== undefined) {
    pickedFrom[obj.getGUID()] = undefined;
    // Its place is the core's: re-laid where the booklet holds it, wherever it was let go.
    laySide(where.side, where.side === "edicts" ? b.edicts : b.laws);
    if (side === undefined) refuseTo(colour, `${nameOf(id)} is in the rules booklet: press its Scrap (BR p.9); it goes back`);
    return;
  }
  if (side === undefined) {
    pickedFrom[obj.getGUID()] = undefined;
    return;
  }
  const player = playingColour(colour, s.seats);
  if (player === undefined) {
    refuseTo(colour, "only a seated player adds booklet cards; the card goes back");
    sendBack(obj, undefined);
    return;
  }
  const front = tuckedInFrontOf(id);
  const command: Command = front === undefined || findInBooklet(b, front) === undefined
    ? { type: "booklet", player, action: "add", card: id }
    : { type: "booklet", player, action: "add", card: id, inFrontOf: front };
  const r = submit(command);
  if (!r.ok) {
    refuseTo(colour, `${r.reason}; the card goes back`);
    sendBack(obj, player);
    return;
  }
  pickedFrom[obj.getGUID()] = undefined;
}

/** A Scrap press: any player at the table (a Fate's text says when); the core checks the card is in the booklet. */
export function onScrapClick(card: TTSObject, clicker: string): void {
  const s = game();
  const c = activeCampaign(s);
  if (s === undefined || c === undefined) return;
  const player = playingColour(clicker, s.seats);
  if (player === undefined) {
    refuseTo(clicker, "only a seated player scraps cards from the rules booklet");
    return;
  }
  const r = submit({ type: "booklet", player, action: "scrap", card: card.getGMNotes() });
  if (!r.ok) refuseTo(clicker, r.reason);
}

// ---- the table follows the core --------------------------------------------------------------

function afterApplied(after: GameState, command: Command): void {
  const c = after.campaign;
  if (c === undefined) return;
  const b = rulesBookletOf(c);
  if (command.type === "startCampaign" || command.type === "startAct") {
    // BR p.5 steps L-M: Guild Envoys Depart (2 players) and the Govern cards, Policy in front; an Act's booklet from its record.
    layBooklet(b);
    if (command.type === "startAct") layScrappedBySetups(command.record, b);
    // The cards come out of their decks over the next frames: their Scrap buttons once they are there.
    // A setup's card (fates/setups.ts) lies in a Fate Set dealt in this same command: laid again then.
    Wait.frames(() => {
      layBooklet(b);
      paintBooklet(true);
    }, 5);
  } else if (command.type === "booklet") {
    if (command.action === "scrap") layScrapped(command.card);
    const card = bookletCard(command.card);
    if (card !== undefined && card.side !== undefined) laySide(card.side, card.side === "edicts" ? b.edicts : b.laws);
  } else if ((command.type === "govern" && command.replaceWith !== undefined) || command.type === "authorityTop") {
    // BR p.20: the new Policy's card is placed on top of the other two.
    laySide("edicts", b.edicts);
  }
}

/** BR p.7 step F: a card the Act's setups scrapped (in the record's booklet, no longer in the core's: F122A's Govern cards) onto the Scrapped spot. */
function layScrappedBySetups(rec: CampaignRecord, b: RulesBooklet): void {
  const was = rec.rulesBooklet === undefined ? rec.booklet : bookletCards(rec.rulesBooklet.edicts).concat(bookletCards(rec.rulesBooklet.laws));
  const now = bookletCards(b.edicts).concat(bookletCards(b.laws));
  for (const id of was) if (now.indexOf(id) < 0) layScrapped(id);
}

// ---- the one redraw path -----------------------------------------------------------------------

/** The booklet's cards the buttons were last drawn for (a key of the state, and the ids). */
let paintedKey = "";
let painted: string[] = [];

/** A Scrap button on every card in the booklet (BR p.9), none on a card scrapped; drawn from the state alone. */
/**
 * What the buttons were drawn from: the booklet's fields (never changed in place), checked before
 * any list is built, one variable each (a record of them was a new table on every command).
 */
let paintedOnce = false;
let paintedCampaign = false;
let paintedBooklet: unknown;
let paintedRules: unknown;

export function paintBooklet(full: boolean): void {
  const c = activeCampaign(game());
  const campaign = c !== undefined;
  const booklet = c && c.booklet;
  const rules = c && c.rulesBooklet;
  if (!full && paintedOnce && paintedCampaign === campaign && paintedBooklet === booklet && paintedRules === rules) return;
  paintedOnce = true;
  paintedCampaign = campaign;
  paintedBooklet = booklet;
  paintedRules = rules;
  const ids = c === undefined ? [] : bookletCards(rulesBookletOf(c).edicts).concat(bookletCards(rulesBookletOf(c).laws));
  const key = ids.join(",");
  if (!full && key === paintedKey) return;
  for (const id of painted) {
    if (ids.indexOf(id) >= 0) continue;
    const gone = looseCard(bookletCardTag(id), id);
    if (gone !== undefined) gone.clearButtons();
  }
  for (const id of ids) {
    const card = looseCard(bookletCardTag(id), id);
    if (card === undefined) continue;
    card.clearButtons();
    card.createButton({
      click_function: SCRAP_FUNCTION,
      function_owner: Global,
      label: "Scrap",
      tooltip: "Scrap this card for good, when a Fate says so (BR p.9).",
      position: Vector(0, 0.3, -1.2),
      width: 420,
      height: 150,
      font_size: 100,
    });
    // Partisan Seizing's Law (F616): its Seize buttons (campaign/partisanSeizing.ts).
    if (id === "F616") drawSeizeButtons(card);
    // Golem Actions' Law (F506): a Spend button per Golem (campaign/golems.ts).
    if (id === "F506") drawSpendGolem(card);
    // F122A step 4: the Govern with Authority cards' On top (campaign/setupPieces.ts).
    if (isAuthority(id)) drawAuthority(card);
  }
  paintedKey = key;
  painted = ids;
}

export function installBooklet(): void {
  exposeGlobal(SCRAP_FUNCTION, onScrapClick);
  on("objectPickUp", (_colour, obj) => noteBookletPickUp(obj));
  on("objectDrop", (colour, obj, tags) => {
    // Only the booklet's cards (candidate): the drop's tags, read once, spare the two questions.
    if (tags["campaign-aid-card"] === true || tags["fate-set-card"] === true) onBookletDrop(colour, obj);
  });
  onApplied(afterApplied);
  onRedraw("booklet", paintBooklet);
}
