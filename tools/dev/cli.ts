/** `npm run dev` and `npm run pull` (README "Dev loop"). */
import * as fs from "node:fs";
import * as path from "node:path";
import type { BuildReport } from "../lib/build";
import { REPO_ROOT } from "../lib/tstl";
import { DevLoop, watchSources } from "./devLoop";
import { pullScripts } from "./pull";
import { portsFrom, TtsNotListening } from "./protocol";
import type { ScriptState } from "./protocol";
import { scriptStatesOf } from "./scripts";

const DEV_HELP = `npm run dev: build, push every script and UI into the game running in Tabletop Simulator
(its External Editor API, "Save & Play"), then watch src/ and push again after each change.
TTS's print() output and script errors are printed here. Load the built save in TTS first.
Ports: ARCS_TTS_PORT (default 39999, TTS) and ARCS_EDITOR_PORT (default 39998, this tool);
close other editors (Atom, VS Code's TTS plugin) that listen on 39998.`;

const PULL_HELP = `npm run pull [-- --out <folder>]: fetch the scripts and UI of the game running in TTS into
<folder> (default build/pulled/), one <Name>.<guid>.lua / .xml per object.`;

function option(args: string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === name) return args[i + 1];
    if (args[i].startsWith(`${name}=`)) return args[i].slice(name.length + 1);
  }
  return undefined;
}

/** A build for pushing: the scripts and UI of the save, or the build's problems as text. */
function buildScripts(build: () => BuildReport | undefined): ScriptState[] | string {
  const report = build();
  if (report === undefined) return "the build was refused (see above)";
  return scriptStatesOf(JSON.parse(fs.readFileSync(report.savePath, "utf8")));
}

export async function runDev(args: string[], build: () => BuildReport | undefined): Promise<number> {
  if (args.includes("--help")) {
    console.log(DEV_HELP);
    return 0;
  }
  const loop = new DevLoop({ ...portsFrom(), rebuild: () => buildScripts(build) });
  await loop.start();
  await loop.rebuildAndPush("start");
  const stop = watchSources(path.join(REPO_ROOT, "src"), (file) => void loop.rebuildAndPush(`changed ${file}`));
  console.log("Watching src/ (Ctrl+C to stop).");
  await new Promise<void>((resolve) => process.once("SIGINT", () => resolve()));
  stop();
  await loop.stop();
  return 0;
}

export async function runPull(args: string[]): Promise<number> {
  if (args.includes("--help")) {
    console.log(PULL_HELP);
    return 0;
  }
  const outDir = path.resolve(option(args, "--out") ?? path.join(REPO_ROOT, "build", "pulled"));
  try {
    const r = await pullScripts({ ...portsFrom(), outDir });
    console.log(`Pulled ${r.states.length} object(s) from TTS into ${path.relative(process.cwd(), outDir) || "."}: ${r.files.length} file(s)`);
    return 0;
  } catch (e) {
    console.error(e instanceof TtsNotListening ? e.message : `pull: ${(e as Error).message}`);
    return 1;
  }
}
