/**
 * The field checks a restored game state is read with (validateState.ts and the rule modules' own
 * parts, e.g. the campaign's): each problem names the field path and what it holds, e.g.
 * `round.turn: expected an integer 0..3 (got "2")`. Runs in TTS too: no JSON, no RegExp.
 */
export type Obj = { [k: string]: unknown };

/** A short, safe description of any value for a message. */
export function describeValue(v: unknown): string {
  if (v === undefined) return "nothing";
  // JSON null (the core itself never holds null; Lua has none: it arrives as nothing there).
  if (typeof v === "object" && !v) return "null";
  if (typeof v === "string") return v.length > 40 ? `"${v.substring(0, 40)}..."` : `"${v}"`;
  if (typeof v === "number") return v === v && v > -1e15 && v < 1e15 ? numberText(v) : "a non-finite number";
  if (typeof v === "boolean") return v ? "true" : "false";
  if (Array.isArray(v)) return `a list of ${(v as unknown[]).length}`;
  if (typeof v === "object") return "an object";
  return `a ${typeof v}`;
}

function numberText(n: number): string {
  return Math.floor(n) === n ? `${n}` : `${Math.floor(n * 1000) / 1000}`;
}

export class Problems {
  readonly list: string[] = [];
  add(path: string, what: string, v: unknown): void {
    this.list.push(`${path}: ${what} (got ${describeValue(v)})`);
  }
}

export function isObj(v: unknown): v is Obj {
  return typeof v === "object" && !!v && !Array.isArray(v);
}

export function isInt(v: unknown, lo: number, hi: number): v is number {
  return typeof v === "number" && v >= lo && v <= hi && Math.floor(v) === v;
}

export function int(p: Problems, path: string, v: unknown, lo: number, hi: number): boolean {
  if (isInt(v, lo, hi)) return true;
  p.add(path, `expected an integer ${lo}..${hi}`, v);
  return false;
}

export function bool(p: Problems, path: string, v: unknown): void {
  if (typeof v !== "boolean") p.add(path, "expected true or false", v);
}

export function oneOf(p: Problems, path: string, v: unknown, allowed: readonly string[]): boolean {
  if (typeof v === "string" && allowed.indexOf(v) >= 0) return true;
  p.add(path, `expected one of ${allowed.join(", ")}`, v);
  return false;
}

/** A list. (In Lua an empty table is a list too: TSTL's Array.isArray says so.) */
export function list(p: Problems, path: string, v: unknown): unknown[] | undefined {
  if (Array.isArray(v)) {
    const xs = v as unknown[];
    for (let i = 0; i < xs.length; i++) {
      if (xs[i] === undefined) {
        p.add(`${path}[${i}]`, "expected an entry, not a gap", undefined);
        return undefined;
      }
    }
    return xs;
  }
  p.add(path, "expected a list", v);
  return undefined;
}

/** A list of objects, each checked by `each` at its path (a non-object entry is a problem of its own); the list read. */
export function objects(p: Problems, path: string, v: unknown, each: (o: Obj, at: string, i: number) => void): unknown[] | undefined {
  const xs = list(p, path, v);
  if (xs !== undefined) xs.forEach((raw, i) => {
    const at = `${path}[${i}]`;
    if (!isObj(raw)) p.add(at, "expected an object", raw);
    else each(raw, at, i);
  });
  return xs;
}

/** Each of `keys` that `o` holds (optional fields), checked as true or false at `at.key`, in order. */
export function bools(p: Problems, at: string, o: Obj, keys: readonly string[]): void {
  for (const k of keys) if (o[k] !== undefined) bool(p, `${at}.${k}`, o[k]);
}

/** `o.key` checked as one of `allowed` at `at.key` when `o` holds it (an optional field). */
export function maybeOneOf(p: Problems, at: string, o: Obj, key: string, allowed: readonly string[]): void {
  if (o[key] !== undefined) oneOf(p, `${at}.${key}`, o[key], allowed);
}

export function strings(p: Problems, path: string, v: unknown, allowed?: readonly string[], what = "a known id"): string[] | undefined {
  const xs = list(p, path, v);
  if (xs === undefined) return undefined;
  let ok = true;
  xs.forEach((x, i) => {
    if (typeof x !== "string" || (allowed !== undefined && allowed.indexOf(x) < 0)) {
      p.add(`${path}[${i}]`, allowed === undefined ? "expected a string" : `expected ${what}`, x);
      ok = false;
    }
  });
  return ok ? (xs as string[]) : undefined;
}

