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
import { AMBITIONS, COLOURS } from "../../../core/data/vocabulary";
import { courtCardName } from "../../../core/data/court";
import { capitalise } from "../../../core/game/util";
import { refuseTo } from "../../lib/chat";
import { exposeGlobal } from "../../lib/globals";
import { colourZone, objectsIn } from "../../lib/pieceTags";
import { game, submit } from "../../session/session";
import { installCardButtonsFor, ownerClick, playAreaOwner, isCourtCardObject } from "../cardButtons";
import { placeMarkerByCard } from "../effects";
import { guildCardsOf } from "../table";

/** The cards and the ambitions their buttons offer. */
const DECLARE_CARDS: readonly { card: string; ambitions: readonly Ambition[]; label: string }[] = [
  { card: "BC18", ambitions: ["keeper", "empath"], label: "(no zero marker)" },
  { card: "BC25", ambitions: AMBITIONS, label: "(Bards)" },
];

interface ButtonInfo {
  index: number;
  click_function: string;
}

function clickName(card: string, a: Ambition): string {
  return `arcsCardDeclare_${card}_${a}`;
}

function entryOf(o: TTSObject): { card: string; ambitions: readonly Ambition[]; label: string } | undefined {
  if (!isCourtCardObject(o)) return undefined;
  const id = o.getGMNotes();
  return DECLARE_CARDS.find((d) => d.card === id);
}

function isOurs(b: ButtonInfo): boolean {
  return b.click_function.substring(0, 16) === "arcsCardDeclare_";
}

function removeButtons(card: TTSObject): void {
  const buttons = (card.getButtons() ?? []) as unknown as ButtonInfo[];
  for (let i = buttons.length - 1; i >= 0; i--) if (isOurs(buttons[i])) card.removeButton(buttons[i].index);
}

function refreshCard(card: TTSObject): void {
  const entry = entryOf(card);
  if (entry === undefined) return;
  const s = game();
  const owner = playAreaOwner(card);
  const show = s !== undefined && s.phase === "play" && owner !== undefined && s.seats.indexOf(owner) >= 0;
  if (!show) {
    removeButtons(card);
    return;
  }
  const buttons = (card.getButtons() ?? []) as unknown as ButtonInfo[];
  if (buttons.some((b) => isOurs(b))) return;
  entry.ambitions.forEach((a, i) => {
    card.createButton({
      click_function: clickName(entry.card, a),
      function_owner: Global,
      label: `Declare ${capitalise(a)} ${entry.label}`,
      tooltip: `${courtCardName(entry.card)}: ${owner} may declare this way on their turn (the game checks when)`,
      position: Vector(0, 0.3, -0.9 + i * 0.4),
      width: 1300,
      height: 170,
      font_size: 100,
    });
  });
}

function refreshAll(): void {
  for (const c of COLOURS) for (const o of objectsIn(colourZone("play-area", c))) refreshCard(o);
}

/** A click on a "Declare X" button of a BC18 / BC25. */
export function onCardDeclareClicked(card: TTSObject, clicker: string, id: string, ambition: Ambition): void {
  const at = ownerClick(card, clicker, () => courtCardName(id), "use it");
  if (at === undefined) return;
  const before = at.state;
  const colour = at.colour;
  const r = submit({ type: "declareByCard", player: colour, ambition, card: id, guildCards: guildCardsOf(colour) });
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
  installCardButtonsFor({
    name: "Declare cards",
    refreshCard: (obj) => {
      if (entryOf(obj) === undefined) return false;
      refreshCard(obj);
      return true;
    },
    refreshAll: () => refreshAll(),
  });
}
