/**
 * What each `"$deck"` kind holds, straight from the data modules (src/core/data): card id, the
 * name players see (Nickname), its tooltip (Description) and the tags the table contract gives it. The rendered sheet's order
 * (tools/render) decides CardIDs; `deckCards` checks that both list the same cards.
 */
import { ACTION_CARDS } from "../../src/core/data/actionCards";
import { COURT_CARDS } from "../../src/core/data/court";
import { SETUP_CARDS } from "../../src/core/data/setupCards";
import { LEADERS } from "../../src/core/data/leaders";
import { LORE_CARDS } from "../../src/core/data/lore";
import type { DeckKind } from "../render/cards";
import { actionCardText, courtCardText, leaderText, loreText, setupCardText } from "./cardText";

export const DECK_KINDS: readonly DeckKind[] = ["action", "court", "setup", "leader", "lore"];

/** CustomDeck key per deck (CardID = key*100 + sheet index). */
export const DECK_KEYS: Record<DeckKind, number> = { action: 1, court: 2, setup: 3, leader: 4, lore: 5 };

/** The deck object's own tag (table contract). */
export const DECK_TAGS: Record<DeckKind, string> = {
  action: "action-deck",
  court: "court-deck",
  setup: "setup-deck",
  leader: "leader-deck",
  lore: "lore-deck",
};

export interface CardEntry {
  id: string;
  name: string;
  tags: string[];
  /** The card's tooltip: its text from the data (tools/table/cardText.ts). */
  description: string;
}

const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The cards of a deck kind in data order. */
export function dataCards(kind: DeckKind): CardEntry[] {
  switch (kind) {
    case "action":
      return ACTION_CARDS.map((c) => ({ id: c.id, name: `${title(c.suit)} ${c.number}`, tags: ["action-card"], description: actionCardText(c) }));
    case "court":
      return COURT_CARDS.map((c) => ({ id: c.id, name: c.name, tags: ["court-card", c.kind], description: courtCardText(c) }));
    case "setup":
      return SETUP_CARDS.map((c) => ({ id: c.id, name: `${c.name} (${c.playerCount}p)`, tags: ["setup-card"], description: setupCardText(c) }));
    case "leader":
      return LEADERS.map((c) => ({ id: c.id, name: c.name, tags: ["leader-card"], description: leaderText(c) }));
    case "lore":
      return LORE_CARDS.map((c) => ({ id: c.id, name: c.name, tags: ["lore-card"], description: loreText(c) }));
  }
}

export function isDeckKind(v: unknown): v is DeckKind {
  return typeof v === "string" && (DECK_KINDS as readonly string[]).includes(v);
}
