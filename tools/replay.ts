/**
 * `npm run replay -- <log.json>`: fold a game log headlessly and print the resulting state and any
 * refused command (index and reason) as JSON. Exit code 0 when every command applied, 1 otherwise.
 */
import * as fs from "node:fs";
import { replay } from "../src/core/game/replay";
import type { GameLog } from "../src/core/game/types";

export interface ReplayOutput {
  applied: number;
  refused: { index: number; reason: string }[];
  state: unknown;
}

export function replayFile(file: string): { output?: ReplayOutput; error?: string } {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (e) {
    return { error: `${file}: cannot read (${(e as Error).message})` };
  }
  let log: unknown;
  try {
    log = JSON.parse(text);
  } catch (e) {
    return { error: `${file}: not valid JSON (${(e as Error).message})` };
  }
  const result = replay(log as GameLog);
  return { output: { applied: result.applied, refused: result.refused, state: result.state } };
}

export function runReplay(args: string[], out: (s: string) => void = console.log, err: (s: string) => void = console.error): number {
  const file = args[0];
  if (!file) {
    err("usage: npm run replay -- <log.json>");
    return 2;
  }
  const { output, error } = replayFile(file);
  if (!output) {
    err(error!);
    return 2;
  }
  out(JSON.stringify(output, null, 2));
  return output.refused.length === 0 ? 0 : 1;
}
