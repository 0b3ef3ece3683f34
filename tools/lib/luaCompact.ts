/**
 * The shipped form of a bundle: the same Lua with every local renamed to a short name and the spaces
 * between tokens that Lua does not need dropped, every token still on its own line number. TTS parses
 * and compiles Global's whole script on every load and every rewind, in time that grows with its
 * size (issue 27: a 1.8 MB Global took 0.4-0.6 s in MoonSharp); TSTL prints four-space indents and
 * long descriptive names (`____exports`, every TypeScript name), which Lua does not need.
 *
 * - Lines are kept: a compact line is the same line of the readable bundle (build/lua/readable/), so
 *   the gates' refusals name the TypeScript line through TSTL's source map. What ships then has its
 *   lines joined (luaJoin.ts), with a map back to these lines (`npm run where`).
 * - Every local binding (locals, parameters, loop variables, local functions) gets a short name,
 *   the most-read first over the whole chunk: one no other binding of its scope has, none of an outer
 *   binding read anywhere inside its scope or of a module table above it (inlined imports read those)
 *   and none of an inner binding of a scope that reads it,
 *   so no renamed name can capture or shadow one that is read; names the chunk uses as globals, `self`
 *   and the keywords are never given. A method's implicit `self` stays `self`.
 * - Fields, strings, labels and globals are untouched, except TSTL's module plumbing: module names
 *   become numbers and an import alias read once gives way to its read (luaCompactImports.ts), and
 *   export names get short names (luaCompactExports.ts); exported functions and data nothing reads
 *   (luaCompactShake.ts) and modules of types alone (luaCompactEmpty.ts) are left out.
 * The output is a function of the input alone (byte-deterministic).
 */
import * as luaparse from "luaparse";
import { KEYWORDS, bundleModules, importEdits, positionalModules, shortName } from "./luaCompactImports";
import { exportRenames } from "./luaCompactExports";
import { unreachableExports } from "./luaCompactShake";
import { emptyModules } from "./luaCompactEmpty";
import { unreadLocals } from "./luaCompactUnread";
import { withSharedStrings } from "./luaCompactStrings";
import { withModuleStrings } from "./luaCompactModuleStrings";
import { compactSyntax, foldedTemporaryEdits, nilBranchEdits } from "./luaCompactSyntax";
import { countedLoopEdits } from "./luaCompactLoops";
import { plainBlockEdits } from "./luaCompactBlocks";
import { continueEdits } from "./luaCompactContinue";
import { foldedReturns } from "./luaCompactReturns";
import { guardEdits } from "./luaCompactGuards";
import { chunkLocalEdits } from "./luaCompactChunkLocals";
import { withLualibLocals } from "./luaCompactLualib";
import { contextFreeEdits, contextFreeSites } from "./luaCompactCallbacks";
import { sharedCallbackEdits } from "./luaCompactSharedCallbacks";
import { indexOfEdits } from "./luaCompactFind";
import { includesEdits } from "./luaCompactIncludes";
import { pushEdits } from "./luaCompactPush";
import { lateLocalEdits } from "./luaCompactLateLocals";
import { applyRequireSites, requireSites } from "./luaCompactRequires";
import type { Binding } from "./luaCompactImports";
import { applyEdits } from "./textEdits";
import { scopeWalk } from "./luaScopes";
import type { ScopeWalk } from "./luaScopes";
import { droppedAt, isNode } from "./luaAst";
import type { LuaNode } from "./luaAst";

type Node = LuaNode;

/** luaparse's token types (its typings omit them). */
const TOKEN = (luaparse as unknown as { tokenTypes: { EOF: number; Identifier: number; NumericLiteral: number; StringLiteral: number } }).tokenTypes;

