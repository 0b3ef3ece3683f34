/**
 * The compact form's two edits to TSTL's module plumbing (issue 27: Global's size), both decided on
 * the parsed chunk and applied by luaCompact.ts's token pass, every line kept where it was:
 * - **Module numbers.** TSTL's bundle keys each module by its path (`["src.core.game.rounds"] =
 *   function(...)`) and every import names it again (`require("src.core.game.rounds")`): ~1,500
 *   times in Global. In the compact form those `require` arguments become numbers, each module's
 *   place in the table (`bundleModuleNames` names them in that order), and the table is a list
 *   (`positionalModules`): `{function() ... end, function() ... end}` gives its nth function the key
 *   n, as `[n]=` did, for no key written (Global's 355 keys, 2 KB, for 1.3 KB more digits in its
 *   requires than the most required first). build/lua/readable/ keeps the names, on the same lines.
 * - **Import aliases used once.** `local declare = ____rounds.declare` at a module's top, read once
 *   or not at all, costs more than the field read it names: the read takes its place
 *   (`____rounds.declare(...)`) and the line is left empty. A later read of a field is what an ES
 *   import means anyway (a live binding); only an alias of a module never assigned, itself never
 *   assigned, is inlined, and only where that makes the chunk shorter.
 */
import { LUALIB, lualibHoisted } from "./luaCompactLualib";
import type { LuaNode } from "./luaAst";
import { walk } from "./luaAst";

type Node = LuaNode;

/** Lua's keywords, and `self` (a method's implicit parameter): never given as a short name. */
export const KEYWORDS = new Set(
  "and break do else elseif end false for function goto if in local nil not or repeat return then true until while self".split(" "),
);
const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_";
const NEXT = FIRST + "0123456789";

/** The nth short name: a..z, A..Z, _, then two characters and more. */
export function shortName(n: number): string {
  let s = FIRST[n % FIRST.length];
  n = Math.floor(n / FIRST.length);
  while (n > 0) {
    n -= 1;
    s += NEXT[n % NEXT.length];
    n = Math.floor(n / NEXT.length);
  }
  return s;
}

/** A local binding of the chunk (luaCompact.ts): its short name, and every identifier that names it. */
export interface Binding {
  index: number;
  name: string;
  uses: Node[];
  /** Assigned to after its declaration (`x = ...`). */
  assigned: boolean;
}

export interface ImportEdits {
  /** Replacement text of string literals, by start offset (module names). */
  strings: Map<number, string>;
  /** Replacement text of identifiers, by start offset (an inlined alias's reads). */
  inline: Map<number, string>;
  /** Statements left out, as [start, end) offsets. */
  drop: [number, number][];
}

/** TSTL's module table: each module's name and function, in table order. */
export interface BundleModule {
  name: string;
  fn: Node;
}

/**
 * The module names of a TSTL bundle as it printed it (the readable form), in the compact form's
 * number order: the nth is module n (the nth function of the list, `require(n)`).
 */
