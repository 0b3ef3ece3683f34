/** The project's command line: build, install-save, unpack, bench, replay, dev, pull. Returns an exit code. */
import * as fs from "node:fs";
import * as path from "node:path";
import { buildSave, BuildReport } from "./lib/build";
import { BuildError } from "./lib/objects";
import { REPO_ROOT } from "./lib/tstl";
import { currentPlatform, ttsSaveFolder } from "./lib/ttsPaths";
import { installBuiltSave } from "./lib/install";
import { runUnpack } from "./unpackCli";
import { gameDataValidators } from "./lib/gameData";
import { runBench } from "./bench";
import { runReplay } from "./replay";
import { runDev, runPull } from "./dev/cli";

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function doBuild(preview = true): BuildReport | undefined {
  try {
    return buildSave({ root: REPO_ROOT, validators: gameDataValidators(), assetBaseUrl: process.env.ARCS_ASSET_BASE_URL || undefined, preview });
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
  console.log("\nTo play it, run `npm run install-save` (or copy the save into Tabletop Simulator's Saves folder:");
  console.log(`  ${ttsSaveFolder()} on ${currentPlatform()}).`);
  console.log(`Then in TTS: Create > Singleplayer/Multiplayer > Games > Save & Load > "${report.saveName}".`);
}

/** `--dir <folder>` or `--dir=<folder>`; undefined when absent. */
function dirOption(args: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--dir") return args[i + 1];
    if (args[i].startsWith("--dir=")) return args[i].slice("--dir=".length);
  }
  return undefined;
}

function installSave(args: string[]): number {
  const given = dirOption(args);
  if (args.includes("--dir") && !given) {
    console.error("install-save: --dir needs a folder, e.g. npm run install-save -- --dir ~/tts/Saves");
    return 2;
  }
  // Look for the target before building, so a missing TTS folder is said at once.
  const target = given ? path.resolve(given) : ttsSaveFolder();
  if (!fs.existsSync(target) || !fs.statSync(target).isDirectory()) {
    console.error(given ? `install-save: ${target} is not a folder` : `No Tabletop Simulator Saves folder at ${target} (${currentPlatform()}); start TTS once, or pass --dir <folder>.`);
    return 1;
  }
  const report = doBuild();
  if (!report) return 1;
  const assetsDir = path.join(path.dirname(report.savePath), "assets");
  const thumb = report.assetFiles.find((f) => f.startsWith("map-board.") && f.endsWith(".png"));
  const r = installBuiltSave({ savePath: report.savePath, assetsDir, assetFiles: report.assetFiles, target, thumbnail: thumb ? path.join(assetsDir, thumb) : undefined });
  if (r.backup) console.log(`Kept the previous save as ${r.backup}`);
  console.log(`Installed ${r.dest}${r.thumbnail ? " (with thumbnail)" : ""}`);
  console.log(`  assets: ${r.assetsCopied} new file(s) in ${r.stableAssetsDir} (older versions stay for saves made from earlier installs)`);
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
      return installSave(rest);
    case "unpack":
      return runUnpack(rest, doBuild);
    case "bench":
      return runBench(rest);
    case "replay":
      return runReplay(rest);
    case "dev":
      return runDev(rest);
    case "pull":
      return runPull(rest);
    default:
      console.error(`unknown command "${command ?? ""}"; use build, install-save, unpack, bench, replay, dev or pull`);
      return 2;
  }
}
