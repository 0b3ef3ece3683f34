/**
 * A disk cache of compiled Lua bundles for the test run: 137 suites compile the same few entries
 * (Global's bundle takes seconds each time), and jest gives every suite its own module registry, so
 * only a file shared by the workers lets each distinct bundle compile once per run.
 *
 * On only when ARCS_TSTL_CACHE names a folder (jest.config.cjs sets it); `npm run build` and the
 * dev loop always compile. A hit must never hand out a stale bundle, so an entry is reused only if
 * - its key matches: entry, root, tsconfig files, package-lock.json (the compiler's version), the
 *   compiler code (tstl.ts, this file, the MoonSharp step moonsharpSafe.ts, the prose step luaProse.ts and its src/core/data/prose.ts) and the list of ambient .d.ts files; and
 * - every file of its program (the import graph, as TypeScript saw it) still has the same content;
 *   and every folder holding one of them, up to the root, still lists the same names (a new file
 *   could change what an import resolves to).
 * Writes go to a temporary name and are renamed into place, so a reader never sees half a file.
 * A compile holds its slot's lock file (its pid, slotLock.ts): another worker asking for the same bundle meanwhile
 * waits and reads the slot, instead of compiling the same program too (a killed holder's lock is taken over).
 */
import * as crypto from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import { compileLuaBundle, ambientDeclarations, REPO_ROOT } from "./tstl";
import { takeSlotLock } from "./slotLock";

export interface CachedBundle {
  entry: string;
  lua: string;
  compileMs: number;
  sources: string[];
}

interface CacheRecord {
  lua: string;
  entry: string;
  sources: string[];
  files: [string, string][];
  folders: [string, string][];
}

const sha = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex");

function fileHash(file: string): string {
  try {
    return sha(fs.readFileSync(file));
  } catch {
    return "missing";
  }
}

function folderHash(dir: string): string {
  try {
    return sha(fs.readdirSync(dir).sort().join("\n"));
  } catch {
    return "missing";
  }
}

/** The folders whose listing can change what the program's imports resolve to. */
function foldersOf(sources: string[], root: string): string[] {
  const out = new Set<string>();
  for (const s of sources) {
    let dir = path.dirname(s);
    for (;;) {
      out.add(dir);
      const rel = path.relative(root, dir);
      if (rel === "" || rel.startsWith("..") || path.dirname(dir) === dir) break;
      dir = path.dirname(dir);
    }
  }
  return [...out].sort();
}

/** The key of an entry's cache slot: everything that is not a file of its program. */
export function bundleKey(entry: string, root: string = REPO_ROOT): string {
  const entryAbs = path.resolve(root, entry);
  const parts = [
    "v1",
    entryAbs,
    path.resolve(root),
    ...["tsconfig.json", "tsconfig.base.json", "package-lock.json"].map((f) => fileHash(path.join(root, f))),
    fileHash(path.join(REPO_ROOT, "tools", "lib", "tstl.ts")),
    fileHash(path.join(REPO_ROOT, "tools", "lib", "tstlCache.ts")),
    fileHash(path.join(REPO_ROOT, "tools", "lib", "tstlModules.ts")),
    fileHash(path.join(REPO_ROOT, "tools", "lib", "tstlTruthy.ts")),
    fileHash(path.join(REPO_ROOT, "tools", "lib", "slotLock.ts")),
    fileHash(path.join(REPO_ROOT, "tools", "lib", "moonsharpSafe.ts")),
    fileHash(path.join(REPO_ROOT, "tools", "lib", "luaProse.ts")),
    fileHash(path.join(REPO_ROOT, "src", "core", "data", "prose.ts")),
    ...ambientDeclarations(root),
  ];
  return sha(parts.join("\0")).slice(0, 32);
}

function stillValid(rec: CacheRecord): boolean {
  return rec.files.every(([f, h]) => fileHash(f) === h) && rec.folders.every(([d, h]) => folderHash(d) === h);
}

function writeAtomically(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

/** Whether any of `files` was modified at or after `since` (ms since the epoch), or is gone. */
export function changedSince(files: readonly string[], since: number): boolean {
  for (const f of files) {
    try {
      if (fs.statSync(f).mtimeMs >= since) return true;
    } catch {
      return true;
    }
  }
  return false;
}

/**
 * `compileLuaBundle` through the cache in `cacheDir` (default: $ARCS_TSTL_CACHE; none: always
 * compile). Compile errors are never cached: they are thrown as compileLuaBundle throws them.
 */
export function compileLuaCached(entry: string, root: string = REPO_ROOT, cacheDir = process.env.ARCS_TSTL_CACHE): CachedBundle {
  if (!cacheDir) {
    const b = compileLuaBundle(entry, root);
    return { entry: b.entry, lua: b.lua, compileMs: b.compileMs, sources: b.sources };
  }
  const started = performance.now();
  const slot = path.join(cacheDir, bundleKey(entry, root) + ".json");
  const stored = (): CachedBundle | undefined => {
    let rec: CacheRecord | undefined;
    try {
      rec = JSON.parse(fs.readFileSync(slot, "utf8")) as CacheRecord;
    } catch {
      rec = undefined;
    }
    return rec && stillValid(rec) ? { entry: rec.entry, lua: rec.lua, compileMs: performance.now() - started, sources: rec.sources } : undefined;
  };
  const hit = stored();
  if (hit) return hit;
  // One compile per slot at a time: a worker asking while another compiles the same bundle waits
  // and reads what it stores (checked like any hit) instead of compiling it too.
  const lock = takeSlotLock(slot, stored);
  if ("value" in lock) return lock.value;
  try {
    return compileAndStore(entry, root, slot, path.join(cacheDir, "modules"));
  } finally {
    lock.release();
  }
}

function compileAndStore(entry: string, root: string, slot: string, modules: string): CachedBundle {
  const compileStart = Date.now();
  const b = compileLuaBundle(entry, root, undefined, false, modules);
  // The record's hashes are read after the compile: a source saved while it ran (an editor, a
  // checkout) would be stored as new content with the old Lua. Such a compile is answered but not
  // stored: a source whose mtime is at or after the compile's start (the file system's clock may
  // stamp a few ms early, so a save in the compile's first milliseconds can still slip through).
  if (changedSince(b.sources, compileStart)) return { entry: b.entry, lua: b.lua, compileMs: b.compileMs, sources: b.sources };
  const fresh: CacheRecord = {
    lua: b.lua,
    entry: b.entry,
    sources: b.sources,
    files: b.sources.map((f) => [f, fileHash(f)]),
    folders: foldersOf(b.sources, root).map((d) => [d, folderHash(d)]),
  };
  writeAtomically(slot, JSON.stringify(fresh));
  return { entry: b.entry, lua: b.lua, compileMs: b.compileMs, sources: b.sources };
}
