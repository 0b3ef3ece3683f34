/**
 * Installs a built save into a TTS Saves folder so that later builds cannot break it:
 * the build's content-hashed assets are copied into a stable folder of their own (files are only
 * ever added there, never deleted, so every save installed before still finds its images), the
 * installed save's `file:///` URLs are rewritten to point there (moving or deleting the clone no
 * longer matters), an existing save of the same name is kept as a dated backup (named so in TTS's
 * save browser too), and the save gets TTS's thumbnail (`<save>.png` beside the `.json`).
 *
 * The stable folder is `~/Arcs-TTS-assets` by default, not beside the Saves folder: every OS's
 * Saves folder lies under a folder with a space in its name ("My Games", "Tabletop Simulator"), so
 * its file:/// URLs would carry `%20`, and whether TTS decodes an escaped file URL is not verified.
 * A path that still needs escaping is reported (`urlNeedsEscaping`).
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { pathToFileURL } from "node:url";

/** The stable folder's name: no character a file:/// URL must escape. */
export const STABLE_ASSETS_FOLDER = "Arcs-TTS-assets";

/** Where the assets of installed saves go unless --assets says otherwise. */
export function defaultStableAssetsDir(home: string = os.homedir()): string {
  return path.join(home, STABLE_ASSETS_FOLDER);
}

/** True when a file:/// URL of `dir` must escape some character of its path (a space, an accent...). */
export function urlNeedsEscaping(dir: string): boolean {
  return /%/.test(pathToFileURL(path.resolve(dir)).pathname);
}

export interface InstallInput {
  /** The built save (build/<SaveName>.json). */
  savePath: string;
  /** The build's assets folder (build/assets) and the files of this build in it. */
  assetsDir: string;
  assetFiles: string[];
  /** The Saves folder (or any folder given with --dir). */
  target: string;
  /** The stable folder the assets are copied to (the command line's default: `defaultStableAssetsDir()`). */
  stableAssetsDir: string;
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

/**
 * TTS's save browser lists a save by its SaveName: the backup's is given its date too, so that the
 * backups are not all listed as "Arcs". A backup that is not JSON (hand-edited) is kept as it is.
 */
function renameBackup(file: string, when: string): void {
  let save: { SaveName?: unknown };
  try {
    save = JSON.parse(fs.readFileSync(file, "utf8")) as { SaveName?: unknown };
  } catch {
    return;
  }
  if (typeof save !== "object" || save === null || Array.isArray(save)) return;
  const name = typeof save.SaveName === "string" && save.SaveName !== "" ? save.SaveName : path.basename(file, ".json");
  save.SaveName = `${name} (backup ${when})`;
  fs.writeFileSync(file, JSON.stringify(save, null, 2) + "\n");
}

export function installBuiltSave(input: InstallInput): InstallResult {
  if (!fs.existsSync(input.target) || !fs.statSync(input.target).isDirectory()) {
    throw new Error(`install-save: target folder ${input.target} does not exist`);
  }
  const stableAssetsDir = path.resolve(input.stableAssetsDir);
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
    const when = stamp(input.now ?? new Date());
    const backup = dest.replace(/\.json$/, ` (backup ${when}).json`);
    fs.renameSync(dest, backup);
    renameBackup(backup, when);
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
