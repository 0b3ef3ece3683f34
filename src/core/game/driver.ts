/**
 * A seeded driver that plays complete games with random legal commands and random table
 * snapshots, checking the invariants after every command. Pure and deterministic: it runs the
 * same in Node and in Lua (the PRNG keeps every intermediate value below 2^31).
 */
import type { Colour, ResourceType } from "../data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../data/vocabulary";
import { actionDeckFor } from "../data/actionCards";
import { courtDeck } from "../data/court";
import { LEADERS } from "../data/leaders";
import { LORE_CARDS } from "../data/lore";
import { setupCardsFor } from "../data/setupCards";
import type { Command, CountsByType, GameLog, GameMode, GameState, PlayerSnapshot, ScoringSnapshot } from "./types";
import { applyRules, initialState, ruleSet } from "./engine";
import { legalCommands } from "./legal";
import { ENGINE_CARDS } from "./cardEffects";
import { checkInvariants } from "./invariants";
import { clone } from "./util";
import { powerCommands } from "../powers/driverPowers";

// ---- PRNG: Park-Miller minimal standard (a = 48271, m = 2^31 - 1) with Schrage's method -------

const M = 2147483647;
const A = 48271;
const Q = 44488; // M div A
const R = 3399; //  M mod A

export interface Rng {
  state: number;
}

export function makeRng(seed: number): Rng {
  let s = Math.floor(Math.abs(seed)) % M;
  if (s === 0) s = 1;
  return { state: s };
}

/** Next value in 1..M-1. Every product stays below 2^31, so 32-bit integer VMs agree too. */
export function nextRandom(rng: Rng): number {
  const hi = Math.floor(rng.state / Q);
  const lo = rng.state - hi * Q;
  let s = A * lo - R * hi;
  if (s <= 0) s += M;
  rng.state = s;
  return s;
}

/** A random integer in 0..n-1 (n >= 1). */
export function randomInt(rng: Rng, n: number): number {
  const v = nextRandom(rng);
  return v - Math.floor(v / n) * n;
}

export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
  return out;
}

// ---- random inputs ------------------------------------------------------------------------------

export interface RandomGameOptions {
  seed: number;
  playerCount: number;
  mode?: GameMode;
  /** also apply every offered legal command (slower) to check none is refused */
  checkAllLegal?: boolean;
  /** stop after this many commands (safety net) */
  maxCommands?: number;
  /**
   * Also use the Court card effects the engine takes (`legalCommands(s, { cards: ENGINE_CARDS })`):
   * offered right after a player's card is played, at most once per turn, as if that player had
   * just secured the Vox card or discarded Lattice Spies. Off by default, so the seeds' games stay.
   */
  cardEffects?: boolean;
  /**
   * Also use the Court cards' powers (src/core/powers/driverPowers.ts): on the current player's turn
   * after their card, the card actions, Preludes and Loyal "spend as" the engine accepts on a random
   * table as read. Off by default, so the seeds' games stay.
   */
  cardPowers?: boolean;
}

export function randomSetup(rng: Rng, playerCount: number, mode: GameMode): Command {
  const seats = shuffled(rng, COLOURS).slice(0, playerCount);
  const cards = setupCardsFor(playerCount);
  const cmd: Command = {
    type: "setup",
    seats,
    setupCardIndex: randomInt(rng, cards.length),
    mode,
    actionDeck: shuffled(rng, actionDeckFor(playerCount)),
    courtDeck: shuffled(rng, courtDeck()),
  };
  if (mode === "leadersAndLore") {
    cmd.leaderRow = shuffled(rng, LEADERS.map((l) => l.id)).slice(0, playerCount + 1);
    cmd.loreRow = shuffled(rng, LORE_CARDS.map((l) => l.id)).slice(0, playerCount + 1);
  }
  return cmd;
}

function randomCounts(rng: Rng, max: number): CountsByType {
  const c: CountsByType = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
  for (const t of RESOURCE_TYPES as readonly ResourceType[]) c[t] = randomInt(rng, max + 1);
  return c;
}

