/**
 * Which modules of a TSTL bundle are certainly loaded at a point of another module's load (issue
 * 27: Global's size; luaCompactRequires.ts asks). TSTL's `require` runs a module of its table
 * once, stores its table in the cache, and hands the cache's table at every later call: once a call
 * `require(m)` has returned, m is in the cache for good, and a later `require(m)` runs nothing and
 * gives the same table. So a module local `local x = require(m)` whose call is always such a hit
 * (m loaded before the statement runs) loads nothing, and `require(m)` where x is read gives x's
 * value (read after the statement, m is still loaded): the local can go, whatever m runs at its load.
 *
 * A module's *load sequence* is its body's statements in order, the statements of a `do` block among
 * them as its own (TSTL's `export ... from` copies); a *sited* call is `require("name")` as a value
 * of a `local` statement of that sequence. Modules loaded for certain:
 * - when module j's statement k starts: those loaded when j's load started, and for each sited call
 *   of an earlier statement, its module and every module that one's sited calls load (transitively:
 *   a call that returned ran that module's whole load, now or before);
 * - when module i's load starts: those loaded for certain at every call of `require("i")` in the
 *   chunk, each as above where the call is sited, none where it is not (in a function, a branch, the
 *   chunk's own `require("main", ...)`): the largest sets that agree, as must-facts of every call
 *   path from the entry; a module no call names is given none.
 * Statements left out do not run: their calls count nowhere. Only modules that are not inert count
 * (luaCompactUnread.ts): the steps that move or drop the requires of inert modules then change no
 * answer, as an inert module requires inert modules alone. Every read of the chunk's `require` must
 * be a call naming a module by a string, the cache a local of the chunk read only by `require`,
 * whose first statement hands the cached table and which stores `{ value = ... }` in it; else no
 * module is loaded for certain anywhere.
 */
import type { Binding } from "./luaCompactImports";
import { moduleFields } from "./luaCompactImports";
import { walkParents } from "./luaAst";
import type { LuaNode } from "./luaAst";

type Node = LuaNode;

const literal = (n: Node) => (n.raw as string).slice(1, -1);

/** The chunk's `local function require(file, ...)` when it is TSTL's caching one (see the header). */
function cachingRequire(ast: Node, bindingAt: Map<number, Binding>): Binding | undefined {
  const body = ast.body as Node[];
  const fn = body.find((s) => s.type === "FunctionDeclaration" && s.isLocal === true && (s.identifier as Node | null)?.name === "require");
  const cacheDecl = body.find((s) => s.type === "LocalStatement" && (s.variables as Node[]).length === 1 && (s.variables as Node[])[0].name === "____moduleCache");
  if (fn === undefined || cacheDecl === undefined) return undefined;
  const cache = bindingAt.get((cacheDecl.variables as Node[])[0].range[0]);
  const file = (fn.parameters as Node[])[0];
  if (cache === undefined || cache.assigned || file === undefined || file.type !== "Identifier" || bindingAt.get(file.range[0])?.assigned !== false) return undefined;
  if (cache.uses.slice(1).some((u) => u.range[0] < fn.range[0] || u.range[1] > fn.range[1])) return undefined;
  const cached = (e: Node | undefined): boolean =>
    e !== undefined && e.type === "IndexExpression" && bindingAt.get((e.base as Node).range[0]) === cache && bindingAt.get((e.index as Node).range[0]) === bindingAt.get(file.range[0]);
  // `if ____moduleCache[file] then return ____moduleCache[file].value end`
  const first = (fn.body as Node[])[0];
  const clauses = first !== undefined && first.type === "IfStatement" ? (first.clauses as Node[]) : [];
  const hit = clauses.length === 1 && cached(clauses[0].condition as Node) && (clauses[0].body as Node[]).length === 1 ? (clauses[0].body as Node[])[0] : undefined;
  const handed = hit !== undefined && hit.type === "ReturnStatement" && (hit.arguments as Node[]).length === 1 ? (hit.arguments as Node[])[0] : undefined;
  if (handed === undefined || handed.type !== "MemberExpression" || !cached(handed.base as Node) || (handed.identifier as Node).name !== "value") return undefined;
  // Every store in the cache is `____moduleCache[file] = { value = ... }`, and there is one.
  let stores = 0;
  let other = false;
  walkParents(fn.body, (n) => {
    if (n.type !== "AssignmentStatement") return;
    (n.variables as Node[]).forEach((v, i) => {
      if (v.type !== "IndexExpression" || bindingAt.get((v.base as Node).range[0]) !== cache) return;
      const t = (n.init as Node[])[i];
      const fields = t !== undefined && t.type === "TableConstructorExpression" ? (t.fields as Node[]) : [];
      if (cached(v) && fields.length === 1 && fields[0].type === "TableKeyString" && (fields[0].key as Node).name === "value") stores++;
      else other = true;
    });
  });
  if (stores === 0 || other) return undefined;
  return bindingAt.get((fn.identifier as Node).range[0]);
}

