/**
 * A TSTL plugin: a comparison with undefined or null whose boolean only a condition reads, of a value
 * whose type can never be false, is written as the value itself (`if x ~= nil then` -> `if x then`).
 *
 * In Lua only nil and false are false: a string (even ""), a number (even 0) and a table are true.
 * So where the checker says a value is nil or a string, number, enum or table (never a boolean, any,
 * unknown or an unconstrained type parameter), `x ~= nil` and `x` are true together, and where only
 * its truth is read the two are the same program. A truth-only place: the condition of an if, while,
 * do-while, for or `?:`, the operand of `!`, and either operand of `&&`/`||` in such a place (the
 * truth of `a and b` is the truth of both). A value kept (`const ok = x !== undefined`), returned or
 * handed on keeps its comparison: there `false` and `nil` differ. 3 bytes a comparison in Lua.
 *
 * `x === undefined` is `not x` only as a guard's whole condition, `if (x === undefined) return;` (or
 * `continue;`) with no else, or an operand of its `&&`/`||`: the compactor's guard and continue steps
 * (luaCompactGuards.ts, luaCompactContinue.ts, luaCompactNegation.ts) negate it into `if x then` at
 * no cost, where `x==nil` would be `x~=nil`;
 * elsewhere `not x` is a byte longer than `x==nil`, so those stay.
 */
import type * as TS from "typescript";
import type * as TSTL from "typescript-to-lua";

/** Whether a value of type `t` is never `false` (nor anything the checker cannot tell). */
export function neverFalse(ts: typeof TS, checker: TS.TypeChecker, t: TS.Type): boolean {
  if (t.isUnion()) return t.types.every((u) => neverFalse(ts, checker, u));
  if (t.isIntersection()) return t.types.every((u) => neverFalse(ts, checker, u));
  const f = t.flags;
  const plain =
    ts.TypeFlags.String | ts.TypeFlags.Number | ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.TemplateLiteral |
    ts.TypeFlags.StringMapping | ts.TypeFlags.Enum | ts.TypeFlags.EnumLiteral | ts.TypeFlags.Undefined | ts.TypeFlags.Null |
    ts.TypeFlags.Void | ts.TypeFlags.NonPrimitive;
  if ((f & ts.TypeFlags.BooleanLike) !== 0) return false;
  if ((f & ~plain) === 0) return true;
  if ((f & ts.TypeFlags.TypeParameter) !== 0) {
    const c = checker.getBaseConstraintOfType(t);
    return c !== undefined && c !== t && neverFalse(ts, checker, c);
  }
  if (f === ts.TypeFlags.Object) {
    // A table: one that demands something of its value (a required property, a signature, an
    // index). `{}` and a type of optional fields alone are left out: false could pass for them.
    if (t.getCallSignatures().length > 0 || t.getConstructSignatures().length > 0) return true;
    if (checker.getIndexInfosOfType(t).length > 0) return true;
    return checker.getPropertiesOfType(t).some((p) => (p.flags & ts.SymbolFlags.Optional) === 0);
  }
  return false;
}

/** Whether only the truth of `node`'s value is read (see the header). */
export function truthOnly(ts: typeof TS, node: TS.Node): boolean {
  let n: TS.Node = node;
  let p: TS.Node = n.parent;
  while (ts.isParenthesizedExpression(p)) {
    n = p;
    p = p.parent;
  }
  if (ts.isIfStatement(p) || ts.isWhileStatement(p) || ts.isDoStatement(p)) return p.expression === n;
  if (ts.isForStatement(p)) return p.condition === n;
  if (ts.isConditionalExpression(p)) return p.condition === n;
  if (ts.isPrefixUnaryExpression(p)) return p.operator === ts.SyntaxKind.ExclamationToken;
  if (ts.isBinaryExpression(p)) {
    const k = p.operatorToken.kind;
    return (k === ts.SyntaxKind.AmpersandAmpersandToken || k === ts.SyntaxKind.BarBarToken) && truthOnly(ts, p);
  }
  return false;
}

const isNothing = (ts: typeof TS, e: TS.Expression): boolean => {
  let x = e;
  while (ts.isParenthesizedExpression(x)) x = x.expression;
  return x.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(x) && x.text === "undefined");
};

/** Whether `node` is the whole condition, or an operand of its &&/||, of an if with no else whose one statement is a bare `return` (at a function body's top) or `continue` (at a loop body's). */
export function guardCondition(ts: typeof TS, node: TS.Node): boolean {
  let n: TS.Node = node;
  // An operand of the condition's && and || too: the guard step negates those through them
  // (luaCompactNegation.ts), where `not x` costs nothing.
  const logical = (p: TS.Node): boolean =>
    ts.isBinaryExpression(p) && (p.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken || p.operatorToken.kind === ts.SyntaxKind.BarBarToken);
  while (ts.isParenthesizedExpression(n.parent) || logical(n.parent)) n = n.parent;
  const p = n.parent;
  if (!ts.isIfStatement(p) || p.expression !== n || p.elseStatement !== undefined) return false;
  const body = ts.isBlock(p.thenStatement) && p.thenStatement.statements.length === 1 ? p.thenStatement.statements[0] : p.thenStatement;
  // At the top of a function's body (a return) or of a loop's (a continue), as those steps take them.
  const block = p.parent;
  if (!ts.isBlock(block)) return false;
  if (ts.isReturnStatement(body)) return body.expression === undefined && ts.isFunctionLike(block.parent);
  return ts.isContinueStatement(body) && body.label === undefined && ts.isIterationStatement(block.parent, false) && block.parent.statement === block;
}

/**
 * The value compared with undefined/null where the comparison can be that value itself (`!==`) or
 * `not` it (`===`, a guard's), and which; undefined where the comparison stays.
 */
export function truthyOperand(ts: typeof TS, checker: TS.TypeChecker, node: TS.BinaryExpression): { value: TS.Expression; not: boolean } | undefined {
  const k = node.operatorToken.kind;
  const differs = k === ts.SyntaxKind.ExclamationEqualsEqualsToken || k === ts.SyntaxKind.ExclamationEqualsToken;
  const same = k === ts.SyntaxKind.EqualsEqualsEqualsToken || k === ts.SyntaxKind.EqualsEqualsToken;
  if (!differs && !same) return undefined;
  const value = isNothing(ts, node.right) ? node.left : isNothing(ts, node.left) ? node.right : undefined;
  if (value === undefined || isNothing(ts, value)) return undefined;
  if (differs ? !truthOnly(ts, node) : !guardCondition(ts, node)) return undefined;
  return neverFalse(ts, checker, checker.getTypeAtLocation(value)) ? { value, not: same } : undefined;
}

export function truthyPlugin(ts: typeof TS, tstl: typeof TSTL): TSTL.Plugin {
  return {
    visitors: {
      [ts.SyntaxKind.BinaryExpression]: (node: TS.BinaryExpression, context: TSTL.TransformationContext) => {
        const found = truthyOperand(ts, context.checker, node);
        if (found === undefined) return context.superTransformExpression(node);
        const value = context.transformExpression(found.value);
        return found.not ? tstl.createUnaryExpression(value, tstl.SyntaxKind.NotOperator, node) : value;
      },
    },
  };
}
