/**
 * The dev loop against a small fake TTS on loopback (issue "Players, hosts and modders" item 8):
 * TTS's External Editor API as documented — one JSON document per connection, TTS on one port,
 * the editor on another, TTS answering on a new connection.
 */
import * as fs from "node:fs";
import * as net from "node:net";
import * as os from "node:os";
import * as path from "node:path";
import { DevLoop, watchSources } from "../../tools/dev/devLoop";
import { pullScripts } from "../../tools/dev/pull";
import type { EditorMessage, ScriptState } from "../../tools/dev/protocol";
import { TtsNotListening, sendToTts } from "../../tools/dev/protocol";
import { scriptStatesOf } from "../../tools/dev/scripts";

/** A free loopback port (closed again at once). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** Sends one document to the editor, as TTS does (a new connection per message). */
function answer(editorPort: number, message: object): Promise<void> {
  return new Promise((resolve, reject) => {
    const c = net.createConnection({ host: "127.0.0.1", port: editorPort }, () => c.end(JSON.stringify(message), () => resolve()));
    c.on("error", reject);
  });
}

/** The fake TTS: records what it gets; answers "get scripts" with its scripts, a push with a print and an error. */
class FakeTts {
  received: EditorMessage[] = [];
  private server: net.Server;
  constructor(private editorPort: number, private scripts: ScriptState[]) {
    this.server = net.createServer((socket) => {
      const chunks: Buffer[] = [];
      socket.on("data", (c) => chunks.push(c));
      socket.on("end", () => void this.handle(JSON.parse(Buffer.concat(chunks).toString("utf8")) as EditorMessage));
    });
  }
  listen(port: number): Promise<void> {
    return new Promise((resolve) => this.server.listen(port, "127.0.0.1", () => resolve()));
  }
  private async handle(m: EditorMessage): Promise<void> {
    this.received.push(m);
    if (m.messageID === 0) {
      // A "new object" message first (a player opened an object's script editor): not the answer.
      await answer(this.editorPort, { messageID: 0, scriptStates: [{ guid: "eee555", name: "Stray", script: "" }] });
      await answer(this.editorPort, { messageID: 1, scriptStates: this.scripts });
    }
    if (m.messageID === 1) {
      await answer(this.editorPort, { messageID: 1, scriptStates: m.scriptStates });
      await answer(this.editorPort, { messageID: 2, message: "Arcs: the table is ready" });
      await answer(this.editorPort, { messageID: 3, error: "attempt to index a nil value", guid: "-1", errorMessagePrefix: "chunk_4:(12,3-40): " });
    }
  }
  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const BUILT = {
  LuaScript: "print('global')",
  XmlUI: "<Panel/>",
  ObjectStates: [
    { GUID: "aaa111", Nickname: "Welcome note", LuaScript: "print('note')" },
    { GUID: "bbb222", Nickname: "Map" },
    { GUID: "ccc333", Nickname: "Bag", ContainedObjects: [{ GUID: "ddd444", Nickname: "Inside", XmlUI: "<Text/>" }] },
  ],
};

async function until(cond: () => boolean, ms = 3000): Promise<void> {
  const start = Date.now();
  while (!cond()) {
    if (Date.now() - start > ms) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 10));
  }
}

test("the pushed states hold Global and every scripted object with both keys (a missing key deletes in TTS)", () => {
  expect(scriptStatesOf(BUILT)).toEqual([
    { guid: "-1", name: "Global", script: "print('global')", ui: "<Panel/>" },
    { guid: "aaa111", name: "Welcome note", script: "print('note')", ui: "" },
    { guid: "ddd444", name: "Inside", script: "", ui: "<Text/>" },
  ]);
});

