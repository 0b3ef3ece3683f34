/**
 * The compact form's last pass: the same program in fewer bytes and tokens, over the renamed chunk
 * (luaCompact.ts), every line where it was (issue 27: Global's bytes and MoonSharp's load): every
 * value and statement keeps its line; only the names of a run of locals move to its first line.
 *
 * - **Short labels.** TSTL names each `continue` target `__continue15`; a label is seen only by the
 *   gotos of its own function, so each function's labels get the short names a, b... in order (a
 *   label lives in a namespace of its own, apart from the locals: `goto a` with a local `a` is fine).
 * - **No parentheses the grouping does not need.** TSTL writes every template literal as nested
 *   joins, `((("x" .. a) .. "y") .. b) .. "z"`, and keeps the parentheses of the TypeScript. An
 *   operand of a binary operator loses its parentheses where Lua would group it the same without
 *   them: an operator that binds tighter (`(a * b) + c`, `(a == b) and c`, `(-a) + b`), the left
 *   operand of a left-associative one of the same rank (`(a - b) + c`), the right operand of `..`
 *   or `^` (right-associative), a name, field, call or table (`c and ({x}) or ({y})`). Two more
 *   regroup without changing the value: the left operand of `..` (`(a .. b) .. c` gives the string
 *   `a .. (b .. c)` gives, the operands evaluated in the same order, left to right; our code sets no
 *   `__concat`), and `a or (b or c)`, `a and (b and c)` (the first operand that decides, decides).
 *   Parentheses in any other place stay (around a call they cut its values to one).
 * - **Runs of locals declared at once.** `local a=x local b=y` becomes `local a,b=x,y` (~3,000 times
 *   in Global: every module's imports, TSTL's temporaries): the values are evaluated left to right
 *   as before, each local gets exactly one value (as many values as names, so none is a bare
 *   `local`), and a statement joins the run only if its values read nothing the run declares from
 *   outside them (its value could not see those locals any more; a nested function's own locals and
 *   field names are no reads) and it declares no name twice. Its names move to the
 *   run's first line; its values stay on their own lines. A value that reads the chunk's shared
 *   `nil` (luaCompactStrings.ts; not where a local of the same name hides it) is left out and its
 *   name goes last, `local a,b,c=x,nil,y` -> `local a,c,b=x,y`: a name past the values is nil (also
 *   in MoonSharp, verified: its bug is the `local` with no value at all, and one value always stays);
 *   after a last value that is a call or `...`, one nil stays to cut its list to one value.
 *
 * - **TSTL's conditional temporaries.** A `?:` whose branch may be falsy is an if into a temporary,
 *   then a local: `local t=nil if c then t=a else t=b end local v=t` becomes
 *   `local v=nil if c then v=a else v=b end` (its line left empty), where each branch only sets the
 *   temporary, nothing else names it, and no condition or value names `v` (they would see the new
 *   local instead of an outer one). The values are the same, evaluated in the same order. One
 *   returned, `local t=x if c then t=a else t=b end return t` (x a name or a literal, an else),
 *   becomes `if c then return a else return b end`; a call's value is returned in parentheses, so
 *   still one value.
 * - **A branch that sets a fresh nil local nil.** `local v=nil if c then v=nil else v=e end` (TSTL's
 *   `x?.f()`) becomes `local v=nil if c' then v=e end`, c' the other comparison (`==`, `~=`) or
 *   `not(c)`; `... else v=nil end` loses its else (nilBranchEdits).
 * - **No `...` a function does not read.** TSTL declares every module's function `function(...)`
 *   and reads nothing of it: a `...` its own body (not a nested function's, which cannot see it)
 *   never names is left out. A vararg function called with more arguments drops them as a fixed one
 *   does, and nothing else can tell the two apart (no `debug` in TTS).
 *
 * - **Counted loops.** TSTL's `do local i=0 while i<n do … i=i+1 end end` becomes `for i=0,n-1 do
 *   … end` where that is the same loop (luaCompactLoops.ts).
 * - **Calls of one string or table** lose their parentheses, `f"x"`, `f{...}` (luaCompactCallSugar.ts).
 *
 * The output is a function of the input alone (byte-deterministic). The build gates the result again
 * (moonsharpGates.ts) and tests/tools/luaCompact.test.ts runs each shape before and after.
 */
