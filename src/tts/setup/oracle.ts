/**
 * The table's random choices (first player, setup card draw, every shuffle, the Leaders & Lore
 * rows) are made HERE with math.random and passed INTO core commands as oracle inputs, so the log
 * replays bit for bit (docs/log-format.md). The core never draws a random number.
 */
import { actionDeckFor } from "../../core/data/actionCards";
import { courtDeck } from "../../core/data/court";
import { LEADERS } from "../../core/data/leaders";
import { LORE_CARDS } from "../../core/data/lore";
import type { Colour } from "../../core/data/vocabulary";
import { turnOrderFrom } from "../../core/game/util";
import type { Command, GameMode, SetupCommand } from "../../core/game/types";

/** A uniformly shuffled copy (Fisher-Yates with math.random). */
export function shuffled<T>(list: readonly T[]): T[] {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = math.random(i + 1) - 1;
    const t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
  return out;
}

/** 0-based random index below n (0 when n < 2: MoonSharp's math.random(0) answers 0 or 1). */
export function randomIndex(n: number): number {
  return n < 2 ? 0 : math.random(n) - 1;
}

/** Seats clockwise starting with the first player (seats[0] holds the initiative, p.5 step N). */
export const seatsFrom: (clockwise: readonly Colour[], first: Colour) => Colour[] = turnOrderFrom;

export interface SetupChoices {
  /** seated colours, clockwise */
  seated: Colour[];
  /** a colour, or undefined = draw at random */
  first?: Colour;
  /** a setup card id, or undefined = draw at random */
  setupCard?: string;
  mode: GameMode;
  /** how many setup cards the player count has (for the random draw) */
  setupCardCount: number;
}

/** The `setup` command with every random input drawn. */
export function setupCommand(c: SetupChoices): SetupCommand {
  const n = c.seated.length;
  const first = c.first !== undefined ? c.first : c.seated[randomIndex(n)];
  const command: SetupCommand = {
    type: "setup",
    seats: seatsFrom(c.seated, first),
    mode: c.mode,
    actionDeck: shuffled(actionDeckFor(n)),
    courtDeck: shuffled(courtDeck()),
  };
  if (c.setupCard !== undefined) command.setupCard = c.setupCard;
  else command.setupCardIndex = randomIndex(c.setupCardCount);
  if (c.mode === "leadersAndLore") {
    command.leaderRow = shuffled(LEADERS.map((l) => l.id)).slice(0, n + 1);
    command.loreRow = shuffled(LORE_CARDS.map((l) => l.id)).slice(0, n + 1);
  }
  return command;
}

/** The oracle command the state waits for (a shuffle or a deal), drawn at random, if any. */
export function oracleCommand(phase: string, discard: readonly string[], actionCards: readonly string[]): Command | undefined {
  if (phase === "shuffleDiscard") return { type: "shuffleDiscard", order: shuffled(discard) };
  if (phase === "deal") return { type: "deal", order: shuffled(actionCards) };
  return undefined;
}
