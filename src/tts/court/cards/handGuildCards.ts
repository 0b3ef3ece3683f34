/**
 * Fate-set Guild card actions on hands (the core's campaign/fates/handCards.ts), buttons on the card
 * in its owner's play area, one per Rival, pressed by the owner alone (ownerClicking):
 * - "Spy: <Rival>" on Informants (F602): the cards of highest number are the core's `highest`; where
 *   two tie, the giver chooses in a dialog on their screen alone (the owner, then the Rival, whose
 *   answer only counts from them); the core's `handCardAction` decides and the two cards move.
 * - "Manipulate: <Rival>" on Mind Managers (F1006): the peek (the Influence) is submitted, then the
 *   Rival's hand is shown to the owner alone and the take and give chosen as Farseers' (farseersCards.ts).
 * Each of the two players is told privately what changed hands; no card is named anywhere else.
 */
import type { Colour } from "../../../core/data/vocabulary";
import { COLOURS } from "../../../core/data/vocabulary";
import type { Command } from "../../../core/game/types";
import { apply } from "../../../core/rules";
import { cardName } from "../../../core/game/util";
import { SPY, highest } from "../../../core/campaign/fates/handCards";
import { refuseTo } from "../../lib/chat";
import { game, submit } from "../../session/session";
import { chapterOwnerToDraw, exposeCardClicks, installCardButtonsFor } from "../cardButtons";
import { ownerClicking } from "./captiveCards";
import { rowButton } from "../buttonKit";
import { readCourtTable } from "../table";
import { ask, handOf, showHand, swapped } from "./farseersCards";

const FN = ["arcsSpy_", "arcsManipulate_"];
const NAMES = ["Informants", "Mind Managers"];
let asked = 0;

function draw(card: TTSObject, k: number): void {
  const at = chapterOwnerToDraw(card, (fn) => fn.indexOf(FN[k]) === 0);
  if (at === undefined) return;
  let row = 0;
  for (const c of at.state.seats) if (c !== at.owner) {
    rowButton(card, FN[k] + c, `${k === 0 ? "Spy" : "Manipulate"}: ${c}`, NAMES[k], row);
    row += 1;
  }
}

/** `then` gets one of `options`: the only one, or `colour`'s answer in a dialog only they see. */
function pick(colour: Colour, options: string[], to: Colour, then: (id: string) => void): void {
  if (options.length === 1) return then(options[0]);
  const n = asked;
  ask(colour, `Informants: your card to give ${to}`, options.map((id) => cardName(id)), (i, by) => {
    if (by === colour && n === asked && i >= 1 && i <= options.length) then(options[i - 1]);
  });
}

function onPress(card: TTSObject, clicker: string, rival: Colour, k: number): void {
  const who = ownerClicking(card, clicker);
  const s = game();
  if (who === undefined || s === undefined) return;
  const owner = who.colour;
  const act = (give?: string, take?: string): Command => ({ type: "handCardAction", player: owner, card: card.getGMNotes(), rival, give, take, court: readCourtTable(s) }) as Command;
  asked += 1;
  if (k === 1) {
    const a = s.actions;
    // A peek made (a dialog cancelled or lost to a load) shows the hand again without a new one.
    if (a === undefined || a.player !== owner || (a.cardPreludes ?? []).indexOf(`F1006:${rival}`) < 0) {
      const r = submit(act());
      if (!r.ok) return refuseTo(clicker, r.reason);
    }
    return showHand(owner, card.getGMNotes(), rival, NAMES[1], (take, give) => act(give, take));
  }
  const mine = highest(handOf(s, owner));
  const back = (give: string) => highest(handOf(s, rival).concat([give]));
  // Asked ahead with any cards of highest number, so no dialog opens for a Spy the rules refuse.
  const trial = apply(s, act(mine[0], back(mine[0] ?? "")[0]));
  if (!trial.ok) return refuseTo(clicker, trial.reason);
  pick(owner, mine, rival, (give) => pick(rival, back(give), owner, (take) => swapped(act(give, take), owner, rival, NAMES[0])));
}

export function installHandGuildCards(): void {
  FN.forEach((fn, k) => exposeCardClicks(fn, COLOURS, (card, colour, rival) => onPress(card, colour, rival, k)));
  installCardButtonsFor({ name: "hand Guild cards", shapeOf: (o) => { const id = o.getGMNotes(); return id === SPY ? 0 : id === "F1006" ? 1 : undefined; }, draw: (card, k) => draw(card, k) });
}
