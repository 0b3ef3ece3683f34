/**
 * An array's `indexOf(x) >= 0` as its `includes(x)`, and `indexOf(x) < 0` as the opposite (issue 27:
 * Global's bytes). The rules ask whether an array holds a value as `list.indexOf(x) >= 0` (~215
 * times in Global) or `< 0` (~190), which TSTL writes `__TS__ArrayIndexOf(list, x) >= 0`. Without a
 * start index, lualib's `__TS__ArrayIndexOf` and `__TS__ArrayIncludes` do the same work: `#self` read
 * once, `self[i] == x` for i = 1 to that length, stopping at the first match; one returns its index
 * (0 or more) or -1, the other true or false. So `__TS__ArrayIndexOf(list, x) >= 0` is
 * `__TS__ArrayIncludes(list, x)`, and `< 0` is `__TS__ArrayLacks(list, x)`, a helper this step adds
 * to lualib that does that same work and returns the opposite (where 30 comparisons or more ask it:
 * it costs its own text): the same comparisons in the same order, the same boolean, 4 bytes fewer
 * each in the compact form.
 *
 * Only where both helpers are lualib's as TSTL writes them (their text, spaces aside, is the one
 * below: another lualib leaves the chunk as it is), the call has two arguments and the comparison
 * with 0 follows it on its line, in a module that names lualib's helpers (its first statement
 * `local ____lualib = require("lualib_bundle")`, then `local __TS__X = ____lualib.__TS__X`); and
 * only where no name of the chunk is one of the three but those. A module that did not name the
 * helper it now reads names it on the line of its require (the lualib step reads those names and
 * makes a helper many modules name a local of the chunk); lualib's export table gets the new
 * helper on its first line, its text on the line of `__TS__ArrayIndexOf`'s `end`. The output is a
 * function of the input alone (byte-deterministic).
 */
import { walk } from "./luaAst";
import type { LuaNode } from "./luaAst";
import type { TextEdit } from "./textEdits";

type Node = LuaNode;

const INDEX_OF = "__TS__ArrayIndexOf";
const INCLUDES = "__TS__ArrayIncludes";
const LACKS = "__TS__ArrayLacks";
/** `__TS__ArrayIndexOf`'s text without a start index, returning whether nothing matched. */
const LACKS_TEXT = `local function ${LACKS}(self, searchElement) for i = 1, #self do if self[i] == searchElement then return false end end return true end`;
/** The helper each comparison of `__TS__ArrayIndexOf(list, x)` with 0 asks instead. */
const ASKED: Record<string, string> = { ">=": INCLUDES, "<": LACKS };
/** Comparisons that pay for the added helper's text. */
const LACKS_SITES = 30;
const LUALIB = "lualib_bundle";

/** The two helpers as TSTL's lualib writes them (tokens separated by single spaces). */
const EXPECTED: Record<string, string> = {
  [INDEX_OF]:
    "local function __TS__ArrayIndexOf(self, searchElement, fromIndex) if fromIndex == nil then fromIndex = 0 end local len = #self if len == 0 then return -1 end if fromIndex >= len then return -1 end if fromIndex < 0 then fromIndex = len + fromIndex if fromIndex < 0 then fromIndex = 0 end end for i = fromIndex + 1, len do if self[i] == searchElement then return i - 1 end end return -1 end",
  [INCLUDES]:
    "local function __TS__ArrayIncludes(self, searchElement, fromIndex) if fromIndex == nil then fromIndex = 0 end local len = #self local k = fromIndex if fromIndex < 0 then k = len + fromIndex end if k < 0 then k = 0 end for i = k + 1, len do if self[i] == searchElement then return true end end return false end",
};

const spaced = (text: string): string => text.replace(/\s+/g, " ").trim();

const requireOf = (e: Node | undefined): string | undefined => {
  if (e === undefined || e.type !== "CallExpression" || (e.base as Node).type !== "Identifier" || (e.base as Node).name !== "require") return undefined;
  const args = e.arguments as Node[];
  return args.length === 1 && args[0].type === "StringLiteral" ? (args[0].raw as string).slice(1, -1) : undefined;
};

