/**
 * The compact form leaves out the exported functions nothing in the chunk can call (issue 27:
 * "bundle only what the rules and the table need"). A data module's validators, for one, are run by
 * the build and the tests in Node (src/core/data/validate.ts), never by a script in TTS, yet TSTL
 * bundles every function of every module Global imports.
 *
 * A `function ____exports.name(...) ... end` (or `____exports.name = function(...) ... end`) at a
 * module's top is kept when a read of
 * `<its module table>.name` is reachable: from code outside such functions (module tops, the chunk,
 * every local function), or from a kept function's body. A read through a barrel reaches the module
 * the barrel copies from (TSTL's `export *` loop) or re-exports it from (`____exports.x = ____m.x`); an
 * import alias (`local x = ____m.x`) reads where `x` is read. A module whose table is used any other
 * way (luaCompactExports.ts: handed on, walked, indexed by a computed key) keeps every function.
 * A module's own locals at its top go the same way: a `local function f`, a `function f` of a local
 * declared above, a `local x = <value made without running anything>` (a literal, a function, a
 * local's read, a module table's field, a shared string `S[n]` of the chunk's table of strings
 * (luaCompactStrings.ts), a table of those with literal keys) and an exported such
 * value (`____exports.NAMES = {...}`) are kept when a read of them is reachable (a data module's
 * checks' helpers and tables go with the checks). Any read left in kept code (a kept function of a
 * module whose table escapes) reaches what it reads, so no statement goes while a read of it stays.
 * A statement left out becomes empty lines: every other line stays where it was.
 */
import type { Binding, BundleModule } from "./luaCompactImports";
import { moduleTables } from "./luaCompactExports";
import { isNode, walk } from "./luaAst";
import type { LuaNode } from "./luaAst";

type Node = LuaNode;

const key = (module: number, name: string) => `${module}:${name}`;

/**
 * The chunk's shared strings (luaCompactStrings.ts): the locals holding a string, and the table of
 * the rest (`____sharedStrings`, read `S[n]`) with its size. A read `S[n]` of an entry it holds runs
 * nothing (a plain table, no metatable) and gives a string.
 */
interface SharedStrings {
  locals: Set<Binding>;
  table: Binding | undefined;
  size: number;
}

/** `S[n]`: a read of an entry the shared strings' table holds. */
function isSharedEntry(e: Node, strings: SharedStrings, bindingAt: Map<number, Binding>): boolean {
  if (e.type !== "IndexExpression" || strings.table === undefined) return false;
  const base = e.base as Node;
  const index = e.index as Node;
  if (base.type !== "Identifier" || bindingAt.get(base.range[0]) !== strings.table || index.type !== "NumericLiteral") return false;
  const n = index.value as number;
  return Number.isInteger(n) && n >= 1 && n <= strings.size;
}

/** Whether `k` is a string or a number (a literal, or a local of the chunk holding a string: the shared strings). */
function isLiteralKey(k: Node, strings: SharedStrings, bindingAt: Map<number, Binding>): boolean {
  if (k.type === "Identifier") {
    const b = bindingAt.get(k.range[0]);
    return b !== undefined && strings.locals.has(b);
  }
  if (isSharedEntry(k, strings, bindingAt)) return true;
  return k.type === "StringLiteral" || (k.type === "NumericLiteral" && Number.isFinite(k.value as number));
}

/** A value whose making runs nothing: a literal, a function, a local's read, a shared string, a table of those. */
function inert(e: Node, strings: SharedStrings, bindingAt: Map<number, Binding>): boolean {
  const inner = (x: Node) => inert(x, strings, bindingAt);
  switch (e.type) {
    case "IndexExpression":
      return isSharedEntry(e, strings, bindingAt);
    case "StringLiteral":
    case "NumericLiteral":
    case "BooleanLiteral":
    case "NilLiteral":
    case "FunctionDeclaration":
    case "Identifier":
      return true;
    case "UnaryExpression":
      return e.operator === "-" && (e.argument as Node).type === "NumericLiteral";
    case "TableConstructorExpression":
      // A computed key must be a string or a number: `{[x]=1}` with a nil x is an error.
      return (e.fields as Node[]).every((f) =>
        f.type === "TableKeyString" || f.type === "TableValue" ? inner(f.value as Node) : isLiteralKey(f.key as Node, strings, bindingAt) && inner(f.value as Node),
      );
    default:
      return false;
  }
}

