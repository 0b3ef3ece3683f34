/**
 * A call whose one argument is a string or a table written out loses its parentheses: Lua reads
 * `f"x"` as `f("x")` and `f{...}` as `f({...})` (Lua 5.1 and 5.2's grammar, MoonSharp 2.0.0.0's
 * too: verified with the runner, plain and method calls), the same call of the same one value. Two
 * bytes a call (~370 in Global). Left as written: a call split over lines between its parentheses
 * and its argument (nothing moves across a line). The pattern functions the gates read take two
 * arguments or more, so none of their calls changes.
 */
import * as luaparse from "luaparse";
import { isNode } from "./luaAst";
import type { LuaNode } from "./luaAst";
import type { TextEdit } from "./textEdits";

type Node = LuaNode;
type Token = { type: number; range: [number, number] };
const EOF = (luaparse as unknown as { tokenTypes: { EOF: number } }).tokenTypes.EOF;

/** The chunk's tokens, each found by where it starts or ends, and its text (luaCompactSyntax.ts reads them too). */
export function tokenIndex(code: string): { toks: Token[]; byStart: Map<number, number>; byEnd: Map<number, number>; text: (i: number) => string } {
  const lexer = luaparse.parse({ wait: true, luaVersion: "5.2", comments: false, ranges: true } as never) as unknown as { write(s: string): void; lex(): Token };
  lexer.write(code);
  const toks: Token[] = [];
  for (let t = lexer.lex(); t.type !== EOF; t = lexer.lex()) toks.push(t);
  const byStart = new Map<number, number>();
  const byEnd = new Map<number, number>();
  toks.forEach((t, i) => {
    byStart.set(t.range[0], i);
    byEnd.set(t.range[1], i);
  });
  return { toks, byStart, byEnd, text: (i) => code.slice(toks[i].range[0], toks[i].range[1]) };
}

/** The parentheses of each call of one string or table constructor, removed (see the header). */
export function callSugarEdits(code: string, ast: Node): TextEdit[] {
  const { toks, byStart, byEnd, text } = tokenIndex(code);
  const edits: TextEdit[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isNode(v)) return;
    const args = v.type === "CallExpression" ? (v.arguments as Node[]) : [];
    const arg = args.length === 1 ? args[0] : undefined;
    if (arg !== undefined && (arg.type === "StringLiteral" || arg.type === "TableConstructorExpression")) {
      const first = byStart.get(arg.range[0]);
      const last = byEnd.get(arg.range[1]);
      const base = v.base as Node;
      if (first !== undefined && last !== undefined && first > 0 && last + 1 < toks.length && text(first - 1) === "(" && text(last + 1) === ")" && toks[last + 1].range[1] === v.range[1]) {
        const open = toks[first - 1].range;
        const close = toks[last + 1].range;
        if (!code.slice(base.range[1], arg.range[0]).includes("\n") && !code.slice(arg.range[1], close[1]).includes("\n")) {
          edits.push({ start: open[0], end: open[1], text: "" }, { start: close[0], end: close[1], text: "" });
        }
      }
    }
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") visit(x);
  };
  visit(ast.body);
  return edits;
}
