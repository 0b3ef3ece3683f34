/**
 * TSTL's helpers (lualib) as locals of the chunk (issue 27: Global's bytes). TSTL bundles its
 * helpers as one module, `["lualib_bundle"] = function(...) <local functions> return { __TS__X =
 * __TS__X, ... } end`, and every module that uses one starts `local ____lualib =
 * require("lualib_bundle")` and names each helper it reads, `local __TS__ArrayMap =
 * ____lualib.__TS__ArrayMap`: 251 requires and 831 such names in Global (`,z.e` and `,c(1)` in the
 * compact form, ~6 bytes each). Here the helpers' body runs once, at the chunk's top, in a function
 * whose values are locals of the chunk named as the helpers are:
 * `local __TS__ArrayMap,... = (function() <the same body> return __TS__ArrayMap,... end)()`, and
 * each module's require and names are left out, so its reads of `__TS__ArrayMap` read the chunk's
 * local of that name: the same function. lualib's body reads nothing but Lua's library and its own
 * locals, and runs nothing but definitions, so running it before the modules' table is built, not
 * at the first require, changes nothing a module can see.
 *
 * All or nothing: only where lualib is the first module of the table and every use of it is that
 * require and those names, at the top of a module, before anything else, each name the helper's
 * own (`local __TS__X = ____lualib.__TS__X`); otherwise the chunk is left as it is. The module goes
 * from the table, so `bundleModuleNames` leaves it out too (the same check on the readable bundle).
 * Lines stay where they were: `____modules = {` moves to the line of lualib's closing `end`, the
 * helpers' names to their `return`'s first line, and the left-out statements leave their lines empty.
 */
import * as luaparse from "luaparse";
import { applyEdits } from "./textEdits";
import type { TextEdit } from "./textEdits";
import type { LuaNode } from "./luaAst";
import { walk } from "./luaAst";

type Node = LuaNode;

export const LUALIB = "lualib_bundle";
/** The nth key of that table: one letter (never a keyword), then `_53`... */
const shortName = (n: number): string => (n < 53 ? "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_"[n] : `_${n}`);
/** The table of the helpers that are not locals of the chunk. */
const REST = "____lualibRest";
/** A helper named by this many modules or more is a local of the chunk (Global: 20 saves the most, 2.9 KB; 1, every helper a local, 1.7 KB). */
const LOCAL_HELPER_MODULES = 20;

const requireOf = (e: Node | undefined): string | undefined => {
  if (e === undefined || e.type !== "CallExpression" || (e.base as Node).type !== "Identifier" || (e.base as Node).name !== "require") return undefined;
  const args = e.arguments as Node[];
  return args.length >= 1 && args[0].type === "StringLiteral" ? (args[0].raw as string).slice(1, -1) : undefined;
};