test("pull asks TTS for its scripts and writes one file per script and UI", async () => {
  const [ttsPort, editorPort] = [await freePort(), await freePort()];
  const tts = new FakeTts(editorPort, scriptStatesOf(BUILT));
  await tts.listen(ttsPort);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "pulled-"));
  try {
    const r = await pullScripts({ ttsPort, editorPort, outDir, timeoutMs: 3000 });
    expect(tts.received).toEqual([{ messageID: 0 }]);
    expect(r.files.sort()).toEqual(["Global.-1.lua", "Global.-1.xml", "Inside.ddd444.xml", "Welcome_note.aaa111.lua"]);
    expect(fs.readFileSync(path.join(outDir, "Welcome_note.aaa111.lua"), "utf8")).toBe("print('note')");
  } finally {
    await tts.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

test("a push sends 'Save & Play' with every script; TTS's prints and errors come back to the terminal", async () => {
  const [ttsPort, editorPort] = [await freePort(), await freePort()];
  const tts = new FakeTts(editorPort, []);
  await tts.listen(ttsPort);
  const lines: string[] = [];
  const loop = new DevLoop({ ttsPort, editorPort, rebuild: () => scriptStatesOf(BUILT), log: (l) => lines.push(l) });
  await loop.start();
  try {
    await loop.rebuildAndPush("start");
    await until(() => lines.some((l) => l.startsWith("[TTS error")));
    expect(tts.received).toEqual([{ messageID: 1, scriptStates: scriptStatesOf(BUILT) }]);
    expect(lines).toContain("Pushed 3 script(s) to TTS (start): Global, Welcome note, Inside");
    expect(lines).toContain("[TTS] Arcs: the table is ready");
    expect(lines).toContain("[TTS error in Global] chunk_4:(12,3-40): attempt to index a nil value");
  } finally {
    await loop.stop();
    await tts.close();
  }
});

test("TTS not running: a clear message, no crash, and the loop pushes again once TTS is there", async () => {
  const [ttsPort, editorPort] = [await freePort(), await freePort()];
  await expect(sendToTts({ messageID: 0 }, { ttsPort })).rejects.toBeInstanceOf(TtsNotListening);
  const lines: string[] = [];
  let builds = 0;
  const loop = new DevLoop({ ttsPort, editorPort, rebuild: () => (builds++, scriptStatesOf(BUILT)), log: (l) => lines.push(l) });
  await loop.start();
  try {
    await loop.rebuildAndPush("start");
    expect(lines).toEqual([expect.stringContaining(`TTS is not listening on localhost:${ttsPort}`)]);
    const tts = new FakeTts(editorPort, []);
    await tts.listen(ttsPort);
    await loop.rebuildAndPush("changed src/tts/global/main.ts");
    await until(() => tts.received.length === 1);
    expect(builds).toBe(2);
    await tts.close();
  } finally {
    await loop.stop();
  }
});

test("a refused build is shown and nothing is pushed", async () => {
  const [ttsPort, editorPort] = [await freePort(), await freePort()];
  const lines: string[] = [];
  const loop = new DevLoop({ ttsPort, editorPort, rebuild: () => "src/core/data/court.ts: BC01 field name: empty", log: (l) => lines.push(l) });
  await loop.start();
  try {
    await loop.rebuildAndPush("changed src/core/data/court.ts");
    expect(lines).toEqual(["Build failed (changed src/core/data/court.ts):\nsrc/core/data/court.ts: BC01 field name: empty"]);
  } finally {
    await loop.stop();
  }
});

test("the watcher calls back once for a burst of changes to source files under the folder", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "watch-"));
  fs.mkdirSync(path.join(dir, "tts"));
  const changes: string[] = [];
  const stop = watchSources(dir, (f) => changes.push(f), 100);
  try {
    await new Promise((r) => setTimeout(r, 50));
    fs.writeFileSync(path.join(dir, "tts", "a.ts"), "1");
    fs.writeFileSync(path.join(dir, "tts", "a.ts"), "2");
    fs.writeFileSync(path.join(dir, "notes.tmp"), "ignored");
    await until(() => changes.length > 0);
    await new Promise((r) => setTimeout(r, 250));
    expect(changes).toEqual([path.join("tts", "a.ts")]);
  } finally {
    stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
