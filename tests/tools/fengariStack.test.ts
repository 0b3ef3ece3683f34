/**
 * Under jest fengari runs with its stack pops written as stores (`L.stack[i] = undefined` for
 * `delete L.stack[i]`: tools/jest-fengari.cjs), which keeps V8 from turning the Lua stack into a
 * dictionary. The VM must compute the same: the same probes (deep calls and returns, varargs and
 * multiple results, nested errors, coroutines, metamethods, the string and table
 * libraries, a generated chunk with many registers, the C API's pops, moves and concatenation) run
 * here, in the fengari jest loads, and in a plain node process with fengari as shipped; every
 * result, error message, stack top and stack size must match.
 */
import "../../tools/lib/fengariConf";
import * as fengari from "fengari";
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { REPO_ROOT } from "../../tools/lib/repo";

const { patchFengari, EXPECTED } = require("../../tools/jest-fengari.cjs");

const PROGRAMS: Record<string, string> = {
  deepCalls: `
    local function d(n) if n == 0 then return 0 end return 1 + d(n - 1) end
    local function t(n, acc) if n == 0 then return acc end return t(n - 1, acc + 1) end
    local function v(n, ...) if n == 0 then return select('#', ...), ... end return v(n - 1, n, ...) end
    local r = { v(150) }
    return d(5000) .. " " .. t(5000, 0) .. " " .. #r .. " " .. r[1] .. " " .. r[2] .. " " .. r[#r]`,
  varargs: `
    local function m(...) return select('#', ...), ... end
    local function three() return 1, 2, 3 end
    local a, b, c, d = three()
    local t = table.pack(m(nil, nil, 3, nil))
    local big = {} for i = 1, 250 do big[i] = i * 2 end
    local u = { table.unpack(big) }
    local s = string.format(string.rep("%d,", 40), table.unpack(big, 1, 40))
    return table.concat({ tostring(d), t.n, tostring(t[2]), t[4], #u, u[250], s, select(-1, three()), (three()) }, "|")`,
  errors: `
    local out = {}
    local ok, e = pcall(error, { code = 7 })
    out[#out + 1] = tostring(ok) .. ":" .. e.code
    ok, e = pcall(function() local x = nil; return x.y end)
    out[#out + 1] = e
    ok, e = pcall(function() error("level two", 2) end)
    out[#out + 1] = e
    local function nest(n) if n == 0 then error("deep error") end local ok2, e2 = pcall(nest, n - 1) error(e2 .. n, 0) end
    ok, e = pcall(nest, 40)
    out[#out + 1] = tostring(ok) .. ":" .. tostring(e)
    ok, e = pcall(pcall, error, "nested")
    out[#out + 1] = tostring(ok) .. ":" .. tostring(e)
    ok, e = xpcall(function() error("handled") end, function(m) return "h(" .. m .. ")" end)
    out[#out + 1] = e
    ok, e = pcall(function() return setmetatable({}, { __index = function(t, k) error("no " .. k) end }).field end)
    return table.concat(out, "\\n") .. tostring(e)`,
  coroutines: `
    local gen = coroutine.wrap(function(a, b)
      local c = coroutine.yield(a + b)
      local ok, d = pcall(function() return coroutine.yield(c * 2) end)
      for i = 1, 3 do coroutine.yield(i, d) end
      return "done"
    end)
    local out = { gen(1, 2), gen(5), gen("x") }
    for i = 1, 3 do out[#out + 1] = gen() end
    local co = coroutine.create(function(...) local n = select('#', ...); error("boom " .. n) end)
    local ok, e = coroutine.resume(co, 1, 2, 3)
    out[#out + 1] = tostring(ok) .. e .. coroutine.status(co)
    ok, e = coroutine.resume(co)
    out[#out + 1] = tostring(ok) .. e
    local deep = coroutine.wrap(function() local function r(n) if n == 0 then coroutine.yield("bottom") return 0 end return 1 + r(n - 1) end return r(120) end)
    out[#out + 1] = deep() out[#out + 1] = deep()
    return table.concat(out, ",")`,
  metamethods: `
    local V = {}
    V.__index = V
    V.__add = function(a, b) return setmetatable({ x = a.x + b.x }, V) end
    V.__eq = function(a, b) return a.x == b.x end
    V.__lt = function(a, b) return a.x < b.x end
    V.__le = function(a, b) return a.x <= b.x end
    V.__concat = function(a, b) return (type(a) == "table" and "V" .. a.x or a) .. (type(b) == "table" and "V" .. b.x or b) end
    V.__call = function(self, ...) return self.x, select('#', ...), ... end
    V.__len = function(self) return self.x * 10 end
    V.__unm = function(self) return setmetatable({ x = -self.x }, V) end
    V.__tostring = function(self) return "<" .. self.x .. ">" end
    local function v(x) return setmetatable({ x = x }, V) end
    local log = {}
    local proxy = setmetatable({}, { __newindex = function(t, k, val) log[#log + 1] = k .. "=" .. tostring(val); rawset(t, k, val) end,
      __index = function(t, k) return k .. "?" end })
    proxy.a = 1 proxy.b = v(2)
    local a, b = v(1), v(2)
    return table.concat({ tostring(a + b), tostring(a == v(1)), tostring(a < b), tostring(b <= a), a .. "s" .. b,
      select(3, a("p", "q")), #b, tostring(-b), proxy.zz, table.concat(log, ";") }, " ")`,
  strings: `
    local s = ("alpha beta gamma delta "):rep(20)
    local n = 0
    local r1 = s:gsub("(%a+)", function(w) n = n + 1; return w:upper() end)
    local r2 = s:gsub("%a+", { alpha = "A", beta = false })
    local words = {} for w in s:gmatch("%a+") do words[#words + 1] = w end
    local bytes = { string.byte(s, 1, -1) }
    local back = string.char(table.unpack(bytes, 1, 200))
    local i, j, c1, c2 = s:find("(g%a+) (d%a+)")
    return table.concat({ #r1, n, r2:sub(1, 30), #words, #bytes, back:sub(-10), i, j, c1, c2,
      string.format("%5.2f|%-5s|%q|%x", 3.14159, "ab", "q\\"z\\n", 255), tostring(1e300 * 10), tostring(7 / 2), tostring(6 / 2) }, "|")`,
  tables: `
    local t = {} local seed = 12345
    for i = 1, 500 do seed = (seed * 1103515245 + 12345) % 2147483648 t[i] = seed % 1000 end
    table.sort(t, function(a, b) return a > b end)
    local keys = {} local h = { z = 1, y = 2, x = 3 } for k in pairs(h) do keys[#keys + 1] = k end table.sort(keys)
    table.insert(t, 1, -1) table.remove(t, 3)
    local sum = 0 for _, x in ipairs(t) do sum = sum + x end
    return table.concat({ t[1], t[2], t[500], #t, sum, table.concat(keys), table.concat(t, ",", 1, 5) }, " ")`,
  manyRegisters: `
    local src = { "local out = 0" }
    for i = 1, 120 do src[#src + 1] = "local v" .. i .. " = " .. i end
    src[#src + 1] = "local function f(...) return select('#', ...) end"
    local args = {} for i = 1, 120 do args[i] = "v" .. i end
    src[#src + 1] = "out = f(" .. table.concat(args, ", ") .. ")"
    src[#src + 1] = "return out + v120, " .. table.concat(args, " + ", 1, 50)
    local chunk, err = load(table.concat(src, "\\n"))
    if not chunk then return err end
    local a, b = chunk()
    return a .. " " .. b`,
  randomCalls: `
    local seed = 99
    local function rnd(n) seed = (seed * 1103515245 + 12345) % 2147483648 return seed % n end
    local function f(k, ...) if k <= 0 then return ... end return f(k - 1, rnd(100), ...) end
    local function g(depth) if depth == 0 then return rnd(7) end local x = { f(rnd(60)) } return #x + g(depth - 1) end
    local total = 0
    for i = 1, 60 do total = total + g(rnd(40)) + select('#', f(rnd(120))) end
    return total`,
  concatMany: `
    local a, b, c, d, e = "a", 1, "c", 2.5, "e"
    local s = a .. b .. c .. d .. e .. a .. b .. c .. d .. e .. a .. b .. c .. d .. e
    local parts = {} for i = 1, 400 do parts[i] = i end
    return s .. "#" .. #table.concat(parts)`,
};

