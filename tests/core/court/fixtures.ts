/** Table snapshots for the Court, battle and resource tests (plain data, built by hand). */
import type { Colour } from "../../../src/core/data/vocabulary";
import { courtDeck } from "../../../src/core/data/court";
import type { CourtSlot, TableState } from "../../../src/core/court/types";
import { newPlayerHoldings } from "../../../src/core/court/types";

/** A table whose Court row holds `row` (cards with agents), the rest of the 31 cards in the deck in printed order. */
export function tableWith(colours: Colour[], row: CourtSlot[], citiesOnBoard = 4): TableState {
  const inRow = row.filter((s) => s.card !== undefined).map((s) => s.card as string);
  const deck = courtDeck().filter((id) => inRow.indexOf(id) < 0);
  const t: TableState = {
    players: colours.map((c) => newPlayerHoldings(c, citiesOnBoard)),
    court: { deck, row: row.map((s) => ({ ...s, agents: { ...s.agents } })), discard: [] },
    supply: { material: 5, fuel: 5, weapon: 5, relic: 5, psionic: 5 },
  };
  // agents on the row come out of the owners' supplies
  for (const s of t.court.row) {
    for (const p of t.players) {
      const n = s.agents[p.colour];
      if (n !== undefined) p.agentSupply -= n;
    }
  }
  return t;
}

/** Move a card from wherever it is in the deck to a player's play area. */
export function giveCard(t: TableState, colour: Colour, card: string): void {
  const at = t.court.deck.indexOf(card);
  if (at < 0) throw new Error("fixture: " + card + " is not in the deck");
  t.court.deck.splice(at, 1);
  t.players.find((p) => p.colour === colour)!.guildCards.push(card);
}

/** Put resource tokens in a player's slots (taken from the supply). */
export function setResources(t: TableState, colour: Colour, slots: (string | undefined)[]): void {
  const p = t.players.find((q) => q.colour === colour)!;
  for (let i = 0; i < 6; i++) {
    const r = slots[i];
    if (r !== undefined) {
      p.resources[i] = r as never;
      t.supply[r] -= 1;
    }
  }
}

export function player(t: TableState, colour: Colour) {
  return t.players.find((p) => p.colour === colour)!;
}
