/**
 * A Lua VM that behaves like Tabletop Simulator's MoonSharp where it matters to us, for tests and
 * benchmarks: fengari (Lua 5.3 in pure JS) with the TTS sandbox (no io, debug, require, load,
 * dofile, package, utf8, os.execute), a `bit32` library (TSTL's 5.2 target emits bit32 calls), and
 * MoonSharp's number printing (`tostring(6/2)` is "3" in TTS but "3.0" in Lua 5.3; see fengariConf.ts).
 *
 * Values cross the boundary as plain data: JS arrays <-> Lua sequences, objects <-> tables.
 * Numbers: MoonSharp has only doubles, but fengari has 32-bit integers that wrap (e.g. an LCG step
 * `s * 48271 % 2147483647` overflows). So every chunk we load has its integer literals rewritten to
 * float literals and every JS number enters as a float: arithmetic is then exact to 2^53 as in TTS.
 *
 * A Lua table with keys 1..n becomes an array; an empty table becomes `[]` (Lua cannot tell an empty
 * array from an empty object; `normalise` applies the same rule to JS values for comparisons).
 */
import "./fengariConf";
// Before any Lua state is made: fengari's CallInfo with integer fields (fengariCallInfo.ts).
import "./fengariCallInfo";
import { lua, lauxlib, lualib } from "fengari";
import * as luaparse from "luaparse";
import { loadChunk } from "./luaChunkCache";
// fengari's to_luastring/to_jsstring, same bytes and text, faster (luaStrings.ts).
import { jsString as to_jsstring, luaString as to_luastring } from "./luaStrings";
import { applyEdits } from "./textEdits";

export type JsFunction = (...args: unknown[]) => unknown;

const SANDBOX_PRELUDE = `
io = nil; debug = nil; require = nil; load = nil; loadstring = nil; dofile = nil; loadfile = nil
package = nil; utf8 = nil
if os then os.execute = nil; os.exit = nil; os.remove = nil; os.rename = nil; os.getenv = nil; os.tmpname = nil end
unpack = table.unpack
math.pow = function(a, b) return a ^ b end
`;

export class LuaError extends Error {}

/** Lets a host (the TTS fake) pass its own objects across the boundary as Lua proxies. */
export interface ObjectBridge {
  /** A JS value that stands for a host object: return its key (e.g. a GUID), else undefined. */
  keyOf(value: unknown): string | undefined;
  /** The JS value for a key found in a Lua proxy. */
  lookup(key: string): unknown;
  /** Name of the Lua global function that returns the proxy for a key. */
  luaWrapper: string;
  /** Raw field of a Lua proxy table holding its key. */
  luaKeyField: string;
}

/**
 * What the TTS fake and the parity tests need of a Lua VM: fengari in-process (LuaVm) or an external
 * runner such as MoonSharp 2.0.0.0 (tools/moonsharp/runnerVm.ts; tools/moonsharp/scriptVm.ts picks).
 */
export interface ScriptVm {
  bridge?: ObjectBridge;
  run(code: string, chunkName?: string, asMoonSharp?: boolean): unknown;
  runToGlobal(code: string, globalName: string, chunkName?: string): void;
  callGlobal(name: string, ...args: unknown[]): unknown;
  callPath(pathParts: string[], args: unknown[]): unknown;
  hasGlobal(name: string): boolean;
  getGlobal(name: string): unknown;
  setGlobal(name: string, value: unknown): void;
  setGlobalFunction(name: string, fn: JsFunction): void;
  /** Free what the VM holds (a process, for an external runner). */
  close?(): void;
}

/** A Lua function handed to JS; call it like a JS function. */
export interface LuaFunctionRef {
  (...args: unknown[]): unknown;
  luaRef: number;
}

export class LuaVm implements ScriptVm {
  readonly L: any;
  bridge?: ObjectBridge;

  constructor() {
    this.L = lauxlib.luaL_newstate();
    lualib.luaL_openlibs(this.L);
    this.run(SANDBOX_PRELUDE, "=sandbox", false);
    this.installBit32();
  }

