/**
 * The MoonSharp label gate. MoonSharp 2.0.0.0 (TTS's Lua) compiles a `::label::` that sits in a
 * block with no local of its own, while a block nested in it declares locals, into a "clean" of the
 * function's local slots from 0 up to the nested block's last one — run every time control passes
 * the label. Parameters and loop counters become nil and the next use throws a .NET exception that
 * pcall cannot catch: the script stops in TTS (../shared/reference/tts-notes.md). TSTL emits the shape
 * for `continue` in `while`, C-style `for` and `do…while` loops whose body declares a local. fengari
 * runs it fine, so only a static check over the emitted Lua keeps it out.
 *
 * The check is conservative: a label is safe when its block is a function body, the chunk, or a
 * numeric/generic `for` body (the loop variables are the block's own locals), or when the block
 * declares a local of its own BEFORE the label; otherwise any local declared in a block nested
 * in it (at any depth, outside nested functions; a nested `for` counts) refuses it.
 */
import * as luaparse from "luaparse";

export interface LabelHazard {
  line: number;
  label: string;
  /** The bundle module the label is in (TSTL's `["src.core.game.setup"] = function(...)`), if any. */
  module?: string;
  /** The Lua function the label is in, as TSTL named it after the TypeScript function. */
  fn?: string;
}

type Node = { type: string; [k: string]: unknown };
type BlockOwner = "chunk" | "function" | "for" | "while" | "repeat" | "do" | "if";

const SAFE_OWNERS: ReadonlySet<BlockOwner> = new Set<BlockOwner>(["chunk", "function", "for"]);

function isNode(x: unknown): x is Node {
  return typeof x === "object" && x !== null && typeof (x as Node).type === "string";
}

function declaresLocal(stmt: Node): boolean {
  if (stmt.type === "LocalStatement") return true;
  return stmt.type === "FunctionDeclaration" && stmt.isLocal === true;
}

/** Does any block nested in these statements (not inside a nested function) declare a local? */
function nestedDeclaresLocal(body: Node[]): boolean {
  for (const stmt of body) {
    for (const inner of childBlocks(stmt)) {
      if (inner.owner === "for") return true;
      if (inner.body.some(declaresLocal)) return true;
      if (nestedDeclaresLocal(inner.body)) return true;
    }
  }
  return false;
}

function childBlocks(stmt: Node): { owner: BlockOwner; body: Node[] }[] {
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
      return (stmt.clauses as Node[]).map((c) => ({ owner: "if" as BlockOwner, body: c.body as Node[] }));
    default:
      return [];
  }
}

function functionName(fn: Node, parentName: string | undefined): string | undefined {
  const id = fn.identifier as Node | null | undefined;
  if (id) return nameOf(id);
  return parentName;
}

function nameOf(expr: Node): string | undefined {
  if (expr.type === "Identifier") return expr.name as string;
  if (expr.type === "MemberExpression") {
    const base = nameOf(expr.base as Node);
    const id = nameOf(expr.identifier as Node);
    return base && id ? `${base}${expr.indexer as string}${id}` : id;
  }
  return undefined;
}

function stringKey(key: Node): string | undefined {
  if (key.type !== "StringLiteral") return undefined;
  const raw = key.raw as string;
  return raw.slice(1, -1);
}

interface Context {
  module?: string;
  fn?: string;
}

/** Every label the MoonSharp bug would turn into a slot clean, with where it is. */
export function findLabelHazards(code: string): LabelHazard[] {
  const ast = luaparse.parse(code, { luaVersion: "5.2", comments: false, locations: true, scope: false }) as unknown as Node;
  const out: LabelHazard[] = [];

  const checkBlock = (owner: BlockOwner, body: Node[], ctx: Context): void => {
    if (!SAFE_OWNERS.has(owner)) {
      body.forEach((stmt, i) => {
        if (stmt.type !== "LabelStatement") return;
        if (body.slice(0, i).some(declaresLocal)) return;
        if (!nestedDeclaresLocal(body)) return;
        const loc = stmt.loc as { start: { line: number } };
        out.push({ line: loc.start.line, label: (stmt.label as Node).name as string, module: ctx.module, fn: ctx.fn });
      });
    }
    for (const stmt of body) visit(stmt, ctx, undefined);
  };

  // Walk every node; blocks are checked where they open, functions reset the context's name.
  const visit = (node: unknown, ctx: Context, nameHint: string | undefined): void => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n, ctx, nameHint);
      return;
    }
    if (!isNode(node)) return;
    switch (node.type) {
      case "FunctionDeclaration": {
        const inner = { ...ctx, fn: functionName(node, nameHint) ?? ctx.fn };
        checkBlock("function", node.body as Node[], inner);
        return;
      }
      case "WhileStatement":
      case "RepeatStatement":
      case "DoStatement":
      case "ForNumericStatement":
      case "ForGenericStatement":
      case "IfStatement": {
        for (const key of ["condition", "start", "end", "step", "iterators"]) visit(node[key], ctx, undefined);
        if (node.type === "IfStatement") {
          for (const c of node.clauses as Node[]) visit(c.condition, ctx, undefined);
        }
        for (const b of childBlocks(node)) checkBlock(b.owner, b.body, ctx);
        return;
      }
      case "LocalStatement":
      case "AssignmentStatement": {
        const vars = node.variables as Node[];
        const inits = node.init as Node[];
        inits.forEach((init, i) => visit(init, ctx, vars[i] ? nameOf(vars[i]) : undefined));
        return;
      }
      case "TableKeyString":
      case "TableKey": {
        const key = node.key as Node;
        const name = node.type === "TableKeyString" ? (key.name as string) : stringKey(key);
        const value = node.value as Node;
        // TSTL's bundle registers each module as `["src.x.y"] = function(...) ... end`.
        if (node.type === "TableKey" && name && name.includes(".") && value.type === "FunctionDeclaration") {
          visit(value, { module: name }, undefined);
          return;
        }
        visit(value, ctx, name);
        return;
      }
      default:
        for (const [k, v] of Object.entries(node)) {
          if (k === "loc" || k === "range") continue;
          if (typeof v === "object" && v !== null) visit(v, ctx, undefined);
        }
    }
  };

  checkBlock("chunk", (ast.body as Node[]) ?? [], {});
  return out;
}

export function describeLabelHazard(bundle: string, h: LabelHazard): string {
  const where = [h.module ? `module ${h.module}` : undefined, h.fn ? `function ${h.fn}` : undefined]
    .filter((x) => x !== undefined)
    .join(", ");
  return (
    `${bundle}: line ${h.line}: label ::${h.label}:: ${where ? `(${where}) ` : ""}` +
    "would clear the function's locals in MoonSharp (TTS): a `continue` in a while/C-style for/do-while " +
    "loop whose body declares a local; use for…of or if/else (docs/core-guidelines.md)"
  );
}