import * as luaparse from "luaparse";
import { KEYWORDS, shortName } from "./luaCompactImports";
import { countedLoopEdits } from "./luaCompactLoops";
import { callSugarEdits, tokenIndex } from "./luaCompactCallSugar";
import { applyEdits } from "./textEdits";
import { scopeWalk } from "./luaScopes";
import type { TextEdit } from "./textEdits";
import { isNode, walk } from "./luaAst";
import type { LuaNode } from "./luaAst";

type Node = LuaNode;

/** Every node below `n` that belongs to the same function (nested functions are not entered). */
function ownNodes(n: Node, visit: (x: Node) => void): void {
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) {
      for (const x of v) walk(x);
      return;
    }
    if (!isNode(v)) return;
    visit(v);
    if (v.type === "FunctionDeclaration") return;
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") walk(x);
  };
  for (const [k, x] of Object.entries(n)) if (k !== "range" && k !== "loc") walk(x);
}

/** Each function's (and the chunk's) labels and gotos renamed a, b... per function. */
/** `block` called with every statement list of the tree (a chunk's, a function's, a loop's, a branch's body), outermost first. */
function eachBlock(ast: Node, block: (body: Node[]) => void): void {
  walk(ast, (v) => {
    if (Array.isArray(v.body)) block(v.body as Node[]);
  });
}

export function shortLabelEdits(ast: Node): TextEdit[] {
  const edits: TextEdit[] = [];
  const functions: Node[] = [ast];
  const find = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(find);
    if (!isNode(v)) return;
    if (v.type === "FunctionDeclaration") functions.push(v);
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") find(x);
  };
  find(ast.body);
  for (const f of functions) {
    const labels: Node[] = [];
    const gotos: Node[] = [];
    ownNodes(f.type === "FunctionDeclaration" ? ({ type: "Body", range: f.range, body: f.body } as Node) : f, (x) => {
      if (x.type === "LabelStatement") labels.push(x.label as Node);
      else if (x.type === "GotoStatement") gotos.push(x.label as Node);
    });
    const short = new Map<string, string>();
    let n = 0;
    for (const l of labels) {
      const name = l.name as string;
      if (short.has(name)) continue;
      let s = shortName(n++);
      while (KEYWORDS.has(s)) s = shortName(n++);
      short.set(name, s);
    }
    for (const id of labels.concat(gotos)) {
      const s = short.get(id.name as string);
      if (s === undefined) throw new Error(`luaCompactSyntax: goto ${id.name as string} names no label of its function`);
      edits.push({ start: id.range[0], end: id.range[1], text: s });
    }
  }
  return edits;
}

/** Lua's binary operators by rank (higher binds tighter); the unary ones (`not`, `-`, `#`) bind tighter than all but `^`. */
const RANK: Record<string, number> = { or: 1, and: 2, "<": 3, ">": 3, "<=": 3, ">=": 3, "~=": 3, "==": 3, "..": 5, "+": 6, "-": 6, "*": 7, "/": 7, "%": 7, "^": 10 };
const RIGHT_ASSOCIATIVE = new Set(["..", "^"]);
/** Operands that need no parentheses next to any binary operator. */
const ATOMS = new Set(["Identifier", "MemberExpression", "IndexExpression", "CallExpression", "StringCallExpression", "TableCallExpression", "TableConstructorExpression", "StringLiteral", "NumericLiteral", "BooleanLiteral", "NilLiteral", "VarargLiteral"]);

function isBinary(n: Node): boolean {
  return (n.type === "BinaryExpression" || n.type === "LogicalExpression") && RANK[n.operator as string] !== undefined;
}

/** Whether `operand`, the `side` operand of the binary `parent`, means the same without its parentheses. */
export function parenthesesNeedless(parent: Node, side: "left" | "right", operand: Node): boolean {
  const op = parent.operator as string;
  if (ATOMS.has(operand.type)) return true;
  if (operand.type === "UnaryExpression") return op !== "^";
  if (!isBinary(operand)) return false;
  const inner = operand.operator as string;
  if (RANK[inner] > RANK[op]) return true;
  if (RANK[inner] < RANK[op]) return false;
  if (side === "left") return !RIGHT_ASSOCIATIVE.has(op) || (op === ".." && inner === "..");
  return RIGHT_ASSOCIATIVE.has(op) ? inner === op : (op === "or" || op === "and") && inner === op;
}

