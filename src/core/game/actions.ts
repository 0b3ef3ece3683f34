/**
 * The action count (rulebook pp.8-10, p.17 Resources, p.20 Prelude; FAQ "Action", "Turn Structure",
 * "Resources"): each turn the played card gives actions — one per pip when leading or surpassing, one
 * for a Copy (of the lead card's suit) or a Pivot (of its own suit), the lead card's for a campaign
 * Event — and resources spent in the Prelude add one action each. Every action the table reports
 * (a battle roll, a secure, an influence, a tax, a build, a repair, a move: the map's actions come
 * with the map, src/core/map/mapAction.ts) spends one; an action nothing left allows is refused in
 * the game's words.
 *
 * Which source pays for which action is not decided when the action is taken: the turn keeps the
 * actions taken and the sources, and an action is allowed when every action taken can still be paid
 * by a distinct source (a matching), so the order the player takes them in never matters.
 * docs/rules-decisions.md D15.
 */
import type { Colour, ResourceType } from "../data/vocabulary";
import { resourceWord } from "./actionWords";
import { RESOURCE_TYPES } from "../data/vocabulary";
import type { GameState, PlayedCard, RoundState } from "./types";
import { listText } from "./util";
import { asciiDigits } from "../util/ascii";
import { playAllows, playKindsText, playSuitName, suitKinds, uncounted } from "./playActions";
export { playAllows, playSuitName, suitAllows } from "./playActions";
import { courtCardName } from "../data/court";
import { boldInfluences, influencesWithSecure, leaderOf, movesWithBattle } from "../powers/leaderTurnPowers";

export type { ActionKind, TurnActions } from "./actionTypes";
import type { ActionKind, TurnActions } from "./actionTypes";
export const COUNTED_ACTIONS: readonly ActionKind[] = ["battle", "secure", "influence", "tax", "build", "repair", "move"];
/** The kinds a table reports with a `takeAction` command (battle and secure come with their machines). */
export const REPORTED_ACTIONS: readonly ActionKind[] = ["influence", "tax", "build", "repair"];
/** The kinds a table may take back (FAQ "Rewind / Undo": they reveal nothing); a move comes with the map's actions. */
export const UNDOABLE_ACTIONS: readonly ActionKind[] = ["influence", "tax", "build", "repair", "move"];

/**
 * One source of actions: `count` actions, each of one of `kinds`; `pip` for the played card's.
 * `oncePerCard`: it pays only an influence that is the first on its named Court card this turn
 * (Demagogue's Bold: "influence any number of cards in the Court once").
 */
interface Source {
  count: number;
  kinds: readonly string[];
  pip: boolean;
  oncePerCard?: boolean;
}

/** What each resource's Prelude action allows (p.17); a Weapon gives no action of its own. */
function resourceKinds(r: ResourceType, lead: PlayedCard | undefined): readonly string[] {
  if (r === "material") return ["build", "repair"];
  if (r === "fuel") return ["move"];
  if (r === "relic") return ["secure"];
  if (r === "psionic" && lead !== undefined) {
    return suitKinds(lead);
  }
  return [];
}

function countOf(taken: readonly ActionKind[], kind: ActionKind): number {
  let n = 0;
  for (const k of taken) if (k === kind) n += 1;
  return n;
}

/** The card `player` played this round (a seize card is not one: it gives no actions, p.10). */
export function playOf(round: RoundState | undefined, player: Colour): PlayedCard | undefined {
  if (round === undefined) return undefined;
  for (const p of round.plays) if (p.player === player) return p;
  return undefined;
}

/** The current turn's record, or a fresh one for the player whose turn it is. */
export function turnActions(s: GameState, player: Colour): TurnActions {
  const a = s.actions;
  if (a !== undefined && a.player === player && a.chapter === s.chapter && s.round !== undefined && a.round === s.round.number) return a;
  return { player, chapter: s.chapter, round: s.round === undefined ? 0 : s.round.number, spent: [], weapon: false, taken: [], preludeOver: false };
}

