-- The Lua half of the external-runner bridge (docs/moonsharp.md): lets the TTS fake and the Lua test
-- tier drive a real interpreter (MoonSharp 2.0.0.0 in TTS) in another process, as they drive fengari
-- in-process (tools/lib/luaVm.ts). One JSON document a line each way; requests and host calls nest.
-- Loaded by the runner before anything else; it takes the runner's I/O functions out of the globals,
-- so the scripts run in the sandbox TTS gives them.
local read, write, loadChunk = __runner_read, __runner_write, __runner_load
__runner_read, __runner_write, __runner_load = nil, nil, nil

local unpack = table.unpack or unpack
-- How the host's objects look in Lua (luaVm.ts ObjectBridge): set by the host with a "config" request.
local PROXY_FIELD, WRAPPER = nil, nil
local luaFunctions, luaFunctionIds, nextLuaFunction = {}, {}, 0
local hostFunctions = {}

-- JSON ------------------------------------------------------------------------------------------
local ESCAPES = { ['"'] = '\\"', ["\\"] = "\\\\", ["\n"] = "\\n", ["\r"] = "\\r", ["\t"] = "\\t" }

local function encodeString(s)
  -- Not %c: MoonSharp's %c also matches characters beyond Latin-1 (its string.byte gives them as 63).
  -- %z, not \0: a NUL inside a pattern ends it in MoonSharp.
  local out = string.gsub(s, '[%z\1-\31"\\]', function(c)
    local e = ESCAPES[c]
    if e ~= nil then return e end
    return string.format("\\u%04x", string.byte(c))
  end)
  return '"' .. out .. '"'
end

local encode

local function functionId(f)
  local id = luaFunctionIds[f]
  if id == nil then
    nextLuaFunction = nextLuaFunction + 1
    id = nextLuaFunction
    luaFunctionIds[f] = id
    luaFunctions[id] = f
  end
  return id
end

local function encodeTable(t, depth)
  if depth > 64 then error("Lua table nested too deeply (cycle?)") end
  local proxy = PROXY_FIELD and rawget(t, PROXY_FIELD)
  if type(proxy) == "string" then return '{"$px":' .. encodeString(proxy) .. "}" end
  local n, sequence = 0, true
  for k, _ in pairs(t) do
    n = n + 1
    if type(k) ~= "number" or k < 1 or math.floor(k) ~= k then sequence = false end
  end
  if sequence then
    for k, _ in pairs(t) do
      if k > n then sequence = false end
    end
  end
  local parts = {}
  if sequence then
    for i = 1, n do parts[i] = encode(t[i], depth + 1) end
    return "[" .. table.concat(parts, ",") .. "]"
  end
  for k, v in pairs(t) do
    parts[#parts + 1] = encodeString(tostring(k)) .. ":" .. encode(v, depth + 1)
  end
  return "{" .. table.concat(parts, ",") .. "}"
end

encode = function(v, depth)
  local t = type(v)
  if v == nil then return "null" end
  if t == "boolean" then return v and "true" or "false" end
  if t == "number" then
    if v ~= v or v == math.huge or v == -math.huge then return "null" end
    -- string.format follows the player's culture in MoonSharp ("1,5"); tostring does not.
    if math.floor(v) == v and v > -1e15 and v < 1e15 then return string.format("%d", v) end
    return tostring(v)
  end
  if t == "string" then return encodeString(v) end
  if t == "table" then return encodeTable(v, depth or 0) end
  if t == "function" then return '{"$lf":' .. tostring(functionId(v)) .. "}" end
  return encodeString("<" .. t .. ">")
end

local decodeValue
local byte, sub = string.byte, string.sub

-- MoonSharp's string.find and gmatch copy the subject on every call (a find from position i of a
-- 100 KB line costs as much as the whole line): the decoder walks the line by bytes instead.
-- string.byte gives 63 for a character beyond Latin-1, never a quote or a backslash, so runs of
-- ordinary text are cut out whole with string.sub.
local function skip(s, i)
  local b = byte(s, i)
  while b == 32 or b == 9 or b == 10 or b == 13 do
    i = i + 1
    b = byte(s, i)
  end
  return i
end

local UNESCAPE = { [110] = "\n", [114] = "\r", [116] = "\t", [98] = "\b", [102] = "\f" }

local function decodeString(s, i)
  local parts, n = {}, 0
  local j = i + 1
  local from = j
  while true do
    local b = byte(s, j)
    if b == 34 then
      n = n + 1
      parts[n] = sub(s, from, j - 1)
      return table.concat(parts), j + 1
    elseif b == 92 then
      n = n + 1
      parts[n] = sub(s, from, j - 1)
      local e = byte(s, j + 1)
      if e == 117 then
        n = n + 1
        parts[n] = string.char(tonumber(sub(s, j + 2, j + 5), 16))
        j = j + 6
      else
        n = n + 1
        parts[n] = UNESCAPE[e] or string.char(e)
        j = j + 2
      end
      from = j
    elseif b == nil then
      error("bridge: unterminated string")
    else
      j = j + 1
    end
  end
end

local function hostFunction(id)
  local f = hostFunctions[id]
  if f == nil then
    f = function(...)
      local args = { n = select("#", ...), ... }
      return __bridge_host(id, args)
    end
    hostFunctions[id] = f
  end
  return f
end

local function special(obj)
  if obj["$px"] ~= nil then return _G[WRAPPER](obj["$px"]) end
  if obj["$lf"] ~= nil then return luaFunctions[obj["$lf"]] end
  if obj["$jf"] ~= nil then return hostFunction(obj["$jf"]) end
  return obj