/** New names by identifier start offset, and each identifier's binding by its start offset. */
function renames(ast: Node, requireReads: ReadonlySet<number> = new Set()): { names: Map<number, string>; bindingAt: Map<number, Binding>; globals: Set<string>; assignedGlobals: Set<string>; requireAt: Map<number, Binding | undefined> } {
  const out = new Map<number, string>();
  const bindingAt = new Map<number, Binding>();
  const globals = new Set<string>();
  const assignedGlobals = new Set<string>();
  const refs: { node: Node; binding: Binding | undefined }[] = [];
  // Names are given most-read first over the whole chunk: a binding's name differs from those of
  // its own scope, of the outer bindings read anywhere inside its scope (so it can shadow none that
  // is read there) and of the inner bindings of every scope below that reads it, and from the module
  // tables (`local x = require(...)`), which the compact form's inlined imports may read anywhere
  // below them.
  interface Region {
    parent: Region | undefined;
    own: Binding[];
    readInside: Set<Binding>;
    children: Region[];
  }
  const top: Region = { parent: undefined, own: [], readInside: new Set(), children: [] };
  const regionOf = new Map<Binding, Region>();
  const reads = new Map<Binding, number>();
  const moduleTables = new Set<Binding>();
  const regions: Region[] = [top];
  let order = 0;
  // A module table read once is required where it is read (luaCompactRequires.ts): there the
  // chunk's `require` is read too, so no binding of a scope between takes its short name.
  const requireAt = new Map<number, Binding | undefined>();
  const read = (b: Binding): void => {
    reads.set(b, (reads.get(b) ?? 0) + 1);
    const home = regionOf.get(b);
    for (let r = regions[regions.length - 1]; r !== home && r !== undefined; r = r.parent!) r.readInside.add(b);
  };
  const walk: ScopeWalk<Binding> = scopeWalk<Binding>({
    bind: (_name, id) => {
      // `function a:b()` has an implicit `self`: it stays `self`.
      if (id === undefined) return { index: -1, name: "self", uses: [], assigned: false };
      const b: Binding = { index: order++, name: "", uses: [], assigned: false };
      regions[regions.length - 1].own.push(b);
      regionOf.set(b, regions[regions.length - 1]);
      reads.set(b, 0);
      refs.push({ node: id, binding: b });
      return b;
    },
    ref: (id, b) => {
      if (b === undefined) globals.add(id.name as string);
      else read(b);
      if (requireReads.has(id.range[0])) {
        const r = walk.lookup("require");
        requireAt.set(id.range[0], r);
        if (r !== undefined) read(r);
      }
      refs.push({ node: id, binding: b });
    },
    // A function statement on a local (TSTL's hoisted `local f = nil ... function f()`) leaves it
    // unassigned: its name counts as a use, so the unread locals' step keeps the local while the
    // statement stays and drops both once the shake left the function out.
    assign: (id, b, declared) => {
      if (b !== undefined) b.assigned ||= !declared;
      else assignedGlobals.add(id.name as string);
    },
    local: (s, i, b) => {
      const e = (s.init as Node[])[i];
      if (e !== undefined && e.type === "CallExpression" && (e.base as Node).type === "Identifier" && (e.base as Node).name === "require") moduleTables.add(b);
    },
    enter: () => {
      const region: Region = { parent: regions[regions.length - 1], own: [], readInside: new Set(), children: [] };
      regions[regions.length - 1].children.push(region);
      regions.push(region);
    },
    leave: () => {
      regions.pop();
    },
  });
  walk.block(ast.body as Node[]);
  // A module table is read anywhere below its scope (by the inlined imports).
  const reserve = (region: Region, below: readonly Binding[]): void => {
    for (const b of below) region.readInside.add(b);
    const more = below.concat(region.own.filter((b) => moduleTables.has(b)));
    for (const c of region.children) reserve(c, more);
  };
  for (const c of top.children) reserve(c, top.own.filter((b) => moduleTables.has(b)));
  // The regions below a binding's own that read it: their bindings may not take its name.
  const readers = new Map<Binding, Region[]>();
  const all: Binding[] = [];
  const gather = (region: Region): void => {
    all.push(...region.own);
    for (const b of region.readInside) {
      const rs = readers.get(b);
      if (rs === undefined) readers.set(b, [region]);
      else rs.push(region);
    }
    for (const c of region.children) gather(c);
  };
  gather(top);
  // Most read first, over the whole chunk: each takes the shortest name none of the bindings it
  // may not share a name with has taken.
  all.sort((a, b) => reads.get(b)! - reads.get(a)! || a.index - b.index);
  for (const b of all) {
    const taken = new Set<string>();
    const home = regionOf.get(b)!;
    for (const x of home.own) if (x.name !== "") taken.add(x.name);
    for (const x of home.readInside) if (x.name !== "") taken.add(x.name);
    for (const r of readers.get(b) ?? []) for (const x of r.own) if (x.name !== "") taken.add(x.name);
    let n = 0;
    let next = shortName(n++);
    while (KEYWORDS.has(next) || globals.has(next) || taken.has(next) || next === "self") next = shortName(n++);
    b.name = next;
  }
  for (const r of refs) {
    if (r.binding === undefined || r.binding.name === "self") continue;
    out.set(r.node.range[0], r.binding.name);
    r.binding.uses.push(r.node);
    bindingAt.set(r.node.range[0], r.binding);
  }
  return { names: out, bindingAt, globals, assignedGlobals, requireAt };
}

