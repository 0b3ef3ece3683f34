/**
 * One minimal sample per MoonSharp 2.0.0.0 hazard (../shared/reference/tts-notes.md), as TSTL emits
 * it. `check` is a Lua expression over what the sample defines; `expected` is what stock Lua (and
 * fengari) give, and what MoonSharp gives once the build's step (tools/lib/moonsharpSafe.ts) rewrote
 * the sample. Run unchanged in MoonSharp, each goes wrong (`inMoonSharp`): tests/moonsharp/ checks
 * both in the real interpreter when ARCS_LUA_RUNNER is set.
 */
import type { MoonSharpHazardKind } from "../../tools/lib/moonsharpGates";
import { proseHead } from "../../tools/lib/luaCompactProse";

export interface MoonSharpSample {
  what: string;
  code: string;
  check: string;
  expected: unknown;
  /** What the unchanged sample does in MoonSharp 2.0.0.0: a wrong value, a Lua error or a host exception. */
  inMoonSharp: "wrong value" | "lua error" | "host exception";
}

export const MOONSHARP_SAMPLES: Record<MoonSharpHazardKind, MoonSharpSample> = {
  // What TSTL emits for `for (let i = 0; …; i++) { const x = …; if (…) continue; … }`.
  label: {
    what: "`continue` in a C-style for whose body declares a local",
    code: `
local function countOdd(xs)
  local n = 0
  do
    local i = 0
    while i < #xs do
      do
        local x = xs[i + 1]
        if x % 2 == 0 then goto __continue3 end
        n = n + 1
      end
      ::__continue3::
      i = i + 1
    end
  end
  return n
end`,
    check: "countOdd({ 1, 2, 3, 5 })",
    expected: 3,
    inMoonSharp: "host exception",
  },
  // What TSTL emits for `for (const c of cs) { let found: T | undefined; if (…) found = c; … }`.
  "uninit-local": {
    what: "`let x: T | undefined;` in a for…of body",
    code: `
local function firstMissing(rows)
  local count = 0
  for ____, row in ipairs(rows) do
    local found
    if row.hit then
      found = row
    end
    if found == nil then
      count = count + 1
    end
  end
  return count
end`,
    check: "firstMissing({ { hit = true }, {}, {} })",
    expected: 2,
    inMoonSharp: "wrong value",
  },
  // `function t.f() … end` as a statement inside a loop.
  "field-function-in-loop": {
    what: "a function defined as a table field inside a loop",
    code: `
local handlers = {}
for i = 1, 3 do
  function handlers.last()
    return i
  end
end`,
    check: "handlers.last()",
    expected: 3,
    inMoonSharp: "lua error",
  },
  // TSTL's lualib String.prototype.trim, as it emits it.
  "lazy-pattern": {
    what: "`trim()` of a text over ~150 characters (a lazy `-` in a pattern)",
    code: `
local function __TS__StringTrim(self)
    local result = string.gsub(self, "^[%s\u00a0\ufeff]*(.-)[%s\u00a0\ufeff]*$", "%1")
    return result
end`,
    check: '#__TS__StringTrim("  " .. string.rep("x", 300) .. " ")',
    expected: 300,
    inMoonSharp: "lua error",
  },
};

/**
 * Shapes near a hazard that MoonSharp 2.0.0.0 runs right (verified in the runner, 2026-11-29): the
 * gates leave them alone and the step leaves them as written. tests/moonsharp/ proves them again in
 * the real interpreter; if one ever went wrong there, it would become a hazard above.
 */
export interface MoonSharpSafeShape {
  what: string;
  code: string;
  check: string;
  expected: unknown;
}

