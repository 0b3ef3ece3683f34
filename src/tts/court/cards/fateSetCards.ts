/**
 * Buttons on the Fate-set Guild cards with powers of their own (seed 003 card reference; shapes keyed
 * by card id in src/core/powers/courtPowers.ts FATE_SET_POWERS), lying in their owner's play area
 * during a chapter (Arms Interest F1505/F1506 has Mining Interest's buttons: stealPreludes.ts):
 * - the Liaisons (F405-F409, F1405): "When you Copy to <action>, you may gain 1 <type>." is
 *   "Copy: gain 1 <type>"; "Prelude: You may attach this to a Court card with no agents to declare
 *   the <ambition> ambition." is "Prelude: attach", then one "Attach to <card>" per Court card with
 *   no agents and no attached card; the card goes above that card (BR p.27) and the marker the core
 *   moved goes to the ambition's box;
 * - the Guildmasters (F417-F421): "When you declare the <ambition> ambition, you may steal a <suit>
 *   Guild card." is "Steal a <suit> Guild card", then one "Steal <card> from <Rival>" per Rival's
 *   card of that suit (refused when there is none); the card moves to the owner's play area.
 * Only the owner may press them; the core's `cardAction` decides (the Copy's action, the declare, once
 * each). The choice in progress is saved ("fate-set card" feature) and drawn again after a load.
 */
import type { Colour } from "../../../core/data/vocabulary";
import { COLOURS } from "../../../core/data/vocabulary";
import type { CourtPower } from "../../../core/powers/courtPowers";
import { guildCardFacts } from "../../../core/powers/courtPowers";
import { capitalise } from "../../../core/util/ascii";
import { refuseTo } from "../../lib/chat";
import { exposeGlobal } from "../../lib/globals";
import { onBoard, zoneOf } from "../../lib/table";
import { game } from "../../session/session";
import type { Choosing } from "../cardChoice";
import { choiceBeingMade } from "../cardChoice";
import type { CardButtons } from "../cardButtons";
import { chapterOwner, courtPowerOf, installCardButtonsFor, redrawCard } from "../cardButtons";
import { decide, matchSlots, ownerClicking } from "./captiveCards";
import { removeButtonsWhere, rowButton } from "../buttonKit";
import { cardTitle } from "../pending";
import { courtSlotZones } from "../table";
import { intoCourtDeck, liftCard, looseCardObject, toPlayArea } from "../moves";
import { placeMarkerByCard } from "../effects";
import { placeAt } from "../../lib/place";

const GAIN = "arcsFateGain";
const START = "arcsFateStart";
const PICK = "arcsFatePick_";
const CANCEL = "arcsFateCancel";
const MAX = 6;

function ours(fn: string): boolean {
  return fn === GAIN || fn === START || fn === CANCEL || fn.indexOf(PICK) === 0;
}

/** The choice in progress: "<slot>:<card>" (Liaisons) or "<Rival>:<card>" (Guildmasters) per button. */
interface FateChoice extends Choosing {
  picks: string[];
}

const CHOICE = choiceBeingMade<FateChoice>();

function shapeOf(o: TTSObject): CourtPower | undefined {
  const p = courtPowerOf(o);
  return p !== undefined && (p.copyGain !== undefined || p.stealsOnDeclare !== undefined) ? p : undefined;
}

function pickParts(pick: string): { key: string; card: string } {
  const at = pick.indexOf(":");
  return { key: pick.slice(0, at), card: pick.slice(at + 1) };
}

function refreshCard(card: TTSObject, p: CourtPower): void {
  removeButtonsWhere(card, ours);
  const at = chapterOwner(card);
  if (at === undefined) return;
  const c = CHOICE.on(card, at.owner);
  const g = p.copyGain;
  const d = p.stealsOnDeclare;
  if (c !== undefined) {
    c.picks.forEach((pick, i) => {
      const x = pickParts(pick);
      const label = g !== undefined ? `Attach to ${cardTitle(x.card)}` : `Steal ${cardTitle(x.card)} from ${x.key}`;
      rowButton(card, PICK + (i + 1), label, label, i);
    });
    rowButton(card, CANCEL, "Cancel", "Choose again", c.picks.length);
    return;
  }
  if (g !== undefined) {
    const type = capitalise(g.resource);
    rowButton(card, GAIN, `Copy: gain 1 ${type}`, `When ${at.owner} Copies to ${g.action}, they may gain 1 ${type}`, 0);
    if (p.prelude !== undefined && p.prelude.kind === "attachDeclare") rowButton(card, START, "Prelude: attach", `${at.owner} attaches this to a Court card with no agents to declare ${capitalise(p.prelude.ambition)}`, 1);
  } else if (d !== undefined) {
    rowButton(card, START, `Steal a ${capitalise(d.suit)} Guild card`, `When ${at.owner} declares ${capitalise(d.ambition)}, they may steal a ${capitalise(d.suit)} Guild card`, 0);
  }
}

