/**
 * A module's own one-letter names for the chunk's locals it reads often (issue 27: Global's bytes),
 * on the renamed chunk (luaCompact.ts). The chunk declares some 200 locals on its first lines (the
 * shared strings, lualib's helpers, Lua's library: luaCompactStrings.ts, luaCompactLualib.ts), so
 * most of them have two-letter names; a module that reads one of them often reads it once into a
 * local of its own with a one-letter name, declared in front of its first statement on that line
 * (`local x=Ab`, joined to the module's first run of locals by luaCompactSyntax.ts), and reads `x`
 * where it read `Ab`. Where that is shorter: n reads of a name of k letters save n*(k-1), the
 * declaration costs k+3.
 *
 * The same value: only a local declared at the chunk's top level and never assigned (a module runs
 * when required, after the chunk's first lines). An entry of the shared strings' table (`b[82]`,
 * luaCompactStrings.ts: a top-level local declared a table of strings) counts as such a local where
 * the table is read only as `b[<number>]` and nothing assigns it or an entry. The new name is one the module names nowhere (no
 * binding, read or global of that name in it, no keyword), so it hides nothing the module reads and
 * nothing hides it. Within Lua's limits: no more new locals than keep the module's function at
 * LUA_MAX_LOCALS less LOCALS_MARGIN (every local of its blocks counted, a loop's three hidden ones
 * too); the closures of the module read the new local where they read the chunk's, so no closure
 * holds more upvalues than before.
 * The output is a function of the input alone (byte-deterministic).
 */
import { KEYWORDS, shortName } from "./luaCompactImports";
import { LOCALS_MARGIN, LUA_MAX_LOCALS } from "./luaCompactModuleStrings";
import { scopeWalk } from "./luaScopes";
import type { LuaNode } from "./luaAst";
import type { TextEdit } from "./textEdits";

type Node = LuaNode;

interface Binding {
  /** Its name, or for an entry of the shared strings' table the entry's read (`b[82]`). */
  name: string;
  /** Declared at the chunk's top level. */
  top: boolean;
  /** Assigned; for the shared strings' table, also read other than `b[<number>]` or an entry assigned. */
  assigned: boolean;
  /** The shared strings' table (a top-level local declared a table of strings), if this is it. */
  strings?: boolean;
  /** An entry of that table: the table. */
  of?: Binding;
}

interface Module {
  fn: Node;
  /** Every local its function declares, in any of its blocks (a loop's hidden three included). */
  locals: number;
  /** Every name that appears in it: bindings, reads, globals. */
  names: Set<string>;
  reads: Map<Binding, Node[]>;
}

/** The modules' functions: the fields of the chunk's list of modules (luaCompactImports.ts positionalModules). */
function moduleFunctions(ast: Node): Set<Node> {
  for (const s of ast.body as Node[]) {
    const init = s.type === "AssignmentStatement" ? (s.init as Node[])[0] : undefined;
    const fields = init !== undefined && init.type === "TableConstructorExpression" ? (init.fields as Node[]) : [];
    const list = fields.length > 0 && fields.every((f) => f.type === "TableValue" && ((f.value as Node).type === "FunctionDeclaration" || (f.value as Node).type === "NilLiteral"));
    if (list) return new Set(fields.map((f) => f.value as Node).filter((v) => v.type === "FunctionDeclaration"));
  }
  return new Set();
}

