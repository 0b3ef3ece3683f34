/**
 * `npm run dev`: watch src/, rebuild, push every script and UI into the game running in TTS
 * ("Save & Play" through the External Editor API), and print what TTS prints and every error, with
 * the object it came from. TTS not running is said once per push; the loop keeps watching.
 */
import * as fs from "node:fs";
import type { Ports, ScriptState, TtsMessage } from "./protocol";
import { EditorServer, TtsNotListening, sendToTts } from "./protocol";

export interface DevLoopOptions extends Ports {
  /** Rebuilds and returns the scripts to push; a string is a build failure to show. */
  rebuild: () => ScriptState[] | string;
  /** Where output goes (console.log by default; tests collect it). */
  log?: (line: string) => void;
}

export function describeTtsMessage(m: TtsMessage): string | undefined {
  if (m.messageID === 2) return `[TTS] ${String((m as { message?: unknown }).message)}`;
  if (m.messageID === 3) {
    const e = m as { error?: unknown; guid?: unknown; errorMessagePrefix?: unknown };
    const where = e.guid === "-1" ? "Global" : `object ${String(e.guid)}`;
    return `[TTS error in ${where}] ${String(e.errorMessagePrefix ?? "")}${String(e.error)}`;
  }
  if (m.messageID === 1) return "[TTS] game loaded";
  if (m.messageID === 6) return "[TTS] game saved";
  return undefined;
}

export class DevLoop {
  private readonly server: EditorServer;
  private readonly log: (line: string) => void;
  private pushing = Promise.resolve();

  constructor(private readonly options: DevLoopOptions) {
    this.log = options.log ?? ((l) => console.log(l));
    this.server = new EditorServer(
      (m) => {
        const text = describeTtsMessage(m);
        if (text !== undefined) this.log(text);
      },
      (raw) => this.log(`[TTS] (unreadable message: ${raw.slice(0, 80)})`),
    );
  }

  start(): Promise<number> {
    return this.server.listen(this.options);
  }

  /** Rebuild and push; resolves when the push was sent (or said why not). Pushes never overlap. */
  rebuildAndPush(reason: string): Promise<void> {
    this.pushing = this.pushing.then(() => this.once(reason));
    return this.pushing;
  }

  private async once(reason: string): Promise<void> {
    const built = this.options.rebuild();
    if (typeof built === "string") {
      this.log(`Build failed (${reason}):\n${built}`);
      return;
    }
    try {
      await sendToTts({ messageID: 1, scriptStates: built }, this.options);
      this.log(`Pushed ${built.length} script(s) to TTS (${reason}): ${built.map((s) => s.name || s.guid).join(", ")}`);
    } catch (e) {
      this.log(e instanceof TtsNotListening ? e.message : `Push failed: ${(e as Error).message}`);
    }
  }

  stop(): Promise<void> {
    return this.server.close();
  }
}

/**
 * Calls `onChange` once per burst of changes under `dir` (editors write a file in several steps).
 * Returns a function that stops watching.
 */
export function watchSources(dir: string, onChange: (file: string) => void, debounceMs = 250): () => void {
  let timer: NodeJS.Timeout | undefined;
  let last = "";
  const watcher = fs.watch(dir, { recursive: true }, (_event, file) => {
    if (file === null || !/\.(ts|xml|json|md)$/.test(String(file))) return;
    last = String(file);
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => onChange(last), debounceMs);
  });
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    watcher.close();
  };
}
