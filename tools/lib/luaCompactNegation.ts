/**
 * A condition's negation through its `and`/`or` (De Morgan), for the guard and continue steps
 * (luaCompactGuards.ts, luaCompactContinue.ts): `a == x or b.c` negated is `a ~= x and not b.c`,
 * each operator swapped where it stands, each operand negated as those steps negate a whole
 * condition (`==`/`~=` swapped, a `not` dropped, `not ` before a name, field, index or call). An `if`
 * reads only whether its condition holds, and `not (A or B)` holds exactly when `not A and not B`
 * does (Lua's `and`/`or` evaluate the same operands in the same order; only which false value comes
 * out differs, and an `if` does not read it).
 *
 * The edits touch operators alone, so grouping could change where an operand's parentheses were
 * the outer expression's (`(a and b or c)`): the negated text is parsed again and must have the
 * negated tree, operand for operand, or nothing is done. Its cost in bytes is returned, for the
 * callers to weigh against what they save. The output is a function of the input alone.
 */
import * as luaparse from "luaparse";
import type { TextEdit } from "./textEdits";
import { applyEdits } from "./textEdits";
import type { LuaNode } from "./luaAst";

type Node = LuaNode;

const SIMPLE = new Set(["Identifier", "MemberExpression", "IndexExpression", "CallExpression", "StringCallExpression", "TableCallExpression"]);
const SWAP: Record<string, string> = { "==": "~=", "~=": "==", and: "or", or: "and" };

/** One operator's place between two operands: its offset, or -1 where the text between holds it not exactly once. */
function operatorAt(code: string, left: Node, right: Node, op: string): number {
  const from = left.range[1];
  const between = code.slice(from, right.range[0]);
  const re = op === "and" || op === "or" ? new RegExp(`(^|[\\s()])${op}(?=[\\s(])`, "g") : new RegExp(op.replace(/[~=]/g, "\\$&"), "g");
  const hits = [...between.matchAll(re)];
  if (hits.length !== 1) return -1;
  const at = hits[0].index! + hits[0][0].length - op.length;
  const rest = between.slice(0, at) + between.slice(at + op.length);
  return /^[\s()]*$/.test(rest) ? from + at : -1;
}

/** The edits that negate `c` through its `and`/`or`, operand by operand, or undefined. */
function edits(code: string, c: Node): TextEdit[] | undefined {
  if (c.type === "LogicalExpression" || (c.type === "BinaryExpression" && (c.operator === "==" || c.operator === "~="))) {
    const op = c.operator as string;
    const at = operatorAt(code, c.left as Node, c.right as Node, op);
    if (at < 0) return undefined;
    const own: TextEdit = { start: at, end: at + op.length, text: SWAP[op] };
    if (c.type === "BinaryExpression") return [own];
    const l = edits(code, c.left as Node);
    const r = edits(code, c.right as Node);
    return l && r && [...l, own, ...r];
  }
  if (c.type === "UnaryExpression" && c.operator === "not" && code.startsWith("not", c.range[0])) return [{ start: c.range[0], end: c.range[0] + 3, text: "" }];
  if (SIMPLE.has(c.type) && code[c.range[0]] !== "(") return [{ start: c.range[0], end: c.range[0], text: "not " }];
  return undefined;
}

/** A tree's shape: operators and operands, each operand's text (negated: the shape its negation must have). */
function shape(code: string, n: Node, negated: boolean): string | undefined {
  if (n.type === "LogicalExpression") {
    const l = shape(code, n.left as Node, negated);
    const r = shape(code, n.right as Node, negated);
    return l === undefined || r === undefined ? undefined : `(${negated ? SWAP[n.operator as string] : n.operator} ${l} ${r})`;
  }
  if (n.type === "BinaryExpression" && (n.operator === "==" || n.operator === "~=")) {
    const l = shape(code, n.left as Node, false);
    const r = shape(code, n.right as Node, false);
    return `(${negated ? SWAP[n.operator] : n.operator} ${l} ${r})`;
  }
  if (n.type === "UnaryExpression" && n.operator === "not") {
    const a = shape(code, n.argument as Node, false);
    return negated ? a : `(not ${a})`;
  }
  const text = code.slice(n.range[0], n.range[1]);
  return negated ? `(not ${text})` : text;
}

/**
 * The edits that negate `c` through its `and`/`or` and their cost in bytes, or undefined where `c`
 * is no `and`/`or`, an operand cannot be negated so, or the negated text would not group as the
 * negated tree.
 */
export function spreadNegation(code: string, c: Node): { edits: TextEdit[]; cost: number } | undefined {
  if (c.type !== "LogicalExpression") return undefined;
  const e = edits(code, c);
  if (e === undefined) return undefined;
  const text = code.slice(c.range[0], c.range[1]);
  const shifted = e.map((x) => ({ start: x.start - c.range[0], end: x.end - c.range[0], text: x.text }));
  const negated = applyEdits(text, shifted);
  let parsed: Node;
  try {
    parsed = ((luaparse.parse(`return ${negated}`, { luaVersion: "5.2", ranges: true, comments: false }) as unknown as Node).body as Node[])[0];
  } catch {
    return undefined;
  }
  const args = parsed.arguments as Node[];
  if (args.length !== 1) return undefined;
  const want = shape(code, c, true);
  const got = shape(`return ${negated}`, args[0], false);
  if (want === undefined || want !== got) return undefined;
  return { edits: e, cost: negated.length - text.length };
}
