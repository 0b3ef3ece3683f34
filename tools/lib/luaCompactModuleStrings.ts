/**
 * Each module's own locals for the shared strings it reads often (issue 27: Global's bytes). Past the
 * chunk's locals a repeated string is an entry of one table of the chunk, read `S[82]` (about 5
 * characters a read: luaCompactStrings.ts); a module (a function of TSTL's module table) that reads
 * an entry 3 times or more reads it once into a local of its own, declared in front of its first
 * statement on that statement's line (`local ____moduleString82=____sharedStrings[82] local
 * ____exports={}`), and reads the local where it read the entry. The renaming names the local as any
 * other (by its reads: no name clash, no shadowing change), and the runs of locals join it to the
 * module's first statement (luaCompactSyntax.ts).
 *
 * The same string: the table is a plain table of strings declared on the chunk's first lines, before
 * the modules' table, and a module runs only when required, after them; only an entry nothing
 * assigns, in a chunk that reads the table only as `S[<number>]` (no code can change an entry).
 * Within Lua's limits (Lua 5.1 and MoonSharp: 200 locals in a function, 60 upvalues in a closure):
 * - locals: no more than keep the module's function at LUA_MAX_LOCALS less LOCALS_MARGIN, counting
 *   every local it declares in any of its blocks (not only those live at once) and each loop's three
 *   hidden ones;
 * - upvalues: a function inside the module that reads the new local holds it as an upvalue (as does
 *   every function between): an entry is left to the table where a closure that reads it would then
 *   hold more than UPVALUE_MARGIN (its upvalues counted before, the table's among them).
 * Reads in code the later steps leave out (`dropped`) do not count.
 */
import { bundleModules } from "./luaCompactImports";
import { scopeWalk } from "./luaScopes";
import type { LuaNode } from "./luaAst";
import { applyEdits } from "./textEdits";
import type { TextEdit } from "./textEdits";

type Node = LuaNode;

const TABLE = "____sharedStrings";
const PREFIX = "____moduleString";
/** Reads of an entry in one module that pay for a local (`b[82]` thrice: 15 characters; `x` thrice and `,x,b[82]`: 10). */
export const MIN_READS = 3;
export const LUA_MAX_LOCALS = 200;
export const LOCALS_MARGIN = 20;
/** Lua 5.1's and MoonSharp's limit is 60 upvalues a closure. */
export const UPVALUE_MARGIN = 50;

/** A function of the chunk (the chunk itself too): its locals, and the outer locals it holds as upvalues. */
interface Fn {
  node: Node | undefined;
  parent: Fn | undefined;
  /** Every local its blocks declare (parameters, loop variables and each loop's three hidden ones included). */
  locals: number;
  upvalues: Set<object>;
}

interface Read {
  node: Node;
  fn: Fn;
  entry: number;
}

interface Closures {
  fns: Map<Node, Fn>;
  reads: Read[];
  /** Entries assigned somewhere (`S[3] = x`); undefined: the table is read otherwise than `S[<number>]`, or not found. */
  assigned: Set<number> | undefined;
}

