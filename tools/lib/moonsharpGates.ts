/**
 * The MoonSharp gates over emitted Lua: every shape MoonSharp 2.0.0.0 (TTS's Lua) runs wrongly and
 * fengari runs fine, so no test of ours would see it (../shared/reference/tts-notes.md, docs/moonsharp.md).
 * `makeMoonSharpSafe` (moonsharpSafe.ts) removes each of them from every bundle TSTL emits; these gates
 * refuse any that still reaches a bundle (a new TSTL version, a hand-written chunk, a step skipped):
 *
 * - label: a `::label::` in a while/repeat/do/if block with no local of its own before it while a
 *   nested block declares locals (MoonSharp clears the function's local slots when control passes it;
 *   a .NET exception pcall cannot catch follows);
 * - uninit-local: a `local` without values (inside a `for … in` body it starts as the iterated table,
 *   moonsharp-devs/moonsharp#263). Refused anywhere: the build gives every local its value;
 * - field-function-in-loop: `function t.f() … end` as a statement in a loop body (corrupts the loop);
 * - lazy-pattern: a literal pattern with a lazy `-` given to string.find/match/gmatch/gsub (each
 *   character it takes uses up MoonSharp's match depth: "pattern too complex" past ~200).
 *
 * The self-check's probe module (`MOONSHARP_PROBE_MODULE`, moonsharpSafe.ts) is the one exemption:
 * it ships these shapes on purpose, each run under pcall by `!arcs check`.
 *
 * Each finding names the bundle module (TSTL's `["src.core.x"] = function(...)`) and the Lua function,
 * as TSTL named it after the TypeScript function; the build adds the TypeScript line (tstl.ts).
 */
import { MOONSHARP_PROBE_MODULE, childBlocks, hazardousLabels, isFieldFunctionStatement, parseLua } from "./moonsharpSafe";
import { isNode } from "./luaAst";
import type { LuaNode } from "./luaAst";

export type MoonSharpHazardKind = "label" | "uninit-local" | "field-function-in-loop" | "lazy-pattern";

export interface MoonSharpHazard {
  kind: MoonSharpHazardKind;
  line: number;
  /** The label, the local's names, or the function's name. */
  what: string;
  module?: string;
  fn?: string;
}

type Node = LuaNode;
type Owner = Parameters<typeof hazardousLabels>[0];

interface Context {
  module?: string;
  fn?: string;
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

const PATTERN_FUNCTIONS = ["string.find", "string.match", "string.gmatch", "string.gsub"];

/**
 * Locals that hold the string library or one of its pattern functions (`local s = string`, as the
 * compact form's library locals do; `local find = string.find`, as TSTL's lualib does): a call
 * through one is a call of what it holds. By name over the whole chunk: a name held by anything
 * else too is still taken for the library (a refusal too many, never one too few).
 */
function libraryAliases(ast: Node): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) {
      for (const x of v) visit(x);
      return;
    }
    if (!isNode(v)) return;
    if (v.type === "LocalStatement" || v.type === "AssignmentStatement") {
      const vars = v.variables as Node[];
      (v.init as Node[]).forEach((init, i) => {
        const held = nameOf(init);
        const target = vars[i];
        if (held === undefined || target === undefined || target.type !== "Identifier") return;
        if (held === "string" || PATTERN_FUNCTIONS.indexOf(held) >= 0) out.set(target.name as string, held);
      });
    }
    for (const [k, x] of Object.entries(v)) if (k !== "loc" && k !== "range") visit(x);
  };
  visit(ast);
  return out;
}

/** `nameOf` with the chunk's library locals read as what they hold. */
function calleeName(expr: Node, aliases: Map<string, string>): string | undefined {
  if (expr.type === "Identifier") return aliases.get(expr.name as string) ?? (expr.name as string);
  if (expr.type === "MemberExpression" && (expr.base as Node).type === "Identifier") {
    const base = expr.base as Node;
    return `${aliases.get(base.name as string) ?? (base.name as string)}${expr.indexer as string}${(expr.identifier as Node).name as string}`;
  }
  return nameOf(expr);
}

