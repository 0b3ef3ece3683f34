/**
 * Which Lua VM the TTS fake and the parity tests run the scripts in: fengari in-process (the default,
 * what `npm test` uses), or the external runner of ARCS_LUA_RUNNER when ARCS_SCRIPT_VM=moonsharp
 * (the MoonSharp tier, docs/moonsharp.md).
 */
import { LuaVm, ScriptVm } from "../lib/luaVm";
import { RunnerVm } from "./runnerVm";

export function scriptVmKind(env: NodeJS.ProcessEnv = process.env): "fengari" | "moonsharp" {
  return env.ARCS_SCRIPT_VM === "moonsharp" ? "moonsharp" : "fengari";
}

export function newScriptVm(): ScriptVm {
  return scriptVmKind() === "moonsharp" ? new RunnerVm() : new LuaVm();
}