/**
 * The chunk's shared strings: the locals of its first statement holding a string, and the table
 * `local ____sharedStrings = {"...", ...}` among its first statements, where nothing assigns the
 * local or an entry of it and every read of it is `S[<number>]` (so no code can change an entry);
 * and any local never assigned that holds an entry of it (`local x = S[82]`, a module's own).
 */
function sharedStringsOf(ast: Node, bindingAt: Map<number, Binding>): SharedStrings {
  const out: SharedStrings = { locals: new Set(), table: undefined, size: 0 };
  const body = ast.body as Node[];
  const first = body[0];
  if (first !== undefined && first.type === "LocalStatement") {
    (first.variables as Node[]).forEach((v, i) => {
      const b = bindingAt.get(v.range[0]);
      const init = (first.init as Node[])[i];
      if (b !== undefined && !b.assigned && init !== undefined && init.type === "StringLiteral") out.locals.add(b);
    });
  }
  for (const s of body.slice(0, 2)) {
    if (s.type !== "LocalStatement" || (s.variables as Node[]).length !== 1 || (s.init as Node[]).length !== 1) continue;
    const v = (s.variables as Node[])[0];
    const t = (s.init as Node[])[0];
    const b = bindingAt.get(v.range[0]);
    if (v.name !== "____sharedStrings" || b === undefined || b.assigned || t.type !== "TableConstructorExpression") continue;
    const fields = t.fields as Node[];
    if (!fields.every((f) => f.type === "TableValue" && (f.value as Node).type === "StringLiteral")) continue;
    // Every read is the base of an index by a number, never a target of an assignment.
    const indexed = new Set<number>();
    const targets = new Set<number>();
    walk(body, (n) => {
      if (n.type === "IndexExpression" && (n.base as Node).type === "Identifier" && (n.index as Node).type === "NumericLiteral") indexed.add((n.base as Node).range[0]);
      if (n.type === "AssignmentStatement") for (const x of n.variables as Node[]) if (x.type === "IndexExpression") targets.add((x.base as Node).range[0]);
    });
    if (b.uses.every((u) => u.range[0] === v.range[0] || (indexed.has(u.range[0]) && !targets.has(u.range[0])))) {
      out.table = b;
      out.size = fields.length;
    }
  }
  // A local holding an entry of the table, never assigned (a module's own: luaCompactModuleStrings.ts).
  if (out.table !== undefined) {
    walk(body, (n) => {
      if (n.type !== "LocalStatement") return;
      (n.variables as Node[]).forEach((v, i) => {
        const b = bindingAt.get(v.range[0]);
        const init = (n.init as Node[])[i];
        if (b !== undefined && !b.assigned && init !== undefined && isSharedEntry(init, out, bindingAt)) out.locals.add(b);
      });
    });
  }
  return out;
}

