/**
 * Carrying out the Court Crises' removals on the table (BR p.18 "Removing Cards", p.27 "Removal from
 * Court", p.14): the `carryOutCourt` command. The last Crises listed each Vox card whose Crisis text
 * removes it from the Court (`CrisisText.leaves`); the player who resolves the Crises has the table
 * move them once the texts are resolved. The command carries the Court row and the campaign Court
 * deck as the table shows them now; the core decides, card by card in the Crises' order (left to
 * right, an attached card before the card below it):
 * - where the card goes, by its text: buried (the bottom of the Court deck), discarded, scrapped,
 *   shuffled into the Court deck (the table shuffles once every slot is refilled), or under the top
 *   card of the Court deck (Passage Storms F2206: the refill then draws that top card);
 * - where its agents go: back to their players (BR p.18), onto the Imperial Council when the text
 *   says so (Council Intrigue, CC12), scrapped with it (Warden's cards), or, when a card was attached
 *   to it, they stay in the slot on that card, which slides down (BR p.27); an attached card holds
 *   no agents of its own and its leaving changes nothing below it;
 * - the refill: the top card of the Court deck as read (BR p.18), unless a card slid down or the
 *   deck ran out.
 * The Imperial Council never leaves (BR p.14). The core keeps what it decided, so it is never done
 * twice (a second press, a press after a save and load).
 */
import type { Colour } from "../data/vocabulary";
import { IMPERIAL_COUNCIL } from "../data/campaign/aidCards";
import type { GameState } from "../game/types";
import { hasDuplicates, logEvent, stringList } from "../game/util";
import { courtRowRefusal, crisisExit } from "./crisesCourt";
import type { CourtRowSnapshot, CrisisText } from "./crisesCourt";
import { crisesResolver } from "./crisesCarry";
import { campaignCourtCardName } from "./courtCards";
import type { CampaignState, CarryOutCourtCommand } from "./types";
export type { CourtCrisisExit, CourtCrisisAgents, CourtRemovalStep } from "./resultTypes";
import type { CourtCrisisAgents, CourtRemovalStep } from "./resultTypes";

/** What a Crisis text does with the agents on its card before it leaves (CC12; Warden's "Scrap this card and agents on it"). */
function textAgents(text: string): CourtCrisisAgents | undefined {
  if (text.indexOf("Move agents from here to it") >= 0) return "council";
  if (text.indexOf("Scrap this card and agents on it") >= 0) return "scrap";
  return undefined;
}

/** Whether the last Crises have Court removals the table has not carried out yet. */
export function courtRemovalsDue(c: CampaignState): boolean {
  const last = c.lastCrises;
  if (last === undefined || last.courtCarriedOut !== undefined) return false;
  for (const t of last.court) if (t.leaves !== undefined) return true;
  return false;
}

function slotOf(row: readonly CourtRowSnapshot[], id: string): { slot: number; attached: boolean } | undefined {
  for (let i = 0; i < row.length; i++) {
    if (row[i].card === id) return { slot: i, attached: false };
    if (row[i].attached === id) return { slot: i, attached: true };
  }
  return undefined;
}


