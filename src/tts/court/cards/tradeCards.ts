/**
 * Elder Broker's Trade at the table (seed 003 card reference, BC23: "Trade (Tax): Choose a Rival
 * city you control. Swap 1 resource with that Rival--take a resource of that city type from them,
 * and give them a resource they don't have."). The core sees no map, so the owner names the Rival
 * and the city's type; the script picks the tokens (the rightmost of each type).
 *
 * Three presses on the card in its owner's play area during a chapter: "Trade with <Rival>", then
 * "Take <type>" (the type of that Rival's city the owner controls), then "Give <type>"; "Cancel"
 * goes back to the first. Only the owner may press them; the last press sends the core's
 * `cardAction` (`kind: "trade"`, a Tax of the turn's actions) with the table as read, and the script
 * makes both players' slots match the core's outcome. The choice in progress is saved with the table
 * ("trade" feature), so a load draws the same step again.
 */
import type { Colour, ResourceType } from "../../../core/data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../../../core/data/vocabulary";
import { capitalise } from "../../../core/util/ascii";
import { choiceBeingMade } from "../cardChoice";
import type { CardButtons } from "../cardButtons";
import { installCardButtonsFor, chapterOwner, exposeCardClicks, courtPowerOf } from "../cardButtons";
import { decide, matchSlotsOf, ownerClicking } from "./captiveCards";
import { removeButtonsWhere, rowButton } from "../buttonKit";
import { rightmostSlotOf, slotOrRefuse } from "./choicePreludes";
import { gmNotes } from "../../lib/table";

const WITH = "arcsTradeWith_";
const TAKE = "arcsTradeTake_";
const GIVE = "arcsTradeGive_";
const CANCEL = "arcsTradeCancel";

function ours(fn: string): boolean {
  return fn.indexOf(WITH) === 0 || fn.indexOf(TAKE) === 0 || fn.indexOf(GIVE) === 0 || fn === CANCEL;
}

/** The Trade being chosen: on which card (its id), by whom, and the choices so far. */
interface TradeChoice {
  card: string;
  colour: Colour;
  rival?: Colour;
  take?: ResourceType;
}

const TRADE = choiceBeingMade<TradeChoice>();

function isBroker(o: TTSObject): boolean {
  const p = courtPowerOf(o);
  return p !== undefined && p.tradeAction === true;
}

function refreshCard(card: TTSObject): void {
  removeButtonsWhere(card, ours);
  const at = chapterOwner(card);
  if (at === undefined) return;
  const { state: s, owner } = at;
  const c = TRADE.on(card, owner);
  let row = 0;
  if (c === undefined || c.rival === undefined) {
    for (const rival of s.seats) {
      if (rival === owner) continue;
      rowButton(card, WITH + rival, `Trade with ${rival}`, `Elder Broker, Trade (Tax): ${owner} swaps 1 resource with ${rival}`, row);
      row += 1;
    }
    return;
  }
  if (c.take === undefined) {
    for (const r of RESOURCE_TYPES) {
      rowButton(card, TAKE + r, `Take ${capitalise(r)}`, `Trade: ${owner} takes 1 ${capitalise(r)} from ${c.rival} (a ${capitalise(r)} city ${owner} controls)`, row);
      row += 1;
    }
  } else {
    for (const r of RESOURCE_TYPES) {
      rowButton(card, GIVE + r, `Give ${capitalise(r)}`, `Trade: ${owner} takes 1 ${capitalise(c.take)} from ${c.rival} and gives 1 ${capitalise(r)} (${c.rival} has none)`, row);
      row += 1;
    }
  }
  rowButton(card, CANCEL, "Cancel the Trade", "Choose the Rival again", row);
}

const BUTTONS: CardButtons<boolean> = { name: "Trade cards", shapeOf: isBroker, draw: refreshCard };

export function onTradeWith(card: TTSObject, clicker: string, rival: Colour): void {
  const who = ownerClicking(card, clicker);
  if (who === undefined) return;
  TRADE.set({ card: gmNotes(card), colour: who.colour, rival });
  refreshCard(card);
}

export function onTradeTake(card: TTSObject, clicker: string, take: ResourceType): void {
  const at = TRADE.pressed(card, clicker);
  if (at === undefined) return;
  const rival = at.choice.rival;
  if (rival === undefined) return;
  if (slotOrRefuse(clicker, rival, take, "take") < 0) return;
  TRADE.set({ card: at.choice.card, colour: at.colour, rival, take });
  refreshCard(card);
}

export function onTradeGive(card: TTSObject, clicker: string, give: ResourceType): void {
  const at = TRADE.pressed(card, clicker);
  if (at === undefined) return;
  const c = at.choice;
  if (c.rival === undefined || c.take === undefined) return;
  const takeSlot = rightmostSlotOf(c.rival, c.take);
  const giveSlot = slotOrRefuse(clicker, at.colour, give, "give");
  if (giveSlot < 0) return;
  const after = decide(clicker, at.colour, { kind: "trade", rival: c.rival, cityType: c.take, takeSlot, giveSlot, court: at.before });
  if (after === undefined) return;
  TRADE.set(undefined);
  matchSlotsOf([c.rival, at.colour], after);
  refreshCard(card);
}

/** The Trade being chosen as saved with the table, or why it is malformed. */
function parseTradeChoice(data: unknown): TradeChoice | string {
  const d = data as { card?: unknown; colour?: unknown; rival?: unknown; take?: unknown };
  if (typeof d !== "object" || typeof d.card !== "string" || COLOURS.indexOf(d.colour as Colour) < 0) return "the Trade being chosen is malformed";
  if (d.rival !== undefined && COLOURS.indexOf(d.rival as Colour) < 0) return "the Trade's Rival is not a colour";
  if (d.take !== undefined && RESOURCE_TYPES.indexOf(d.take as ResourceType) < 0) return "the Trade's type is not a resource";
  const c: TradeChoice = { card: d.card, colour: d.colour as Colour };
  if (d.rival !== undefined) c.rival = d.rival as Colour;
  if (d.take !== undefined) c.take = d.take as ResourceType;
  return c;
}

export function installTradeCards(): void {
  exposeCardClicks(WITH, COLOURS, onTradeWith);
  exposeCardClicks(TAKE, RESOURCE_TYPES, onTradeTake);
  exposeCardClicks(GIVE, RESOURCE_TYPES, onTradeGive);
  TRADE.install("trade", parseTradeChoice, CANCEL, BUTTONS);
  installCardButtonsFor(BUTTONS);
}
