/**
 * Influence (p.13) seen on the table: a player drops one of their agents onto a Court card (a Court
 * slot zone), from anywhere but another Court card. The core counts it against the turn's actions
 * (`takeAction`); refused — not their turn, no card played, no action left that can influence — the
 * reason goes to the dropper alone and the agent goes back where it was picked up (or to its supply).
 */
import type { Colour } from "../../core/data/vocabulary";
import { refuseTo } from "../lib/chat";
import { pieceColour } from "../lib/pieces";
import { supplyBag } from "../lib/pieceTags";
import { asColour, whenRested } from "../lib/table";
import { game, submit } from "../session/session";
import type { Pickup } from "./pickups";
import { courtCardInSlot, courtSlotOf, takePickup } from "./pickups";
import type { TakeActionCommand } from "../../core/game/types";
import { fiefIn } from "../lib/fateTokensOnMap";

function sendBack(agent: TTSObject, pick: Pickup | undefined, colour: Colour): string {
  if (pick !== undefined) {
    agent.setPositionSmooth(Vector(pick.position.x, pick.position.y + 0.5, pick.position.z), false, true);
    return "The agent went back where it was.";
  }
  const bag = supplyBag("agent", colour);
  if (bag !== undefined) bag.putObject(agent);
  return "The agent went back to your supply.";
}

/**
 * FAQ "Rewind / Undo": an agent its owner lifts off a Court card on their turn takes back an
 * influence of this turn, if there is one (otherwise it is a correction the count does not see).
 */
function takenBack(dropper: string, agent: TTSObject, pick: Pickup | undefined): void {
  const s = game();
  const colour = pieceColour(agent);
  if (s === undefined || s.phase !== "play" || colour === undefined || asColour(dropper) !== colour) return;
  const a = s.actions;
  if (a === undefined || a.player !== colour || a.taken.indexOf("influence") < 0) return;
  // The card it came off: its influence (Demagogue's Bold is free once per card) is the one taken back.
  const card = pick && pick.card;
  submit(card === undefined ? { type: "undoAction", player: colour, action: "influence" } : { type: "undoAction", player: colour, action: "influence", card });
}

export function onAgentDropped(dropper: string, agent: TTSObject, settled = false, pick?: Pickup): void {
  if (!agent.hasTag("agent")) return;
  const from = settled ? pick : takePickup(agent.getGUID());
  if (settled && agent.isDestroyed()) return;
  // A drop is seen by the slot's zone only as the agent falls (onObjectDrop fires first): read
  // where it lies once it rests.
  const slot = courtSlotOf(agent);
  if (slot === undefined) {
    if (!settled && !agent.resting) {
      whenRested(agent, () => onAgentDropped(dropper, agent, true, from));
    } else if (from !== undefined && from.inCourt) {
      takenBack(dropper, agent, from);
    }
    return;
  }
  // From one Court card to another (or a nudge on the same one) is not an influence.
  if (from !== undefined && from.inCourt) return;
  const s = game();
  const colour = pieceColour(agent);
  if (s === undefined || s.phase !== "play" || colour === undefined) return;
  // Only a player's own agent is their influence; another seat moving it is a correction.
  if (asColour(dropper) !== colour) return;
  // The influence names the card it went to (Demagogue's Bold: each card in the Court once).
  const card = courtCardInSlot(slot, s.campaign !== undefined);
  const c: TakeActionCommand = { type: "takeAction", player: colour, action: "influence" };
  if (card !== undefined) c.card = card;
  // Feudal Courts (F1618): a Court token on the card, with its Fief.
  const fief = fiefIn(slot, s);
  if (fief !== undefined) c.fief = fief;
  const r = submit(c);
  if (!r.ok) refuseTo(dropper, `${r.reason}. ${sendBack(agent, from, colour)}`);
}
