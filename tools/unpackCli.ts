/** `npm run unpack -- <save.json> [--out <folder>]`: see tools/lib/unpack.ts. */
import * as fs from "node:fs";
import * as path from "node:path";
import { BuildReport } from "./lib/build";
import { readTable, JsonObject } from "./lib/objects";
import { REPO_ROOT } from "./lib/tstl";
import { unpackSave } from "./lib/unpack";
import { UNPACK_HELP, wantsHelp } from "./lib/help";
import { builtSaveOf } from "./lib/buildHistory";

/** Empties an objects folder of object files before writing, keeping `_`-prefixed entries (_save.json, _notebook/). */
function clearObjects(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const n of fs.readdirSync(dir)) if (!n.startsWith("_") && !n.startsWith(".")) fs.rmSync(path.join(dir, n), { recursive: true, force: true });
}

export function runUnpack(args: string[], build: () => BuildReport | undefined): number {
  if (wantsHelp(args)) {
    console.log(UNPACK_HELP);
    return 0;
  }
  const stray = args.find((a, i) => a.startsWith("-") && a !== "--out" && args[i - 1] !== "--out");
  if (stray !== undefined) {
    console.error(`unpack: unknown option ${stray}\n\n${UNPACK_HELP}`);
    return 2;
  }
  const outAt = args.indexOf("--out");
  const out = path.resolve(outAt >= 0 ? args[outAt + 1] ?? "" : path.join(REPO_ROOT, "objects"));
  const file = args.filter((a, i) => !a.startsWith("--") && !(outAt >= 0 && i === outAt + 1))[0];
  if (!file || !fs.existsSync(file)) {
    console.error(`unpack: give a TTS save file, e.g. npm run unpack -- "<Saves folder>/Arcs.json"${file ? ` (${file} not found)` : ""}\n\n${UNPACK_HELP}`);
    return 2;
  }
  let saved: JsonObject;
  try {
    saved = JSON.parse(fs.readFileSync(file, "utf8")) as JsonObject;
  } catch (e) {
    console.error(`unpack: ${file} is not JSON (${(e as Error).message})`);
    return 2;
  }
  if (!Array.isArray(saved.ObjectStates)) {
    console.error(`unpack: ${file} has no ObjectStates; is it a TTS save?`);
    return 2;
  }
  // The current objects/ built once: what each field is made from, to tell TTS edits from build output.
  const report = build();
  if (!report) return 1;
  const source = readTable(REPO_ROOT, "objects");
  const built = JSON.parse(fs.readFileSync(report.savePath, "utf8")) as JsonObject;
  // The build this save came from (an installed save, maybe older than the source), when known.
  const base = builtSaveOf(path.dirname(report.savePath), saved);
  clearObjects(out);
  const r = unpackSave(source, built, saved, out, { root: REPO_ROOT, base });
  console.log(`Unpacked ${r.written.length} files into ${path.relative(process.cwd(), out) || "."}`);
  if (base === undefined) {
    console.log("(The build this save was made from is not in build/.history: a field that differs from today's build is taken as changed in TTS.)");
  }
  if (r.added.length > 0) {
    console.log(`${r.added.length} object(s) added in TTS:`);
    for (const a of r.added) console.log(`  ${a}`);
  }
  if (r.sourceChanges.length > 0) {
    console.log(`${r.sourceChanges.length} change(s) made in the source since this save was built (kept):`);
    for (const c of r.sourceChanges) console.log(`  ${c}`);
  }
  if (r.conflicts.length > 0) {
    console.log(`${r.conflicts.length} change(s) made in TTS could not be kept as they are (edit the source instead):`);
    for (const c of r.conflicts) console.log(`  ${c}`);
  }
  console.log("Check with git diff, then npm run build.");
  return 0;
}
