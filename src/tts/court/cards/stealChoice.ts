/**
 * The steal Preludes' choice in progress (stealPreludes.ts), as saved with the table, and its check
 * on the way back in: plain data, a reason string when it is malformed.
 */
import type { Colour } from "../../../core/data/vocabulary";
import { COLOURS } from "../../../core/data/vocabulary";
import type { ResourceTake } from "../../../core/powers/preludePowers";

/** The choice in progress: Interests' steals so far; Silver-Tongues' Rival, then that Rival's Guild cards. */
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
    for (const e of d.steals as { from?: unknown; slot?: unknown }[]) {
      if (typeof e !== "object" || COLOURS.indexOf(e.from as Colour) < 0 || typeof e.slot !== "number" || Math.floor(e.slot) !== e.slot || e.slot < 0 || e.slot > 5) return "a steal chosen is malformed";
      steals.push({ from: e.from as Colour, slot: e.slot });
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
