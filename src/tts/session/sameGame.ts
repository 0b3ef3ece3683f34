/**
 * A battle or Court step (src/core/battle/machine.ts, src/core/court/machine.ts) changes only its
 * machine's field; the core copies such a state shallowly, so every other field is the very same
 * object as before. Painters and caches that do not draw those machines can tell "nothing of mine
 * changed" by identity, without comparing contents.
 */
import type { GameState } from "../../core/game/types";

/** Fields a table step may replace: the machines and the last command's events. */
const STEP_FIELDS: { readonly [field: string]: true } = { battle: true, secure: true, events: true };

/** The last pair compared: several painters ask the same question during one redraw. */
let lastA: GameState | undefined;
let lastB: GameState | undefined;
let lastSame = false;

/** True when `a` and `b` differ at most in the table steps' fields. */
export function sameButTableSteps(a: GameState | undefined, b: GameState | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  if (a === lastA && b === lastB) return lastSame;
  lastA = a;
  lastB = b;
  lastSame = fieldsAgree(a, b);
  return lastSame;
}

function fieldsAgree(a: GameState, b: GameState): boolean {
  const x = a as unknown as { [k: string]: unknown };
  const y = b as unknown as { [k: string]: unknown };
  for (const k in x) if (STEP_FIELDS[k] !== true && x[k] !== y[k]) return false;
  for (const k in y) if (STEP_FIELDS[k] !== true && x[k] !== y[k]) return false;
  return true;
}
