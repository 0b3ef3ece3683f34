/**
 * The Founder of the Commonwealth (seed 003 F213; the core's campaign/fates/commonwealth.ts) at the
 * table: lying in its holder's play area during a chapter, the card shows where the Commonwealth
 * Ambition marker is (the core's `campaign.commonwealth`) and, while it is on the Fate card, one
 * "Declare <Ambition> + Commonwealth" button per ambition. Only the holder presses (ownerClick); the
 * press sends `declareCommonwealth` with the play area's cards the core reads (F213 among them);
 * the core decides (the lead, the marker), and the ambition marker is placed as for a declare
 * (turn/bookkeeping.ts).
 */
import type { Ambition } from "../../core/data/vocabulary";
import { AMBITIONS } from "../../core/data/vocabulary";
import type { Command, GameState } from "../../core/game/types";
import type { DeclareCommonwealthCommand } from "../../core/campaign/fateCommandTypes";
import { capitalise } from "../../core/util/ascii";
import { refuseTo } from "../lib/chat";
import { game, submit } from "../session/session";
import { onRedraw } from "../session/redraw";
import { withDeclareReads } from "../scoring/read";
import { removeButtonsWhere } from "../court/buttonKit";
import type { CardButtons } from "../court/cardButtons";
import { chapterOwner, exposeCardClicks, installCardButtonsFor, ownerClick, redrawCards } from "../court/cardButtons";

const FN = "arcsCommonwealth_";
const ours = (fn: string): boolean => fn.indexOf(FN) === 0;

function markerAt(s: GameState | undefined): string {
  const c = s && s.campaign;
  return c === undefined ? "" : c.commonwealth ?? "";
}

function drawCard(card: TTSObject): void {
  removeButtonsWhere(card, ours);
  const at = chapterOwner(card);
  if (at === undefined) return;
  const on = markerAt(at.state);
  // With the marker on a box, its one button says where (a press is refused: it is placed already).
  (on === "" ? AMBITIONS : [on]).forEach((a, i) => {
    card.createButton({
      click_function: FN + a, function_owner: Global, label: on === "" ? `${capitalise(a)} + Commonwealth` : `Commonwealth on ${capitalise(on)}`,
      position: Vector(0, 0.3, -0.7 + i * 0.35), width: 1100, height: 150, font_size: 80,
    });
  });
}

function onPress(card: TTSObject, clicker: string, ambition: Ambition): void {
  const who = ownerClick(card, clicker, () => card.getName(), "use it", "holder");
  if (who === undefined) return;
  const c: DeclareCommonwealthCommand = { type: "declareCommonwealth", player: who.colour, ambition };
  withDeclareReads(c as never, who.colour, who.state);
  c.playArea = (c.playArea ?? []).concat(["F213"]);
  const r = submit(c as Command);
  if (!r.ok) refuseTo(clicker, r.reason);
}

const FEATURE: CardButtons<true> = {
  name: "Commonwealth",
  lore: true,
  shapeOf: (o) => (o.getGMNotes() === "F213" ? true : undefined),
  draw: (card) => drawCard(card),
};

/** Where the marker was last drawn: the cards are redrawn when it moves. */
let shown = "";

export function installCommonwealth(): void {
  exposeCardClicks(FN, AMBITIONS, onPress);
  installCardButtonsFor(FEATURE);
  onRedraw("commonwealth", (full) => {
    const at = markerAt(game());
    if (!full && at === shown) return;
    shown = at;
    redrawCards(FEATURE);
  });
}
