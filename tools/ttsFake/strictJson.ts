/**
 * TTS's `JSON.encode`/`JSON.decode` in the fake, on the STRICT side of what TTS documents or is
 * observed to do (docs/tts-behaviour.md "JSON round trip"). The API says only that it encodes "a
 * String, Int, Float or Table" and "does not work with Object references"; what it makes of a Lua
 * table that is neither a list nor a record is not documented. So the fake's encoder, written in Lua
 * to see the raw table, refuses (raises) whatever could come back different:
 * - a table with holes or mixed keys (`{[1]=a, [3]=c}`, a list with a named field): a JSON
 *   encoder must pick array or object, and either loses keys or turns numbers into strings;
 * - a number that is not a whole number, or is not finite (its text may follow the player's
 *   locale, "1,5"; JSON has no Infinity): the saved state holds integers only (core-guidelines);
 * - a function, a TTS object (userdata in TTS) or any other value JSON has no form for.
 * An empty table is written `{}` and comes back an empty table (Lua has one kind of table, so
 * `[]` or `{}` decode the same). Text is written ASCII, every other character as `\uXXXX`
 * (UTF-16 code units, as MoonSharp's strings are), and decodes to the same text. Decoded numbers
 * are floats, as every number in MoonSharp.
 */
export const STRICT_JSON_LUA = `
local __json_parse = __json_parse
local find, concat = string.find, table.concat
-- A character JSON text writes escaped (stock Lua's bytes): a string without one is written as it
-- is, without a call per byte (encodeString) or of encodeValue (the loops of encodeTable).
local ESCAPED = '[%c"\\\\\\128-\\255]'
-- "at" is the encoding under way: the keys down to the value (at.keys[1..at.depth]), written as a
-- path ("$.a[2].b") only for an error message, and the tables being encoded (at.seen).
local function fail(at, what)
  local path = { "$" }
  for d = 1, at.depth do
    local k = at.keys[d]
    if type(k) == "number" then path[#path + 1] = "[" .. math.floor(k) .. "]" else path[#path + 1] = "." .. k end
  end
  error("JSON.encode: " .. what .. " at " .. table.concat(path), 0)
end
local function utf16(cp)
  if cp < 0x10000 then return string.format("\\\\u%04x", cp) end
  cp = cp - 0x10000
  return string.format("\\\\u%04x\\\\u%04x", 0xD800 + math.floor(cp / 0x400), 0xDC00 + (cp % 0x400))
end
local function escaped(cp, out)
  if cp == 34 then out[#out + 1] = '\\\\"'
  elseif cp == 92 then out[#out + 1] = "\\\\\\\\"
  elseif cp < 32 or cp >= 127 then out[#out + 1] = utf16(cp)
  else out[#out + 1] = string.char(cp) end
end
local function encodeString(s, at)
  local out = {}
  -- MoonSharp's strings are UTF-16 code units (string.unicode gives each; string.byte gives 63
  -- beyond Latin-1): each unit is written as it is. Stock Lua's are bytes: decoded from UTF-8.
  if string.unicode ~= nil then
    for i = 1, #s do escaped(string.unicode(s, i), out) end
    return '"' .. table.concat(out) .. '"'
  end
  if not find(s, ESCAPED) then return '"' .. s .. '"' end
  local i, n = 1, #s
  while i <= n do
    local b = s:byte(i)
    local cp, len
    if b < 0x80 then cp, len = b, 1
    elseif b >= 0xF0 then cp, len = b % 8, 4
    elseif b >= 0xE0 then cp, len = b % 16, 3
    elseif b >= 0xC0 then cp, len = b % 32, 2
    else fail(at, "text that is not UTF-8") end
    for k = 1, len - 1 do
      local c = s:byte(i + k)
      if c == nil or c < 0x80 or c > 0xBF then fail(at, "text that is not UTF-8") end
      cp = cp * 64 + c % 64
    end
    i = i + len
    escaped(cp, out)
  end
  return '"' .. table.concat(out) .. '"'
end
local encodeValue
-- Record keys as written ("name" with its quotes): the same few names recur in every table.
local keyText = {}
local function encodeTable(t, at)
  local seen, keys, depth = at.seen, at.keys, at.depth
  if rawget(t, "__tts") ~= nil then fail(at, "a TTS object (JSON cannot hold Object references)") end
  if seen[t] then fail(at, "a table that contains itself") end
  seen[t] = true
  local count, strings, maxIndex = 0, 0, 0
  local names = {}
  for k in pairs(t) do
    count = count + 1
    if type(k) == "string" then
      strings = strings + 1
      names[strings] = k
    elseif type(k) == "number" and k >= 1 and k == math.floor(k) then
      if k > maxIndex then maxIndex = k end
    else fail(at, "a table key of type " .. type(k) .. " (" .. tostring(k) .. ")") end
  end
  local out = {}
  if count == 0 then seen[t] = nil; return "{}" end
  local bytes = string.unicode == nil
  if strings == 0 then
    if maxIndex ~= count then fail(at, "a list with holes (" .. math.floor(count) .. " entries, last index " .. tostring(math.floor(maxIndex)) .. ")") end
    at.depth = depth + 1
    for i = 1, count do
      local v = t[i]
      if bytes and type(v) == "string" and not find(v, ESCAPED) then out[i] = '"' .. v .. '"'
      else
        keys[depth + 1] = i
        out[i] = encodeValue(v, at)
      end
    end
    at.depth = depth
    seen[t] = nil
    return "[" .. concat(out, ",") .. "]"
  end
  if strings ~= count then fail(at, "a table with both list entries and named fields") end
  table.sort(names)
  for i = 1, strings do
    local k = names[i]
    local name = keyText[k]
    if name == nil or not bytes then
      name = encodeString(k, at)
      if bytes then keyText[k] = name end
    end
    local v = t[k]
    if bytes and type(v) == "string" and not find(v, ESCAPED) then out[i] = name .. ':"' .. v .. '"'
    else
      at.depth = depth + 1
      keys[depth + 1] = k
      out[i] = name .. ":" .. encodeValue(v, at)
      at.depth = depth
    end
  end
  seen[t] = nil
  return "{" .. concat(out, ",") .. "}"
end
encodeValue = function(v, at)
  local ty = type(v)
  if ty == "string" then return encodeString(v, at) end
  if ty == "boolean" then return v and "true" or "false" end
  if ty == "number" then
    if v ~= v or v == math.huge or v == -math.huge then fail(at, "a number that is not finite") end
    if v ~= math.floor(v) then fail(at, "a number that is not whole (" .. tostring(v) .. ")") end
    if v > 9007199254740991 or v < -9007199254740991 then fail(at, "a number too large to keep exact") end
    return string.format("%.0f", v)
  end
  if ty == "table" then return encodeTable(v, at) end
  if ty == "nil" then return "null" end
  fail(at, "a value of type " .. ty)
end
JSON = {
  encode = function(v) return encodeValue(v, { seen = {}, keys = {}, depth = 0 }) end,
  encode_pretty = function(v) return encodeValue(v, { seen = {}, keys = {}, depth = 0 }) end,
  decode = function(s)
    if type(s) ~= "string" then error("JSON.decode: not a string", 0) end
    return __json_parse(s)
  end,
}
`;
