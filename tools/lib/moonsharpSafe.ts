/**
 * MoonSharp-safe Lua by construction: one step over every chunk TSTL emits (`compileLuaBundle`), so
 * the Lua that reaches TTS has none of the shapes MoonSharp 2.0.0.0 runs wrongly
 * (../shared/reference/tts-notes.md; each verified with a MoonSharp 2.0.0.0 runner, docs/moonsharp.md):
 *
 * - `local x` without a value starts as the iterated table (not nil) inside a generic `for … in`
 *   body (moonsharp-devs/moonsharp#263). Every `local` declared without values gets explicit nils:
 *   `local x` -> `local x = nil`, `local a, b` -> `local a, b = nil, nil`, wherever it stands.
 * - A `::label::` in a while/repeat/do/if block with no local of its own before it, while a block
 *   nested in it declares locals, clears the function's local slots each time control passes it
 *   (TSTL's `continue`). Such a block gets a local of its own as its first statement
 *   (`local ____moonsharpLabel = nil`), which keeps the clean to the block's own slots.
 * - `function t.f() … end` as a statement inside a loop body corrupts the loop. It becomes the
 *   plain assignment `t.f = function() … end` (`function t:f(a)` -> `t.f = function(self, a)`), which
 *   is what the statement means in Lua.
 *
 * - A Lua pattern's match depth is never given back in MoonSharp (KopiLua's `match` counts down and
 *   never up): a match attempt that needs more than 200 steps, as a lazy `-` does one per character,
 *   fails with "pattern too complex". TSTL's `String.prototype.trim` is such a pattern
 *   (`^[%s…]*(.-)[%s…]*$`): trimming a text over ~150 characters stopped the campaign record's import
 *   in TTS. Its line becomes a loop that tests one character at a time (the same characters).
 *
 * One module is left as written, by name: `MOONSHARP_PROBE_MODULE`, the self-check's probes
 * (src/tts/selfcheck/moonsharpProbes.lua), whose whole point is to ship these shapes so that `!arcs
 * check` can see whether the real TTS still runs them wrongly (each under pcall, none able to stop
 * the host). tests/tools/moonsharpProbes.test.ts pins that module and that nothing else is exempt.
 *
 * Every edit inserts or replaces text on one line, so line numbers (and TSTL's source map) still
 * hold. The output is a function of the input alone (byte-deterministic). The gates in
 * moonsharpGates.ts refuse any of these shapes that would still reach a bundle.
 */
import * as luaparse from "luaparse";
import { applyEdits } from "./textEdits";
import type { TextEdit } from "./textEdits";
import { isNode } from "./luaAst";
import type { LuaNode } from "./luaAst";

export const LABEL_GUARD = "____moonsharpLabel";

/** The one bundle module the step and the gates leave as written (TSTL's name for its file). */
export const MOONSHARP_PROBE_MODULE = "src.tts.selfcheck.moonsharpProbes";

/**
 * The source range of the exempt module's function in a bundle (TSTL's `["name"] = function(...)
 * ... end` entry of `____modules`), or undefined. Only a table entry keyed by exactly that string
 * whose value is a function counts.
 */
export function exemptRange(ast: { type: string; [k: string]: unknown }): [number, number] | undefined {
  let found: [number, number] | undefined;
  const visit = (v: unknown): void => {
    if (found !== undefined) return;
    if (Array.isArray(v)) {
      for (const x of v) visit(x);
      return;
    }
    if (!isNode(v)) return;
    if (v.type === "TableKey") {
      const key = v.key as Node;
      const value = v.value as Node;
      if (key.type === "StringLiteral" && (key.raw as string).slice(1, -1) === MOONSHARP_PROBE_MODULE && value.type === "FunctionDeclaration") {
        found = value.range;
        return;
      }
    }
    for (const [k, x] of Object.entries(v)) if (k !== "loc" && k !== "range") visit(x);
  };
  visit(ast.body);
  return found;
}

type Node = LuaNode;
type Owner = "chunk" | "function" | "for" | "while" | "repeat" | "do" | "if";

type Edit = TextEdit;

export function declaresLocal(stmt: { type: string; isLocal?: unknown }): boolean {
  return stmt.type === "LocalStatement" || (stmt.type === "FunctionDeclaration" && stmt.isLocal === true);
}

/** The statement blocks a statement opens (not function bodies). */
export function childBlocks(stmt: Node): { owner: Owner; body: Node[] }[] {
  switch (stmt.type) {
    case "WhileStatement":
      return [{ owner: "while", body: stmt.body as Node[] }];
    case "RepeatStatement":
      return [{ owner: "repeat", body: stmt.body as Node[] }];
    case "DoStatement":
      return [{ owner: "do", body: stmt.body as Node[] }];
    case "ForNumericStatement":
    case "ForGenericStatement":
      return [{ owner: "for", body: stmt.body as Node[] }];
    case "IfStatement":
      return (stmt.clauses as Node[]).map((c) => ({ owner: "if" as Owner, body: c.body as Node[] }));
    default:
      return [];
  }
}

