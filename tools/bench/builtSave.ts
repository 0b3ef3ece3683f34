/**
 * The save the table benches load: built from the current sources once per bench run (a save left
 * in build/ by an earlier build would measure old scripts), into its own folder.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { buildSave } from "../lib/build";
import { gameDataValidators } from "../lib/gameData";
import { REPO_ROOT } from "../lib/tstl";
import type { SaveFile } from "../ttsFake/table";

let built: string | undefined;

export function loadBuiltSave(): SaveFile {
  if (built === undefined) {
    const report = buildSave({ root: REPO_ROOT, outDir: path.join("build", ".bench"), validators: gameDataValidators(), preview: false });
    built = report.savePath;
  }
  return JSON.parse(fs.readFileSync(built, "utf8")) as SaveFile;
}
