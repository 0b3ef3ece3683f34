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
 *
 * Within one process, reading the binary is itself a quarter of a TtsTable's load (fengari's undump
 * builds an object per instruction: ~0.1-0.3 s for Global, 50 tables in a save/load suite). So the
 * function prototypes read from a binary are kept as a template, and later loads of the same key
 * get a fresh copy of the prototype tree (copyProto) instead of reading the bytes again. This is
 * sound because fengari never changes a prototype after loading it except its closure cache
 * (`Proto.cache`, Lua 5.3's reuse of the last closure made from it): each copy gets its own,
 * empty, cache and its own ids, and shares only what is read-only once loaded (instructions,
 * constants, which fengari copies into registers and tables, debug information). A copy therefore
 * behaves as a load of the binary in that state: same code, same error lines, nothing shared with
 * another VM that a script could observe (tests/tools/luaChunkCache.test.ts).
 */
import "./fengariConf";
import * as crypto from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import { lua, lauxlib } from "fengari";
// fengari's to_luastring, same bytes, faster (luaStrings.ts).
import { luaString as to_luastring } from "./luaStrings";
import { REPO_ROOT } from "./repo";

/** Smaller chunks compile in no time; keeping them would only fill the cache. */
const MIN_CACHED_LENGTH = 16 * 1024;
const memory = new Map<string, Uint8Array>();
/** Per key: the prototype tree read from its binary, never run (its copies are). */
const templates = new Map<string, FengariProto>();
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
  templates.clear();
}

// ---- prototype templates (fengari internals: src/lfunc.js Proto, src/lobject.js LClosure) ----

interface FengariProto {
  id: number;
  k: unknown[];
  p: FengariProto[];
  code: unknown[];
  cache: unknown;
  lineinfo: unknown[];
  upvalues: unknown[];
  numparams: number;
  is_vararg: boolean;
  maxstacksize: number;
  locvars: unknown[];
  linedefined: number;
  lastlinedefined: number;
  source: unknown;
}

/* eslint-disable @typescript-eslint/no-require-imports */
const lfunc = require("fengari/src/lfunc.js");
const lobject = require("fengari/src/lobject.js");
const ldo = require("fengari/src/ldo.js");
/* eslint-enable @typescript-eslint/no-require-imports */

/** A copy of a prototype tree for state L: own ids and an empty closure cache; read-only parts shared. */
function copyProto(L: unknown, t: FengariProto): FengariProto {
  const p: FengariProto = new lfunc.Proto(L);
  p.k = t.k;
  p.code = t.code;
  p.lineinfo = t.lineinfo;
  p.upvalues = t.upvalues;
  p.locvars = t.locvars;
  p.numparams = t.numparams;
  p.is_vararg = t.is_vararg;
  p.maxstacksize = t.maxstacksize;
  p.linedefined = t.linedefined;
  p.lastlinedefined = t.lastlinedefined;
  p.source = t.source;
  p.p = t.p.map((c) => copyProto(L, c));
  return p;
}

/** The prototype of the Lua function on top of L's stack (just loaded). */
function topProto(L: any): FengariProto {
  return L.stack[L.top - 1].value.p;
}

/**
 * What lua_load leaves for a main chunk, made from a template: a closure of a copy of the tree,
 * its upvalues fresh, the first (_ENV) set to the state's globals.
 */
function pushFromTemplate(L: any, template: FengariProto): number {
  const cl = new lobject.LClosure(L, template.upvalues.length);
  ldo.luaD_inctop(L);
  L.stack[L.top - 1].setclLvalue(cl);
  cl.p = copyProto(L, template);
  lfunc.luaF_initupvals(L, cl);
  if (cl.nupvalues >= 1) {
    lua.lua_rawgeti(L, lua.LUA_REGISTRYINDEX, lua.LUA_RIDX_GLOBALS);
    cl.upvals[0].setfrom(L.stack[L.top - 1]);
    lua.lua_pop(L, 1);
  }
  return lua.LUA_OK;
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
  const template = templates.get(key);
  if (template !== undefined) return pushFromTemplate(L, template);
  const dir = process.env.ARCS_LUA_CHUNK_CACHE;
  const file = dir ? path.join(dir, key + ".luac") : undefined;
  let binary = memory.get(key) ?? (file ? readDisk(file) : undefined);
  if (binary) {
    const status = lauxlib.luaL_loadbuffer(L, binary, null, name);
    if (status === lua.LUA_OK) {
      memory.set(key, binary);
      if (templates.size > 16) templates.clear();
      templates.set(key, copyProto(L, topProto(L)));
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
