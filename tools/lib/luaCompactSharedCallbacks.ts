/**
 * One function for the callbacks written the same many times (issue 27: Global's bytes). With their
 * context gone (luaCompactCallbacks.ts), many functions handed to lualib's array helpers are the
 * same text but for their parameters' names: `function(c) return c.id end` 22 times in Global,
 * `function(p) return p.title == "regent" end` 7 times. Such a function reads nothing but its own
 * parameters (no name of an enclosing scope, no global, no `...`) and declares nothing, so every
 * copy of it computes the same from the same arguments; and the helpers it is handed to only call it
 * (luaCompactCallbacks.ts checks their bodies: a callback read only as a call's function or
 * compared with nil), so which copy they get is not seen. Written 5 times or more, it is one local
 * of the chunk, declared on the chunk's first line (`local ____callback1 = function(c) return c.id
 * end`), and each call reads that local: the same function called with the same arguments.
 *
 * Copies are told the same by their tokens, each parameter read by its position; the first copy
 * written on one line is the declaration's text (a group whose copies all span lines stays).
 * Lines stay where they were (a copy over lines leaves its newlines). The output is a function of
 * the input alone (byte-deterministic).
 */
import * as luaparse from "luaparse";
import { walkParents } from "./luaAst";
import type { LuaNode } from "./luaAst";
import type { TextEdit } from "./textEdits";
import { applyEdits } from "./textEdits";
import type { ContextFreeSite } from "./luaCompactCallbacks";

type Node = LuaNode;

const PREFIX = "____callback";
/** Copies that pay for a local of the chunk (it takes the place of a shared string's: Global 2 copies 793,851 bytes, 3 793,265, 5 793,154, 6 793,203). */
const MIN_COPIES = 5;

const TOKEN = (luaparse as unknown as { tokenTypes: { EOF: number; Identifier: number } }).tokenTypes;

const DECLARES = new Set(["FunctionDeclaration", "LocalStatement", "ForNumericStatement", "ForGenericStatement", "VarargLiteral", "LabelStatement", "GotoStatement", "AssignmentStatement"]);

/** The copy's tokens, its parameters' reads by position, or undefined where it reads or declares anything else. */
function shapeOf(code: string, site: ContextFreeSite): string | undefined {
  const f = site.callback;
  const params = (f.parameters as Node[]).slice(1);
  if (params.some((p) => p.type !== "Identifier")) return undefined;
  const names = params.map((p) => p.name as string);
  const reads = new Map<number, number>();
  let ok = true;
  walkParents(f.body, (x, parent, key) => {
    if (DECLARES.has(x.type)) ok = false;
    if (x.type !== "Identifier") return;
    if (parent !== undefined && ((parent.type === "MemberExpression" && key === "identifier") || (parent.type === "TableKeyString" && key === "key"))) return;
    const at = names.indexOf(x.name as string);
    if (at < 0) ok = false;
    else reads.set(x.range[0], at);
  });
  if (!ok) return undefined;
  params.forEach((p, i) => reads.set(p.range[0], i));
  const lexer = luaparse.parse({ wait: true, luaVersion: "5.2", comments: false, ranges: true } as never) as unknown as {
    write(s: string): void;
    lex(): { type: number; range: [number, number] };
  };
  const [start, end] = f.range;
  lexer.write(code.slice(start, end));
  const tokens: string[] = [];
  for (;;) {
    const t = lexer.lex();
    if (t.type === TOKEN.EOF) break;
    const at = start + t.range[0];
    if (at >= site.edit.start && at < site.edit.end) continue;
    const param = t.type === TOKEN.Identifier ? reads.get(at) : undefined;
    tokens.push(param !== undefined ? `$${param}` : `${t.type}:${code.slice(at, start + t.range[1])}`);
  }
  return tokens.join(" ");
}

/**
 * The edits that make each callback written `minCopies` times or more one local of the chunk (see
 * the header), and the sites' own edits they take the place of (the caller leaves those out).
 */
export function sharedCallbackEdits(code: string, ast: Node, sites: ContextFreeSite[], minCopies = MIN_COPIES): { edits: TextEdit[]; replaced: Set<TextEdit> } {
  const none = { edits: [], replaced: new Set<TextEdit>() };
  let taken = false;
  walkParents(ast.body, (x) => {
    if (x.type === "Identifier" && (x.name as string).startsWith(PREFIX)) taken = true;
  });
  if (taken) return none;
  const groups = new Map<string, ContextFreeSite[]>();
  for (const s of sites) {
    const shape = shapeOf(code, s);
    if (shape !== undefined) groups.set(shape, (groups.get(shape) ?? []).concat([s]));
  }
  const names: string[] = [];
  const values: string[] = [];
  const edits: TextEdit[] = [];
  const replaced = new Set<TextEdit>();
  for (const copies of groups.values()) {
    if (copies.length < minCopies) continue;
    const text = (s: ContextFreeSite) => applyEdits(code.slice(s.callback.range[0], s.callback.range[1]), [{ start: s.edit.start - s.callback.range[0], end: s.edit.end - s.callback.range[0], text: "" }]);
    const oneLine = copies.find((s) => !text(s).includes("\n"));
    if (oneLine === undefined) continue;
    const name = `${PREFIX}${names.length + 1}`;
    names.push(name);
    values.push(text(oneLine));
    for (const s of copies) {
      const lines = (code.slice(s.callback.range[0], s.callback.range[1]).match(/\n/g) ?? []).length;
      edits.push({ start: s.callback.range[0], end: s.callback.range[1], text: name + "\n".repeat(lines) });
      replaced.add(s.edit);
    }
  }
  if (names.length === 0) return none;
  edits.push({ start: 0, end: 0, text: `local ${names.join(", ")} = ${values.join(", ")} ` });
  return { edits, replaced };
}
