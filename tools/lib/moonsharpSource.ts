/**
 * MoonSharp gates over the TypeScript source, with types. Some MoonSharp 2.0.0.0 differences
 * (../shared/reference/tts-notes.md) are visible only with the TypeScript types in hand: whether a
 * spread value may be nil, whether a comparison compares strings. Each rule below names the fact it
 * guards; `findSourceHazards` lists every place in a program that breaks one.
 *
 * - spread-nil: `{...x}` and `Object.assign(t, x)` compile to `__TS__ObjectAssign(t, ...)`, which
 *   packs its sources with `{...}` and walks them up to `#sources`. MoonSharp's `#` stops at the first
 *   nil, so a nil source silently drops EVERY later one (`{...maybe, id}` loses `id`). The same
 *   packing is in `push`, `unshift` and `concat`.
 * - string-order: `<`, `>`, `<=`, `>=` on strings compile to Lua's, which MoonSharp does with .NET's
 *   culture-aware comparison ("B" < "a" is false; "a-1" < "a1" is false): orders differ from Node
 *   and between players' machines. Compare with `compareStrings` (src/core/util/ascii.ts).
 * - culture-case: `toUpperCase`/`toLowerCase` compile to `string.upper/lower`, culture-aware in
 *   MoonSharp (Turkish "i" upper-cases to "İ"). Use `asciiUpper`/`asciiLower`/`capitalise`.
 * - modulo: `%` compiles to Lua's `%` (floored: the sign of the divisor, where JS keeps the sign of
 *   the dividend), and MoonSharp gets a negative divisor wrong. A divisor must be a positive literal
 *   or a `.length`.
 * - number-join: `join` on numbers compiles to `table.concat`, which formats a number as `..` does
 *   (by the user's locale in MoonSharp: "1,5"). Join strings only (`tostring` is culture-independent).
 * - random: `math.random(0)` returns 0 or 1 in MoonSharp; all randomness lives in
 *   src/tts/setup/oracle.ts, which guards its bounds.
 * - spread-clear (TSTL, in every Lua): `{ ...x, f: v }` compiles to
 *   `__TS__ObjectAssign({}, x, {f = v})`; a nil `v` is no field of the table literal, so `f` keeps
 *   x's value where JS clears it. A field the spread may hold, set after it to a value that may be
 *   undefined, is refused: set it apart (`const o = { ...x }; o.f = v;`). luaSafety's regex catches
 *   the literal `f: undefined` only.
 */
import * as path from "node:path";
import * as ts from "typescript";

export type SourceRule = "spread-nil" | "string-order" | "culture-case" | "modulo" | "number-join" | "random" | "spread-clear";

export interface SourceHazard {
  file: string;
  line: number;
  rule: SourceRule;
  text: string;
}

const VARARG_METHODS = ["push", "unshift", "concat"];
const CASE_METHODS = ["toUpperCase", "toLowerCase", "toLocaleUpperCase", "toLocaleLowerCase", "localeCompare"];
const RANDOM_HOME = "src/tts/setup/oracle.ts";

/** Undefined or null among the type's members (not `any`: a spread-clear needs a value typed as possibly absent). */
function mayBeAbsent(t: ts.Type): boolean {
  if (t.isUnion()) return t.types.some((m) => mayBeAbsent(m));
  return (t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void)) !== 0;
}