/** Does a Lua pattern use the lazy quantifier `-` (outside a set, after a single-character class)? */
export function hasLazyQuantifier(pattern: string): boolean {
  let i = 0;
  let item = false; // the previous thing was a single-character class a quantifier may follow
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === "%") {
      const next = pattern[i + 1];
      if (next === "b") {
        i += 4;
        item = false;
      } else if (next === "f") {
        i += 2;
        item = false;
      } else {
        i += 2;
        item = next !== undefined && !/[0-9]/.test(next);
      }
      continue;
    }
    if (c === "[") {
      let j = i + 1;
      if (pattern[j] === "^") j++;
      if (pattern[j] === "]") j++;
      while (j < pattern.length && pattern[j] !== "]") j += pattern[j] === "%" ? 2 : 1;
      i = j + 1;
      item = true;
      continue;
    }
    if (c === "-" && item) return true;
    item = c !== "(" && c !== ")" && c !== "^" && c !== "$" && c !== "*" && c !== "+" && c !== "?" && c !== "-";
    i++;
  }
  return false;
}

function lineOf(n: Node): number {
  return (n.loc as { start: { line: number } }).start.line;
}

/** Every MoonSharp hazard in one Lua 5.2 chunk, in source order. */
/**
 * `moduleNames`: for the compact form, whose modules are numbered (luaCompactImports.ts), the
 * readable bundle's module names in table order: the nth names module n (the probe module's
 * exemption holds by name in either form).
 */
export function findMoonSharpHazards(code: string, moduleNames: readonly string[] = []): MoonSharpHazard[] {
  const ast = parseLua(code);
  const aliases = libraryAliases(ast as never);
  const out: MoonSharpHazard[] = [];

  const block = (owner: Owner, body: Node[], ctx: Context, inLoop: boolean): void => {
    for (const label of hazardousLabels(owner, body as never)) {
      out.push({ kind: "label", line: lineOf(label), what: (label.label as Node).name as string, ...ctx });
    }
    for (const stmt of body) statement(stmt, ctx, inLoop);
  };

  const statement = (stmt: Node, ctx: Context, inLoop: boolean): void => {
    if (stmt.type === "LocalStatement" && (stmt.init as Node[]).length === 0) {
      out.push({ kind: "uninit-local", line: lineOf(stmt), what: (stmt.variables as Node[]).map((v) => v.name as string).join(", "), ...ctx });
    }
    if (inLoop && isFieldFunctionStatement(stmt as never)) {
      out.push({ kind: "field-function-in-loop", line: lineOf(stmt), what: nameOf(stmt.identifier as Node) ?? "?", ...ctx });
    }
    const loops = stmt.type === "WhileStatement" || stmt.type === "RepeatStatement" || stmt.type.startsWith("For");
    for (const b of childBlocks(stmt as never)) block(b.owner, b.body as never, ctx, inLoop || loops);
    if (stmt.type === "IfStatement") for (const c of stmt.clauses as Node[]) expr(c.condition, ctx, undefined);
    if (stmt.type === "FunctionDeclaration") {
      block("function", stmt.body as Node[], { ...ctx, fn: nameOf((stmt.identifier as Node) ?? { type: "" }) ?? ctx.fn }, false);
    }
    if (stmt.type === "LocalStatement" || stmt.type === "AssignmentStatement") {
      const vars = stmt.variables as Node[];
      (stmt.init as Node[]).forEach((init, i) => expr(init, ctx, vars[i] ? nameOf(vars[i]) : undefined));
      return;
    }
    for (const [k, v] of Object.entries(stmt)) {
      if (k === "loc" || k === "range" || k === "body" || k === "clauses" || k === "identifier") continue;
      expr(v, ctx, undefined);
    }
  };

  const call = (c: Node, ctx: Context): void => {
    const callee = calleeName(c.base as Node, aliases);
    if (callee === undefined || PATTERN_FUNCTIONS.indexOf(callee) < 0) return;
    const args = c.arguments as Node[];
    const pattern = args[1];
    const plain = callee === "string.find" && args[3] !== undefined && args[3].type === "BooleanLiteral" && args[3].value === true;
    if (plain || pattern === undefined || pattern.type !== "StringLiteral") return;
    const raw = pattern.raw as string;
    const text = typeof pattern.value === "string" ? pattern.value : raw.slice(1, -1);
    if (hasLazyQuantifier(text)) out.push({ kind: "lazy-pattern", line: lineOf(c), what: raw, ...ctx });
  };

  // Expressions: function bodies start a new function (named after what they are assigned to);
  // TSTL's bundle registers each module as `["src.x.y"] = function(...) ... end`.
  const expr = (v: unknown, ctx: Context, nameHint: string | undefined): void => {
    if (Array.isArray(v)) {
      for (const x of v) expr(x, ctx, nameHint);
      return;
    }
    if (!isNode(v)) return;
    if (v.type === "FunctionDeclaration") {
      block("function", v.body as Node[], { ...ctx, fn: nameHint ?? ctx.fn }, false);
      return;
    }
    if (v.type === "CallExpression") call(v, ctx);
    // The compact form's module table is a list (luaCompactImports.ts positionalModules): its nth
    // function is module n, a module left out a `nil` in its place.
    const fields = v.type === "TableConstructorExpression" ? (v.fields as Node[]) : [];
    if (ctx.module === undefined && ctx.fn === undefined && fields.some((f) => (f.value as Node).type === "FunctionDeclaration") && fields.every((f) => f.type === "TableValue" && ((f.value as Node).type === "FunctionDeclaration" || (f.value as Node).type === "NilLiteral"))) {
      fields.forEach((f, i) => {
        const value = f.value as Node;
        const named = moduleNames[i];
        if (value.type !== "FunctionDeclaration" || named === MOONSHARP_PROBE_MODULE) return;
        block("function", value.body as Node[], { module: named ?? `module ${i + 1}` }, false);
      });
      return;
    }
    if (v.type === "TableKey" || v.type === "TableKeyString") {
      const key = v.key as Node;
      const name = v.type === "TableKeyString" ? (key.name as string) : key.type === "StringLiteral" ? (key.raw as string).slice(1, -1) : undefined;
      const value = v.value as Node;
      // The compact form numbers its modules (luaCompactImports.ts): "module 12" is the 12th that
      // bundleModuleNames names (table order), on the same line in the readable bundle.
      if (v.type === "TableKey" && key.type === "NumericLiteral" && ctx.module === undefined && ctx.fn === undefined && value.type === "FunctionDeclaration") {
        const named = moduleNames[Number(key.raw) - 1];
        if (named === MOONSHARP_PROBE_MODULE) return;
        block("function", value.body as Node[], { module: named ?? `module ${key.raw as string}` }, false);
        return;
      }
      if (v.type === "TableKey" && name && name.includes(".") && value.type === "FunctionDeclaration") {
        if (name === MOONSHARP_PROBE_MODULE) return;
        block("function", value.body as Node[], { module: name }, false);
        return;
      }
      expr(value, ctx, name);
      return;
    }
    for (const [k, x] of Object.entries(v)) if (k !== "loc" && k !== "range") expr(x, ctx, undefined);
  };

  block("chunk", ast.body as Node[], {}, false);
  return out.sort((a, b) => a.line - b.line);
}

