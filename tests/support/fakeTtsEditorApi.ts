/**
 * A small fake of TTS's External Editor API on loopback, as documented (api.tabletopsimulator.com
 * "External Editor API", docs/tts-behaviour.md): it listens as TTS, takes one JSON document per
 * connection, and answers on a new connection to the editor's port.
 */
import * as net from "node:net";
import type { EditorMessage, ScriptState } from "../../tools/dev/protocol";

/** A free loopback port (closed again at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** Sends one document to the editor, as TTS does (a new connection per message). */
export function sendAsTts(editorPort: number, message: object, keepOpen = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const c = net.createConnection({ host: "127.0.0.1", port: editorPort }, () => {
      const text = JSON.stringify(message);
      if (!keepOpen) return c.end(text, () => resolve());
      // in two pieces, the connection left open a while: the editor must not wait for the close
      c.write(text.slice(0, 10), () => c.write(text.slice(10), () => resolve()));
      setTimeout(() => c.end(), 2000).unref();
    });
    c.on("error", reject);
  });
}

export interface FakeTtsOptions {
  /** the game's scripted objects (what "get scripts" answers) */
  scripts?: ScriptState[];
  /** objects on the table: after Save & Play the reload lists only these (default: every pushed guid) */
  onTable?: string[];
  /** never answer (a TTS that hangs) */
  silent?: boolean;
  /** what the reloaded game prints and which errors it raises */
  afterReload?: object[];
}

export class FakeTts {
  received: EditorMessage[] = [];
  /** answers that could not reach the editor */
  sendErrors: unknown[] = [];
  private server: net.Server;
  private scripts: ScriptState[];

  constructor(private readonly editorPort: number, private readonly options: FakeTtsOptions = {}) {
    this.scripts = options.scripts ?? [];
    this.server = net.createServer((socket) => {
      const chunks: Buffer[] = [];
      socket.on("data", (c) => chunks.push(c));
      // An answer to an editor that has gone (a test over, a port closed) fails as it would for TTS:
      // kept here, never an unhandled rejection (that would stop the whole jest run).
      socket.on("end", () => {
        this.handle(JSON.parse(Buffer.concat(chunks).toString("utf8")) as EditorMessage).catch((e: unknown) => void this.sendErrors.push(e));
      });
    });
  }

  listen(port: number): Promise<void> {
    return new Promise((resolve) => this.server.listen(port, "127.0.0.1", () => resolve()));
  }

  private async handle(m: EditorMessage): Promise<void> {
    this.received.push(m);
    if (this.options.silent) return;
    if (m.messageID === 0) {
      // A "new object" message first (a player opened an object's script editor): not the answer.
      await sendAsTts(this.editorPort, { messageID: 0, scriptStates: [{ name: "Stray", guid: "eee555", script: "" }] });
      await sendAsTts(this.editorPort, { messageID: 1, scriptStates: this.scripts, savePath: "C:/Saves/TS_Save_1.json" });
    }
    if (m.messageID === 1) {
      // Save & Play: listed objects get both keys (a missing one deletes), then the game reloads.
      const onTable = this.options.onTable;
      for (const s of m.scriptStates) {
        if (onTable !== undefined && s.guid !== "-1" && !onTable.includes(s.guid)) continue;
        this.scripts = this.scripts.filter((o) => o.guid !== s.guid);
        if ((s.script ?? "") !== "" || (s.ui ?? "") !== "") this.scripts.push({ name: s.name ?? "", guid: s.guid, script: s.script ?? "", ui: s.ui ?? "" });
      }
      for (const after of this.options.afterReload ?? []) await sendAsTts(this.editorPort, after);
      await sendAsTts(this.editorPort, { messageID: 1, scriptStates: this.scripts });
    }
  }

  /** What the game holds now. */
  state(): ScriptState[] {
    return this.scripts;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Resolves once `cond` holds (polling every 10 ms), rejects after `ms`. */
export async function until(cond: () => boolean, ms = 3000): Promise<void> {
  const start = Date.now();
  while (!cond()) {
    if (Date.now() - start > ms) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 10));
  }
}
