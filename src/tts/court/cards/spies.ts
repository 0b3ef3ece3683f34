/**
 * Buttons on Guild cards in play areas whose effect the game engine takes. Lattice Spies (BC16,
 * Psionic Guild): "Prelude: Before any other actions, you may discard this to seize the
 * initiative. You can't seize the initiative if you have it or if it's already seized this round!"
 *
 * A loose BC16 lying in a play-area zone during a chapter carries "Discard to seize". Shown and
 * refreshed on play-area zone enter/leave and after applied commands (no polling). A click: only the
 * card's owner (the play area's colour); the engine's `seizeByCard` decides the rest (their turn,
 * card played, not the holder, once per round). On success the card goes face up to the Court
 * discard; the initiative marker follows the engine's "seized" event (bookkeeping.ts).
 */
import { courtCardName } from "../../../core/data/court";
import { baseCardOf } from "../../../core/powers/courtPowers";
import type { Command } from "../../../core/game/types";
import { announce, refuseTo } from "../../lib/chat";
import { exposeGlobal } from "../../lib/globals";
import { above, find, gmNotes } from "../../lib/table";
import { placeAt } from "../../lib/place";
import { submit } from "../../session/session";
import { installCardButtonsFor, ownerClick, chapterOwnerToDraw, isCourtCardObject } from "../cardButtons";

const SPIES = "BC16";
const SEIZE_CLICK = "arcsCardSpiesSeize";

function isSpies(o: TTSObject): boolean {
  return isCourtCardObject(o) && baseCardOf(gmNotes(o)) === SPIES;
}

function ours(fn: string): boolean {
  return fn === SEIZE_CLICK;
}

/** Show the button on a BC16 lying loose in its owner's play area during a chapter; else remove it. */
function refreshSpiesCard(card: TTSObject): void {
  const at = chapterOwnerToDraw(card, ours);
  if (at === undefined) return;
  card.createButton({
    click_function: SEIZE_CLICK,
    function_owner: Global,
    label: "Discard to seize",
    tooltip: `Lattice Spies (Prelude): ${at.owner} may discard this to seize the initiative, after playing their card`,
    position: Vector(0, 0.3, 1.2),
    width: 900,
    height: 200,
    font_size: 110,
  });
}

/** A click on "Discard to seize". */
export function onSpiesSeizeClicked(card: TTSObject, clicker: string): void {
  const at = ownerClick(card, clicker, () => "Lattice Spies", "discard it to seize the initiative");
  if (at === undefined) return;
  const colour = at.colour;
  const command: Command = { type: "seizeByCard", player: colour, card: SPIES };
  const r = submit(command);
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    return;
  }
  card.clearButtons();
  const discard = find("court-discard");
  if (discard !== undefined) placeAt(card, above(discard, 0), false);
  announce(`${colour} discards ${courtCardName(SPIES)} to the Court discard (Prelude)`);
}

export function installCardButtons(): void {
  exposeGlobal(SEIZE_CLICK, onSpiesSeizeClicked);
  // The button depends on the phase and on where the card lies (cardButtons.ts).
  installCardButtonsFor({ name: "Lattice Spies", shapeOf: isSpies, draw: refreshSpiesCard });
}