/** The edits that ask `includes` where `indexOf(x) >= 0` was asked (see the header). */
export function includesEdits(code: string, ast: Node, lacksFrom = LACKS_SITES): TextEdit[] {
  const modules = (ast.body as Node[]).find((s) => s.type === "AssignmentStatement" && (s.variables as Node[]).length === 1 && (s.variables as Node[])[0].name === "____modules");
  const table = modules === undefined ? undefined : (modules.init as Node[])[0];
  if (table === undefined || table.type !== "TableConstructorExpression") return [];
  const fields = table.fields as Node[];
  const lualib = fields.find((f) => f.type === "TableKey" && (f.key as Node).raw === `"${LUALIB}"`);
  if (lualib === undefined || (lualib.value as Node).type !== "FunctionDeclaration") return [];
  // Both helpers as expected, defined once each in lualib.
  const defs = new Map<string, Node>();
  for (const s of (lualib.value as Node).body as Node[]) {
    if (s.type === "FunctionDeclaration" && s.isLocal === true && EXPECTED[(s.identifier as Node).name as string] !== undefined) {
      const name = (s.identifier as Node).name as string;
      if (defs.has(name) || spaced(code.slice(s.range[0], s.range[1])) !== EXPECTED[name]) return [];
      defs.set(name, s);
    }
  }
  if (defs.size !== 2) return [];
  // No other name of the chunk is either helper's: the only declarations are lualib's and the modules' names for them.
  let other = false;
  walk(ast.body, (n) => {
    if (n.type === "LocalStatement") {
      (n.variables as Node[]).forEach((v, i) => {
        if (EXPECTED[v.name as string] === undefined) return;
        const init = (n.init as Node[])[i];
        if ((n.init as Node[]).length !== (n.variables as Node[]).length || init.type !== "MemberExpression" || (init.identifier as Node).name !== v.name) other = true;
      });
    }
    const own = n.type === "FunctionDeclaration" && n.identifier && ![...defs.values()].includes(n) ? [n.identifier as Node] : [];
    const declared =
      n.type === "FunctionDeclaration" ? (n.parameters as Node[]).concat(own)
      : n.type === "ForNumericStatement" ? [n.variable as Node]
      : n.type === "ForGenericStatement" ? (n.variables as Node[])
      : n.type === "AssignmentStatement" ? (n.variables as Node[])
      : [];
    if (declared.some((v) => v.type === "Identifier" && EXPECTED[v.name as string] !== undefined)) other = true;
  });
  walk(ast.body, (n) => {
    if (n.type === "Identifier" && n.name === LACKS) other = true;
  });
  if (other) return [];

  const edits: TextEdit[] = [];
  const modulesEdits: { sites: Map<string, TextEdit[]>; named: Set<string>; at: number; lib: string }[] = [];
  for (const f of fields) {
    const m = f.value as Node;
    if (f === lualib || f.type !== "TableKey" || m.type !== "FunctionDeclaration") continue;
    const statements = m.body as Node[];
    const head = statements[0];
    if (head === undefined || head.type !== "LocalStatement" || (head.variables as Node[]).length !== 1 || requireOf((head.init as Node[])[0]) !== LUALIB) continue;
    const lib = (head.variables as Node[])[0].name as string;
    // The module's names for helpers: the statements right after its require.
    const named = new Set<string>();
    for (const s of statements.slice(1)) {
      if (s.type !== "LocalStatement" || (s.variables as Node[]).length !== 1 || (s.init as Node[]).length !== 1) break;
      const v = (s.init as Node[])[0];
      if (v.type !== "MemberExpression" || (v.base as Node).type !== "Identifier" || (v.base as Node).name !== lib) break;
      named.add((s.variables as Node[])[0].name as string);
    }
    if (!named.has(INDEX_OF)) continue;
    const sites = new Map<string, TextEdit[]>();
    walk(statements, (n) => {
      const asked = ASKED[n.operator as string];
      if (n.type !== "BinaryExpression" || asked === undefined || (n.right as Node).type !== "NumericLiteral" || (n.right as Node).raw !== "0") return;
      const call = n.left as Node;
      if (call.type !== "CallExpression" || (call.base as Node).type !== "Identifier" || (call.base as Node).name !== INDEX_OF || (call.arguments as Node[]).length !== 2) return;
      if (!/^[ \t]*(>=|<)[ \t]*0$/.test(code.slice(call.range[1], n.range[1]))) return;
      sites.set(asked, (sites.get(asked) ?? []).concat([{ start: (call.base as Node).range[0], end: (call.base as Node).range[1], text: asked }, { start: call.range[1], end: n.range[1], text: "" }]));
    });
    modulesEdits.push({ sites, named, at: head.range[1], lib });
  }
  const count = (h: string) => modulesEdits.reduce((n, m) => n + (m.sites.get(h) ?? []).length / 2, 0);
  const helpers = [INCLUDES].concat(count(LACKS) >= lacksFrom ? [LACKS] : []);
  for (const m of modulesEdits) {
    const names: string[] = [];
    for (const h of helpers) {
      const sites = m.sites.get(h) ?? [];
      if (sites.length === 0) continue;
      edits.push(...sites);
      if (!m.named.has(h)) names.push(` local ${h} = ${m.lib}.${h}`);
    }
    if (names.length > 0) edits.push({ start: m.at, end: m.at, text: names.join("") });
  }
  if (helpers.includes(LACKS)) {
    const body = (lualib.value as Node).body as Node[];
    const ret = body[body.length - 1];
    const exported = ret !== undefined && ret.type === "ReturnStatement" ? (ret.arguments as Node[])[0] : undefined;
    if (exported === undefined || exported.type !== "TableConstructorExpression" || code[exported.range[0]] !== "{") return [];
    edits.push({ start: defs.get(INDEX_OF)!.range[1], end: defs.get(INDEX_OF)!.range[1], text: ` ${LACKS_TEXT}` });
    edits.push({ start: exported.range[0] + 1, end: exported.range[0] + 1, text: ` ${LACKS} = ${LACKS},` });
  }
  return edits;
}