/** The statements left out, as [start, end) offsets. */
export function unreachableExports(ast: Node, modules: BundleModule[], bindingAt: Map<number, Binding>): [number, number][] {
  const { holds, returned, copies } = moduleTables(ast, modules, bindingAt);
  const escaped = new Set<number>();
  // Candidates: each module's `function ____exports.name(...)` statements at its top.
  const candidates = new Map<string, Node>();
  const candidateOf = new Map<Node, string>();
  // The member expression that names a candidate in its own definition: no read of it.
  const definedBy = new Map<Node, Node>();
  // An import alias reads its field where it is read; a re-export forwards its name.
  const aliasOf = new Map<Binding, string>();
  const forwards = new Map<string, string[]>();
  const star = new Map<number, number[]>();
  const localDefinitions = new Set<number>();
  // The chunk's shared strings (luaCompactStrings.ts): locals of its first statement holding a string.
  const sharedStrings = sharedStringsOf(ast, bindingAt);
  // A module's own locals: `local function f`, `function f` of a local declared above, and
  // `local x = <a value made without running anything>` at its top are kept when a read of the
  // local is reachable (their key: `L:` and the binding's index).
  const localCandidate = (s: Node, id: Node | undefined): void => {
    const b = id !== undefined && id.type === "Identifier" ? bindingAt.get(id.range[0]) : undefined;
    if (b === undefined) return;
    const k = `L:${b.index}`;
    candidates.set(`${k}@${s.range[0]}`, s);
    candidateOf.set(s, k);
    localDefinitions.add(id!.range[0]);
  };
  // An import alias's value, `____m.name`: a field of a module's table (a plain table).
  const isModuleField = (e: Node): boolean => {
    if (e.type !== "MemberExpression" || e.indexer !== "." || (e.base as Node).type !== "Identifier") return false;
    const b = bindingAt.get((e.base as Node).range[0]);
    return b !== undefined && holds.has(b);
  };
  modules.forEach((m, i) => {
    for (const s of m.fn.body as Node[]) {
      if (s.type === "FunctionDeclaration" && (s.identifier as Node | null)?.type === "Identifier") localCandidate(s, s.identifier as Node);
      if (s.type === "LocalStatement" && (s.variables as Node[]).length === 1 && (s.init as Node[]).length === 1 && (inert((s.init as Node[])[0], sharedStrings, bindingAt) || isModuleField((s.init as Node[])[0]))) {
        localCandidate(s, (s.variables as Node[])[0]);
      }
      if (s.type === "FunctionDeclaration" && s.isLocal !== true) {
        const id = s.identifier as Node | null;
        const base = id !== null && id.type === "MemberExpression" && id.indexer === "." ? (id.base as Node) : undefined;
        const b = base !== undefined && base.type === "Identifier" ? bindingAt.get(base.range[0]) : undefined;
        if (b !== undefined && holds.get(b) === i) {
          const k = key(i, (id!.identifier as Node).name as string);
          candidates.set(k, s);
          candidateOf.set(s, k);
          definedBy.set(id!, s);
        }
      }
      // `____exports.name = function(...) ... end` (an exported arrow function) is a candidate too.
      if (s.type === "AssignmentStatement" && (s.variables as Node[]).length === 1 && (s.init as Node[]).length === 1 && inert((s.init as Node[])[0], sharedStrings, bindingAt)) {
        const id = (s.variables as Node[])[0];
        const base = id.type === "MemberExpression" && id.indexer === "." ? (id.base as Node) : undefined;
        const b = base !== undefined && base.type === "Identifier" ? bindingAt.get(base.range[0]) : undefined;
        if (b !== undefined && holds.get(b) === i) {
          const k = key(i, (id.identifier as Node).name as string);
          candidates.set(k, s);
          candidateOf.set(s, k);
          definedBy.set(id, s);
        }
      }
      const read = (e: Node | undefined): string | undefined => {
        if (e === undefined || e.type !== "MemberExpression" || e.indexer !== "." || (e.base as Node).type !== "Identifier") return undefined;
        const b = bindingAt.get((e.base as Node).range[0]);
        const target = b === undefined ? undefined : holds.get(b);
        return target === undefined ? undefined : key(target, (e.identifier as Node).name as string);
      };
      if (s.type === "LocalStatement" && (s.variables as Node[]).length === 1 && (s.init as Node[]).length === 1) {
        const r = read((s.init as Node[])[0]);
        const x = bindingAt.get((s.variables as Node[])[0].range[0]);
        if (r !== undefined && x !== undefined && !x.assigned) aliasOf.set(x, r);
      }
      if (s.type === "AssignmentStatement" && (s.variables as Node[]).length === 1 && (s.init as Node[]).length === 1) {
        const target = read((s.variables as Node[])[0]);
        const from = read((s.init as Node[])[0]);
        if (target !== undefined && from !== undefined && target.split(":")[0] === String(i)) forwards.set(target, (forwards.get(target) ?? []).concat([from]));
      }
    }
  });
  // `export *` loops: the pairs argument is the module copied from, the index base the one copied to.
  const copyLoops = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(copyLoops);
    if (!isNode(n)) return;
    if (n.type === "ForGenericStatement") {
      const it = (n.iterators as Node[])[0];
      const arg = it !== undefined && it.type === "CallExpression" ? (it.arguments as Node[])[0] : undefined;
      if (arg !== undefined && copies.has(arg.range[0])) {
        const from = holds.get(bindingAt.get(arg.range[0])!);
        const copy = (((n.body as Node[])[0].clauses as Node[])[0].body as Node[])[0];
        const to = holds.get(bindingAt.get(((copy.variables as Node[])[0].base as Node).range[0])!);
        if (from !== undefined && to !== undefined) star.set(to, (star.get(to) ?? []).concat([from]));
      }
    }
    for (const [k, v] of Object.entries(n)) if (k !== "range" && k !== "loc") copyLoops(v);
  };
  copyLoops(ast.body);

  // Reads, by the candidate whose body holds them ("" for everything else).
  const reads = new Map<string, string[]>();
  // Every read with where it stands: one left in kept code reaches its target whatever its context.
  const sites: { key: string; at: number }[] = [];
  let at = 0;
  const add = (context: string, r: string) => {
    reads.set(context, (reads.get(context) ?? []).concat([r]));
    sites.push({ key: r, at });
  };
  const skip = new Set<Node>();
  for (const [b] of aliasOf) skip.add(b.uses[0]);
  const visit = (n: unknown, parent: Node | undefined, field: string, context: string): void => {
    if (Array.isArray(n)) return n.forEach((x) => visit(x, parent, field, context));
    if (!isNode(n)) return;
    const own = candidateOf.get(n);
    if (own !== undefined) context = own;
    if (n.type === "Identifier") {
      at = n.range[0];
      const b = bindingAt.get(n.range[0]);
      if (b === undefined || b.uses[0].range[0] === n.range[0]) return;
      if (!localDefinitions.has(n.range[0])) add(context, `L:${b.index}`);
      const alias = aliasOf.get(b);
      if (alias !== undefined) add(context, alias);
      const m = holds.get(b);
      if (m === undefined || returned.has(n.range[0]) || copies.has(n.range[0])) return;
      if (parent !== undefined && parent.type === "MemberExpression" && field === "base" && parent.indexer === ".") {
        // A function's own name in its definition is no read of it.
        if (!definedBy.has(parent)) add(context, key(m, (parent.identifier as Node).name as string));
      } else escaped.add(m);
      return;
    }
    // The alias declarations' own reads count where the alias is read (above).
    if (n.type === "LocalStatement" && (n.variables as Node[]).length === 1 && aliasOf.has(bindingAt.get((n.variables as Node[])[0].range[0])!)) return;
    for (const [k, v] of Object.entries(n)) if (k !== "range" && k !== "loc") visit(v, n, k, context);
  };
  visit(ast.body, undefined, "", "");

  const reached = new Set<string>();
  const reach = (queue: string[]): void => {
    while (queue.length > 0) {
      const k = queue.pop()!;
      if (reached.has(k)) continue;
      reached.add(k);
      for (const r of reads.get(k) ?? []) queue.push(r);
      for (const f of forwards.get(k) ?? []) queue.push(f);
      if (k.startsWith("L:")) continue;
      const [m, name] = [Number(k.split(":")[0]), k.slice(k.indexOf(":") + 1)];
      for (const from of star.get(m) ?? []) queue.push(key(from, name));
    }
  };
  const dropsNow = (): [number, number][] => {
    const out: [number, number][] = [];
    for (const [k, s] of candidates) {
      if (k.startsWith("L:")) {
        if (!reached.has(k.slice(0, k.indexOf("@")))) out.push([s.range[0], s.range[1]]);
        continue;
      }
      const m = Number(k.split(":")[0]);
      if (!escaped.has(m) && !reached.has(k)) out.push([s.range[0], s.range[1]]);
    }
    return out.sort((a, b) => a[0] - b[0]);
  };
  reach([...(reads.get("") ?? [])]);
  // A read left in code that stays (a kept function of a module whose table escapes, say) reaches
  // what it reads: until none is left unreached, nothing it reads goes.
  for (;;) {
    const drops = dropsNow();
    const inDropped = (x: number): boolean => {
      let lo = 0;
      let hi = drops.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (drops[mid][0] > x) hi = mid - 1;
        else lo = mid + 1;
      }
      // drops[hi] is the last range starting at or before x (statements at modules' tops: disjoint).
      return hi >= 0 && x < drops[hi][1];
    };
    const live = sites.filter((r) => !reached.has(r.key) && !inDropped(r.at)).map((r) => r.key);
    if (live.length === 0) return drops;
    reach(live);
  }
}
