/**
 * Vox effects the game engine tracks (declare, seize, Call to Action's draw) go through
 * session.submit; the table follows what the engine moved.
 */
import type { Colour } from "../../core/data/vocabulary";
import type { TableEffect } from "../../core/court/types";
import { apply } from "../../core/rules";
import type { Command, GameState } from "../../core/game/types";
import { cardName } from "../../core/game/util";
import { campaignCourtCardName } from "../../core/campaign/courtCards";
import { EXIT_WORDS } from "../../core/campaign/crisesCourtCarry";
import { resolveInCluster } from "../campaign/eventPhase/blight";
import { announce, refuseTo, tell } from "../lib/chat";
import { moveCard } from "../lib/cards";
import { above, find } from "../lib/table";
import { placeAt } from "../lib/place";
import { handSpot } from "../setup/places";
import { game, submit } from "../session/session";
import { findById } from "../../core/util/byId";

/**
 * The table's part of the core's effects. Ships are placed by hand (said publicly); a declaration,
 * a seize and the Call to Action draw go through the game engine (session.submit), which announces
 * them, and the table follows: the marker into its box, the initiative marker laid down at the
 * seizer (bookkeeping.ts, on the engine's "seized" event), the drawn card into the hand.
 */
export function applyEffects(effects: TableEffect[], command: Command | undefined): void {
  for (const e of effects) {
    if (e.kind === "placeShipsInCluster") announce(`${e.colour} places 1 ship in each system of cluster ${e.cluster} (Mass Uprising)`);
    if (e.kind === "returnCity") announce(`${e.owner}'s city in system ${e.system} returns to ${e.owner}'s player board (Song of Freedom)`);
    if (e.kind === "drawBottomActionCard") drawFromDiscardBottomOnTable(e.colour);
    if (e.kind === "resolveInCluster") resolveInCluster(e.colour, e.card, e.cluster);
    // A campaign Vox card's When Secured is printed text: the players resolve it and move the card.
    if (e.kind === "resolveWhenSecured" || e.kind === "resolveAttached") {
      const at = e.kind === "resolveAttached";
      const where = e.to === undefined ? (at ? "" : " and move the card as it says") : `; the card is ${EXIT_WORDS[e.to]} as it says`;
      announce(`${e.colour}${at ? " also" : ""} secured ${campaignCourtCardName(e.card)}${at ? " (attached): resolve its When Secured too, in either order" : ": resolve its When Secured as printed"}${where} (BR p.27)`);
    }
  }
  if (command !== undefined) submitCardCommand(command);
}

/** Submit a Vox card's engine command (checked, but for what the table reads for it: the Ideals, F822A) and move what the engine moved; a refusal goes to its player alone. */
export function submitCardCommand(command: Command): void {
  const before = game();
  const r = submit(command);
  if (!r.ok || before === undefined) {
    if (!r.ok) refuseTo((command as { player: string }).player, r.reason);
    return;
  }
  if (command.type === "declareByCard") placeMarkerByCard(before, r.value, command.ambition);
}

/** Populist Demands: the marker the engine moved goes into the ambition's box (no zero marker). */
export function placeMarkerByCard(before: GameState, after: GameState, ambition: string): void {
  for (const m of after.markers) {
    const was = findById(before.markers, m.id);
    if (m.at !== ambition || was === undefined || was.at === ambition) continue;
    const marker = find("ambition-marker", m.id);
    const box = find("ambition-box", ambition);
    if (marker !== undefined && box !== undefined) placeAt(marker, above(box, 0), marker.is_face_down);
  }
}

/**
 * Call to Action: the engine takes the bottom card of the action discard pile into the hand; the
 * table moves that card by identity. Only its new holder is told which card it is.
 */
export function drawFromDiscardBottomOnTable(colour: Colour): void {
  const s = game();
  if (s === undefined) return;
  const command: Command = { type: "drawFromDiscardBottom", player: colour, card: "BC31" };
  const trial = apply(s, command);
  if (!trial.ok) {
    announce(`Call to Action draws nothing: ${trial.reason}`);
    return;
  }
  const id = s.discard[s.discard.length - 1];
  const r = submit(command);
  if (!r.ok) return;
  const spot = handSpot(colour);
  if (spot !== undefined) moveCard("action-card", id, { position: spot.position, faceDown: false, yaw: spot.yaw });
  tell(colour, `Call to Action: you drew ${cardName(id)} from the bottom of the action discard pile.`);
}