  /** bit32 as in Lua 5.2 / MoonSharp, on unsigned 32-bit values (done in JS: fengari's integers are 32-bit signed). */
  private installBit32(): void {
    const u = (x: unknown) => Number(x) >>> 0;
    const fold = (op: (a: number, b: number) => number, init: number) => (...xs: unknown[]) =>
      xs.reduce<number>((acc, x) => op(acc, u(x)) >>> 0, init);
    this.setGlobal("bit32", {
      band: fold((a, b) => a & b, 0xffffffff),
      bor: fold((a, b) => a | b, 0),
      bxor: fold((a, b) => a ^ b, 0),
      bnot: (x: unknown) => ~u(x) >>> 0,
      lshift: (x: unknown, n: unknown) => (Number(n) >= 32 ? 0 : (u(x) << Number(n)) >>> 0),
      rshift: (x: unknown, n: unknown) => (Number(n) >= 32 ? 0 : u(x) >>> Number(n)),
      arshift: (x: unknown, n: unknown) => (Number(n) >= 32 ? (u(x) >= 0x80000000 ? 0xffffffff : 0) : (u(x) | 0) >> Number(n) >>> 0),
      btest: (...xs: unknown[]) => fold((a, b) => a & b, 0xffffffff)(...xs) !== 0,
    });
  }

  /** Run a chunk; returns its first result converted to JS. */
  run(code: string, chunkName = "=chunk", asMoonSharp = true): unknown {
    const L = this.L;
    const top = lua.lua_gettop(L);
    const status = loadChunk(L, code, chunkName, asMoonSharp, asMoonSharp ? floatLiterals : (c) => c);
    if (status !== lua.LUA_OK) {
      const msg = this.popString();
      throw new LuaError(`Lua syntax error in ${chunkName}: ${msg}`);
    }
    this.pcall(0, 1);
    const result = this.toJs(-1);
    lua.lua_settop(L, top);
    return result;
  }

  /** Run a chunk and store its first result in a global (e.g. a bundle's module table). */
  runToGlobal(code: string, globalName: string, chunkName = "=chunk"): void {
    const L = this.L;
    const status = loadChunk(L, code, chunkName, true, floatLiterals);
    if (status !== lua.LUA_OK) throw new LuaError(`Lua syntax error in ${chunkName}: ${this.popString()}`);
    this.pcall(0, 1);
    lua.lua_setglobal(L, to_luastring(globalName));
  }

  /** Call a global function by name (TTS calls event handlers this way). */
  callGlobal(name: string, ...args: unknown[]): unknown {
    return this.callPath([name], args);
  }

  /** Call a function found at a path of fields from a global, e.g. ["__mod", "applyCommand"]. */
  callPath(pathParts: string[], args: unknown[]): unknown {
    const L = this.L;
    const top = lua.lua_gettop(L);
    lua.lua_getglobal(L, to_luastring(pathParts[0]));
    for (let i = 1; i < pathParts.length; i++) {
      if (lua.lua_type(L, -1) !== lua.LUA_TTABLE) {
        lua.lua_settop(L, top);
        throw new LuaError(`${pathParts.slice(0, i).join(".")} is not a table`);
      }
      lua.lua_getfield(L, -1, to_luastring(pathParts[i]));
      lua.lua_remove(L, -2);
    }
    if (lua.lua_type(L, -1) !== lua.LUA_TFUNCTION) {
      lua.lua_settop(L, top);
      throw new LuaError(`${pathParts.join(".")} is not a function`);
    }
    for (const a of args) this.push(a);
    this.pcall(args.length, 1);
    const result = this.toJs(-1);
    lua.lua_settop(L, top);
    return result;
  }

  hasGlobal(name: string): boolean {
    lua.lua_getglobal(this.L, to_luastring(name));
    const t = lua.lua_type(this.L, -1);
    lua.lua_pop(this.L, 1);
    return t !== lua.LUA_TNIL;
  }

  getGlobal(name: string): unknown {
    lua.lua_getglobal(this.L, to_luastring(name));
    const v = this.toJs(-1);
    lua.lua_pop(this.L, 1);
    return v;
  }

  setGlobal(name: string, value: unknown): void {
    this.push(value);
    lua.lua_setglobal(this.L, to_luastring(name));
  }

  /** Expose a JS function to Lua as a global (or table field via setGlobal of an object of functions). */
  setGlobalFunction(name: string, fn: JsFunction): void {
    this.push(fn);
    lua.lua_setglobal(this.L, to_luastring(name));
  }

