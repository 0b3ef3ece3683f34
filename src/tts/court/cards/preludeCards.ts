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
import { exposeGlobal } from "../../lib/globals";
import { installCardButtonsFor, chapterOwnerToDraw, courtPowerOf } from "../cardButtons";
import { decide, matchSlots, ownerClicking } from "./captiveCards";
import { toDiscard } from "../moves";
import { preludeDiscardButton } from "../buttonKit";
import { gmNotes } from "../../lib/table";

const CLICK = "arcsCardPreludeDiscard";

/** The Prelude's words on the button's tooltip, for the cards with a choice-free Prelude; else undefined. */
function simplePrelude(o: TTSObject): string | undefined {
  const p = courtPowerOf(o);
  if (p === undefined || p.prelude === undefined) return undefined;
  // The Prelude's own data: the Lua holds no `changes` summary (tools/lib/luaProse.ts).
  const q = p.prelude;
  return q.kind === "ships" ? "place " + q.where : q.kind === "gain" ? "gain " + q.resources.join(", ") : undefined;
}

function ours(fn: string): boolean {
  return fn === CLICK;
}

function refreshCard(card: TTSObject, words: string): void {
  const at = chapterOwnerToDraw(card, ours);
  if (at === undefined) return;
  preludeDiscardButton(card, CLICK, `${at.owner}: ${words}`);
}

export function onPreludeClicked(card: TTSObject, clicker: string): void {
  const who = ownerClicking(card, clicker);
  if (who === undefined) return;
  const id = gmNotes(card);
  const after = decide(clicker, who.colour, { kind: "prelude", choice: { card: id }, court: who.before });
  if (after === undefined) return;
  matchSlots(who.colour, after);
  toDiscard(card);
}

export function installPreludeCards(): void {
  exposeGlobal(CLICK, onPreludeClicked);
  installCardButtonsFor({ name: "Prelude cards", shapeOf: simplePrelude, draw: refreshCard });
}
