/**
 * Callbacks without the context nobody reads (issue 27: Global's bytes). TSTL's array helpers call
 * their callback with a context first, `callbackfn(thisArg, self[i], i - 1, self)` (lualib's
 * `__TS__ArrayMap`, `__TS__ArrayFilter`...; `__TS__ArraySort` calls `compareFn(nil, a, b)`), so
 * every arrow function handed to one starts with a parameter that is never read: `function(____, x)`,
 * `function(b,a)` in the compact form, ~550 times in Global. Here a helper whose every use allows it
 * calls its callback without that argument, and every callback handed to it loses that parameter:
 * `__TS__ArrayMap(t, function(x) ... end)`, the same values in the same order to the same body.
 *
 * All or nothing, helper by helper. A helper of lualib's module (`local function __TS__X(self, cb,
 * thisArg)`) qualifies where its body reads its callback only as the function of a call whose first
 * argument is `nil` or the helper's last parameter (read nowhere else, the context), or in `==`/`~=`
 * (`compareFn ~= nil`), and names no local like them; and where everything else in the chunk that
 * names the helper is lualib's export of it (`__TS__X = __TS__X`), a module's name for it
 * (`local __TS__X = ____lualib.__TS__X`, the name the helper's own) or a call of it that hands no
 * context (the arguments stop at the callback) and a function written there whose first parameter
 * nothing reads (the renaming's bindings say so, shadowing included) or no callback at all
 * (`__TS__ArraySort(t)`). A callback named, a context handed, a first parameter read or `...`, a
 * helper read as a value or called by another helper: that helper and its calls stay as they are.
 * Lines stay where they were (a parameter goes with its comma, the newlines around it kept). The
 * output is a function of the input alone (byte-deterministic).
 */
import { walkParents } from "./luaAst";
import type { LuaNode } from "./luaAst";
import type { TextEdit } from "./textEdits";

type Node = LuaNode;

const LUALIB = "lualib_bundle";

/** Whether an identifier is a field's name (`t.x`, `{x = 1}`), not a read of a name. */
const isFieldName = (parent: Node | undefined, key: string): boolean =>
  parent !== undefined && ((parent.type === "MemberExpression" && key === "identifier") || (parent.type === "TableKeyString" && key === "key"));

/** The edit that removes `node` and the comma after it (only spaces between), and the spaces after that, or undefined. */
function withCommaAfter(code: string, node: Node): TextEdit | undefined {
  let at = node.range[1];
  while (code[at] === " " || code[at] === "\t") at++;
  if (code[at] !== ",") return undefined;
  at++;
  while (code[at] === " " || code[at] === "\t") at++;
  return { start: node.range[0], end: at, text: "" };
}

/** The edit that removes `node` and the comma before it (only spaces between), or undefined. */
function withCommaBefore(code: string, node: Node): TextEdit | undefined {
  let at = node.range[0] - 1;
  while (code[at] === " " || code[at] === "\t") at--;
  return code[at] === "," ? { start: at, end: node.range[1], text: "" } : undefined;
}

/** The edit that removes the first of a list (a call's arguments, a function's parameters): with its comma where more follow. */
function firstOf(code: string, list: Node[]): TextEdit | undefined {
  return list.length === 1 ? { start: list[0].range[0], end: list[0].range[1], text: "" } : withCommaAfter(code, list[0]);
}

/** lualib's module function in the bundle's table, or undefined. */
function lualibModule(ast: Node): Node | undefined {
  for (const s of ast.body as Node[]) {
    if (s.type !== "AssignmentStatement" || (s.variables as Node[]).length !== 1 || (s.variables as Node[])[0].name !== "____modules") continue;
    const table = (s.init as Node[])[0];
    if (table === undefined || table.type !== "TableConstructorExpression") return undefined;
    for (const f of table.fields as Node[]) {
      if (f.type === "TableKey" && (f.key as Node).type === "StringLiteral" && (f.key as Node).raw === `"${LUALIB}"` && (f.value as Node).type === "FunctionDeclaration") return f.value as Node;
    }
  }
  return undefined;
}

/** A helper that calls its callback with a context first: the callback's position and the edits of its own body. */
interface Helper {
  callback: number;
  edits: TextEdit[];
}

/** The helper's callback parameter and the edits that stop handing it a context (see the header), or undefined. */
function contextHelper(code: string, def: Node): Helper | undefined {
  const params = def.parameters as Node[];
  if (params.some((p) => p.type !== "Identifier")) return undefined;
  for (let k = 1; k < params.length; k++) {
    // The callback, then at most the context.
    const cb = params[k].name as string;
    const context = k === params.length - 2 ? (params[k + 1].name as string) : undefined;
    if (k < params.length - 2) continue;
    const edits: TextEdit[] = [];
    let ok = true;
    const firsts = new Set<Node>();
    walkParents(def.body, (x, parent, key) => {
      if (x.type === "LocalStatement" && (x.variables as Node[]).some((v) => v.name === cb || v.name === context)) ok = false;
      if (x.type === "FunctionDeclaration" && (x.parameters as Node[]).some((v) => v.name === cb || v.name === context)) ok = false;
      if ((x.type === "ForNumericStatement" && ((x.variable as Node).name === cb || (x.variable as Node).name === context)) || (x.type === "ForGenericStatement" && (x.variables as Node[]).some((v) => v.name === cb || v.name === context))) ok = false;
      if (x.type !== "Identifier" || isFieldName(parent, key)) return;
      if (x.name === cb) {
        if (parent !== undefined && parent.type === "CallExpression" && key === "base") {
          const args = parent.arguments as Node[];
          const first = args[0];
          if (first === undefined || !((first.type === "NilLiteral") || (first.type === "Identifier" && first.name === context))) ok = false;
          else {
            firsts.add(first);
            const e = firstOf(code, args);
            if (e === undefined) ok = false;
            else edits.push(e);
          }
        } else if (!(parent !== undefined && parent.type === "BinaryExpression" && (parent.operator === "==" || parent.operator === "~="))) ok = false;
      }
    });
    // The context read other than as the first argument of a call of the callback.
    if (context !== undefined) {
      walkParents(def.body, (x, parent, key) => {
        if (x.type === "Identifier" && x.name === context && !isFieldName(parent, key) && !firsts.has(x)) ok = false;
      });
    }
    if (!ok || edits.length === 0) return undefined;
    if (context !== undefined) {
      const e = withCommaBefore(code, params[k + 1]);
      if (e === undefined) return undefined;
      edits.push(e);
    }
    return { callback: k, edits };
  }
  return undefined;
}

