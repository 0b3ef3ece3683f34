/**
 * The compact form's early returns: TSTL writes `if (c) return "x"; return y;` at a block's end as
 * `if c then return "x" end return y`; where the first value is always true to Lua (a string, a
 * number, a table or function made there, a join `..`) it is the same as `return c and "x" or y`
 * (4 tokens fewer, 2 more: about 9 bytes each, ~125 times in Global).
 *
 * The same: `c` is tested once either way, and when it holds `c and X` is X, never false or nil, so
 * `or` does not look at `y`; when it fails, `c and X` is c's false or nil and the value is y's,
 * evaluated then as before. Only where `y` is one value (not a call, whose every value a `return`
 * hands on, nor `...`), the `if` has no `else` or `elseif` and one statement, a single `return`, and
 * the two statements end their block, outside lualib's module (its text stays TSTL's,
 * luaCompactIncludes.ts) and the self-check's probes (kept as written). `c` whose last operator is `or` is put in parentheses
 * (`(a or b) and X`); `and`, comparisons and the rest bind tighter than `and` already, and `y`
 * after `or` reads the same with or without them. Done on TSTL's text, before the shared strings
 * make a literal a name (luaCompactStrings.ts): every token stays on its line (`if` becomes
 * `return`, `then` `and`, the `if`'s `end` `or`, the two `return`s go). The output is a function of
 * the input alone (byte-deterministic).
 *
 * A chain, `if a then return X end if b then return Y end return z`, folds from its end, one `if`
 * a pass (`foldedReturns`): the folded `return b and Y or z` is one value, so the `if` before it
 * folds on the next pass, `return a and X or b and Y or z` (`or` is read left to right: when a
 * fails, `b and Y or z` is evaluated as before; ~130 more returns in Global, 1.2 KB).
 */
import type { TextEdit } from "./textEdits";
import { applyEdits } from "./textEdits";
import { isNode } from "./luaAst";
import type { LuaNode } from "./luaAst";
import { bundleModules } from "./luaCompactImports";
import { LUALIB } from "./luaCompactLualib";
import { MOONSHARP_PROBE_MODULE } from "./moonsharpSafe";

type Node = LuaNode;

const MANY = new Set(["CallExpression", "StringCallExpression", "TableCallExpression", "VarargLiteral"]);

/** Whether Lua reads `e` as true wherever it stands: its value is made there and is never false or nil. */
function alwaysTrue(e: Node): boolean {
  if (e.type === "StringLiteral" || e.type === "NumericLiteral" || e.type === "TableConstructorExpression" || e.type === "FunctionDeclaration") return true;
  return e.type === "BinaryExpression" && e.operator === "..";
}

/** The offset of `word` as a token at or after `from` in `code` (spaces only between). */
function tokenAt(code: string, from: number, word: string): number | undefined {
  let i = from;
  while (i < code.length && /\s/.test(code[i])) i++;
  return code.startsWith(word, i) ? i : undefined;
}

/** The edits (see the header). */
export function earlyReturnEdits(code: string, ast: Node): TextEdit[] {
  const edits: TextEdit[] = [];
  const skip = new Set<Node>(bundleModules(ast).filter((m) => m.name === LUALIB || m.name === MOONSHARP_PROBE_MODULE).map((m) => m.fn));
  const block = (body: Node[]): void => {
    if (body.length < 2) return;
    const st = body[body.length - 2];
    const last = body[body.length - 1];
    if (st.type !== "IfStatement" || last.type !== "ReturnStatement") return;
    const clauses = st.clauses as Node[];
    if (clauses.length !== 1) return;
    const inner = clauses[0].body as Node[];
    if (inner.length !== 1 || inner[0].type !== "ReturnStatement") return;
    const xs = inner[0].arguments as Node[];
    const ys = last.arguments as Node[];
    if (xs.length !== 1 || ys.length !== 1 || !alwaysTrue(xs[0]) || MANY.has(ys[0].type)) return;
    const c = clauses[0].condition as Node;
    const then = tokenAt(code, c.range[1], "then");
    // The `if`'s own `end`, after its return's value; TSTL writes no `;`.
    const end = tokenAt(code, xs[0].range[1], "end");
    if (code.slice(st.range[0], st.range[0] + 2) !== "if" || then === undefined || end === undefined || end + 3 !== st.range[1]) return;
    const wrap = c.type === "LogicalExpression" && c.operator === "or" && code[c.range[0]] !== "(";
    edits.push(
      { start: st.range[0], end: st.range[0] + 2, text: "return" },
      ...(wrap ? [{ start: c.range[0], end: c.range[0], text: "(" }, { start: c.range[1], end: c.range[1], text: ")" }] : []),
      { start: then, end: then + 4, text: "and" },
      { start: inner[0].range[0], end: inner[0].range[0] + 6, text: "" },
      { start: end, end: end + 3, text: "or" },
      { start: last.range[0], end: last.range[0] + 6, text: "" },
    );
  };
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isNode(v) || skip.has(v)) return;
    for (const [k, x] of Object.entries(v)) {
      if (k === "range" || k === "loc") continue;
      if (k === "body" && Array.isArray(x)) block(x as Node[]);
      visit(x);
    }
  };
  visit(ast);
  return edits;
}

/** How many `if`s of one chain fold at most (each a pass over the chunk). */
export const MAX_FOLDS = 32;

/** `code` with its early returns folded, each chain from its end (see the header). */
export function foldedReturns(code: string, parse: (code: string) => Node): string {
  let out = code;
  for (let pass = 0; pass < MAX_FOLDS; pass++) {
    const next = applyEdits(out, earlyReturnEdits(out, parse(out)));
    if (next === out) break;
    out = next;
  }
  return out;
}