/** Runs every program in a fresh state of `fengari` and the C API probe; returns one line per probe. */
function probe(fengari: any): string[] {
  const { lua, lauxlib, lualib, to_luastring, to_jsstring } = fengari;
  const out: string[] = [];
  const line = (name: string, L: any, status: number) => {
    const v = lua.lua_type(L, -1) === lua.LUA_TSTRING || lua.lua_type(L, -1) === lua.LUA_TNUMBER
      ? to_jsstring(lua.lua_tolstring(L, -1)) : to_jsstring(lua.lua_typename(L, lua.lua_type(L, -1)));
    out.push(`${name}: ${status} ${v} top=${lua.lua_gettop(L)} size=${L.stack.length}`);
  };
  for (const [name, code] of Object.entries(PROGRAMS)) {
    const L = lauxlib.luaL_newstate();
    lualib.luaL_openlibs(L);
    let status = lauxlib.luaL_loadstring(L, to_luastring(code));
    if (status === lua.LUA_OK) status = lua.lua_pcall(L, 0, 1, 0);
    line(name, L, status);
  }
  // The C API's own pops and moves.
  const L = lauxlib.luaL_newstate();
  lualib.luaL_openlibs(L);
  lua.lua_createtable(L, 0, 0);
  for (let i = 1; i <= 40; i++) {
    lua.lua_pushinteger(L, i * 3);
    lua.lua_setfield(L, -2, to_luastring("k" + i));
    lua.lua_pushstring(L, to_luastring("v" + i));
    lua.lua_rawseti(L, -2, i);
  }
  lua.lua_setglobal(L, to_luastring("T"));
  lua.lua_checkstack(L, 80);
  lua.lua_settop(L, 60);
  lua.lua_settop(L, 2);
  for (let i = 0; i < 30; i++) lua.lua_pushinteger(L, i);
  lua.lua_rotate(L, 5, 7);
  lua.lua_remove(L, 4);
  lua.lua_insert(L, 9);
  lua.lua_concat(L, 12);
  line("api concat", L, 0);
  lua.lua_getglobal(L, to_luastring("T"));
  let keys = 0;
  lua.lua_pushnil(L);
  while (lua.lua_next(L, -2) !== 0) {
    keys++;
    lua.lua_pop(L, 1);
  }
  lua.lua_getfield(L, -1, to_luastring("k17"));
  lua.lua_getfield(L, -2, to_luastring("k33"));
  lua.lua_arith(L, lua.LUA_OPADD);
  out.push(`api keys=${keys}`);
  line("api arith", L, lua.lua_status(L));
  const co = lua.lua_newthread(L);
  for (let i = 0; i < 25; i++) lua.lua_pushinteger(L, i);
  lua.lua_xmove(L, co, 20);
  lua.lua_concat(co, 20);
  line("api xmove", co, 0);
  line("api after xmove", L, 0);
  return out;
}

