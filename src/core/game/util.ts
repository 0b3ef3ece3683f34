/** Small Lua-safe helpers shared by the game modules. */
import { ACTION_CARDS, actionCard, ActionCard } from "../data/actionCards";
import type { Colour, Suit } from "../data/vocabulary";
import type { GameEvent, GameState } from "./state";

/**
 * Deep copy of plain JSON-like data (objects, arrays, strings, numbers, booleans). `apply` copies
 * the state for every command, so this is the core's hottest path in TTS: a primitive is copied in
 * place rather than through a call per element (most of the state is arrays of card ids).
 */
export function clone<T>(value: T): T {
  if (typeof value !== "object" || value === undefined) return value;
  return copyTable(value as unknown as object) as unknown as T;
}

function copyTable(value: object): object {
  const src = value as {}[];
  const n = src.length;
  // A non-empty array is told by its length alone (Lua: #t, no call); an object's length is
  // undefined in JS and 0 in Lua.
  if (n > 0) {
    const out: {}[] = [];
    // Arrays never hold nil (docs/core-guidelines.md), so neither does the copy.
    for (let i = 0; i < n; i++) {
      const v = src[i];
      out[i] = typeof v === "object" ? copyTable(v) : v;
    }
    return out;
  }
  const obj = value as { [key: string]: unknown };
  const out: { [key: string]: unknown } = {};
  let empty = true;
  // for...in (Lua: pairs) is safe here despite docs/core-guidelines.md: a copy does not depend on
  // key order, and it avoids allocating a key list per object.
  for (const k in obj) {
    const v = obj[k];
    out[k] = typeof v === "object" && v !== undefined ? copyTable(v as object) : v;
    empty = false;
  }
  // Only an empty table asks whether it is an array (in Lua both copies are the same empty table;
  // in JS an empty array must stay an array).
  if (empty && Array.isArray(value)) return [];
  return out;
}

const SUIT_NAMES: readonly { suit: Suit; name: string }[] = [
  { suit: "administration", name: "Administration" },
  { suit: "aggression", name: "Aggression" },
  { suit: "construction", name: "Construction" },
  { suit: "mobilization", name: "Mobilization" },
];

/** The standard actions each suit's pips allow (p.8). */
const SUIT_ACTIONS: readonly { suit: Suit; actions: string }[] = [
  { suit: "administration", actions: "tax, repair or influence" },
  { suit: "aggression", actions: "battle, move or secure" },
  { suit: "construction", actions: "build or repair" },
  { suit: "mobilization", actions: "move or influence" },
];

export function suitActions(suit: Suit): string {
  // Index loops here and below: ipairs is a call per element in the Lua VMs, and card names and
  // action texts are built for the turn bar after every command.
  for (let i = 0; i < SUIT_ACTIONS.length; i++) if (SUIT_ACTIONS[i].suit === suit) return SUIT_ACTIONS[i].actions;
  return "";
}

/** "3 Construction actions (build or repair)" */
export function actionsText(count: number, suit: Suit): string {
  return `${count} ${suitName(suit)} action${count === 1 ? "" : "s"} (${suitActions(suit)})`;
}

export function suitName(suit: Suit): string {
  for (let i = 0; i < SUIT_NAMES.length; i++) if (SUIT_NAMES[i].suit === suit) return SUIT_NAMES[i].name;
  return suit;
}

/** Each action card's name, made once: the turn bar and the play events name cards after every command. */
const CARD_NAMES: { readonly [id: string]: string } = cardNames();

function cardNames(): { [id: string]: string } {
  const out: { [id: string]: string } = {};
  for (let i = 0; i < ACTION_CARDS.length; i++) {
    const c = ACTION_CARDS[i];
    out[c.id] = `${suitName(c.suit)} ${c.number}`;
  }
  return out;
}

/** "Construction 5" for "construction-5"; the id itself for unknown cards. */
export function cardName(id: string): string {
  // actionCard(id) says whether the id is a card (a lookup in Node may find a prototype member).
  return actionCard(id) === undefined ? id : CARD_NAMES[id];
}

export function card(id: string): ActionCard | undefined {
  return actionCard(id);
}

// Culture-independent order and case (MoonSharp's are culture-aware): src/core/util/ascii.ts.
export { capitalise, compareStrings } from "../util/ascii";

/** Remove the first occurrence of `item` (returns a new array). */
export function without(list: readonly string[], item: string): string[] {
  const out: string[] = [];
  let removed = false;
  const n = list.length;
  for (let i = 0; i < n; i++) {
    const x = list[i];
    if (!removed && x === item) {
      removed = true;
    } else {
      out.push(x);
    }
  }
  return out;
}

/**
 * Whether `candidate` holds exactly the items of `pile` (same multiset). Counted, not sorted: no
 * string order is needed (MoonSharp's is culture-aware), and the random drivers check this after
 * every command, where sorting ids character by character in Lua was most of their time.
 */
export function isPermutationOf(candidate: readonly string[], pile: readonly string[]): boolean {
  if (candidate.length !== pile.length) return false;
  // Keys are prefixed: a bare id such as "constructor" would find Object.prototype's in Node.
  const counts: { [key: string]: number } = {};
  for (const id of pile) counts["#" + id] = (counts["#" + id] ?? 0) + 1;
  for (const id of candidate) {
    if (typeof id !== "string") return false;
    const n = counts["#" + id];
    if (n === undefined || n === 0) return false;
    counts["#" + id] = n - 1;
  }
  return true;
}

export function hasDuplicates(list: readonly string[]): boolean {
  const seen: { [key: string]: true } = {};
  for (const id of list) {
    if (seen["#" + id] === true) return true;
    seen["#" + id] = true;
  }
  return false;
}

/** Seats in turn order starting at `first`, clockwise. */
export function turnOrderFrom(seats: readonly Colour[], first: Colour): Colour[] {
  const start = seats.indexOf(first);
  const out: Colour[] = [];
  for (let i = 0; i < seats.length; i++) out.push(seats[(start + i) % seats.length]);
  return out;
}

/** Whether `v` is an array of strings. */
export function stringList(v: unknown): v is string[] {
  if (!Array.isArray(v)) return false;
  for (const x of v as unknown[]) if (typeof x !== "string") return false;
  return true;
}

export function listText(items: readonly string[]): string {
  if (items.length === 0) return "nobody";
  if (items.length === 1) return items[0];
  return `${items.slice(0, items.length - 1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * Logs an event of `kind`, `player`'s when one is given, `quiet` when the table tells it in its own
 * words (the common shapes; an event with more fields is pushed whole). No key is set to undefined.
 */
export function logEvent(s: GameState, kind: GameEvent["kind"], player: Colour | undefined, text: string, quiet?: true): void {
  const e: GameEvent = player === undefined ? { kind, text } : { kind, player, text };
  if (quiet) e.quiet = true;
  s.events.push(e);
}
