/**
 * The dev loop against a small fake TTS on loopback (issue "Players, hosts and modders" item 8):
 * TTS's External Editor API as documented — one JSON document per connection, TTS on one port,
 * the editor on another, TTS answering on a new connection. No network beyond 127.0.0.1.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { DevLoop } from "../../tools/dev/devLoop";
import { pullScripts } from "../../tools/dev/pull";
import { EditorServer, TtsNotListening, sendToTts } from "../../tools/dev/protocol";
import type { TtsMessage } from "../../tools/dev/protocol";
import { scriptStatesOf } from "../../tools/dev/scripts";
import type { Rebuilt } from "../../tools/dev/scriptSet";
import { runPull } from "../../tools/dev/cli";
import { FakeTts, freePort, sendAsTts, until } from "../support/fakeTtsEditorApi";

const BUILT = {
  LuaScript: "print('global')",
  XmlUI: "<Panel/>",
  ObjectStates: [
    { GUID: "aaa111", Nickname: "Welcome note", LuaScript: "print('note')" },
    { GUID: "bbb222", Nickname: "Map" },
    { GUID: "ccc333", Nickname: "Bag", ContainedObjects: [{ GUID: "ddd444", Nickname: "Inside", XmlUI: "<Text/>" }] },
  ],
};
const STATES = scriptStatesOf(BUILT);
const rebuilt = (states = STATES): Rebuilt => ({ states, compiled: ["src/tts/global/main.ts"] });

/** TTS's error for the documented example (api.tabletopsimulator.com, "Error Messages"). */
const GLOBAL_ERROR = { messageID: 3, error: "chunk_0:(36,4-8): unexpected symbol near 'deck'", guid: "-1", errorMessagePrefix: "Error in Global Script: " };

/** The lines with the build time made constant ("compiled X in 0.0 s" -> "in N s"). */
const timeless = (lines: string[]) => lines.map((l) => l.replace(/ in \d+\.\d s;/, " in N s;"));

async function ports() {
  return { ttsPort: await freePort(), editorPort: await freePort() };
}

test("the pushed states hold Global and every scripted object with both keys (a missing key deletes in TTS)", () => {
  expect(STATES).toEqual([
    { guid: "-1", name: "Global", script: "print('global')", ui: "<Panel/>" },
    { guid: "aaa111", name: "Welcome note", script: "print('note')", ui: "" },
    { guid: "ddd444", name: "Inside", script: "", ui: "<Text/>" },
  ]);
});