/** The parentheses around binary operands that the grouping does not need, removed. */
export function needlessParenthesesEdits(code: string, ast: Node): TextEdit[] {
  const { toks, byStart, byEnd, text } = tokenIndex(code);
  const edits: TextEdit[] = [];
  // A space where the parenthesis was, so no two tokens run together (`and(-x)` -> `and -x`, not
  // `and-x`... nor `a-(-b)` -> `a--b`, a comment); joining the lines (luaJoin.ts) keeps only the
  // spaces Lua needs.
  const drop = (i: number) => edits.push({ start: toks[i].range[0], end: toks[i].range[1], text: " " });
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isNode(v)) return;
    if (isBinary(v)) {
      for (const side of ["left", "right"] as const) {
        const e = v[side] as Node;
        const first = byStart.get(e.range[0]);
        const last = byEnd.get(e.range[1]);
        if (first === undefined || last === undefined || !parenthesesNeedless(v, side, e)) continue;
        for (let k = 1; first - k >= 0 && last + k < toks.length && text(first - k) === "(" && text(last + k) === ")"; k++) {
          drop(first - k);
          drop(last + k);
        }
      }
    }
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") visit(x);
  };
  visit(ast.body);
  return edits;
}

/** The names values read from outside them (a nested function's parameters and locals, and field names, are not). */
function freeNamesIn(values: Node[]): Set<string> {
  const out = new Set<string>();
  const w = scopeWalk<true>({
    bind: () => true,
    ref: (id, b) => {
      if (b === undefined) out.add(id.name as string);
    },
  });
  for (const e of values) w.expr(e);
  return out;
}

/**
 * Where the chunk's shared `nil` is read (luaCompactStrings.ts: a local of its first statement
 * declared `=nil`, never assigned): the start offsets of the identifiers that name it, those in a
 * scope where a local of the same name hides it left out. Empty when the chunk has no such local.
 */
export function sharedNilReads(ast: Node): Set<number> {
  const out = new Set<number>();
  const first = (ast.body as Node[])[0];
  if (first === undefined || first.type !== "LocalStatement") return out;
  const at = (first.init as Node[]).findIndex((e) => e.type === "NilLiteral");
  const name = at >= 0 && at < (first.variables as Node[]).length ? ((first.variables as Node[])[at].name as string) : undefined;
  if (name === undefined) return out;
  let assigned = false;
  const declares = (ids: unknown): boolean => Array.isArray(ids) && ids.some((v) => isNode(v) && v.type === "Identifier" && v.name === name);
  const expr = (v: unknown, hidden: boolean): void => {
    if (Array.isArray(v)) return v.forEach((x) => expr(x, hidden));
    if (!isNode(v)) return;
    if (v.type === "Identifier") {
      if (v.name === name && !hidden) out.add(v.range[0]);
      return;
    }
    if (v.type === "FunctionDeclaration") {
      if (v.identifier && !(v.isLocal === true)) expr(v.identifier, hidden);
      block(v.body as Node[], hidden || declares(v.parameters));
      return;
    }
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") expr(x, hidden);
  };
  // A block's statements in order; returns whether the name is hidden at its end.
  const block = (body: Node[], hidden: boolean, top = false): boolean => {
    for (const st of body) {
      switch (st.type) {
        case "LocalStatement":
          expr(st.init, hidden);
          if (!(top && st === first) && declares(st.variables)) hidden = true;
          break;
        case "FunctionDeclaration":
          if (st.isLocal === true && declares([st.identifier])) hidden = true;
          expr(st, hidden);
          break;
        case "AssignmentStatement":
          for (const v of st.variables as Node[]) if (v.type === "Identifier" && v.name === name && !hidden) assigned = true;
          expr(st.init, hidden);
          expr(st.variables, hidden);
          break;
        case "ForNumericStatement":
          expr([st.start, st.end, st.step], hidden);
          block(st.body as Node[], hidden || declares([st.variable]));
          break;
        case "ForGenericStatement":
          expr(st.iterators, hidden);
          block(st.body as Node[], hidden || declares(st.variables));
          break;
        case "RepeatStatement":
          expr(st.condition, block(st.body as Node[], hidden));
          break;
        case "WhileStatement":
          expr(st.condition, hidden);
          block(st.body as Node[], hidden);
          break;
        case "DoStatement":
          block(st.body as Node[], hidden);
          break;
        case "IfStatement":
          for (const c of st.clauses as Node[]) {
            expr(c.condition, hidden);
            block(c.body as Node[], hidden);
          }
          break;
        default:
          expr(st, hidden);
      }
    }
    return hidden;
  };
  block(ast.body as Node[], false, true);
  return assigned ? new Set() : out;
}

