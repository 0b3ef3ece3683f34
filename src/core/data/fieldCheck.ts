/**
 * The generic, reusable data checker behind `validateGameData()` (validate.ts).
 *
 * Every data module (this project's and any later one, e.g. court.ts and dice.ts) describes the
 * checks on its records as a list of per-field rules and runs them with `checkRecords`. Each
 * problem is reported as one human-readable line naming the FILE, the record ID and the FIELD:
 *
 *   "src/core/data/setupCards.ts: 3SETUP02 field P2.B: unknown system 9.9"
 *
 * so that a modder's typo is caught by the build with the place to fix it. The checks never throw
 * and use no RegExp/JSON, so they run identically in Node and in TTS (Lua).
 */

/** One validator: returns the problems it finds (empty = all good). */
export type Validator = () => string[];

/** A per-field problem line: `<file>: <id> field <field>: <problem>`. */
export function fieldError(file: string, id: string, field: string, problem: string): string {
  return `${file}: ${id} field ${field}: ${problem}`;
}

/** A problem with a whole table rather than one record: `<file>: <problem>`. */
export function fileError(file: string, problem: string): string {
  return `${file}: ${problem}`;
}

/**
 * A check of one field of a record: returns undefined when the value is fine, else the problem
 * (without file/id/field, which `checkRecords` adds). `value` is what `get` extracts.
 */
export type FieldCheck<V> = (value: V) => string | undefined;

export interface FieldRule<T> {
  /** The field's name as the modder sees it in the data file, e.g. "suit" or "P2.B". */
  field: string;
  /** Returns undefined when the record's field is fine, else the problem. */
  check: (this: void, record: T) => string | undefined;
}

/** Builds a rule from a field getter and a check of the field's value. */
export function rule<T, V>(field: string, get: (record: T) => V, check: FieldCheck<V>): FieldRule<T> {
  return { field, check: (record: T) => check(get(record)) };
}

/**
 * Runs `rules` over every record and additionally checks that ids are non-empty and unique.
 * `extra` may add record-level checks whose field depends on the record (e.g. per-position fields).
 */
export function checkRecords<T>(
  file: string,
  records: readonly T[],
  idOf: (record: T) => string,
  rules: readonly FieldRule<T>[],
  extra?: (record: T, id: string) => string[],
): string[] {
  const errors: string[] = [];
  const seen: string[] = [];
  for (let i = 0; i < records.length; i++) {
    const record = records[i];
    const rawId = idOf(record);
    const id = typeof rawId === "string" && rawId.length > 0 ? rawId : `#${i + 1}`;
    if (!(typeof rawId === "string" && rawId.length > 0)) {
      errors.push(fieldError(file, id, "id", "missing id"));
    } else if (seen.includes(rawId)) {
      errors.push(fieldError(file, id, "id", `duplicate id ${rawId}`));
    } else {
      seen.push(rawId);
    }
    for (const r of rules) {
      const problem = r.check(record);
      if (problem !== undefined) errors.push(fieldError(file, id, r.field, problem));
    }
    if (extra !== undefined) {
      for (const e of extra(record, id)) errors.push(e);
    }
  }
  return errors;
}

/** `<file>: expected N <what>, found M` when the count is wrong. */
export function checkCount(file: string, what: string, actual: number, expected: number): string[] {
  return actual === expected ? [] : [fileError(file, `expected ${expected} ${what}, found ${actual}`)];
}

// ---- ready-made field checks -------------------------------------------------------------------

function show(value: unknown): string {
  if (value === undefined) return "nothing";
  if (typeof value === "string") return `"${value}"`;
  if (typeof value === "number" || typeof value === "boolean") return `${value}`;
  return `a ${typeof value}`;
}

/** The value must be one of `allowed` (strings or numbers). */
export function oneOf<V>(allowed: readonly V[], what: string): FieldCheck<unknown> {
  return (value) => (allowed.includes(value as V) ? undefined : `${show(value)} is not a valid ${what}`);
}

export function isInteger(value: unknown): boolean {
  return typeof value === "number" && Math.floor(value) === value;
}

/** An integer between min and max inclusive. */
export function intBetween(min: number, max: number): FieldCheck<unknown> {
  return (value) =>
    isInteger(value) && (value as number) >= min && (value as number) <= max
      ? undefined
      : `${show(value)} is not a whole number from ${min} to ${max}`;
}

/** A non-empty string. */
export const nonEmptyText: FieldCheck<unknown> = (value) =>
  typeof value === "string" && value.length > 0 ? undefined : `${show(value)} is not a non-empty text`;

/** A value that must equal `expected` (e.g. an id derived from other fields). */
export function equals<V>(expected: V): FieldCheck<unknown> {
  return (value) => (value === expected ? undefined : `${show(value)} should be ${show(expected)}`);
}

/** An array of length `min`..`max` whose every element passes `each`. */
export function listOf(min: number, max: number, each: FieldCheck<unknown>): FieldCheck<unknown> {
  return (value) => {
    if (typeof value !== "object") return `${show(value)} is not a list`;
    const list = value as unknown[];
    if (list.length < min || list.length > max) {
      return min === max
        ? `has ${list.length} entries, expected ${min}`
        : `has ${list.length} entries, expected ${min} to ${max}`;
    }
    for (let i = 0; i < list.length; i++) {
      const problem = each(list[i]);
      if (problem !== undefined) return `entry ${i + 1}: ${problem}`;
    }
    return undefined;
  };
}
