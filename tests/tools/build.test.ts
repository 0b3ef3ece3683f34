import * as fs from "node:fs";
import * as path from "node:path";
import { buildSave } from "../../tools/lib/build";
import { BuildError } from "../../tools/lib/objects";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { checkLua52 } from "../../tools/lib/luaGate";
import { globalUiXml } from "../../src/tts/lib/panelsXml";
import { findMoonSharpHazards } from "../../tools/lib/moonsharpGates";
import { Fixture, makeFixture, card, transform, NOTE, SHEET } from "../support/fixtureTable";

function build(f: Fixture) {
  return buildSave({ root: REPO_ROOT, objectsDir: f.objectsDir, outDir: f.outDir });
}

function problems(f: Fixture): string[] {
  try {
    build(f);
  } catch (e) {
    if (e instanceof BuildError) return e.problems;
    throw e;
  }
  throw new Error("the build was expected to refuse");
}

function readSave(savePath: string) {
  return JSON.parse(fs.readFileSync(savePath, "utf8"));
}

describe("objects/ -> save: one build of the fixture, read by each test", () => {
  let f: Fixture;
  let report: ReturnType<typeof build>;
  beforeAll(() => {
    f = makeFixture();
    report = build(f);
  });
  afterAll(() => fs.rmSync(f.dir, { recursive: true, force: true }));

  test("assembles the top level, the objects and each container's contents in $contents order", () => {
    expect(path.basename(report.savePath)).toBe("Fixture.json");
    const save = readSave(report.savePath);
    expect(save.SaveName).toBe("Fixture");
    expect(save.ObjectStates.map((o: { GUID: string }) => o.GUID)).toEqual(["d00001", "a7c01e"]);
    const deck = save.ObjectStates[0];
    expect(deck.ContainedObjects.map((c: { Nickname: string }) => c.Nickname)).toEqual(["Two", "One", "Three"]);
    expect(deck.DeckIDs).toEqual([101, 100, 102]);
    expect(report.objectCount).toBe(5);
  });

  test("scripts are compiled from their entries, injected, and build-only fields are stripped", () => {
    const save = readSave(report.savePath);
    const note = save.ObjectStates[1];
    expect(note.LuaScript).toContain("createButton");
    expect(note.$script).toBeUndefined();
    expect(save.$script).toBeUndefined();
    expect(save.LuaScript).toContain("onSave");
    expect(save.ObjectStates[0].$contents).toBeUndefined();
    expect(report.scripts.map((s) => s.entry)).toEqual(["src/tts/global/main.ts", "src/tts/objects/welcomeNote.ts"]);
    // one bundle per entry: the note's script does not carry Global's code
    expect(note.LuaScript).not.toContain("onSave");
    for (const s of report.scripts) expect(fs.existsSync(path.join(f.outDir, "lua", path.basename(s.luaFile)))).toBe(true);
  });

  test("every emitted Lua file passes the Lua 5.2 gate", () => {
    for (const s of report.scripts) {
      expect(checkLua52(fs.readFileSync(path.join(f.outDir, "lua", path.basename(s.luaFile)), "utf8"))).toBeUndefined();
    }
  });
});

describe("objects/ -> save: builds of a changed fixture", () => {
  let f: Fixture;
  beforeEach(() => (f = makeFixture()));
  afterEach(() => fs.rmSync(f.dir, { recursive: true, force: true }));

  test("a script shared by two objects is compiled once and injected into both", () => {
    f.write("Second Note.b7c01e.json", { ...NOTE, GUID: "b7c01e", Nickname: "Second Note" });
    const report = build(f);
    const save = readSave(report.savePath);
    const scripts = save.ObjectStates.filter((o: { Name: string }) => o.Name === "Notecard").map((o: { LuaScript: string }) => o.LuaScript);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toBe(scripts[1]);
    expect(report.scripts.find((s) => s.entry.endsWith("welcomeNote.ts"))!.usedBy).toHaveLength(2);
  });

  test("an object's $memo names a text the build writes into its Memo (Global's panels: src/tts/lib/panelsXml.ts), and is stripped", () => {
    f.write("Welcome.a7c01e.json", { ...NOTE, $memo: "global-ui" });
    const note = readSave(build(f).savePath).ObjectStates.find((o: { GUID: string }) => o.GUID === "a7c01e");
    expect(note.Memo).toBe(globalUiXml());
    expect(note.Memo).toContain('<Panel id="turnBar"');
    expect(note.$memo).toBeUndefined();
  });

  test("building twice gives byte-identical output (the second without the shipped-form cache: checked and compacted afresh)", () => {
    const first = fs.readFileSync(build(f).savePath);
    const cache = process.env.ARCS_SHIPPED_CACHE;
    delete process.env.ARCS_SHIPPED_CACHE;
    try {
      const second = fs.readFileSync(build(f).savePath);
      expect(first.equals(second)).toBe(true);
    } finally {
      process.env.ARCS_SHIPPED_CACHE = cache;
    }
  });
});

