/**
 * The Lua tier for the BUILT save: every script of build output parses as Lua 5.2, loads in a
 * TTS-like sandbox (no io/debug/require/load/utf8, bit32 present) and answers its events.
 */
import { checkLua52 } from "../../tools/lib/luaGate";
import { builtSave } from "../support/builtSave";
import { TtsFake } from "../support/ttsFake";

const built = builtSave();
const scripted = built.allObjects().filter((o) => (o.LuaScript ?? "") !== "");

test("every LuaScript in the save, Global's included, parses as Lua 5.2", () => {
  expect(scripted.length).toBeGreaterThan(0);
  expect(checkLua52(built.save.LuaScript)).toBeUndefined();
  for (const o of scripted) expect({ object: o.Nickname, error: checkLua52(o.LuaScript!) }).toEqual({ object: o.Nickname, error: undefined });
});

test("the sandbox matches TTS: no io, debug, require, load, utf8; bit32 present", () => {
  const fake = new TtsFake();
  expect(fake.vm.run("return { type(io), type(debug), type(require), type(load), type(utf8), type(bit32), type(loadstring), type(dofile) }")).toEqual([
    "nil", "nil", "nil", "nil", "nil", "table", "nil", "nil",
  ]);
});

describe("Global", () => {
  const load = () => new TtsFake().load(built.save.LuaScript, "=Global");

  test("onLoad on a new table, then onSave gives a versioned JSON state", () => {
    const fake = load();
    fake.call("onLoad", "");
    const saved = fake.call("onSave") as string;
    const decoded = JSON.parse(saved);
    expect(decoded).toMatchObject({ format: "arcs-tts", version: 1, state: { loads: 1 } });
    expect(fake.messages).toEqual([]);
  });

  test("the saved state round-trips through a new load (save/load keeps the table)", () => {
    const first = load();
    first.call("onLoad", "");
    const saved = first.call("onSave") as string;
    const second = load();
    second.call("onLoad", saved);
    expect(JSON.parse(second.call("onSave") as string).state.loads).toBe(2);
  });

  test.each([
    ["not JSON", "{oops", /not valid JSON/],
    ["another mod's state", JSON.stringify({ hello: 1 }), /not an Arcs table state/],
    ["a newer version", JSON.stringify({ format: "arcs-tts", version: 99, state: {} }), /version 99, newer than this mod's version 1/],
    ["a broken state", JSON.stringify({ format: "arcs-tts", version: 1, state: { loads: "x" } }), /no valid load counter/],
  ])("an unreadable saved state (%s) is reported to all and the table stays usable", (_name, saved, reason) => {
    const fake = load();
    fake.call("onLoad", saved);
    expect(fake.messages).toHaveLength(1);
    expect(fake.messages[0].kind).toBe("broadcastToAll");
    expect(fake.messages[0].text).toMatch(reason);
    expect(JSON.parse(fake.call("onSave") as string).state.loads).toBe(1);
  });
});

describe("the welcome note", () => {
  const note = built.allObjects().find((o) => (o.Tags ?? []).includes("welcome"))!;

  test("creates its button on load and answers only the player who clicked", () => {
    const fake = new TtsFake({ guid: note.GUID, name: note.Name, nickname: note.Nickname }).load(note.LuaScript!, "=welcome");
    fake.call("onLoad", "");
    expect(fake.buttons.map((b) => b.click_function)).toEqual(["showHelp"]);
    fake.call("showHelp", {}, "Red");
    expect(fake.messages).toHaveLength(1);
    expect(fake.messages[0]).toMatchObject({ kind: "printToColor", to: "Red" });
    expect(fake.messagesTo("Blue")).toEqual([]);
  });

  test("a spectator is asked to take a seat", () => {
    const fake = new TtsFake({ guid: note.GUID, name: note.Name }).load(note.LuaScript!, "=welcome");
    fake.call("onLoad", "");
    fake.call("showHelp", {}, "Grey");
    expect(fake.messages[0]).toMatchObject({ to: "Grey", text: "Take a seat to play Arcs." });
  });
});