function sources(s: GameState, t: TurnActions, pipsOnly: boolean, preludeOnly: boolean, taken: readonly ActionKind[]): Source[] {
  const out: Source[] = [];
  const play = playOf(s.round, t.player);
  const round = s.round as RoundState;
  if (!preludeOnly && play !== undefined && (play.actions > 0 || uncounted(play))) {
    const kinds: string[] = [];
    for (const k of COUNTED_ACTIONS) if (playAllows(play, k) || (k === "battle" && t.weapon)) kinds.push(k);
    // No limit kept: as many as the turn has taken, and one more.
    out.push({ count: uncounted(play) ? taken.length + 1 : play.actions, kinds, pip: true });
    // Feastbringer (Charismatic): a Copy or Pivot "in order to secure" also influences, before or
    // after; once its one action went to a battle it was not taken to secure (D16).
    const toSecure = (play.mode === "copy" || play.mode === "pivot") && playAllows(play, "secure") && taken.indexOf("battle") < 0;
    if (toSecure && influencesWithSecure(leaderOf(s, t.player))) out.push({ count: 1, kinds: ["influence"], pip: false });
    // Warrior (Tactical): a Copy or Pivot to battle also moves once, before or after; not once its
    // one action went to a secure, and one move only (a second move needs a pip or a Fuel).
    const toBattle = (play.mode === "copy" || play.mode === "pivot") && (playAllows(play, "battle") || t.weapon) && taken.indexOf("secure") < 0;
    if (toBattle && countOf(taken, "move") <= 1 && movesWithBattle(leaderOf(s, t.player))) out.push({ count: 1, kinds: ["move"], pip: false });
  }
  if (pipsOnly) return out;
  // Demagogue (Bold): "When you declare an ambition, you may influence any number of cards in the Court once."
  const bold = preludeOnly ? 0 : boldInfluences(s, t.player);
  if (bold > 0) out.push({ count: bold, kinds: ["influence"], pip: false, oncePerCard: true });
  // Dealmakers' Bargain (F103, powers/cardActions.ts): "F103:<n>", n influences, then a secure.
  if (!preludeOnly) for (const k of t.cardPreludes ?? []) if (k.slice(0, 5) === "F103:") out.push({ count: asciiDigits(k.slice(5)), kinds: ["influence"], pip: false }, { count: 1, kinds: ["secure"], pip: false });
  const lead = round.plays.length > 0 ? round.plays[0] : undefined;
  for (const r of t.spent) out.push({ count: 1, kinds: resourceKinds(r, lead), pip: false });
  return out;
}

/**
 * For each action of `taken`: is it the first influence on the Court card it names? Influences on
 * one card are alike, so a once-per-card source (Bold) may pay the first of them and no other; an
 * influence naming no card is paid by no such source.
 */
function firstOnCard(taken: readonly ActionKind[], on: readonly string[]): boolean[] {
  const out: boolean[] = [];
  const seen: string[] = [];
  for (let i = 0; i < taken.length; i++) {
    const card = i < on.length ? on[i] : "";
    const first = taken[i] === "influence" && card !== "" && seen.indexOf(card) < 0;
    if (first) seen.push(card);
    out.push(first);
  }
  return out;
}

/** Whether every action of `taken` can be paid by a distinct action of `srcs` (augmenting paths). */
function payable(taken: readonly ActionKind[], srcs: readonly Source[], on: readonly string[] = []): boolean {
  const first = firstOnCard(taken, on);
  const slots: Source[] = [];
  for (const src of srcs) for (let i = 0; i < src.count; i++) slots.push(src);
  if (taken.length > slots.length) return false;
  const owner: number[] = [];
  for (let i = 0; i < slots.length; i++) owner.push(-1);
  const tryPay = (t: number, seen: boolean[]): boolean => {
    for (let j = 0; j < slots.length; j++) {
      if (!seen[j] && slots[j].kinds.indexOf(taken[t]) >= 0 && (slots[j].oncePerCard !== true || first[t])) {
        seen[j] = true;
        if (owner[j] < 0 || tryPay(owner[j], seen)) {
          owner[j] = t;
          return true;
        }
      }
    }
    return false;
  };
  for (let t = 0; t < taken.length; t++) {
    const seen: boolean[] = [];
    for (let j = 0; j < slots.length; j++) seen.push(false);
    if (!tryPay(t, seen)) return false;
  }
  return true;
}