/**
 * The statement lists inside a generic `for … in` body, at any depth short of a function: where
 * MoonSharp 2.0.0.0 starts a `local` without a value as the loop's table (tts-notes.md). A `local`
 * with fewer values than names is nil there too (checked on the runner), but the compact form keeps
 * to the plainest shape in them: every name keeps its value.
 */
export function forInBlocks(ast: Node): Set<Node[]> {
  const out = new Set<Node[]>();
  const visit = (v: unknown, inFor: boolean): void => {
    if (Array.isArray(v)) return v.forEach((x) => visit(x, inFor));
    if (!isNode(v)) return;
    const here = v.type === "FunctionDeclaration" ? false : inFor;
    if (Array.isArray(v.body) && (here || v.type === "ForGenericStatement")) out.add(v.body as Node[]);
    for (const [k, x] of Object.entries(v)) {
      if (k === "range" || k === "loc") continue;
      visit(x, here || (v.type === "ForGenericStatement" && k === "body"));
    }
  };
  visit(ast, false);
  return out;
}

/** `local a=x local b=y` -> `local a,b=x,y` where that means the same (see the header). */
export function mergedLocalEdits(code: string, ast: Node, nils: Set<number> = new Set()): TextEdit[] {
  const inForIn = forInBlocks(ast);
  const edits: TextEdit[] = [];
  const mergeable = (s: Node) => s.type === "LocalStatement" && (s.init as Node[]).length === (s.variables as Node[]).length && (s.variables as Node[]).length > 0;
  const isNil = (e: Node) => e.type === "Identifier" && nils.has(e.range[0]);
  const MULTIPLE = new Set(["CallExpression", "StringCallExpression", "TableCallExpression", "VarargLiteral"]);
  // The run as one statement whose nil values are left out, their names last: `local a,b,c=x,nil,y`
  // -> `local a,c,b=x,y` (a name without a value is nil; the statement keeps a value, so it is no
  // bare `local`). After a last value that is a call (or `...`), one nil stays to cut its list.
  const withoutNils = (run: Node[]): boolean => {
    const pairs = run.flatMap((st) => (st.variables as Node[]).map((v, i) => ({ st, name: v.name as string, value: (st.init as Node[])[i] })));
    let kept = pairs.filter((p) => !isNil(p.value));
    if (kept.length === pairs.length) return false;
    if (kept.length === 0) kept = [pairs[0]];
    if (kept.length === pairs.length) return false;
    // After a call's (or `...`'s) list, one nil stays, last: it cuts the list to one value.
    const nilAfter = MULTIPLE.has(kept[kept.length - 1].value.type) ? pairs.find((p) => !kept.includes(p))! : undefined;
    const firstVars = run[0].variables as Node[];
    const eqOf = (st: Node) => {
      const vars = st.variables as Node[];
      const eq = code.indexOf("=", vars[vars.length - 1].range[1]);
      if (eq < 0 || code.slice(vars[vars.length - 1].range[1], eq).trim() !== "") throw new Error(`luaCompactSyntax: no '=' after the names of the local at ${st.range[0]}`);
      return eq;
    };
    const head: [number, number] = [firstVars[0].range[0], eqOf(run[0]) + 1];
    if (code.slice(head[0], head[1]).includes("\n")) return false;
    const names = kept.concat(pairs.filter((p) => !kept.includes(p))).map((p) => p.name);
    const last = kept[kept.length - 1].value;
    if (nilAfter !== undefined) edits.push({ start: last.range[1], end: last.range[1], text: `,${code.slice(nilAfter.value.range[0], nilAfter.value.range[1])}` });
    edits.push({ start: head[0], end: head[1], text: `${names.join(",")}=` });
    let anyKept = false;
    pairs.forEach((p, j) => {
      const keep = kept.includes(p);
      if (j > 0) {
        // The separator before this value: the next statement's `local names =`, or a comma.
        const newStatement = p.st !== pairs[j - 1].st;
        const sep: [number, number] = newStatement ? [p.st.range[0], eqOf(p.st) + 1] : (() => {
          const comma = code.indexOf(",", pairs[j - 1].value.range[1]);
          return [comma, comma + 1] as [number, number];
        })();
        if (!newStatement && (sep[0] < 0 || sep[0] > p.value.range[0] || code.slice(pairs[j - 1].value.range[1], sep[0]).trim() !== "")) throw new Error(`luaCompactSyntax: no ',' before the value at ${p.value.range[0]}`);
        edits.push({ start: sep[0], end: sep[1], text: keep && anyKept ? "," : "" });
      }
      if (!keep) edits.push({ start: p.value.range[0], end: p.value.range[1], text: "" });
      anyKept = anyKept || keep;
    });
    return true;
  };
  const flush = (run: Node[], keepNils: boolean) => {
    if (run.length === 0 || (!keepNils && withoutNils(run))) return;
    if (run.length < 2) return;
    const firstVars = run[0].variables as Node[];
    const names = run.slice(1).flatMap((s) => (s.variables as Node[]).map((v) => v.name as string));
    edits.push({ start: firstVars[firstVars.length - 1].range[1], end: firstVars[firstVars.length - 1].range[1], text: "," + names.join(",") });
    for (const s of run.slice(1)) {
      const vars = s.variables as Node[];
      const eq = code.indexOf("=", vars[vars.length - 1].range[1]);
      if (eq < 0 || code.slice(vars[vars.length - 1].range[1], eq).trim() !== "") throw new Error(`luaCompactSyntax: no '=' after the names of the local at ${s.range[0]}`);
      edits.push({ start: s.range[0], end: eq + 1, text: "," });
    }
  };
  const block = (body: Node[]) => {
    const keepNils = inForIn.has(body);
    let run: Node[] = [];
    let declared = new Set<string>();
    for (const s of body) {
      if (!mergeable(s)) {
        flush(run, keepNils);
        run = [];
        declared = new Set();
        continue;
      }
      const own = (s.variables as Node[]).map((v) => v.name as string);
      const reads = freeNamesIn(s.init as Node[]);
      const clash = own.some((n, i) => declared.has(n) || own.indexOf(n) !== i) || [...reads].some((n) => declared.has(n));
      if (clash) {
        flush(run, keepNils);
        run = [];
        declared = new Set();
      }
      run.push(s);
      for (const n of own) declared.add(n);
    }
    flush(run, keepNils);
  };
  eachBlock(ast, block);
  return edits;
}

