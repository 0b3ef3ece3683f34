/**
 * The compact form's counted loops: TSTL writes a C-style `for (let i = 0; i < n; i++)` as
 * `do local i=0 while i<n do … i=i+1 end end` (~240 times in Global); where that is the same loop,
 * it becomes Lua's numeric `for i=0,n-1 do … end` (21 bytes fewer each, every token on its line).
 *
 * The same loop means: the counter starts at an integer literal and only the last statement of the
 * body steps it by 1; nothing else in the body names it from a nested function (a numeric `for` gives
 * each pass its own counter, the `while` one for all), assigns it, or declares a name like it; the
 * body has no goto or label (TSTL's `continue`) and no named function (MoonSharp's
 * function-field-in-loop bug, tts-notes.md); and the limit reads the same on every pass, as `for`
 * reads it once: an integer literal; a local of the loop's function declared with an integer literal
 * or a length (`local n=#t`) that nothing in that function (nested ones included) assigns; or `#t`
 * of a name when the body calls nothing, assigns no field or index of any table and does not assign
 * that name (then no table can change length). Any other limit could change, or be a fraction
 * (`i<2.5` runs 3 times, `i<=1.5` twice): those loops stay.
 * The output is a function of the input alone (byte-deterministic).
 */
import type { TextEdit } from "./textEdits";
import { isNode, walkNested } from "./luaAst";
import type { LuaNode } from "./luaAst";

type Node = LuaNode;
/** An enclosing block of the loop: its statements before the loop's (nearest first), and the node whose body it is. */
type Outer = { before: Node[]; declares: Node | undefined };

const CALLS = new Set(["CallExpression", "StringCallExpression", "TableCallExpression"]);

function integerLiteral(n: Node): number | undefined {
  if (n.type !== "NumericLiteral") return undefined;
  const v = n.value as number;
  return Number.isInteger(v) && /^\d+$/.test(n.raw as string) ? v : undefined;
}