/**
 * Lua's own library, read by every module as globals (`ipairs` alone ~950 times in Global): a chunk
 * that reads one and never assigns it gets it as a local of the chunk, on its first line, so the
 * renaming gives it a short name. The same function or table, read once at load (the standard
 * library is there before any script runs, in TTS as in Lua); named as any local, by how often it is
 * read (`ipairs` gets a one-letter name). TTS's own globals (`Wait`, `UI`...)
 * are left alone: nothing documents that they are set before a script's first line runs.
 */
const LIBRARY = ["ipairs", "pairs", "next", "type", "tostring", "tonumber", "select", "error", "pcall", "setmetatable", "getmetatable", "rawget", "rawset", "rawequal", "table", "string", "math"];

/**
 * Two of the library's functions read often through their table (`table.concat` ~150 times in
 * Global, `math.floor` ~50): a local of the chunk each too, declared after the tables' own, so a
 * read is a short name instead of `t.concat`. Read where the table is the global (no local of that
 * name), where no field of that name is assigned anywhere (`math.floor = f` keeps every read written).
 */
const LIBRARY_FIELDS = ["table.concat", "math.floor"];
/** Reads that pay for a local of the chunk (it takes the place of a shared string's). */
const LIBRARY_FIELD_READS = 20;

function withLibraryLocals(code: string, ast: Node): string {
  const { globals, assignedGlobals, bindingAt } = renames(ast);
  const read = LIBRARY.filter((n) => globals.has(n) && !assignedGlobals.has(n));
  if (read.length === 0) return code;
  const targets = new Set<Node>();
  const assignedFields = new Set<string>();
  const fieldReads = new Map<string, Node[]>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isNode(v)) return;
    if (v.type === "AssignmentStatement") {
      for (const t of v.variables as Node[]) {
        targets.add(t);
        // Any field of that name assigned, on any table (`math.floor = ...`, `m["floor"] = ...`): that field stays read as written.
        const name = t.type === "MemberExpression" ? ((t.identifier as Node).name as string) : t.type === "IndexExpression" && (t.index as Node).type === "StringLiteral" ? ((t.index as Node).raw as string).slice(1, -1) : undefined;
        if (name !== undefined) assignedFields.add(name);
      }
    }
    if (v.type === "MemberExpression" && v.indexer === "." && (v.base as Node).type === "Identifier" && !targets.has(v)) {
      const base = v.base as Node;
      const field = `${base.name as string}.${(v.identifier as Node).name as string}`;
      if (LIBRARY_FIELDS.includes(field) && read.includes(base.name as string) && !bindingAt.has(base.range[0])) fieldReads.set(field, (fieldReads.get(field) ?? []).concat([v]));
    }
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") visit(x);
  };
  visit(ast.body);
  const fields = LIBRARY_FIELDS.filter((f) => (fieldReads.get(f) ?? []).length >= LIBRARY_FIELD_READS && !assignedFields.has(f.split(".")[1]));
  const local = (f: string) => `____${f.replace(".", "_")}`;
  const edits = fields.flatMap((f) => fieldReads.get(f)!.map((n) => ({ start: n.range[0], end: n.range[1], text: local(f) })));
  const head = `local ${read.join(",")}=${read.join(",")} ${fields.length === 0 ? "" : `local ${fields.map(local).join(",")}=${fields.join(",")} `}`;
  return head + applyEdits(code, edits);
}

const WORD = /[A-Za-z0-9_]/;