const VERB: { readonly [kind: string]: string } = {
  battle: "battle",
  secure: "secure",
  influence: "influence",
  tax: "tax",
  build: "build",
  repair: "repair",
  move: "move",
};

/** How the played card is named in public: a Copy is face down, so never by its card. */
function playText(play: PlayedCard): string {
  if (play.mode === "copy") return "a Copy";
  if (play.mode === "event") return "the Event";
  return "the " + playSuitName(play) + " card";
}

/** Where an action of `kind` could come from in the Prelude, for the refusal's hint. */
function hint(kind: ActionKind, lead: PlayedCard | undefined): string {
  if (kind === "battle") return "a Weapon spent in your Prelude lets the card's pips battle (p.17)";
  if (kind === "secure") return "a Relic spent in your Prelude gives a Secure (p.17)";
  if (kind === "build" || kind === "repair") return "a Material spent in your Prelude gives a Build or Repair (p.17)";
  if (kind === "move") return "a Fuel spent in your Prelude gives a Move (p.17)";
  return lead !== undefined && playAllows(lead, kind) ? `a Psionic spent in your Prelude gives an action of the lead card (p.17)` : "no resource gives it (p.17)";
}

/** The cards of `t.taken` by index, as long as `t.taken` ("" where none was named). */
function cardsOn(t: TurnActions): string[] {
  const out: string[] = [];
  for (let i = 0; i < t.taken.length; i++) out.push(t.on !== undefined && i < t.on.length ? t.on[i] : "");
  return out;
}

/**
 * Counts one action of `kind` for `player` (the caller checked the turn and the played card), or
 * returns why there is none left. `card`: the Court card an influence went to, as the table read it.
 * Updates `s.actions`.
 */
export function spendAction(s: GameState, player: Colour, kind: ActionKind, card?: string): string | undefined {
  const t = turnActions(s, player);
  const play = playOf(s.round, player);
  const taken = t.taken.concat([kind]);
  const named = card !== undefined && card !== "" && kind === "influence";
  const before = cardsOn(t);
  const on = before.concat([named ? (card as string) : ""]);
  if (!payable(taken, sources(s, t, false, false, taken), on)) {
    const reason = noActionReason(s, t, play, kind);
    if (named && boldInfluences(s, player) > 0 && before.indexOf(card as string) >= 0) return `${boldOnceText(player, card as string)}; ${reason}`;
    return reason;
  }
  // The Prelude ends at the first pip spent (p.20); a battle or secure reveals what cannot be
  // rewound (FAQ "Rewind"), so once one needs a pip no more Prelude actions are allowed.
  // Asked only where it decides something (a battle or secure while the Prelude is open): the
  // sources are built again for it, most of a battle step's action bookkeeping in the Lua VMs.
  const preludeOver = t.preludeOver || ((kind === "battle" || kind === "secure") && !payable(taken, sources(s, t, false, true, taken), on));
  const next: TurnActions = { ...t, taken, preludeOver };
  if (named || t.on !== undefined) next.on = on;
  s.actions = next;
  return undefined;
}

/**
 * An action the players took although the count refused it (advisory rules: an override,
 * overrideEffects.ts): kept in `overridden`, apart from the actions the count pays. A battle or
 * secure still ends the Prelude (it revealed what cannot be rewound).
 */
export function overriddenAction(s: GameState, player: Colour, kind: ActionKind): void {
  const t = turnActions(s, player);
  const next: TurnActions = { ...t, overridden: (t.overridden === undefined ? [] : t.overridden).concat([kind]) };
  if (kind === "battle" || kind === "secure") next.preludeOver = true;
  s.actions = next;
}

/** The refusal's words for a second Bold influence on one card. */
function boldOnceText(player: Colour, card: string): string {
  return `Demagogue (Bold) influences each Court card once: ${player} has influenced ${courtCardName(card)} already`;
}

/**
 * FAQ "Rewind / Undo": an action that revealed nothing may be taken back (an agent lifted off the
 * Court card it was just placed on). Battles and secures reveal dice and cards: never taken back.
 */
