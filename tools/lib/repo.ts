/** The repo root: the nearest folder upwards holding package.json (works from source and from a bundle). */
import * as fs from "node:fs";
import * as path from "node:path";

export function findRepoRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const REPO_ROOT = findRepoRoot(__dirname);
