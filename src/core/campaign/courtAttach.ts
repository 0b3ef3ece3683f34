/**
 * Attaching cards in the Court (BR p.27), over the Court row as the table shows it:
 * - a card is attached above a card in the Court that has no attached card (the Imperial Council
 *   included, even Decided, BR p.14);
 * - securing a card also secures its attached card (both When Secured, in either order);
 * - a card removed from the Court any other way lets its attached card slide down into its slot,
 *   taking the removed card's agents; removing an attached card changes nothing below it.
 * Pure: the functions return a new row and never change their input.
 */
import type { ColourCounts } from "../court/types";
import type { GameState } from "../game/types";
import type { AttachCardCommand } from "./fateCommandTypes";
import { logEvent } from "../game/util";
import { named } from "./fates/setupWords";

export interface AttachSlot {
  card?: string;
  agents: ColourCounts;
  /** The card attached above this one (it holds no agents of its own). */
  attached?: string;
}

function copyAgents(a: ColourCounts): ColourCounts {
  return { ...a };
}

function copySlot(slot: AttachSlot): AttachSlot {
  const out: AttachSlot = { agents: copyAgents(slot.agents) };
  if (slot.card !== undefined) out.card = slot.card;
  if (slot.attached !== undefined) out.attached = slot.attached;
  return out;
}

function inRow(row: readonly AttachSlot[], id: string): boolean {
  for (const s of row) if (s.card === id || s.attached === id) return true;
  return false;
}

/**
 * The Court slots (0-based) a card that must be attached may go above now (F513's Crisis, F1602's
 * Claim Fief, F2206 When Drawn): those whose card has no attached card; with none, Forced Attach
 * (BR p.27: "ignoring the fewest requirements"): any card's. The table refuses any other slot.
 */
export function attachTargets(row: readonly { card?: string; attached?: string }[]): { to: number[]; forced?: boolean } {
  const free: number[] = [];
  const any: number[] = [];
  for (let i = 0; i < row.length; i++) {
    if (row[i].card !== undefined) {
      any.push(i);
      if (row[i].attached === undefined) free.push(i);
    }
  }
  return free.length > 0 || any.length === 0 ? { to: free } : { to: any, forced: true };
}

/** Why `card` cannot be attached to the card in `slot` (0-based), if it cannot (BR p.27). */
export function attachRefusal(row: readonly AttachSlot[], card: string, slot: number): string | undefined {
  if (typeof card !== "string" || card.length === 0) return "name the card to attach";
  if (typeof slot !== "number" || Math.floor(slot) !== slot || slot < 0 || slot >= row.length) return "attach it to a card in the Court";
  const target = row[slot];
  if (target.card === undefined) return "that Court slot is empty: attach it to a card in the Court";
  if (target.attached !== undefined) return `${target.card} already has an attached card: attach it to a card without one (BR p.27)`;
  if (inRow(row, card)) return `${card} is already in the Court`;
  return undefined;
}

export function attach(row: readonly AttachSlot[], card: string, slot: number): AttachSlot[] {
  return row.map((s, i) => {
    const c = copySlot(s);
    if (i === slot) c.attached = card;
    return c;
  });
}

/** BR p.27: securing the card in `slot` secures its attached card too; the securer resolves both When Secured in either order. */
export function securedCards(row: readonly AttachSlot[], slot: number): string[] {
  const s = row[slot];
  if (s === undefined || s.card === undefined) return [];
  return s.attached === undefined ? [s.card] : [s.card, s.attached];
}

/**
 * BR p.27 "Removal from Court": the card in `slot` leaves the Court other than by being secured
 * (buried, discarded, scrapped by a Crisis ...). With an attached card, that card slides down into
 * the slot with the removed card's agents and no refill is drawn; without, the slot is empty and
 * its agents return to their players (BR p.18), then the Court refills.
 */
export function removeFromCourt(row: readonly AttachSlot[], slot: number): { row: AttachSlot[]; removed?: string; refill: boolean; agentsReturned: ColourCounts } {
  const s = row[slot];
  const out = row.map((x) => copySlot(x));
  if (s === undefined || s.card === undefined) return { row: out, refill: false, agentsReturned: {} };
  if (s.attached !== undefined) {
    out[slot] = { card: s.attached, agents: copyAgents(s.agents) };
    return { row: out, removed: s.card, refill: false, agentsReturned: {} };
  }
  out[slot] = { agents: {} };
  return { row: out, removed: s.card, refill: true, agentsReturned: copyAgents(s.agents) };
}

/** BR p.27: removing an attached card leaves the card below it as it was. */
export function removeAttached(row: readonly AttachSlot[], slot: number): AttachSlot[] {
  return row.map((x, i) => {
    const c = copySlot(x);
    if (i === slot) return c.card === undefined ? { agents: c.agents } : { card: c.card, agents: c.agents };
    return c;
  });
}

/**
 * `attachCard`, the attach a card's own text asks, over the Court row the table read (its own slot
 * emptied; attachTargets): Passage Storms (F2206) "When Drawn: The player with initiative attaches
 * this to a card in the Court."; Librarians (F513) and Claims of Nobility (F1602) once Crises were
 * resolved (`lastCrises`; the table offers it while their list is shown), by the player whose play
 * area holds them. Nothing the core holds changes: the choice is logged with the row it was made on.
 * A Forced Attach lays a third card in the slot, which the row read keeps out (one attached card per
 * card, the one nearer the slot): the line says so.
 */
export function attachCard(s: GameState, c: AttachCardCommand): string | undefined {
  const by = c.card === "F2206" ? s.initiative === c.player : !!(s.campaign && s.campaign.lastCrises) && Array.isArray(c.playArea) && c.playArea.indexOf(c.card) >= 0;
  if (!by) return `${named(c.card)}: ${c.card === "F2206" ? `${s.initiative} attaches it` : "its holder attaches it in the Crises"}`;
  const t = Array.isArray(c.row) ? attachTargets(c.row) : undefined;
  if (t === undefined || t.to.indexOf(c.slot) < 0) return "no attaching there (BR p.27)";
  // Forced Attach: the row the core reads holds one attached card per card (the nearer), so this third card's rules are told.
  const over = t.forced ? ` over ${named(c.row[c.slot].attached as string)}, Forced Attach (BR p.27): its Crisis, secure and removal are the players'` : "";
  logEvent(s, "cardAction", c.player, `${c.player} attaches ${named(c.card)} to Court slot ${c.slot + 1}${over}`);
  return undefined;
}