/** `...` among the parameters of a function whose own body never reads it (TSTL's module functions). */
export function unreadVarargEdits(code: string, ast: Node): TextEdit[] {
  const edits: TextEdit[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isNode(v)) return;
    if (v.type === "FunctionDeclaration") {
      const params = v.parameters as Node[];
      const last = params[params.length - 1];
      if (last !== undefined && last.type === "VarargLiteral") {
        let read = false;
        ownNodes({ type: "Body", range: v.range, body: v.body } as Node, (x) => {
          if (x.type === "VarargLiteral") read = true;
        });
        if (!read) {
          // With the comma before it: `function(a,...)` -> `function(a)`.
          const start = params.length > 1 ? code.lastIndexOf(",", last.range[0]) : last.range[0];
          if (!code.slice(start, last.range[1]).includes("\n")) edits.push({ start, end: last.range[1], text: "" });
        }
      }
    }
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") visit(x);
  };
  visit(ast.body);
  return edits;
}

/** Every identifier named `name` below `n` (nested functions too), counted; a field's name (`x.name`, `{name=1}`) is none. */
function countNamed(n: unknown, name: string): number {
  if (Array.isArray(n)) return n.reduce((a: number, x) => a + countNamed(x, name), 0);
  if (!isNode(n)) return 0;
  if (n.type === "MemberExpression") return countNamed(n.base, name);
  if (n.type === "TableKeyString") return countNamed(n.value, name);
  let c = n.type === "Identifier" && n.name === name ? 1 : 0;
  for (const [k, x] of Object.entries(n)) if (k !== "range" && k !== "loc") c += countNamed(x, name);
  return c;
}

