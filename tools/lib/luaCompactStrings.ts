/**
 * The compact form's shared strings: a string the chunk writes out more than once ("administration"
 * 13 times, a reprinted card's Crisis three times, " is not playing" 32 times) is written once, as a
 * local of the chunk on its first line, and read where it was written (issue 27: Global's bytes). A
 * Lua string is a value: reading it from a local gives the very same string.
 *
 * Left written out: a pattern given to find/match/gmatch/gsub (the lazy-pattern gate reads those
 * literals), a module name (`require("src.x")`, numbered by luaCompactImports.ts), a bracketed table
 * key, and a `f"..."` call's argument (no name can stand there). At most MAX_SHARED_STRINGS, the
 * ones that save the most: a function holds at most 200 locals.
 * `nil`, `true` and `false` are shared too (VALUE_WORDS), with the same exceptions (a plain find's
 * `true` stays written, for the lazy-pattern gate).
 */
type Node = { type: string; range: [number, number]; [k: string]: unknown };

export const MAX_SHARED_STRINGS = 120;

/**
 * `nil`, `true` and `false` are shared the same way, outside that count: a local holding nil (or a
 * boolean) reads as the very same value, and the most-read locals get one-letter names, so each of
 * the chunk's ~4,500 `nil`s costs 1 byte instead of 3. The local is declared WITH its value, so
 * `local x=<it>` is an initialised local (the MoonSharp hazard is the bare `local x`).
 */
const VALUE_WORDS = new Set(["nil", "true", "false"]);

const PATTERN_FUNCTIONS = new Set(["find", "match", "gmatch", "gsub"]);

function isNode(x: unknown): x is Node {
  return typeof x === "object" && x !== null && typeof (x as Node).type === "string";
}

/** A call whose string arguments stay written out. */
function keepsArguments(call: Node): boolean {
  const base = call.base as Node;
  if (base.type === "Identifier") return base.name === "require" || PATTERN_FUNCTIONS.has(base.name as string);
  if (base.type === "MemberExpression") return PATTERN_FUNCTIONS.has((base.identifier as Node).name as string);
  return false;
}

/** Every string literal a local could stand for, by its text as written. */
function sharable(ast: Node): Map<string, Node[]> {
  const out = new Map<string, Node[]>();
  const visit = (v: unknown, keep: boolean): void => {
    if (Array.isArray(v)) {
      for (const x of v) visit(x, keep);
      return;
    }
    if (!isNode(v)) return;
    if (v.type === "StringLiteral" || v.type === "NilLiteral" || v.type === "BooleanLiteral") {
      if (!keep) {
        const raw = v.raw as string;
        const list = out.get(raw);
        if (list === undefined) out.set(raw, [v]);
        else list.push(v);
      }
      return;
    }
    for (const [k, x] of Object.entries(v)) {
      if (k === "range" || k === "loc") continue;
      const kept =
        (v.type === "CallExpression" && k === "arguments" && keepsArguments(v)) ||
        (v.type === "StringCallExpression" && k === "argument") ||
        (v.type === "TableKey" && k === "key");
      visit(x, keep || kept);
    }
  };
  visit(ast, false);
  return out;
}

/** Digits of a positive integer, for the cost of `S[n]`. */
function digits(n: number): number {
  return String(n).length;
}

/**
 * `code` with its most repeated strings read from locals of the chunk, declared in front of its
 * first line (every line stays where it was), named `____shared<n>` (the renaming shortens them);
 * the repeated strings past those MAX_SHARED_STRINGS are read from one more local, a table of them
 * (`____sharedStrings[n]`, about 5 characters a use), where that is shorter than writing them out.
 */
export function withSharedStrings(code: string, ast: Node): string {
  // A use costs a name (about 2 characters after renaming), the declaration the string once more.
  const saving = (raw: string, n: number) => n * raw.length - (raw.length + 4 + n * 2);
  const all = [...sharable(ast).entries()].filter(([raw, uses]) => uses.length > 1 && saving(raw, uses.length) > 0);
  const ranked = all
    .filter(([raw]) => !VALUE_WORDS.has(raw))
    .sort((a, b) => saving(b[0], b[1].length) - saving(a[0], a[1].length) || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const chosen = ranked.slice(0, MAX_SHARED_STRINGS).concat(all.filter(([raw]) => VALUE_WORDS.has(raw)));
  // The rest, in the table: a use costs its name (1-2 characters), the brackets and the index's digits.
  const rest = ranked.slice(MAX_SHARED_STRINGS);
  const inTable: [string, Node[]][] = [];
  for (const [raw, uses] of rest) {
    const index = inTable.length + 1;
    if (uses.length * raw.length - (raw.length + 1) - uses.length * (4 + digits(index)) > 0) inTable.push([raw, uses]);
  }
  if (chosen.length === 0 && inTable.length === 0) return code;
  const edits: { at: [number, number]; name: string }[] = [];
  const names: string[] = [];
  const check = (name: string) => {
    if (code.indexOf(name) >= 0) throw new Error(`luaCompactStrings: the chunk already holds ${name}`);
  };
  chosen.forEach(([, uses], i) => {
    const name = `____shared${i}`;
    check(name);
    names.push(name);
    for (const u of uses) edits.push({ at: u.range, name });
  });
  const table = "____sharedStrings";
  if (inTable.length > 0) {
    check(table);
    inTable.forEach(([, uses], i) => {
      for (const u of uses) edits.push({ at: u.range, name: `${table}[${i + 1}]` });
    });
  }
  let out = "";
  let from = 0;
  for (const e of edits.sort((a, b) => a.at[0] - b.at[0])) {
    out += code.slice(from, e.at[0]) + e.name;
    from = e.at[1];
  }
  out += code.slice(from);
  const locals = chosen.length === 0 ? "" : `local ${names.join(",")}=${chosen.map(([raw]) => raw).join(",")} `;
  const strings = inTable.length === 0 ? "" : `local ${table}={${inTable.map(([raw]) => raw).join(",")}} `;
  return `${locals}${strings}${out}`;
}
