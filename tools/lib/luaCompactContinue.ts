/**
 * The compact form's `continue`: TSTL writes a loop body with a `continue` as
 * `do P if c then goto l end R end ::l::` (its own block, so the goto enters no local's scope); where
 * every goto to `l` is the one statement of its own `if` at the block's top level, the body is
 * `P if not c then R end`, and with two, `P if not c then Q if not d then R end end`: the same
 * passes (each part runs exactly when no goto before it would have jumped past it, earlier locals
 * still seen), no label (fewer of MoonSharp 2.0.0.0's label shapes), about 14 bytes and 4 tokens
 * fewer a loop (~130 of Global's loops).
 *
 * Every token stays on its line: the `do`, each `goto l`, each `if`'s own `end` and the label go; the
 * block's `end` closes the last `if`, and each earlier one gets an `end` written in front of it. The
 * condition is negated where it stands: `==` and `~=` swap (Lua's `~=` is `not (a == b)`), a `not x`
 * loses its `not` (an `if` reads only whether its condition holds), an `and`/`or` is negated through its
 * operands where that is shorter (luaCompactNegation.ts), anything else is `not(c)`. Only a
 * `for` or `while` body whose last two statements are the block and its label, no goto to `l` in a
 * nested statement of the block, and outside lualib's module and the self-check's probes (kept as
 * written). The output is a function of the input alone (byte-deterministic).
 */
import type { TextEdit } from "./textEdits";
import { isNode } from "./luaAst";
import type { LuaNode } from "./luaAst";
import { bundleModules } from "./luaCompactImports";
import { LUALIB } from "./luaCompactLualib";
import { MOONSHARP_PROBE_MODULE } from "./moonsharpSafe";
import { spreadNegation } from "./luaCompactNegation";

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

/**
 * The edits that negate `c` at no cost, where it is a comparison by == or ~= (swapped) or a `not`
 * (dropped); undefined otherwise, or where its text is not as expected. Shared with luaCompactGuards.ts.
 */
export function freeNegation(code: string, c: Node): TextEdit[] | undefined {
  if (c.type === "BinaryExpression" && (c.operator === "==" || c.operator === "~=")) {
    const from = (c.left as Node).range[1];
    const between = code.slice(from, (c.right as Node).range[0]);
    const at = between.indexOf(c.operator as string);
    if (at < 0 || between.indexOf(c.operator as string, at + 1) >= 0 || !/^[\s()]*$/.test(between.slice(0, at) + between.slice(at + 2))) return undefined;
    return [{ start: from + at, end: from + at + 2, text: c.operator === "==" ? "~=" : "==" }];
  }
  if (c.type === "UnaryExpression" && c.operator === "not" && code.startsWith("not", c.range[0])) return [{ start: c.range[0], end: c.range[0] + 3, text: "" }];
  return undefined;
}

/** The edits that make condition `c` its negation, or undefined where its text is not as expected. */
function negation(code: string, c: Node): TextEdit[] | undefined {
  const free = freeNegation(code, c);
  if (free !== undefined || (c.type === "BinaryExpression" && (c.operator === "==" || c.operator === "~="))) return free;
  // Through its and/or where that is shorter than not(c) (luaCompactNegation.ts).
  const spread = spreadNegation(code, c);
  if (spread !== undefined && spread.cost < 5) return spread.edits;
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
    // Each goto the one statement of its own single-clause `if` at the block's top level.
    const ifs = gotos.map((g) => inner.find((s) => s.type === "IfStatement" && (s.clauses as Node[]).length === 1 && ((s.clauses as Node[])[0].body as Node[]).length === 1 && ((s.clauses as Node[])[0].body as Node[])[0] === g));
    if (gotos.length === 0 || ifs.some((st) => st === undefined) || !code.startsWith("do", block.range[0])) return;
    const own: TextEdit[] = [];
    for (const st of ifs as Node[]) {
      const not = negation(code, (st.clauses as Node[])[0].condition as Node);
      if (not === undefined || !code.startsWith("end", st.range[1] - 3)) return;
      const g = ((st.clauses as Node[])[0].body as Node[])[0];
      own.push(...not, { start: g.range[0], end: g.range[1], text: "" }, { start: st.range[1] - 3, end: st.range[1], text: "" });
    }
    // The block's `end` closes the last `if`; each earlier one gets an `end` of its own in front of it.
    edits.push(
      { start: block.range[0], end: block.range[0] + 2, text: "" },
      ...own,
      ...(ifs.length > 1 ? [{ start: block.range[1] - 3, end: block.range[1] - 3, text: "end ".repeat(ifs.length - 1) }] : []),
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
