/**
 * Locals left unread once the other steps left code out (luaCompactShake.ts, luaCompactEmpty.ts,
 * luaCompactLualib.ts): a module whose every export went still declares its imports and helpers
 * (`local a,b,e=____lualibRest.a,____lualibRest.b,{}`), and other modules still require it. Such a
 * local goes, name and value, where its value runs nothing that could be seen:
 * - a read of a local, a literal, a function made (nothing runs), a table of such values, a field of
 *   the lualib table or of a module's table, an entry `S[n]` of the chunk's shared strings (plain
 *   tables, no metatable);
 * - `require(m)` of a module that is inert: its statements (but those left out) declare locals of
 *   such values or `{}`, define functions, set its own locals or fields of its own tables to such
 *   values and return,
 *   so running it sooner, later or never changes nothing (its requires are of inert modules too);
 *   or, as a module's own statement, of a module loaded for certain before it (luaCompactLoaded.ts:
 *   the call is a hit of TSTL's cache, it runs nothing).
 * A local assigned anywhere stays (the assignment would set a global), so does a local of a
 * statement whose names and values do not pair one to one (`local a, b = f()`).
 * An inert module no kept require reads goes too, its table entry with its separator; where every
 * read of `require` is a call naming its module, so does any module no kept call names (it never
 * runs: a barrel whose importers name the modules themselves). Module numbers
 * are unchanged (luaCompactImports.ts numbers the readable bundle's modules); every line stays.
 */
import type { Binding } from "./luaCompactImports";
import { moduleFields } from "./luaCompactImports";
import { droppedAt, isNode, walk } from "./luaAst";
import { loadedModules } from "./luaCompactLoaded";
import type { LuaNode } from "./luaAst";

type Node = LuaNode;

const LUALIB = new Set(["____lualib", "____lualibRest"]);

function required(e: Node): string | undefined {
  if (e.type !== "CallExpression" || (e.base as Node).type !== "Identifier" || (e.base as Node).name !== "require") return undefined;
  const args = e.arguments as Node[];
  return args.length === 1 && args[0].type === "StringLiteral" ? (args[0].raw as string).slice(1, -1) : undefined;
}

/** The module a call of `require` names by its first argument, whatever follows it (the entry's `require("main", ...)`), or undefined. */
function calledName(e: Node): string | undefined {
  if (e.type !== "CallExpression" || (e.base as Node).type !== "Identifier" || (e.base as Node).name !== "require") return undefined;
  const first = (e.arguments as Node[])[0];
  return first !== undefined && first.type === "StringLiteral" ? (first.raw as string).slice(1, -1) : undefined;
}

/**
 * Which values run nothing that could be seen and which modules are inert (see the header), as the
 * statements not yet left out (`isDropped`) say: shared by the unread locals and the requires made
 * where their one read is (luaCompactRequires.ts). `clear` forgets the modules' answers (drops grew).
 */