/** The chunk's functions, their locals and upvalues, and the reads of the shared strings' table. */
function closures(ast: Node): Closures {
  type Binding = { fn: Fn };
  const top: Fn = { node: undefined, parent: undefined, locals: 0, upvalues: new Set() };
  const fns = new Map<Node, Fn>();
  const reads: Read[] = [];
  const assigned = new Set<number>();
  let unsafe = false;
  let table: Binding | undefined = undefined;
  let fn = top;
  /** Every function between the walk's place and a binding's own holds it as an upvalue. */
  const hold = (b: Binding | undefined): void => {
    if (b !== undefined) for (let f: Fn | undefined = fn; f !== undefined && f !== b.fn; f = f.parent) f.upvalues.add(b);
  };
  const isTable = (e: Node): boolean => e.type === "Identifier" && table !== undefined && walk.lookup(e.name as string) === table;
  const walk = scopeWalk<Binding>({
    bind: () => {
      fn.locals++;
      return { fn };
    },
    ref: (_id, b) => {
      if (table !== undefined && b === table) unsafe = true;
      hold(b);
    },
    local: (s, i, b) => {
      const vars = s.variables as Node[];
      const v = vars[i];
      const init = (s.init as Node[])[i];
      // The table: `local ____sharedStrings = {...}` at the chunk's top.
      if (v.name === TABLE && fn === top && walk.depth() === 1 && vars.length === 1 && init !== undefined && init.type === "TableConstructorExpression" && table === undefined) table = b;
      else if (v.name === TABLE) unsafe = true;
    },
    // An entry assigned (`S[3] = x`).
    target: (v) => {
      if (v.type !== "IndexExpression" || !isTable(v.base as Node)) return false;
      const index = v.index as Node;
      if (index.type === "NumericLiteral") assigned.add(index.value as number);
      else unsafe = true;
      hold(table);
      walk.expr(index);
      return true;
    },
    // An entry read (`S[3]`).
    expr: (e) => {
      if (e.type !== "IndexExpression" || !isTable(e.base as Node) || (e.index as Node).type !== "NumericLiteral") return false;
      hold(table);
      reads.push({ node: e, fn, entry: (e.index as Node).value as number });
      return true;
    },
    enterFunction: (f) => {
      fn = { node: f, parent: fn, locals: 0, upvalues: new Set() };
      fns.set(f, fn);
    },
    leaveFunction: () => {
      fn = fn.parent!;
    },
    // A loop's three hidden locals.
    loop: () => {
      fn.locals += 3;
    },
  });
  walk.block(ast.body as Node[]);
  return { fns, reads, assigned: unsafe || table === undefined ? undefined : assigned };
}

/** Characters of `S[n]` beyond the table's name. */
const readLength = (entry: number) => String(entry).length + 2;

/**
 * `code` (the shared strings' step's output) with each module's often-read entries of the table read
 * from locals of the module (see the header). `dropped`: whether the later steps leave out the code
 * at an offset of `code`.
 */
export function withModuleStrings(code: string, ast: Node, dropped: (at: number) => boolean = () => false): string {
  const { fns, reads, assigned } = closures(ast);
  if (assigned === undefined || reads.length === 0) return code;
  if (code.indexOf(PREFIX) >= 0) throw new Error(`luaCompactModuleStrings: the chunk already holds ${PREFIX}`);
  const modules = new Map<Fn, Read[]>();
  for (const m of bundleModules(ast)) modules.set(fns.get(m.fn)!, []);
  for (const r of reads) {
    let f: Fn | undefined = r.fn;
    while (f !== undefined && !modules.has(f)) f = f.parent;
    if (f !== undefined && !assigned.has(r.entry)) modules.get(f)!.push(r);
  }
  const edits: TextEdit[] = [];
  for (const [module, own] of modules) {
    const body = module.node!.body as Node[];
    if (own.length === 0 || body.length === 0) continue;
    const byEntry = new Map<number, Read[]>();
    for (const r of own) byEntry.set(r.entry, (byEntry.get(r.entry) ?? []).concat([r]));
    const live = (rs: Read[]) => rs.filter((r) => !dropped(r.node.range[0]));
    const gain = (entry: number, rs: Read[]) => (live(rs).length - 1) * readLength(entry);
    const candidates = [...byEntry.entries()]
      .filter(([, rs]) => live(rs).length >= MIN_READS)
      .sort((a, b) => gain(b[0], b[1]) - gain(a[0], a[1]) || a[0] - b[0]);
    let room = LUA_MAX_LOCALS - LOCALS_MARGIN - module.locals;
    const added = new Map<Fn, number>();
    const chosen: number[] = [];
    for (const [entry, rs] of candidates) {
      if (room <= 0) break;
      // Every closure between a read and the module holds the new local as an upvalue.
      const holders = new Set<Fn>();
      for (const r of rs) for (let f: Fn = r.fn; f !== module; f = f.parent!) holders.add(f);
      if ([...holders].some((f) => f.upvalues.size + (added.get(f) ?? 0) + 1 > UPVALUE_MARGIN)) continue;
      for (const f of holders) added.set(f, (added.get(f) ?? 0) + 1);
      chosen.push(entry);
      room--;
      for (const r of rs) edits.push({ start: r.node.range[0], end: r.node.range[1], text: `${PREFIX}${entry}` });
    }
    if (chosen.length === 0) continue;
    const at = body[0].range[0];
    edits.push({ start: at, end: at, text: `local ${chosen.map((e) => `${PREFIX}${e}`).join(",")}=${chosen.map((e) => `${TABLE}[${e}]`).join(",")} ` });
  }
  return applyEdits(code, edits);
}
