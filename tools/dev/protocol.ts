/**
 * Tabletop Simulator's External Editor API (api.tabletopsimulator.com "External Editor API"; see
 * docs/tts-behaviour.md): TTS listens on localhost:39999, the editor on localhost:39998. Each message
 * is one JSON document on its own TCP connection; TTS answers on a new connection to the editor.
 */
import * as net from "node:net";

export const TTS_PORT = 39999;
export const EDITOR_PORT = 39998;

/** One object's script and UI as the API carries them; Global's guid is "-1". */
export interface ScriptState {
  guid: string;
  name?: string;
  script?: string;
  ui?: string;
}

/** Editor -> TTS. */
export type EditorMessage =
  | { messageID: 0 }
  | { messageID: 1; scriptStates: ScriptState[] }
  | { messageID: 2; customMessage: object }
  | { messageID: 3; guid: string; script: string };

/** TTS -> editor: 0 new object, 1 game loaded (every script; also the answer to "get scripts"), 2 print, 3 error, 4 custom, 5 return value, 6 saved, 7 object created. */
export type TtsMessage =
  | { messageID: 0; scriptStates: ScriptState[] }
  | { messageID: 1; scriptStates: ScriptState[]; savePath?: string }
  | { messageID: 2; message: string }
  | { messageID: 3; error: string; guid?: string; errorMessagePrefix?: string }
  | { messageID: number; [key: string]: unknown };

export interface Ports {
  host?: string;
  ttsPort?: number;
  editorPort?: number;
}

/** Ports from options, else ARCS_TTS_PORT / ARCS_EDITOR_PORT, else TTS's own. */
export function portsFrom(p: Ports = {}): Required<Ports> {
  const env = (name: string, fallback: number) => {
    const v = process.env[name];
    const n = v === undefined ? NaN : Number(v);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    host: p.host ?? "127.0.0.1",
    ttsPort: p.ttsPort ?? env("ARCS_TTS_PORT", TTS_PORT),
    editorPort: p.editorPort ?? env("ARCS_EDITOR_PORT", EDITOR_PORT),
  };
}

/** Thrown when nothing listens on TTS's port: TTS is not running, or no game is loaded. */
export class TtsNotListening extends Error {
  constructor(readonly port: number) {
    super(`TTS is not listening on localhost:${port} — start Tabletop Simulator and load a game (the External Editor API is on while a game is loaded)`);
  }
}

/** Send one message to TTS (one connection, closed after the document). */
export function sendToTts(message: EditorMessage, ports: Ports = {}): Promise<void> {
  const p = portsFrom(ports);
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host: p.host, port: p.ttsPort }, () => {
      socket.end(JSON.stringify(message), () => resolve());
    });
    socket.on("error", (e: NodeJS.ErrnoException) => reject(e.code === "ECONNREFUSED" ? new TtsNotListening(p.ttsPort) : e));
  });
}

/** Listens where TTS answers; every complete JSON document is handed to `onMessage`. */
export class EditorServer {
  private server: net.Server;

  constructor(private readonly onMessage: (m: TtsMessage) => void, private readonly onBadMessage: (text: string) => void = () => undefined) {
    this.server = net.createServer((socket) => {
      const chunks: Buffer[] = [];
      socket.on("data", (c) => chunks.push(c));
      socket.on("end", () => this.deliver(Buffer.concat(chunks).toString("utf8")));
      socket.on("error", () => undefined);
    });
  }

  private deliver(text: string): void {
    if (text.trim() === "") return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      this.onBadMessage(text);
      return;
    }
    if (typeof parsed === "object" && parsed !== null && typeof (parsed as { messageID?: unknown }).messageID === "number") this.onMessage(parsed as TtsMessage);
    else this.onBadMessage(text);
  }

  listen(ports: Ports = {}): Promise<number> {
    const p = portsFrom(ports);
    return new Promise((resolve, reject) => {
      this.server.once("error", (e: NodeJS.ErrnoException) =>
        reject(e.code === "EADDRINUSE" ? new Error(`localhost:${p.editorPort} is taken: close the other editor that listens for TTS (e.g. Atom or VS Code's TTS plugin)`) : e));
      this.server.listen(p.editorPort, p.host, () => resolve((this.server.address() as net.AddressInfo).port));
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