export const MOONSHARP_SAFE_SHAPES: MoonSharpSafeShape[] = [
  // What TSTL emits for `const [from, to] = run` (one value given, two names) in a for…of body, the
  // shape before-stop's scan flags with #263's: unlike `local x` with NO value, MoonSharp clears the
  // names without a value, on every pass, even after an earlier pass set them.
  {
    what: "a local with more names than values in a for…of body",
    code: `
local function secondsMissing(runs)
  local count = 0
  for ____, run in ipairs(runs) do
    local from, to = unpack(run)
    local a, b = from
    if to == nil and b == nil then
      count = count + 1
    end
    to = 9
    b = 9
  end
  return count
end`,
    check: "secondsMissing({ { 1 }, { 2, 3 }, { 4 }, { 5 } })",
    expected: 3,
  },
  // The shipped form's prose words (luaCompactProse.ts): string.gsub with a table for the
  // replacement, its capture the key, a code with no entry left as it is; the cache's second read.
  {
    what: "a text's numbered words given back by string.gsub with a table, through a cache",
    code: `
${proseHead("Q", [" the ", "card", " (BR p."])} 
local function spelled()
  local out = {}
  for i = 1, 2 do
    out[#out + 1] = Q"draw~Atop ~B~C17)" .. "|" .. Q"~Bs ~z kept~A~A" .. "|" .. Q"no codes"
  end
  return table.concat(out, "#")
end`,
    check: "spelled()",
    expected: "draw the top card (BR p.17)|cards ~z kept the  the |no codes#draw the top card (BR p.17)|cards ~z kept the  the |no codes",
  },
  // The compact form's calls of one string or table without parentheses (luaCompactCallSugar.ts):
  // plain, field and method calls, in a loop body too.
  {
    what: "a call of one string or table written without parentheses",
    code: `
local function f(x) return type(x) == "table" and #x or x end
local t = { g = f, m = function(self, x) return type(x) == "table" and x[1] or x .. "!" end }
local function sugar()
  local r = { f"abc", f{1, 2, 3}, t.g"z", t.g{4}, t:m"hi", t:m{"k"}, f'q"q' }
  for i = 1, 2 do r[#r + 1] = f{i, i, i} end
  return table.concat(r, ",")
end`,
    check: "sugar()",
    expected: 'abc,3,z,1,hi!,k,q"q,3,3',
  },
  // The compact form's loops out of their `do … end` (luaCompactBlocks.ts): a counter declared in the
  // enclosing block, the same name declared again there by the next loop, and in a for…in body a
  // counter and a local read by a closure made on each pass.
  {
    what: "TSTL's while loops with their counters in the enclosing block",
    code: `
local function flat(t)
  local n = 0
  local i = 0
  while i < #t do n = n + t[i + 1] i = i + 1 end
  local i = 10
  while i < 12 do n = n + i i = i + 1 end
  local fs = {}
  for _, v in ipairs(t) do
    local k = v * 2
    local j = 0
    while j < k do j = j + 1 end
    fs[#fs + 1] = function() return k + j end
  end
  return n .. ":" .. i .. ":" .. fs[1]() .. "," .. fs[2]() .. "," .. fs[3]()
end`,
    check: "flat({ 1, 2, 3 })",
    expected: "27:12:4,8,12",
  },
  // The compact form's early return of a value always true and the last return as one
  // (luaCompactReturns.ts): a condition with `or` in parentheses, a false or nil last value.
  {
    what: "an early return and the last one as `return c and X or y`",
    code: `
local function pick(a, b)
  return (a or b) and "got " .. tostring(a) or b
end
local function early()
  local out = {}
  for _, v in ipairs({ { 1, 2 }, { nil, 2 }, { false, false } }) do
    out[#out + 1] = tostring(pick(v[1], v[2]))
  end
  out[#out + 1] = tostring(pick(nil, nil))
  return table.concat(out, ",")
end`,
    check: "early()",
    expected: "got 1,got nil,false,nil",
  },
  // The compact form's `continue` as an `if` around the rest of the body (luaCompactContinue.ts): a
  // local before the `if` read inside it, a closure made on each pass.
  {
    what: "TSTL's continue as `if not(c) then … end` in a for…in body",
    code: `
local function kept()
  local out = {}
  for _, v in ipairs({ 1, 2, 3, 4 }) do
    local w = v * 2
    if w ~= 4 then
      local x = w + 1
      out[#out + 1] = function() return x + w end
    end
  end
  local r = {}
  for _, f in ipairs(out) do r[#r + 1] = f() end
  return table.concat(r, ",")
end`,
    check: "kept()",
    expected: "5,13,17",
  },
  // The compact form's guards as an `if` around the rest of their function (luaCompactGuards.ts):
  // two nested, the last `return` inside them, a guard in a function made in a for…in body.
  {
    what: "a function's guards as `if x == 1 then … end` around the rest of its body",
    code: `
local function guarded()
  local log = {}
  local function b(x, t)
    if x == 1 then
      local y = x + 1
      if t then
        log[#log + 1] = "b" .. y .. #t
        return y
      end
    end
  end
  local r = { b(1, {}), b(1, nil), b(2, {}) }
  local n = 0
  for _, v in ipairs({ 1, 2, 3 }) do
    local f = function() if v ~= 2 then n = n + v end end
    f()
  end
  return table.concat(log, ",") .. ":" .. #r .. ":" .. tostring(r[1]) .. ":" .. n
end`,
    check: "guarded()",
    expected: "b20:1:2:4",
  },
  // The compact form's locals declared by a local before them (luaCompactLateLocals.ts): names past
  // a call's values (one takes an extra value, unread until set), a function statement on such a
  // name, recursive, a closure reading a joined local, an assignment of a call's list; locals as
  // parameters set by their statement, a callback handed more values than it names.
  {
    what: "locals declared by the local before them or as parameters, set later (`local a,f,c,d=g() … function f() … c,d=…`, `function(v,w) w=…`)",
    code: `
local function late()
  local log, f, c, d, e = string.byte("ab", 1, 2)
  log = {}
  function f(n) if n <= 1 then return 1 end return n * f(n - 1) end
  log[#log + 1] = f(4)
  c, d = string.byte("xy", 1, 2)
  e = function() return c + d end
  log[#log + 1] = e()
  local each = function(t, g, out) out = {} for i, v in ipairs(t) do out[#out + 1] = g(v, i, t) end return table.concat(out, "/") end
  log[#log + 1] = each({ 1, 2 }, function(v, w, x) w, x = v * 10 return tostring(w) .. tostring(x) end)
  return table.concat(log, ",")
end`,
    check: "late()",
    expected: "24,241,10nil/20nil",
  },
  // The compact form's module tables read once, required where they are read
  // (luaCompactRequires.ts): the bundle's `require` called in an expression, a loop body and a
  // closure, its cached table read there.
  {
    what: "a module required where its table is read (`c(70).a(e)`), in a loop body and a closure",
    code: `
local modules, cache = {}, {}
local loads = 0
local function require(file)
  if cache[file] then return cache[file].value end
  local value = modules[file](file)
  cache[file] = { value = value }
  return value
end
modules = {
  function() loads = loads + 1 local e = {} e.a = function(x) return x * 2 end return e end,
}
local function deferred()
  local out = {}
  for _, v in ipairs({ 1, 2, 3 }) do out[#out + 1] = require(1).a(v) end
  local f = function(y) return require(1).a(y) + 1 end
  return table.concat(out, ",") .. ":" .. f(5) .. ":" .. loads
end`,
    check: "deferred()",
    expected: "2,4,6:11:1",
  },
];
