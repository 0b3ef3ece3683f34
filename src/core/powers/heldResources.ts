/**
 * Resources held on cards (FAQ erratum p.17: "Some cards say they hold resources. These resources
 * can be spent and add to ambitions, but they cannot be stolen in battle unless explicitly allowed.")
 * Keyed by card id: how many resources the card holds and, when a raid may steal them, the raid
 * cost. Ancient Holdings (L13, seed 003 card reference): "This card has one resource slot with a raid
 * cost of [key] [key] [key] [key]. (You can hold one resource here. It adds to your ambitions. You can
 * spend it.)" The Cartels keep a supply, not a held resource of theirs (src/tts/court/cards/cartelCards.ts).
 */
export interface HoldingCard {
  /** the card's name, for the players' words */
  name: string;
  /** how many resources may lie on it */
  slots: number;
  /** the raid cost of each; omitted: they cannot be stolen */
  raidCost?: number;
}

export const HOLDING_CARDS: { readonly [id: string]: HoldingCard } = {
  L13: { name: "Ancient Holdings (L13)", slots: 1, raidCost: 4 },
};

export function holdingCard(id: string): HoldingCard | undefined {
  return HOLDING_CARDS[id];
}

/** Why one more resource may not lie on card `id` holding `already`, or undefined. */
export function holdRefusal(id: string, already: number): string | undefined {
  const c = holdingCard(id);
  if (c === undefined) return `${id} holds no resources`;
  if (already >= c.slots) return `${c.name} has ${c.slots === 1 ? "one resource slot" : `${c.slots} resource slots`}: none is free`;
  return undefined;
}