describe("pull", () => {
  test("asks TTS for its scripts (0), waits for the answer (1, not 0) and writes one file per script and UI", async () => {
    const p = await ports();
    const tts = new FakeTts(p.editorPort, { scripts: STATES });
    await tts.listen(p.ttsPort);
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "pulled-"));
    try {
      const r = await pullScripts({ ...p, outDir, timeoutMs: 3000 });
      expect(tts.received).toEqual([{ messageID: 0 }]);
      expect(r.files.sort()).toEqual(["Global.-1.lua", "Global.-1.xml", "Inside.ddd444.xml", "Welcome_note.aaa111.lua"]);
      expect(fs.readdirSync(outDir).sort()).toEqual(r.files);
      expect(fs.readFileSync(path.join(outDir, "Welcome_note.aaa111.lua"), "utf8")).toBe("print('note')");
      expect(fs.readFileSync(path.join(outDir, "Global.-1.xml"), "utf8")).toBe("<Panel/>");
    } finally {
      await tts.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });

  test("a TTS that never answers gives a clear timeout, and frees the editor port", async () => {
    const p = await ports();
    const tts = new FakeTts(p.editorPort, { silent: true });
    await tts.listen(p.ttsPort);
    const outDir = path.join(os.tmpdir(), `pulled-timeout-${process.pid}`);
    try {
      await expect(pullScripts({ ...p, outDir, timeoutMs: 200 })).rejects.toThrow("TTS did not send its scripts within 0.2 s (is a game loaded?)");
      expect(fs.existsSync(outDir)).toBe(false);
      const again = new EditorServer(() => undefined);
      await again.listen(p); // the port was released
      await again.close();
    } finally {
      await tts.close();
    }
  });

  test("npm run pull: ports from the environment, a count of what was written; TTS not running: the clear message, exit 1", async () => {
    const p = await ports();
    const tts = new FakeTts(p.editorPort, { scripts: STATES });
    await tts.listen(p.ttsPort);
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "pulled-cli-"));
    const out: string[] = [];
    const log = jest.spyOn(console, "log").mockImplementation((l: string) => void out.push(l));
    const err = jest.spyOn(console, "error").mockImplementation((l: string) => void out.push(l));
    const env = { ...process.env };
    try {
      process.env.ARCS_TTS_PORT = String(p.ttsPort);
      process.env.ARCS_EDITOR_PORT = String(p.editorPort);
      expect(await runPull(["--out", outDir, "--timeout", "3"])).toBe(0);
      expect(out.pop()).toMatch(/^Pulled 3 object\(s\) from TTS into .*: 2 script\(s\), 2 UI file\(s\)$/);
      await tts.close();
      expect(await runPull(["--out", outDir])).toBe(1);
      expect(out.pop()).toBe(`TTS is not listening on localhost:${p.ttsPort} — start a game in TTS (its External Editor API is on while a game is loaded)`);
      expect(await runPull(["--bogus"])).toBe(2);
      expect(out.pop()).toContain("pull: unknown option --bogus");
    } finally {
      process.env = env;
      log.mockRestore();
      err.mockRestore();
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe("dev: push", () => {
  test("sends Save & Play with every script state; TTS's prints and errors (with the object) come back", async () => {
    const p = await ports();
    const tts = new FakeTts(p.editorPort, {
      onTable: ["aaa111"], // the bag's content is not on the table
      afterReload: [{ messageID: 2, message: "Arcs: the table is ready" }, GLOBAL_ERROR, { ...GLOBAL_ERROR, guid: "aaa111", errorMessagePrefix: "Error in Script (Welcome note - aaa111): " }],
    });
    await tts.listen(p.ttsPort);
    const lines: string[] = [];
    const loop = new DevLoop({ ...p, rebuild: () => rebuilt(), log: (l) => lines.push(l) });
    await loop.start();
    try {
      await loop.rebuildAndPush("start");
      await until(() => lines.some((l) => l.startsWith("[TTS] reloaded")));
      expect(tts.received).toEqual([{ messageID: 1, scriptStates: STATES }]);
      expect(tts.state().map((s) => s.guid)).toEqual(["-1", "aaa111"]);
      expect(timeless(lines)).toEqual([
        "start: compiled src/tts/global/main.ts in N s; pushed 3 script state(s) to TTS (Save & Play): Global (-1), Welcome note (aaa111), Inside (ddd444)",
        "[TTS] Arcs: the table is ready",
        "[TTS error in Global (-1)] Error in Global Script: chunk_0:(36,4-8): unexpected symbol near 'deck'",
        "[TTS error in Welcome note (aaa111)] Error in Script (Welcome note - aaa111): chunk_0:(36,4-8): unexpected symbol near 'deck'",
        "[TTS] reloaded: 2 object(s) with a script or UI",
        "[TTS] not on the table, so not updated: Inside (ddd444) (in a container, deleted, or loaded from another save?)",
      ]);
    } finally {
      await loop.stop();
      await tts.close();
    }
  });

  test("unchanged scripts are not pushed again (a push reloads the game); a forced push (Enter) is", async () => {
    const p = await ports();
    const tts = new FakeTts(p.editorPort);
    await tts.listen(p.ttsPort);
    const lines: string[] = [];
    let states = STATES;
    const loop = new DevLoop({ ...p, rebuild: () => ({ states, compiled: [] }), log: (l) => lines.push(l) });
    await loop.start();
    try {
      await loop.rebuildAndPush("start");
      await loop.rebuildAndPush("changed docs.md", []);
      expect(lines.pop()).toBe("changed docs.md: no bundle to recompile; no script or UI changed, nothing pushed");
      await loop.rebuildAndPush("Enter", [], true);
      states = [{ ...STATES[0], script: "print('v2')" }, ...STATES.slice(1)];
      await loop.rebuildAndPush("changed src/tts/global/main.ts", []);
      await until(() => tts.received.length === 3);
      expect(tts.received.map((m) => (m.messageID === 1 ? m.scriptStates[0].script : m.messageID))).toEqual(["print('global')", "print('global')", "print('v2')"]);
    } finally {
      await loop.stop();
      await tts.close();
    }
  });

  test("TTS not running: the clear message, no crash, and the next push reaches TTS once it is there", async () => {
    const p = await ports();
    await expect(sendToTts({ messageID: 0 }, { ttsPort: p.ttsPort })).rejects.toBeInstanceOf(TtsNotListening);
    const lines: string[] = [];
    let builds = 0;
    const loop = new DevLoop({ ...p, rebuild: () => (builds++, rebuilt()), log: (l) => lines.push(l) });
    await loop.start();
    try {
      await loop.rebuildAndPush("start");
      expect(timeless(lines)).toEqual([`start: compiled src/tts/global/main.ts in N s; TTS is not listening on localhost:${p.ttsPort} — start a game in TTS (its External Editor API is on while a game is loaded)`]);
      const tts = new FakeTts(p.editorPort);
      await tts.listen(p.ttsPort);
      await loop.rebuildAndPush("changed src/tts/global/main.ts", []); // same scripts, but TTS never got them
      await until(() => tts.received.length === 1);
      expect(builds).toBe(2);
      await tts.close();
    } finally {
      await loop.stop();
    }
  });

  test("a refused build is shown and nothing is pushed", async () => {
    const p = await ports();
    const tts = new FakeTts(p.editorPort);
    await tts.listen(p.ttsPort);
    const lines: string[] = [];
    const loop = new DevLoop({ ...p, rebuild: () => ({ problems: ["src/core/data/court.ts: BC01 field name: empty"] }), log: (l) => lines.push(l) });
    await loop.start();
    try {
      await loop.rebuildAndPush("changed src/core/data/court.ts", ["/x/src/core/data/court.ts"]);
      expect(lines).toEqual(["Build refused (changed src/core/data/court.ts), nothing pushed:\n  src/core/data/court.ts: BC01 field name: empty"]);
      expect(tts.received).toEqual([]);
    } finally {
      await loop.stop();
      await tts.close();
    }
  });

  test("a game loaded in TTS whose scripts differ from the build is pointed out", async () => {
    const p = await ports();
    const lines: string[] = [];
    const loop = new DevLoop({ ...p, rebuild: () => rebuilt(), log: (l) => lines.push(l) });
    await loop.start();
    try {
      await loop.rebuildAndPush("start"); // TTS not running yet
      await sendAsTts(p.editorPort, { messageID: 1, scriptStates: [{ name: "Global", guid: "-1", script: "print('old')", ui: "<Panel/>" }] });
      await until(() => lines.length === 3);
      expect(lines.slice(1)).toEqual(["[TTS] game loaded: 1 object(s) with a script or UI", "[TTS] its scripts differ from this build: press Enter here to push the build"]);
    } finally {
      await loop.stop();
    }
  });
});

test("the editor server takes a document as soon as it is complete, without waiting for TTS to close the connection", async () => {
  const got: TtsMessage[] = [];
  const server = new EditorServer((m) => got.push(m));
  const port = await server.listen({ editorPort: 0 });
  try {
    await sendAsTts(port, { messageID: 2, message: "hello from a connection left open" }, true);
    await until(() => got.length === 1, 1000);
    expect(got).toEqual([{ messageID: 2, message: "hello from a connection left open" }]);
  } finally {
    await server.close();
  }
});
