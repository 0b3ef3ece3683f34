/**
 * The compact form leaves out the modules that hold nothing (issue 27: Global's bytes). A module of
 * TypeScript types alone compiles to `local ____exports = {} return ____exports`, yet TSTL bundles
 * it and a barrel's `export *` requires it and copies its (no) fields. Such a module runs nothing
 * and gives an empty table; it goes, with every require of it, where each require is one whose
 * result nothing reads but to copy it:
 * - an `export *` block, `do local e = require(m) for k, v in pairs(e) do ... end end`, copying
 *   nothing from an empty table;
 * - a bare `require(m)` statement;
 * - `local x = require(m)` with x never read.
 * A module required any other way (its table read, handed on, returned) stays. A module left with
 * nothing once those blocks are gone (a barrel of type modules) is empty too. Its number stays its
 * own (luaCompactImports.ts numbers the modules of the readable bundle: `npm run where` still names
 * every line); the table entry and its requires become empty lines, every other line where it was.
 */
import type { Binding } from "./luaCompactImports";
import { moduleFields } from "./luaCompactImports";
import { isNode, walk } from "./luaAst";
import type { LuaNode } from "./luaAst";

type Node = LuaNode;

/** `require("m")`'s module name, or undefined. */
function required(e: Node | undefined): string | undefined {
  if (e === undefined || e.type !== "CallExpression" || (e.base as Node).type !== "Identifier" || (e.base as Node).name !== "require") return undefined;
  const args = e.arguments as Node[];
  return args.length === 1 && args[0].type === "StringLiteral" ? (args[0].raw as string).slice(1, -1) : undefined;
}

/** The module a statement requires without reading the result but to copy it (see the header), or undefined. */
function droppableRequire(s: Node, bindingAt: Map<number, Binding>): string | undefined {
  if (s.type === "CallStatement") return required(s.expression as Node);
  if (s.type === "LocalStatement" && (s.variables as Node[]).length === 1 && (s.init as Node[]).length === 1) {
    const m = required((s.init as Node[])[0]);
    const b = bindingAt.get((s.variables as Node[])[0].range[0]);
    return m !== undefined && b !== undefined && b.uses.length === 1 ? m : undefined;
  }
  if (s.type !== "DoStatement") return undefined;
  const body = s.body as Node[];
  if (body.length !== 2 || body[0].type !== "LocalStatement" || body[1].type !== "ForGenericStatement") return undefined;
  const local = body[0];
  if ((local.variables as Node[]).length !== 1 || (local.init as Node[]).length !== 1) return undefined;
  const m = required((local.init as Node[])[0]);
  const b = bindingAt.get((local.variables as Node[])[0].range[0]);
  const it = (body[1].iterators as Node[])[0];
  const arg = (body[1].iterators as Node[]).length === 1 && it.type === "CallExpression" && (it.base as Node).type === "Identifier" && (it.base as Node).name === "pairs" ? (it.arguments as Node[])[0] : undefined;
  // The local is read once, as the loop's table: the loop's body runs once per field (none).
  if (m === undefined || b === undefined || arg === undefined || b.uses.length !== 2 || b.uses[1] !== arg) return undefined;
  return m;
}

/** Whether a module's statements (but those left out) are `local ____exports = {}` and `return ____exports`. */
function empty(fn: Node, gone: Set<Node>): boolean {
  const body = (fn.body as Node[]).filter((s) => !gone.has(s));
  if (body.length !== 2) return false;
  const [local, ret] = body;
  if (local.type !== "LocalStatement" || (local.variables as Node[]).length !== 1 || (local.init as Node[]).length !== 1) return false;
  const name = (local.variables as Node[])[0].name;
  const init = (local.init as Node[])[0];
  if (init.type !== "TableConstructorExpression" || (init.fields as Node[]).length !== 0) return false;
  const args = ret.type === "ReturnStatement" ? (ret.arguments as Node[]) : [];
  return args.length === 1 && args[0].type === "Identifier" && args[0].name === name;
}

/** The empty modules' table entries (with their separators) and their requires left out, as [start, end) offsets. */
export function emptyModules(code: string, ast: Node, bindingAt: Map<number, Binding>): [number, number][] {
  const fields = moduleFields(ast);
  // How often each module is required, and the statements the header names that require it.
  const requires = new Map<string, number>();
  walk(ast.body, (n) => {
    const m = required(n);
    if (m !== undefined) requires.set(m, (requires.get(m) ?? 0) + 1);
  });
  const droppable = new Map<string, Node[]>();
  const statements = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(statements);
    if (!isNode(n)) return;
    const m = droppableRequire(n, bindingAt);
    if (m !== undefined) droppable.set(m, (droppable.get(m) ?? []).concat([n]));
    for (const [k, v] of Object.entries(n)) if (k !== "range" && k !== "loc") statements(v);
  };
  statements(ast.body);
  const gone = new Set<Node>();
  const goneModules = new Set<Node>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const f of fields) {
      const name = (f.key as Node).raw as string;
      const m = name.slice(1, -1);
      if (goneModules.has(f) || !empty(f.value as Node, gone)) continue;
      // Every require of it is a droppable statement (each statement holds one require).
      const drops = droppable.get(m) ?? [];
      if ((requires.get(m) ?? 0) !== drops.length) continue;
      // Its entry needs a separator after it to go cleanly (`{a,,b}` does not parse).
      let end = f.range[1];
      while (end < code.length && /\s/.test(code[end])) end++;
      if (code[end] !== "," && code[end] !== ";") continue;
      goneModules.add(f);
      for (const s of drops) gone.add(s);
      changed = true;
    }
  }
  const out: [number, number][] = [];
  for (const f of goneModules) {
    let end = f.range[1];
    while (/\s/.test(code[end])) end++;
    out.push([f.range[0], end + 1]);
  }
  // A require inside a module that goes goes with it (its range holds it).
  for (const s of gone) out.push([s.range[0], s.range[1]]);
  return out.sort((a, b) => a[0] - b[0]);
}