/** The edits giving each module its own short names for the chunk's locals it reads often (see the header). */
export function chunkLocalEdits(code: string, ast: Node): TextEdit[] {
  const fns = moduleFunctions(ast);
  if (fns.size === 0) return [];
  const modules: Module[] = [];
  let module: Module | undefined = undefined;
  let depth = 0;
  const entries = new Map<string, Binding>();
  const stringsOf = (e: Node): Binding | undefined => {
    if (e.type !== "IndexExpression" || (e.base as Node).type !== "Identifier") return undefined;
    const b = walk.lookup((e.base as Node).name as string);
    return b !== undefined && b.strings === true ? b : undefined;
  };
  const walk = scopeWalk<Binding>({
    bind: (name): Binding => {
      if (module !== undefined) {
        module.names.add(name);
        if (depth === 1) module.locals++;
      }
      return { name, top: depth === 0 && walk.depth() === 1, assigned: false };
    },
    ref: (id, b) => {
      if (b !== undefined && b.strings === true) b.assigned = true;
      if (module === undefined) return;
      module.names.add(id.name as string);
      if (b !== undefined && b.top) module.reads.set(b, (module.reads.get(b) ?? []).concat([id]));
    },
    assign: (_id, b) => {
      if (b !== undefined) b.assigned = true;
    },
    local: (st, i, b) => {
      const init = st.init as Node[];
      const v = init[i];
      if (b.top && init.length === (st.variables as Node[]).length && v.type === "TableConstructorExpression" && (v.fields as Node[]).length > 0 && (v.fields as Node[]).every((f) => f.type === "TableValue" && (f.value as Node).type === "StringLiteral")) b.strings = true;
    },
    // An entry of the shared strings' table assigned: the table is left as it is.
    target: (v) => {
      const table = stringsOf(v);
      if (table !== undefined) table.assigned = true;
      return false;
    },
    // An entry read (`b[82]`): a binding of its own, the table's value at that index.
    expr: (e) => {
      const table = stringsOf(e);
      if (table === undefined || (e.index as Node).type !== "NumericLiteral") return false;
      if (module === undefined) return true;
      const base = e.base as Node;
      module.names.add(base.name as string);
      const name = `${base.name as string}[${(e.index as Node).raw as string}]`;
      let entry = entries.get(name);
      if (entry === undefined) entries.set(name, (entry = { name, top: true, assigned: false, of: table }));
      module.reads.set(entry, (module.reads.get(entry) ?? []).concat([e]));
      return true;
    },
    loop: () => {
      if (module !== undefined && depth === 1) module.locals += 3;
    },
    enterFunction: (f) => {
      depth++;
      if (depth === 1 && fns.has(f)) {
        module = { fn: f, locals: 0, names: new Set(), reads: new Map() };
        modules.push(module);
      }
    },
    leaveFunction: () => {
      if (depth === 1) module = undefined;
      depth--;
    },
  });
  walk.block(ast.body as Node[]);
  const edits: TextEdit[] = [];
  for (const m of modules) {
    const body = m.fn.body as Node[];
    if (body.length === 0) continue;
    const gain = (b: Binding) => m.reads.get(b)!.length * (b.name.length - 1) - (b.name.length + 3);
    const chosen = [...m.reads.keys()].filter((b) => !b.assigned && !(b.of !== undefined && b.of.assigned) && b.name.length > 1 && gain(b) > 0).sort((a, b) => gain(b) - gain(a) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const free: string[] = [];
    for (let n = 0; n < 53; n++) {
      const x = shortName(n);
      if (!KEYWORDS.has(x) && !m.names.has(x)) free.push(x);
    }
    const room = Math.min(free.length, chosen.length, LUA_MAX_LOCALS - LOCALS_MARGIN - m.locals);
    if (room <= 0) continue;
    const taken = chosen.slice(0, room);
    taken.forEach((b, i) => {
      // An entry's read ends in `]`, which needs no space before a word (`b[3]then`): a name does.
      for (const id of m.reads.get(b)!) edits.push({ start: id.range[0], end: id.range[1], text: free[i] + (/[A-Za-z0-9_]/.test(code[id.range[1]] ?? "") ? " " : "") });
    });
    edits.push({ start: body[0].range[0], end: body[0].range[0], text: `local ${free.slice(0, room).join(",")}=${taken.map((b) => b.name).join(",")} ` });
  }
  return edits;
}
