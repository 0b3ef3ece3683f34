/** Test helpers: build games through commands, assert refusals leave the state untouched. */
import { actionDeckFor } from "../../../src/core/data/actionCards";
import { withAggressionInHand } from "../../../tools/bench/aggressionLead";
import type { Result } from "../../../src/core/result";
import { courtDeck } from "../../../src/core/data/court";
import type { Colour } from "../../../src/core/data/vocabulary";
import { apply, initialState } from "../../../src/core/rules";
import type { Command, GameState, PlayerSnapshot, ScoringSnapshot } from "../../../src/core/game/types";

/** Applies commands in order; fails the test with the reason if one is refused. */
export function run(state: GameState, ...commands: Command[]): GameState {
  let s = state;
  for (const c of commands) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(`${JSON.stringify(c)} refused: ${r.reason}`);
    s = r.value;
  }
  return s;
}

/** The refusal reason for a command, checking that the input state was not modified. */
export function refusal(state: GameState, command: Command): string {
  const before = JSON.stringify(state);
  const r = apply(state, command);
  expect(JSON.stringify(state)).toBe(before);
  if (r.ok) throw new Error(`${JSON.stringify(command)} was not refused`);
  return r.reason;
}

/** An action deck whose deal gives each seat (in turn order from seats[0]) the given hand. */
export function deckFor(playerCount: number, hands: string[][]): string[] {
  const dealt = ([] as string[]).concat(...hands);
  const rest = actionDeckFor(playerCount).filter((id) => !dealt.includes(id));
  return dealt.concat(rest);
}

export interface GameOptions {
  seats: Colour[];
  hands: string[][];
  setupCard?: string;
}

export function setupCommand(o: GameOptions): Command {
  const n = o.seats.length;
  return {
    type: "setup",
    seats: o.seats,
    setupCard: o.setupCard ?? `${n}SETUP01`,
    actionDeck: deckFor(n, o.hands),
    courtDeck: courtDeck(),
  };
}

/** A game in its first round: set up, 2p mulligan declined, discard shuffled (kept in order). */
export function startGame(o: GameOptions): GameState {
  let s = run(initialState(), setupCommand(o));
  if (s.phase === "mulligan") s = run(s, { type: "keepHand", player: s.mulliganBy as Colour });
  return run(s, { type: "shuffleDiscard", order: s.discard.slice() });
}

export function hand(s: GameState, colour: Colour): string[] {
  const p = s.players.find((x) => x.colour === colour);
  if (p === undefined) throw new Error(`no ${colour}`);
  return p.hand;
}

export function power(s: GameState, colour: Colour): number {
  const p = s.players.find((x) => x.colour === colour);
  if (p === undefined) throw new Error(`no ${colour}`);
  return p.power;
}

export function blankPlayer(colour: Colour, over: Partial<PlayerSnapshot> = {}): PlayerSnapshot {
  return {
    colour,
    resources: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 },
    guildCards: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 },
    captives: 0,
    trophies: 0,
    citiesOnBoard: 4,
    ...over,
  };
}

export function snapshot(players: PlayerSnapshot[], thirdPlayer?: ScoringSnapshot["thirdPlayer"]): ScoringSnapshot {
  return thirdPlayer === undefined ? { players } : { players, thirdPlayer };
}

/** Plays a whole round where each seat plays the given follow (or lead for the first). */
export function lead(player: Colour, card: string): Command {
  return { type: "lead", player, card };
}
export function follow(player: Colour, card: string, mode: "surpass" | "copy" | "pivot"): Command {
  return { type: "follow", player, card, mode };
}
export function end(player: Colour): Command {
  return { type: "endTurn", player };
}

/** A 4-player game with designed hands; Red leads, Blue, Yellow, White follow. */
export function fourPlayerGame(): GameState {
  return startGame({
    seats: ["Red", "Blue", "Yellow", "White"],
    hands: [
      ["construction-4", "construction-1", "aggression-7", "administration-2", "mobilization-1", "administration-1"],
      ["aggression-4", "construction-5", "construction-7", "mobilization-3", "administration-5", "aggression-1"],
      ["construction-6", "construction-3", "mobilization-7", "administration-4", "aggression-2", "aggression-3"],
      ["construction-2", "mobilization-6", "administration-7", "aggression-6", "mobilization-4", "administration-6"],
    ],
  });
}

/** `player` leads an Aggression card swapped into their hand (tools/bench: withAggressionInHand). */
export function leadAggression(s: GameState, player: Colour): Result<GameState> {
  const { state, card } = withAggressionInHand(s, player);
  return apply(state, { type: "lead", player, card } as Command);
}

/** The value of an accepted result; a refusal fails the test with its reason. */
export function must<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** The reason of a refused result; an accepted one fails the test. */
export function why<T>(r: { ok: true; value: T } | { ok: false; reason: string }): string {
  if (r.ok) throw new Error("expected a refusal");
  return r.reason;
}
