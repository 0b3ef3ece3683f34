/**
 * A battle or Court step (src/core/battle/machine.ts, src/core/court/machine.ts) changes only its
 * machine's field, and a campaign command (a Summit, the event dice, the Crises) little besides the
 * campaign's; the core copies such a state shallowly, so every other field is the very same object
 * as before. The base game's painters (the turn bar, the declare buttons, the legal commands they
 * share) read none of those fields, so they tell "nothing of mine changed" by identity, without
 * comparing contents. That they never read `campaign` is held by tests/core/game/baseReadsNoCampaign.test.ts.
 */
import type { GameState } from "../../core/game/types";

/** Fields the base game's painters never read: the table steps' machines, the last events, the campaign. */
const SKIPPED: { readonly [field: string]: true } = { battle: true, secure: true, events: true, campaign: true };

/** The last pair compared: several painters ask the same question during one redraw. */
let lastA: GameState | undefined;
let lastB: GameState | undefined;
let lastSame = false;

/** True when `a` and `b` differ at most in the table steps' fields, the events and the campaign. */
export function sameBaseGame(a: GameState | undefined, b: GameState | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  if (a === lastA && b === lastB) return lastSame;
  lastA = a;
  lastB = b;
  lastSame = fieldsAgree(a, b);
  return lastSame;
}

/**
 * Every field of `a` but the skipped ones is the very object `b` holds, and `b` has as many fields:
 * then `b` has no field `a` lacks (a field `a` lacks and `b` holds would be one `a` holds and `b`
 * lacks, i.e. a value `undefined`, which a state never stores). A count, not a second comparison:
 * this runs after every command, over some 45 fields. A skipped field held by one only counts as a
 * difference (a redraw; never a wrong skip).
 */
function fieldsAgree(a: GameState, b: GameState): boolean {
  const x = a as unknown as { [k: string]: unknown };
  const y = b as unknown as { [k: string]: unknown };
  let nx = 0;
  for (const k in x) {
    if (SKIPPED[k] !== true && x[k] !== y[k]) return false;
    nx++;
  }
  let ny = 0;
  for (const _k in y) ny++;
  return nx === ny;
}