const BUTTONS: CardButtons<CourtPower> = { name: "Fate-set cards", shapeOf: (o) => shapeOf(o), draw: (card, p) => refreshCard(card, p) };

function onGain(card: TTSObject, clicker: string): void {
  const who = ownerClicking(card, clicker);
  if (who === undefined) return;
  const after = decide(clicker, who.colour, { kind: "copyGain", card: card.getGMNotes(), court: who.before });
  if (after !== undefined) matchSlots(who.colour, after);
}

/** "Prelude: attach" / "Steal a <suit> Guild card": the choices the table shows now, or why there are none. */
function onStart(card: TTSObject, clicker: string): void {
  const p = shapeOf(card);
  const who = ownerClicking(card, clicker);
  if (who === undefined || p === undefined) return;
  const picks: string[] = [];
  const d = p.stealsOnDeclare;
  if (d === undefined) {
    who.before.court.row.forEach((s, i) => {
      let agents = 0;
      for (const k in s.agents) agents += s.agents[k as Colour] ?? 0;
      if (s.card !== undefined && s.attached === undefined && agents === 0) picks.push(`${i}:${s.card}`);
    });
  } else {
    for (const rival of who.before.players) {
      if (rival.colour === who.colour) continue;
      for (const id of rival.guildCards) {
        const f = guildCardFacts(id);
        if (f !== undefined && f.suit === d.suit) picks.push(`${rival.colour}:${id}`);
      }
    }
  }
  if (picks.length === 0) {
    refuseTo(clicker, d === undefined ? "No card in the Court is without agents and an attached card: nothing to attach it to" : `No Rival has a ${capitalise(d.suit)} Guild card in their play area to steal`);
    return;
  }
  CHOICE.set({ card: card.getGMNotes(), colour: who.colour, picks: picks.slice(0, MAX) });
  redrawCard(BUTTONS, card);
}

function onPick(card: TTSObject, clicker: string, k: number): void {
  const who = CHOICE.pressed(card, clicker);
  const p = shapeOf(card);
  if (who === undefined || p === undefined || k > who.choice.picks.length) return;
  const x = pickParts(who.choice.picks[k - 1]);
  const id = who.choice.card;
  const before = game();
  if (p.stealsOnDeclare !== undefined) {
    const from = x.key as Colour;
    const after = decide(clicker, who.colour, { kind: "declareSteal", card: id, from, guildCard: x.card, court: who.before });
    if (after === undefined) return;
    CHOICE.set(undefined);
    const found = looseCardObject(x.card, zoneOf("play-area", from));
    if (found !== undefined) {
      const stolen = liftCard(found);
      // Sworn Guardians (BC22): "If this card is stolen, bury it." The core put it under the Court deck.
      if (after.players.some((q) => q.colour === who.colour && q.guildCards.indexOf(x.card) >= 0)) toPlayArea(stolen, who.colour);
      else intoCourtDeck(stolen);
    }
    redrawCard(BUTTONS, card);
    return;
  }
  const slot = Number(x.key);
  const after = decide(clicker, who.colour, { kind: "prelude", choice: { card: id, slot }, court: who.before });
  const now = game();
  if (after === undefined || before === undefined || now === undefined) return;
  CHOICE.set(undefined);
  card.clearButtons();
  const zone = courtSlotZones()[slot];
  // Attached above the card (BR p.27): in its slot, shifted towards the card's top (campaignSlots.ts reads it so).
  if (zone !== undefined) placeAt(card, onBoard(zone, 0, -1.0, zone.getPosition().y + 0.3), false);
  if (p.prelude !== undefined && p.prelude.kind === "attachDeclare") placeMarkerByCard(before, now, p.prelude.ambition);
}

function parseChoice(data: unknown): FateChoice | string {
  const d = data as { card?: unknown; colour?: unknown; picks?: unknown };
  if (typeof d !== "object" || typeof d.card !== "string" || COLOURS.indexOf(d.colour as Colour) < 0 || !Array.isArray(d.picks)) return "the Fate-set card's choice is malformed";
  const picks: string[] = [];
  for (const x of d.picks as unknown[]) {
    if (typeof x !== "string" || x.indexOf(":") < 1) return "a choice listed is malformed";
    picks.push(x);
  }
  return { card: d.card, colour: d.colour as Colour, picks };
}

export function installFateSetCards(): void {
  exposeGlobal(GAIN, (card: TTSObject, colour: string) => onGain(card, colour));
  exposeGlobal(START, (card: TTSObject, colour: string) => onStart(card, colour));
  for (let k = 1; k <= MAX; k++) {
    const index = k;
    exposeGlobal(PICK + k, (card: TTSObject, colour: string) => onPick(card, colour, index));
  }
  CHOICE.install("fate-set card", (data) => parseChoice(data), CANCEL, BUTTONS);
  installCardButtonsFor(BUTTONS);
}
