/** Builds the real save once per test file (into a temp folder) and hands out its scripts. */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { buildSave, BuildReport } from "../../tools/lib/build";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { gameDataValidators } from "../../tools/lib/gameData";

export interface SaveObject {
  GUID: string;
  Name: string;
  Nickname?: string;
  Tags?: string[];
  LuaScript?: string;
  ContainedObjects?: SaveObject[];
  [key: string]: unknown;
}

export interface BuiltSave {
  report: BuildReport;
  save: { LuaScript: string; ObjectStates: SaveObject[]; [key: string]: unknown };
  /** every object, depth first */
  allObjects(): SaveObject[];
}

let cached: BuiltSave | undefined;

export function builtSave(): BuiltSave {
  if (cached) return cached;
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-build-"));
  const report = buildSave({ root: REPO_ROOT, outDir, validators: gameDataValidators() });
  const save = JSON.parse(fs.readFileSync(report.savePath, "utf8"));
  const allObjects = () => {
    const out: SaveObject[] = [];
    const walk = (os: SaveObject[]) => os.forEach((o) => { out.push(o); walk(o.ContainedObjects ?? []); });
    walk(save.ObjectStates);
    return out;
  };
  cached = { report, save, allObjects };
  return cached;
}
