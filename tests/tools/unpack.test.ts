import * as fs from "node:fs";
import * as path from "node:path";
import { buildSave } from "../../tools/lib/build";
import { readTable, JsonObject } from "../../tools/lib/objects";
import { unpackSave } from "../../tools/lib/unpack";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { Fixture, makeFixture } from "../support/fixtureTable";

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
    f = makeFixture();
    savePath = buildSave({ root: REPO_ROOT, objectsDir: f.objectsDir, outDir: f.outDir }).savePath;
    built = JSON.parse(fs.readFileSync(savePath, "utf8"));
  });
  afterEach(() => fs.rmSync(f.dir, { recursive: true, force: true }));
  const unpack = (saved: JsonObject) => unpackSave(readTable(REPO_ROOT, f.objectsDir), built, saved, out());

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
});
