/**
 * Two TTS behaviours the fake models on their documented (or strict) side (docs/tts-behaviour.md):
 * `putObject` into a deck (api Object putObject: "the card goes into the end of the deck which is
 * closest to it in Y elevation"; optional `index`), and TTS's `JSON.encode/decode`, which refuses
 * whatever would not come back the same (tools/ttsFake/strictJson.ts).
 */
import { PROXY_PRELUDE, TtsTable, SaveFile } from "../../tools/ttsFake/table";
import { STRICT_JSON_LUA } from "../../tools/ttsFake/strictJson";
import { checkLua52 } from "../../tools/lib/luaGate";
import { ObjectData } from "../../tools/ttsFake/world";

const t = (x: number, y = 1) => ({ posX: x, posY: y, posZ: 0, rotX: 0, rotY: 180, rotZ: 180, scaleX: 1, scaleY: 1, scaleZ: 1 });
const card = (guid: string, name: string, x = 0, y = 1): ObjectData => ({ GUID: guid, Name: "CardCustom", Nickname: name, Tags: ["deck"], CardID: 100, Transform: t(x, y) });
const save = (lua: string, objects: ObjectData[]): SaveFile => ({ SaveName: "Fake", LuaScript: lua, LuaScriptState: "", XmlUI: "", ObjectStates: objects });

describe("putObject into a deck", () => {
  const lua = `
    function deck() return getObjectsWithTag("deck")[1] end
    function names() local out = {}; for _, c in ipairs(deck().getObjects()) do table.insert(out, c.name) end; return out end
    function putAt(guid, y, index)
      local c = getObjectFromGUID(guid)
      local p = deck().getPosition()
      c.setPosition({ x = p.x, y = y, z = p.z })
      if index == nil then deck().putObject(c) else deck().putObject(c, index) end
      return names()
    end`;
  const table = () =>
    new TtsTable(
      save(lua, [
        { GUID: "dec000", Name: "DeckCustom", Tags: ["deck"], Transform: t(0, 1.2), ContainedObjects: [card("c00001", "Top"), card("c00002", "Bottom")] },
        card("c00003", "New", 5),
      ]),
    );

  test("a card hovering above the deck goes on top (index 0 is the top, as takeObject's)", () => {
    expect(table().callScript("-1", "putAt", "c00003", 3)).toEqual(["New", "Top", "Bottom"]);
  });

  test("a card resting on the table, lower than the deck, goes to the bottom", () => {
    expect(table().callScript("-1", "putAt", "c00003", 1)).toEqual(["Top", "Bottom", "New"]);
  });

  test("an index puts it there whatever its height: after the last card is the bottom", () => {
    expect(table().callScript("-1", "putAt", "c00003", 3, 2)).toEqual(["Top", "Bottom", "New"]);
    expect(table().callScript("-1", "putAt", "c00003", 1, 1)).toEqual(["Top", "New", "Bottom"]);
    expect(table().callScript("-1", "putAt", "c00003", 1, 0)).toEqual(["New", "Top", "Bottom"]);
  });
});

