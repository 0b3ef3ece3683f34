/**
 * The compact form's last pass: the same program in fewer bytes and tokens, over the renamed chunk
 * (luaCompact.ts), every token still on its line (issue 27: Global's bytes and MoonSharp's load).
 *
 * - **Short labels.** TSTL names each `continue` target `__continue15`; a label is seen only by the
 *   gotos of its own function, so each function's labels get the short names a, b... in order (a
 *   label lives in a namespace of its own, apart from the locals: `goto a` with a local `a` is fine).
 *
 * The output is a function of the input alone (byte-deterministic). The build gates the result again
 * (moonsharpGates.ts) and tests/tools/luaCompact.test.ts runs each shape before and after.
 */
import * as luaparse from "luaparse";
import { KEYWORDS, shortName } from "./luaCompactImports";
import { applyEdits } from "./textEdits";
import type { TextEdit } from "./textEdits";

type Node = { type: string; range: [number, number]; [k: string]: unknown };

function isNode(x: unknown): x is Node {
  return typeof x === "object" && x !== null && typeof (x as Node).type === "string";
}

/** Every node below `n` that belongs to the same function (nested functions are not entered). */
function ownNodes(n: Node, visit: (x: Node) => void): void {
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) {
      for (const x of v) walk(x);
      return;
    }
    if (!isNode(v)) return;
    visit(v);
    if (v.type === "FunctionDeclaration") return;
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") walk(x);
  };
  for (const [k, x] of Object.entries(n)) if (k !== "range" && k !== "loc") walk(x);
}

/** Each function's (and the chunk's) labels and gotos renamed a, b... per function. */
export function shortLabelEdits(ast: Node): TextEdit[] {
  const edits: TextEdit[] = [];
  const functions: Node[] = [ast];
  const find = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(find);
    if (!isNode(v)) return;
    if (v.type === "FunctionDeclaration") functions.push(v);
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") find(x);
  };
  find(ast.body);
  for (const f of functions) {
    const labels: Node[] = [];
    const gotos: Node[] = [];
    ownNodes(f.type === "FunctionDeclaration" ? ({ type: "Body", range: f.range, body: f.body } as Node) : f, (x) => {
      if (x.type === "LabelStatement") labels.push(x.label as Node);
      else if (x.type === "GotoStatement") gotos.push(x.label as Node);
    });
    const short = new Map<string, string>();
    let n = 0;
    for (const l of labels) {
      const name = l.name as string;
      if (short.has(name)) continue;
      let s = shortName(n++);
      while (KEYWORDS.has(s)) s = shortName(n++);
      short.set(name, s);
    }
    for (const id of labels.concat(gotos)) {
      const s = short.get(id.name as string);
      if (s === undefined) throw new Error(`luaCompactSyntax: goto ${id.name as string} names no label of its function`);
      edits.push({ start: id.range[0], end: id.range[1], text: s });
    }
  }
  return edits;
}

/** The compact form's last pass (see the header). */
export function compactSyntax(code: string): string {
  const ast = luaparse.parse(code, { luaVersion: "5.2", comments: false, locations: false, ranges: true, scope: false }) as unknown as Node;
  return applyEdits(code, shortLabelEdits(ast));
}