/** A field set after a spread in `o` to a value that may be absent, where a spread before it may hold that field. */
function spreadClears(o: ts.ObjectLiteralExpression, checker: ts.TypeChecker): ts.ObjectLiteralElementLike[] {
  const out: ts.ObjectLiteralElementLike[] = [];
  const spreads: ts.Type[] = [];
  for (const p of o.properties) {
    if (ts.isSpreadAssignment(p)) spreads.push(checker.getTypeAtLocation(p.expression));
    else if ((ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && spreads.length > 0 && p.name !== undefined && !ts.isComputedPropertyName(p.name)) {
      const name = p.name.text;
      const value = ts.isPropertyAssignment(p) ? p.initializer : p.name;
      if (mayBeAbsent(checker.getTypeAtLocation(value)) && spreads.some((t) => checker.getPropertyOfType(checker.getNonNullableType(t), name) !== undefined)) out.push(p);
    }
  }
  return out;
}

function mayBeNil(t: ts.Type): boolean {
  if (t.isUnion()) return t.types.some((m) => mayBeNil(m));
  const nil = ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void | ts.TypeFlags.Any | ts.TypeFlags.Unknown;
  return (t.flags & nil) !== 0;
}

function isStringish(t: ts.Type): boolean {
  if (t.isUnion()) return t.types.some((m) => isStringish(m));
  return (t.flags & ts.TypeFlags.StringLike) !== 0;
}

function isNumberish(t: ts.Type): boolean {
  if (t.isUnion()) return t.types.some((m) => isNumberish(m));
  return (t.flags & (ts.TypeFlags.NumberLike | ts.TypeFlags.Any)) !== 0;
}

const ORDER_OPERATORS = [
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
];

/** A positive literal, a `const` bound to one, or a `.length`. */
function safeDivisor(e: ts.Expression, checker: ts.TypeChecker): boolean {
  let x = e;
  while (ts.isParenthesizedExpression(x)) x = x.expression;
  if (ts.isNumericLiteral(x)) return Number(x.text) > 0;
  if (ts.isIdentifier(x)) {
    const decl = checker.getSymbolAtLocation(x)?.valueDeclaration;
    const isConst = decl !== undefined && ts.isVariableDeclaration(decl) && (ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const) !== 0;
    return isConst && decl.initializer !== undefined && ts.isNumericLiteral(decl.initializer) && Number(decl.initializer.text) > 0;
  }
  return ts.isPropertyAccessExpression(x) && x.name.text === "length";
}

/** Every hazard in the program's files under `roots` (paths relative to `repoRoot`). */
export function findSourceHazards(program: ts.Program, repoRoot: string, roots: string[] = ["src/"]): SourceHazard[] {
  const checker = program.getTypeChecker();
  const out: SourceHazard[] = [];
  for (const sf of program.getSourceFiles()) {
    const rel = path.relative(repoRoot, sf.fileName).split(path.sep).join("/");
    if (!roots.some((r) => rel.startsWith(r)) || sf.isDeclarationFile) continue;
    const report = (node: ts.Node, rule: SourceRule): void => {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      out.push({ file: rel, line, rule, text: node.getText(sf).replace(/\s+/g, " ").slice(0, 120) });
    };
    const visit = (node: ts.Node): void => {
      if (ts.isSpreadAssignment(node) && mayBeNil(checker.getTypeAtLocation(node.expression))) report(node, "spread-nil");
      if (ts.isObjectLiteralExpression(node)) for (const p of spreadClears(node, checker)) report(p, "spread-clear");
      if (ts.isBinaryExpression(node)) {
        const op = node.operatorToken.kind;
        if (ORDER_OPERATORS.indexOf(op) >= 0) {
          if (isStringish(checker.getTypeAtLocation(node.left)) || isStringish(checker.getTypeAtLocation(node.right))) report(node, "string-order");
        }
        if ((op === ts.SyntaxKind.PercentToken || op === ts.SyntaxKind.PercentEqualsToken) && !safeDivisor(node.right, checker)) report(node, "modulo");
      }
      if (ts.isCallExpression(node)) checkCall(node);
      ts.forEachChild(node, visit);
    };
    const checkCall = (call: ts.CallExpression): void => {
      const callee = call.expression;
      if (ts.isPropertyAccessExpression(callee)) {
        const name = callee.name.text;
        const owner = callee.expression.getText(sf);
        if (owner === "Object" && name === "assign") {
          if (call.arguments.slice(1).some((a) => mayBeNil(checker.getTypeAtLocation(a)))) report(call, "spread-nil");
        }
        const ownerType = checker.getTypeAtLocation(callee.expression);
        if (VARARG_METHODS.indexOf(name) >= 0 && checker.isArrayType(ownerType)) {
          if (call.arguments.some((a) => !ts.isSpreadElement(a) && mayBeNil(checker.getTypeAtLocation(a)))) report(call, "spread-nil");
        }
        if (CASE_METHODS.indexOf(name) >= 0 && isStringish(ownerType)) report(call, "culture-case");
        if (name === "join" && checker.isArrayType(ownerType)) {
          const element = checker.getTypeArguments(ownerType as ts.TypeReference)[0];
          if (element !== undefined && isNumberish(element)) report(call, "number-join");
        }
        if (owner === "math" && name === "random" && rel !== RANDOM_HOME) report(call, "random");
      }
    };
    visit(sf);
  }
  return out;
}

/** A program over the TTS-bound sources (tsconfig.json: src/core and src/tts), with its types. */
export function sourceProgram(repoRoot: string): ts.Program {
  const configPath = path.join(repoRoot, "tsconfig.json");
  const read = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, repoRoot);
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
}

export function describeSourceHazard(h: SourceHazard): string {
  return `${h.file}:${h.line}: ${h.rule}: ${h.text}`;
}
