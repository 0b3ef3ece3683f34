/**
 * The binary-chunk cache behind LuaVm (tools/lib/luaChunkCache.ts): a big chunk loaded once is
 * reloaded from fengari's binary form, which must behave as the source does (MoonSharp's floats,
 * error lines), and a changed source must never be answered with an old binary.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { LuaVm, floatLiterals } from "../../tools/lib/luaVm";
import { chunkKey, forgetChunksInMemory } from "../../tools/lib/luaChunkCache";
import { lua, to_luastring } from "fengari";

/** A chunk past the cache's size threshold: 500 functions, then a module table. */
function bigChunk(answer: number): string {
  const fns = Array.from({ length: 500 }, (_, i) => `F[${i}] = function(x) return x + ${i} end`).join("\n");
  return `local F = {}\n${fns}\nlocal M = {}\nM.answer = function() return F[1](${answer - 1}) end\n` +
    "M.wrap = function() return 2147483647 * 48271 end\nM.fail = function() error('boom') end\nreturn M\n";
}

let dir: string;
const saved = process.env.ARCS_LUA_CHUNK_CACHE;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-luac-"));
  process.env.ARCS_LUA_CHUNK_CACHE = dir;
  forgetChunksInMemory();
});
afterEach(() => {
  process.env.ARCS_LUA_CHUNK_CACHE = saved;
  fs.rmSync(dir, { recursive: true, force: true });
});

function load(code: string, name = "=Big"): LuaVm {
  const vm = new LuaVm();
  vm.runToGlobal(code, "__mod", name);
  return vm;
}

describe("the binary-chunk cache of LuaVm", () => {
  test("a chunk loaded from its binary behaves as from source: floats, results, error lines", () => {
    const code = bigChunk(42);
    const fromSource = load(code);
    expect(fs.readdirSync(dir)).toHaveLength(1);
    forgetChunksInMemory();
    const fromDisk = load(code);
    for (const vm of [fromSource, fromDisk]) {
      expect(vm.callPath(["__mod", "answer"], [])).toBe(42);
      // the float rewrite is in the binary: no 32-bit wrap
      expect(vm.callPath(["__mod", "wrap"], [])).toBe(2147483647 * 48271);
      expect(() => vm.callPath(["__mod", "fail"], [])).toThrow(/Big:505: boom/);
    }
  });

  test("the stored binary is what a later load reads (a marked binary answers)", () => {
    const code = bigChunk(42);
    load(code);
    // Put the binary of another chunk in this one's slot: the next load must answer from it.
    const [slot] = fs.readdirSync(dir);
    const other = bigChunk(7);
    load(other);
    const otherSlot = fs.readdirSync(dir).find((f) => f !== slot)!;
    fs.copyFileSync(path.join(dir, otherSlot), path.join(dir, slot));
    forgetChunksInMemory();
    expect(load(code).callPath(["__mod", "answer"], [])).toBe(7);
  });

  test("a changed source, chunk name or rewrite gets another slot; a damaged file is compiled afresh", () => {
    const code = bigChunk(42);
    expect(chunkKey(code, "=Big", true)).not.toBe(chunkKey(bigChunk(43), "=Big", true));
    expect(chunkKey(code, "=Big", true)).not.toBe(chunkKey(code, "=Other", true));
    expect(chunkKey(code, "=Big", true)).not.toBe(chunkKey(code, "=Big", false));
    load(code);
    const [slot] = fs.readdirSync(dir);
    fs.writeFileSync(path.join(dir, slot), "not a chunk");
    forgetChunksInMemory();
    expect(load(code).callPath(["__mod", "answer"], [])).toBe(42);
    expect(load(bigChunk(43)).callPath(["__mod", "answer"], [])).toBe(43);
  });

  test("later loads in the same process copy the prototypes read from the binary: same behaviour, nothing shared between VMs", () => {
    const counter = bigChunk(42).replace("return M\n", "local n = 0\nM.bump = function() n = n + 1; return n end\nM.make = function() return function() return 1 end end\nreturn M\n");
    const fromSource = load(counter);
    const fromBinary = load(counter); // reads the binary in memory and keeps its prototypes
    // Whatever is on disk now is never read again for this key in this process: a broken file changes nothing.
    for (const f of fs.readdirSync(dir)) fs.writeFileSync(path.join(dir, f), "not a chunk");
    const copies = [load(counter), load(counter)];
    for (const vm of [fromSource, fromBinary, ...copies]) {
      expect(vm.callPath(["__mod", "answer"], [])).toBe(42);
      expect(vm.callPath(["__mod", "wrap"], [])).toBe(2147483647 * 48271);
      expect(() => vm.callPath(["__mod", "fail"], [])).toThrow(/Big:505: boom/);
    }
    // Each VM has its own upvalues: bumping one counter leaves the others alone.
    expect(copies[0].callPath(["__mod", "bump"], [])).toBe(1);
    expect(copies[0].callPath(["__mod", "bump"], [])).toBe(2);
    expect(copies[1].callPath(["__mod", "bump"], [])).toBe(1);
    expect(fromBinary.callPath(["__mod", "bump"], [])).toBe(1);
    // ...and its own prototypes: a closure one VM made (Lua 5.3 caches the last closure of a
    // prototype) is never handed to another.
    const protoOf = (vm: LuaVm): any => {
      const L = vm.L;
      lua.lua_getglobal(L, to_luastring("__mod"));
      lua.lua_getfield(L, -1, to_luastring("make"));
      const p = L.stack[L.top - 1].value.p;
      lua.lua_pop(L, 2);
      return p;
    };
    copies[0].run("__mod.make()", "=make", false);
    const [a, b] = copies.map(protoOf);
    // (identities compared as booleans: a failure must not try to print a prototype graph)
    expect({ sameProto: a === b, sameInner: a.p[0] === b.p[0] }).toEqual({ sameProto: false, sameInner: false });
    expect({ aMadeOne: a.p[0].cache !== null, bMadeNone: b.p[0].cache === null }).toEqual({ aMadeOne: true, bMadeNone: true });
    expect(a.code === b.code).toBe(true); // the instructions are shared: read-only once loaded
  });

  test("small chunks are not stored", () => {
    load("return { answer = function() return 1 end }");
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe("floatLiterals", () => {
  test("rewrites every decimal and hex integer literal, and nothing else", () => {
    const code = 'local a, b, c = 10, 0x1F, 2.5\nlocal s = "12" .. 3e2 .. 0x1p4\nreturn a + 7 -- 99\n';
    expect(floatLiterals(code)).toBe('local a, b, c = 10.0, 31.0, 2.5\nlocal s = "12" .. 3e2 .. 0x1p4\nreturn a + 7.0 -- 99\n');
  });
});
