/**
 * `npm run replay -- <log.json>`: fold a game log headlessly and print the resulting state and any
 * refused command (index and reason) as JSON. `--random <players> [--seed N] [--out file]` writes the
 * log of a random legal game instead, so a newcomer can try the tool without TTS.
 */
import * as fs from "node:fs";
import { parseTtsJson } from "./lib/ttsJson";
import { playRandomGame } from "../src/core/game/driver";
import { replay } from "../src/core/rules";
import type { GameLog } from "../src/core/game/types";
import { gameLogProblems } from "../src/core/game/validateState";

/** Exit codes, also printed by --help. */
export const EXIT = { replayed: 0, refused: 1, unusable: 2 } as const;

export const USAGE = `usage: npm run replay -- <log.json>
       npm run replay -- --random <2-4 players> [--seed N] [--out <file>]
       npm run replay -- --help

Folds a game log (from \`!arcs log\` in TTS once the game is over) over the initial state and prints
{ applied, refused: [{ index, reason }], state } as JSON.
--random writes the log of a random legal game (to --out, or to standard output) to try it with.

Exit codes:
  0  every command applied (or --random wrote its log)
  1  the log was replayed, but some commands were refused (listed in "refused")
  2  the file could not be used: unreadable, not JSON, a seat log exported before the game was over
     (export again once it is over), not a game log (what and where is printed), or bad arguments`;

export interface ReplayOutput {
  applied: number;
  refused: { index: number; reason: string }[];
  state: unknown;
}

/** The viewer of a seat log (`!arcs log` before the game is over, src/tts/log/logExport.ts), or undefined. */
function seatLogViewer(log: unknown): string | undefined {
  if (typeof log !== "object" || log === null || (log as { format?: unknown }).format !== "arcs-seat-log") return undefined;
  const viewer = (log as { viewer?: unknown }).viewer;
  return typeof viewer === "string" && viewer !== "public" ? viewer : "a spectator";
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
    log = parseTtsJson(text);
  } catch (e) {
    return { error: `${file}: not valid JSON (${(e as Error).message})` };
  }
  const seat = seatLogViewer(log);
  if (seat !== undefined) {
    return {
      error:
        `${file}: this is a seat log (what ${seat} may see, exported with \`!arcs log\` before the game was over): ` +
        "it leaves out the hidden cards and shuffles, so it cannot be replayed. Once the game is over, " +
        "type `!arcs log` again in TTS: the log it gives then is the full one, and replays.",
    };
  }
  const problems = gameLogProblems(log);
  const versionOnly = problems.length === 1 && problems[0].indexOf("log.version:") === 0;
  if (problems.length > 0 && !versionOnly) return { error: `${file}: not a game log:\n  ${problems.join("\n  ")}` };
  const result = replay(log as GameLog);
  return { output: { applied: result.applied, refused: result.refused, state: result.state } };
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function wholeNumber(text: string | undefined, lo: number, hi: number): number | undefined {
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= lo && n <= hi ? n : undefined;
}

function writeRandom(args: string[], out: (s: string) => void, err: (s: string) => void): number {
  const players = wholeNumber(flag(args, "--random"), 2, 4);
  const seedText = flag(args, "--seed");
  const seed = seedText === undefined ? 1 : wholeNumber(seedText, 0, 2 ** 31);
  if (players === undefined || seed === undefined) {
    err(`--random takes a player count 2-4${seedText !== undefined ? " and --seed a whole number" : ""}\n\n${USAGE}`);
    return EXIT.unusable;
  }
  const game = playRandomGame({ seed, playerCount: players });
  const text = JSON.stringify(game.log, null, 1);
  const file = flag(args, "--out");
  if (file === undefined) {
    out(text);
    return EXIT.replayed;
  }
  fs.writeFileSync(file, text + "\n");
  out(`Wrote ${file}: a random legal ${players}-player game (seed ${seed}), ${game.log.commands.length} commands, ending in the ${game.state.phase} step.`);
  out(`Replay it with: npm run replay -- ${file}`);
  return EXIT.replayed;
}

export function runReplay(args: string[], out: (s: string) => void = console.log, err: (s: string) => void = console.error): number {
  if (args.indexOf("--help") >= 0 || args.indexOf("-h") >= 0) {
    out(USAGE);
    return EXIT.replayed;
  }
  if (args.indexOf("--random") >= 0) return writeRandom(args, out, err);
  const file = args[0];
  if (!file || file.startsWith("-")) {
    err(file ? `unknown option ${file}\n\n${USAGE}` : USAGE);
    return EXIT.unusable;
  }
  const { output, error } = replayFile(file);
  if (!output) {
    err(error!);
    return EXIT.unusable;
  }
  out(JSON.stringify(output, null, 2));
  return output.refused.length === 0 ? EXIT.replayed : EXIT.refused;
}
