/**
 * The steal Preludes' choice in progress (stealPreludes.ts), as saved with the table, and its check
 * on the way back in: plain data, a reason string when it is malformed.
 */
import type { Colour, ResourceType } from "../../../core/data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../../../core/data/vocabulary";
import type { ResourceTake } from "../../../core/powers/preludePowers";
import type { TableState } from "../../../core/court/types";
import { playerIndex } from "../../../core/court/types";
import { emptySlots } from "../../../core/resources/resources";

/**
 * The choice in progress: Interests' steals so far (a steal from the First Regent's Imperial Trust
 * names `frozen`, BR p.27; a choice saved before such steals existed has none and loads as it was);
 * Silver-Tongues' Rival, then that Rival's Guild cards.
 */
export interface StealChoice {
  card: string;
  colour: Colour;
  steals: ResourceTake[];
  rival?: Colour;
  cards?: string[];
}

export function parseStealChoice(data: unknown): StealChoice | string {
  const d = data as { card?: unknown; colour?: unknown; steals?: unknown; rival?: unknown; cards?: unknown };
  if (typeof d !== "object" || typeof d.card !== "string" || COLOURS.indexOf(d.colour as Colour) < 0) return "the steal being chosen is malformed";
  const steals: ResourceTake[] = [];
  if (d.steals !== undefined) {
    if (!Array.isArray(d.steals)) return "the steals chosen are not a list";
    for (const e of d.steals as { from?: unknown; slot?: unknown; frozen?: unknown }[]) {
      if (typeof e !== "object" || COLOURS.indexOf(e.from as Colour) < 0 || typeof e.slot !== "number" || Math.floor(e.slot) !== e.slot || e.slot < 0 || e.slot > 5) return "a steal chosen is malformed";
      if (e.frozen !== undefined && RESOURCE_TYPES.indexOf(e.frozen as ResourceType) < 0) return "a steal from the Imperial Trust names no resource type";
      steals.push(e.frozen === undefined ? { from: e.from as Colour, slot: e.slot } : { from: e.from as Colour, slot: e.slot, frozen: e.frozen as ResourceType });
    }
  }
  const c: StealChoice = { card: d.card, colour: d.colour as Colour, steals };
  if (d.rival !== undefined) {
    if (COLOURS.indexOf(d.rival as Colour) < 0) return "the Rival chosen is not a colour";
    c.rival = d.rival as Colour;
  }
  if (d.cards !== undefined) {
    if (!Array.isArray(d.cards)) return "the Guild cards listed are not a list";
    const cards: string[] = [];
    for (const id of d.cards as unknown[]) {
      if (typeof id !== "string") return "a Guild card listed is not a card id";
      cards.push(id);
    }
    c.cards = cards;
  }
  return c;
}

/** The steals from `rival`'s slots among `steals` (a steal from the Imperial Trust is counted apart). */
export function stolenFrom(steals: ResourceTake[], rival: Colour): number {
  let n = 0;
  for (const s of steals) if (s.from === rival && s.frozen === undefined) n += 1;
  return n;
}

/** The Rivals stolen from, each once. */
export function rivalsOf(steals: ResourceTake[]): Colour[] {
  const out: Colour[] = [];
  for (const s of steals) if (out.indexOf(s.from) < 0) out.push(s.from);
  return out;
}

/** How many an Interest may steal: the empty open slots the supply cannot fill. */
export function mostToSteal(before: TableState, colour: Colour, type: ResourceType): number {
  const p = before.players[playerIndex(before, colour)];
  const room = emptySlots(p);
  const supply = before.supply[type] === undefined ? 0 : before.supply[type];
  return room - Math.min(room, supply);
}

/** A Rival holds `type` to steal: in their slots, or frozen in the Imperial Trust of a Rival First Regent (BR p.27). */
export function rivalsHolding(before: TableState, colour: Colour, type: ResourceType): boolean {
  for (const p of before.players) if (p.colour !== colour && (p.resources.indexOf(type) >= 0 || (p.frozen !== undefined && p.frozen.indexOf(type) >= 0))) return true;
  return false;
}
