/**
 * The Lua tier for the BUILT save: every script of build output parses as Lua 5.2, loads in a
 * TTS-like sandbox (no io/debug/require/load/utf8, bit32 present) and answers its events.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { checkLua52 } from "../../tools/lib/luaGate";
import { bundleModuleNames } from "../../tools/lib/luaCompactImports";
import { findMoonSharpHazards } from "../../tools/lib/moonsharpGates";
import { builtSave } from "../support/builtSave";
import { LuaVm } from "../../tools/lib/luaVm";
import { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { parseTtsJson } from "../../tools/lib/ttsJson";

const built = builtSave();
const scripted = built.allObjects().filter((o) => (o.LuaScript ?? "") !== "");

test("every LuaScript in the save, Global's included, parses as Lua 5.2", () => {
  expect(scripted.length).toBeGreaterThan(0);
  expect(checkLua52(built.save.LuaScript)).toBeUndefined();
  for (const o of scripted) expect({ object: o.Nickname, error: checkLua52(o.LuaScript!) }).toEqual({ object: o.Nickname, error: undefined });
});

test("no LuaScript has a shape MoonSharp runs wrongly (labels, locals without a value, function fields in loops; tts-notes.md)", () => {
  // Global's modules are numbered in the compact form: the gates read their names from the readable
  // bundle (the self-check's probe module is exempt by name, tools/lib/moonsharpSafe.ts).
  // So are an object's (the self-check kit ships the probes too): each script's names from its own
  // readable bundle, the one whose shipped form it is.
  const lua = path.join(built.outDir, "lua");
  const namesOf = (script: string): string[] => {
    const file = fs.readdirSync(lua).find((f) => f.endsWith(".lua") && fs.readFileSync(path.join(lua, f), "utf8") === script);
    return file === undefined ? [] : bundleModuleNames(fs.readFileSync(path.join(lua, "readable", file), "utf8"));
  };
  const names = namesOf(built.save.LuaScript);
  expect(names.length).toBeGreaterThan(100);
  expect(findMoonSharpHazards(built.save.LuaScript, names)).toEqual([]);
  const kit = scripted.find((o) => (o.Tags ?? []).includes("self-check-kit"))!;
  expect(namesOf(kit.LuaScript!)).toContain("src.tts.selfcheck.moonsharpProbes");
  for (const o of scripted) expect({ object: o.Nickname, hazards: findMoonSharpHazards(o.LuaScript!, namesOf(o.LuaScript!)) }).toEqual({ object: o.Nickname, hazards: [] });
});

test("the sandbox matches TTS: no io, debug, require, load, utf8; bit32 present", () => {
  const vm = new LuaVm();
  expect(vm.run("return { type(io), type(debug), type(require), type(load), type(utf8), type(bit32), type(loadstring), type(dofile) }")).toEqual([
    "nil", "nil", "nil", "nil", "nil", "table", "nil", "nil",
  ]);
});

describe("Global", () => {
  const saveWith = (state: string): SaveFile => ({ ...(built.save as unknown as SaveFile), LuaScriptState: state });
  const stateOf = (table: TtsTable) => parseTtsJson(table.save().LuaScriptState!) as any;

  test("onLoad on a new table, then onSave gives a versioned JSON state", () => {
    const table = new TtsTable(saveWith(""));
    expect(stateOf(table)).toMatchObject({ format: "arcs-tts", version: 3, state: { loads: 1, log: { version: 1, commands: [] } } });
    expect(table.messages).toEqual([]);
  });

  test("the saved state round-trips through a new load (save/load keeps the table)", () => {
    const first = new TtsTable(saveWith(""));
    const second = new TtsTable(first.save());
    expect(stateOf(second).state.loads).toBe(2);
  });

  test("a state saved by the previous version (1) is upgraded", () => {
    const table = new TtsTable(saveWith(JSON.stringify({ format: "arcs-tts", version: 1, state: { loads: 4 } })));
    expect(stateOf(table).state).toMatchObject({ loads: 5, log: { version: 1, commands: [] } });
    expect(table.messages).toEqual([]);
  });

  test("a damaged load counter restarts at 0 instead of costing the game", () => {
    const table = new TtsTable(saveWith(JSON.stringify({ format: "arcs-tts", version: 2, state: { loads: "x", log: { version: 1, commands: [] } } })));
    expect(stateOf(table).state.loads).toBe(1);
    expect(table.messages).toEqual([]);
  });

  test.each([
    ["not JSON", "{oops", /not valid JSON/],
    ["another mod's state", JSON.stringify({ hello: 1 }), /not an Arcs table state/],
    ["a newer version", JSON.stringify({ format: "arcs-tts", version: 99, state: {} }), /version 99, newer than this mod's version 3/],
    ["a state without a log", JSON.stringify({ format: "arcs-tts", version: 2, state: { loads: 2 } }), /no valid game log/],
  ])("an unreadable saved state (%s) is kept unchanged; the host alone reads why; the table stays usable", (_name, saved, reason) => {
    const table = new TtsTable(saveWith(saved), { seats: [{ color: "Red", host: true }, { color: "Blue" }] });
    table.settle();
    expect(table.save().LuaScriptState).toBe(saved);
    const toAll = table.messages.filter((m) => m.kind === "broadcastToAll").map((m) => m.text);
    expect(toAll).toEqual([expect.stringMatching(/could not be restored; saves keep it until/)]);
    expect(table.messagesTo("Red").filter((m) => m.to === "Red").map((m) => m.text).join("\n")).toMatch(reason);
    expect(table.messagesTo("Blue").filter((m) => m.to === "Blue")).toEqual([]);
    expect(table.ui().getAttribute("arcsRestoreProblem", "active")).toBe("true");
  });
});

describe("the welcome note", () => {
  const noteGuid = built.allObjects().find((o) => (o.Tags ?? []).includes("welcome"))!.GUID;
  const load = () => new TtsTable(built.save as unknown as SaveFile, { seats: [{ color: "Red" }, { color: "Blue" }] });

  test("creates its button on load and answers only the player who clicked", () => {
    const table = load();
    const note = table.object(noteGuid);
    expect(note.buttons.map((b) => b.click_function)).toEqual(["showHelp"]);
    table.clickButton("Red", note, "How to start");
    expect(table.messages).toHaveLength(1);
    expect(table.messages[0]).toMatchObject({ kind: "printToColor", to: "Red" });
    expect(table.messagesTo("Blue")).toEqual([]);
  });

  test("a spectator is asked to take a seat", () => {
    const table = load();
    table.clickButton("Grey", table.object(noteGuid), "How to start");
    expect(table.messages[0]).toMatchObject({ to: "Grey", text: "Take a seat to play Arcs." });
  });
});
