/**
 * What `npm run dev` pushes and when: the script set pushes what the build puts in the save,
 * recompiles only the bundles a change touches, and a change seen by the watcher reaches TTS.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { buildSave } from "../../tools/lib/build";
import { CompileError, REPO_ROOT } from "../../tools/lib/tstl";
import { DevLoop } from "../../tools/dev/devLoop";
import { scriptStatesOf } from "../../tools/dev/scripts";
import { CompileFn, ScriptSet } from "../../tools/dev/scriptSet";
import { watchSources } from "../../tools/dev/watch";
import { SAVE, makeFixture, transform } from "../support/fixtureTable";
import { FakeTts, freePort, until } from "../support/fakeTtsEditorApi";

const NOTE_ENTRY = "src/tts/objects/welcomeNote.ts";

test("the dev script set pushes exactly what the build puts in the save (GUIDs, scripts, UI, contents, Global)", () => {
  const f = makeFixture();
  try {
    // A small entry for Global too: Global's real bundle takes ~10 s to compile.
    f.write("_save.json", { ...SAVE, $script: NOTE_ENTRY });
    f.writeText("../panel.xml", "<Panel id='p'/>");
    f.write("Board.b00001.json", { GUID: "b00001", Name: "Custom_Tile", Nickname: "Board", Transform: transform(3), $xml: path.join(f.dir, "panel.xml") });
    f.write("Bag.e00001.json", { GUID: "e00001", Name: "Bag", Nickname: "Bag", Transform: transform(6) });
    f.write("Bag.e00001/Helper.e00002.json", { GUID: "e00002", Name: "Notecard", Nickname: "Helper", Transform: transform(), $script: NOTE_ENTRY });
    const report = buildSave({ root: REPO_ROOT, objectsDir: f.objectsDir, outDir: f.outDir, preview: false });
    const fromSave = scriptStatesOf(JSON.parse(fs.readFileSync(report.savePath, "utf8")));
    const set = new ScriptSet({ root: REPO_ROOT, objectsDir: f.objectsDir, luaOutDir: path.join(f.dir, "lua") });
    const built = set.build();
    if ("problems" in built) throw new Error(built.problems.join("\n"));
    expect(built.states).toEqual(fromSave);
    expect(built.states.map((s) => `${s.name} ${s.guid}`)).toEqual(["Global -1", "Helper e00002", "Board b00001", "Welcome a7c01e"]);
    expect(built.compiled).toEqual([NOTE_ENTRY]); // compiled once, shared by three objects
    expect(fs.readFileSync(path.join(f.dir, "lua", "tts.objects.welcomeNote.lua"), "utf8")).toBe(built.states[0].script);
    // the bundle knows its own files: a change elsewhere recompiles nothing
    const again = set.build([path.join(REPO_ROOT, "src/tts/global/main.ts")]);
    expect("compiled" in again && again.compiled).toEqual([]);
    const touched = set.build([path.join(REPO_ROOT, "src/tts/lib/globals.ts")]); // imported by the note
    expect("compiled" in touched && touched.compiled).toEqual([NOTE_ENTRY]);
  } finally {
    fs.rmSync(f.dir, { recursive: true, force: true });
  }
});

/** A temp project: two entries, one importing lib.ts; the fake compiler records what it compiles. */
function fakeProject() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-dev-"));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write("objects/_save.json", JSON.stringify({ SaveName: "T", $script: "src/a.ts" }));
  write("objects/Note.a00001.json", JSON.stringify({ GUID: "a00001", Name: "Notecard", Nickname: "Note", $script: "src/b.ts", $xml: "src/b.xml" }));
  write("src/a.ts", "A1");
  write("src/lib.ts", "L1");
  write("src/b.ts", "B1");
  write("src/b.xml", "<Text/>");
  const compiles: string[] = [];
  const compile: CompileFn = (entry, r) => {
    compiles.push(entry);
    const abs = (rel: string) => path.join(r, rel);
    const sources = entry === "src/a.ts" ? [abs("src/a.ts"), abs("src/lib.ts")] : [abs(entry)];
    // The pushed script is the shipped form of this Lua (compact, lines joined), as `npm run build` ships it.
    return { lua: sources.map((s) => `x = "${fs.readFileSync(s, "utf8")}"`).join("\n"), sources };
  };
  return { root, write, compiles, compile, abs: (rel: string) => path.join(root, rel) };
}

