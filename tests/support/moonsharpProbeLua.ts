/**
 * The self-check's MoonSharp probes (src/tts/selfcheck/moonsharpProbe.ts and the hand-written
 * moonsharpProbes.lua) as a script a Lua runner can run on its own: the probe entry compiled as the
 * build compiles it (the MoonSharp step, which leaves the probe module as written), in the compact
 * form with its lines joined, as TTS gets it, then a line per finding and a last line that shows the script went on.
 */
import { compactLua } from "../../tools/lib/luaCompact";
import { joinLuaLines } from "../../tools/lib/luaJoin";
import { compileLuaCached } from "../../tools/lib/tstlCache";

export const PROBE_ENTRY = "src/tts/selfcheck/moonsharpProbe.ts";
export const AFTER_THE_PROBES = "the script went on after the probes";

export function probeScript(): string {
  const shipped = joinLuaLines(compactLua(compileLuaCached(PROBE_ENTRY).lua)).lua;
  return [
    "local probe = (function(...)",
    shipped,
    "end)()",
    "for _, f in ipairs(probe.moonSharpFindings()) do print(f.check .. ': ' .. f.text) end",
    `print("${AFTER_THE_PROBES}")`,
  ].join("\n");
}
