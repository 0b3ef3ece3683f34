/**
 * The compact form's plain blocks: TSTL wraps a C-style loop it cannot write as Lua's `for` in
 * `do local i=0 while … end end` (its counter's scope), and some statements in `do … end` of their
 * own; where the block's locals could live in the enclosing block without any name reading
 * differently, its `do` and `end` go (6 bytes and 2 tokens each, every other token on its line).
 *
 * A block `do B end` standing in block E goes when:
 * - no statement of E after it (nested functions included) reads or assigns a name B declares at its
 *   top level but a local declared after B (in E or below), which still hides B's: so no name there
 *   can now find B's local instead of the one (or the global) it found before;
 * - B declares no label at its top level (a label of B would become one of E, seen by E's gotos) and E
 *   has none at all (a goto of E jumping forward past B's locals would enter their scope; and MoonSharp
 *   2.0.0.0 runs some blocks with labels wrongly, docs/moonsharp.md);
 * - B ends in no `return` or `break` unless the block is E's last statement (those must end a block);
 * - B is not TSTL's copy of an `export *` (`do local ____export = require(m) for k, v in pairs(____export)
 *   … end end`), which the empty modules' step reads as written (luaCompactEmpty.ts);
 * - E is not a `repeat` body (its `until` reads the body's locals) and lies outside lualib's module
 *   (its text stays TSTL's, luaCompactIncludes.ts) and the self-check's probes (kept as written).
 * Locals of B then live on to the end of E instead of the end of B: no more of them at once than the
 * function's count of every local of its blocks, which the module strings' step keeps within
 * MoonSharp's and Lua's limits. The output is a function of the input alone (byte-deterministic).
 */
import type { TextEdit } from "./textEdits";
import { isNode } from "./luaAst";
import type { LuaNode } from "./luaAst";
import { bundleModules } from "./luaCompactImports";
import { LUALIB } from "./luaCompactLualib";
import { MOONSHARP_PROBE_MODULE } from "./moonsharpSafe";
import { scopeWalk } from "./luaScopes";

type Node = LuaNode;

/** The names a block declares at its own top level (locals and local functions). */
function declared(body: Node[]): Set<string> {
  const out = new Set<string>();
  for (const st of body) {
    if (st.type === "LocalStatement") for (const v of st.variables as Node[]) out.add(v.name as string);
    if (st.type === "FunctionDeclaration" && st.isLocal === true) out.add((st.identifier as Node).name as string);
  }
  return out;
}

/** TSTL's copy of an `export *`: a local set to a require, then a `for … in` (luaCompactEmpty.ts reads it so). */
function exportCopy(body: Node[]): boolean {
  if (body.length !== 2 || body[0].type !== "LocalStatement" || body[1].type !== "ForGenericStatement") return false;
  const e = (body[0].init as Node[])[0];
  return e !== undefined && e.type === "CallExpression" && (e.base as Node).type === "Identifier" && (e.base as Node).name === "require";
}

/** Every name read or assigned, in order of place: its name and where its binding was declared (-1: a global or a method's `self`). */
function namesRead(ast: Node): { at: number; name: string; declared: number }[] {
  const out: { at: number; name: string; declared: number }[] = [];
  const walker = scopeWalk<number>({
    bind: (_name, id) => (id === undefined ? -1 : id.range[0]),
    ref: (id, b) => out.push({ at: id.range[0], name: id.name as string, declared: b ?? -1 }),
  });
  walker.block(ast.body as Node[]);
  return out.sort((a, b) => a.at - b.at);
}

/** The `do`/`end` edits (see the header). */
export function plainBlockEdits(ast: Node): TextEdit[] {
  const edits: TextEdit[] = [];
  const reads = namesRead(ast);
  /** Whether a name of `names` read in [from, to) finds a binding declared before `from`, or none. */
  const readsOuter = (names: Set<string>, from: number, to: number): boolean => {
    let lo = 0;
    let hi = reads.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (reads[mid].at < from) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < reads.length && reads[i].at < to; i++) if (names.has(reads[i].name) && reads[i].declared < from) return true;
    return false;
  };
  const skip = new Set<Node>(bundleModules(ast).filter((m) => m.name === LUALIB || m.name === MOONSHARP_PROBE_MODULE).map((m) => m.fn));
  const block = (body: Node[], owner: Node): void => {
    const labels = owner.type !== "RepeatStatement" && !body.some((s) => s.type === "LabelStatement");
    body.forEach((st, j) => {
      if (!labels || st.type !== "DoStatement") return;
      const inner = st.body as Node[];
      if (inner.some((s) => s.type === "LabelStatement") || exportCopy(inner)) return;
      const last = inner[inner.length - 1];
      if (j < body.length - 1 && last !== undefined && (last.type === "ReturnStatement" || last.type === "BreakStatement")) return;
      const names = declared(inner);
      if (names.size > 0 && j < body.length - 1 && readsOuter(names, st.range[1], body[body.length - 1].range[1])) return;
      edits.push({ start: st.range[0], end: st.range[0] + 2, text: " " }, { start: st.range[1] - 3, end: st.range[1], text: " " });
    });
  };
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isNode(v) || skip.has(v)) return;
    for (const [k, x] of Object.entries(v)) {
      if (k === "range" || k === "loc") continue;
      if (k === "body" && Array.isArray(x)) block(x as Node[], v);
      visit(x);
    }
  };
  visit(ast);
  // A block inside a flattened one is judged in its own enclosing block, which keeps its statements:
  // the edits never overlap (each is a `do` or an `end` token of its own).
  return edits;
}
