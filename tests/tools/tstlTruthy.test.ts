/**
 * A comparison with undefined/null that only a condition reads, of a value the checker says is never
 * false, is TSTL's Lua for the value itself (tools/lib/tstlTruthy.ts). Each sample is compiled with
 * and without the plugin and run in the Lua VM: the same results, every line where it was.
 */
import * as ts from "typescript";
import * as tstl from "typescript-to-lua";
import { truthyPlugin } from "../../tools/lib/tstlTruthy";
import { LuaVm } from "../../tools/lib/luaVm";

const FILE = "/virtual/sample.ts";

/** TSTL's Lua of one module `source` (Lua 5.2, lualib inline), with the plugin or without. */
function compile(source: string, withPlugin: boolean): string {
  const options: tstl.CompilerOptions = {
    target: ts.ScriptTarget.ESNext,
    lib: ["lib.esnext.d.ts"],
    strict: true,
    types: [],
    luaTarget: tstl.LuaTarget.Lua52,
    luaLibImport: tstl.LuaLibImportKind.Inline,
    noHeader: true,
    noImplicitSelf: true,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, lang, ...rest) => (name === FILE ? ts.createSourceFile(name, source, lang) : getSourceFile(name, lang, ...rest));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === FILE || fileExists(name);
  const program = ts.createProgram([FILE], options, host);
  const errors = ts.getPreEmitDiagnostics(program).filter((d) => d.category === ts.DiagnosticCategory.Error);
  expect(errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))).toEqual([]);
  let lua = "";
  const { diagnostics } = new tstl.Transpiler().emit({
    program,
    plugins: withPlugin ? [truthyPlugin(ts, tstl)] : [],
    writeFile: (name, text) => {
      if (name.endsWith(".lua")) lua = text;
    },
  });
  expect(diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error)).toEqual([]);
  return lua;
}

/** Both compiles, run (the module's `out` joined): the same results, the plugin's Lua returned. */
function both(source: string): string {
  const plain = compile(source, false);
  const lua = compile(source, true);
  expect(lua.split("\n").length).toBe(plain.split("\n").length);
  const run = (code: string) => new LuaVm().run(`local m = (function() ${code}\nend)() return table.concat(m.out, " ")`);
  expect(run(lua)).toEqual(run(plain));
  expect(run(lua)).not.toEqual("");
  expect(lua).not.toEqual(plain);
  return lua;
}

const SAMPLE = `
interface Box { id: string; n?: number }
interface Loose { a?: number }
export const out: string[] = [];
function f(b: Box | undefined, s: string | undefined, n: number | null | undefined, flag: boolean | undefined, u: unknown, o: Loose | undefined, list: string[] | undefined): void {
  if (b !== undefined) out.push("if");
  if (s !== undefined && n != null) out.push("and");
  if (undefined !== s || list !== undefined) out.push("or");
  out.push(b !== undefined ? "ternary" : "no-ternary");
  if (!(s !== undefined)) out.push("not");
  if (flag !== undefined) out.push("flag");
  if (u !== undefined) out.push("unknown");
  if (o !== undefined) out.push("loose");
  const kept = b !== undefined;
  out.push(kept ? "kept" : "not-kept");
  out.push(String(s !== undefined));
  let i = 0;
  while (list !== undefined && i < list.length) { out.push("while"); i++; }
}
function g<T>(x: T | undefined, y: Box | undefined): void {
  if (x !== undefined) out.push("generic");
  if (y !== undefined && y.n !== undefined) out.push("field");
}
function guards(b: Box | undefined, flag: boolean | undefined, list: (Box | undefined)[]): void {
  for (const x of list) {
    if (x === undefined) continue;
    out.push("each " + x.id);
  }
  for (const x of list) {
    if (x !== undefined) { if (x === undefined) continue; }
    out.push("nested");
  }
  if (flag === undefined) return;
  out.push("flag");
  if (b === undefined) {
    out.push("no box");
  }
  if (b === undefined || list === undefined) return;
  out.push("box " + b.id);
  if (b.n === undefined && list.length > 0) return;
  out.push("n");
}
function h<T extends string>(x: T | undefined): void {
  if (x !== undefined) out.push("bound");
}
f({ id: "a", n: 0 }, "", 0, false, false, {}, []);
f(undefined, undefined, undefined, undefined, undefined, undefined, undefined);
f({ id: "" }, "x", null, true, 0, { a: 1 }, ["a", "b"]);
g(false, { id: "b", n: 0 });
g(undefined, { id: "c" });
g(0, undefined);
guards({ id: "a" }, false, [{ id: "b" }, undefined]);
guards(undefined, true, []);
guards({ id: "c" }, undefined, []);
guards({ id: "d", n: 1 }, true, [undefined]);
guards({ id: "e" }, true, []);
h("");
h(undefined);
`;

describe("tstlTruthy: a comparison with undefined a condition alone reads", () => {
  const lua = both(SAMPLE);
  const has = (line: string) => expect(lua.split("\n").map((l) => l.trim())).toContain(line);

  test("is the value itself in an if, a while, a ?:, under ! and inside && / || there", () => {
    has("if b then");
    has("if s and n then");
    has("if s or list then");
    has(`____exports_out_3[#____exports_out_3 + 1] = b and "ternary" or "no-ternary"`);
    has("if not s then");
    has("while list and i < #list do");
    has("if y and y.n then");
    has("if x then");
  });

  test("keeps its comparison where the value may be false or the checker cannot tell", () => {
    has("if flag ~= nil then");
    has("if u ~= nil then");
    has("if o ~= nil then");
    has("if x ~= nil then");
  });

  test("=== undefined is `not` the value only in a guard's condition (whole, or an operand of its && and ||), a return's at the function's top or a continue's at the loop's", () => {
    has("if not x then");
    has("if not b or not list then");
    has("if not b.n and #list > 0 then");
    has("if b == nil then");
    has("if flag == nil then");
    expect(lua.match(/if x == nil then/g)?.length).toBe(1);
  });

  test("keeps its comparison where the boolean itself is kept or handed on", () => {
    has("local kept = b ~= nil");
    has("____exports_out_9[#____exports_out_9 + 1] = tostring(s ~= nil)");
  });
});
