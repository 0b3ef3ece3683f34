/**
 * The compact form's short export names (issue 27: Global's size). Every `____exports.declare`,
 * `function ____exports.declare(...)` and `____rounds.declare` names a module's export in full:
 * ~65 KB of Global. In the compact form each export name read or written only as `<module table>.name`
 * gets a short name, lualib's export table's keys too. The names are a module's own, its most-read
 * export first (`a`, `b`...), except that modules an `export *` copy joins (TSTL's loop copies keys
 * as they are) are named as one group, so the copy holds the short names its reads ask for.
 *
 * A module table is a module's `____exports` or a local holding `require(...)`'s result. If one is
 * used any other way (handed on, indexed by a computed key, walked by `pairs`), code we cannot follow
 * may read its fields by name: every name of that module (and of its group) keeps its spelling. TSTL's
 * own `export *` loop (`for k, v in pairs(m) do if k ~= "default" then ____exports[k] = v end end`)
 * copies keys as they are, so it is followed: the copy holds the short names its reads ask for.
 */
import { KEYWORDS, shortName } from "./luaCompactImports";
import type { Binding, BundleModule } from "./luaCompactImports";
import { isNode } from "./luaAst";
import type { LuaNode } from "./luaAst";

type Node = LuaNode;

/** The identifiers TSTL's `export *` loops use their two module tables by (start offsets). */
function exportStarCopies(ast: Node): { out: Set<number>; pairs: [number, number][] } {
  const out = new Set<number>();
  const pairs: [number, number][] = [];
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (!isNode(n)) return;
    if (n.type === "ForGenericStatement") {
      const it = (n.iterators as Node[])[0];
      const vars = n.variables as Node[];
      const body = n.body as Node[];
      const arg = it !== undefined && it.type === "CallExpression" && (it.base as Node).name === "pairs" ? (it.arguments as Node[])[0] : undefined;
      const clause = body.length === 1 && body[0].type === "IfStatement" ? (body[0].clauses as Node[]) : [];
      const copy = clause.length === 1 && (clause[0].body as Node[]).length === 1 ? (clause[0].body as Node[])[0] : undefined;
      const target = copy !== undefined && copy.type === "AssignmentStatement" ? (copy.variables as Node[])[0] : undefined;
      const value = copy !== undefined && copy.type === "AssignmentStatement" ? (copy.init as Node[])[0] : undefined;
      if (
        arg !== undefined && arg.type === "Identifier" && vars.length === 2 && target !== undefined && target.type === "IndexExpression" &&
        (target.base as Node).type === "Identifier" && (target.index as Node).type === "Identifier" && (target.index as Node).name === vars[0].name &&
        value !== undefined && value.type === "Identifier" && value.name === vars[1].name
      ) {
        out.add(arg.range[0]);
        out.add((target.base as Node).range[0]);
        pairs.push([arg.range[0], (target.base as Node).range[0]]);
      }
    }
    for (const [k, v] of Object.entries(n)) if (k !== "range" && k !== "loc") visit(v);
  };
  visit(ast);
  return { out, pairs };
}

/** Which module each module-table binding holds, and the reads that hand a module table to require. */
export interface ModuleTables {
  index: Map<string, number>;
  holds: Map<Binding, number>;
  /** `return ____exports` (how require gets a module's table), by start offset. */
  returned: Set<number>;
  /** The identifiers TSTL's `export *` loops use their two module tables by (start offsets). */
  copies: Set<number>;
  /** Each copy's two module tables (start offsets of the copied one and of the copy). */
  copyPairs: [number, number][];
}

export function moduleTables(ast: Node, modules: BundleModule[], bindingAt: Map<number, Binding>): ModuleTables {
  const index = new Map<string, number>();
  modules.forEach((m, i) => index.set(m.name, i));
  const holds = new Map<Binding, number>();
  const returned = new Set<number>();
  const isRequire = (n: Node) => n.type === "CallExpression" && (n.base as Node).type === "Identifier" && (n.base as Node).name === "require";
  const visitLocals = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visitLocals);
    if (!isNode(n)) return;
    if (n.type === "LocalStatement" && (n.variables as Node[]).length === 1 && (n.init as Node[]).length === 1) {
      const v = (n.init as Node[])[0];
      const arg = isRequire(v) ? (v.arguments as Node[])[0] : undefined;
      const target = arg !== undefined && arg.type === "StringLiteral" ? index.get((arg.raw as string).slice(1, -1)) : undefined;
      const b = bindingAt.get((n.variables as Node[])[0].range[0]);
      if (b !== undefined && target !== undefined) holds.set(b, target);
    }
    for (const [k, v] of Object.entries(n)) if (k !== "range" && k !== "loc") visitLocals(v);
  };
  visitLocals(ast.body);
  modules.forEach((m, i) => {
    const body = m.fn.body as Node[];
    for (const s of body) {
      if (s.type !== "LocalStatement") continue;
      const v = (s.variables as Node[])[0];
      const init = (s.init as Node[])[0];
      if (v !== undefined && v.name === "____exports" && init !== undefined && init.type === "TableConstructorExpression") {
        const b = bindingAt.get(v.range[0]);
        if (b !== undefined) holds.set(b, i);
      }
    }
    // `return ____exports` (or lualib's `return { __TS__X = __TS__X, ... }`) is how require gets it.
    const last = body[body.length - 1];
    if (last !== undefined && last.type === "ReturnStatement") for (const a of last.arguments as Node[]) returned.add(a.range[0]);
  });
  const star = exportStarCopies(ast);
  return { index, holds, returned, copies: star.out, copyPairs: star.pairs };
}