describe("the build refuses bad object files, naming file and field", () => {
  let f: Fixture;
  beforeEach(() => (f = makeFixture()));
  afterEach(() => fs.rmSync(f.dir, { recursive: true, force: true }));

  test("malformed GUID", () => {
    f.remove("Welcome.a7c01e.json");
    f.write("Welcome.A7C01E.json", { ...NOTE, GUID: "A7C01E" });
    expect(problems(f)).toContainEqual(expect.stringMatching(/Welcome\.A7C01E\.json: field GUID: "A7C01E" is not 6 lowercase hex digits/));
  });

  test("duplicate GUID at top level", () => {
    f.write("Copy.a7c01e.json", { ...NOTE, Nickname: "Copy" });
    expect(problems(f)).toContainEqual(expect.stringMatching(/Welcome\.a7c01e\.json: field GUID: a7c01e is also used by .*Copy\.a7c01e\.json/));
  });

  test("file name not matching Nickname.GUID", () => {
    f.remove("Welcome.a7c01e.json");
    f.write("Hello.a7c01e.json", NOTE);
    expect(problems(f)).toContainEqual(expect.stringMatching(/Hello\.a7c01e\.json: file name must be "Welcome\.a7c01e\.json"/));
  });

  test("missing required fields", () => {
    const { Transform: _t, Name: _n, ...rest } = NOTE;
    f.write("Welcome.a7c01e.json", { ...rest, Transform: { ...transform(), posY: "high" } });
    const p = problems(f);
    expect(p).toContainEqual(expect.stringMatching(/Welcome\.a7c01e\.json: field Name: missing/));
    expect(p).toContainEqual(expect.stringMatching(/Welcome\.a7c01e\.json: field Transform\.posY: missing or not a number/));
  });

  test("invalid JSON names the file", () => {
    f.writeText("Welcome.a7c01e.json", '{ "GUID": "a7c01e", ');
    expect(problems(f)).toContainEqual(expect.stringMatching(/Welcome\.a7c01e\.json: invalid JSON/));
  });

  test("a script entry that does not exist", () => {
    f.write("Welcome.a7c01e.json", { ...NOTE, $script: "src/tts/objects/nope.ts" });
    expect(problems(f)).toContainEqual(expect.stringMatching(/Welcome\.a7c01e\.json: field \$script: src\/tts\/objects\/nope\.ts does not exist/));
  });

  test("a $memo naming no text the build writes, or beside a Memo of its own", () => {
    f.write("Welcome.a7c01e.json", { ...NOTE, $memo: "the-ui" });
    expect(problems(f)).toContainEqual(expect.stringMatching(/Welcome\.a7c01e\.json: field \$memo: must name a text the build writes \(global-ui, global-ui-check\)/));
    f.write("Welcome.a7c01e.json", { ...NOTE, $memo: "global-ui", Memo: "<Panel/>" });
    expect(problems(f)).toContainEqual(expect.stringMatching(/Welcome\.a7c01e\.json: field Memo: the build writes it from "\$memo"/));
  });

  test("a script pasted into an object file", () => {
    f.write("Welcome.a7c01e.json", { ...NOTE, LuaScript: "print('hi')" });
    expect(problems(f)).toContainEqual(expect.stringMatching(/field LuaScript: scripts are not pasted/));
  });

  test("a script that does not compile names the object and the TypeScript error", () => {
    const bad = path.join(REPO_ROOT, "build", "fixture-bad-script.ts");
    fs.mkdirSync(path.dirname(bad), { recursive: true });
    fs.writeFileSync(bad, "const x: number = 'not a number';\nexport {};\n");
    try {
      f.write("Welcome.a7c01e.json", { ...NOTE, $script: "build/fixture-bad-script.ts" });
      expect(problems(f)).toContainEqual(expect.stringMatching(/Welcome\.a7c01e\.json: field \$script: TypeScript-to-Lua failed .*fixture-bad-script\.ts:1/s));
    } finally {
      fs.rmSync(bad);
    }
  });

  test("a script whose TypeScript has MoonSharp's label and unset-local shapes ships without them (docs/moonsharp.md)", () => {
    const shapes = path.join(REPO_ROOT, "build", "fixture-label-script.ts");
    fs.mkdirSync(path.dirname(shapes), { recursive: true });
    fs.writeFileSync(
      shapes,
      "export function countOdd(xs: number[]): number {\n  let n = 0;\n  for (let i = 0; i < xs.length; i++) {\n" +
        "    const x = xs[i];\n    if (x % 2 === 0) continue;\n    n++;\n  }\n  for (const x of xs) {\n    let seen: number | undefined;\n" +
        "    if (x > 1) seen = x;\n    if (seen === undefined) n++;\n  }\n  return n;\n}\ncountOdd([1, 2, 3]);\n",
    );
    try {
      f.write("Welcome.a7c01e.json", { ...NOTE, $script: "build/fixture-label-script.ts" });
      const report = build(f);
      const file = path.basename(report.scripts.find((s) => s.entry === "build/fixture-label-script.ts")!.luaFile);
      const shipped = fs.readFileSync(path.join(f.outDir, "lua", file), "utf8");
      const readable = fs.readFileSync(path.join(f.outDir, "lua", "readable", file), "utf8");
      expect(report.scripts.map((s) => s.entry)).toContain("build/fixture-label-script.ts");
      expect(readable).toContain("local ____moonsharpLabel = nil");
      expect(readable).toMatch(/local seen = nil/);
      expect(findMoonSharpHazards(shipped)).toEqual([]);
      // Shipped with its lines joined: the positions file gives each readable line back (luaJoin.test.ts).
      const { positions } = JSON.parse(fs.readFileSync(path.join(f.outDir, "lua", "positions", file.replace(/\.lua$/, ".json")), "utf8")) as { positions: number[][] };
      expect(shipped.split("\n").length).toBeLessThan(readable.split("\n").length);
      expect(positions.length).toBe(shipped.replace(/\n$/, "").split("\n").length);
      expect(positions[0][0]).toBe(1);
    } finally {
      fs.rmSync(shapes);
    }
  });

  test("DeckIDs that do not equal the cards' CardIDs", () => {
    f.write("Action Deck.d00001.json", { GUID: "d00001", Name: "DeckCustom", Nickname: "Action Deck", Transform: transform(5), CustomDeck: SHEET, DeckIDs: [100, 101, 102], $contents: ["Two.c00002", "One.c00001", "Three.c00003"] });
    expect(problems(f)).toContainEqual(expect.stringMatching(/Action Deck\.d00001\.json: field DeckIDs: \[100,101,102\] does not equal the cards' CardIDs \[101,100,102\]/));
  });

  test("a CardID outside its sheet, or on a sheet the deck does not have", () => {
    f.write("Action Deck.d00001/Two.c00002.json", card("c00002", "Two", 170));
    f.write("Action Deck.d00001/Three.c00003.json", card("c00003", "Three", 502));
    const p = problems(f);
    expect(p).toContainEqual(expect.stringMatching(/Two\.c00002\.json: field CardID: 170: index 70 is outside the 10x7 sheet 1/));
    expect(p).toContainEqual(expect.stringMatching(/Three\.c00003\.json: field CardID: 502 refers to sheet 5, which is not in CustomDeck/));
  });

  test("a sheet larger than 10x7", () => {
    f.write("Action Deck.d00001.json", { GUID: "d00001", Name: "DeckCustom", Nickname: "Action Deck", Transform: transform(5), CustomDeck: { "1": { ...SHEET["1"], NumWidth: 11 } } });
    expect(problems(f)).toContainEqual(expect.stringMatching(/field CustomDeck\.1\.NumWidth: must be 1\.\.10/));
  });

  test("$contents naming a file that is not there", () => {
    f.write("Action Deck.d00001.json", { GUID: "d00001", Name: "DeckCustom", Nickname: "Action Deck", Transform: transform(5), CustomDeck: SHEET, $contents: ["Two.c00002", "One.c00001"] });
    expect(problems(f)).toContainEqual(expect.stringMatching(/Action Deck\.d00001\.json: field \$contents does not list Three\.c00003/));
  });

  test("the top level file is required and may not carry objects", () => {
    f.write("_save.json", { SaveName: "Fixture", ObjectStates: [] });
    expect(problems(f)).toContainEqual(expect.stringMatching(/_save\.json: field ObjectStates: objects live in their own files/));
    f.remove("_save.json");
    expect(problems(f)).toContainEqual(expect.stringMatching(/_save\.json: missing/));
  });

  test("a failing extra validator (e.g. game data) refuses the build with its message", () => {
    expect(() =>
      buildSave({ root: REPO_ROOT, objectsDir: f.objectsDir, outDir: f.outDir, validators: [() => ["src/core/data/court.ts: BC07 field raidCost: -1"]] }),
    ).toThrow(/BC07 field raidCost/);
    expect(fs.existsSync(path.join(f.outDir, "Fixture.json"))).toBe(false);
  });
});

describe("the Lua 5.2 gate", () => {
  test.each([
    ["floor division", "local a = 7 // 2"],
    ["bitwise and", "local a = 7 & 2"],
    ["shift", "local a = 1 << 3"],
    ["unbalanced", "if true then"],
  ])("rejects %s", (_name, code) => {
    expect(checkLua52(code)).toBeDefined();
  });

  test("accepts goto and bit32 (what TSTL's 5.2 target emits)", () => {
    expect(checkLua52("for i = 1, 3 do if i == 2 then goto continue end ::continue:: end local b = bit32.band(7, 2)")).toBeUndefined();
  });
});
