/**
 * The compact form's `continue`: TSTL writes a loop body with a `continue` as
 * `do P if c then goto l end R end ::l::` (its own block, so the goto enters no local's scope); where
 * that `if` is the one goto to `l`, standing alone at the block's top level, the body is
 * `P if not c then R end`: the same passes (R runs exactly when the goto would not have jumped past
 * it, P's locals still seen by R), no label (fewer of MoonSharp 2.0.0.0's label shapes), 4 tokens
 * and about 14 bytes fewer each (~110 of Global's loops).
 *
 * Every token stays on its line: the `do`, the `goto l`, the `if`'s own `end` and the label go, and the
 * block's `end` closes the `if`. The condition is negated where it stands: `==` and `~=` swap (Lua's
 * `~=` is `not (a == b)`), a `not x` loses its `not` (an `if` reads only whether its condition holds),
 * anything else is `not(c)`. Only a `for` or `while` body whose last two statements are the block and
 * its label, the goto in no nested function or loop of the block but that `if` (one clause, one
 * statement), and outside lualib's module and the self-check's probes (kept as written). The output
 * is a function of the input alone (byte-deterministic).
 */
import type { TextEdit } from "./textEdits";
import { isNode } from "./luaAst";
import type { LuaNode } from "./luaAst";
import { bundleModules } from "./luaCompactImports";
import { LUALIB } from "./luaCompactLualib";
import { MOONSHARP_PROBE_MODULE } from "./moonsharpSafe";

type Node = LuaNode;

const LOOPS = new Set(["ForGenericStatement", "ForNumericStatement", "WhileStatement"]);

/** The gotos to `label` below `n`, nested functions aside (a label is not seen inside them). */
function gotosTo(n: unknown, label: string, out: Node[]): Node[] {
  if (Array.isArray(n)) {
    for (const x of n) gotosTo(x, label, out);
    return out;
  }
  if (!isNode(n) || n.type === "FunctionDeclaration") return out;
  if (n.type === "GotoStatement" && (n.label as Node).name === label) out.push(n);
  for (const [k, x] of Object.entries(n)) if (k !== "range" && k !== "loc") gotosTo(x, label, out);
  return out;
}

/** The edits that make condition `c` its negation, or undefined where its text is not as expected. */
function negation(code: string, c: Node): TextEdit[] | undefined {
  if (c.type === "BinaryExpression" && (c.operator === "==" || c.operator === "~=")) {
    const from = (c.left as Node).range[1];
    const between = code.slice(from, (c.right as Node).range[0]);
    const at = between.indexOf(c.operator as string);
    if (at < 0 || between.indexOf(c.operator as string, at + 1) >= 0 || !/^[\s()]*$/.test(between.slice(0, at) + between.slice(at + 2))) return undefined;
    return [{ start: from + at, end: from + at + 2, text: c.operator === "==" ? "~=" : "==" }];
  }
  if (c.type === "UnaryExpression" && c.operator === "not" && code.startsWith("not", c.range[0])) return [{ start: c.range[0], end: c.range[0] + 3, text: "" }];
  return [
    { start: c.range[0], end: c.range[0], text: "not(" },
    { start: c.range[1], end: c.range[1], text: ")" },
  ];
}

/** The edits (see the header). */
export function continueEdits(code: string, ast: Node): TextEdit[] {
  const edits: TextEdit[] = [];
  const skip = new Set<Node>(bundleModules(ast).filter((m) => m.name === LUALIB || m.name === MOONSHARP_PROBE_MODULE).map((m) => m.fn));
  const loop = (body: Node[]): void => {
    const label = body[body.length - 1];
    const block = body[body.length - 2];
    if (label === undefined || block === undefined || label.type !== "LabelStatement" || block.type !== "DoStatement") return;
    const inner = block.body as Node[];
    const gotos = gotosTo(inner, (label.label as Node).name as string, []);
    if (gotos.length !== 1) return;
    const st = inner.find((s) => s.type === "IfStatement" && (s.clauses as Node[]).length === 1 && ((s.clauses as Node[])[0].body as Node[])[0] === gotos[0]);
    if (st === undefined || ((st.clauses as Node[])[0].body as Node[]).length !== 1) return;
    const cond = (st.clauses as Node[])[0].condition as Node;
    const not = negation(code, cond);
    if (not === undefined || !code.startsWith("do", block.range[0]) || !code.startsWith("end", st.range[1] - 3)) return;
    edits.push(
      { start: block.range[0], end: block.range[0] + 2, text: "" },
      ...not,
      { start: gotos[0].range[0], end: gotos[0].range[1], text: "" },
      { start: st.range[1] - 3, end: st.range[1], text: "" },
      { start: label.range[0], end: label.range[1], text: "" },
    );
  };
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isNode(v) || skip.has(v)) return;
    if (LOOPS.has(v.type)) loop(v.body as Node[]);
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") visit(x);
  };
  visit(ast);
  return edits;
}
