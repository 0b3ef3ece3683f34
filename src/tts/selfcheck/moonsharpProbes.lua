-- The MoonSharp probes of `!arcs check` (docs/moonsharp.md "Probes in the real TTS"). Hand-written
-- Lua, the one module exempt by name from the build's MoonSharp step and gates
-- (tools/lib/moonsharpSafe.ts MOONSHARP_PROBE_MODULE; tests/tools/moonsharpProbes.test.ts pins this
-- file): each function below holds one shape the build removes everywhere else, so that the real
-- TTS can show whether its MoonSharp still runs it wrongly. Each is called under pcall
-- (src/tts/selfcheck/moonsharpProbe.ts) and none can stop the host in MoonSharp 2.0.0.0. The label
-- shape is NOT here: it throws a .NET exception pcall cannot catch, which would stop Global's script.
local ____exports = {}

-- moonsharp-devs/moonsharp#263: `local x` without a value in a for-in body starts as the iterated
-- table in MoonSharp. Stock Lua: 2 (no row sets it, so it is nil twice). MoonSharp 2.0.0.0: 0.
function ____exports.uninitialisedLocal()
  local misses = 0
  for _, row in ipairs({ {}, {} }) do
    local found
    if row.hit then found = row end
    if found == nil then misses = misses + 1 end
  end
  return misses
end

-- `function t.f()` as a statement in a for-in body corrupts the loop in MoonSharp (a Lua error
-- pcall catches; in a numeric for it is an error that escapes pcall, so never probed that way).
-- Stock Lua: "3:3". MoonSharp 2.0.0.0: "attempt to call a internal<tuple> value".
function ____exports.fieldFunctionInLoop()
  local handlers = {}
  local runs = 0
  for _, v in ipairs({ 1, 2, 3 }) do
    function handlers.last() return v end
    runs = runs + 1
  end
  return tostring(runs) .. ":" .. tostring(handlers.last())
end

-- A lazy `-` in a pattern: MoonSharp never gives the match depth back, so a text over ~200
-- characters fails. Stock Lua: 300. MoonSharp 2.0.0.0: "pattern too complex".
function ____exports.lazyPattern()
  local text = "  " .. string.rep("x", 300) .. " "
  local trimmed = string.gsub(text, "^%s*(.-)%s*$", "%1")
  return #trimmed
end

return ____exports