describe("JSON.encode / JSON.decode (the strict side)", () => {
  const lua = `
    function roundTrip(v) return JSON.decode(JSON.encode(v)) end
    function encode(v) return JSON.encode(v) end
    function tryEncode(code)
      local ok, err = pcall(function() return JSON.encode(code()) end)
      return ok and "ok" or err
    end
    sparse = function() local t = { "a", "b", "c" }; t[2] = nil; return { list = t } end
    mixed = function() local t = { "a", "b" }; t.name = "x"; return t end
    fraction = function() return { half = 3 / 2 } end
    infinite = function() return { n = 1 / 0 } end
    fn = function() return { f = function() end } end
    object = function() return { o = getObjectsWithTag("deck")[1] } end
    function decodedTypes()
      local d = JSON.decode(JSON.encode({ n = 3, list = { 1, 2 }, empty = {} }))
      return { n = tostring(d.n), first = tostring(d.list[1]), emptyIsTable = type(d.empty) == "table" and next(d.empty) == nil }
    end
    function bytes(s) return #s end
    function nonAscii() local s = "Pâle — 龍 🐉"; local back = JSON.decode(JSON.encode({ s = s })).s; return { same = back == s, text = JSON.encode(s) } end`;
  const table = new TtsTable(save(lua, [{ GUID: "dec000", Name: "DeckCustom", Tags: ["deck"], Transform: t(0), ContainedObjects: [card("c00001", "A")] }]));

  test("lists, records, whole numbers and nested empty tables come back the same", () => {
    const v = { version: 1, list: [1, 2, 3], nested: { empty: {}, words: ["a", "b"] }, flag: false, big: 9007199254740991, negative: -4 };
    expect(table.callScript("-1", "roundTrip", v)).toEqual({ ...v, nested: { empty: [], words: ["a", "b"] } });
  });

  test("decoded numbers print as whole numbers; an empty table stays a table", () => {
    expect(table.callScript("-1", "decodedTypes")).toEqual({ n: "3", first: "1", emptyIsTable: true });
  });

  test("text beyond ASCII is written as \\u escapes (UTF-16 units) and comes back the same", () => {
    const r = table.callScript("-1", "nonAscii") as { same: boolean; text: string };
    expect(r.same).toBe(true);
    expect(r.text).toBe('"P\\u00e2le \\u2014 \\u9f8d \\ud83d\\udc09"');
    expect(JSON.parse(r.text)).toBe("Pâle — 龍 🐉");
  });

  test.each([
    ["sparse", /a list with holes \(2 entries, last index 3\) at \$\.list/],
    ["mixed", /both list entries and named fields at \$/],
    ["fraction", /a number that is not whole \(1\.5\) at \$\.half/],
    ["infinite", /not finite at \$\.n/],
    ["fn", /a value of type function at \$\.f/],
    ["object", /a TTS object .* at \$\.o/],
  ])("refuses what would not come back the same: %s", (name, reason) => {
    const lua = new TtsTable(save(`${table.scripts.get("-1")!.code}\nfunction run() return tryEncode(${name}) end`, [
      { GUID: "dec000", Name: "DeckCustom", Tags: ["deck"], Transform: t(0), ContainedObjects: [card("c00001", "A")] },
    ]));
    expect(lua.callScript("-1", "run")).toMatch(reason);
  });

  test("escapes are written wherever a string is (list entry, field, key); an error's path runs through lists and records", () => {
    // The encoder writes a plain string without looking at each character: these hold the ones it must escape.
    const lua = new TtsTable(save(
      `function run()
        local text = JSON.encode({ ['k"q'] = { 'a"b', "c\\\\d", "e\\tf", "plain", "é" }, ["k\\1"] = "x", z = { "", 'y"' } })
        local ok, err = pcall(JSON.encode, { deep = { { x = { 1, 2.5 } }, "a" } })
        return { text = text, err = err }
      end`, []));
    const r = lua.callScript("-1", "run") as { text: string; err: string };
    expect(r.text).toBe('{"k\\u0001":"x","k\\"q":["a\\"b","c\\\\d","e\\u0009f","plain","\\u00e9"],"z":["","y\\""]}');
    expect(JSON.parse(r.text)).toEqual({ "k\u0001": "x", 'k"q': ['a"b', "c\\d", "e\tf", "plain", "é"], z: ["", 'y"'] });
    expect(r.err).toBe("JSON.encode: a number that is not whole (2.5) at $.deep[1].x[2]");
  });

  test("decoding text that is not JSON raises (the strict side of an undocumented case)", () => {
    const lua = new TtsTable(save(`function run() return pcall(JSON.decode, "not json") end`, []));
    expect(lua.callScript("-1", "run")).toBe(false);
  });
});

test("the fake's own Lua (proxies, strict JSON) is Lua 5.2: it runs in MoonSharp too, in the external-runner tier", () => {
  expect(checkLua52(PROXY_PRELUDE)).toBeUndefined();
  expect(checkLua52(STRICT_JSON_LUA)).toBeUndefined();
});
