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