test("fengari under jest has its stack pops as stores (tools/jest-fengari.cjs), and only those edits", () => {
  const ldo = require("fengari/src/ldo.js");
  expect(String(ldo.adjust_top)).toContain("L.stack[--L.top] = undefined;");
  expect(String(ldo.adjust_top)).not.toContain("delete");
  const src = path.join(REPO_ROOT, "node_modules", "fengari", "src");
  let edits = 0;
  for (const name of fs.readdirSync(src)) {
    if (!name.endsWith(".js")) continue;
    const text = fs.readFileSync(path.join(src, name), "utf8");
    const patched = patchFengari(text, name);
    expect(patched.includes("delete L.stack") || patched.includes("delete from.stack")).toBe(false);
    const removed = text.split("\n").filter((l, i) => l !== patched.split("\n")[i]);
    edits += removed.length;
    for (const l of removed) expect(l).toMatch(/^\s*(?:(?:if|else|for|while)\b.*)?delete [A-Za-z_.]+\.stack\[[^\]]+\];/);
  }
  expect(edits).toBe(Object.values(EXPECTED as Record<string, number>).reduce((a, b) => a + b, 0));
  // A text that differs from fengari 0.1.5's is refused, not half edited.
  expect(() => patchFengari("delete L.stack[--L.top];", "lcode.js")).toThrow(/1 stack pops found in fengari's lcode.js, 0 expected/);
});

test("Lua computes the same in the edited fengari as in fengari as shipped (a plain node process)", () => {
  const here = probe(fengari);
  const script = `process.env.FENGARICONF = ${JSON.stringify(process.env.FENGARICONF)};
const PROGRAMS = ${JSON.stringify(PROGRAMS)};
const probe = ${probe.toString()};
console.log(JSON.stringify(probe(require("fengari"))));`;
  const r = spawnSync(process.execPath, ["-e", script], { cwd: REPO_ROOT, encoding: "utf8", timeout: 60000 });
  expect(r.stderr).toBe("");
  const shipped: string[] = JSON.parse(r.stdout);
  expect(here).toEqual(shipped);
  // The probes reached what they are for: deep stacks and nested errors.
  expect(here.join("\n")).toMatch(/deepCalls: 0 5000 5000 151 150 1 150 top=1 size=\d{5}/);
  expect(here.join("\n")).toContain('"]:9: deep error123456789101112');
  expect(here.join("\n")).toContain("handled");
  expect(here.length).toBe(Object.keys(PROGRAMS).length + 5);
});
