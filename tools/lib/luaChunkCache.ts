/**
 * Loading Global's 1.2 MB bundle from source costs fengari seconds (luaparse for the float rewrite,
 * then fengari's own compiler), and every TtsTable of every test loads it again. A loaded chunk is
 * therefore kept as fengari's binary chunk (lua_dump with debug info, so error messages name the
 * same chunk and lines) and later loads read that (about 10x faster).
 *
 * In memory always; on disk too when ARCS_LUA_CHUNK_CACHE names a folder (jest.config.cjs), so
 * each test file (jest gives each its own module registry) does not compile it again. The key is a
 * hash of the source text, the chunk name, whether it was rewritten for MoonSharp, and the code that
 * makes the binary (fengari's version, luaVm.ts, fengariConf.ts, this file): any change misses.
 */
import "./fengariConf";
import * as crypto from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import { lua, lauxlib, to_luastring } from "fengari";
import { REPO_ROOT } from "./repo";

/** Smaller chunks compile in no time; keeping them would only fill the cache. */
const MIN_CACHED_LENGTH = 16 * 1024;
const memory = new Map<string, Uint8Array>();
let toolHash: string | undefined;

function hashOfTools(): string {
  if (toolHash !== undefined) return toolHash;
  const h = crypto.createHash("sha256");
  for (const f of ["node_modules/fengari/package.json", "tools/lib/luaVm.ts", "tools/lib/fengariConf.ts", "tools/lib/luaChunkCache.ts"]) {
    try {
      h.update(fs.readFileSync(path.join(REPO_ROOT, f)));
    } catch {
      h.update("missing " + f);
    }
  }
  toolHash = h.digest("hex");
  return toolHash;
}

export function chunkKey(code: string, chunkName: string, asMoonSharp: boolean): string {
  return crypto.createHash("sha256").update(hashOfTools()).update(`\0${asMoonSharp}\0${chunkName}\0`).update(code).digest("hex").slice(0, 40);
}

/** Tests: make the next load go to the disk (or the source). */
export function forgetChunksInMemory(): void {
  memory.clear();
}

/** The function on top of L's stack as a binary chunk. */
function dumpTop(L: unknown): Uint8Array | undefined {
  let buf = new Uint8Array(1 << 20);
  let used = 0;
  const status = lua.lua_dump(
    L,
    (_L: unknown, b: Uint8Array, size: number) => {
      if (used + size > buf.length) {
        const bigger = new Uint8Array(Math.max(buf.length * 2, used + size));
        bigger.set(buf.subarray(0, used));
        buf = bigger;
      }
      buf.set(size === b.length ? b : b.subarray(0, size), used);
      used += size;
      return 0;
    },
    null,
    false,
  );
  return status === 0 ? buf.slice(0, used) : undefined;
}

function readDisk(file: string): Uint8Array | undefined {
  try {
    return new Uint8Array(fs.readFileSync(file));
  } catch {
    return undefined;
  }
}

function writeDisk(file: string, bytes: Uint8Array): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
    fs.writeFileSync(tmp, bytes);
    fs.renameSync(tmp, file);
  } catch {
    /* a cache that cannot be written only costs time */
  }
}

/**
 * luaL_loadbuffer of `rewrite(code)` under `chunkName`, through the cache. Leaves what
 * luaL_loadbuffer leaves (the function, or the error message) and returns its status.
 */
export function loadChunk(L: unknown, code: string, chunkName: string, asMoonSharp: boolean, rewrite: (code: string) => string): number {
  const name = to_luastring(chunkName);
  if (code.length < MIN_CACHED_LENGTH) return lauxlib.luaL_loadbuffer(L, to_luastring(rewrite(code)), null, name);
  const key = chunkKey(code, chunkName, asMoonSharp);
  const dir = process.env.ARCS_LUA_CHUNK_CACHE;
  const file = dir ? path.join(dir, key + ".luac") : undefined;
  let binary = memory.get(key) ?? (file ? readDisk(file) : undefined);
  if (binary) {
    const status = lauxlib.luaL_loadbuffer(L, binary, null, name);
    if (status === lua.LUA_OK) {
      memory.set(key, binary);
      return status;
    }
    lua.lua_pop(L, 1); // a damaged file: compile from source instead
  }
  const status = lauxlib.luaL_loadbuffer(L, to_luastring(rewrite(code)), null, name);
  if (status !== lua.LUA_OK) return status;
  binary = dumpTop(L);
  if (binary) {
    if (memory.size > 16) memory.clear();
    memory.set(key, binary);
    if (file) writeDisk(file, binary);
  }
  return status;
}