/** A function written at a call of a helper that hands it no context now, and the edit that takes its first parameter out. */
export interface ContextFreeSite {
  callback: Node;
  edit: TextEdit;
}

/**
 * The edits that take the context out of the helpers' calls and their callbacks (see the header).
 * `unread(p)`: whether the parameter `p` (an identifier of the chunk) is never read nor assigned.
 */
export function contextFreeEdits(code: string, ast: Node, unread: (param: Node) => boolean): TextEdit[] {
  const { helperEdits, sites } = contextFreeSites(code, ast, unread);
  return helperEdits.concat(sites.map((s) => s.edit));
}

/** The helpers' edits and each call's function with its edit (see contextFreeEdits). */
export function contextFreeSites(code: string, ast: Node, unread: (param: Node) => boolean): { helperEdits: TextEdit[]; sites: ContextFreeSite[] } {
  const none = { helperEdits: [], sites: [] };
  const lualib = lualibModule(ast);
  if (lualib === undefined) return none;
  const helpers = new Map<string, Helper>();
  const defs = new Set<Node>();
  for (const s of lualib.body as Node[]) {
    if (s.type !== "FunctionDeclaration" || s.isLocal !== true) continue;
    const name = (s.identifier as Node).name as string;
    const h = contextHelper(code, s);
    if (h !== undefined) {
      helpers.set(name, h);
      defs.add(s.identifier as Node);
    }
  }
  if (helpers.size === 0) return none;
  const refused = new Set<string>();
  const sites = new Map<string, ContextFreeSite[]>();
  // `t.__TS__X` read as the value of a local of the same name (`local __TS__X = ____lualib.__TS__X`):
  // a module's name for the helper. A statement comes before its values in the walk.
  const named = new Set<Node>();
  const inLualib = (n: Node) => n.range[0] >= lualib.range[0] && n.range[1] <= lualib.range[1];
  walkParents(ast.body, (x, parent, key) => {
    if (x.type === "LocalStatement" && !inLualib(x)) {
      const vars = x.variables as Node[];
      const init = x.init as Node[];
      if (vars.length === init.length) {
        init.forEach((v, i) => {
          if (v.type === "MemberExpression" && v.indexer === "." && (v.identifier as Node).name === vars[i].name) named.add(v);
        });
      }
    }
    if (x.type === "StringLiteral" && helpers.has((x.raw as string).slice(1, -1))) refused.add((x.raw as string).slice(1, -1));
    if (x.type !== "Identifier" || !helpers.has(x.name as string) || defs.has(x)) return;
    const name = x.name as string;
    if (parent === undefined) return refused.add(name);
    if (isFieldName(parent, key)) {
      // lualib's export key; a module's name for it read from lualib's table (above).
      if (parent.type === "TableKeyString") return inLualib(parent) ? undefined : refused.add(name);
      return named.has(parent) ? undefined : refused.add(name);
    }
    if (parent.type === "TableKeyString" && key === "value" && inLualib(parent) && (parent.key as Node).name === name) return;
    if (parent.type === "LocalStatement" && key === "variables" && !inLualib(parent)) {
      const v = (parent.init as Node[])[(parent.variables as Node[]).indexOf(x)];
      return v !== undefined && named.has(v) ? undefined : refused.add(name);
    }
    if (parent.type === "CallExpression" && key === "base" && !inLualib(parent)) {
      const k = helpers.get(name)!.callback;
      const args = parent.arguments as Node[];
      if (args.length <= k) return;
      const cb = args[k];
      if (args.length !== k + 1 || cb.type !== "FunctionDeclaration") return refused.add(name);
      const params = cb.parameters as Node[];
      if (params.length === 0) return;
      if (params[0].type !== "Identifier" || !unread(params[0])) return refused.add(name);
      const e = firstOf(code, params);
      if (e === undefined) return refused.add(name);
      sites.set(name, (sites.get(name) ?? []).concat([{ callback: cb, edit: e }]));
      return;
    }
    refused.add(name);
  });
  const helperEdits: TextEdit[] = [];
  const kept: ContextFreeSite[] = [];
  for (const [name, h] of [...helpers].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (refused.has(name)) continue;
    helperEdits.push(...h.edits);
    kept.push(...(sites.get(name) ?? []));
  }
  return { helperEdits, sites: kept.sort((a, b) => a.callback.range[0] - b.callback.range[0]) };
}
