/**
 * Secure (rulebook p.13 + FAQ): on the securer's turn, after their card is played, the core decides
 * from the Court as the table shows it (a logged `court` command, src/core/court/machine.ts); the
 * table moves agents and the card and refills THE SAME slot.
 */
import { courtCard } from "../../core/data/court";
import { awaiting } from "../../core/game/legal";
import { announce, refuseTo } from "../lib/chat";
import { playingColour } from "../lib/seats";
import { courtSlotZones, readCourtTable } from "./table";
import { game, submit } from "../session/session";
import { currentPending, setPending, cardTitle } from "./pending";
import type { PendingVox } from "./pending";
import { looseCardIn, refreshCourt, showChoices } from "./slots";
import { describeTaken, moveAgents, refill, toDiscard, toPlayArea } from "./moves";
import { applyEffects } from "./effects";
import { choicesFor } from "./vox";

/** A click on "Secure" of slot `slot` (1-based). */
export function onSecureClicked(slot: number, clicker: string): void {
  const s = game();
  if (s === undefined || s.phase !== "play") {
    refuseTo(clicker, "cards in the Court are secured during a chapter, on your turn");
    return;
  }
  const colour = playingColour(clicker, s.seats);
  if (colour === undefined) {
    refuseTo(clicker, "only a seated player of this game can secure");
    return;
  }
  const waiting = currentPending();
  if (waiting !== undefined) {
    refuseTo(clicker, `first ${waiting.colour} finishes the When Secured of ${cardTitle(waiting.card)}: ${waiting.prompt}`);
    return;
  }
  const a = awaiting(s);
  if (a.kind !== "player" || a.player !== colour) {
    refuseTo(clicker, a.player !== undefined ? `it is ${a.player}'s turn, not yours: you secure on your own turn` : "you cannot secure now");
    return;
  }
  if (s.round === undefined || !s.round.played) {
    refuseTo(clicker, "play your action card first: Secure is an action (p.13), taken with its pips or a Relic in your Prelude");
    return;
  }
  const i = slot - 1;
  const zone = courtSlotZones()[i];
  const before = readCourtTable(s);
  const r = submit({ type: "court", player: colour, action: { kind: "secure", slot: i, court: before } });
  const decided = r.ok ? r.value.secure : undefined;
  if (!r.ok || decided === undefined || decided.last.kind !== "secured") {
    if (!r.ok) refuseTo(clicker, r.reason);
    return;
  }
  const out = decided.last.outcome;
  const cardObj = zone === undefined ? undefined : looseCardIn(zone);
  const own = zone === undefined ? 0 : moveAgents(zone, colour);
  const name = cardTitle(out.card);
  announce(`${colour} secures ${name} from Court slot ${slot}: ${own} own agent(s) back to supply${describeTaken(out.taken)}`);
  const def = courtCard(out.card);
  if (def !== undefined && def.kind === "guild") {
    if (cardObj !== undefined) toPlayArea(cardObj.obj, colour);
    refill(out.table, i);
  } else if (out.prompt === undefined) {
    if (cardObj !== undefined) toDiscard(cardObj.obj);
    applyEffects(out.effects, undefined);
    refill(out.table, i);
  } else {
    const p: PendingVox = { card: out.card, colour, slot: i, prompt: out.prompt, choices: choicesFor(r.value, out.card, colour, out.table) };
    setPending(p);
    announce(`When Secured of ${name}: ${colour}, ${out.prompt}. ${colour} chooses with the buttons on the card.`);
    if (cardObj !== undefined) showChoices(cardObj.obj, p);
  }
  refreshCourt();
}
