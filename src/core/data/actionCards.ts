/**
 * The 28 action cards (rulebook p.3; game-data.md §3): 4 suits x numbers 1..7.
 * Pips (= actions when led or surpassing) and the ambition a lead card may declare are printed on
 * the cards only; the table is the project baseline of game-data.md §3, consistent with every
 * rulebook example (p.8-10, BR p.12): "2" Construction has 4 pips, "5" Construction has 2, the
 * 3-pip Construction "4" declares Warlord. What a number declares comes from ambitions.ts
 * (`ambitionForNumber`: 1 none, 2..6 Tycoon..Empath, 7 any).
 */
import { shapeProblems } from "./shape";
import { indexById } from "../util/byId";
import { Ambition, SUITS, Suit } from "./vocabulary";
import { ambitionForNumber } from "./ambitions";
import { FieldRule, Validator, checkCount, checkRecords, equals, fieldError, intBetween, oneOf, rule } from "./fieldCheck";

export const ACTION_CARDS_FILE = "src/core/data/actionCards.ts";

export interface ActionCard {
  /** `${suit}-${number}`, e.g. "administration-4". */
  id: string;
  suit: Suit;
  number: number;
  /** Action pips in the top-left corner: one action per pip when leading or surpassing. */
  pips: number;
  /** The ambition a lead card may declare (p.9, p.18): 1 none, 2..6 one ambition, 7 any. */
  declares: Ambition | "none" | "any";
}

function card(suit: Suit, number: number, pips: number): ActionCard {
  return { id: `${suit}-${number}`, suit, number, pips, declares: ambitionForNumber(number) };
}

/** All 28 action cards with their pips (game-data.md §3), suit-major (administration 1..7, aggression 1..7, ...). */
export const ACTION_CARDS: readonly ActionCard[] = [
  card("administration", 1, 4),
  card("administration", 2, 4),
  card("administration", 3, 3),
  card("administration", 4, 3),
  card("administration", 5, 3),
  card("administration", 6, 2),
  card("administration", 7, 1),
  card("aggression", 1, 3),
  card("aggression", 2, 3),
  card("aggression", 3, 2),
  card("aggression", 4, 2),
  card("aggression", 5, 2),
  card("aggression", 6, 2),
  card("aggression", 7, 1),
  card("construction", 1, 4),
  card("construction", 2, 4),
  card("construction", 3, 3),
  card("construction", 4, 3),
  card("construction", 5, 2),
  card("construction", 6, 2),
  card("construction", 7, 1),
  card("mobilization", 1, 4),
  card("mobilization", 2, 4),
  card("mobilization", 3, 3),
  card("mobilization", 4, 3),
  card("mobilization", 5, 2),
  card("mobilization", 6, 2),
  card("mobilization", 7, 1),
];

/** The cards by id: the rules ask for a card by id on every play (a scan is a call per card in the Lua VMs). */
const BY_ID = indexById(ACTION_CARDS);

export function actionCard(id: string): ActionCard | undefined {
  if (typeof id !== "string") return undefined;
  const c = BY_ID[id];
  // In Node a lookup may find an Object prototype member ("constructor"): a card names itself.
  return c !== undefined && c.id === id ? c : undefined;
}

/**
 * The unshuffled action deck for a player count (rulebook p.4 steps C-D): the 20 cards numbered
 * 2..6 for 2-3 players, all 28 for 4 players. Fixed suit-major order; shuffling is the caller's.
 */
export function actionDeckFor(playerCount: number): string[] {
  const ids: string[] = [];
  for (const c of ACTION_CARDS) {
    if (playerCount >= 4 || (c.number >= 2 && c.number <= 6)) ids.push(c.id);
  }
  return ids;
}

// ---- validation --------------------------------------------------------------------------------

/** Built when the check runs (in Node): the Lua, which never runs the data checks, leaves it out with them. */
const actionCardRules = (): readonly FieldRule<ActionCard>[] => [
  rule("suit", (c: ActionCard) => c.suit, oneOf(SUITS, "suit")),
  rule("number", (c: ActionCard) => c.number, intBetween(1, 7)),
  rule("pips", (c: ActionCard) => c.pips, intBetween(1, 4)),
  rule("declares", (c: ActionCard) => c.declares, oneOf(["none", "tycoon", "tyrant", "warlord", "keeper", "empath", "any"], "ambition to declare")),
];

/** Checks a list of action cards (the real one by default; tests pass modified copies). */
export function validateActionCards(cards: readonly ActionCard[] = ACTION_CARDS): string[] {
  const shape = shapeProblems(ACTION_CARDS_FILE, cards, [
    { field: "id", type: "string" },
    { field: "suit", type: "string" },
    { field: "number", type: "number" },
    { field: "pips", type: "number" },
    { field: "declares", type: "string" },
  ], "id", "ACTION_CARDS");
  if (shape.length > 0) return shape;
  const errors = checkRecords(ACTION_CARDS_FILE, cards, (c) => c.id, actionCardRules(), (c, id) => {
    const out: string[] = [];
    const idProblem = equals(`${c.suit}-${c.number}`)(c.id);
    if (idProblem !== undefined) out.push(fieldError(ACTION_CARDS_FILE, id, "id", idProblem));
    if (c.number >= 1 && c.number <= 7) {
      const expected = ambitionForNumber(c.number);
      if (c.declares !== expected) {
        out.push(fieldError(ACTION_CARDS_FILE, id, "declares", `a "${c.number}" declares ${expected}, not ${c.declares}`));
      }
    }
    return out;
  });
  return errors.concat(checkCount(ACTION_CARDS_FILE, "action cards", cards.length, 28));
}

export const validateActionCardsData: Validator = () => validateActionCards();
