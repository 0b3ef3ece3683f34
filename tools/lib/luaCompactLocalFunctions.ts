/**
 * A local function's name declared by a local before it: `local a=x ... local function f() … end`
 * becomes `local a,f=x ... function f() … end` (the compact form's last pass, luaCompactSyntax.ts;
 * ~800 local functions in Global, 4 bytes each). `local function f` is `local f; f = function`:
 * the function sees its own name either way (recursion), and from the function statement on every
 * read of `f` reads the same local holding the same function. Only the stretch between the earlier
 * local and the function statement changes: `f` is a local there, nil, where it was an outer
 * binding or a global. So the step asks that nothing in that stretch names `f` as a read or an
 * assignment that would have reached outside it (a nested function's own `f` is its own), and that
 * no local of that block in the stretch (nor the earlier local itself) declares `f`. The value the
 * earlier local gives `f` then matters not (nothing reads it before the function statement sets
 * it): a name past a call's values takes one of them, unread.
 *
 * Every line stays where it was (the name joins the earlier local's names, on their line). Not in
 * a loop's body at any depth short of a function (MoonSharp's hazards there are a local without a
 * value in a `for … in` body and a function statement on a field, tts-notes.md: the plainest shape
 * stays), and only where it is shorter (`,f` against `local `). The output is a function of the
 * input alone (byte-deterministic).
 */
import type { TextEdit } from "./textEdits";
import { scopeWalk } from "./luaScopes";
import { isNode } from "./luaAst";
import type { LuaNode } from "./luaAst";

type Node = LuaNode;

const LOOPS = new Set(["WhileStatement", "RepeatStatement", "ForNumericStatement", "ForGenericStatement"]);

/** The statement lists outside any loop body (a function's body starts afresh), outermost first. */
function blocksOutsideLoops(ast: Node): Node[][] {
  const out: Node[][] = [];
  const visit = (v: unknown, inLoop: boolean): void => {
    if (Array.isArray(v)) return v.forEach((x) => visit(x, inLoop));
    if (!isNode(v)) return;
    const here = v.type === "FunctionDeclaration" ? false : inLoop || LOOPS.has(v.type);
    if (Array.isArray(v.body) && !here) out.push(v.body as Node[]);
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") visit(x, here);
  };
  visit(ast, false);
  return out;
}

/** Whether the statements name `name` as a binding from outside them (a read or an assignment), or declare it themselves at their own level. */
function namesFromOutside(stretch: Node[], name: string): boolean {
  for (const s of stretch) {
    if (s.type === "LocalStatement" && (s.variables as Node[]).some((v) => v.name === name)) return true;
    if (s.type === "FunctionDeclaration" && s.isLocal === true && (s.identifier as Node | null)?.name === name) return true;
  }
  let found = false;
  const w = scopeWalk<true>({
    bind: () => true,
    ref: (id, b) => {
      if (b === undefined && id.name === name) found = true;
    },
    assign: (id, b) => {
      if (b === undefined && id.name === name) found = true;
    },
  });
  w.block(stretch);
  return found;
}

/** The edits (see the header). */
export function localFunctionEdits(code: string, ast: Node): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const body of blocksOutsideLoops(ast)) {
    const added = new Map<Node, string[]>();
    let anchor = -1;
    body.forEach((s, k) => {
      if (s.type === "LocalStatement") {
        anchor = k;
        return;
      }
      if (s.type !== "FunctionDeclaration" || s.isLocal !== true || anchor < 0) return;
      const id = s.identifier as Node;
      const name = id.name as string;
      const head = /^local\s+function\s/.exec(code.slice(s.range[0], id.range[0]));
      if (head === null || head[0].length - "function ".length <= name.length + 1) return;
      const local = body[anchor];
      if ((local.variables as Node[]).some((v) => v.name === name) || (added.get(local) ?? []).includes(name)) return;
      if (namesFromOutside(body.slice(anchor + 1, k), name)) return;
      added.set(local, (added.get(local) ?? []).concat([name]));
      edits.push({ start: s.range[0], end: s.range[0] + head[0].length - "function ".length, text: "" });
    });
    for (const [local, names] of added) {
      const vars = local.variables as Node[];
      const at = vars[vars.length - 1].range[1];
      edits.push({ start: at, end: at, text: `,${names.join(",")}` });
    }
  }
  return edits;
}
