/**
 * Prelude buttons for the Court cards whose Prelude needs one small choice (seed 003 card reference;
 * shapes keyed by card id in src/core/powers/courtPowers.ts):
 * - Relic Fence (BC24) "Prelude: Once per turn, you may discard 1 resource to gain 1 Relic.": one
 *   "Relic Fence: discard <type>" button per other type; the owner's rightmost token of that type is
 *   discarded and a Relic comes from the supply. The card stays.
 * - Material Cartel (BC03) / Fuel Cartel (BC06) "Prelude: You may discard this to steal 1 <type>.":
 *   one "Prelude: steal <type> from <Rival>" button per Rival; the Rival's rightmost token of that
 *   type moves to the owner's slots and the card goes to the Court discard. In a campaign, while a
 *   Rival is First Regent and the Imperial Trust holds that type, "Prelude: steal <type> from the
 *   Imperial Trust" too (stealTrust.ts, BR p.27), redrawn whenever the Trust or the First Regent changes.
 * Through the one Court card button mechanism (cardButtons.ts); only the card's owner may press them;
 * the core's `cardAction` decides (their turn, before the first pip, once per turn, Sworn Guardians)
 * and the script makes the slots match the core's outcome.
 */
import type { Colour, ResourceType } from "../../../core/data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../../../core/data/vocabulary";
import type { PreludeChoice } from "../../../core/powers/preludePowers";
import { capitalise } from "../../../core/util/ascii";
import { refuseTo } from "../../lib/chat";
import { exposeGlobal } from "../../lib/globals";
import { colourZone, objectsIn } from "../../lib/pieceTags";
import type { SlotToken } from "../../battle/read";
import { resourceTokens } from "../../battle/read";
import type { CardButtons } from "../cardButtons";
import { installCardButtonsFor, chapterOwnerToDraw, exposeCardClicks, courtPowerOf } from "../cardButtons";
import { decide, matchSlots, matchSlotsOf, ownerClicking } from "./captiveCards";
import { removeButtonsWhere, rowButton } from "../buttonKit";
import { toDiscard } from "../moves";
import { game } from "../../session/session";
import { onRedraw } from "../../session/redraw";
import { CARTEL_TRUST, stealFromTrust, trustShown, trustVictim, typeTrustRow } from "./stealTrust";
import { gmNotes } from "../../lib/table";

const FENCE = "arcsRelicFence_";
const STEAL = "arcsCartelSteal_";

function ours(fn: string): boolean {
  return fn.indexOf(FENCE) === 0 || fn.indexOf(STEAL) === 0 || fn === CARTEL_TRUST;
}

type Shape = { kind: "relicFence" } | { kind: "steal"; resource: ResourceType };

function shapeOf(o: TTSObject): Shape | undefined {
  const p = courtPowerOf(o);
  const pre = p && p.prelude;
  if (pre === undefined) return undefined;
  if (pre.kind === "relicFence") return { kind: "relicFence" };
  if (pre.kind === "steal") return { kind: "steal", resource: pre.resource };
  return undefined;
}

/** The token of `type` in the rightmost slot of `colour`'s board holding one, if any. */
export function rightmostToken(colour: Colour, type: ResourceType): SlotToken | undefined {
  let found: SlotToken | undefined = undefined;
  for (const t of resourceTokens(colour)) if (t.type === type && (found === undefined || t.slot > found.slot)) found = t;
  return found;
}

/** The rightmost slot (0-based) of `colour`'s board holding `type`, or -1. */
export function rightmostSlotOf(colour: Colour, type: ResourceType): number {
  const t = rightmostToken(colour, type);
  return t === undefined ? -1 : t.slot;
}

/** `rightmostSlotOf`, and at -1 the clicker is told "<colour> has no <Type> on their board to <what>". */
export function slotOrRefuse(clicker: string, colour: Colour, type: ResourceType, what: string): number {
  const slot = rightmostSlotOf(colour, type);
  if (slot < 0) refuseTo(clicker, `${colour} has no ${capitalise(type)} on their board to ${what}`);
  return slot;
}