export function undoAction(s: GameState, player: Colour, kind: ActionKind, card?: string): string | undefined {
  if (UNDOABLE_ACTIONS.indexOf(kind) < 0) return `a ${typeof kind === "string" ? kind : "that"} cannot be taken back (FAQ "Rewind / Undo")`;
  const t = turnActions(s, player);
  const acts = t.mapActs === undefined ? [] : t.mapActs;
  // The turn's last map action a Slipstream Drive move (BR p.25, "slipstream>move:"): it spent no action, only its record goes.
  if (kind === "move" && acts.length > 0 && acts[acts.length - 1].slice(0, 11) === "slipstream>") {
    s.actions = { ...t, mapActs: acts.slice(0, acts.length - 1) };
    return undefined;
  }
  // An agent lifted off a card takes back an influence on that card (or one that named none).
  const named = card !== undefined && card !== "" && kind === "influence";
  const i = lastIndex(t, kind, named ? (card as string) : undefined);
  if (i < 0) return named ? `${player} has taken no influence on ${courtCardName(card as string)} this turn to take back` : `${player} has taken no ${kind} this turn to take back`;
  s.actions = withoutMapAct(without(t, i), kind);
  return undefined;
}

/**
 * The turn's record without its last map action paid with a `kind` action (a map action taken
 * back): one of that kind ("tax:...") or another paid with it ("build>tax:...", a Nurture).
 */
function withoutMapAct(t: TurnActions, kind: ActionKind): TurnActions {
  const acts = t.mapActs;
  if (acts === undefined) return t;
  const own = kind + ":";
  const paid = kind + ">";
  for (let j = acts.length - 1; j >= 0; j--) {
    const head = acts[j].slice(0, own.length);
    if (head === own || head === paid) return { ...t, mapActs: acts.slice(0, j).concat(acts.slice(j + 1)) };
  }
  return t;
}

/** The index of the last `kind` in `t.taken` (on `card`, or on none, when `card` is given), or -1. */
function lastIndex(t: TurnActions, kind: ActionKind, card?: string): number {
  const on = cardsOn(t);
  let i = -1;
  for (let j = 0; j < t.taken.length; j++) if (t.taken[j] === kind && (card === undefined || on[j] === card || on[j] === "")) i = j;
  return i;
}

/** The turn's record without its action `i` (and that action's card). */
function without(t: TurnActions, i: number): TurnActions {
  const out: TurnActions = { ...t, taken: t.taken.slice(0, i).concat(t.taken.slice(i + 1)) };
  if (t.on !== undefined) {
    const on = cardsOn(t);
    out.on = on.slice(0, i).concat(on.slice(i + 1));
  }
  return out;
}

/** Gives back the last battle action (a roll set aside is thrown again, not a new battle). */
export function refundBattle(s: GameState, player: Colour): void {
  const t = turnActions(s, player);
  const i = lastIndex(t, "battle");
  if (i >= 0) s.actions = without(t, i);
}

function noActionReason(s: GameState, t: TurnActions, play: PlayedCard | undefined, kind: ActionKind): string {
  const round = s.round as RoundState;
  const lead = round.plays.length > 0 ? round.plays[0] : undefined;
  const verb = VERB[kind];
  if (play === undefined) return `${t.player} has played no action card this turn`;
  const allowed = playAllows(play, kind) || (kind === "battle" && t.weapon);
  const done = t.taken.length === 0 ? "" : ` (taken: ${listText(t.taken.map((k) => VERB[k]))})`;
  if (allowed) {
    return `${t.player} has no ${playSuitName(play)} action left to ${verb}: ${playText(play)} gives ${play.actions} action${play.actions === 1 ? "" : "s"}, all taken${done}; ${hint(kind, lead)}`;
  }
  return `${t.player} cannot ${verb}: ${playText(play)} gives ${playSuitName(play)} actions, which cannot ${verb}${done}; ${hint(kind, lead)}`;
}

/**
 * p.17 / p.20: a resource spent in the Prelude gives its Prelude action (Material: Build or Repair;
 * Fuel: Move; Relic: Secure; Psionic: an action of the lead card; Weapon: the pips may battle).
 * An Outraged type is spent for no effect (FAQ "Resources"). Returns the refusal, or the words.
 */
