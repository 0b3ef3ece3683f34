/**
 * Builds the real save (renders every asset, ~10 s) ONCE for all test files and hands it out.
 * Jest runs each test file in its own module registry, so the result is cached on disk under
 * <tmp>/arcs-built-save/<key>/, key = hash of everything the build reads (objects/, src/, tools/,
 * assets/, docs/, package-lock.json): any source change builds afresh. A lock file makes parallel workers wait for
 * the one that builds. The save's file:/// asset URLs point into that folder.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import type { BuildReport } from "../../tools/lib/build";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { gameDataValidators } from "../../tools/lib/gameData";
import { buildInputsKey as inputsKey } from "../../tools/lib/buildInputs";

export interface SaveObject {
  GUID: string;
  Name: string;
  Nickname?: string;
  Tags?: string[];
  GMNotes?: string;
  LuaScript?: string;
  ContainedObjects?: SaveObject[];
  Transform?: { posX: number; posY: number; posZ: number; rotX: number; rotY: number; rotZ: number; scaleX: number; scaleY: number; scaleZ: number };
  [key: string]: unknown;
}

export interface BuiltSave {
  report: BuildReport;
  /** the folder the save, its assets and preview were written to */
  outDir: string;
  save: { LuaScript: string; ObjectStates: SaveObject[]; [key: string]: unknown };
  /** every object, depth first */
  allObjects(): SaveObject[];
}

let cached: BuiltSave | undefined;

/** The cache key: a hash of every input of the build (tools/lib/buildInputs.ts). */
export function buildInputsKey(): string {
  return inputsKey(REPO_ROOT);
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

const KEEP_BUILDS = 3;
const PRUNE_AFTER_MS = 3_600_000;

/**
 * Each source change leaves a build of about 150 MB behind: after a new build, the builds beyond
 * the newest KEEP_BUILDS that nothing has touched for an hour (another checkout's run may still
 * read a recent one) are removed.
 */
export function pruneOldBuilds(root: string, current: string, now = Date.now()): string[] {
  const builds = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => path.join(root, e.name))
    .filter((dir) => dir !== current && !fs.existsSync(dir + ".lock"))
    .map((dir) => ({ dir, at: fs.statSync(dir).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  const removed: string[] = [];
  for (const b of builds.slice(KEEP_BUILDS - 1)) {
    if (now - b.at < PRUNE_AFTER_MS) continue;
    fs.rmSync(b.dir, { recursive: true, force: true });
    removed.push(b.dir);
  }
  return removed;
}

/**
 * Builds into `outDir` (named by the inputs' key) unless a finished build is there; parallel callers
 * wait for the builder. A source edited while the build read its inputs (about a minute) would leave a
 * build of mixed inputs under a key it does not match: then nothing is kept and the run is told.
 */
export function buildOnce(outDir: string, build: (outDir: string) => BuildReport = defaultBuild, keyNow: () => string = buildInputsKey): BuildReport {
  const done = path.join(outDir, "report.json");
  const lock = outDir + ".lock";
  fs.mkdirSync(path.dirname(outDir), { recursive: true });
  for (;;) {
    if (fs.existsSync(done)) return JSON.parse(fs.readFileSync(done, "utf8")) as BuildReport;
    let fd: number | undefined;
    try {
      fd = fs.openSync(lock, "wx");
    } catch {
      // Someone else builds; take over a lock left by a crashed run.
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > 420_000) fs.rmSync(lock, { force: true });
      } catch {
        /* gone meanwhile */
      }
      sleep(250);
      continue;
    }
    try {
      fs.rmSync(outDir, { recursive: true, force: true });
      const report = build(outDir);
      if (keyNow() !== path.basename(outDir)) {
        fs.rmSync(outDir, { recursive: true, force: true });
        throw new Error("the sources changed while the test save was being built: run the tests again once the edits are done");
      }
      fs.writeFileSync(done, JSON.stringify(report));
      pruneOldBuilds(path.dirname(outDir), outDir);
      return report;
    } finally {
      fs.closeSync(fd);
      fs.rmSync(lock, { force: true });
    }
  }
}

function defaultBuild(outDir: string): BuildReport {
  // The build's code (the compiler, the compactor, the render: TypeScript's 9 MB among them,
  // ~0.45 s of CPU to load in each test file) is loaded only here: the ~120 suites that read a
  // finished build never run it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { buildSave } = require("../../tools/lib/build") as typeof import("../../tools/lib/build");
  return buildSave({ root: REPO_ROOT, outDir, validators: gameDataValidators() });
}

export function builtSave(): BuiltSave {
  if (cached) return cached;
  const outDir = path.join(os.tmpdir(), "arcs-built-save", buildInputsKey());
  const report = buildOnce(outDir);
  const save = JSON.parse(fs.readFileSync(report.savePath, "utf8"));
  const allObjects = () => {
    const out: SaveObject[] = [];
    const walk = (os: SaveObject[]) => os.forEach((o) => { out.push(o); walk(o.ContainedObjects ?? []); });
    walk(save.ObjectStates);
    return out;
  };
  cached = { report, outDir, save, allObjects };
  return cached;
}
