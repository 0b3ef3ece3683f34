/** `npm run dev` and `npm run pull` (README "Dev loop"): options, help, and wiring. */
import * as path from "node:path";
import { gameDataValidators } from "../lib/gameData";
import { REPO_ROOT } from "../lib/tstl";
import { DevLoop } from "./devLoop";
import { pullScripts } from "./pull";
import { EDITOR_PORT, Ports, TTS_PORT, TtsNotListening, portsFrom } from "./protocol";
import { ScriptSet } from "./scriptSet";
import { watchSources } from "./watch";

const PORTS_HELP = `  --tts-port <n>     where TTS listens (default ${TTS_PORT}, or ARCS_TTS_PORT)
  --editor-port <n>  where this tool listens for TTS (default ${EDITOR_PORT}, or ARCS_EDITOR_PORT)`;

export const DEV_HELP = `usage: npm run dev [-- options]
       npm run dev -- --help

Pushes this build's scripts and UI into the game running in Tabletop Simulator, then watches src/
and objects/ and pushes again after each change.

Load the save in TTS first (npm run install-save). Each push is TTS's "Save & Play" through its
External Editor API, with every scripted object's script AND UI (a missing one would be deleted),
matched by the GUID the save was built with. Only the script bundles a change touches are compiled
again; art and deck changes need npm run build and a reload of the save. TTS's print() output and
script errors (with the object they came from) appear here. Press Enter to push again; Ctrl+C stops.
Close other editors that listen for TTS (Atom, VS Code's TTS plugin) first.

Options:
  --poll             scan for changes instead of file events (network drives, WSL's /mnt/c)
${PORTS_HELP}

Exit codes:
  0  stopped with Ctrl+C
  1  this tool could not listen on its port (another editor holds it?)
  2  bad arguments`;

export const PULL_HELP = `usage: npm run pull [-- options]
       npm run pull -- --help

Fetches the scripts and UI of the game running in TTS into a folder, one <Name>.<guid>.lua (script)
and <Name>.<guid>.xml (UI) per object; Global is Global.-1.

Options:
  --out <folder>     where to write them (default build/pulled/)
  --timeout <s>      how long to wait for TTS's answer (default 10)
${PORTS_HELP}

Exit codes:
  0  pulled
  1  TTS is not listening (no game loaded) or did not answer in time
  2  bad arguments`;

/** `--name value` or `--name=value`; undefined when absent. */
function option(args: string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === name) return args[i + 1] ?? "";
    if (args[i].startsWith(`${name}=`)) return args[i].slice(name.length + 1);
  }
  return undefined;
}

/** Options other than `known` (with their values), as "--x"; the first one is reported. */
function unknownOption(args: string[], known: string[], flags: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const name = args[i].split("=")[0];
    if (flags.includes(name)) continue;
    if (known.includes(name)) {
      if (!args[i].includes("=")) i++;
      continue;
    }
    return args[i];
  }
  return undefined;
}

/** Ports from --tts-port / --editor-port, else the environment; a string is a usage error. */
function portOptions(args: string[]): Required<Ports> | string {
  const ports: Ports = {};
  for (const [flag, key] of [["--tts-port", "ttsPort"], ["--editor-port", "editorPort"]] as const) {
    const v = option(args, flag);
    if (v === undefined) continue;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > 65535) return `${flag} needs a port number (1..65535), got "${v}"`;
    ports[key] = n;
  }
  return portsFrom(ports);
}

/** Parses the common part; a number is the exit code to return at once. */
function parse(command: string, args: string[], help: string, known: string[], flags: string[]): Required<Ports> | number {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(help);
    return 0;
  }
  const stray = unknownOption(args, [...known, "--tts-port", "--editor-port"], flags);
  const ports = portOptions(args);
  if (stray !== undefined || typeof ports === "string") {
    console.error(`${command}: ${stray !== undefined ? `unknown option ${stray}` : ports}\n\n${help}`);
    return 2;
  }
  return ports;
}

export async function runDev(args: string[]): Promise<number> {
  const ports = parse("dev", args, DEV_HELP, [], ["--poll"]);
  if (typeof ports === "number") return ports;
  const scripts = new ScriptSet({ root: REPO_ROOT, validators: gameDataValidators(), luaOutDir: path.join(REPO_ROOT, "build", "lua") });
  const loop = new DevLoop({ ...ports, rebuild: (changed) => scripts.build(changed) });
  try {
    await loop.start();
  } catch (e) {
    console.error(`dev: ${(e as Error).message}`);
    return 1;
  }
  console.log(`Listening for TTS on localhost:${ports.editorPort}; pushing to localhost:${ports.ttsPort}. Compiling every script...`);
  await loop.rebuildAndPush("start");
  const rel = (f: string) => path.relative(REPO_ROOT, f).split(path.sep).join("/");
  const watcher = watchSources([path.join(REPO_ROOT, "src"), path.join(REPO_ROOT, "objects")], (files) => {
    const shown = files.slice(0, 3).map(rel).join(", ") + (files.length > 3 ? ` and ${files.length - 3} more` : "");
    void loop.rebuildAndPush(`changed ${shown}`, files);
  }, { poll: args.includes("--poll") });
  console.log(`Watching src/ and objects/ (${watcher.mode === "events" ? "file events" : "polling"}). Enter: push again; Ctrl+C: stop.`);
  const onLine = () => void loop.rebuildAndPush("Enter", [], true);
  process.stdin.on("data", onLine);
  await new Promise<void>((resolve) => process.once("SIGINT", () => resolve()));
  process.stdin.off("data", onLine);
  process.stdin.pause();
  watcher.stop();
  await loop.stop();
  return 0;
}

export async function runPull(args: string[]): Promise<number> {
  const ports = parse("pull", args, PULL_HELP, ["--out", "--timeout"], []);
  if (typeof ports === "number") return ports;
  const out = option(args, "--out");
  const timeout = option(args, "--timeout");
  if (out === "" || (timeout !== undefined && !(Number(timeout) > 0))) {
    console.error(`pull: ${out === "" ? "--out needs a folder" : `--timeout needs a number of seconds, got "${timeout}"`}`);
    return 2;
  }
  const outDir = path.resolve(out ?? path.join(REPO_ROOT, "build", "pulled"));
  try {
    const r = await pullScripts({ ...ports, outDir, timeoutMs: timeout === undefined ? undefined : Number(timeout) * 1000 });
    const scripts = r.files.filter((f) => f.endsWith(".lua")).length;
    console.log(`Pulled ${r.states.length} object(s) from TTS into ${path.relative(process.cwd(), outDir) || "."}: ${scripts} script(s), ${r.files.length - scripts} UI file(s)`);
    return 0;
  } catch (e) {
    console.error(e instanceof TtsNotListening ? e.message : `pull: ${(e as Error).message}`);
    return 1;
  }
}
