/**
 * A module table read once is required where it is read (issue 27: Global's size). TSTL declares
 * every import at its module's top, `local ____x = require("src.x")`, and reads the local where the
 * module names it; more than 1,100 of Global's are read once (`local b,n,s={},c(70),c(91)` …
 * `n.a(e)`). Such a local goes, name and value, and its one read is the call itself (`c(70).a(e)`):
 * 4 bytes fewer each, where the module it names is inert (luaCompactUnread.ts: its statements but
 * those left out declare locals of values that run nothing seen, define functions, set fields of its
 * own tables and return; its requires are of inert modules too). Requiring such a module later, or
 * every time the read runs (TSTL's `require` runs a module once and hands its cached table after),
 * gives the same table and runs nothing anyone sees: nothing reads or assigns a module table's
 * fields but as the module's own top level set them (no `export let`), and its body reads only
 * values made before it. A module that is not inert qualifies too where its one read is the value
 * of the statement run next after the declaration, an import alias (`local f = ____x.f`, kept as
 * read often): `local f = require("src.x").f` runs it at the same point of its importer's load.
 * So does any module loaded for certain before the declaration runs (luaCompactLoaded.ts): there
 * the call is a hit of the cache, it runs nothing, and the call at the read hands the same table.
 *
 * The one read counts as the unread locals' step counts: reads in code left out do not, and an
 * import alias read once and inlined (luaCompactImports.ts) reads the module table where the alias
 * was read; there the inlined text `n.a` becomes `c(70).a`. The read is where the renaming must
 * keep `require`'s short name unshadowed: `sites` are handed to the renaming as reads of `require`
 * (luaCompact.ts), and only a local whose every site was so handed is made so.
 * Every line stays where it was: the declaration's line is left empty, the read is on its own line.
 */
import type { Binding, ImportEdits } from "./luaCompactImports";
import { moduleFields } from "./luaCompactImports";
import { droppedAt } from "./luaAst";
import type { LuaNode } from "./luaAst";
import { inertness } from "./luaCompactUnread";
import { loadedModules } from "./luaCompactLoaded";

const literal = (f: Node) => ((f.key as Node).raw as string).slice(1, -1);

type Node = LuaNode;

/** One module local read once: its declaration, the module it requires, and where the read is. */
export interface RequireSite {
  /** The `local ____x = require("m")` statement. */
  declaration: Node;
  /** The string literal naming the module (its compact text is the module's number). */
  name: Node;
  /** Where the declaration's `require` is (its short name is the call's). */
  require: number;
  /** The identifier read: the module local itself, or an inlined alias's read (`inlined`). */
  at: number;
  inlined: boolean;
}

function requiredName(e: Node | undefined): Node | undefined {
  if (e === undefined || e.type !== "CallExpression" || (e.base as Node).type !== "Identifier" || (e.base as Node).name !== "require") return undefined;
  const args = e.arguments as Node[];
  return args.length === 1 && args[0].type === "StringLiteral" ? args[0] : undefined;
}

/**
 * The module locals read once (see the header), where `require` names at the read the binding it
 * names at the declaration (`requireAt(offset)`: the binding `require` names at an identifier's
 * offset, as the renaming binds names; without it, every such local, the candidates).
 */
export function requireSites(ast: Node, bindingAt: Map<number, Binding>, edits: ImportEdits, requireAt?: (at: number) => Binding | undefined): RequireSite[] {
  const isDropped = droppedAt(edits.drop);
  const { valueOf, inert } = inertness(ast, bindingAt, isDropped);
  const loadedBefore = loadedModules(ast, bindingAt, isDropped, (m) => inert(m, new Set()));
  // An inlined alias's reads, by the module table its value reads.
  const inlinedReads = new Map<Binding, number[]>();
  for (const at of edits.inline.keys()) {
    if (isDropped(at)) continue;
    const alias = bindingAt.get(at);
    const v = alias === undefined ? undefined : valueOf.get(alias);
    const base = v !== undefined && v.type === "MemberExpression" ? bindingAt.get((v.base as Node).range[0]) : undefined;
    if (base !== undefined) inlinedReads.set(base, (inlinedReads.get(base) ?? []).concat([at]));
  }
  const out: RequireSite[] = [];
  for (const f of moduleFields(ast)) {
    const body = (f.value as Node).body as Node[];
    body.forEach((s, k) => {
      if (s.type !== "LocalStatement" || isDropped(s.range[0])) return;
      const vars = s.variables as Node[];
      const init = s.init as Node[];
      const name = requiredName(init[0]);
      if (vars.length !== 1 || init.length !== 1 || name === undefined) return;
      const b = bindingAt.get(vars[0].range[0]);
      const req = bindingAt.get(((init[0] as Node).base as Node).range[0]);
      if (b === undefined || b.assigned || b.uses[0] !== vars[0] || req === undefined) return;
      // Reads in code left out do not count; an alias inlined reads the table at its own reads
      // (its declaration, which read it, is left out).
      const sites = b.uses
        .slice(1)
        .filter((u) => !isDropped(u.range[0]))
        .map((u) => ({ at: u.range[0], inlined: false }))
        .concat((inlinedReads.get(b) ?? []).map((at) => ({ at, inlined: true })));
      if (sites.length !== 1) return;
      const m = (name.raw as string).slice(1, -1);
      if (!inert(m, new Set()) && !loadedBefore(literal(f), k).has(m) && (sites[0].inlined || !aliasNext(body, k, sites[0].at, isDropped))) return;
      if (requireAt !== undefined && requireAt(sites[0].at) !== req) return;
      out.push({ declaration: s, name, require: ((init[0] as Node).base as Node).range[0], at: sites[0].at, inlined: sites[0].inlined });
    });
  }
  return out;
}

/**
 * Whether the statement of `body` run next after its `k`th (statements left out do not run) is an
 * import alias whose value reads the module table at `at` (`local f = ____x.f`): requiring the
 * module there runs it at the same point of its importer's load, whatever it runs.
 */
function aliasNext(body: Node[], k: number, at: number, isDropped: (at: number) => boolean): boolean {
  const next = body.slice(k + 1).find((s) => !isDropped(s.range[0]));
  if (next === undefined || next.type !== "LocalStatement") return false;
  const vars = next.variables as Node[];
  const init = next.init as Node[];
  if (vars.length !== 1 || init.length !== 1 || init[0].type !== "MemberExpression" || init[0].indexer !== ".") return false;
  const base = init[0].base as Node;
  return base.type === "Identifier" && base.range[0] === at;
}

/**
 * The compact form's edits for `sites` (planned again with them as reads of `require`): each
 * declaration left out, each read the call `<require's short name>(<number>)`.
 */
export function applyRequireSites(sites: RequireSite[], edits: ImportEdits, names: Map<number, string>): void {
  for (const s of sites) {
    const call = `${names.get(s.require) ?? "require"}(${edits.strings.get(s.name.range[0]) ?? (s.name.raw as string)})`;
    if (s.inlined) {
      const text = edits.inline.get(s.at)!;
      edits.inline.set(s.at, call + text.slice(text.indexOf(".")));
    } else edits.inline.set(s.at, call);
    edits.drop.push([s.declaration.range[0], s.declaration.range[1]]);
  }
}
