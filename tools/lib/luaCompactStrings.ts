/**
 * The compact form's shared strings: a string the chunk writes out more than once ("administration"
 * 13 times, a reprinted card's Crisis three times, " is not playing" 32 times) is written once, as a
 * local of the chunk on its first line, and read where it was written (issue 27: Global's bytes). A
 * Lua string is a value: reading it from a local gives the very same string.
 *
 * Left written out: a pattern given to find/match/gmatch/gsub (the lazy-pattern gate reads those
 * literals), a module name (`require("src.x")`, numbered by luaCompactImports.ts), a bracketed table
 * key, and a `f"..."` call's argument (no name can stand there). As many as the chunk's function
 * can still hold (sharedLocalsRoom), the ones that save the most over an entry of the table the rest
 * go to (a long text written twice saves nearly as much there; " is not playing" far less); in the
 * table the most-read strings get the shortest indexes.
 * `nil`, `true` and `false` are shared too (VALUE_WORDS), with the same exceptions (a plain find's
 * `true` stays written, for the lazy-pattern gate).
 * A field name is that string too: `p.colour` is `p["colour"]` and `{ colour = c }` is
 * `{ ["colour"] = c }` in Lua, so a long field name read or keyed often (`.player` 558 times in
 * Global, `.colour` 434) is read `p[<local>]` through the same local as its string, where that is
 * shorter (a name of four letters or more; a key of five or more). Left written: a call's base
 * (`x.f(...)`, `x:f(...)`: the gates read `string.find`), a function's name, the fields of a module
 * table or TSTL temporary (`____exports.x`: short export names, luaCompactExports.ts), of Lua's
 * library tables, the pattern functions' names, a field named like a property of TTS's API (read
 * as written on TTS's userdata: ttsProperties.ts), and keys starting `__` (lualib's export table).
 * Past the locals, a long field name read or keyed often is an entry of the table too
 * (`x.defendingFlagship` -> `x[S[40]]`), where a use saves 3 characters or more.
 */
import { ttsPropertyNames } from "./ttsProperties";
import { isNode } from "./luaAst";
import type { LuaNode } from "./luaAst";

type Node = LuaNode;

/**
 * Lua 5.2 (and the test VM, fengari) holds at most 200 locals in one function (MoonSharp more); the
 * chunk's own locals, the `nil`/`true`/`false` locals, the table of the rest and a margin stay free.
 */
const LUA_MAX_LOCALS = 200;
const LOCALS_MARGIN = 8;

/** How many shared strings the chunk's function can still hold as locals. */
export function sharedLocalsRoom(ast: Node): number {
  let own = 0;
  for (const s of ast.body as Node[]) {
    if (s.type === "LocalStatement") own += (s.variables as Node[]).length;
    else if (s.type === "FunctionDeclaration" && s.isLocal === true) own++;
  }
  return Math.max(0, LUA_MAX_LOCALS - LOCALS_MARGIN - own - VALUE_WORDS.size - 1);
}

/**
 * `nil`, `true` and `false` are shared the same way, outside that count: a local holding nil (or a
 * boolean) reads as the very same value, and the most-read locals get one-letter names, so each of
 * the chunk's ~4,500 `nil`s costs 1 byte instead of 3. The local is declared WITH its value, so
 * `local x=<it>` is an initialised local (the MoonSharp hazard is the bare `local x`).
 */
const VALUE_WORDS = new Set(["nil", "true", "false"]);

const PATTERN_FUNCTIONS = new Set(["find", "match", "gmatch", "gsub"]);

/** A call whose string arguments stay written out (a pattern function's, `require`'s; luaCompactProse.ts too). */
export function keepsArguments(call: Node): boolean {
  const base = call.base as Node;
  if (base.type === "Identifier") return base.name === "require" || PATTERN_FUNCTIONS.has(base.name as string);
  if (base.type === "MemberExpression") return PATTERN_FUNCTIONS.has((base.identifier as Node).name as string);
  return false;
}

/** A name's uses a local of the chunk could stand for: literals, `.name` field reads and `name =` keys. */
interface Uses {
  literals: Node[];
  /** `x.name` (not called): the MemberExpression's identifier, read as `x[<local>]`. */
  fields: Node[];
  /** `{ name = v }`: the TableKeyString's key, written `{ [<local>] = v }`. */
  keys: Node[];
}

