/**
 * A "Prelude: discard" button on the Court cards whose Prelude needs no further choice (seed 003
 * card reference; shapes keyed by card id in src/core/powers/courtPowers.ts): Elder Broker (BC23) gains
 * Material, Fuel and Weapon, and Gatekeepers (BC08) and the 3-ships cards (BC12-BC15) are discarded
 * with the ships to place named. Through the one Court card button mechanism (cardButtons.ts); only
 * the card's owner may press it; the core's `cardAction` decides (their turn, before the first pip,
 * not a card secured in this Prelude) and the script discards the card and fills the slots as decided.
 * Preludes with a choice have their own buttons: Relic Fence and the Cartels (choicePreludes.ts), the
 * Unions (unionCards.ts), the Interests (BC02, BC09: a steal once the supply is short) and
 * Silver-Tongues (stealPreludes.ts); Farseers' in a dialog only its owner sees (farseersCards.ts).
 */
import { COLOURS } from "../../../core/data/vocabulary";
import { courtPower } from "../../../core/powers/courtPowers";
import { exposeGlobal } from "../../lib/globals";
import { colourZone, objectsIn } from "../../lib/pieceTags";
import { installCardButtonsFor, chapterOwner, isCourtCardObject } from "../cardButtons";
import { decide, matchSlots, ownerClicking } from "./captiveCards";
import { toDiscard } from "../moves";

const CLICK = "arcsCardPreludeDiscard";

interface ButtonInfo {
  index: number;
  click_function: string;
}

/** The Prelude's words on the button's tooltip, for the cards with a choice-free Prelude; else undefined. */
function simplePrelude(o: TTSObject): string | undefined {
  if (!isCourtCardObject(o)) return undefined;
  const p = courtPower(o.getGMNotes());
  if (p === undefined || p.prelude === undefined) return undefined;
  const k = p.prelude.kind;
  if (k === "gain" || k === "ships") return p.changes;
  return undefined;
}

function removeButton(card: TTSObject): void {
  const buttons = (card.getButtons() ?? []) as unknown as ButtonInfo[];
  for (let i = buttons.length - 1; i >= 0; i--) if (buttons[i].click_function === CLICK) card.removeButton(buttons[i].index);
}

function hasButton(card: TTSObject): boolean {
  const buttons = (card.getButtons() ?? []) as unknown as ButtonInfo[];
  for (const b of buttons) if (b.click_function === CLICK) return true;
  return false;
}

function refreshCard(card: TTSObject): void {
  const at = chapterOwner(card);
  const words = simplePrelude(card);
  if (words === undefined || at === undefined) {
    removeButton(card);
    return;
  }
  if (hasButton(card)) return;
  const owner = at.owner;
  card.createButton({ click_function: CLICK, function_owner: Global, label: "Prelude: discard", tooltip: `${owner}: ${words}`, position: Vector(0, 0.3, 1.5), width: 1000, height: 180, font_size: 100 });
}

function refreshAll(): void {
  for (const c of COLOURS) for (const o of objectsIn(colourZone("play-area", c))) if (simplePrelude(o) !== undefined) refreshCard(o);
}

export function onPreludeClicked(card: TTSObject, clicker: string): void {
  const who = ownerClicking(card, clicker);
  if (who === undefined) return;
  const id = card.getGMNotes();
  const after = decide(clicker, who.colour, { kind: "prelude", choice: { card: id }, court: who.before });
  if (after === undefined) return;
  matchSlots(who.colour, after);
  toDiscard(card);
}

export function installPreludeCards(): void {
  exposeGlobal(CLICK, (card: TTSObject, colour: string) => onPreludeClicked(card, colour));
  installCardButtonsFor({
    name: "Prelude cards",
    refreshCard: (obj) => {
      if (simplePrelude(obj) === undefined) return false;
      refreshCard(obj);
      return true;
    },
    refreshAll: () => refreshAll(),
  });
}
