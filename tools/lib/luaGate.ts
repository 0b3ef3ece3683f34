/** The Lua 5.2 gate: every emitted Lua file must parse as Lua 5.2 (TTS's MoonSharp rejects 5.3 syntax). */
import * as luaparse from "luaparse";

export interface LuaSyntaxError {
  line: number;
  column: number;
  message: string;
}

export function checkLua52(code: string): LuaSyntaxError | undefined {
  try {
    luaparse.parse(code, { luaVersion: "5.2", comments: false, locations: false, scope: false });
    return undefined;
  } catch (e) {
    const err = e as { line?: number; column?: number; message?: string };
    return { line: err.line ?? 0, column: err.column ?? 0, message: String(err.message ?? e) };
  }
}