/** Tables whose fields stay written: Lua's library (the lazy-pattern gate reads `string.find`). */
const LIBRARY_TABLES = new Set(["string", "table", "math", "os", "coroutine", "bit32", "utf8", "debug", "io", "_G"]);

/**
 * A field read `base.name` that may be read `base[<local>]` instead: not called (a call's base stays
 * as written: `x.f(...)` and `x:f(...)`, where the gates read `string.find`), not a function's name,
 * not of a module table or a TSTL temporary (`____exports.x`, `____rounds.x`: their names become
 * short export names, luaCompactExports.ts) nor of Lua's library tables, and not a pattern
 * function's name, nor a property TTS's API declares (`obj.resting`: on a userdata MoonSharp may
 * read `obj[k]` otherwise than `obj.resting`, ttsProperties.ts). A key is always sharable: a table
 * constructor makes a Lua table, whoever reads it.
 */
function fieldSharable(m: Node): boolean {
  const base = m.base as Node;
  const name = (m.identifier as Node).name as string;
  if (m.indexer !== ".") return false;
  if (base.type === "Identifier" && ((base.name as string).startsWith("____") || LIBRARY_TABLES.has(base.name as string))) return false;
  return !PATTERN_FUNCTIONS.has(name) && !ttsPropertyNames().has(name);
}

/** Every string literal (and field name) a local could stand for, by its text as a literal. */
function sharable(ast: Node): Map<string, Uses> {
  const out = new Map<string, Uses>();
  const entry = (raw: string): Uses => {
    let u = out.get(raw);
    if (u === undefined) out.set(raw, (u = { literals: [], fields: [], keys: [] }));
    return u;
  };
  const visit = (v: unknown, keep: boolean, parent: Node | undefined, key: string): void => {
    if (Array.isArray(v)) {
      for (const x of v) visit(x, keep, parent, key);
      return;
    }
    if (!isNode(v)) return;
    if (v.type === "StringLiteral" || v.type === "NilLiteral" || v.type === "BooleanLiteral") {
      if (!keep) entry(v.raw as string).literals.push(v);
      return;
    }
    if (v.type === "MemberExpression" && !keep && fieldSharable(v)) {
      const called = parent !== undefined && key === "base" && (parent.type === "CallExpression" || parent.type === "StringCallExpression" || parent.type === "TableCallExpression");
      const declared = parent !== undefined && parent.type === "FunctionDeclaration" && key === "identifier";
      if (!called && !declared) entry(`"${(v.identifier as Node).name as string}"`).fields.push(v);
    }
    if (v.type === "TableKeyString" && !keep) {
      const name = (v.key as Node).name as string;
      if (!name.startsWith("__")) entry(`"${name}"`).keys.push(v);
    }
    for (const [k, x] of Object.entries(v)) {
      if (k === "range" || k === "loc") continue;
      const kept =
        (v.type === "CallExpression" && k === "arguments" && keepsArguments(v)) ||
        (v.type === "StringCallExpression" && k === "argument") ||
        (v.type === "TableKey" && k === "key") ||
        // `function a.b.c()`: a function's name is names and dots only.
        (v.type === "FunctionDeclaration" && k === "identifier");
      visit(x, keep || kept, v, k);
    }
  };
  visit(ast, false, undefined, "");
  return out;
}

/** Digits of a positive integer, for the cost of `S[n]`. */
function digits(n: number): number {
  return String(n).length;
}

/**
 * `code` with its most repeated strings read from locals of the chunk, declared in front of its
 * first line (every line stays where it was), named `____shared<n>` (the renaming shortens them);
 * the repeated strings past those the function can hold are read from one more local, a table of them
 * (`____sharedStrings[n]`, about 5 characters a use), where that is shorter than writing them out.
 */
