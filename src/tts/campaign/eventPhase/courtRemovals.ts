/**
 * The Court Crises' removals carried out on the table (BR p.18 "Removing Cards", p.27 "Removal from
 * Court", p.14): a "Carry out the Court removals" button on the Crises list for the player who
 * resolves the Crises. The press reads the Court row and the campaign Court deck and sends
 * `carryOutCourt`; the core decides each card's destination, its agents, the slide-down and the
 * refill, and keeps that it was done (`lastCrises.courtCarriedOut`), so neither a second press nor a
 * press after a save and load moves anything again. Its row `arcsEventCourtRow` is one line of the
 * panel's XML (panel.ts); this file draws and answers it. The Imperial Council never leaves (the core never
 * names it). What moves, once the core accepted: every object is found in its slot before anything
 * moves (zones see moves frames later: docs/tts-behaviour.md), then card by card in the core's order.
 */
import type { Colour } from "../../../core/data/vocabulary";
import type { GameState } from "../../../core/game/types";
import type { CampaignState } from "../../../core/campaign/types";
import { IMPERIAL_COUNCIL } from "../../../core/data/campaign/aidCards";
import { courtRemovalsDue } from "../../../core/campaign/crisesCourtCarry";
import type { CourtRemovalStep } from "../../../core/campaign/crisesCourtCarry";
import { announce, refuseTo } from "../../lib/chat";
import { exposeGlobal } from "../../lib/globals";
import { above, asColour, find } from "../../lib/table";
import { objectsIn } from "../../lib/pieceTags";
import { placeAt, returnToSupply, spotInZone } from "../../lib/place";
import { setUiAttribute } from "../../lib/ui";
import { onRedraw, redrawAll } from "../../session/redraw";
import { game, onApplied, submit } from "../../session/session";
import { campaignCourtDeck, campaignSlotCards } from "../../court/campaignSlots";
import type { CampaignSlotCards } from "../../court/campaignSlots";
import { courtDeckIds, courtSlotZones, readCourtRowSnapshot } from "../../court/table";
import { drawIntoSlot, liftCard } from "../../court/moves";
import { sendCourtCard } from "../../court/campaignMoves";
import { crisesActor, crisesListed } from "./panel";
import { currentPending } from "../../court/pending";

/** Who may press now: the Crises' resolver while the list shows removals not carried out. */
function courtActor(s: GameState | undefined): Colour | undefined {
  const c = s && s.campaign;
  if (s === undefined || c === undefined || c.stage !== "act" || !crisesListed(c) || !courtRemovalsDue(c)) return undefined;
  return crisesActor(s);
}

/** The press: the core refuses a second press, a press after a load and anyone but the Crises' resolver, in its words. */
export function onCarryOutCourt(clicker: string): void {
  const s = game();
  // BR p.18: a Crisis's text (a Guild Crisis's choice, vox.ts) before its "Bury this card".
  if (currentPending()) return refuseTo(clicker, "Guild cards first (BR p.18)");
  const r = s && submit({ type: "carryOutCourt", player: asColour(clicker) as Colour, court: readCourtRowSnapshot(s), deck: courtDeckIds(true) });
  if (r !== undefined && !r.ok) {
    refuseTo(clicker, r.reason);
    redrawAll();
  }
}

/** A step's cards and agents as its slot shows them before anything moves. */
interface Found {
  step: CourtRemovalStep;
  zone: TTSObject | undefined;
  cards: CampaignSlotCards;
  agents: TTSObject[];
}

function agentsIn(zone: TTSObject | undefined): TTSObject[] {
  return objectsIn(zone).filter((o) => o.hasTag("agent") && !o.hasTag("supply"));
}

function cardOf(cards: CampaignSlotCards, id: string | undefined): TTSObject | undefined {
  const at = cards.card !== undefined && cards.card.id === id ? cards.card : cards.attached !== undefined && cards.attached.id === id ? cards.attached : undefined;
  return at && liftCard(at);
}

