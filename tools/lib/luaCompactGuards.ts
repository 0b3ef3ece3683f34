/**
 * The compact form's guards: a function that stops early, `if c then return end R` in its body (a
 * `return` of nothing, R the statements after it), is `if not c then R end`: R runs exactly when the
 * `return` would not have run, and the function returns nothing either way once R is done (R's own
 * `return`, now the `if` block's last statement, stays its last). One token and 6 bytes fewer each
 * (about 400 guards in Global are of that shape), where the negation costs no more than it saves:
 * `==` and `~=` swap (Lua's `~=` is `not (a == b)`), a `not x` loses its `not` (an `if` reads only
 * whether its condition holds), and a name, a field, an index or a call gets `not ` in front; an
 * `and`/`or` of such operands is negated through them where that costs 4 bytes or fewer
 * (luaCompactNegation.ts: `a == nil or b == nil` -> `a ~= nil and b ~= nil`); any other condition
 * stays as it is.
 *
 * Only in a function's own body (not a loop's: there a `return` leaves the function, not the pass),
 * no label among R's statements (a goto could then jump into the `if`), and at most
 * `MAX_NESTED` guards nested so in one body (each wraps the rest of the body in one more block).
 * The guard's `return` and its `end` go; R's `end` is written after R's last statement, on its line;
 * every other token stays on its line. Outside lualib's module and the self-check's probes (kept as
 * written). The output is a function of the input alone (byte-deterministic).
 */
import type { TextEdit } from "./textEdits";
import { isNode } from "./luaAst";
import type { LuaNode } from "./luaAst";
import { bundleModules } from "./luaCompactImports";
import { LUALIB } from "./luaCompactLualib";
import { freeNegation } from "./luaCompactContinue";
import { spreadNegation } from "./luaCompactNegation";
import { MOONSHARP_PROBE_MODULE } from "./moonsharpSafe";

type Node = LuaNode;

/** How many guards of one function body become nested `if`s, at most. */
export const MAX_NESTED = 8;

const SIMPLE = new Set(["Identifier", "MemberExpression", "IndexExpression", "CallExpression", "StringCallExpression", "TableCallExpression"]);

/** The edits that negate `c` where it stands at no cost (see the header), or undefined. */
function cheapNegation(code: string, c: Node): TextEdit[] | undefined {
  const free = freeNegation(code, c);
  if (free !== undefined || (c.type === "BinaryExpression" && (c.operator === "==" || c.operator === "~="))) return free;
  if (SIMPLE.has(c.type) && code[c.range[0]] !== "(") return [{ start: c.range[0], end: c.range[0], text: "not " }];
  // Through its and/or, where that costs no more than a `not ` in front (luaCompactNegation.ts).
  const spread = spreadNegation(code, c);
  return spread !== undefined && spread.cost <= 4 ? spread.edits : undefined;
}

/** The edits (see the header). */
export function guardEdits(code: string, ast: Node): TextEdit[] {
  const edits: TextEdit[] = [];
  const skip = new Set<Node>(bundleModules(ast).filter((m) => m.name === LUALIB || m.name === MOONSHARP_PROBE_MODULE).map((m) => m.fn));
  const body = (b: Node[]): void => {
    let nested = 0;
    b.forEach((st, i) => {
      if (nested >= MAX_NESTED || i === b.length - 1 || st.type !== "IfStatement") return;
      const clauses = st.clauses as Node[];
      if (clauses.length !== 1) return;
      const inner = clauses[0].body as Node[];
      if (inner.length !== 1 || inner[0].type !== "ReturnStatement" || (inner[0].arguments as Node[]).length !== 0) return;
      const rest = b.slice(i + 1);
      if (rest.some((s) => s.type === "LabelStatement")) return;
      const not = cheapNegation(code, clauses[0].condition as Node);
      const ret = inner[0].range;
      if (not === undefined || !code.startsWith("return", ret[0]) || ret[1] - ret[0] !== 6 || !code.startsWith("end", st.range[1] - 3)) return;
      nested++;
      const last = rest[rest.length - 1];
      edits.push(...not, { start: ret[0], end: ret[1], text: "" }, { start: st.range[1] - 3, end: st.range[1], text: "" }, { start: last.range[1], end: last.range[1], text: " end" });
    });
  };
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isNode(v) || skip.has(v)) return;
    if (v.type === "FunctionDeclaration") body(v.body as Node[]);
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") visit(x);
  };
  visit(ast);
  return edits;
}
