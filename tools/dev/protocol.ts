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
    super(`TTS is not listening on localhost:${port} — start a game in TTS (its External Editor API is on while a game is loaded)`);
  }
}

/** The JSON value of `text`, or undefined while it does not parse (yet). */
function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
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

/**
 * Listens where TTS answers; every complete JSON document is handed to `onMessage`. A document is
 * taken as soon as the data received so far parses (as the official Atom plugin reads TTS), so it
 * does not depend on TTS closing the connection; what is left unparsed at the close is reported.
 */
export class EditorServer {
  private server: net.Server;
  private readonly open = new Set<net.Socket>();

  constructor(private readonly onMessage: (m: TtsMessage) => void, private readonly onBadMessage: (text: string) => void = () => undefined) {
    this.server = net.createServer((socket) => {
      this.open.add(socket);
      socket.on("close", () => this.open.delete(socket));
      let chunks: Buffer[] = [];
      const text = () => Buffer.concat(chunks).toString("utf8");
      socket.on("data", (c) => {
        chunks.push(c);
        const received = text();
        const parsed = parseJson(received);
        if (parsed === undefined) return; // more to come
        chunks = [];
        this.deliver(parsed, received);
      });
      socket.on("end", () => {
        const rest = text();
        if (rest.trim() !== "") this.onBadMessage(rest);
      });
      socket.on("error", () => undefined);
    });
  }

  private deliver(parsed: unknown, raw: string): void {
    if (typeof parsed === "object" && parsed !== null && typeof (parsed as { messageID?: unknown }).messageID === "number") this.onMessage(parsed as TtsMessage);
    else this.onBadMessage(raw);
  }

  listen(ports: Ports = {}): Promise<number> {
    const p = portsFrom(ports);
    return new Promise((resolve, reject) => {
      this.server.once("error", (e: NodeJS.ErrnoException) =>
        reject(e.code === "EADDRINUSE" ? new Error(`localhost:${p.editorPort} is taken: close the other editor that listens for TTS (e.g. Atom or VS Code's TTS plugin)`) : e));
      this.server.listen(p.editorPort, p.host, () => resolve((this.server.address() as net.AddressInfo).port));
    });
  }

  /** Stop listening; a connection TTS left open is dropped. */
  close(): Promise<void> {
    for (const socket of this.open) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
