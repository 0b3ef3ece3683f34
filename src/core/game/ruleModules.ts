/**
 * The seam through which campaign and Fate rules change the base rules (docs/core-guidelines.md,
 * "Rule modules"). A rule module stands in front of the base rules: every command passes through
 * the modules in force, outermost first, before it reaches the base rules. A module may refuse the
 * command (its own rule forbids it), handle it alone (its own command, or a rule it replaces), or
 * pass it on with `next` and adjust the result afterwards. Which modules are in force is decided
 * by the game's state alone, so a replayed log takes the same path.
 */
import type { GameState } from "./types";

/** Applies the command to `s` (mutating the working copy) or returns the refusal. */
export type RuleStep<C> = (s: GameState, c: C) => string | undefined;

/**
 * What a valid state may hold (validateState.ts checks a restored state against it). A module in
 * force widens it for its own additions (more cards, phases, play modes, Power below 0) and may
 * waive base invariants it replaces; the base vocabulary never names a module's additions.
 */
export interface StateVocabulary {
  actionCards: string[];
  courtCards: string[];
  phases: string[];
  playModes: string[];
  minPower: number;
  /** the game needs a setup card (a campaign Act has none) */
  setupCard: boolean;
  /** base invariant messages that do not hold under the module (matched by their start) */
  waived: string[];
  /** owners of pieces who are not players and may defend in a battle (none in the base game) */
  defenders: string[];
}

export interface RuleModule<C extends { type: string }> {
  /** A short name for logs and tests, e.g. "campaign" or "fate:Steward". */
  id: string;
  /** Whether this module's rules are in force in this state (e.g. a campaign game). */
  inForce(this: void, s: GameState): boolean;
  /** Stands in front of `next` (the next module in force, or the base rules). */
  apply(this: void, s: GameState, c: C, next: RuleStep<C>): string | undefined;
  /** Widens what a valid state may hold while the module is in force (see StateVocabulary). */
  widenState?(this: void, v: StateVocabulary): StateVocabulary;
  /**
   * The shape of the module's own part of a restored state (field path and value in each problem),
   * checked with the base fields and before any invariant: an invariant may trust what it reads.
   */
  stateProblems?(this: void, s: { [field: string]: unknown }): string[];
  /** The module's own invariants, checked on a restored state that has the right shape. */
  invariants?(this: void, s: GameState): string[];
  /**
   * How `apply` copies the module's own top-level state fields for a command (default: a deep
   * copy). A module whose field holds large parts that its handlers only ever replace whole may
   * share those parts between states: a deep copy per command is most of a command's cost in TTS.
   * `command` is the command's type: a field no handler of that command changes may be shared whole.
   */
  copies?: { readonly [field: string]: FieldCopier };
  /**
   * The module's commands whose handlers only replace whole top-level fields: their copy shares
   * every field (engine.ts REPLACE_ONLY_COMMANDS).
   */
  replaceOnly?: readonly string[];
}

export type FieldCopier = (this: void, value: unknown, command: string) => unknown;

/** The field copiers of all modules (engine.ts copyForCommand), gathered once. */
export function fieldCopiers<C extends { type: string }>(modules: readonly RuleModule<C>[]): { [field: string]: FieldCopier } {
  const out: { [field: string]: FieldCopier } = {};
  for (const m of modules) {
    const copies = m.copies;
    if (copies === undefined) continue;
    for (const field in copies) out[field] = copies[field];
  }
  return out;
}

/**
 * Runs `c` through the modules in force (list order = outermost first), ending at `base`.
 * With no module in force this is exactly `base(s, c)`: the base game is unchanged.
 */
export function throughModules<C extends { type: string }>(
  modules: readonly RuleModule<C>[],
  s: GameState,
  c: C,
  base: RuleStep<C>,
): string | undefined {
  const active: RuleModule<C>[] = [];
  for (const m of modules) if (m.inForce(s)) active.push(m);
  const step = (i: number): RuleStep<C> =>
    i >= active.length ? base : (st: GameState, cmd: C) => active[i].apply(st, cmd, step(i + 1));
  return step(0)(s, c);
}