export function randomSnapshot(rng: Rng, s: GameState): ScoringSnapshot {
  const players: PlayerSnapshot[] = [];
  for (const colour of s.seats as readonly Colour[]) {
    players.push({
      colour,
      resources: randomCounts(rng, 2),
      guildCards: randomCounts(rng, 1),
      captives: randomInt(rng, 4),
      trophies: randomInt(rng, 5),
      citiesOnBoard: randomInt(rng, 6),
    });
  }
  return { players };
}

/** Relative weights of command types, so games look like games (few passes and seizes). */
const WEIGHTS: readonly { type: string; weight: number }[] = [
  { type: "lead", weight: 12 },
  { type: "pass", weight: 1 },
  { type: "follow", weight: 12 },
  { type: "declare", weight: 4 },
  { type: "seize", weight: 1 },
  { type: "endTurn", weight: 6 },
  { type: "declareByCard", weight: 1 },
  { type: "seizeByCard", weight: 1 },
  { type: "cardAction", weight: 3 },
  { type: "spendResource", weight: 1 },
  { type: "drawFromDiscardBottom", weight: 1 },
];

function weightOf(type: string): number {
  for (const w of WEIGHTS) if (w.type === type) return w.weight;
  return 1;
}

/** Picks a command type by weight, then one command of that type uniformly. */
export function chooseCommand(rng: Rng, s: GameState, legal: readonly Command[]): Command {
  const types: string[] = [];
  for (const c of legal) if (types.indexOf(c.type) < 0) types.push(c.type);
  let total = 0;
  for (const t of types) total += weightOf(t);
  let roll = randomInt(rng, total);
  let chosenType = types[0];
  for (const t of types) {
    roll -= weightOf(t);
    if (roll < 0) {
      chosenType = t;
      break;
    }
  }
  const ofType = legal.filter((c) => c.type === chosenType);
  const chosen = clone(ofType[randomInt(rng, ofType.length)]);
  if (chosen.type === "shuffleDiscard" || chosen.type === "deal") chosen.order = shuffled(rng, chosen.order);
  if (chosen.type === "score") chosen.snapshot = randomSnapshot(rng, s);
  return chosen;
}

export interface RandomGameResult {
  log: GameLog;
  state: GameState;
  /** invariant violations and refused legal commands, with the command index */
  problems: string[];
}

export function playRandomGame(options: RandomGameOptions): RandomGameResult {
  const rng = makeRng(options.seed);
  const mode: GameMode = options.mode === undefined ? "standard" : options.mode;
  const max = options.maxCommands === undefined ? 2000 : options.maxCommands;
  const commands: Command[] = [];
  const problems: string[] = [];
  // A base game: no rule module is in force in it.
  const rules = ruleSet([]);
  const apply = (st: GameState, c: Command) => applyRules(rules, st, c);
  let state = initialState();
  let next: Command = randomSetup(rng, options.playerCount, mode);
  while (commands.length < max) {
    const r = apply(state, next);
    if (!r.ok) {
      problems.push(`command ${commands.length} (${next.type}) was refused: ${r.reason}`);
      break;
    }
    commands.push(next);
    state = r.value;
    for (const e of checkInvariants(state)) problems.push(`after command ${commands.length - 1} (${next.type}): ${e}`);
    if (state.phase === "gameOver") break;
    // Card effects: right after the card is played (a lead or a follow), once per turn.
    const cardsNow = options.cardEffects === true && (next.type === "lead" || next.type === "follow");
    const legal = cardsNow ? legalCommands(state, { cards: ENGINE_CARDS.slice() }) : legalCommands(state);
    if (options.cardPowers === true) {
      for (const c of powerCommands(state, (n) => randomInt(rng, n))) if (apply(state, c).ok) legal.push(c);
    }
    if (legal.length === 0) {
      problems.push(`no legal command in the ${state.phase} step`);
      break;
    }
    if (options.checkAllLegal === true) {
      for (const c of legal) {
        const probe = apply(state, c);
        if (!probe.ok) problems.push(`legal ${c.type} refused after command ${commands.length - 1}: ${probe.reason}`);
      }
    }
    next = chooseCommand(rng, state, legal);
  }
  return { log: { version: 1, commands }, state, problems };
}
