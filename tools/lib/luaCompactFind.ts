/**
 * A string's `indexOf` compared, as its find (issue 27: Global's bytes). TSTL writes `s.indexOf(x)`
 * as `(string.find(s, x, nil, true) or 0) - 1` (a plain find: the start of the first match, or nil),
 * and the rules compare it with 0 (`s.indexOf("broke:") === 0`, 73 finds in Global). Against 0 the
 * arithmetic says nothing the find's own value does not:
 *
 *   `(F or 0) - 1 == 0`  is  `F == 1`      (F is nil or a start, 1 or more)
 *   `(F or 0) - 1 ~= 0`  is  `F ~= 1`
 *   `(F or 0) - 1 >= 0`  is  `F ~= nil`
 *   `(F or 0) - 1 < 0`   is  `F == nil`
 *
 * the same boolean from the same call, 8 bytes fewer each. Only that shape, the find written
 * `string.find(s, x, nil, true)` (the plain find the gates read: its `true` stays written) where no
 * local of the chunk is named `string`, the comparison on one line, the find its left operand; any
 * other comparison (`> 0`, `== -1`, 0 on the left) stays as it is. The output is a function of the
 * input alone (byte-deterministic).
 */
import { walk } from "./luaAst";
import type { LuaNode } from "./luaAst";
import type { TextEdit } from "./textEdits";

type Node = LuaNode;

/** The find's comparison with 0 and what it is compared with instead. */
const INSTEAD: Record<string, string> = { "==": "== 1", "~=": "~= 1", ">=": "~= nil", "<": "== nil" };

const isNumber = (n: Node, raw: string): boolean => n.type === "NumericLiteral" && n.raw === raw;

/** The plain find `string.find(s, x, nil, true)`, or undefined. */
function plainFind(n: Node): Node | undefined {
  if (n.type !== "CallExpression") return undefined;
  const base = n.base as Node;
  if (base.type !== "MemberExpression" || base.indexer !== "." || (base.base as Node).type !== "Identifier" || (base.base as Node).name !== "string" || (base.identifier as Node).name !== "find") return undefined;
  const args = n.arguments as Node[];
  return args.length === 4 && args[2].type === "NilLiteral" && args[3].type === "BooleanLiteral" && args[3].value === true ? n : undefined;
}

/** The edits that compare each such find itself (see the header). */
export function indexOfEdits(code: string, ast: Node): TextEdit[] {
  // A local named `string` anywhere: its finds may not be the library's. None of this chunk's then.
  let shadowed = false;
  walk(ast.body, (n) => {
    const declared =
      n.type === "LocalStatement" ? (n.variables as Node[])
      : n.type === "FunctionDeclaration" ? (n.parameters as Node[]).concat(n.isLocal === true && n.identifier ? [n.identifier as Node] : [])
      : n.type === "ForNumericStatement" ? [n.variable as Node]
      : n.type === "ForGenericStatement" ? (n.variables as Node[])
      : [];
    if (declared.some((v) => v.type === "Identifier" && v.name === "string")) shadowed = true;
  });
  if (shadowed) return [];
  const edits: TextEdit[] = [];
  walk(ast.body, (n) => {
    if (n.type !== "BinaryExpression" || INSTEAD[n.operator as string] === undefined || !isNumber(n.right as Node, "0")) return;
    const minus = n.left as Node;
    if (minus.type !== "BinaryExpression" || minus.operator !== "-" || !isNumber(minus.right as Node, "1")) return;
    const or = minus.left as Node;
    if (or.type !== "LogicalExpression" || or.operator !== "or" || !isNumber(or.right as Node, "0")) return;
    const find = plainFind(or.left as Node);
    if (find === undefined) return;
    const head = code.slice(n.range[0], find.range[0]);
    const tail = code.slice(find.range[1], n.range[1]);
    // What goes is on one line (every token stays on its line).
    if (!/^\([ \t]*$/.test(head) || !/^[ \t]*or[ \t]+0[ \t]*\)[ \t]*-[ \t]*1[ \t]*(==|~=|>=|<)[ \t]*0$/.test(tail)) return;
    edits.push({ start: n.range[0], end: find.range[0], text: "" });
    edits.push({ start: find.range[1], end: n.range[1], text: ` ${INSTEAD[n.operator as string]}` });
  });
  return edits;
}
