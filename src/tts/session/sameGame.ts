/**
 * The base game's painters (the turn bar, the declare buttons, the legal commands they share) draw
 * from a few of the state's fields only. The core never changes a state in place (a command's copy
 * shares every field it leaves alone), so "nothing they draw changed" is those fields being the very
 * same objects: a battle step, a campaign command or an event changes none of them (a Court step
 * does: a waiting When Secured takes End turn away, p.13). Which
 * fields they read is held by tests/core/game/baseReads.test.ts over random games and campaigns: a
 * read of any other field fails it. A handful of identity checks, not a walk over every field.
 */
import type { GameState } from "../../core/game/types";

/**
 * The fields the base painters read. sameBaseGame compares exactly these, written out (an unrolled
 * comparison is a quarter of a loop's Lua work): the test holds the two to the same list.
 */
export const BASE_PAINTER_FIELDS: readonly (keyof GameState)[] = ["round", "players", "phase", "initiative", "actions", "secure", "discard", "markers", "actionCards", "chapter", "seats", "draft", "mulliganBy", "winner"];

/** The last pair compared: the turn bar and the declare buttons ask about the same pair in one redraw. */
let lastA: GameState | undefined;
let lastB: GameState | undefined;
let lastSame = false;

/** True when `a` and `b` agree on every field the base game's painters read (BASE_PAINTER_FIELDS). */
export function sameBaseGame(a: GameState | undefined, b: GameState | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  if (a === lastA && b === lastB) return lastSame;
  lastA = a;
  lastB = b;
  // The most often changed first: the check stops at the first difference.
  lastSame =
    a.round === b.round &&
    a.players === b.players &&
    a.phase === b.phase &&
    a.initiative === b.initiative &&
    a.actions === b.actions &&
    a.secure === b.secure &&
    a.discard === b.discard &&
    a.markers === b.markers &&
    a.actionCards === b.actionCards &&
    a.chapter === b.chapter &&
    a.seats === b.seats &&
    a.draft === b.draft &&
    a.mulliganBy === b.mulliganBy &&
    a.winner === b.winner;
  return lastSame;
}