/** Does a block nested in these statements (not inside a nested function) declare a local? */
export function nestedDeclaresLocal(body: Node[]): boolean {
  for (const stmt of body) {
    for (const inner of childBlocks(stmt)) {
      if (inner.owner === "for") return true;
      if (inner.body.some(declaresLocal)) return true;
      if (nestedDeclaresLocal(inner.body)) return true;
    }
  }
  return false;
}

/** The label statements of a block that MoonSharp's label bug would turn into a slot clean. */
export function hazardousLabels(owner: Owner, body: Node[]): Node[] {
  if (owner === "chunk" || owner === "function" || owner === "for") return [];
  const out: Node[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i].type !== "LabelStatement") continue;
    if (body.slice(0, i).some(declaresLocal)) continue;
    if (nestedDeclaresLocal(body)) out.push(body[i]);
  }
  return out;
}

/** A `function a.b()` / `function a:b()` statement (not `local function`, not `function f()`). */
export function isFieldFunctionStatement(node: Node): boolean {
  if (node.type !== "FunctionDeclaration" || node.isLocal === true) return false;
  const id = node.identifier as Node | null;
  return id !== null && id !== undefined && id.type === "MemberExpression";
}

export function parseLua(code: string): Node {
  return luaparse.parse(code, { luaVersion: "5.2", comments: false, locations: true, ranges: true, scope: false }) as unknown as Node;
}

/** TSTL's lualib `__TS__StringTrim` body line, and what it becomes (one line, the same characters). */
const TRIM_LINE = 'local result = string.gsub(self, "^[%s\u00a0\ufeff]*(.-)[%s\u00a0\ufeff]*$", "%1")';
const TRIM_SAFE =
  'local i, j = 1, #self; while i <= j and string.find(string.sub(self, i, i), "^[%s\u00a0\ufeff]") do i = i + 1 end; ' +
  'while j >= i and string.find(string.sub(self, j, j), "^[%s\u00a0\ufeff]") do j = j - 1 end; local result = string.sub(self, i, j)';

/** Make `code` (one Lua 5.2 chunk) free of the MoonSharp hazards above. */
export function makeMoonSharpSafe(code: string): string {
  const edits: Edit[] = [];
  for (let at = code.indexOf(TRIM_LINE); at >= 0; at = code.indexOf(TRIM_LINE, at + 1)) {
    edits.push({ start: at, end: at + TRIM_LINE.length, text: TRIM_SAFE });
  }
  const ast = parseLua(code);

  const fieldFunction = (fn: Node): void => {
    const id = fn.identifier as Node;
    const base = code.slice((id.base as Node).range[0], (id.base as Node).range[1]);
    const name = (id.identifier as Node).name as string;
    const method = id.indexer === ":";
    edits.push({ start: fn.range[0], end: id.range[1], text: `${base}.${name} = function` });
    if (method) {
      const open = code.indexOf("(", id.range[1]);
      const params = fn.parameters as Node[];
      edits.push({ start: open + 1, end: open + 1, text: params.length > 0 ? "self, " : "self" });
    }
  };

  const block = (owner: Owner, body: Node[], inLoop: boolean): void => {
    if (hazardousLabels(owner, body).length > 0) {
      edits.push({ start: body[0].range[0], end: body[0].range[0], text: `local ${LABEL_GUARD} = nil; ` });
    }
    for (const stmt of body) statement(stmt, inLoop);
  };

  const statement = (stmt: Node, inLoop: boolean): void => {
    if (stmt.type === "LocalStatement") {
      const vars = stmt.variables as Node[];
      const init = stmt.init as Node[];
      if (init.length === 0) {
        edits.push({ start: vars[vars.length - 1].range[1], end: vars[vars.length - 1].range[1], text: " = " + vars.map(() => "nil").join(", ") });
      }
    }
    if (inLoop && isFieldFunctionStatement(stmt)) fieldFunction(stmt);
    const loops = stmt.type === "WhileStatement" || stmt.type === "RepeatStatement" || stmt.type.startsWith("For");
    for (const b of childBlocks(stmt)) block(b.owner, b.body, inLoop || loops);
    expressions(stmt);
  };

  // Function bodies inside expressions (and function statements) start afresh: not in a loop.
  const expressions = (node: Node): void => {
    for (const [k, v] of Object.entries(node)) {
      if (k === "loc" || k === "range" || k === "body" || k === "clauses") continue;
      visitExpr(v);
    }
    if (node.type === "IfStatement") for (const c of node.clauses as Node[]) visitExpr(c.condition);
    if (node.type === "FunctionDeclaration") block("function", node.body as Node[], false);
  };
  const visitExpr = (v: unknown): void => {
    if (Array.isArray(v)) {
      for (const x of v) visitExpr(x);
      return;
    }
    if (!isNode(v)) return;
    if (v.type === "FunctionDeclaration") {
      block("function", v.body as Node[], false);
      return;
    }
    for (const [k, x] of Object.entries(v)) if (k !== "loc" && k !== "range") visitExpr(x);
  };

  block("chunk", ast.body as Node[], false);
  const exempt = exemptRange(ast);
  const kept = exempt === undefined ? edits : edits.filter((e) => e.end <= exempt[0] || e.start >= exempt[1]);
  return applyEdits(code, kept);
}
