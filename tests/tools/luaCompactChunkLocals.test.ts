/**
 * A module's own one-letter names for the chunk's locals it reads often (tools/lib/luaCompactChunkLocals.ts):
 * the same results in the Lua VM, every line kept; a local read too few times, one the chunk assigns,
 * or a module with no free one-letter name is left as it was.
 */
import { chunkLocalEdits } from "../../tools/lib/luaCompactChunkLocals";
import { parseLua } from "../../tools/lib/moonsharpSafe";
import { applyEdits } from "../../tools/lib/textEdits";
import type { LuaNode } from "../../tools/lib/luaAst";
import { sameRun } from "../support/luaSteps";

const step = (code: string): string => applyEdits(code, chunkLocalEdits(code, parseLua(code) as unknown as LuaNode));

const six = (n: string) => Array(6).fill(n).join("..");

test("a module reading a chunk local often reads its own one-letter local, declared first; too few reads, an assigned local stay", () => {
  const code = `local Ab,Cd,Ef="alpha","beta","gamma"
local M={}
M={function()local a=1 return ${six("Ab")}..a end,
function()return Ab end,
function()Cd=Cd.."!" return ${six("Cd")} end,
function()local b=function(x)return ${six("Ef")}..x end return b("1") end}
return{M[1](),M[2](),M[3](),M[4]()}`;
  const out = sameRun(code, step(code));
  const lines = out.split("\n");
  // Module 1 names `a`: its local is `b`; module 4 names `b` and `x`: its local is `a`, read in a closure.
  expect(lines[2]).toBe(`M={function()local b=Ab local a=1 return ${six("b")}..a end,`);
  expect(lines[3]).toBe("function()return Ab end,");
  expect(lines[4]).toBe(`function()Cd=Cd.."!" return ${six("Cd")} end,`);
  expect(lines[5]).toBe(`function()local a=Ef local b=function(x)return ${six("a")}..x end return b("1") end}`);
});

test("a module that names every one-letter name is left as it was", () => {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_".split("");
  const code = `local Ab="alpha"
local M={}
M={function()local ${letters.join(",")}=${letters.map(() => "1").join(",")} return ${six("Ab")}..a end}
return M[1]()`;
  expect(step(code)).toBe(code);
});

test("an entry of the shared strings' table read often is a module's local too (a space before a word after it); a table read otherwise or an entry assigned stays", () => {
  const code = `local S={"alpha","beta"}
local M={}
M={function()local a=0 for i=1,3 do if S[2]==S[2]and S[2]then a=a+1 end end return ${six("S[1]")}..a end}
return M[1]()`;
  const out = sameRun(code, step(code));
  expect(out.split("\n")[2]).toBe(`M={function()local b,c=S[1],S[2] local a=0 for i=1,3 do if c==c and c then a=a+1 end end return ${six("b")}..a end}`);
  for (const other of ["local t=S", "S[2]=\"b\""]) {
    const left = code.replace("local a=0", `${other} local a=0`);
    expect(step(left)).toBe(left);
  }
});