export function bundleModuleNames(readable: string): string[] {
  // lualib's module is not in the compact form where its helpers are the chunk's locals (luaCompactLualib.ts).
  const hoisted = lualibHoisted(readable);
  return [...readable.matchAll(/^\["([^"]+)"\] = function\(\.\.\.\) ?$/gm)].map((m) => m[1]).filter((n) => !hoisted || n !== LUALIB);
}

/** Each module of TSTL's module table, in table order (none: not a bundle). */
export function bundleModules(ast: Node): BundleModule[] {
  return moduleFields(ast).map((f) => ({ name: literal(f.key as Node), fn: f.value as Node }));
}

/** TSTL's `____modules = { ["name"] = function(...) ... end, ... }` statement's fields. */
export function moduleFields(ast: Node): Node[] {
  const t = moduleTable(ast);
  return t === undefined ? [] : (t.fields as Node[]).filter((f) => f.type === "TableKey" && (f.key as Node).type === "StringLiteral" && (f.value as Node).type === "FunctionDeclaration");
}

/** The table constructor of TSTL's `____modules = {...}` statement, or undefined. */
function moduleTable(ast: Node): Node | undefined {
  for (const s of ast.body as Node[]) {
    if (s.type !== "AssignmentStatement") continue;
    const v = (s.variables as Node[])[0];
    const t = (s.init as Node[])[0];
    if (v !== undefined && v.type === "Identifier" && v.name === "____modules" && t !== undefined && t.type === "TableConstructorExpression") return t;
  }
  return undefined;
}

/**
 * The module table as a list (see the header), by `edits` on the token pass: each kept entry loses
 * its `["name"] =` (its key is its place), and an entry left out (a module of types alone, an inert
 * one nothing requires: a drop that starts at the entry) is written `nil` in its place, so every
 * later function keeps its number (`{f,nil,g}` sets t[3] = g; t[2] was never set, as before); one
 * after the last kept entry is not written at all (`{f,g}` for `{f,g,nil}`: t[3] is nil either way). Only
 * where every field of the table is a module, each numbered by its place, and a left-out entry's
 * drop is that entry and its separator alone; otherwise the keys stay.
 */
export function positionalModules(ast: Node, edits: ImportEdits): void {
  const table = moduleTable(ast);
  const fields = moduleFields(ast);
  if (table === undefined || fields.length === 0 || fields.length !== (table.fields as Node[]).length) return;
  if (fields.some((f, i) => edits.strings.get((f.key as Node).range[0]) !== String(i + 1))) return;
  const goes = new Map<Node, number>();
  for (const f of fields) {
    const at = edits.drop.findIndex((d) => d[0] === f.range[0]);
    if (at >= 0) goes.set(f, at);
    else if (edits.drop.some((d) => d[0] < f.range[1] && f.range[0] < d[1] && !(d[0] >= (f.value as Node).range[0] && d[1] <= f.range[1]))) return;
  }
  for (const [f, at] of goes) if (edits.drop[at][1] < f.range[1] || edits.drop.some((d, i) => i !== at && d[0] < (f.value as Node).range[0] && d[1] > f.range[0])) return;
  // Entries left out after the last kept one are not written at all: no later number rests on them.
  let last = fields.length - 1;
  while (last >= 0 && goes.has(fields[last])) last--;
  const split: [number, number][] = [];
  for (const [i, f] of fields.entries()) {
    const key = f.key as Node;
    const at = goes.get(f);
    if (at === undefined) {
      split.push([f.range[0], (f.value as Node).range[0]]);
      continue;
    }
    if (i > last) continue;
    // Its separator stays after the `nil`.
    edits.drop[at] = [f.range[0], key.range[0]];
    split.push([key.range[1], f.range[1]]);
    edits.strings.set(key.range[0], "nil");
  }
  edits.drop.push(...split);
}

const literal = (n: Node) => (n.raw as string).slice(1, -1);

/** `fields`: the compact form's new text of field names, by start offset (luaCompactExports.ts). */
export function importEdits(ast: Node, bindingAt: Map<number, Binding>, fields: Map<number, string> = new Map()): ImportEdits {
  const edits: ImportEdits = { strings: new Map(), inline: new Map(), drop: [] };
  const ids = new Map<string, string>();
  const isRequire = (n: Node) => n.type === "CallExpression" && (n.base as Node).type === "Identifier" && (n.base as Node).name === "require";
  // Numbers only name modules (any order loads the same modules the same way): each its place in the table.
  moduleFields(ast).forEach((f, i) => ids.set(literal(f.key as Node), String(i + 1)));
  for (const f of moduleFields(ast)) edits.strings.set((f.key as Node).range[0], ids.get(literal(f.key as Node))!);
  if (ids.size === 0) return edits;
  walk(ast, (n) => {
    if (!isRequire(n)) return;
    const arg = (n.arguments as Node[])[0];
    if (arg !== undefined && arg.type === "StringLiteral" && ids.has(literal(arg))) edits.strings.set(arg.range[0], ids.get(literal(arg))!);
  });
  for (const f of moduleFields(ast)) inlineAliases((f.value as Node).body as Node[], bindingAt, fields, edits);
  return edits;
}

function inlineAliases(body: Node[], bindingAt: Map<number, Binding>, fields: Map<number, string>, edits: ImportEdits): void {
  const modules = new Set<Binding>();
  for (const s of body) {
    if (s.type !== "LocalStatement") continue;
    const vars = s.variables as Node[];
    const init = s.init as Node[];
    if (vars.length !== 1 || init.length !== 1) continue;
    const x = bindingAt.get(vars[0].range[0]);
    if (x === undefined || x.assigned) continue;
    const v = init[0];
    if (v.type === "CallExpression" && (v.base as Node).type === "Identifier" && (v.base as Node).name === "require") {
      modules.add(x);
      continue;
    }
    if (v.type !== "MemberExpression" || v.indexer !== "." || (v.base as Node).type !== "Identifier") continue;
    const y = bindingAt.get((v.base as Node).range[0]);
    if (y === undefined || !modules.has(y) || y.assigned) continue;
    const field = v.identifier as Node;
    const read = `${y.name}.${fields.get(field.range[0]) ?? (field.name as string)}`;
    const uses = x.uses.filter((u) => u.range[0] !== vars[0].range[0]);
    const declared = `local ${x.name}=${read}`.length;
    if (uses.length * (read.length - x.name.length) >= declared) continue;
    edits.drop.push([s.range[0], s.range[1]]);
    for (const u of uses) edits.inline.set(u.range[0], read);
  }
}