export function needsSpace(prev: { text: string; type: number }, next: string): boolean {
  const a = prev.text[prev.text.length - 1];
  const b = next[0];
  if (WORD.test(a) && WORD.test(b)) return true;
  if (prev.type === TOKEN.NumericLiteral && (b === "." || WORD.test(b))) return true;
  if (a === "-" && b === "-") return true;
  if (a === "." && b === ".") return true;
  if (a === "[" && (b === "[" || b === "=")) return true;
  if ((a === "=" || a === "<" || a === ">" || a === "~") && b === "=") return true;
  if (a === ":" && b === ":") return true;
  return false;
}

/**
 * A double-quoted literal holding escaped double quotes and no single quote, written in single quotes
 * without the escapes: the same string (the UI's XML, `width=\"600\"`, is most of them).
 */
export function fewerEscapes(raw: string): string {
  if (raw[0] !== '"' || raw.indexOf("'") >= 0) return raw;
  let out = "'";
  let unescaped = 0;
  for (let i = 1; i < raw.length - 1; i++) {
    const ch = raw[i];
    if (ch === "\\") {
      const next = raw[i + 1];
      if (next === '"') unescaped++;
      out += next === '"' ? '"' : ch + next;
      i++;
    } else out += ch;
  }
  return unescaped === 0 ? raw : out + "'";
}

const parseChunk = (text: string) => luaparse.parse(text, { luaVersion: "5.2", comments: false, locations: false, ranges: true, scope: false }) as unknown as Node;

/**
 * The chunk with lualib's array helpers calling their callbacks without the context nobody reads
 * (luaCompactCallbacks.ts), a parameter's reads as the renaming binds them (shadowing included).
 */
export function contextFreeCallbacks(code: string): string {
  const ast = parseChunk(code);
  return applyEdits(code, contextFreeEdits(code, ast, unreadParameter(ast)));
}

/** Whether a parameter of `ast` is never read nor assigned, as the renaming binds names (computed at the first question). */
function unreadParameter(ast: Node): (p: Node) => boolean {
  let bindings: Map<number, Binding> | undefined = undefined;
  return (p) => (bindings ??= renames(ast).bindingAt).get(p.range[0])?.uses.length === 1;
}

/**
 * The steps on TSTL's own text: callbacks without their unread context, those written the same
 * many times one local (luaCompactSharedCallbacks.ts), a string's indexOf compared as its find
 * (luaCompactFind.ts), an array's indexOf(x) >= 0 as its includes (luaCompactIncludes.ts), a push
 * as a call of one local function (luaCompactPush.ts).
 */
export function withTstlShapes(code: string): string {
  const ast = parseChunk(code);
  const { helperEdits, sites } = contextFreeSites(code, ast, unreadParameter(ast));
  const shared = sharedCallbackEdits(code, ast, sites);
  const own = sites.filter((s) => !shared.replaced.has(s.edit)).map((s) => s.edit);
  return applyEdits(code, helperEdits.concat(own, shared.edits, indexOfEdits(code, ast), includesEdits(code, ast), pushEdits(code, ast)));
}

/**
 * The renaming of a chunk and the edits of its module plumbing, the statements left out among them;
 * `requireReads`: where a module table read once may be required (luaCompactRequires.ts), those
 * of them that still qualify made so.
 */
function plan(code: string, ast: Node, requireReads?: ReadonlySet<number>): { names: Map<number, string>; fields: Map<number, string>; edits: ReturnType<typeof importEdits>; bindingAt: Map<number, Binding> } {
  const { names, bindingAt, requireAt } = renames(ast, requireReads);
  const fields = exportRenames(ast, bundleModules(ast), bindingAt);
  const edits = importEdits(ast, bindingAt, fields);
  edits.drop.push(...unreachableExports(ast, bundleModules(ast), bindingAt), ...emptyModules(code, ast, bindingAt));
  edits.drop.push(...unreadLocals(code, ast, bindingAt, edits.drop, edits.inline));
  if (requireReads !== undefined) applyRequireSites(requireSites(ast, bindingAt, edits, (at) => requireAt.get(at)), edits, names);
  return { names, fields, edits, bindingAt };
}

