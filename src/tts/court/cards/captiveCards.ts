/**
 * Buttons for the Court cards' own actions on Captives (seed 003 card reference), through the one
 * Court card button mechanism (cardButtons.ts):
 * - Court Enforcers (BC14) "Abduct (Battle)": one button per Court slot; the Rival agents there go
 *   to the owner's Captives.
 * Prison Wardens' (BC12) Execute and Pressgang, a choice over several presses, are in wardenCards.ts;
 * the helpers here (the owner's click, the command, the slots made to match) are shared by every card.
 * A click: only the card's owner (the play area's colour); the core's `cardAction` decides the rest
 * (their turn, a card played, an action of the standard kind left, the card's own limits) from the
 * table as read, and the script moves what the core's outcome moved.
 */
import type { Colour, ResourceType } from "../../../core/data/vocabulary";
import type { CardActionStep } from "../../../core/powers/cardActions";
import { cardActionOutcome } from "../../../core/powers/cardActions";
import { baseCardOf, powerCardName } from "../../../core/powers/courtPowers";
import type { TableState } from "../../../core/court/types";
import { playerIndex } from "../../../core/court/types";
import { campaignCourtCards } from "../../../core/campaign/courtCards";
import { courtRowSize } from "../../../core/court/row";
import { refuseTo } from "../../lib/chat";
import { exposeGlobal } from "../../lib/globals";
import { zoneOf, gmNotes } from "../../lib/table";
import { colourOf, objectsIn } from "../../lib/pieceTags";
import { spotInZone } from "../../lib/place";
import { snapPointWorld } from "../../lib/pieces";
import { game, submit } from "../../session/session";
import type { Command } from "../../../core/game/types";
import type { CardActionCommand } from "../../../core/powers/cardActionTypes";
import type { HandCardCommand } from "../../../core/campaign/handCardTypes";
import { holdsOverseers } from "../../../core/campaign/fates/overseers";
import { readScoringSnapshot } from "../../scoring/read";
import { board, resourceBag, resourceTokens } from "../../battle/read";
import { courtSlotZones, readCourtTable } from "../table";
import { installCardButtonsFor, ownerClick, chapterOwnerToDraw, isCourtCardObject } from "../cardButtons";
import { rowButton } from "../buttonKit";

const ENFORCERS = "BC14";
const ABDUCT = "arcsCardAbduct_";

function baseOf(o: TTSObject): string | undefined {
  if (!isCourtCardObject(o)) return undefined;
  const base = baseCardOf(gmNotes(o));
  return base === ENFORCERS ? base : undefined;
}

function ours(name: string): boolean {
  return name.indexOf(ABDUCT) === 0;
}

/** The buttons on a BC14 lying in its owner's play area during a chapter; none elsewhere. */
function refreshCard(card: TTSObject): void {
  const at = chapterOwnerToDraw(card, ours);
  if (at === undefined) return;
  const { state: s, owner } = at;
  const size = courtRowSize(s.playerCount);
  for (let n = 1; n <= size; n++) rowButton(card, ABDUCT + n, `Abduct: Court slot ${n}`, `Court Enforcers: ${owner} captures all Rival agents from Court slot ${n} (Battle)`, n - 1);
}

/** The clicker's colour when they own the card and a game is on; otherwise they are told why not. */
export function ownerClicking(card: TTSObject, clicker: string): { colour: Colour; before: TableState } | undefined {
  const at = ownerClick(card, clicker, () => powerCardName(gmNotes(card)), "take its actions");
  return at && { colour: at.colour, before: readCourtTable(at.state) };
}

/** `c` with the table's counts when its player holds Guild Overseers (F403, core/campaign/fates/overseers.ts). */
export function withStanding(c: CardActionCommand | HandCardCommand, court: TableState): Command {
  const s = game();
  if (s !== undefined && holdsOverseers(court, c.player)) c.snapshot = readScoringSnapshot(s);
  return c;
}

/** Submits the step; on success returns the table the core decided. */
export function decide(clicker: string, colour: Colour, action: CardActionStep): TableState | undefined {
  const r = submit(withStanding({ type: "cardAction", player: colour, action }, action.court));
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    return undefined;
  }
  const out = cardActionOutcome(colour, action, campaignCourtCards);
  return out.ok ? out.value : undefined;
}

function agentsIn(zone: TTSObject | undefined, notColour: Colour): TTSObject[] {
  const out: TTSObject[] = [];
  for (const o of objectsIn(zone)) if (o.hasTag("agent") && colourOf(o) !== undefined && colourOf(o) !== notColour) out.push(o);
  return out;
}

/** The pieces laid side by side after what `zone` holds already. */
export function moveInto(pieces: TTSObject[], zone: TTSObject | undefined): void {
  if (zone === undefined) return;
  let n = objectsIn(zone).length;
  for (const o of pieces) {
    o.setPositionSmooth(spotInZone(zone, n), false, true);
    n += 1;
  }
}

/** The owner's resource slots made to match the core's: tokens no longer there go back, new ones come from the supply. */
export function matchSlots(colour: Colour, after: TableState): void {
  matchSlotsOf([colour], after);
}

/**
 * Several players' slots made to match the core's (a steal, a Trade): every token leaving goes back
 * to its supply bag first, so a token passing from one player to another comes out of a bag that has it.
 */
export function matchSlotsOf(colours: Colour[], after: TableState): void {
  const kept: (ResourceType | "empty")[][] = [];
  for (const colour of colours) {
    const want = after.players[playerIndex(after, colour)].resources;
    const have: (ResourceType | "empty")[] = ["empty", "empty", "empty", "empty", "empty", "empty"];
    for (const t of resourceTokens(colour)) {
      if (want[t.slot] === t.type && have[t.slot] === "empty") have[t.slot] = t.type;
      else {
        const bag = resourceBag(t.type);
        if (bag !== undefined) bag.putObject(t.obj);
      }
    }
    kept.push(have);
  }
  colours.forEach((colour, k) => {
    const want = after.players[playerIndex(after, colour)].resources;
    const have = kept[k];
    const b = board(colour);
    for (let i = 0; i < 6; i++) {
      const w = want[i];
      const spot = b && snapPointWorld(b, "resource-slot-" + (i + 1));
      const bag = w === "empty" ? undefined : resourceBag(w);
      if (w !== "empty" && have[i] === "empty" && spot !== undefined && bag !== undefined && bag.getQuantity() > 0) {
        bag.takeObject({ position: Vector(spot.x, spot.y + 0.3, spot.z), smooth: false });
      }
    }
  });
}

export function onAbductClicked(card: TTSObject, clicker: string, slot: number): void {
  const who = ownerClicking(card, clicker);
  if (who === undefined) return;
  const after = decide(clicker, who.colour, { kind: "abduct", slot: slot - 1, court: who.before });
  if (after === undefined) return;
  const zone = courtSlotZones()[slot - 1];
  moveInto(agentsIn(zone, who.colour), zoneOf("captives", who.colour));
}

export function installCaptiveCards(): void {
  for (let n = 1; n <= 4; n++) {
    const slot = n;
    exposeGlobal(ABDUCT + n, (card: TTSObject, colour: string) => onAbductClicked(card, colour, slot));
  }
  installCardButtonsFor({ name: "Captive cards", shapeOf: baseOf, draw: refreshCard });
}
