/**
 * What every test of a compaction step asks of its output (tools/lib/luaCompact*.ts): Lua 5.2 the
 * gate accepts, every line where it was, and the same results as the input in the Lua VM.
 */
import { checkLua52 } from "../../tools/lib/luaGate";
import { LuaVm } from "../../tools/lib/luaVm";

/** Checks `after` against `before` (see the header) and returns it. */
export function sameRun(before: string, after: string): string {
  expect(checkLua52(after)).toBeUndefined();
  expect(after.split("\n").length).toBe(before.split("\n").length);
  expect(new LuaVm().run(after)).toEqual(new LuaVm().run(before));
  return after;
}

/** TSTL's bundle plumbing in front of its modules' table, as it writes it (the table opens on the last line). */
export const TSTL_REQUIRE = `local ____modules = {}
local ____moduleCache = {}
local function require(file, ...)
    if ____moduleCache[file] then return ____moduleCache[file].value end
    local value = ____modules[file](file)
    ____moduleCache[file] = { value = value }
    return value
end
____modules = {`;