/** The compact form of one Lua 5.2 chunk (see the header). */
export function compactLua(source: string): string {
  const parse = parseChunk;
  const shapes = withTstlShapes(source);
  // The counted loops, TSTL's conditional temporaries and the nil branches, while the names are
  // TSTL's own (`____temp_3`, `i`): those steps tell names apart by their text (luaCompactSyntax.ts),
  // and the renaming gives one short name to many locals. The last pass runs them again.
  const counted = applyEdits(shapes, countedLoopEdits(shapes, parse(shapes)));
  const folded = applyEdits(counted, foldedTemporaryEdits(counted, parse(counted)));
  const free = applyEdits(folded, nilBranchEdits(folded, parse(folded), new Set()));
  // TSTL's continue as an if, plain blocks out, an early return and the last one as one, a guard as
  // an if around the rest of its function (luaCompactContinue.ts, Blocks, Returns, Guards).
  const continued = applyEdits(free, continueEdits(free, parse(free)));
  const blocks = applyEdits(continued, plainBlockEdits(parse(continued)));
  const returned = foldedReturns(blocks, parse);
  const flat = applyEdits(returned, guardEdits(returned, parse(returned)));
  const lualib = withLualibLocals(flat, parse(flat));
  const withLibrary = withLibraryLocals(lualib, parse(lualib));
  const shared = withSharedStrings(withLibrary, parse(withLibrary));
  const sharedAst = parse(shared);
  const first = plan(shared, sharedAst);
  // A module's own locals for the entries it reads often, reads in code left out not counted.
  const code = withModuleStrings(shared, sharedAst, droppedAt(first.edits.drop));
  const ast = code === shared ? sharedAst : parse(code);
  const planned = code === shared ? first : plan(code, ast);
  // A module table read once required where it is read: planned again with those reads of `require`.
  const candidates = requireSites(ast, planned.bindingAt, planned.edits);
  const { names, fields, edits } = candidates.length === 0 ? planned : plan(code, ast, new Set(candidates.map((c) => c.at)));
  positionalModules(ast, edits);
  // Tokens come in order: one pass over the dropped statements, sorted.
  const drops = edits.drop.slice().sort((a, b) => a[0] - b[0]);
  let nextDrop = 0;
  const dropped = (at: number): boolean => {
    while (nextDrop < drops.length && drops[nextDrop][1] <= at) nextDrop++;
    return nextDrop < drops.length && at >= drops[nextDrop][0];
  };
  const parser = luaparse.parse({ wait: true, luaVersion: "5.2", comments: false, ranges: true } as never) as unknown as {
    write(s: string): void;
    lex(): { type: number; range: [number, number] };
  };
  parser.write(code);
  const out: string[] = [];
  let line = 1;
  let prev: { text: string; type: number } | undefined;
  let lastEnd = 0;
  for (;;) {
    const t = parser.lex();
    if (t.type === TOKEN.EOF) break;
    const [start, end] = t.range;
    // Keep every line where it was: the newlines between two tokens.
    let breaks = 0;
    for (let i = lastEnd; i < start; i++) if (code.charCodeAt(i) === 10) breaks++;
    if (dropped(start)) continue;
    const text =
      t.type === TOKEN.Identifier ? (edits.inline.get(start) ?? names.get(start) ?? fields.get(start) ?? code.slice(start, end))
      : t.type === TOKEN.StringLiteral ? (edits.strings.get(start) ?? fewerEscapes(code.slice(start, end)))
      : code.slice(start, end);
    if (breaks > 0) {
      out.push("\n".repeat(breaks));
      line += breaks;
    } else if (prev !== undefined && needsSpace(prev, text)) out.push(" ");
    out.push(text);
    for (let i = start; i < end; i++) if (code.charCodeAt(i) === 10) line++;
    prev = { text, type: t.type };
    lastEnd = end;
  }
  let trailing = 0;
  for (let i = lastEnd; i < code.length; i++) if (code.charCodeAt(i) === 10) trailing++;
  out.push("\n".repeat(trailing));
  const renamed = out.join("");
  const tidy = compactSyntax(applyEdits(renamed, chunkLocalEdits(renamed, parse(renamed))));
  // After the last pass: a later local declared by the local before it (luaCompactLateLocals.ts).
  return applyEdits(tidy, lateLocalEdits(tidy, parse(tidy)));
}
