#!/usr/bin/env node
// A stand-in for an external Lua runner (docs/moonsharp.md), built on fengari: the same interface as
// the MoonSharp runner a developer builds by hand, so `npm test` (where CI has no MoonSharp) still
// proves the bridge (bridge.lua, runnerVm.ts) end to end. It is NOT MoonSharp: it has none of
// MoonSharp's bugs. Plain JavaScript, so it runs as a command without a build.
//
//   node tools/moonsharp/fengari-runner.cjs [--io IN OUT] (FILE.lua | -e CHUNK)...
//   exit 0 ok, 1 Lua error, 2 host exception
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { lua, lauxlib, lualib, to_luastring } = require("fengari");

const L = lauxlib.luaL_newstate();
lualib.luaL_openlibs(L);

function runString(code, name) {
  if (lauxlib.luaL_loadbufferx(L, to_luastring(code), null, to_luastring(name), null) !== lua.LUA_OK) return false;
  return lua.lua_pcall(L, 0, 0, 0) === lua.LUA_OK;
}

function fail() {
  const msg = lua.lua_tojsstring(L, -1);
  process.stderr.write(`lua error: ${msg}\n`);
  process.exit(1);
}

// TTS's sandbox (tts-notes.md): no io, debug, require, load. (No bit32: the stand-in drives the
// bridge and the table's scripts, which use none.)
const PRELUDE = `
io = nil; debug = nil; require = nil; load = nil; loadstring = nil; dofile = nil; loadfile = nil
package = nil; utf8 = nil
if os then os.execute = nil; os.exit = nil; os.remove = nil; os.rename = nil; os.getenv = nil end
unpack = table.unpack
`;

function lineReader(fd) {
  let pending = Buffer.alloc(0);
  const buf = Buffer.alloc(1 << 16);
  return () => {
    for (;;) {
      const nl = pending.indexOf(10);
      if (nl >= 0) {
        const line = pending.subarray(0, nl).toString("utf8");
        pending = pending.subarray(nl + 1);
        return line;
      }
      const n = fs.readSync(fd, buf, 0, buf.length, null);
      if (n === 0) return undefined;
      pending = Buffer.concat([pending, buf.subarray(0, n)]);
    }
  };
}

function installIo(inPath, outPath) {
  const input = fs.openSync(inPath, "r");
  const output = fs.openSync(outPath, "w");
  const readLine = lineReader(input);
  lua.lua_pushcfunction(L, (LL) => {
    const line = readLine();
    if (line === undefined) lua.lua_pushnil(LL);
    else lua.lua_pushstring(LL, to_luastring(line));
    return 1;
  });
  lua.lua_setglobal(L, to_luastring("__runner_read"));
  lua.lua_pushcfunction(L, (LL) => {
    fs.writeSync(output, Buffer.concat([Buffer.from(lua.lua_tolstring(LL, 1)), Buffer.from("\n")]));
    return 0;
  });
  lua.lua_setglobal(L, to_luastring("__runner_write"));
  lua.lua_pushcfunction(L, (LL) => {
    const code = lua.lua_tolstring(LL, 1);
    const name = lua.lua_isstring(LL, 2) ? lua.lua_tolstring(LL, 2) : to_luastring("chunk");
    if (lauxlib.luaL_loadbufferx(LL, code, null, name, null) !== lua.LUA_OK) {
      lua.lua_pushnil(LL);
      lua.lua_insert(LL, -2);
      return 2;
    }
    return 1;
  });
  lua.lua_setglobal(L, to_luastring("__runner_load"));
}

try {
  if (!runString(PRELUDE, "=sandbox")) fail();
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--io") {
      installIo(args[i + 1], args[i + 2]);
      i += 2;
    } else if (a === "-e") {
      if (!runString(args[++i], "=(command line)")) fail();
    } else if (!runString(fs.readFileSync(a, "utf8"), "@" + path.basename(a))) fail();
  }
  process.exit(0);
} catch (e) {
  process.stderr.write(`host exception: ${e && e.stack ? e.stack : String(e)}\n`);
  process.exit(2);
}

