/**
 * A local declared by a local before it: `local a=x … local b=y` becomes `local a,b=x … b=y`, and
 * `local a=x … local function f() … end` becomes `local a,f=x … function f() … end` (after the
 * compact form's last pass, luaCompactSyntax.ts, in luaCompact.ts): `local ` gives way to `,b` (4
 * bytes for a one-letter name). Runs of locals next to each other are merged before (mergedLocalEdits); this joins the
 * locals a statement of another kind keeps apart.
 *
 * `local b=y` evaluates `y`, then brings a new `b` into scope; `b=y` evaluates `y`, then sets the `b`
 * in scope. They do the same where that `b` is this one, declared earlier and read by nothing
 * before: so nothing between the earlier local and this statement (nor this statement's own
 * values) may name `b` as a read or an assignment that would reach outside it (a nested function's
 * own `b` is its own), and no local of that block there (nor the earlier local itself) may declare
 * `b`. Then whatever the earlier local gave `b` (nil, or a call's extra value) is never read before
 * the statement sets it; a name of the statement without a value is set nil as the local was.
 * `local function f` is `local f; f = function`: the function sees its own name either way.
 * A statement without values stays (there is nothing to assign), and so does one where the names
 * cost more than `local `.
 *
 * In a function's own body the parameters are the first such local: `function(a) local b=x … end`
 * becomes `function(a,b) b=x … end` (`local ` for `,b`; `b` alone in an empty list). A parameter is
 * a local of the body set by the call, so a caller that hands more values than the function had
 * parameters (a lualib helper's callback, TTS's calls of a button's function) sets `b` to one of
 * them: as above, nothing reads `b` before its statement sets it. Not where the list has `...`
 * (a name before it would take its first value), nor in the bundle's modules (the functions of a
 * table made at the chunk's top: their `function()` is how the bench and the tests find them).
 *
 * Not in a loop's body at any depth short of a function: each pass of a loop has locals of its own
 * either way, but MoonSharp's hazards lie in loops (a local without a value in a `for … in` body, a
 * function statement on a field, tts-notes.md), and the plainest shape stays there. Every line stays
 * where it was (the names join the earlier local's names, on their line). The output is a function
 * of the input alone (byte-deterministic).
 */
import type { TextEdit } from "./textEdits";
import { scopeWalk } from "./luaScopes";
import { isNode } from "./luaAst";
import type { LuaNode } from "./luaAst";

type Node = LuaNode;

const LOOPS = new Set(["WhileStatement", "RepeatStatement", "ForNumericStatement", "ForGenericStatement"]);

/** The statement lists outside any loop body (a function's body starts afresh), outermost first, each with its function where it is one's body. */
function blocksOutsideLoops(ast: Node): { body: Node[]; fn: Node | undefined }[] {
  const out: { body: Node[]; fn: Node | undefined }[] = [];
  const visit = (v: unknown, inLoop: boolean): void => {
    if (Array.isArray(v)) return v.forEach((x) => visit(x, inLoop));
    if (!isNode(v)) return;
    const here = v.type === "FunctionDeclaration" ? false : inLoop || LOOPS.has(v.type);
    if (Array.isArray(v.body) && !here) out.push({ body: v.body as Node[], fn: v.type === "FunctionDeclaration" ? v : undefined });
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") visit(x, here);
  };
  visit(ast, false);
  return out;
}

/** Where a name joins: a local's names, or a function's parameters (none: no comma before the first). */
interface Anchor {
  names: string[];
  at: number;
  empty: boolean;
}

/** A function's parameter list as an anchor, or undefined (a `...`, or a list not written plainly). */
function parameterAnchor(code: string, fn: Node): Anchor | undefined {
  const params = fn.parameters as Node[];
  if (params.some((p) => p.type !== "Identifier")) return undefined;
  const id = fn.identifier as Node | null;
  const from = params.length > 0 ? params[params.length - 1].range[1] : code.indexOf("(", id ? id.range[1] : fn.range[0]) + 1;
  const close = code.indexOf(")", from);
  if (from <= 0 || close < 0 || code.slice(from, close).trim() !== "") return undefined;
  const names = params.map((p) => p.name as string);
  if (id !== null && id.type === "MemberExpression" && id.indexer === ":") names.push("self");
  return { names, at: close, empty: params.length === 0 };
}