export function spendResource(s: GameState, player: Colour, resource: ResourceType, outrage: readonly ResourceType[]): string | undefined {
  if (RESOURCE_TYPES.indexOf(resource) < 0) return `${typeof resource === "string" ? resource : "that"} is not a resource`;
  const t = turnActions(s, player);
  if (t.preludeOver) return `${player}'s Prelude is over: it comes before the card's actions, and a battle or secure cannot be rewound (p.20)`;
  if (outrage.indexOf(resource) >= 0) {
    s.actions = { ...t, prelude: true };
    return undefined;
  }
  s.actions = resource === "weapon" ? { ...t, weapon: true, prelude: true } : { ...t, spent: t.spent.concat([resource]), prelude: true };
  return undefined;
}

/**
 * What `player` has done this turn that closes declaring and seizing, or undefined: p.20 "Before
 * Prelude actions, you must choose whether or not to declare an ambition or seize the initiative";
 * p.9 / p.10 "before taking any actions"; FAQ "Turn Structure" (play, declare or seize, Prelude,
 * pips). A Prelude action (a resource spent, a Court card's Prelude) or any action the turn's count
 * holds closes them; an action taken back (FAQ "Rewind / Undo") is as if never taken.
 */
export function actedThisTurn(s: GameState, player: Colour): string | undefined {
  const t = turnActions(s, player);
  // An action the players took by override (advisory rules) was taken all the same.
  const taken = t.overridden === undefined ? t.taken : t.taken.concat(t.overridden);
  if (taken.length > 0) return `has already taken an action this turn (${listText(taken.map((k) => VERB[k]))})`;
  if (t.prelude === true || t.spent.length > 0 || t.weapon) return "has already used a Prelude action this turn";
  return undefined;
}

/** The actions left, for the table: per counted kind, how many more could be taken now. */
export function actionsLeft(s: GameState, player: Colour): { kind: ActionKind; left: number }[] {
  const t = turnActions(s, player);
  const out: { kind: ActionKind; left: number }[] = [];
  for (const k of COUNTED_ACTIONS) {
    let n = 0;
    let more = t.taken.slice();
    let on = cardsOn(t);
    // At most as many as there are sources in all; each step is a matching over a dozen slots.
    // A further influence is counted as going to a card not influenced yet (Bold: once per card).
    let room = true;
    while (room && n < 20) {
      more = more.concat([k]);
      on = on.concat([k === "influence" ? `#${n}` : ""]);
      room = payable(more, sources(s, t, false, false, more), on);
      if (room) n += 1;
    }
    out.push({ kind: k, left: n });
  }
  return out;
}

/**
 * "2 of 3 actions left (Aggression: battle, move or secure; Prelude: Relic)" for the turn bar. A
 * Copy is named by the suit it gives, never by its face-down card.
 */
export function actionsLeftText(s: GameState, player: Colour): string {
  const play = playOf(s.round, player);
  if (play === undefined) return "";
  const t = turnActions(s, player);
  const bold = boldInfluences(s, player);
  const total = play.actions + t.spent.length + bold;
  const left = total - t.taken.length;
  const prelude: string[] = [];
  if (t.weapon) prelude.push("Weapon (pips may battle)");
  for (const r of t.spent) prelude.push(resourceWord(r));
  if (bold > 0) prelude.push(`${bold} Bold influence${bold === 1 ? "" : "s"}`);
  const what = `${playSuitName(play)}: ${playKindsText(play)}${prelude.length === 0 ? "" : `; Prelude: ${prelude.join(", ")}`}`;
  if (uncounted(play)) return `${t.taken.length} action${t.taken.length === 1 ? "" : "s"} taken, not limited (${what})`;
  return `${left < 0 ? 0 : left} of ${total} action${total === 1 ? "" : "s"} left (${what})`;
}

/** A count belongs to its player's turn: once the turn has passed it is gone. */
export function dropStaleActions(s: GameState, whoseTurn: Colour | undefined): void {
  const a = s.actions;
  if (a === undefined) return;
  if (s.phase !== "play" || s.round === undefined || whoseTurn !== a.player || a.round !== s.round.number || a.chapter !== s.chapter) s.actions = undefined;
}
