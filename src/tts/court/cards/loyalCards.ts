/**
 * The Loyal Guild cards' "You may spend any resources as <suit>" (seed 003 card reference: Loyal
 * Engineers BC01 Material, Loyal Pilots BC07 Fuel, Loyal Marines BC15 Weapon, Loyal Empaths BC19
 * Psionic, Loyal Keepers BC21 Relic; their campaign copies too) on the table. A Loyal card in its
 * owner's play area during a chapter carries "Spend <type> as <suit>" for each other resource type;
 * a press by the owner sends the core's `spendResource` with `as` and the Guild cards and Outrage as
 * read (the core decides: their turn, after the card, before the Prelude is over, the Loyal card
 * held; "You ignore Outrage when spending <suit> for its Prelude action"), then the script returns one
 * token of that type from the owner's board (the rightmost) to its supply bag. A token the player
 * drops into a bag by hand is still spent as its own type (src/tts/actions/spend.ts).
 */
import type { ResourceType } from "../../../core/data/vocabulary";
import { RESOURCE_TYPES } from "../../../core/data/vocabulary";
import { courtCard, courtCardName } from "../../../core/data/court";
import { baseCardOf } from "../../../core/powers/courtPowers";
import { capitalise } from "../../../core/util/ascii";
import { refuseTo } from "../../lib/chat";
import { submit } from "../../session/session";
import { outragedTypes, resourceBag } from "../../battle/read";
import { rightmostToken } from "./choicePreludes";
import { guildCardsOf } from "../table";
import { installCardButtonsFor, ownerClick, chapterOwnerToDraw, isCourtCardObject, exposeCardClicks } from "../cardButtons";
import { rowButton } from "../buttonKit";
import { gmNotes } from "../../lib/table";

const CLICK = "arcsLoyalSpend_";

function ours(fn: string): boolean {
  return fn.indexOf(CLICK) === 0;
}

/** The suit a Loyal card lets its owner spend any resource as, or undefined for any other object. */
export function loyalSuitOf(o: TTSObject): ResourceType | undefined {
  if (!isCourtCardObject(o)) return undefined;
  const c = courtCard(baseCardOf(gmNotes(o)));
  return c !== undefined && c.loyal && c.ignoresOutrageFor !== undefined ? c.ignoresOutrageFor : undefined;
}

function refreshCard(card: TTSObject, suit: ResourceType): void {
  const at = chapterOwnerToDraw(card, ours);
  if (at === undefined) return;
  const owner = at.owner;
  let row = 0;
  for (const r of RESOURCE_TYPES) {
    if (r === suit) continue;
    rowButton(card, CLICK + r, `Spend ${capitalise(r)} as ${capitalise(suit)}`, `${owner} spends 1 ${capitalise(r)} as ${capitalise(suit)} in the Prelude (${courtCardName(baseCardOf(gmNotes(card)))})`, row);
    row += 1;
  }
}

export function onLoyalSpendClicked(card: TTSObject, clicker: string, type: ResourceType): void {
  const suit = loyalSuitOf(card);
  if (suit === undefined) {
    refuseTo(clicker, "no game is being played");
    return;
  }
  const by = ownerClick(card, clicker, () => courtCardName(baseCardOf(gmNotes(card))), "spend resources with it");
  if (by === undefined) return;
  const colour = by.colour;
  const token = rightmostToken(colour, type);
  if (token === undefined) {
    refuseTo(clicker, `${colour} has no ${capitalise(type)} on their board to spend as ${capitalise(suit)}`);
    return;
  }
  const r = submit({ type: "spendResource", player: colour, resource: type, as: suit, outrage: outragedTypes(colour), guildCards: guildCardsOf(colour) });
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    return;
  }
  // A script's put records no pick-up, so the actions room does not read it as a second spend.
  const bag = resourceBag(type);
  if (bag !== undefined) bag.putObject(token.obj);
}

export function installLoyalCards(): void {
  exposeCardClicks(CLICK, RESOURCE_TYPES, onLoyalSpendClicked);
  installCardButtonsFor({ name: "Loyal cards", shapeOf: loyalSuitOf, draw: refreshCard });
}
