/**
 * Installs a built save into a TTS Saves folder so that later builds cannot break it:
 * the build's content-hashed assets are copied into a stable folder beside the Saves folder
 * (files are only ever added there, never deleted, so every save installed before still finds its
 * images), the installed save's `file:///` URLs are rewritten to point there (moving or deleting
 * the clone no longer matters), an existing save of the same name is kept as a dated backup, and
 * the save gets TTS's thumbnail (`<save>.png` beside the `.json`).
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { pathToFileURL } from "node:url";

/** Folder name, beside the Saves folder, holding every asset version any installed save uses. */
export const STABLE_ASSETS_FOLDER = "Arcs for TTS assets";

export interface InstallInput {
  /** The built save (build/<SaveName>.json). */
  savePath: string;
  /** The build's assets folder (build/assets) and the files of this build in it. */
  assetsDir: string;
  assetFiles: string[];
  /** The Saves folder (or any folder given with --dir). */
  target: string;
  /** An image for TTS's save browser; none: no thumbnail is written. */
  thumbnail?: string;
  /** Time stamp for the backup's name (tests pass a fixed one). */
  now?: Date;
}

export interface InstallResult {
  dest: string;
  backup?: string;
  thumbnail?: string;
  stableAssetsDir: string;
  assetsCopied: number;
}

function stamp(d: Date): string {
  return d.toISOString().slice(0, 19).replace("T", " ").replace(/:/g, "-");
}

function dirUrl(dir: string): string {
  return pathToFileURL(path.resolve(dir)).href.replace(/\/*$/, "/");
}

export function installBuiltSave(input: InstallInput): InstallResult {
  if (!fs.existsSync(input.target) || !fs.statSync(input.target).isDirectory()) {
    throw new Error(`install-save: target folder ${input.target} does not exist`);
  }
  const stableAssetsDir = path.join(path.dirname(path.resolve(input.target)), STABLE_ASSETS_FOLDER);
  fs.mkdirSync(stableAssetsDir, { recursive: true });
  let assetsCopied = 0;
  for (const file of input.assetFiles) {
    const from = path.join(input.assetsDir, file);
    const to = path.join(stableAssetsDir, file);
    if (!fs.existsSync(from)) throw new Error(`install-save: asset ${file} is missing from ${input.assetsDir}; rebuild first`);
    // Names carry a content hash: an existing file of that name already holds these bytes.
    if (!fs.existsSync(to)) {
      fs.copyFileSync(from, to);
      assetsCopied++;
    }
  }
  const text = fs.readFileSync(input.savePath, "utf8").split(dirUrl(input.assetsDir)).join(dirUrl(stableAssetsDir));

  const dest = path.join(input.target, path.basename(input.savePath));
  const result: InstallResult = { dest, stableAssetsDir, assetsCopied };
  const thumbDest = dest.replace(/\.json$/, ".png");
  if (fs.existsSync(dest) && fs.readFileSync(dest, "utf8") !== text) {
    const backup = dest.replace(/\.json$/, ` (backup ${stamp(input.now ?? new Date())}).json`);
    fs.renameSync(dest, backup);
    if (fs.existsSync(thumbDest)) fs.copyFileSync(thumbDest, backup.replace(/\.json$/, ".png"));
    result.backup = backup;
  }
  fs.writeFileSync(dest, text);
  if (input.thumbnail) {
    fs.copyFileSync(input.thumbnail, thumbDest);
    result.thumbnail = thumbDest;
  }
  return result;
}
