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

/** The value compared with undefined/null where the comparison can be that value itself, or undefined. */
export function truthyOperand(ts: typeof TS, checker: TS.TypeChecker, node: TS.BinaryExpression): TS.Expression | undefined {
  const k = node.operatorToken.kind;
  if (k !== ts.SyntaxKind.ExclamationEqualsEqualsToken && k !== ts.SyntaxKind.ExclamationEqualsToken) return undefined;
  const value = isNothing(ts, node.right) ? node.left : isNothing(ts, node.left) ? node.right : undefined;
  if (value === undefined || isNothing(ts, value)) return undefined;
  if (!truthOnly(ts, node)) return undefined;
  return neverFalse(ts, checker, checker.getTypeAtLocation(value)) ? value : undefined;
}

export function truthyPlugin(ts: typeof TS): TSTL.Plugin {
  return {
    visitors: {
      [ts.SyntaxKind.BinaryExpression]: (node: TS.BinaryExpression, context: TSTL.TransformationContext) => {
        const value = truthyOperand(ts, context.checker, node);
        return value === undefined ? context.superTransformExpression(node) : context.transformExpression(value);
      },
    },
  };
}
