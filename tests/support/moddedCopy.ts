/**
 * A copy of the repository with the README's "Modding: add a card" examples applied as a modder
 * would apply them: each ```ts block of that section appended at the end of its table (BC32 to
 * COURT_CARDS, LEAD09 to LEADERS, L15 to LORE_CARDS). tests/tools/readmeModding.test.ts runs the
 * data, table and setup suites in it (issue 33 item 1: following the README keeps npm test green).
 */
import { execFileSync } from "node:child_process";
import * as crypto from "node:crypto";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { REPO_ROOT } from "../../tools/lib/repo";

/** The README's add-a-card examples: [data file, table name, the pasted code]. */
export function readmeExamples(readme: string = fs.readFileSync(path.join(REPO_ROOT, "README.md"), "utf8")): { file: string; table: string; code: string }[] {
  const section = readme.slice(readme.indexOf("## Modding: add a card"));
  const end = section.indexOf("\n## ", 5);
  const text = end < 0 ? section : section.slice(0, end);
  const blocks = [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1].trim());
  // Each example is introduced by the sentence naming its table and file ("appended to `LEADERS` in `leaders.ts`").
  const tables: Record<string, string> = { COURT_CARDS: "src/core/data/court.ts", LEADERS: "src/core/data/leaders.ts", LORE_CARDS: "src/core/data/lore.ts" };
  return blocks.map((code) => {
    const before = text.slice(0, text.indexOf(code));
    const named = Object.keys(tables)
      .map((t) => ({ t, at: before.lastIndexOf("`" + t + "`") }))
      .sort((a, b) => b.at - a.at)[0];
    if (named.at < 0) throw new Error(`README: no table named before the example ${code.slice(0, 40)}`);
    return { file: tables[named.t], table: named.t, code };
  });
}

/** `source` with `code` pasted as the last entry of `export const <table> ... = [ ... ];`. */
export function appendToTable(source: string, table: string, code: string): string {
  const start = source.indexOf(`export const ${table}`);
  if (start < 0) throw new Error(`no table ${table}`);
  const close = source.indexOf("\n];", start);
  if (close < 0) throw new Error(`table ${table} has no closing "];" line`);
  const entry = code.endsWith(",") ? code : code + ",";
  return source.slice(0, close) + "\n  " + entry.split("\n").join("\n  ") + source.slice(close);
}

/**
 * The copy's folder: the same for every run from this checkout (a hash of its path), so the
 * compiled bundles of the copy's suites (tools/lib/tstlCache.ts keys a bundle by its root and checks
 * its files' content) are reused by the next run instead of compiled again (docs/test-cache.md).
 */
export function moddedCopyDir(repo: string = REPO_ROOT): string {
  return path.join(os.tmpdir(), "arcs-modded", crypto.createHash("sha256").update(path.resolve(repo)).digest("hex").slice(0, 16));
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Whether the lock file names a process that is gone (a run killed midway) or is older than the test's timeout. */
function staleLock(lock: string): boolean {
  try {
    const pid = Number(fs.readFileSync(lock, "utf8"));
    if (Date.now() - fs.statSync(lock).mtimeMs > 900_000) return true;
    if (!Number.isInteger(pid) || pid <= 0) return Date.now() - fs.statSync(lock).mtimeMs > 5_000;
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/**
 * `use` run on a fresh modded copy in moddedCopyDir(), removed afterwards. A lock file (holding
 * the runner's pid) makes a second run from the same checkout wait; a dead runner's lock is taken over.
 */
export function withModdedCopy<T>(use: (root: string) => T): T {
  const root = moddedCopyDir();
  const lock = root + ".lock";
  fs.mkdirSync(path.dirname(root), { recursive: true });
  let fd: number | undefined;
  while (fd === undefined) {
    try {
      fd = fs.openSync(lock, "wx");
      fs.writeSync(fd, String(process.pid));
    } catch {
      if (staleLock(lock)) fs.rmSync(lock, { force: true });
      else sleep(500);
    }
  }
  try {
    moddedCopy(root);
    return use(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
    fs.closeSync(fd);
    fs.rmSync(lock, { force: true });
  }
}

/** Copies the repository's tracked files into `root` (emptied first; node_modules linked) and applies the examples. */
export function moddedCopy(root: string = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-modded-"))): string {
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: REPO_ROOT, encoding: "utf8" })
    .split("\0")
    .filter((f) => f !== "" && fs.existsSync(path.join(REPO_ROOT, f)));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    fs.copyFileSync(path.join(REPO_ROOT, f), path.join(root, f));
  }
  fs.symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  for (const ex of readmeExamples()) {
    const p = path.join(root, ex.file);
    fs.writeFileSync(p, appendToTable(fs.readFileSync(p, "utf8"), ex.table, ex.code));
  }
  return root;
}
