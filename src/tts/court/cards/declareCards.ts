/**
 * Buttons on the Guild cards that change declaring (src/core/powers/declarePowers.ts), lying in
 * their owner's play area during a chapter:
 * - Secret Order (BC18): "When you declare Keeper or Empath, do not place the zero marker." —
 *   "Declare Keeper / Empath (no zero marker)", for the leader's declare with the lead card;
 * - Galactic Bards (BC25): "When you Surpass or Pivot, before taking any actions, you may declare the
 *   ambition on your played card ... Do not place the zero marker." — one button per ambition.
 * A click: only the play area's owner; the engine's `declareByCard`, sent with the owner's Guild
 * cards as read, decides the rest (turn, card played, ambition, once per round). The marker the
 * engine moved goes into its box; the zero marker stays where it is.
 */
import type { Ambition } from "../../../core/data/vocabulary";
import { AMBITIONS } from "../../../core/data/vocabulary";
import { courtCardName } from "../../../core/data/court";
import { capitalise } from "../../../core/game/util";
import { refuseTo } from "../../lib/chat";
import { exposeGlobal } from "../../lib/globals";
import { submit } from "../../session/session";
import { installCardButtonsFor, ownerClick, chapterOwnerToDraw, isCourtCardObject } from "../cardButtons";
import { placeMarkerByCard } from "../effects";
import { guildCardsOf } from "../table";
import { withDeclareReads } from "../../scoring/read";
import { gmNotes } from "../../lib/table";
import { findBy } from "../../../core/util/byId";

interface DeclareCard {
  card: string;
  ambitions: readonly Ambition[];
  label: string;
}

/** The cards and the ambitions their buttons offer. */
const DECLARE_CARDS: readonly DeclareCard[] = [
  { card: "BC18", ambitions: ["keeper", "empath"], label: "(no zero marker)" },
  { card: "BC25", ambitions: AMBITIONS, label: "(Bards)" },
];

function clickName(card: string, a: Ambition): string {
  return `arcsCardDeclare_${card}_${a}`;
}

function entryOf(o: TTSObject): DeclareCard | undefined {
  if (!isCourtCardObject(o)) return undefined;
  const id = gmNotes(o);
  return findBy(DECLARE_CARDS, "card", id);
}

function ours(fn: string): boolean {
  return fn.indexOf("arcsCardDeclare_") === 0;
}

function refreshCard(card: TTSObject, entry: DeclareCard): void {
  const at = chapterOwnerToDraw(card, ours);
  if (at === undefined) return;
  entry.ambitions.forEach((a, i) => {
    card.createButton({
      click_function: clickName(entry.card, a),
      function_owner: Global,
      label: `Declare ${capitalise(a)} ${entry.label}`,
      tooltip: `${courtCardName(entry.card)}: ${at.owner} may declare this way on their turn`,
      position: Vector(0, 0.3, -0.9 + i * 0.4),
      width: 1300,
      height: 170,
      font_size: 100,
    });
  });
}

/** A click on a "Declare X" button of a BC18 / BC25. */
export function onCardDeclareClicked(card: TTSObject, clicker: string, id: string, ambition: Ambition): void {
  const at = ownerClick(card, clicker, () => courtCardName(id), "use it");
  if (at === undefined) return;
  const before = at.state;
  const colour = at.colour;
  const r = submit(withDeclareReads({ type: "declareByCard", player: colour, ambition, card: id, guildCards: guildCardsOf(colour) }, colour, before));
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    return;
  }
  placeMarkerByCard(before, r.value, ambition);
}

export function installDeclareCards(): void {
  for (const d of DECLARE_CARDS) {
    for (const a of d.ambitions) exposeGlobal(clickName(d.card, a), (card: TTSObject, colour: string) => onCardDeclareClicked(card, colour, d.card, a));
  }
  installCardButtonsFor({ name: "Declare cards", shapeOf: entryOf, draw: refreshCard });
}