function refreshCard(card: TTSObject, shape: Shape): void {
  const at = chapterOwnerToDraw(card, ours);
  if (at === undefined) return;
  const { state: s, owner } = at;
  let row = 0;
  if (shape.kind === "relicFence") {
    for (const r of RESOURCE_TYPES) {
      if (r === "relic") continue;
      rowButton(card, FENCE + r, `Relic Fence: discard ${capitalise(r)}`, `${owner} discards 1 ${capitalise(r)} to gain 1 Relic (Prelude, once per turn)`, row);
      row += 1;
    }
    return;
  }
  for (const c of s.seats) {
    if (c === owner) continue;
    rowButton(card, STEAL + c, `Prelude: steal ${capitalise(shape.resource)} from ${c}`, `${owner} discards this card to steal 1 ${capitalise(shape.resource)} from ${c}`, row);
    row += 1;
  }
  typeTrustRow(card, CARTEL_TRUST, s, owner, shape.resource, `Prelude: steal ${capitalise(shape.resource)} from the Imperial Trust`, row);
}

const BUTTONS: CardButtons<Shape> = { name: "Choice Preludes", shapeOf, draw: refreshCard };

export function onFenceClicked(card: TTSObject, clicker: string, type: ResourceType): void {
  const who = ownerClicking(card, clicker);
  if (who === undefined) return;
  const slot = slotOrRefuse(clicker, who.colour, type, "discard for a Relic");
  if (slot < 0) return;
  const after = decide(clicker, who.colour, { kind: "prelude", choice: { card: gmNotes(card), discardSlot: slot }, court: who.before });
  if (after !== undefined) matchSlots(who.colour, after);
}

export function onStealClicked(card: TTSObject, clicker: string, rival: Colour): void {
  const shape = shapeOf(card);
  const who = ownerClicking(card, clicker);
  if (who === undefined || shape === undefined || shape.kind !== "steal") return;
  const slot = slotOrRefuse(clicker, rival, shape.resource, "steal");
  if (slot < 0) return;
  const choice: PreludeChoice = { card: gmNotes(card), steal: [{ from: rival, slot }] };
  const after = decide(clicker, who.colour, { kind: "prelude", choice, court: who.before });
  if (after === undefined) return;
  matchSlotsOf([rival, who.colour], after);
  toDiscard(card);
}

/** A Cartel's steal from the First Regent's Imperial Trust (BR p.27), stealTrust.ts. */
export function onCartelTrustClicked(card: TTSObject, clicker: string): void {
  const shape = shapeOf(card);
  const who = ownerClicking(card, clicker);
  const s = game();
  if (who === undefined || shape === undefined || shape.kind !== "steal" || s === undefined) return;
  const fr = trustVictim(s, who.colour);
  if (fr === undefined) {
    refuseTo(clicker, "no Rival is First Regent: no Imperial Trust to steal from");
    return;
  }
  stealFromTrust(card, clicker, who.colour, who.before, gmNotes(card), fr, shape.resource);
}

/** The Trust as the Cartels' buttons last showed it (trustShown). */
let trustSeen = 0;

/** The Cartels' Trust buttons follow the Trust and the First Regent (the card buttons are drawn once otherwise). */
function paintTrustButtons(full: boolean): void {
  const now = trustShown(game());
  if (now === trustSeen) return;
  trustSeen = now;
  // After a load the card buttons' own painter draws every card.
  if (full) return;
  for (const c of COLOURS) {
    for (const o of objectsIn(colourZone("play-area", c))) {
      const shape = shapeOf(o);
      if (shape !== undefined && shape.kind === "steal") {
        removeButtonsWhere(o, ours);
        refreshCard(o, shape);
      }
    }
  }
}

export function installChoicePreludes(): void {
  exposeGlobal(CARTEL_TRUST, onCartelTrustClicked);
  onRedraw("Cartels' Imperial Trust steals", paintTrustButtons);
  exposeCardClicks(FENCE, RESOURCE_TYPES, onFenceClicked);
  exposeCardClicks(STEAL, COLOURS, onStealClicked);
  installCardButtonsFor(BUTTONS);
}
