/**
 * MoonSharp formats a number joined with `..` by the user's culture ("1,5" under a German locale;
 * ../shared/reference/tts-notes.md), where `tostring` does not. TSTL wraps every non-string operand
 * of a string `+` in `tostring`, except a numeric literal, which it joins raw (`"x" .. 1.5`). An
 * integer literal prints the same everywhere; a fractional one does not. This gate finds those in
 * the emitted Lua (the typed source gate, moonsharpSource.ts, covers `join` over numbers).
 */
import * as luaparse from "luaparse";
import { isNode } from "./luaAst";
import type { LuaNode } from "./luaAst";

export interface ConcatHazard {
  line: number;
  literal: string;
}

type Node = LuaNode;

function fractional(n: Node): boolean {
  return n.type === "NumericLiteral" && Math.floor(n.value as number) !== (n.value as number);
}

export function findConcatHazards(code: string): ConcatHazard[] {
  const ast = luaparse.parse(code, { luaVersion: "5.2", comments: false, locations: true, scope: false });
  const out: ConcatHazard[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === "BinaryExpression" && node.operator === "..") {
      for (const side of [node.left, node.right]) {
        if (isNode(side) && fractional(side)) {
          out.push({ line: (side.loc as { start: { line: number } }).start.line, literal: side.raw as string });
        }
      }
    }
    for (const [k, v] of Object.entries(node)) if (k !== "loc" && k !== "range" && typeof v === "object" && v !== null) visit(v);
  };
  visit(ast);
  return out;
}

export function describeConcatHazard(bundle: string, h: ConcatHazard): string {
  return `${bundle}: line ${h.line}: the number ${h.literal} is joined to a string with '..', which MoonSharp formats by the player's locale ("1,5"): join tostring(n) or a string literal`;
}