end

decodeValue = function(s, i)
  i = skip(s, i)
  local c = sub(s, i, i)
  if c == "{" then
    local obj = {}
    i = skip(s, i + 1)
    if sub(s, i, i) == "}" then return obj, i + 1 end
    while true do
      local key
      key, i = decodeString(s, skip(s, i))
      i = skip(s, i) + 1 -- ':'
      local v
      v, i = decodeValue(s, i)
      obj[key] = v
      i = skip(s, i)
      local d = sub(s, i, i)
      i = i + 1
      if d == "}" then break end
    end
    return special(obj), i
  end
  if c == "[" then
    local arr, n = {}, 0
    i = skip(s, i + 1)
    if sub(s, i, i) == "]" then return arr, i + 1 end
    while true do
      local v
      v, i = decodeValue(s, i)
      n = n + 1
      arr[n] = v
      i = skip(s, i)
      local d = sub(s, i, i)
      i = i + 1
      if d == "]" then break end
    end
    return arr, i
  end
  if c == '"' then return decodeString(s, i) end
  if sub(s, i, i + 3) == "true" then return true, i + 4 end
  if sub(s, i, i + 4) == "false" then return false, i + 5 end
  if sub(s, i, i + 3) == "null" then return nil, i + 4 end
  local e = i
  local b = byte(s, e)
  while b ~= nil and (b == 45 or b == 43 or b == 46 or b == 69 or b == 101 or (b >= 48 and b <= 57)) do
    e = e + 1
    b = byte(s, e)
  end
  return tonumber(sub(s, i, e - 1)), e
end

local function decode(line)
  local v = decodeValue(line, 1)
  return v
end

-- The conversation ---------------------------------------------------------------------------------
local handle

-- A call's own Lua seconds ("t"): its time less the time spent in host calls it made (the host's
-- work and the bridge's encoding for it), for the bench's MoonSharp figures (tools/bench/mapDropMoonSharp.ts).
local clock = os.clock
local hostSeconds = 0

local function reply(ok, value, seconds)
  if not ok then
    write('{"err":' .. encodeString(tostring(value)) .. "}")
  elseif seconds ~= nil then
    write('{"r":' .. encode(value) .. ',"t":' .. string.format("%.7f", seconds) .. "}")
  else
    write('{"r":' .. encode(value) .. "}")
  end
end

-- Waits for the answer to what Lua just sent, serving the host's requests that come first.
local function await()
  while true do
    local line = read()
    if line == nil then error("bridge: the host closed the connection") end
    local msg = decode(line)
    if msg.op ~= nil then
      if msg.op == "exit" then return nil, "exit" end
      reply(pcall(handle, msg))
    else
      return msg
    end
  end
end

function __bridge_host(id, args)
  -- Encoded by position up to n, so a nil argument keeps its place (JSON null).
  local parts = {}
  for i = 1, args.n do parts[i] = encode(args[i]) end
  write('{"op":"host","id":' .. tostring(id) .. ',"n":' .. tostring(args.n) .. ',"args":[' .. table.concat(parts, ",") .. "]}")
  local t0 = clock()
  local answer = await()
  hostSeconds = hostSeconds + (clock() - t0)
  if answer.err ~= nil then error(answer.err, 2) end
  return answer.r
end

-- f's first result and its own Lua seconds.
local function timed(f, args, n)
  local h0 = hostSeconds
  local t0 = clock()
  local r = f(unpack(args, 1, n))
  return r, (clock() - t0) - (hostSeconds - h0)
end

local function argsOf(msg)
  local args = msg.args or {}
  return args, msg.n or #args
end

handle = function(msg)
  local op = msg.op
  if op == "run" then
    local code = msg.code
    if msg.lines ~= nil then
      -- The chunk follows as raw lines (a bundle is too large to pass through the JSON decoder).
      local lines = {}
      for i = 1, msg.lines do lines[i] = read() end
      code = table.concat(lines, "\n")
    end
    local f, err = loadChunk(code, msg.name)
    if f == nil then error("syntax: " .. tostring(err)) end
    local r = f()
    if msg.global ~= nil then _G[msg.global] = r; return nil end
    return r
  elseif op == "call" then
    local f = _G[msg.path[1]]
    for i = 2, #msg.path do
      if type(f) ~= "table" then error(table.concat(msg.path, ".", 1, i - 1) .. " is not a table") end
      f = f[msg.path[i]]
    end
    if type(f) ~= "function" then error(table.concat(msg.path, ".") .. " is not a function") end
    local args, n = argsOf(msg)
    return timed(f, args, n)
  elseif op == "callref" then
    local args, n = argsOf(msg)
    return timed(luaFunctions[msg.id], args, n)
  elseif op == "get" then
    return _G[msg.name]
  elseif op == "has" then
    return _G[msg.name] ~= nil
  elseif op == "config" then
    PROXY_FIELD, WRAPPER = msg.field, msg.wrapper
    return nil
  elseif op == "set" then
    _G[msg.name] = msg.value
    return nil
  end
  error("bridge: unknown request " .. tostring(op))
end

function __bridge_serve()
  write('{"ready":true}')
  while true do
    local msg, exit = await()
    if exit == "exit" then return end
    -- An answer with no question: the host's side is confused; say so and go on.
    reply(false, "bridge: unexpected answer " .. tostring(msg))
  end
end
