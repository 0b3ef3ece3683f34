/**
 * `npm run dev`: rebuild, push every script and UI into the game running in TTS ("Save & Play"
 * through the External Editor API), and print what TTS prints and every error, with the object it
 * came from. TTS not running is said at each push; the loop keeps going. The watcher is in watch.ts.
 */
import type { Ports, ScriptState, TtsMessage } from "./protocol";
import { EditorServer, TtsNotListening, sendToTts } from "./protocol";
import type { Rebuilt } from "./scriptSet";

export interface DevLoopOptions extends Ports {
  /** Rebuilds after `changed` files (absolute paths; undefined: everything): the states to push, or the problems. */
  rebuild: (changed?: string[]) => Rebuilt | { problems: string[] };
  /** Where output goes (console.log by default; tests collect it). */
  log?: (line: string) => void;
}

/** "Name (guid)", or "Global (-1)", for the object `guid` among `states`. */
function label(guid: unknown, states: ScriptState[]): string {
  const g = String(guid);
  const name = g === "-1" ? "Global" : states.find((s) => s.guid === g)?.name;
  return name ? `${name} (${g})` : `object ${g}`;
}

/** One terminal line for a message from TTS (undefined: not shown). `states` name the objects. */
export function describeTtsMessage(m: TtsMessage, states: ScriptState[] = []): string | undefined {
  const f = m as { [key: string]: unknown };
  switch (m.messageID) {
    case 0:
      return `[TTS] the script editor was opened for ${label((f.scriptStates as ScriptState[] | undefined)?.[0]?.guid, states)}: scripts live in src/ and objects/ (stop npm run dev to use TTS's own editor)`;
    case 2:
      return `[TTS] ${String(f.message)}`;
    case 3:
      return `[TTS error in ${label(f.guid, states)}] ${String(f.errorMessagePrefix ?? "")}${String(f.error)}`;
    case 4:
      return `[TTS custom message] ${JSON.stringify(f.customMessage)}`;
    case 5:
      return `[TTS returned] ${JSON.stringify(f.returnValue)}`;
    case 6:
      return "[TTS] game saved";
    default:
      return undefined; // 1 is handled by the loop, 7 (object created) is noise here
  }
}

const sameStates = (a: ScriptState[] | undefined, b: ScriptState[]) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

export class DevLoop {
  private readonly server: EditorServer;
  private readonly log: (line: string) => void;
  private pushing = Promise.resolve();
  /** the states of the last build, and of the last push TTS received */
  private built: ScriptState[] = [];
  private delivered: ScriptState[] | undefined;
  /** set while waiting for the reload that answers our push */
  private awaitingReload = false;

  constructor(private readonly options: DevLoopOptions) {
    this.log = options.log ?? ((l) => console.log(l));
    this.server = new EditorServer(
      (m) => this.received(m),
      (raw) => this.log(`[TTS] (unreadable message: ${raw.slice(0, 80)})`),
    );
  }

  /** Listen where TTS answers; resolves with the port. */
  start(): Promise<number> {
    return this.server.listen(this.options);
  }

  private received(m: TtsMessage): void {
    if (m.messageID !== 1) {
      const text = describeTtsMessage(m, this.built);
      if (text !== undefined) this.log(text);
      return;
    }
    // 1: TTS loaded a game, or reloaded after our push; it lists every object with a script or UI.
    const inGame = ((m as { scriptStates?: ScriptState[] }).scriptStates ?? []).filter((s) => s && typeof s.guid === "string");
    const present = new Set(inGame.map((s) => s.guid));
    if (this.awaitingReload) {
      this.awaitingReload = false;
      const missing = (this.delivered ?? []).filter((s) => s.guid !== "-1" && (s.script !== "" || s.ui !== "") && !present.has(s.guid));
      this.log(`[TTS] reloaded: ${inGame.length} object(s) with a script or UI`);
      if (missing.length > 0) {
        this.log(`[TTS] not on the table, so not updated: ${missing.map((s) => label(s.guid, missing)).join(", ")} (in a container, deleted, or loaded from another save?)`);
      }
      return;
    }
    this.log(`[TTS] game loaded: ${inGame.length} object(s) with a script or UI`);
    const differs = this.built.some((b) => {
      const t = inGame.find((s) => s.guid === b.guid);
      return t !== undefined && ((t.script ?? "") !== b.script || (t.ui ?? "") !== b.ui);
    });
    if (differs) {
      this.delivered = undefined;
      this.log("[TTS] its scripts differ from this build: press Enter here to push the build");
    }
  }

  /**
   * Rebuild after `changed` files and push; resolves once the push was sent, or said why not.
   * Unchanged scripts are not pushed again (a push reloads the game) unless `force`. Pushes never overlap.
   */
  rebuildAndPush(reason: string, changed?: string[], force = false): Promise<void> {
    this.pushing = this.pushing.then(() => this.once(reason, changed, force));
    return this.pushing;
  }

  private async once(reason: string, changed: string[] | undefined, force: boolean): Promise<void> {
    const started = Date.now();
    const built = this.options.rebuild(changed);
    if ("problems" in built) {
      this.log(`Build refused (${reason}), nothing pushed:\n${built.problems.map((p) => `  ${p}`).join("\n")}`);
      return;
    }
    this.built = built.states;
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    const compiled = built.compiled.length > 0 ? `compiled ${built.compiled.join(", ")} in ${took}` : "no bundle to recompile";
    if (!force && sameStates(this.delivered, built.states)) {
      this.log(`${reason}: ${compiled}; no script or UI changed, nothing pushed`);
      return;
    }
    try {
      this.awaitingReload = true;
      await sendToTts({ messageID: 1, scriptStates: built.states }, this.options);
      this.delivered = built.states;
      const names = built.states.map((s) => label(s.guid, built.states)).join(", ");
      this.log(`${reason}: ${compiled}; pushed ${built.states.length} script state(s) to TTS (Save & Play): ${names}`);
    } catch (e) {
      this.awaitingReload = false;
      this.log(e instanceof TtsNotListening ? `${reason}: ${compiled}; ${e.message}` : `${reason}: push failed: ${(e as Error).message}`);
    }
  }

  stop(): Promise<void> {
    return this.server.close();
  }
}
