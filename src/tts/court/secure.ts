/**
 * Secure (rulebook p.13 + FAQ): on the securer's turn, after their card is played, the core decides
 * from the Court as the table shows it (a logged `court` command, src/core/court/machine.ts); the
 * table moves agents and the card and refills THE SAME slot.
 */
import { awaiting } from "../../core/game/legal";
import { announce, refuseTo } from "../lib/chat";
import { playingColour } from "../lib/seats";
import { courtSlotZones, readCourtTable } from "./table";
import { game, submit } from "../session/session";
import { currentPending, setPending, cardTitle } from "./pending";
import type { PendingVox } from "./pending";
import { looseCardIn, refreshCourt, securePlayAreas, showChoices } from "./slots";
import type { CourtCommand } from "../../core/game/types";
import { describeTaken, moveAgents, refill } from "./moves";
import { exitOf, takenCard } from "./campaignMoves";
import type { TableEffect } from "../../core/court/types";
import { applyEffects } from "./effects";
import { choicesFor } from "./vox";
import type { CardAt } from "../lib/pieceTags";
import { campaignSlotCards } from "./campaignSlots";
import { fiefIn } from "../lib/fateTokensOnMap";
import type { FiefRead } from "../../core/game/types";
import { courtTokenCluster } from "../../core/campaign/fates/feudalCourts";
import { lordAt } from "../../core/campaign/fates/fiefs";
import { courtTokenSpot } from "../campaign/fateTokens";
import type { MapSnapshot } from "../../core/map/snapshot";
import type { Colour, SystemId } from "../../core/data/vocabulary";
import { gmNotes } from "../lib/table";

/**
 * BR p.27: the card attached above the secured one is secured too: a Guild card joins the securer's
 * play area, a lore card too (as lore), a Vox card goes where its When Secured plainly says (else the
 * discard) while its When Secured is resolved as printed (announced).
 */
function moveAttached(attached: string | undefined, obj: CardAt | undefined, colour: Colour, effects: readonly TableEffect[]): void {
  if (attached === undefined || obj === undefined || obj.inDeck !== undefined || obj.id !== attached) return;
  takenCard(obj.obj, attached, colour, effects);
  announce(`${cardTitle(attached)}, attached to it, is secured with it (BR p.27)`);
}

/** F1618: the Lord's secure returns the Court token to its place by the Court; a Vassal's leaves it on the refilled card. */
function courtTokenBack(zone: TTSObject, f: FiefRead, colour: Colour): void {
  const k = courtTokenCluster(f.token);
  const at = courtTokenSpot(k - 1);
  if (at === undefined || lordAt(f.map as MapSnapshot, `${k}.1` as SystemId) !== colour) return;
  for (const o of zone.getObjects() as TTSObject[]) if (gmNotes(o) === f.token) o.setPositionSmooth(at, false, true);
}

/** A click on "Secure" of slot `slot` (1-based). */
export function onSecureClicked(slot: number, clicker: string): void {
  const s = game();
  if (s === undefined || s.phase !== "play") {
    refuseTo(clicker, "Court cards are secured in a chapter, on your turn");
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
    refuseTo(clicker, "play your action card first: Secure is an action (p.13)");
    return;
  }
  const i = slot - 1;
  const zone = courtSlotZones()[i];
  const campaign = s.campaign !== undefined;
  // In a campaign the card attached above the secured one (BR p.27) is secured with it.
  const attachedObj = campaign && zone !== undefined ? campaignSlotCards(zone).attached : undefined;
  const before = readCourtTable(s);
  const c: CourtCommand = { type: "court", player: colour, action: { kind: "secure", slot: i, court: before } };
  // Spirit of Freedom (F224) and the Member titles, as the play areas show them.
  if (campaign) c.playAreas = securePlayAreas(s);
  // Feudal Courts (F1618): a Court token on the card, with its Fief.
  const fief = campaign ? fiefIn(zone, s) : undefined;
  if (fief !== undefined) c.fief = fief;
  const r = submit(c);
  const decided = r.ok ? r.value.secure : undefined;
  if (!r.ok || decided === undefined || decided.last.kind !== "secured") {
    if (!r.ok) refuseTo(clicker, r.reason);
    return;
  }
  const out = decided.last.outcome;
  const cardObj = zone && looseCardIn(zone, campaign);
  // Planet-Eater Loose (F1111): its agents stay on it for its roll (vox.ts).
  const wait = out.card === "F1111";
  const own = zone === undefined || wait ? 0 : moveAgents(zone, colour, out.taken);
  if (fief !== undefined && zone !== undefined) courtTokenBack(zone, fief, colour);
  const name = cardTitle(out.card);
  announce(`${colour} secures ${name} from Court slot ${slot}${wait ? "" : `: ${own} own agent(s) back to supply${describeTaken(out.taken)}`}`);
  // The card goes where the core said (a base Vox card to the discard); one with a choice waits in its slot.
  const to = out.prompt !== undefined ? undefined : cardObj !== undefined ? takenCard(cardObj.obj, out.card, colour, out.effects) : exitOf(out.effects, out.card);
  moveAttached(out.attached, attachedObj, colour, out.effects);
  applyEffects(out.effects, undefined);
  if (out.prompt === undefined) {
    // "This card remains in the Court": no refill (the core kept it in its slot).
    if (to !== "stay") refill(out.table, i, campaign);
  } else {
    const p: PendingVox = { card: out.card, colour, slot: i, prompt: out.prompt, choices: choicesFor(r.value, out.card, colour, out.table) };
    setPending(p);
    // The buttons name whoever chooses (the securer, or each Rival who gives up a Guild card).
    announce(`When Secured of ${name}: ${colour}, ${out.prompt}.`);
    showChoices(cardObj && cardObj.obj, p);
  }
  refreshCourt();
}