const WHY: Record<MoonSharpHazardKind, string> = {
  label:
    "would clear the function's locals in MoonSharp (TTS): a label in a while/repeat/do/if block with no local of its own " +
    "before it while a nested block declares locals (TSTL's `continue`)",
  "uninit-local": "is declared without a value: in MoonSharp (TTS) it starts as the iterated table inside a for-in body, not nil",
  "field-function-in-loop": "is defined with `function t.f()` inside a loop: MoonSharp (TTS) corrupts the loop",
  "lazy-pattern":
    "uses a lazy `-`: in MoonSharp (TTS) each character it takes uses up the match depth, and a text over ~200 characters fails with 'pattern too complex'",
};

export function describeMoonSharpHazard(bundle: string, h: MoonSharpHazard, tsLine?: string): string {
  const where = [h.module ? `module ${h.module}` : undefined, h.fn ? `function ${h.fn}` : undefined, tsLine ? `from ${tsLine}` : undefined]
    .filter((x) => x !== undefined)
    .join(", ");
  const subject =
    h.kind === "label" ? `label ::${h.what}::` : h.kind === "uninit-local" ? `local ${h.what}` : h.kind === "lazy-pattern" ? `pattern ${h.what}` : `function ${h.what}`;
  return `${bundle}: line ${h.line}: ${subject} ${where ? `(${where}) ` : ""}${WHY[h.kind]}; the build's MoonSharp step (tools/lib/moonsharpSafe.ts) should have removed it`;
}
