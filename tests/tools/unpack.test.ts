import * as fs from "node:fs";
import * as path from "node:path";
import { buildSave } from "../../tools/lib/build";
import { readTable, JsonObject } from "../../tools/lib/objects";
import { unpackSave } from "../../tools/lib/unpack";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { Fixture, NOTE, makeFixture, transform } from "../support/fixtureTable";
import { builtSaveOf, recordBuiltSave } from "../../tools/lib/buildHistory";

/** Every file's bytes under `dir`, by relative path. */
function bytes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const n of fs.readdirSync(d).sort()) {
      const p = path.join(d, n);
      if (fs.statSync(p).isDirectory()) walk(p);
      else out[path.relative(dir, p).split(path.sep).join("/")] = fs.readFileSync(p, "utf8");
    }
  };
  walk(dir);
  return out;
}

function tree(dir: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const walk = (d: string) => {
    for (const n of fs.readdirSync(d).sort()) {
      const p = path.join(d, n);
      if (fs.statSync(p).isDirectory()) walk(p);
      else out[path.relative(dir, p).split(path.sep).join("/")] = JSON.parse(fs.readFileSync(p, "utf8"));
    }
  };
  walk(dir);
  return out;
}

describe("npm run unpack: a TTS save back into objects/", () => {
  let f: Fixture;
  let built: JsonObject;
  let savePath: string;
  const out = () => path.join(f.dir, "unpacked");
  beforeEach(() => {
    // Which script Global has plays no part in unpacking (a build is found by it, any will do): the
    // welcome note's small one spares each build Global's 2 MB bundle.
    f = makeFixture({ globalScript: NOTE.$script });
    savePath = buildSave({ root: REPO_ROOT, objectsDir: f.objectsDir, outDir: f.outDir }).savePath;
    built = JSON.parse(fs.readFileSync(savePath, "utf8"));
  });
  afterEach(() => fs.rmSync(f.dir, { recursive: true, force: true }));
  const unpack = (saved: JsonObject, base?: JsonObject) => unpackSave(readTable(REPO_ROOT, f.objectsDir), built, saved, out(), { root: REPO_ROOT, base });

  test("unpacking the built save gives back the same objects/ files, and building those gives the same save", () => {
    const r = unpack(built);
    expect(r.conflicts).toEqual([]);
    expect(tree(out())).toEqual(tree(f.objectsDir));
    const again = buildSave({ root: REPO_ROOT, objectsDir: out(), outDir: path.join(f.dir, "out2") });
    expect(fs.readFileSync(again.savePath, "utf8")).toBe(fs.readFileSync(savePath, "utf8"));
  });

  test("a piece moved in TTS keeps its new place; a field TTS added is kept; the script stays a $script reference", () => {
    const saved = JSON.parse(JSON.stringify(built));
    const note = saved.ObjectStates.find((o: { GUID: string }) => o.GUID === "a7c01e");
    note.Transform.posX = 12.5;
    note.HideWhenFaceDown = false;
    const r = unpack(saved);
    expect(r.conflicts).toEqual([]);
    const file = JSON.parse(fs.readFileSync(path.join(out(), "Welcome.a7c01e.json"), "utf8"));
    expect(file.Transform.posX).toBe(12.5);
    expect(file.HideWhenFaceDown).toBe(false);
    expect(file.$script).toBe("src/tts/objects/welcomeNote.ts");
    expect(file.LuaScript).toBeUndefined();
  });

  test("a script edited in TTS is reported, not silently lost or kept; a new object gets its own file", () => {
    const saved = JSON.parse(JSON.stringify(built));
    saved.ObjectStates.find((o: { GUID: string }) => o.GUID === "a7c01e").LuaScript = "print('edited in TTS')";
    saved.ObjectStates.push({ GUID: "abc123", Name: "Notecard", Nickname: "New note", Transform: { posX: 1 } });
    const r = unpack(saved);
    expect(r.conflicts).toEqual([expect.stringMatching(/Welcome\.a7c01e\.json: field LuaScript was changed in TTS, but the build makes it/)]);
    expect(JSON.parse(fs.readFileSync(path.join(out(), "New note.abc123.json"), "utf8"))).toMatchObject({ GUID: "abc123", Nickname: "New note" });
  });

  test("contents keep the save's order; an object deleted in TTS is reported", () => {
    const saved = JSON.parse(JSON.stringify(built));
    const deck = saved.ObjectStates.find((o: { GUID: string }) => o.GUID === "d00001");
    deck.ContainedObjects.reverse();
    saved.ObjectStates = saved.ObjectStates.filter((o: { GUID: string }) => o.GUID !== "a7c01e");
    const r = unpack(saved);
    expect(JSON.parse(fs.readFileSync(path.join(out(), "Action Deck.d00001.json"), "utf8")).$contents).toEqual(["Three.c00003", "One.c00001", "Two.c00002"]);
    expect(r.conflicts).toEqual([expect.stringMatching(/Welcome\.a7c01e\.json: not in the save/)]);
  });

  test("unpacking an unedited build rewrites no file: each keeps its own formatting byte for byte (issue 33 item 9)", () => {
    // Hand-formatted like objects/: one-line arrays, 1.0, no final newline on one file.
    f.writeText("Welcome.a7c01e.json", '{\n  "GUID": "a7c01e", "Name": "Notecard", "Nickname": "Welcome",\n  "Transform": {"posX": 0, "posY": 1.0, "posZ": 0, "rotX": 0, "rotY": 180, "rotZ": 0, "scaleX": 1.0, "scaleY": 1, "scaleZ": 1},\n  "Tags": ["welcome"],\n  "$script": "src/tts/objects/welcomeNote.ts"\n}\n');
    savePath = buildSave({ root: REPO_ROOT, objectsDir: f.objectsDir, outDir: f.outDir }).savePath;
    built = JSON.parse(fs.readFileSync(savePath, "utf8"));
    const r = unpack(built);
    expect(r).toMatchObject({ conflicts: [], sourceChanges: [], added: [] });
    expect(bytes(out())).toEqual(bytes(f.objectsDir));
  });

  describe("a save installed from an older build (issue 33 item 9)", () => {
    /** The save as first built (and recorded, as npm run build does), then the source changed. */
    function olderSave(): { base: JsonObject; saved: JsonObject } {
      const base = JSON.parse(JSON.stringify(built));
      recordBuiltSave(f.outDir, savePath);
      // Since then the source moved the deck, named the note differently and gained an object.
      f.write("Action Deck.d00001.json", { GUID: "d00001", Name: "DeckCustom", Nickname: "Action Deck", Transform: transform(7), CustomDeck: JSON.parse(fs.readFileSync(path.join(f.objectsDir, "Action Deck.d00001.json"), "utf8")).CustomDeck, $contents: ["Two.c00002", "One.c00001", "Three.c00003"] });
      f.write("Rulebook.b00001.json", { GUID: "b00001", Name: "Notecard", Nickname: "Rulebook", Transform: transform(9) });
      savePath = buildSave({ root: REPO_ROOT, objectsDir: f.objectsDir, outDir: path.join(f.dir, "out-now") }).savePath;
      built = JSON.parse(fs.readFileSync(savePath, "utf8"));
      return { base, saved: JSON.parse(JSON.stringify(base)) };
    }

    test("the recorded build is found again from the save, as TTS gives it back", () => {
      const { base, saved } = olderSave();
      expect(builtSaveOf(f.outDir, saved)).toEqual(base);
      expect(builtSaveOf(f.outDir, { ...saved, LuaScript: "-- edited in TTS" })).toBeUndefined();
    });

    test("what the source changed since is kept and listed as the source's, not as TTS conflicts; TTS's own edit is kept", () => {
      const { base, saved } = olderSave();
      const note = (saved.ObjectStates as JsonObject[]).find((o) => o.GUID === "a7c01e") as JsonObject & { Transform: { posX: number } };
      note.Transform.posX = 3.5; // moved in TTS
      (saved.ObjectStates as JsonObject[]).push({ GUID: "e00001", Name: "Notecard", Nickname: "Table note", Transform: transform(2) });
      const r = unpack(saved, base);
      expect(r.conflicts).toEqual([]);
      expect(r.sourceChanges).toEqual([
        expect.stringMatching(/Action Deck\.d00001\.json: changed in the source since this save was built \(the source's value is kept\): Transform/),
        expect.stringMatching(/Rulebook\.b00001\.json: added to the source since this save was built; kept/),
      ]);
      expect(r.added).toEqual([expect.stringMatching(/^Table note \(e00001\): added in TTS, written as Table note\.e00001\.json/)]);
      const read = (f2: string) => JSON.parse(fs.readFileSync(path.join(out(), f2), "utf8"));
      expect(read("Action Deck.d00001.json").Transform.posX).toBe(7);
      expect(read("Welcome.a7c01e.json").Transform.posX).toBe(3.5);
      expect(read("Rulebook.b00001.json").Nickname).toBe("Rulebook");
      // Without the save's build the same unpack cannot tell: the old place comes back, the new object is taken as deleted.
      const blind = unpack(saved);
      expect(blind.conflicts).toEqual([expect.stringMatching(/Rulebook\.b00001\.json: not in the save/)]);
      expect(read("Action Deck.d00001.json").Transform.posX).toBe(5);
    });

    test("a script the source changed since is the source's change, not 'changed in TTS'", () => {
      const { base, saved } = olderSave();
      // The save's own build had another Welcome script: the source's changed since.
      for (const save of [base, saved]) ((save.ObjectStates as JsonObject[]).find((o) => o.GUID === "a7c01e") as JsonObject).LuaScript = "print('the older build')";
      const r = unpack(saved, base);
      expect(r.conflicts).toEqual([]);
      expect(r.sourceChanges).toContainEqual(expect.stringMatching(/Welcome\.a7c01e\.json: changed in the source since this save was built .*: LuaScript/));
      expect(unpack(saved).conflicts).toContainEqual(expect.stringMatching(/Welcome\.a7c01e\.json: field LuaScript was changed in TTS/));
    });
  });
});
