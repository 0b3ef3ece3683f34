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

/** The statement lists outside any loop body (a function's body starts afresh), outermost first. */
function blocksOutsideLoops(ast: Node): Node[][] {
  const out: Node[][] = [];
  const visit = (v: unknown, inLoop: boolean): void => {
    if (Array.isArray(v)) return v.forEach((x) => visit(x, inLoop));
    if (!isNode(v)) return;
    const here = v.type === "FunctionDeclaration" ? false : inLoop || LOOPS.has(v.type);
    if (Array.isArray(v.body) && !here) out.push(v.body as Node[]);
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") visit(x, here);
  };
  visit(ast, false);
  return out;
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

/** The edits (see the header). */
export function lateLocalEdits(code: string, ast: Node): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const body of blocksOutsideLoops(ast)) {
    let anchor: Node | undefined = undefined;
    let joined: string[] = [];
    // Names the stretch since the anchor reads or assigns from outside, or declares.
    let named = new Set<string>();
    const close = () => {
      if (anchor === undefined || joined.length === 0) return;
      const vars = anchor.variables as Node[];
      const at = vars[vars.length - 1].range[1];
      edits.push({ start: at, end: at, text: `,${joined.join(",")}` });
    };
    for (const s of body) {
      const names = declared(s);
      const isLocal = s.type === "LocalStatement";
      const free = freeNames((w) => w.block([s]));
      if (anchor !== undefined && names.length > 0) {
        const keyword = /^local\s+/.exec(code.slice(s.range[0], s.range[0] + 12));
        const own = isLocal ? freeNames((w) => (s.init as Node[]).forEach((e) => w.expr(e))) : new Set<string>();
        const fits =
          keyword !== null &&
          (!isLocal || (s.init as Node[]).length > 0) &&
          names.every((n) => !named.has(n) && !own.has(n) && !(anchor!.variables as Node[]).some((v) => v.name === n) && !joined.includes(n)) &&
          names.reduce((c, n) => c + n.length + 1, 0) < keyword[0].length &&
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
        anchor = s;
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