/** New text of field-name identifiers, by start offset. */
export function exportRenames(ast: Node, modules: BundleModule[], bindingAt: Map<number, Binding>): Map<number, string> {
  const { index, holds, returned, copies, copyPairs: copyAt } = moduleTables(ast, modules, bindingAt);
  const moduleAt = (at: number): number | undefined => {
    const b = bindingAt.get(at);
    return b === undefined ? undefined : holds.get(b);
  };
  const uses: { at: number; name: string; module: number }[] = [];
  const escaped = new Set<number>();
  const visit = (n: unknown, parent: Node | undefined, key: string): void => {
    if (Array.isArray(n)) return n.forEach((x) => visit(x, parent, key));
    if (!isNode(n)) return;
    if (n.type === "Identifier") {
      const b = bindingAt.get(n.range[0]);
      const m = b === undefined ? undefined : holds.get(b);
      if (m !== undefined && b!.uses[0].range[0] !== n.range[0] && !returned.has(n.range[0]) && !copies.has(n.range[0])) {
        if (parent !== undefined && parent.type === "MemberExpression" && key === "base" && parent.indexer === ".") {
          const id = parent.identifier as Node;
          uses.push({ at: id.range[0], name: id.name as string, module: m });
        } else escaped.add(m);
      }
      return;
    }
    for (const [k, v] of Object.entries(n)) if (k !== "range" && k !== "loc") visit(v, n, k);
  };
  visit(ast.body, undefined, "");
  // lualib's exports are the keys of the table its module returns.
  const lualib = index.get("lualib_bundle");
  if (lualib !== undefined) {
    const body = modules[lualib].fn.body as Node[];
    const last = body[body.length - 1];
    const t = last !== undefined && last.type === "ReturnStatement" ? (last.arguments as Node[])[0] : undefined;
    if (t !== undefined && t.type === "TableConstructorExpression") {
      for (const f of t.fields as Node[]) {
        if (f.type === "TableKeyString") uses.push({ at: (f.key as Node).range[0], name: (f.key as Node).name as string, module: lualib });
        else escaped.add(lualib);
      }
    } else escaped.add(lualib);
  }

  // Modules an `export *` copy joins must agree on names (the copy moves keys as they are); any other
  // module's names are its own: each group of modules names its exports most-read first.
  const group = modules.map((_, i) => i);
  const root = (m: number): number => (group[m] === m ? m : (group[m] = root(group[m])));
  for (const [from, to] of copyAt) {
    const a = moduleAt(from);
    const b = moduleAt(to);
    // A copy between tables we cannot name: every module shares one naming, as before.
    if (a === undefined || b === undefined) modules.forEach((_, i) => (group[root(i)] = root(0)));
    else group[root(a)] = root(b);
  }
  // A group holding a module whose table escapes keeps every name it has.
  const escapedGroups = new Set([...escaped].map(root));
  const count = new Map<string, number>();
  const byGroup = new Map<number, string[]>();
  for (const u of uses) {
    const g = root(u.module);
    if (escapedGroups.has(g)) continue;
    const key = `${g} ${u.name}`;
    if (!count.has(key)) {
      if (!byGroup.has(g)) byGroup.set(g, []);
      byGroup.get(g)!.push(key);
    }
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  const short = new Map<string, string>();
  for (const keys of byGroup.values()) {
    const order = keys.sort((a, b) => count.get(b)! - count.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
    let n = 0;
    for (const key of order) {
      let s = shortName(n++);
      while (KEYWORDS.has(s)) s = shortName(n++);
      short.set(key, s);
    }
  }
  const out = new Map<number, string>();
  for (const u of uses) {
    const s = short.get(`${root(u.module)} ${u.name}`);
    if (s !== undefined) out.set(u.at, s);
  }
  return out;
}