/** The edits that make lualib's helpers locals of the chunk (see the header), or undefined where the chunk does not allow it. */
export function lualibEdits(code: string, ast: Node, localFrom = LOCAL_HELPER_MODULES): TextEdit[] | undefined {
  const modulesAt = (ast.body as Node[]).findIndex((s) => s.type === "AssignmentStatement" && (s.variables as Node[]).length === 1 && (s.variables as Node[])[0].type === "Identifier" && (s.variables as Node[])[0].name === "____modules");
  if (modulesAt < 0) return undefined;
  const assign = (ast.body as Node[])[modulesAt];
  const table = (assign.init as Node[])[0];
  if (table === undefined || table.type !== "TableConstructorExpression") return undefined;
  const fields = table.fields as Node[];
  const first = fields[0];
  if (first === undefined || first.type !== "TableKey" || (first.key as Node).type !== "StringLiteral" || (first.key as Node).raw !== `"${LUALIB}"`) return undefined;
  const fn = first.value as Node;
  if (fn.type !== "FunctionDeclaration") return undefined;
  const body = fn.body as Node[];
  const ret = body[body.length - 1];
  if (ret === undefined || ret.type !== "ReturnStatement" || (ret.arguments as Node[]).length !== 1) return undefined;
  const exported = (ret.arguments as Node[])[0];
  if (exported.type !== "TableConstructorExpression") return undefined;
  const helpers = new Set<string>();
  for (const f of exported.fields as Node[]) {
    const key = f.key as Node;
    const value = f.value as Node;
    if (f.type !== "TableKeyString" || value.type !== "Identifier" || value.name !== key.name) return undefined;
    helpers.add(key.name as string);
  }
  // The module's table: `____modules = {` then lualib first (only space between them), then a separator.
  const open = code.indexOf("{", (assign.variables as Node[])[0].range[1]);
  if (open !== table.range[0] || code.slice(open + 1, first.range[0]).trim() !== "") return undefined;
  let sep = fn.range[1];
  while (sep < code.length && (code[sep] === " " || code[sep] === "\t")) sep++;
  if (code[sep] !== "," && code[sep] !== ";") return undefined;
  const header = code.indexOf(")", fn.range[0]);
  if (header < 0 || (body[0] !== undefined && header > body[0].range[0])) return undefined;

  // Every require of lualib: a module's first statement, followed by its names of helpers.
  const edits: TextEdit[] = [];
  // Each helper's names in the modules: the statement, and the `____lualib.__TS__X` it reads.
  const used = new Map<string, Node[]>();
  const aliases = new Map<string, Node[]>();
  // Each name's reads in its module (the name is the helper's: nothing else in TSTL's output has it).
  const reads = new Map<Node, Node[]>();
  const seen = new Set<Node>();
  for (const f of fields.slice(1)) {
    const m = f.value as Node;
    if (f.type !== "TableKey" || m.type !== "FunctionDeclaration") continue;
    const statements = m.body as Node[];
    const head = statements[0];
    if (head === undefined || head.type !== "LocalStatement" || (head.variables as Node[]).length !== 1 || requireOf((head.init as Node[])[0]) !== LUALIB) continue;
    const table = (head.variables as Node[])[0].name as string;
    seen.add((head.init as Node[])[0]);
    edits.push({ start: head.range[0], end: head.range[1], text: "" });
    let i = 1;
    for (; i < statements.length; i++) {
      const s = statements[i];
      if (s.type !== "LocalStatement" || (s.variables as Node[]).length !== 1 || (s.init as Node[]).length !== 1) break;
      const v = (s.init as Node[])[0];
      if (v.type !== "MemberExpression" || v.indexer !== "." || (v.base as Node).type !== "Identifier" || (v.base as Node).name !== table) break;
      const name = (v.identifier as Node).name as string;
      if ((s.variables as Node[])[0].name !== name || !helpers.has(name)) return undefined;
      used.set(name, (used.get(name) ?? []).concat([v]));
      aliases.set(name, (aliases.get(name) ?? []).concat([s]));
      const own: Node[] = [];
      const fieldNames = new Set<Node>();
      walk(statements.slice(i + 1), (n) => {
        if (n.type === "MemberExpression") fieldNames.add(n.identifier as Node);
        if (n.type === "TableKeyString") fieldNames.add(n.key as Node);
        if (n.type === "Identifier" && n.name === name && !fieldNames.has(n)) own.push(n);
      });
      reads.set(s, own);
    }
    // The module table's name read anywhere else: it stays as it is.
    let other = false;
    walk(statements.slice(i), (n) => {
      if (n.type === "Identifier" && n.name === table) other = true;
    });
    if (other) return undefined;
  }
  let stray = false;
  walk(ast.body, (n) => {
    if (requireOf(n) === LUALIB && !seen.has(n)) stray = true;
  });
  if (stray) return undefined;
  // A helper few modules name saves less as a local of the chunk than the shared string it would
  // take the place of (luaCompactStrings.ts: the chunk's locals are counted): those are fields of one
  // more local, a table with short keys, and each module names them from it as it did from lualib.
  const names = [...helpers].filter((h) => (used.get(h) ?? []).length >= localFrom);
  const rest = [...helpers].filter((h) => used.has(h) && !names.includes(h));
  if (names.length === 0 && rest.length === 0) return undefined;
  rest.forEach((h, k) => {
    // A name read once gives way to its read (`____lualibRest.a(...)`), as an import alias does.
    aliases.get(h)!.forEach((s, j) => {
      const own = reads.get(s)!;
      if (own.length === 1) {
        edits.push({ start: s.range[0], end: s.range[1], text: "" });
        edits.push({ start: own[0].range[0], end: own[0].range[1], text: `${REST}.${shortName(k)}` });
      } else edits.push({ start: used.get(h)![j].range[0], end: used.get(h)![j].range[1], text: `${REST}.${shortName(k)}` });
    });
  });
  for (const h of names) for (const s of aliases.get(h)!) edits.push({ start: s.range[0], end: s.range[1], text: "" });
  const locals = rest.length > 0 ? names.concat(REST) : names;
  const values = rest.length > 0 ? names.concat(`{${rest.map((h, k) => `${shortName(k)}=${h}`).join(",")}}`) : names;

  // `____modules = {` goes to the line of lualib's `end`; lualib's head becomes the locals' head.
  edits.push({ start: assign.range[0], end: open + 1, text: "" });
  edits.push({ start: first.range[0], end: header + 1, text: `local ${locals.join(",")}=(function()` });
  const lines = (code.slice(ret.range[0], ret.range[1]).match(/\n/g) ?? []).length;
  edits.push({ start: ret.range[0], end: ret.range[1], text: `return ${values.join(",")}${"\n".repeat(lines)}` });
  edits.push({ start: fn.range[1], end: sep + 1, text: ")() ____modules={" });
  return edits;
}

const parse = (text: string) => luaparse.parse(text, { luaVersion: "5.2", comments: false, locations: false, ranges: true, scope: false }) as unknown as Node;

/** The chunk with lualib's helpers as its locals (see the header), or as it is. */
export function withLualibLocals(code: string, ast: Node = parse(code), localFrom = LOCAL_HELPER_MODULES): string {
  const edits = lualibEdits(code, ast, localFrom);
  return edits === undefined ? code : applyEdits(code, edits);
}

/** Whether the compact form of this (readable) bundle has lualib's helpers as locals, its module gone. */
export function lualibHoisted(readable: string): boolean {
  if (!readable.includes(`["${LUALIB}"]`)) return false;
  return lualibEdits(readable, parse(readable)) !== undefined;
}