/** The removals, in order, on a copy of the row; a reason when a leaving card is not in the Court. */
export function courtRemovals(court: readonly CrisisText[], row: readonly CourtRowSnapshot[], deck: readonly string[]): CourtRemovalStep[] | string {
  const now: CourtRowSnapshot[] = row.map((x) => (x.attached === undefined ? (x.card === undefined ? {} : { card: x.card }) : { card: x.card, attached: x.attached }));
  const pile = deck.slice();
  const out: CourtRemovalStep[] = [];
  for (const t of court) {
    const to = t.leaves && crisisExit(t.text);
    // The Imperial Council never leaves the Court (BR p.14).
    if (to === undefined || t.card === IMPERIAL_COUNCIL) continue;
    const at = slotOf(now, t.card);
    if (at === undefined) {
      const was = (t.leaves as { slot: number }).slot + 1;
      return `${campaignCourtCardName(t.card)} left the Court: put it back in Court slot ${was}, then carry out the Court Crises`;
    }
    const slot = now[at.slot];
    const step: CourtRemovalStep = { card: t.card, slot: at.slot, to, agents: "none" };
    // The card leaves first (buried or shuffled, it is in the deck: with the deck empty the refill draws it again), then the slot refills.
    if (to === "bury" || to === "shuffle") pile.push(t.card);
    else if (to === "underTop") pile.splice(1, 0, t.card);
    if (at.attached) {
      // BR p.27: an attached card holds no agents; the card below stays as it is.
      now[at.slot] = { card: slot.card };
    } else {
      const moved = textAgents(t.text);
      if (slot.attached !== undefined) {
        step.slidesDown = slot.attached;
        step.agents = moved === undefined ? "slide" : moved;
        now[at.slot] = { card: slot.attached };
      } else {
        step.agents = moved === undefined ? "return" : moved;
        const next = pile.shift();
        if (next === undefined) {
          step.deckEmpty = true;
          now[at.slot] = {};
        } else {
          step.refill = next;
          now[at.slot] = { card: next };
        }
      }
    }
    out.push(step);
  }
  return out;
}

/** Where a card went, in words: a removal's, and a secured Vox card's (tts/court/effects.ts, with "stay"). */
export const EXIT_WORDS: { readonly [to: string]: string } = {
  bury: "buried (the bottom of the Court deck)",
  stay: "left in the Court",
  discard: "discarded",
  scrap: "scrapped",
  shuffle: "shuffled into the Court deck",
  underTop: "under the top card of the Court deck",
};

const AGENT_WORDS: { readonly [agents: string]: string } = {
  return: "its agents return to their players",
  council: "its agents move onto the Imperial Council",
  scrap: "its agents are scrapped with it",
  slide: "its agents stay on the card that slides down",
  none: "",
};

/** A removal in the game's words, for the log. */
export function removalStepText(r: CourtRemovalStep): string {
  const parts = [`${campaignCourtCardName(r.card)} leaves Court slot ${r.slot + 1}: ${EXIT_WORDS[r.to]}`];
  if (r.agents !== "none") parts.push(AGENT_WORDS[r.agents]);
  if (r.slidesDown !== undefined) parts.push(`${campaignCourtCardName(r.slidesDown)}, attached to it, slides into the slot (BR p.27)`);
  if (r.refill !== undefined) parts.push(`${campaignCourtCardName(r.refill)} is drawn into the slot (BR p.18)`);
  if (r.deckEmpty === true) parts.push("the Court deck is empty: the slot stays empty");
  return parts.join("; ");
}

export function carryOutCourt(s: GameState, c: CarryOutCourtCommand): string | undefined {
  const before = s.campaign as CampaignState;
  const last = before.lastCrises;
  if (last === undefined) return "no Crises were resolved: no Court Crisis to carry out (BR p.18)";
  if (last.courtCarriedOut !== undefined) return "these Court removals were already carried out";
  const resolver: Colour = crisesResolver(s);
  if (c.player !== resolver) return `only ${resolver}, who resolves the Crises, carries out the Court Crises (BR p.18)`;
  if (!courtRemovalsDue(before)) return "no Court Crisis removes its card: nothing to carry out";
  const badRow = courtRowRefusal(c.court);
  if (badRow !== undefined) return badRow;
  if (!stringList(c.deck) || hasDuplicates(c.deck)) return "send the campaign Court deck, top first, each card once";
  for (const slot of c.court) {
    if (slot.card !== undefined && c.deck.indexOf(slot.card) >= 0) return `${campaignCourtCardName(slot.card)} cannot be in the Court and the Court deck`;
  }
  const steps = courtRemovals(last.court, c.court, c.deck);
  if (typeof steps === "string") return steps;
  // The last Crises are shared with older states (copy.ts): replaced whole, never changed in place.
  s.campaign = { ...before, lastCrises: { ...last, courtCarriedOut: steps } };
  logEvent(s, "eventPhase", c.player, `${c.player} carries out the Court Crises' removals (BR pp.18, 27)`);
  for (const r of steps) s.events.push({ kind: "eventPhase", text: removalStepText(r) });
  return undefined;
}
