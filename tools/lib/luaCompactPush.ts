/**
 * An array's push as one call (issue 27: Global's bytes). TSTL writes `a.push(v)` as a statement
 * `a[#a + 1] = v`, about 850 times in Global (`c[#c+1]=v` in the compact form, the name twice).
 * Here each becomes `____push(a, v)`, a local function of the chunk declared on its first line,
 * `local ____push = function(t, v) t[#t + 1] = v end` (the renaming gives it a short name, read
 * 850 times): the same table gets the same value at the same index, `#t + 1`.
 *
 * Only where that is provably the same: one target and one value; the target's table written the
 * same on both sides and read without a call (a name, or a name's fields `a.b.c`); the value runs no
 * call (no `f(x)`, `f"x"`, `f{}` anywhere in it, a function written there included though its body
 * does not run), so nothing it evaluates can change the table's length: Lua takes `#a` before the
 * value, the call after it. lualib's module is left as it is (its body reads Lua's library alone:
 * luaCompactLualib.ts), and so is a chunk that already names `____push`. Only where 30 pushes or
 * more pay for the function's text. Lines stay where they were (a statement's newlines kept). The
 * cost is a Lua call per push (MoonSharp 2.0.0.0: about 8% more than the store itself, measured on
 * 100k pushes). The output is a function of the input alone (byte-deterministic).
 */
import { walkParents } from "./luaAst";
import type { LuaNode } from "./luaAst";
import type { TextEdit } from "./textEdits";

type Node = LuaNode;

export const PUSH = "____push";
/** Pushes that pay for the declaration (about 50 bytes; each push saves 2-3 bytes or more). */
export const MIN_PUSHES = 30;

const CALLS = new Set(["CallExpression", "StringCallExpression", "TableCallExpression"]);

/** A name, or a name's fields (`a.b.c`): read without running anything of ours. */
function plainTarget(n: Node): boolean {
  if (n.type === "Identifier") return true;
  return n.type === "MemberExpression" && n.indexer === "." && plainTarget(n.base as Node);
}

function runsNoCall(n: Node): boolean {
  let calls = false;
  walkParents(n, (x) => {
    if (CALLS.has(x.type)) calls = true;
  });
  return !calls && !CALLS.has(n.type);
}

/** The lualib module's function in the bundle's table (left as it is), or undefined. */
function lualibRange(ast: Node): [number, number] | undefined {
  let out: [number, number] | undefined;
  walkParents(ast.body, (x) => {
    if (out === undefined && x.type === "TableKey" && (x.key as Node).type === "StringLiteral" && (x.key as Node).raw === '"lualib_bundle"') out = (x.value as Node).range;
  });
  return out;
}

/** The edits that make each push a call of `____push` and declare it on the first line (see the header), or none. */
export function pushEdits(code: string, ast: Node, minPushes = MIN_PUSHES): TextEdit[] {
  let taken = false;
  const sites: Node[] = [];
  const lualib = lualibRange(ast);
  walkParents(ast.body, (x) => {
    if (x.type === "Identifier" && x.name === PUSH) taken = true;
    if (x.type !== "AssignmentStatement") return;
    if (lualib !== undefined && x.range[0] >= lualib[0] && x.range[0] < lualib[1]) return;
    const vars = x.variables as Node[];
    const init = x.init as Node[];
    if (vars.length !== 1 || init.length !== 1 || vars[0].type !== "IndexExpression") return;
    const base = vars[0].base as Node;
    const index = vars[0].index as Node;
    if (!plainTarget(base) || index.type !== "BinaryExpression" || index.operator !== "+") return;
    const len = index.left as Node;
    const one = index.right as Node;
    if (len.type !== "UnaryExpression" || len.operator !== "#" || one.type !== "NumericLiteral" || one.raw !== "1") return;
    const arg = len.argument as Node;
    const text = (n: Node) => code.slice(n.range[0], n.range[1]);
    if (!plainTarget(arg) || text(arg) !== text(base) || text(base).includes("\n")) return;
    if (!runsNoCall(init[0])) return;
    sites.push(x);
  });
  if (taken || sites.length < minPushes) return [];
  const edits: TextEdit[] = [{ start: 0, end: 0, text: `local ${PUSH} = function(t, v) t[#t + 1] = v end ` }];
  for (const s of sites) {
    const value = (s.init as Node[])[0];
    const target = (s.variables as Node[])[0].base as Node;
    const head = code.slice(s.range[0], value.range[0]);
    const lines = (head.match(/\n/g) ?? []).length;
    edits.push({ start: s.range[0], end: value.range[0], text: `${PUSH}(${code.slice(target.range[0], target.range[1])}, ${"\n".repeat(lines)}` });
    edits.push({ start: value.range[1], end: value.range[1], text: ")" });
  }
  return edits;
}