test("after a change only the bundles whose program holds the changed file are compiled again", () => {
  const p = fakeProject();
  try {
    const set = new ScriptSet({ root: p.root, compile: p.compile });
    const first = set.build();
    expect("states" in first && first.states).toEqual([
      { guid: "-1", name: "Global", script: 'x="A1"x="L1"', ui: "" },
      { guid: "a00001", name: "Note", script: 'x="B1"', ui: "<Text/>" },
    ]);
    p.write("src/lib.ts", "L2");
    const second = set.build([p.abs("src/lib.ts")]);
    expect("compiled" in second && second.compiled).toEqual(["src/a.ts"]);
    expect("states" in second && second.states[0].script).toBe('x="A1"x="L2"');
    p.write("src/b.xml", "<Text id='t'/>"); // a UI file: no compile, the new UI is pushed
    const third = set.build([p.abs("src/b.xml")]);
    expect("compiled" in third && third.compiled).toEqual([]);
    expect("states" in third && third.states[1].ui).toBe("<Text id='t'/>");
    set.build([p.abs("src/types.d.ts")]); // a declaration file is in every program
    expect(p.compiles).toEqual(["src/a.ts", "src/b.ts", "src/a.ts", "src/a.ts", "src/b.ts"]);
  } finally {
    fs.rmSync(p.root, { recursive: true, force: true });
  }
});

test("a missing $xml or a compile error refuses the push with the file and field", () => {
  const p = fakeProject();
  try {
    const failing: CompileFn = (entry, r) => {
      if (entry === "src/b.ts") throw new CompileError("TypeScript-to-Lua failed for src/b.ts:\nsrc/b.ts:1:1: oops");
      return p.compile(entry, r);
    };
    fs.rmSync(p.abs("src/b.xml"));
    const r = new ScriptSet({ root: p.root, compile: failing }).build();
    expect(r).toEqual({
      problems: ["objects/Note.a00001.json: field $script: TypeScript-to-Lua failed for src/b.ts:\nsrc/b.ts:1:1: oops", "objects/Note.a00001.json: field $xml: src/b.xml does not exist"],
    });
  } finally {
    fs.rmSync(p.root, { recursive: true, force: true });
  }
});

for (const poll of [false, true]) {
  test(`the watcher (${poll ? "polling" : "file events"}) reports a burst of changes once, with every watched file`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "watch-"));
    fs.mkdirSync(path.join(dir, "tts"));
    const bursts: string[][] = [];
    const w = watchSources([dir], (files) => bursts.push(files), { debounceMs: 100, poll, pollMs: 50 });
    try {
      expect(w.mode).toBe(poll ? "polling" : "events");
      await new Promise((r) => setTimeout(r, 80));
      fs.writeFileSync(path.join(dir, "tts", "a.ts"), "1");
      fs.writeFileSync(path.join(dir, "b.xml"), "<x/>");
      fs.writeFileSync(path.join(dir, "notes.tmp"), "ignored");
      await until(() => bursts.length > 0);
      await new Promise((r) => setTimeout(r, 250));
      expect(bursts).toEqual([[path.join(dir, "b.xml"), path.join(dir, "tts", "a.ts")]]);
    } finally {
      w.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}

test("end to end: saving a source file rebuilds and pushes the new script into TTS", async () => {
  const p = fakeProject();
  const [ttsPort, editorPort] = [await freePort(), await freePort()];
  const tts = new FakeTts(editorPort);
  await tts.listen(ttsPort);
  const set = new ScriptSet({ root: p.root, compile: p.compile });
  const lines: string[] = [];
  const loop = new DevLoop({ ttsPort, editorPort, rebuild: (changed) => set.build(changed), log: (l) => lines.push(l) });
  await loop.start();
  const w = watchSources([p.abs("src")], (files) => void loop.rebuildAndPush("changed", files), { debounceMs: 100 });
  try {
    await loop.rebuildAndPush("start");
    await until(() => tts.received.length === 1);
    p.write("src/lib.ts", "L2");
    await until(() => tts.received.length === 2);
    const pushed = tts.received[1];
    expect(pushed.messageID === 1 && pushed.scriptStates).toEqual([
      { guid: "-1", name: "Global", script: 'x="A1"x="L2"', ui: "" },
      { guid: "a00001", name: "Note", script: 'x="B1"', ui: "<Text/>" },
    ]);
    expect(p.compiles).toEqual(["src/a.ts", "src/b.ts", "src/a.ts"]);
    expect(lines.map((l) => l.replace(/ in \d+\.\d s;/, " in N s;"))).toContain("changed: compiled src/a.ts in N s; pushed 2 script state(s) to TTS (Save & Play): Global (-1), Note (a00001)");
  } finally {
    w.stop();
    await loop.stop();
    await tts.close();
    fs.rmSync(p.root, { recursive: true, force: true });
  }
});