export function inertness(ast: Node, bindingAt: Map<number, Binding>, isDropped: (at: number) => boolean) {
  const fields = moduleFields(ast);
  const moduleOf = new Map<string, Node>(fields.map((f) => [((f.key as Node).raw as string).slice(1, -1), f]));
  // Bindings that hold a module's table (`local m = require(...)`), whose fields are plain reads.
  const moduleTables = new Set<Binding>();
  const locals: Node[] = [];
  const valueOf = new Map<Binding, Node>();
  walk(ast.body, (n) => {
    if (n.type === "LocalStatement") {
      locals.push(n);
      (n.variables as Node[]).forEach((v, i) => {
        const init = (n.init as Node[])[i];
        const b = bindingAt.get(v.range[0]);
        if (b !== undefined && init !== undefined) valueOf.set(b, init);
        if (b !== undefined && init !== undefined && required(init) !== undefined && (n.variables as Node[]).length === (n.init as Node[]).length) moduleTables.add(b);
      });
    }
  });
  const own = (id: Node, fn: Node): boolean => {
    const b = bindingAt.get(id.range[0]);
    return b !== undefined && !moduleTables.has(b) && b.uses[0].range[0] > fn.range[0] && b.uses[0].range[0] < fn.range[1];
  };
  // Statements of a module's own body (not inside a block of it).
  const topLevel = new Set<Node>(fields.flatMap((f) => (f.value as Node).body as Node[]));
  const inertModules = new Map<string, boolean>();
  const value = (e: Node, guard: Set<string>): boolean => {
    switch (e.type) {
      case "StringLiteral":
      case "NumericLiteral":
      case "BooleanLiteral":
      case "NilLiteral":
      case "FunctionDeclaration":
        return true;
      case "Identifier":
        return bindingAt.has(e.range[0]);
      case "MemberExpression": {
        const base = e.base as Node;
        if (e.indexer !== "." || base.type !== "Identifier") return false;
        const b = bindingAt.get(base.range[0]);
        return b === undefined ? false : LUALIB.has(base.name as string) || moduleTables.has(b);
      }
      case "CallExpression": {
        const m = required(e);
        return m !== undefined && inert(m, guard);
      }
      case "IndexExpression": {
        // An entry of the chunk's shared strings (luaCompactStrings.ts: a table of strings, never assigned).
        const base = e.base as Node;
        const b = base.type === "Identifier" ? bindingAt.get(base.range[0]) : undefined;
        return b !== undefined && !b.assigned && base.name === "____sharedStrings" && (e.index as Node).type === "NumericLiteral";
      }
      case "TableConstructorExpression":
        return (e.fields as Node[]).every((f) => value(f.value as Node, guard) && (f.type !== "TableKey" || value(f.key as Node, guard)));
      default:
        return false;
    }
  };
  const inert = (m: string, guard: Set<string>): boolean => {
    const known = inertModules.get(m);
    if (known !== undefined) return known;
    const f = moduleOf.get(m);
    if (f === undefined || guard.has(m)) return false;
    guard.add(m);
    const ok = ((f.value as Node).body as Node[]).every((s) => {
      if (isDropped(s.range[0])) return true;
      switch (s.type) {
        case "LocalStatement":
          return (s.init as Node[]).every((e) => isDropped(e.range[0]) || value(e, guard));
        case "FunctionDeclaration":
          return s.identifier === null || ((s.identifier as Node).type === "Identifier" && bindingAt.has((s.identifier as Node).range[0])) || ((s.identifier as Node).type === "MemberExpression" && ((s.identifier as Node).base as Node).type === "Identifier" && own((s.identifier as Node).base as Node, f.value as Node));
        case "AssignmentStatement":
          // A field of a table of its own (declared in its body, not another module's), or a local
          // of its own (TSTL's hoisted `local a, b = nil, nil` … `a = {...}`).
          return (s.variables as Node[]).every((v) => (v.type === "MemberExpression" && v.indexer === "." && (v.base as Node).type === "Identifier" && own(v.base as Node, f.value as Node)) || (v.type === "Identifier" && own(v, f.value as Node))) && (s.init as Node[]).every((e) => value(e, guard));
        case "ReturnStatement":
          return (s.arguments as Node[]).every((e) => e.type === "Identifier");
        default:
          return false;
      }
    });
    guard.delete(m);
    // A false found through a cycle is only cautious; a true never rests on one.
    inertModules.set(m, ok);
    return ok;
  };
  return { moduleTables, locals, valueOf, topLevel, value, inert, clear: () => inertModules.clear() };
}