function moveAgents(f: Found, council: TTSObject | undefined): void {
  const a = f.step.agents;
  f.agents.forEach((o, i) => {
    if (a === "return") returnToSupply(o);
    else if (a === "council" && council !== undefined) o.setPositionSmooth(spotInZone(council, i), false, true);
    else if (a === "scrap") {
      const spot = find("rules-booklet-scrap");
      if (spot !== undefined) o.setPositionSmooth(spotInZone(spot, i), false, true);
    }
  });
}

/** The Court room's zone of the Imperial Council, if it lies in the row. */
function councilZone(s: GameState, zones: TTSObject[]): TTSObject | undefined {
  const row = readCourtRowSnapshot(s);
  for (let i = 0; i < row.length; i++) if (row[i].card === IMPERIAL_COUNCIL || row[i].attached === IMPERIAL_COUNCIL) return zones[i];
  return undefined;
}

/** Move what the core decided, in its order; the public words of what moved. */
export function carryOutCourtOnTable(steps: readonly CourtRemovalStep[], s: GameState): number {
  const zones = courtSlotZones();
  const council = councilZone(s, zones);
  const found: Found[] = [];
  const agentsTaken: TTSObject[] = [];
  for (const step of steps) {
    const zone = zones[step.slot];
    // A slot's agents go with the first step that moves them (an attached card holds none).
    const agents = step.agents === "none" || step.agents === "slide" ? [] : agentsIn(zone).filter((o) => agentsTaken.indexOf(o) < 0);
    for (const o of agents) agentsTaken.push(o);
    found.push({ step, zone, cards: campaignSlotCards(zone), agents });
  }
  let shuffle = false;
  let moved = 0;
  for (const f of found) {
    const card = cardOf(f.cards, f.step.card);
    if (card !== undefined) {
      moved += 1;
      // A card shuffled in is shuffled once every slot is refilled (below).
      sendCourtCard(card, f.step.to === "shuffle" ? "bury" : f.step.to);
    }
    if (f.step.to === "shuffle") shuffle = true;
    moveAgents(f, council);
    const slid = f.step.slidesDown === undefined ? undefined : cardOf(f.cards, f.step.slidesDown);
    if (slid !== undefined && f.zone !== undefined) placeAt(slid, above(f.zone, 0), false, 0.3);
    if (f.step.refill !== undefined && f.zone !== undefined) drawIntoSlot(f.step.refill, f.zone, true);
  }
  // Shuffled in once every slot is refilled (docs/rules-decisions-campaign.md).
  const deck = campaignCourtDeck();
  if (shuffle && deck !== undefined && deck.type === "Deck") deck.shuffle();
  return moved;
}

/** The last paint hid the row (nobody to carry out Court removals). */
let paintedHidden = false;

function paint(full: boolean): void {
  const s = game();
  // Outside a campaign nobody carries out Court removals: once hidden, the row stays so.
  if (!full && paintedHidden && (s === undefined || s.campaign === undefined)) return;
  const who = courtActor(s);
  paintedHidden = who === undefined;
  setUiAttribute("arcsEventCourtRow", "active", who === undefined ? "false" : "true");
  if (who !== undefined) setUiAttribute("arcsEventCourtRow", "visibility", who);
}

export function installCourtRemovals(): void {
  exposeGlobal("arcsEventCourt", (player: { color: string }) => onCarryOutCourt(player.color));
  onApplied((after, command) => {
    if (command.type !== "carryOutCourt") return;
    const c: CampaignState | undefined = after.campaign;
    const steps = c && c.lastCrises && c.lastCrises.courtCarriedOut;
    if (steps === undefined) return;
    const n = carryOutCourtOnTable(steps, after);
    announce(`Court removals carried out: ${n} ${n === 1 ? "card leaves" : "cards leave"} the Court (BR p.18).`);
  });
  onRedraw("court crises", (full) => paint(full));
}
