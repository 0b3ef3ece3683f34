/** The project's command line: build, install-save, bench, replay. Returns an exit code. */
import * as fs from "node:fs";
import * as path from "node:path";
import { buildSave, BuildReport } from "./lib/build";
import { BuildError } from "./lib/objects";
import { REPO_ROOT } from "./lib/tstl";
import { ttsSaveFolders } from "./lib/ttsPaths";
import { gameDataValidators } from "./lib/gameData";
import { runBench } from "./bench";
import { runReplay } from "./replay";

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function doBuild(): BuildReport | undefined {
  try {
    return buildSave({ root: REPO_ROOT, validators: gameDataValidators(), assetBaseUrl: process.env.ARCS_ASSET_BASE_URL || undefined });
  } catch (e) {
    if (e instanceof BuildError) {
      console.error(`Build refused (${e.problems.length} problem${e.problems.length === 1 ? "" : "s"}):`);
      for (const p of e.problems) console.error(`  ${p}`);
      return undefined;
    }
    throw e;
  }
}

function printBuild(report: BuildReport): void {
  const rel = path.relative(process.cwd(), report.savePath);
  console.log(`Built ${rel} (${kb(report.saveBytes)}, ${report.objectCount} objects, ${report.scripts.length} scripts)`);
  for (const s of report.scripts) console.log(`  ${s.luaFile}  ${kb(s.luaBytes)}  <- ${s.entry}`);
  if (report.assetFiles.length > 0) {
    const base = process.env.ARCS_ASSET_BASE_URL;
    console.log(`  build/assets/  ${report.assetFiles.length} files, ${kb(report.assetBytes)}  (URLs: ${base ? base : "file:/// on this machine; set ARCS_ASSET_BASE_URL to publish"})`);
    console.log(`  build/preview/index.html  every rendered texture`);
  }
  console.log(`  ${(report.timings.total / 1000).toFixed(1)} s (${Object.entries(report.timings).map(([k, v]) => `${k} ${v} ms`).join(", ")})`);
  console.log("\nTo play it, copy the save into Tabletop Simulator's Saves folder (or run `npm run install-save`):");
  for (const { platform, folder } of ttsSaveFolders()) console.log(`  ${platform.padEnd(8)} ${folder}`);
  console.log(`Then in TTS: Create > Singleplayer/Multiplayer > Games > Save & Load > "${report.saveName}".`);
}

function installSave(): number {
  const report = doBuild();
  if (!report) return 1;
  const targets = ttsSaveFolders().filter(({ folder }) => fs.existsSync(folder));
  if (targets.length === 0) {
    console.error("No Tabletop Simulator Saves folder found on this machine; looked in:");
    for (const { folder } of ttsSaveFolders()) console.error(`  ${folder}`);
    return 1;
  }
  for (const { folder } of targets) {
    const dest = path.join(folder, path.basename(report.savePath));
    fs.copyFileSync(report.savePath, dest);
    console.log(`Copied to ${dest}`);
  }
  return 0;
}

export async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case "build": {
      const report = doBuild();
      if (!report) return 1;
      printBuild(report);
      return 0;
    }
    case "install-save":
      return installSave();
    case "bench":
      return runBench(rest);
    case "replay":
      return runReplay(rest);
    default:
      console.error(`unknown command "${command ?? ""}"; use build, install-save, bench or replay`);
      return 2;
  }
}
