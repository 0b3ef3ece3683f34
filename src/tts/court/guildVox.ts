/**
 * The Guild cards' Vox at the table: Guild Fair (F416) and Guild Struggle as the core resolved them,
 * and the Guild cards owed, one player's press at a time, to Guilds Withdraw (F422) and Diplomatic
 * Fiasco (F410), when secured (vox.ts) or at the Crises (core crisesVox.ts guildCrises).
 */
import type { Colour } from "../../core/data/vocabulary";
import { courtCard } from "../../core/data/court";
import { campaignCourtCards } from "../../core/campaign/courtCards";
import { baseCardOf } from "../../core/powers/courtPowers";
import type { WhenSecuredAnswer } from "../../core/court/court";
import type { TableState } from "../../core/court/types";
import { cloneTable } from "../../core/court/types";
import { giveGuildCards } from "../../core/court/guildCards";
import type { GuildGiven } from "../../core/court/guildCards";
import type { GameState } from "../../core/game/types";
import { guildCrises } from "../../core/campaign/crisesVox";
import { guildFairCrisis } from "../../core/court/secure";
import { announce } from "../lib/chat";
import { courtSlotZones, readCourtTable } from "./table";
import { cardTitle, setPending } from "./pending";
import type { Choice, PendingVox } from "./pending";
import { pendingCard, showChoices } from "./slots";
import { kindOf, moveAgents } from "./moves";
import { campaignRansackOnTable } from "./campaignMoves";

/**
 * Guild Fair (F416) as the core resolved it: each Guild card's agents home (the Rivals' returned, the
 * securer's from the cards they secured); a card secured (and its attached card) to their play area, its slot refilled.
 */
export function guildFairOnTable(before: TableState, after: TableState, colour: Colour): void {
  before.court.row.forEach((s, i) => {
    const zone = courtSlotZones()[i];
    if (kindOf(s.card as string) !== "guild" || !zone) return;
    moveAgents(zone, colour, {});
    // Taken as a campaign Ransack takes a card: it and its attached card as a secure sends them, then the refill.
    if (after.court.row[i].card !== s.card) campaignRansackOnTable(zone, after, [], s.card as string, colour, i);
  });
}

/** Guild Struggle's deck after the steal and the shuffle-in, in the order the cards now lie. */
export function guildStrugglePool(t: TableState, answer: WhenSecuredAnswer): string[] {
  const pool = t.court.deck.slice();
  const st = answer.steal;
  if (st !== undefined) {
    const def = courtCard(baseCardOf(st.card));
    if (def !== undefined && def.buryIfStolen === true) pool.push(st.card);
  }
  for (const id of t.court.discard) {
    if (kindOf(id) === "guild") pool.push(id);
  }
  return pool;
}

/**
 * Guilds Withdraw (F422), Diplomatic Fiasco (F410) on the Court `t`: who owes the next Guild card
 * after `given` and a button for each they may give (the core decides: court/guildCards.ts
 * giveGuildCards), or why `given` is wrong.
 */
export function giving(t: TableState, card: string, securer: Colour | undefined, given: GuildGiven[]): { next?: Colour; no?: string; choices: Choice[] } {
  const g = giveGuildCards(cloneTable(t), card === "F422", securer, given);
  return { ...g, choices: (g.free || []).map((id) => ({ label: `${g.next}: ${cardTitle(id)}`, answer: { given: [{ colour: g.next as Colour, card: id }] } })) };
}

/**
 * The Guild Crises (core crisesVox.ts guildCrises) after `done`, in the Court Crises' order: Guild
 * Fair's (F416) carried out at once, no choice (core court/secure.ts guildFairCrisis); Diplomatic
 * Fiasco's or Guilds Withdraw's waits on its card with the buttons of the player who owes the next
 * Guild card, as when secured, saved with the table ("crisis"), until the whole answer is in.
 */
export function guildCrisesOnTable(s: GameState, done?: string): void {
  const last = s.campaign!.lastCrises!;
  const list = guildCrises(last);
  if (list.length === 0) return;
  let t = readCourtTable(s);
  // Outrage Spreads' discards (F613/F614), the core's at the same press, leave the play areas frames later: not offered.
  for (const x of last.pieces ?? []) for (const p of t.players) p.guildCards = p.guildCards.filter((id) => (x.cards ?? []).indexOf(id) < 0);
  for (const c of list.slice(list.findIndex((x) => x.card === done) + 1)) {
    if (c.card === "F416") {
      for (const o of guildFairCrisis(t, campaignCourtCards)) {
        const zone = courtSlotZones()[o.slot];
        announce(`${o.colour} secures ${cardTitle(o.card)}`);
        moveAgents(zone, o.colour, o.taken);
        campaignRansackOnTable(zone, o.table, [], o.card, o.colour, o.slot);
        t = o.table;
      }
      continue;
    }
    const g = giving(t, c.card, undefined, []);
    const p: PendingVox = { card: c.card, colour: g.next as Colour, slot: c.leaves!.slot, prompt: "give up Guild cards", choices: g.choices, stage: "crisis" };
    const card = pendingCard(p);
    if (g.next && card) {
      setPending(p);
      showChoices(card, p);
      return announce(`${c.name}: ${g.next} chooses first`);
    }
  }
}
