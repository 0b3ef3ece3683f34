/**
 * An array's push `a[#a + 1] = v` as a call of one local function of the chunk (tools/lib/luaCompactPush.ts).
 * Each sample runs before and after in the Lua VM and gives the same results, every line where it was.
 */
import { compactLua } from "../../tools/lib/luaCompact";
import { PUSH, pushEdits } from "../../tools/lib/luaCompactPush";
import { LuaVm } from "../../tools/lib/luaVm";
import { parseLua } from "../../tools/lib/moonsharpSafe";
import { applyEdits } from "../../tools/lib/textEdits";
import type { LuaNode } from "../../tools/lib/luaAst";
import { sameRun } from "../support/luaSteps";

const pushed = (code: string, min = 1): string => applyEdits(code, pushEdits(code, parseLua(code) as unknown as LuaNode, min));

const same = (code: string, min = 1): string => sameRun(code, pushed(code, min));

test("a push of a value that runs no call is a call of the chunk's push, on a name or a name's fields; the same tables, lines kept", () => {
  const code = `local out = {}
local t = { inner = { list = {} } }
for i = 1, 3 do
  out[#out + 1] = i * 2
  t.inner.list[#t.inner.list + 1] = { n = i, s = "x" .. i }
end
out[#out + 1] =
  out[1] + out[2]
return { #out, out[4], #t.inner.list, t.inner.list[3].s }`;
  const out = same(code);
  expect(out.startsWith(`local ${PUSH} = function(t, v) t[#t + 1] = v end `)).toBe(true);
  expect(out).toContain(`${PUSH}(out, i * 2)`);
  expect(out).toContain(`${PUSH}(t.inner.list, { n = i, s = "x" .. i })`);
  expect(out).toContain(`${PUSH}(out, \nout[1] + out[2])`);
  expect(out.slice(`local ${PUSH} = function(t, v) t[#t + 1] = v end `.length)).not.toMatch(/\[#\w/);
});

test("stays a store where the value runs a call (it could change the length Lua read first), the target is not a plain name, or the index is another", () => {
  const code = `local out = {}
local function grow() out[#out + 1] = "g" return "v" end
local m = { get = function() return out end }
out[#out + 1] = grow()
out[#out + 1] = ("x"):upper()
out[#out + 1] = function() return grow() end
m.get()[#m.get() + 1] = "w"
out[#out + 2] = "gap"
out[#out - 1 + 1] = "same"
local other = {}
out[#other + 1] = "other"
out[1], out[2] = "a", "b"
return { #out, out[1], out[2], type(out[3]), type(out[6]) }`;
  const out = same(code);
  // Only grow()'s own push takes the call (its value is a literal).
  expect(out.split("\n")[1]).toContain(`${PUSH}(out, "g")`);
  expect(out.split("\n").slice(3).join("\n")).not.toContain(`${PUSH}(`);
});

test("none under the threshold, inside lualib's module, or where the chunk names the push already", () => {
  const code = "local a = {}\na[#a + 1] = 1\nreturn a";
  expect(pushed(code, 2)).toBe(code);
  expect(pushed(code.replace("local a", `local ${PUSH} = 1 local a`))).toBe(code.replace("local a", `local ${PUSH} = 1 local a`));
  const lualib = `local ____modules = {}\n____modules = {\n["lualib_bundle"] = function(...)\nlocal function f(r) r[#r + 1] = 1 return r end\nreturn { f = f }\nend,\n}\nreturn ____modules["lualib_bundle"]().f({})`;
  expect(pushed(lualib)).toBe(lualib);
});

test("the compact form of a chunk of many pushes reads the push by a short name and gives the same results", () => {
  const body = Array.from({ length: 40 }, (_, i) => `out[#out + 1] = ${i}`).join("\n");
  const code = `local out = {}\n${body}\nreturn { #out, out[40] }`;
  const compact = compactLua(code);
  expect(new LuaVm().run(compact)).toEqual([40, 39]);
  expect(compact).not.toContain(PUSH);
  expect(compact).not.toMatch(/\[#\w+\+1\]=\d/);
  expect(compact.length).toBeLessThan(code.length / 2);
});