export function withSharedStrings(code: string, ast: Node): string {
  // A use costs a name (about 2 characters after renaming), the declaration the string once more; a
  // field read `.name` becomes `[n]` (4 characters), a key `name =` becomes `[n] =`, where shorter.
  const fieldGain = (raw: string) => Math.max(0, raw.length - 5);
  const keyGain = (raw: string) => Math.max(0, raw.length - 6);
  const gainOf = (raw: string, u: Uses) => u.literals.length * (raw.length - 2) + u.fields.length * fieldGain(raw) + u.keys.length * keyGain(raw) - (raw.length + 4);
  const usesOf = (raw: string, u: Uses) => u.literals.length + (fieldGain(raw) > 0 ? u.fields.length : 0) + (keyGain(raw) > 0 ? u.keys.length : 0);
  const all = [...sharable(ast).entries()].filter(([raw, u]) => usesOf(raw, u) > 1 && gainOf(raw, u) > 0);
  // In the table (`S[12]`, the table's name about 2 characters): a literal's use costs the name,
  // the brackets and the index's digits; a field `.name` becomes `[S[12]]`, a key `name=` `[S[12]]=`
  // (a long name read or keyed often saves there too), where a use saves 3 characters or more (it
  // costs 4 more tokens: MoonSharp's load follows tokens).
  const tableUses = (raw: string, u: Uses, index: number) => {
    const d = digits(index);
    const fields = raw.length - 7 - d > 2 ? u.fields : [];
    const keys = raw.length - 8 - d > 2 ? u.keys : [];
    return { fields, keys, gain: u.literals.length * (raw.length - 4 - d) + fields.length * (raw.length - 7 - d) + keys.length * (raw.length - 8 - d) - (raw.length + 1) };
  };
  // The locals go to the strings they save the most on over the table: a long text written twice
  // saves nearly as much there, a short one written 30 times far less.
  const overTable = (raw: string, u: Uses) => gainOf(raw, u) - Math.max(0, tableUses(raw, u, 10).gain);
  const ranked = all
    .filter(([raw]) => !VALUE_WORDS.has(raw))
    .sort((a, b) => overTable(b[0], b[1]) - overTable(a[0], a[1]) || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const room = sharedLocalsRoom(ast);
  const chosen = ranked.slice(0, room).concat(all.filter(([raw]) => VALUE_WORDS.has(raw)));
  // The rest in the table, the most-used first (the shortest indexes).
  const usedInTable = (raw: string, u: Uses) => {
    const t = tableUses(raw, u, 100);
    return u.literals.length + t.fields.length + t.keys.length;
  };
  const rest = ranked.slice(room).sort((a, b) => usedInTable(b[0], b[1]) - usedInTable(a[0], a[1]) || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const inTable: [string, Node[], Node[], Node[]][] = [];
  for (const [raw, u] of rest) {
    const t = tableUses(raw, u, inTable.length + 1);
    if (u.literals.length + t.fields.length + t.keys.length > 1 && t.gain > 0) inTable.push([raw, u.literals, t.fields, t.keys]);
  }
  if (chosen.length === 0 && inTable.length === 0) return code;
  const edits: { at: [number, number]; name: string }[] = [];
  const names: string[] = [];
  const check = (name: string) => {
    if (code.indexOf(name) >= 0) throw new Error(`luaCompactStrings: the chunk already holds ${name}`);
  };
  const readAs = (name: string, literals: Node[], fields: Node[], keys: Node[]) => {
    for (const l of literals) edits.push({ at: l.range, name });
    for (const m of fields) {
      const id = m.identifier as Node;
      const dot = code.lastIndexOf(".", id.range[0]);
      if (dot < 0 || code.slice(dot + 1, id.range[0]).trim() !== "") throw new Error(`luaCompactStrings: no '.' before the field at ${id.range[0]}`);
      edits.push({ at: [dot, id.range[1]], name: `[${name}]` });
    }
    for (const k of keys) edits.push({ at: (k.key as Node).range, name: `[${name}]` });
  };
  chosen.forEach(([raw, u], i) => {
    const name = `____shared${i}`;
    check(name);
    names.push(name);
    readAs(name, u.literals, fieldGain(raw) > 0 ? u.fields : [], keyGain(raw) > 0 ? u.keys : []);
  });
  const table = "____sharedStrings";
  if (inTable.length > 0) {
    check(table);
    inTable.forEach(([, literals, fields, keys], i) => readAs(`${table}[${i + 1}]`, literals, fields, keys));
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