  private pcall(nargs: number, nresults: number): void {
    const L = this.L;
    if (lua.lua_pcall(L, nargs, nresults, 0) !== lua.LUA_OK) {
      const msg = this.popString();
      throw new LuaError(msg);
    }
  }

  private popString(): string {
    const L = this.L;
    let msg: string;
    if (lua.lua_type(L, -1) === lua.LUA_TSTRING) msg = to_jsstring(lua.lua_tostring(L, -1));
    else msg = String(this.toJs(-1));
    lua.lua_pop(L, 1);
    return msg;
  }

  push(value: unknown): void {
    // Nested tables push a level at a time: make room beyond LUA_MINSTACK (see tableToJs).
    if (!lua.lua_checkstack(this.L, 4)) throw new LuaError("Lua stack exhausted pushing a value");
    const L = this.L;
    if (value === undefined || value === null) lua.lua_pushnil(L);
    else if (typeof value === "boolean") lua.lua_pushboolean(L, value);
    else if (typeof value === "number") {
      lua.lua_pushnumber(L, value);
    } else if (typeof value === "string") lua.lua_pushstring(L, to_luastring(value));
    else if (this.bridge && this.bridge.keyOf(value) !== undefined) {
      const key = this.bridge.keyOf(value)!;
      lua.lua_getglobal(L, to_luastring(this.bridge.luaWrapper));
      lua.lua_pushstring(L, to_luastring(key));
      this.pcall(1, 1);
    } else if (typeof value === "function" && typeof (value as Partial<LuaFunctionRef>).luaRef === "number") {
      lua.lua_rawgeti(L, lua.LUA_REGISTRYINDEX, (value as LuaFunctionRef).luaRef);
    } else if (typeof value === "function") {
      const fn = value as JsFunction;
      lua.lua_pushcfunction(L, (LL: any) => {
        const n = lua.lua_gettop(LL);
        const args: unknown[] = [];
        for (let i = 1; i <= n; i++) args.push(this.toJsAt(LL, i));
        let result: unknown;
        try {
          result = fn(...args);
        } catch (e) {
          lua.lua_pushstring(LL, to_luastring(e instanceof Error ? e.message : String(e)));
          return lua.lua_error(LL);
        }
        if (result === undefined) return 0;
        this.pushTo(LL, result);
        return 1;
      });
    } else if (Array.isArray(value)) {
      lua.lua_createtable(L, value.length, 0);
      value.forEach((v, i) => {
        this.push(v);
        lua.lua_rawseti(L, -2, i + 1);
      });
    } else if (typeof value === "object") {
      lua.lua_createtable(L, 0, 0);
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        if (v === undefined) continue;
        this.push(v);
        lua.lua_setfield(L, -2, to_luastring(k));
      }
    } else throw new LuaError(`cannot pass a ${typeof value} to Lua`);
  }

  private pushTo(LL: any, value: unknown): void {
    if (LL === this.L) return this.push(value);
    // Called from inside a coroutine/other thread: push on main then move.
    this.push(value);
    lua.lua_xmove(this.L, LL, 1);
  }

  toJs(index: number): unknown {
    return this.toJsAt(this.L, index);
  }

  private toJsAt(L: any, index: number, depth = 0): unknown {
    const t = lua.lua_type(L, index);
    switch (t) {
      case lua.LUA_TNIL:
      case lua.LUA_TNONE:
        return undefined;
      case lua.LUA_TBOOLEAN:
        return lua.lua_toboolean(L, index);
      case lua.LUA_TNUMBER:
        return lua.lua_tonumber(L, index);
      case lua.LUA_TSTRING:
        return to_jsstring(lua.lua_tostring(L, index));
      case lua.LUA_TTABLE:
        if (depth > 64) throw new LuaError("Lua table nested too deeply (cycle?)");
        return this.tableToJs(L, lua.lua_absindex(L, index), depth);
      case lua.LUA_TFUNCTION:
        return this.functionRef(L, index);
      default:
        return `<${to_jsstring(lua.lua_typename(L, t))}>`;
    }
  }

  /** Keep a Lua function alive in the registry and give JS a callable for it. */
  private functionRef(L: any, index: number): LuaFunctionRef {
    lua.lua_pushvalue(L, index);
    if (L !== this.L) lua.lua_xmove(L, this.L, 1);
    const ref = lauxlib.luaL_ref(this.L, lua.LUA_REGISTRYINDEX);
    const call = (...args: unknown[]) => {
      const M = this.L;
      const top = lua.lua_gettop(M);
      lua.lua_rawgeti(M, lua.LUA_REGISTRYINDEX, ref);
      for (const a of args) this.push(a);
      try {
        this.pcall(args.length, 1);
        return this.toJs(-1);
      } finally {
        lua.lua_settop(M, top);
      }
    };
    return Object.assign(call, { luaRef: ref });
  }

  private tableToJs(L: any, index: number, depth: number): unknown {
    // Each nesting level holds a key, a value and a probe on the stack; Lua only guarantees
    // LUA_MINSTACK (20) free slots, so deep tables must ask for room (or the push fails).
    if (!lua.lua_checkstack(L, 6)) throw new LuaError("Lua stack exhausted converting a table");
    if (this.bridge) {
      lua.lua_pushstring(L, to_luastring(this.bridge.luaKeyField));
      lua.lua_rawget(L, index);
      const isProxy = lua.lua_type(L, -1) === lua.LUA_TSTRING;
      const key = isProxy ? to_jsstring(lua.lua_tostring(L, -1)) : undefined;
      lua.lua_pop(L, 1);
      if (key !== undefined) return this.bridge.lookup(key);
    }
    const entries: [unknown, unknown][] = [];
    lua.lua_pushnil(L);
    while (lua.lua_next(L, index) !== 0) {
      const key = lua.lua_type(L, -2) === lua.LUA_TNUMBER ? lua.lua_tonumber(L, -2) : this.toJsAt(L, -2, depth + 1);
      const val = this.toJsAt(L, -1, depth + 1);
      entries.push([key, val]);
      lua.lua_pop(L, 1);
    }
    const n = entries.length;
    const isSequence =
      entries.every(([k]) => typeof k === "number" && Number.isInteger(k) && (k as number) >= 1 && (k as number) <= n);
    if (isSequence) {
      const arr: unknown[] = new Array(n);
      for (const [k, v] of entries) arr[(k as number) - 1] = v;
      return arr;
    }
    const obj: Record<string, unknown> = {};
    const keys = entries.map(([k]) => String(k)).sort();
    const byKey = new Map(entries.map(([k, v]) => [String(k), v]));
    for (const k of keys) obj[k] = byKey.get(k);
    return obj;
  }
}