/** The numeric `for` edits (see the header). */
export function countedLoopEdits(code: string, ast: Node): TextEdit[] {
  const edits: TextEdit[] = [];
  // Each DoStatement with the statements before it in every enclosing block of its function (nearest
  // first), and that function's node (where an assignment to the limit's name is looked for).
  const visit = (v: unknown, outer: Outer[], fn: Node): void => {
    if (Array.isArray(v)) return v.forEach((x) => visit(x, outer, fn));
    if (!isNode(v)) return;
    const inner = v.type === "FunctionDeclaration" ? [] : outer;
    const own = v.type === "FunctionDeclaration" || v.type === "Chunk" ? v : fn;
    if (v.type === "DoStatement") counted(v, outer, fn);
    for (const [k, x] of Object.entries(v)) {
      if (k === "range" || k === "loc") continue;
      if (k === "body" && Array.isArray(x)) {
        (x as Node[]).forEach((st, j) => visit(st, ([{ before: (x as Node[]).slice(0, j).reverse(), declares: v }] as Outer[]).concat(inner), own));
      } else visit(x, inner, own);
    }
  };
  /** Whether `name` is a local of `fn`, declared with an integer value (a literal or `#x`) and never assigned in it. */
  const integerConstant = (name: string, outer: Outer[], fn: Node): boolean => {
    let found: Node | undefined = undefined;
    for (const o of outer) {
      for (const st of o.before) {
        if (st.type === "LocalStatement" && (st.variables as Node[]).some((x) => x.name === name)) {
          found = st;
          break;
        }
        if (st.type === "FunctionDeclaration" && st.isLocal === true && (st.identifier as Node).name === name) return false;
      }
      if (found !== undefined) break;
      const d = o.declares;
      if (d !== undefined) {
        if (d.type === "FunctionDeclaration" && (d.parameters as Node[]).some((x) => x.name === name)) return false;
        if (d.type === "ForNumericStatement" && (d.variable as Node).name === name) return false;
        if (d.type === "ForGenericStatement" && (d.variables as Node[]).some((x) => x.name === name)) return false;
      }
    }
    if (found === undefined) return false;
    const vars = found.variables as Node[];
    const init = found.init as Node[];
    if (vars.length !== init.length) return false;
    const value = init[vars.findIndex((x) => x.name === name)];
    if (!(integerLiteral(value) !== undefined || (value.type === "UnaryExpression" && value.operator === "#"))) return false;
    let assigned = false;
    walkNested(fn.type === "FunctionDeclaration" ? fn.body : fn, (x) => {
      if (x.type === "AssignmentStatement" && (x.variables as Node[]).some((t) => t.type === "Identifier" && t.name === name)) assigned = true;
    });
    return !assigned;
  };
  const counted = (d: Node, outer: Outer[], fn: Node): void => {
    const [decl, loop, ...more] = d.body as Node[];
    if (more.length > 0 || decl === undefined || loop === undefined || decl.type !== "LocalStatement" || loop.type !== "WhileStatement") return;
    const vars = decl.variables as Node[];
    const init = decl.init as Node[];
    if (vars.length !== 1 || init.length !== 1 || integerLiteral(init[0]) === undefined) return;
    const i = vars[0].name as string;
    const cond = loop.condition as Node;
    if (cond.type !== "BinaryExpression" || (cond.operator !== "<" && cond.operator !== "<=")) return;
    const left = cond.left as Node;
    if (left.type !== "Identifier" || left.name !== i) return;
    const body = loop.body as Node[];
    const step = body[body.length - 1];
    if (step === undefined || step.type !== "AssignmentStatement") return;
    const sv = step.variables as Node[];
    const si = step.init as Node[];
    if (sv.length !== 1 || si.length !== 1 || sv[0].type !== "Identifier" || sv[0].name !== i) return;
    const inc = si[0];
    if (inc.type !== "BinaryExpression" || inc.operator !== "+" || (inc.left as Node).type !== "Identifier" || (inc.left as Node).name !== i || integerLiteral(inc.right as Node) !== 1) return;
    const rest = body.slice(0, -1);
    let ok = true;
    let calls = false;
    let tableWrites = false;
    const assigned = new Set<string>();
    walkNested(rest, (x, nested) => {
      if (x.type === "Identifier" && x.name === i && nested) ok = false;
      if (x.type === "GotoStatement" || x.type === "LabelStatement") ok = false;
      if (x.type === "FunctionDeclaration") {
        if (x.identifier !== null && x.identifier !== undefined) ok = false;
        if ((x.parameters as Node[]).some((p) => p.type === "Identifier" && p.name === i)) ok = false;
      }
      if (x.type === "LocalStatement" && (x.variables as Node[]).some((v) => v.name === i)) ok = false;
      if ((x.type === "ForNumericStatement" && (x.variable as Node).name === i) || (x.type === "ForGenericStatement" && (x.variables as Node[]).some((v) => v.name === i))) ok = false;
      if (CALLS.has(x.type)) calls = true;
      if (x.type === "AssignmentStatement") {
        for (const v of x.variables as Node[]) {
          if (v.type === "Identifier") assigned.add(v.name as string);
          else tableWrites = true;
        }
      }
    });
    if (!ok || assigned.has(i)) return;
    const bound = cond.right as Node;
    const lessThan = cond.operator === "<";
    let limit: string | undefined = undefined;
    const n = integerLiteral(bound);
    if (n !== undefined) limit = String(lessThan ? n - 1 : n);
    else if (bound.type === "UnaryExpression" && bound.operator === "#" && (bound.argument as Node).type === "Identifier") {
      if (calls || tableWrites || assigned.has((bound.argument as Node).name as string)) return;
      limit = code.slice(bound.range[0], bound.range[1]) + (lessThan ? "-1" : "");
    } else if (bound.type === "Identifier" && bound.name !== i && integerConstant(bound.name as string, outer, fn)) {
      limit = (bound.name as string) + (lessThan ? "-1" : "");
    }
    if (limit === undefined) return;
    if (code.slice(d.range[0], d.range[0] + 2) !== "do" || code.slice(d.range[1] - 3, d.range[1]) !== "end") return;
    // Every token stays on its line: the parts replaced are each on one line.
    if (code.slice(decl.range[0], decl.range[1]).includes("\n") || code.slice(loop.range[0], bound.range[1]).includes("\n")) return;
    edits.push({ start: d.range[0], end: d.range[0] + 2, text: "for" });
    edits.push({ start: decl.range[0], end: decl.range[1], text: `${i}=${code.slice(init[0].range[0], init[0].range[1])},` });
    edits.push({ start: loop.range[0], end: bound.range[1], text: limit });
    edits.push({ start: step.range[0], end: step.range[1], text: "" });
    edits.push({ start: d.range[1] - 3, end: d.range[1], text: "" });
  };
  visit(ast, [], ast);
  return edits;
}