/**
 * TSTL's conditional into a local: `local t=nil if c then t=a else t=b end local v=t` (a `?:` whose
 * branch may be falsy) becomes `local v=nil if c then v=a else v=b end`, where the temporary is read
 * nowhere else and no condition or value names `v` (it would now see the new local).
 */
export function foldedTemporaryEdits(code: string, ast: Node): TextEdit[] {
  const edits: TextEdit[] = [];
  const single = (st: Node | undefined, type: string) =>
    st !== undefined && st.type === type && (st.variables as Node[]).length === 1 && (st.init as Node[]).length === 1 && (st.variables as Node[])[0].type === "Identifier";
  // `local t=x if c then t=a else t=b end return t` -> `if c then return a else return b end`, where
  // x is a name or a literal (not evaluated any more) and every path sets t; a call's (or `...`'s)
  // value is put in parentheses, so it is still one value.
  const returned = (decl: Node, cond: Node, ret: Node, rest: Node[]): boolean => {
    const t = (decl.variables as Node[])[0];
    const x = (decl.init as Node[])[0];
    const args = ret.type === "ReturnStatement" ? (ret.arguments as Node[]) : [];
    if (args.length !== 1 || args[0].type !== "Identifier" || args[0].name !== t.name) return false;
    if (!["Identifier", "NilLiteral", "BooleanLiteral", "StringLiteral", "NumericLiteral"].includes(x.type)) return false;
    const clauses = cond.clauses as Node[];
    if (clauses[clauses.length - 1].type !== "ElseClause") return false;
    const sets = clauses.map((c) => ((c.body as Node[]).length === 1 && single((c.body as Node[])[0], "AssignmentStatement") ? (c.body as Node[])[0] : undefined));
    if (sets.some((a) => a === undefined || ((a.variables as Node[])[0].name as string) !== t.name)) return false;
    if (countNamed(rest, t.name as string) !== clauses.length + 2) return false;
    edits.push({ start: decl.range[0], end: decl.range[1], text: "" });
    for (const a of sets) {
      const value = (a!.init as Node[])[0];
      const target = (a!.variables as Node[])[0];
      const eq = code.indexOf("=", target.range[1]);
      if (eq < 0 || eq > value.range[0]) throw new Error(`luaCompactSyntax: no '=' in the assignment at ${a!.range[0]}`);
      const many = ["CallExpression", "StringCallExpression", "TableCallExpression", "VarargLiteral"].includes(value.type);
      edits.push({ start: a!.range[0], end: eq + 1, text: many ? "return(" : "return " });
      if (many) edits.push({ start: value.range[1], end: value.range[1], text: ")" });
    }
    edits.push({ start: ret.range[0], end: ret.range[1], text: "" });
    return true;
  };
  const block = (body: Node[]) => {
    for (let i = 0; i + 2 < body.length; i++) {
      const [decl, cond, into] = [body[i], body[i + 1], body[i + 2]];
      if (single(decl, "LocalStatement") && cond.type === "IfStatement" && returned(decl, cond, into, body.slice(i))) {
        i += 2;
        continue;
      }
      if (!single(decl, "LocalStatement") || cond.type !== "IfStatement" || !single(into, "LocalStatement")) continue;
      const t = (decl.variables as Node[])[0];
      const v = (into.variables as Node[])[0];
      const read = (into.init as Node[])[0];
      if (read.type !== "Identifier" || read.name !== t.name || v.name === t.name) continue;
      const clauses = cond.clauses as Node[];
      const sets = clauses.map((c) => ((c.body as Node[]).length === 1 && single((c.body as Node[])[0], "AssignmentStatement") ? (c.body as Node[])[0] : undefined));
      if (sets.some((a) => a === undefined || ((a.variables as Node[])[0].name as string) !== t.name)) continue;
      if (countNamed(body.slice(i), t.name as string) !== clauses.length + 2 || countNamed(cond, v.name as string) > 0) continue;
      edits.push({ start: t.range[0], end: t.range[1], text: v.name as string });
      for (const a of sets) edits.push({ start: (a!.variables as Node[])[0].range[0], end: (a!.variables as Node[])[0].range[1], text: v.name as string });
      edits.push({ start: into.range[0], end: into.range[1], text: "" });
      i += 2;
    }
  };
  eachBlock(ast, block);
  return edits;
}

