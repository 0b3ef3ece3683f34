/**
 * The Court on the table (rulebook p.13 + FAQ "Secure"): each Court card shows the agents lying on
 * its slot per colour, refreshed on zone enter/leave; a "Secure" button is offered when a player
 * has strictly the most agents there (the core decides). Securing, on the securer's turn: own
 * agents back to the supply bag, Rival agents to the securer's Captives, the card to their play area
 * (Guild) or, for a Vox card, its When Secured resolved through the core with choice buttons on the
 * card, then the card to its destination; finally THE SAME slot is refilled from the Court deck by
 * identity (the core says which card; an empty deck leaves the slot empty).
 *
 * Vox effects the game engine tracks go through session.submit: Populist Demands `declareByCard`
 * (the marker into its box), Song of Freedom `seizeByCard` (asked after the city is chosen, only
 * when the engine allows it; bookkeeping lays the initiative marker down at the seizer), Call to
 * Action `drawFromDiscardBottom` (the engine's bottom card moved into the hand by identity, named to
 * its new holder only). A pending choice is plain data saved with the table ("court" feature).
 */
import type { GameState } from "../../core/game/types";
import { announce } from "../lib/chat";
import { on } from "../lib/events";
import type { TagSet } from "../lib/events";
import { exposeGlobal } from "../lib/globals";
import { slotIndexOf } from "./table";
import { installCardButtons } from "./cards/spies";
import { installCaptiveCards } from "./cards/captiveCards";
import { installPreludeCards } from "./cards/preludeCards";
import { installDeclareCards } from "./cards/declareCards";
import { installLoyalCards } from "./cards/loyalCards";
import { installGatePortsCards } from "./cards/gatePortsCards";
import { installUnionCards } from "./cards/unionCards";
import { installChoicePreludes } from "./cards/choicePreludes";
import { installFarseersCards } from "./cards/farseersCards";
import { installTradeCards } from "./cards/tradeCards";
import { installWardenCards } from "./cards/wardenCards";
import { installStealPreludes } from "./cards/stealPreludes";
import { installFateGuildCards } from "./cards/fateGuildCards";
import { installCartelCards } from "./cards/cartelCards";
import { game, onApplied, registerSavedFeature } from "../session/session";
import { onRedraw, onResume } from "../session/redraw";
import { MAX_CHOICES, currentPending, cardTitle, saveCourt, restoreCourt, setPending } from "./pending";
import { readCourtTable } from "./table";
import { refreshCourt, refreshSlot, showChoices, pendingCard, paintCourt } from "./slots";
import { onSecureClicked } from "./secure";
import { choicesFor, onChoiceClicked } from "./vox";
import { gmNotes } from "../lib/table";

/**
 * After a load: the game's waiting When Secured (core state) gets its choice buttons back even if
 * the table's own section of the save was lost — the buttons are rebuilt from the game and the table.
 */
function restorePending(data: unknown): string | undefined {
  const problem = restoreCourt(data);
  const s = game();
  const core = s && s.secure;
  if (currentPending() === undefined && s !== undefined && s.phase === "play" && core !== undefined && core.step === "whenSecured") {
    const prompt = core.prompt === undefined ? "" : core.prompt;
    setPending({ card: core.card, colour: core.colour, slot: core.slot, prompt, choices: choicesFor(s, core.card, core.colour, readCourtTable(s, core.card)) });
  }
  return problem;
}

/** After a load: say where a pending choice stands. */
function resumePendingChoice(): void {
  const p = currentPending();
  if (p === undefined) return;
  if (pendingCard(p) === undefined) {
    announce(`Put ${cardTitle(p.card)} back in Court slot ${p.slot + 1} to finish`);
    return;
  }
  announce(`When Secured of ${cardTitle(p.card)} continues: ${p.colour}, ${p.prompt}.`);
}

/**
 * A card the Court's painter may have labelled in a slot (slots.ts refreshSlot): a base Court card,
 * or a campaign row's card (campaign Court, Fate-set, lore shuffled in, the Imperial Council).
 */
const SLOT_CARD_TAGS = ["court-card", "campaign-court-card", "fate-set-card", "lore-card", "campaign-aid-card"];

function slotCard(obj: TTSObject): boolean {
  for (const t of SLOT_CARD_TAGS) if (obj.hasTag(t)) return true;
  return false;
}

function onZoneChange(zone: TTSObject, obj: TTSObject, left: boolean, zoneTags: TagSet): void {
  if (zoneTags["court-slot"] !== true) return;
  const pending = currentPending();
  // A card leaving its slot loses the slot's buttons at once (its own buttons are drawn again by card buttons).
  if (left && slotCard(obj) && (pending === undefined || gmNotes(obj) !== pending.card)) obj.clearButtons();
  const i = slotIndexOf(zone);
  // The pending Vox card put back into its slot gets its choices again.
  if (!left && pending !== undefined && i === pending.slot && obj.hasTag("court-card") && gmNotes(obj) === pending.card) showChoices(obj, pending);
  if (i >= 0) refreshSlot(i);
}

/**
 * The game no longer waits for the pending When Secured (advisory rules: the players ended the turn
 * past it, an override): its choices go, and the card is left for the players to put where its
 * text says.
 */
function afterApplied(after: GameState): void {
  const p = currentPending();
  if (p === undefined || p.stage === "crisis" || (after.secure !== undefined && after.secure.step === "whenSecured")) return;
  const card = pendingCard(p);
  setPending(undefined);
  if (card !== undefined) card.clearButtons();
  announce(`The When Secured of ${cardTitle(p.card)} is left unanswered: move the card by hand.`);
  refreshCourt();
}

export function installCourt(): void {
  onApplied(afterApplied);
  exposeGlobal("arcsCourtNoop", () => undefined);
  // Slot 5: the campaign row's fifth card (BR p.4 step K); a base game never draws its button.
  for (let n = 1; n <= 5; n++) {
    const slot = n;
    exposeGlobal(`arcsCourtSecure_${n}`, (_card: TTSObject, colour: string) => onSecureClicked(slot, colour));
  }
  for (let k = 1; k <= MAX_CHOICES; k++) {
    const index = k;
    exposeGlobal(`arcsCourtChoice_${k}`, (_card: TTSObject, colour: string) => onChoiceClicked(index, colour));
  }
  registerSavedFeature("court", { save: saveCourt, restore: restorePending });
  on("objectEnterZone", (zone, obj, zoneTags) => onZoneChange(zone, obj, false, zoneTags));
  on("objectLeaveZone", (zone, obj, zoneTags) => onZoneChange(zone, obj, true, zoneTags));
  onRedraw("court", paintCourt);
  onResume("court", resumePendingChoice);
  installCardButtons();
  installCaptiveCards();
  installWardenCards();
  installPreludeCards();
  installDeclareCards();
  installLoyalCards();
  installUnionCards();
  installChoicePreludes();
  installTradeCards();
  installStealPreludes();
  installFateGuildCards();
  installFarseersCards();
  installCartelCards();
  installGatePortsCards();
}