/**
 * Apply the Lua round-trip's rules to a JS value, so Node results compare equal to Lua results:
 * undefined fields vanish, empty objects become [], object keys sorted.
 */
export function normalise(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(normalise);
  if (typeof value === "object") {
    const keys = Object.keys(value as object)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort();
    if (keys.length === 0) return [];
    const out: Record<string, unknown> = {};
    for (const k of keys) out[k] = normalise((value as Record<string, unknown>)[k]);
    return out;
  }
  return value;
}

/**
 * Rewrite integer literals as float literals (`3` -> `3.0`, `0xFF` -> `255.0`) so fengari computes in
 * doubles like MoonSharp. Parsed with luaparse (Lua 5.2), so strings and comments are never touched.
 */
const floatLiteralCache = new Map<string, string>();

export function floatLiterals(code: string): string {
  const cached = floatLiteralCache.get(code);
  if (cached !== undefined) return cached;
  const out = rewriteFloatLiterals(code);
  if (floatLiteralCache.size > 64) floatLiteralCache.clear();
  floatLiteralCache.set(code, out);
  return out;
}

function rewriteFloatLiterals(code: string): string {
  const edits: { start: number; end: number; text: string }[] = [];
  luaparse.parse(code, {
    luaVersion: "5.2",
    ranges: true,
    onCreateNode: (node: any) => {
      if (node.type !== "NumericLiteral") return;
      const raw: string = node.raw;
      if (/^0x/i.test(raw)) {
        if (/[.p]/i.test(raw)) return;
        edits.push({ start: node.range[0], end: node.range[1], text: `${parseInt(raw, 16)}.0` });
      } else if (/^[0-9]+$/.test(raw)) {
        edits.push({ start: node.range[0], end: node.range[1], text: `${raw}.0` });
      }
    },
  } as any);
  return applyEdits(code, edits);
}