/** The [start, end) offsets left out: unread locals of inert values and inert modules nothing requires. */
export function unreadLocals(code: string, ast: Node, bindingAt: Map<number, Binding>, dropsBefore: [number, number][], inline: Map<number, string>): [number, number][] {
  const fields = moduleFields(ast);
  const moduleOf = new Map<string, Node>(fields.map((f) => [((f.key as Node).raw as string).slice(1, -1), f]));
  const drops = dropsBefore.slice();
  // The drops' test (merged, sorted, a binary search per question), made again when drops grow.
  let dropped = droppedAt(drops);
  let droppedOf = drops.length;
  const isDropped = (at: number): boolean => {
    if (droppedOf !== drops.length) {
      dropped = droppedAt(drops);
      droppedOf = drops.length;
    }
    return dropped(at);
  };
  const { locals, valueOf, topLevel, value, inert, clear } = inertness(ast, bindingAt, isDropped);
  // A module's own statement requiring a module loaded for certain before it (luaCompactLoaded.ts):
  // the call is a hit of the cache, it runs nothing. (Known from the drops so far: the drops below
  // take out calls of inert modules and such hits, which change nothing it knows.)
  const loadedBefore = loadedModules(ast, bindingAt, isDropped, (m) => inert(m, new Set()));
  const place = new Map<Node, [string, number]>();
  for (const [m, f] of moduleOf) ((f.value as Node).body as Node[]).forEach((st, k) => place.set(st, [m, k]));
  const hit = (st: Node, e: Node): boolean => {
    const at = place.get(st);
    const m = required(e);
    return at !== undefined && m !== undefined && loadedBefore(at[0], at[1]).has(m);
  };
  // An import alias read once gives way to its read (luaCompactImports.ts): its declaration is
  // left out, yet the module table it names is read where the alias was.
  const readByInline = new Map<Binding, number[]>();
  for (const at of inline.keys()) {
    const alias = bindingAt.get(at);
    const v = alias === undefined ? undefined : valueOf.get(alias);
    const base = v !== undefined && v.type === "MemberExpression" ? bindingAt.get((v.base as Node).range[0]) : undefined;
    if (base !== undefined) readByInline.set(base, (readByInline.get(base) ?? []).concat([at]));
  }
  const liveReads = (b: Binding): number =>
    (readByInline.get(b) ?? []).filter((at) => !isDropped(at)).length + b.uses.filter((u, i) => i > 0 && !isDropped(u.range[0])).length;
  for (let changed = true; changed; ) {
    changed = false;
    clear();
    for (const s of locals) {
      if (isDropped(s.range[0])) continue;
      const vars = s.variables as Node[];
      const init = s.init as Node[];
      if (vars.length !== init.length) continue;
      const gone = vars.map((v, i) => {
        if (isDropped(v.range[0])) return true;
        const b = bindingAt.get(v.range[0]);
        return b !== undefined && !b.assigned && b.uses[0] === v && liveReads(b) === 0 && (value(init[i], new Set()) || hit(s, init[i]));
      });
      const fresh = gone.some((g, i) => g && !isDropped(vars[i].range[0]));
      if (!fresh) continue;
      if (gone.every((g) => g) && topLevel.has(s)) {
        drops.push([s.range[0], s.range[1]]);
        changed = true;
        continue;
      }
      // Inside a block one name stays: a local before a label there is what keeps MoonSharp from
      // clearing the function's locals at it (moonsharpSafe.ts, TSTL's `continue`).
      if (gone.every((g) => g)) {
        for (let j = vars.length - 1; j >= 0; j--) {
          if (isDropped(vars[j].range[0])) continue;
          gone[j] = false;
          break;
        }
      }
      if (!gone.some((g, i) => g && !isDropped(vars[i].range[0]))) continue;
      changed = true;
      // A name before the last kept one goes with the comma after it; one after it (a run at the
      // end: `local a,b,c=x,y,z` keeping a) with the comma before it, so no comma is left alone.
      const lastKept = gone.lastIndexOf(false);
      const cut = (list: Node[], i: number): [number, number] =>
        i < lastKept ? [list[i].range[0], list[i + 1].range[0]] : [list[i - 1].range[1], list[i].range[1]];
      gone.forEach((g, i) => {
        if (!g || isDropped(vars[i].range[0])) return;
        drops.push(cut(vars, i), cut(init, i));
      });
    }
  }
  // Inert modules no kept require reads: their entries go (a separator after each, as luaCompactEmpty.ts).
  // Where every read of `require` in the chunk is a call naming its module (the entry's
  // `require("main", ...)` too), a module no kept call names never runs: it goes, inert or not (a
  // barrel's `export *` copies whose importers now import from the modules themselves).
  const requiredLive = new Set<string>();
  let namedOnly = true;
  const reqs = (n: unknown, parent: Node | undefined): void => {
    if (Array.isArray(n)) return n.forEach((x) => reqs(x, parent));
    if (!isNode(n)) return;
    // (The bundle's own `require`, a local function; `____originalRequire = require` reads Lua's.)
    const b = n.type === "Identifier" && n.name === "require" ? bindingAt.get(n.range[0]) : undefined;
    if (b !== undefined && b.uses[0] !== n) {
      const named = parent !== undefined && parent.type === "CallExpression" && parent.base === n && calledName(parent) !== undefined;
      if (!named) namedOnly = false;
    }
    if (n.type === "MemberExpression" || n.type === "TableKeyString") {
      // `x.require`, `{require = ...}`: a field's name, not a read of the function.
      for (const [k, v] of Object.entries(n)) if (k !== "range" && k !== "loc" && k !== "identifier" && k !== "key") reqs(v, n);
      return;
    }
    if (isDropped(n.range[0])) return;
    const m = n.type === "CallExpression" ? calledName(n) : undefined;
    if (m !== undefined) requiredLive.add(m);
    for (const [k, v] of Object.entries(n)) if (k !== "range" && k !== "loc") reqs(v, n);
  };
  reqs(ast.body, undefined);
  clear();
  for (const [m, f] of moduleOf) {
    if (requiredLive.has(m) || isDropped(f.range[0]) || (!namedOnly && !inert(m, new Set()))) continue;
    let end = f.range[1];
    while (end < code.length && /\s/.test(code[end])) end++;
    if (code[end] !== "," && code[end] !== ";") continue;
    drops.push([f.range[0], end + 1]);
  }
  return drops.slice(dropsBefore.length);
}