/** The names statements (or expressions) read or assign from outside themselves. */
function freeNames(walk: (w: ReturnType<typeof scopeWalk<true>>) => void): Set<string> {
  const out = new Set<string>();
  const w = scopeWalk<true>({
    bind: () => true,
    ref: (id, b) => {
      if (b === undefined) out.add(id.name as string);
    },
    assign: (id, b) => {
      if (b === undefined) out.add(id.name as string);
    },
  });
  walk(w);
  return out;
}

/** The names a statement declares in its own block. */
function declared(s: Node): string[] {
  if (s.type === "LocalStatement") return (s.variables as Node[]).map((v) => v.name as string);
  if (s.type === "FunctionDeclaration" && s.isLocal === true) return [(s.identifier as Node).name as string];
  return [];
}

/** The functions of a table made by a statement of the chunk's own: the bundle's modules (`{function() … end, …}`), whose `function()` the tools read. */
function moduleFunctions(ast: Node): Set<Node> {
  const out = new Set<Node>();
  for (const s of ast.body as Node[]) {
    if (s.type !== "LocalStatement" && s.type !== "AssignmentStatement") continue;
    for (const t of s.init as Node[]) {
      if (t.type === "TableConstructorExpression") for (const f of t.fields as Node[]) if ((f.value as Node).type === "FunctionDeclaration") out.add(f.value as Node);
    }
  }
  return out;
}

/** The edits (see the header). */
export function lateLocalEdits(code: string, ast: Node): TextEdit[] {
  const edits: TextEdit[] = [];
  const modules = moduleFunctions(ast);
  for (const { body, fn } of blocksOutsideLoops(ast)) {
    let anchor: Anchor | undefined = fn === undefined || modules.has(fn) ? undefined : parameterAnchor(code, fn);
    let joined: string[] = [];
    // Names the stretch since the anchor reads or assigns from outside, or declares.
    let named = new Set<string>();
    const close = () => {
      if (anchor === undefined || joined.length === 0) return;
      edits.push({ start: anchor.at, end: anchor.at, text: `${anchor.empty ? "" : ","}${joined.join(",")}` });
    };
    for (const s of body) {
      const names = declared(s);
      const isLocal = s.type === "LocalStatement";
      const free = freeNames((w) => w.block([s]));
      if (anchor !== undefined && names.length > 0) {
        const keyword = /^local\s+/.exec(code.slice(s.range[0], s.range[0] + 12));
        const own = isLocal ? freeNames((w) => (s.init as Node[]).forEach((e) => w.expr(e))) : new Set<string>();
        const commas = anchor.empty && joined.length === 0 ? names.length - 1 : names.length;
        const fits =
          keyword !== null &&
          (!isLocal || (s.init as Node[]).length > 0) &&
          names.every((n) => !named.has(n) && !own.has(n) && !anchor!.names.includes(n) && !joined.includes(n)) &&
          names.reduce((c, n) => c + n.length, commas) < keyword[0].length &&
          new Set(names).size === names.length;
        if (fits) {
          edits.push({ start: s.range[0], end: s.range[0] + keyword[0].length, text: "" });
          joined.push(...names);
          for (const n of free) named.add(n);
          continue;
        }
      }
      if (isLocal && (s.init as Node[]).length > 0) {
        close();
        const vars = s.variables as Node[];
        anchor = { names: vars.map((v) => v.name as string), at: vars[vars.length - 1].range[1], empty: false };
        joined = [];
        named = new Set();
        continue;
      }
      for (const n of free) named.add(n);
      for (const n of names) named.add(n);
    }
    close();
  }
  return edits;
}
