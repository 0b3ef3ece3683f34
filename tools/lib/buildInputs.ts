/**
 * What a build is made from, as one hash: every file under objects/ src/ tools/ assets/ docs/ (the
 * Notebook tabs read docs/), package-lock.json and the tsconfigs. The tests' built-save cache is
 * keyed by it (tests/support/builtSave.ts), and `npm run build` records it beside the save
 * (build/.built-from.json) so that `npm run install-save` can tell an up-to-date build/ from a stale one.
 */
import * as crypto from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import type { BuildReport } from "./build";

const INPUT_FOLDERS = ["objects", "src", "tools", "assets", "docs"];
const INPUT_FILES = ["package-lock.json", "tsconfig.json", "tsconfig.base.json"];

function hashTree(h: crypto.Hash, root: string, dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    const st = fs.statSync(p);
    if (st.isDirectory()) hashTree(h, root, p);
    else {
      h.update(path.relative(root, p));
      h.update(fs.readFileSync(p));
    }
  }
}

/** The hash of every input of the build under `root` (16 hex digits). */
export function buildInputsKey(root: string): string {
  const h = crypto.createHash("sha256");
  for (const d of INPUT_FOLDERS) hashTree(h, root, path.join(root, d));
  for (const f of INPUT_FILES) {
    const p = path.join(root, f);
    if (fs.existsSync(p)) h.update(fs.readFileSync(p));
  }
  return h.digest("hex").slice(0, 16);
}

/** What `npm run build` records beside its output. */
export interface BuiltFrom {
  inputs: string;
  /** ARCS_ASSET_BASE_URL of that build ("" for file:/// URLs). */
  assetBaseUrl: string;
  report: BuildReport;
}

export const BUILT_FROM_FILE = ".built-from.json";

export function recordBuiltFrom(outDir: string, record: BuiltFrom): void {
  fs.writeFileSync(path.join(outDir, BUILT_FROM_FILE), JSON.stringify(record, null, 1) + "\n");
}

/**
 * The report of the build in `outDir` when it was made from exactly these inputs with this asset
 * base URL and its save and assets are all still there; otherwise why not (to say it).
 */
export function upToDateBuild(root: string, outDir: string, assetBaseUrl: string): { report: BuildReport } | { stale: string } {
  let record: BuiltFrom;
  try {
    record = JSON.parse(fs.readFileSync(path.join(outDir, BUILT_FROM_FILE), "utf8")) as BuiltFrom;
  } catch {
    return { stale: "no build yet" };
  }
  if (record.inputs !== buildInputsKey(root)) return { stale: "the sources changed since the last build" };
  if (record.assetBaseUrl !== assetBaseUrl) return { stale: "ARCS_ASSET_BASE_URL changed since the last build" };
  const r = record.report;
  if (!fs.existsSync(r.savePath) || fs.statSync(r.savePath).size !== r.saveBytes) return { stale: "the built save changed since the last build" };
  const assets = path.join(path.dirname(r.savePath), "assets");
  if (r.assetFiles.some((f) => !fs.existsSync(path.join(assets, f)))) return { stale: "build/assets/ lacks files of the last build" };
  return { report: r };
}
