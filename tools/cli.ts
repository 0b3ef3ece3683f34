/** The project's command line: build, install-save, unpack, bench, replay, where, dev, pull. Returns an exit code. */
import * as fs from "node:fs";
import * as path from "node:path";
import { buildSave, BuildReport } from "./lib/build";
import { BuildError } from "./lib/objects";
import { REPO_ROOT } from "./lib/tstl";
import { currentPlatform, ttsSaveFolder } from "./lib/ttsPaths";
import { defaultStableAssetsDir, installBuiltSave, urlNeedsEscaping } from "./lib/install";
import { buildInputsKey, recordBuiltFrom, upToDateBuild } from "./lib/buildInputs";
import { recordBuiltSave } from "./lib/buildHistory";
import { runUnpack } from "./unpackCli";
import { gameDataValidators } from "./lib/gameData";
import { runBench } from "./bench";
import { runWhere } from "./where";
import { runReplay } from "./replay";
import { runDev, runPull } from "./dev/cli";
import { BUILD_HELP, COMMANDS_HELP, INSTALL_HELP, strayArgument, wantsHelp } from "./lib/help";

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function doBuild(preview = true): BuildReport | undefined {
  try {
    const inputs = buildInputsKey(REPO_ROOT);
    const assetBaseUrl = process.env.ARCS_ASSET_BASE_URL || "";
    const report = buildSave({ root: REPO_ROOT, validators: gameDataValidators(), assetBaseUrl: assetBaseUrl || undefined, preview });
    recordBuiltFrom(path.dirname(report.savePath), { inputs, assetBaseUrl, report });
    // For unpack: the save as built, to tell TTS's changes from the source's later (buildHistory.ts).
    recordBuiltSave(path.dirname(report.savePath), report.savePath);
    return report;
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
  console.log("\nTo play it, run `npm run install-save`: it installs this build into Tabletop Simulator's Saves folder");
  console.log(`(${ttsSaveFolder()} on ${currentPlatform()}) with its own copy of the images.`);
  console.log("A copy of build/Arcs.json made by hand loses its images at the next build, which replaces build/assets/.");
}

/** `--name <value>` or `--name=value`; "" when the value is missing, undefined when absent. */
function option(args: string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === name) return args[i + 1] === undefined || args[i + 1].startsWith("--") ? "" : args[i + 1];
    if (args[i].startsWith(`${name}=`)) return args[i].slice(name.length + 1);
  }
  return undefined;
}

/** The build in build/ when it is the build of these sources, else a fresh one (undefined: refused). */
function currentBuild(rebuild: boolean): BuildReport | undefined {
  if (!rebuild) {
    const fresh = upToDateBuild(REPO_ROOT, path.join(REPO_ROOT, "build"), process.env.ARCS_ASSET_BASE_URL || "");
    if ("report" in fresh) {
      console.log("build/ holds the build of these sources: installing it (--rebuild to build anyway).");
      return fresh.report;
    }
    console.log(`Building first (${fresh.stale}).`);
  }
  return doBuild();
}

function installSave(args: string[]): number {
  if (wantsHelp(args)) {
    console.log(INSTALL_HELP);
    return 0;
  }
  const given = option(args, "--dir");
  const assets = option(args, "--assets");
  const stray = strayArgument(args, ["--rebuild"], ["--dir", "--assets"]);
  if (given === "" || assets === "" || stray !== undefined) {
    const what = stray !== undefined ? `unknown argument ${stray}` : `${given === "" ? "--dir" : "--assets"} needs a folder`;
    console.error(`install-save: ${what}\n\n${INSTALL_HELP}`);
    return 2;
  }
  // Look for the target before building, so a missing TTS folder is said at once.
  const target = given ? path.resolve(given) : ttsSaveFolder();
  if (!fs.existsSync(target) || !fs.statSync(target).isDirectory()) {
    console.error(given ? `install-save: ${target} is not a folder` : `No Tabletop Simulator Saves folder at ${target} (${currentPlatform()}); start TTS once, or pass --dir <folder>.`);
    return 1;
  }
  const stableAssetsDir = assets ? path.resolve(assets) : defaultStableAssetsDir();
  const report = currentBuild(args.includes("--rebuild"));
  if (!report) return 1;
  const assetsDir = path.join(path.dirname(report.savePath), "assets");
  const thumb = report.assetFiles.find((f) => f.startsWith("map-board.") && f.endsWith(".png"));
  const r = installBuiltSave({ savePath: report.savePath, assetsDir, assetFiles: report.assetFiles, target, stableAssetsDir, thumbnail: thumb ? path.join(assetsDir, thumb) : undefined });
  if (r.backup) console.log(`Kept the previous save as ${r.backup}`);
  console.log(`Installed ${r.dest}${r.thumbnail ? " (with thumbnail)" : ""}`);
  console.log(`  assets: ${r.assetsCopied} new file(s) in ${r.stableAssetsDir} (older versions stay for saves made from earlier installs)`);
  if (urlNeedsEscaping(r.stableAssetsDir)) {
    console.log(`  Note: the path ${r.stableAssetsDir} holds characters a file:/// URL escapes (a space becomes %20);`);
    console.log("  whether TTS reads such URLs is not verified. If the table shows no images, install again with");
    console.log("  --assets <a folder whose path has only letters, digits, - _ . and />.");
  }
  console.log(`Then in TTS: Create > Singleplayer/Multiplayer > Games > Save & Load > "${report.saveName}".`);
  return 0;
}

export async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case "build": {
      if (wantsHelp(rest)) {
        console.log(BUILD_HELP);
        return 0;
      }
      const stray = strayArgument(rest, []);
      if (stray !== undefined) {
        console.error(`build: unknown argument ${stray}\n\n${BUILD_HELP}`);
        return 2;
      }
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
    case "where":
      return runWhere(rest);
    case "dev":
      return runDev(rest);
    case "pull":
      return runPull(rest);
    case "--help":
    case "-h":
      console.log(COMMANDS_HELP);
      return 0;
    default:
      console.error(`unknown command "${command ?? ""}"; ${COMMANDS_HELP}`);
      return 2;
  }
}
