/**
 * Reading, in Node, JSON that TTS's `JSON.encode` wrote (a saved script state, an exported log, a
 * campaign record). Lua has one kind of table, so an empty list and an empty record are the same
 * table, and what TTS writes for it (`[]` or `{}`) is not documented (docs/tts-behaviour.md "JSON
 * round trip"; the fake writes `{}`, tools/ttsFake/strictJson.ts). Read either as `[]`: the same rule
 * as every Lua value crossing into JS (tools/lib/luaVm.ts, `normalise`), and the core's validators
 * take an empty list for an empty record.
 */
export function parseTtsJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) =>
    value !== null && typeof value === "object" && !Array.isArray(value) && Object.keys(value as object).length === 0 ? [] : value,
  );
}