/**
 * `loadedBefore(module, k)`: the modules (not inert) loaded for certain when the `k`th statement of
 * `module`'s own body starts (see the header); empty where nothing is known.
 */
export function loadedModules(ast: Node, bindingAt: Map<number, Binding>, isDropped: (at: number) => boolean, inert: (m: string) => boolean): (module: string, k: number) => ReadonlySet<string> {
  const none: ReadonlySet<string> = new Set();
  const req = cachingRequire(ast, bindingAt);
  if (req === undefined) return () => none;
  const fields = moduleFields(ast);
  const names = new Set(fields.map((f) => literal(f.key as Node)));
  const counted = (m: string) => names.has(m) && !inert(m);
  // Each module's sited calls: [index of the body's statement, module], in order.
  const sited = new Map<string, [number, string][]>();
  const sitedCalls = new Set<Node>();
  const calledName = (e: Node | undefined): string | undefined => {
    if (e === undefined || e.type !== "CallExpression" || (e.base as Node).type !== "Identifier" || bindingAt.get((e.base as Node).range[0]) !== req) return undefined;
    const first = (e.arguments as Node[])[0];
    return first !== undefined && first.type === "StringLiteral" ? literal(first) : undefined;
  };
  for (const f of fields) {
    const own: [number, string][] = [];
    const calls: Node[] = [];
    const body = (f.value as Node).body as Node[];
    // A label, a goto, a break or a return before the body's last statement: a statement may run
    // without those before it, or stop the rest; its calls are not sited.
    let plain = true;
    const sequence = (list: Node[], k: number | undefined): void =>
      list.forEach((s, i) => {
        if (isDropped(s.range[0])) return;
        if (s.type === "LabelStatement" || s.type === "GotoStatement" || s.type === "BreakStatement" || (s.type === "ReturnStatement" && s !== body[body.length - 1])) plain = false;
        if (s.type === "DoStatement") return sequence(s.body as Node[], k ?? i);
        if (s.type !== "LocalStatement") return;
        for (const e of s.init as Node[]) {
          const m = calledName(e);
          if (m === undefined || isDropped(e.range[0])) continue;
          calls.push(e);
          if (counted(m)) own.push([k ?? i, m]);
        }
      });
    if (!isDropped(f.range[0])) sequence(body, undefined);
    if (plain) for (const e of calls) sitedCalls.add(e);
    sited.set(literal(f.key as Node), plain ? own : []);
  }
  // Every read of `require` is a call naming a module; a call not sited leaves its module no facts.
  const unsited = new Set<string>();
  let readOtherwise = false;
  walkParents(ast.body, (n, parent, key) => {
    if (n.type !== "Identifier" || bindingAt.get(n.range[0]) !== req || n === req.uses[0] || isDropped(n.range[0])) return;
    if (parent === undefined || key !== "base" || calledName(parent) === undefined) readOtherwise = true;
    else if (!sitedCalls.has(parent)) unsited.add(calledName(parent)!);
  });
  if (readOtherwise) return () => none;
  // What a returned call of m has loaded: m and what its sited calls load, transitively.
  const after = new Map<string, Set<string>>();
  for (const m of names) {
    if (!counted(m)) continue;
    const seen = new Set<string>([m]);
    const todo = [m];
    while (todo.length > 0) for (const [, x] of sited.get(todo.pop()!) ?? []) if (!seen.has(x)) todo.push(x), seen.add(x);
    after.set(m, seen);
  }
  const prefix = (j: string, k: number, start: ReadonlySet<string>): Set<string> => {
    const out = new Set(start);
    for (const [i, m] of sited.get(j) ?? []) if (i < k) for (const x of after.get(m)!) out.add(x);
    return out;
  };
  // When each module's load starts: the largest sets every call agrees on (start from all, shrink).
  const callers = new Map<string, [string, number][]>();
  for (const [j, own] of sited) for (const [i, m] of own) callers.set(m, (callers.get(m) ?? []).concat([[j, i]]));
  const all = [...names].filter(counted);
  const start = new Map<string, Set<string>>();
  for (const m of all) start.set(m, unsited.has(m) || !callers.has(m) ? new Set() : new Set(all));
  for (let changed = true; changed; ) {
    changed = false;
    for (const m of all) {
      const now = start.get(m)!;
      if (now.size === 0) continue;
      for (const [j, i] of callers.get(m)!) {
        const at = prefix(j, i, start.get(j) ?? none);
        for (const x of now) if (!at.has(x)) now.delete(x), (changed = true);
      }
    }
  }
  return (module, k) => (counted(module) ? prefix(module, k, start.get(module)!) : none);
}