/**
 * A local just declared nil and set by an if/else whose one branch sets it nil again:
 * `local v=nil if c then v=nil else v=e end` (TSTL's `x?.f()`, `x === undefined ? undefined : e`)
 * becomes `local v=nil if not(c) then v=e end` (`c` an `==` or `~=` comparison: the other one, the
 * exact negation in Lua), and `local v=nil if c then v=e else v=nil end` becomes
 * `local v=nil if c then v=e end`: v is nil there already. The condition must not name v, the
 * values are evaluated as before, every line stays.
 */
export function nilBranchEdits(code: string, ast: Node, nils: Set<number>): TextEdit[] {
  const edits: TextEdit[] = [];
  const isNil = (e: Node) => e.type === "NilLiteral" || (e.type === "Identifier" && nils.has(e.range[0]));
  const newlines = (from: number, to: number) => "\n".repeat((code.slice(from, to).match(/\n/g) ?? []).length);
  const block = (body: Node[]) => {
    for (let i = 0; i + 1 < body.length; i++) {
      const [decl, cond] = [body[i], body[i + 1]];
      if (decl.type !== "LocalStatement" || (decl.variables as Node[]).length !== 1 || (decl.init as Node[]).length !== 1 || !isNil((decl.init as Node[])[0])) continue;
      if (cond.type !== "IfStatement") continue;
      const clauses = cond.clauses as Node[];
      if (clauses.length !== 2 || clauses[0].type !== "IfClause" || clauses[1].type !== "ElseClause") continue;
      const name = (decl.variables as Node[])[0].name as string;
      const sets = clauses.map((c) => {
        const b = c.body as Node[];
        const a = b.length === 1 && b[0].type === "AssignmentStatement" ? b[0] : undefined;
        return a !== undefined && (a.variables as Node[]).length === 1 && (a.init as Node[]).length === 1 && (a.variables as Node[])[0].type === "Identifier" && (a.variables as Node[])[0].name === name ? a : undefined;
      });
      if (sets[0] === undefined || sets[1] === undefined || countNamed(clauses[0].condition, name) > 0) continue;
      const [first, second] = [sets[0], sets[1]];
      const between = code.slice(first.range[1], second.range[0]);
      if (between.trim() !== "else") continue;
      if (isNil((second.init as Node[])[0])) {
        edits.push({ start: first.range[1], end: second.range[1], text: newlines(first.range[1], second.range[1]) });
      } else if (isNil((first.init as Node[])[0])) {
        const c = clauses[0].condition as Node;
        const flip = c.type === "BinaryExpression" && (c.operator === "==" || c.operator === "~=") ? code.indexOf(c.operator as string, (c.left as Node).range[1]) : -1;
        if (flip >= 0 && flip < (c.right as Node).range[0] && code.slice((c.left as Node).range[1], flip).trim().replace(/\)/g, "") === "") {
          edits.push({ start: flip, end: flip + 2, text: c.operator === "==" ? "~=" : "==" });
        } else {
          edits.push({ start: c.range[0], end: c.range[0], text: "not(" }, { start: c.range[1], end: c.range[1], text: ")" });
        }
        edits.push({ start: first.range[0], end: second.range[0], text: newlines(first.range[0], second.range[0]) });
      }
      i += 1;
    }
  };
  eachBlock(ast, block);
  return edits;
}

/** The compact form's last pass (see the header). */
export function compactSyntax(source: string): string {
  const parse = (text: string) => luaparse.parse(text, { luaVersion: "5.2", comments: false, locations: false, ranges: true, scope: false }) as unknown as Node;
  const counted = applyEdits(source, countedLoopEdits(source, parse(source)));
  const folded = applyEdits(counted, foldedTemporaryEdits(counted, parse(counted)));
  const foldedAst = parse(folded);
  const code = applyEdits(folded, nilBranchEdits(folded, foldedAst, sharedNilReads(foldedAst)));
  const ast = parse(code);
  const tidy = applyEdits(code, shortLabelEdits(ast).concat(needlessParenthesesEdits(code, ast), mergedLocalEdits(code, ast, sharedNilReads(ast)), unreadVarargEdits(code, ast)));
  return applyEdits(tidy, callSugarEdits(tidy, parse(tidy)));
}
