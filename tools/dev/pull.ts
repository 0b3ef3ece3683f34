/** `npm run pull`: the scripts and UI of the game running in TTS, written to a folder. */
import type { Ports, ScriptState, TtsMessage } from "./protocol";
import { EditorServer, sendToTts } from "./protocol";
import { writeScriptStates } from "./scripts";

export interface PullOptions extends Ports {
  outDir: string;
  timeoutMs?: number;
}

/** Asks TTS for every script (messageID 0) and waits for its answer (messageID 1, "game loaded"). */
export async function pullScripts(options: PullOptions): Promise<{ files: string[]; states: ScriptState[] }> {
  let answer: (states: ScriptState[]) => void = () => undefined;
  const got = new Promise<ScriptState[]>((resolve) => (answer = resolve));
  const server = new EditorServer((m: TtsMessage) => {
    // TTS answers "get scripts" as it announces a loaded game (messageID 1); 0 is "new object".
    if (m.messageID === 1 && Array.isArray((m as { scriptStates?: unknown }).scriptStates)) answer((m as { scriptStates: ScriptState[] }).scriptStates);
  });
  await server.listen(options);
  try {
    await sendToTts({ messageID: 0 }, options);
    const timeout = options.timeoutMs ?? 10000;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`TTS did not send its scripts within ${timeout / 1000} s (is a game loaded?)`)), timeout);
    });
    const states = await Promise.race([got, late]);
    if (timer !== undefined) clearTimeout(timer);
    return { files: writeScriptStates(states, options.outDir), states };
  } finally {
    await server.close();
  }
}
