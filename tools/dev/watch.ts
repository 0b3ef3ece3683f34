/**
 * Watches folders for source changes (`npm run dev`): `fs.watch` recursive where Node has it, else
 * (or with `poll`) a scan of modification times. One call per burst of changes (editors write a file
 * in several steps, a checkout writes many), with every file of the burst.
 */
import * as fs from "node:fs";
import * as path from "node:path";

/** The files whose change can change a pushed script or UI. */
export const WATCHED_FILE = /\.(ts|tsx|json|xml|lua)$/;

export interface WatchOptions {
  /** quiet time that ends a burst (ms) */
  debounceMs?: number;
  /** scan every `pollMs` instead of fs.watch (network drives, WSL's /mnt/c, where events do not come) */
  poll?: boolean;
  pollMs?: number;
}

/** Collects changed files and hands them over once nothing changed for `debounceMs`. */
function burst(onChange: (files: string[]) => void, debounceMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const files = new Set<string>();
  return {
    add(file: string) {
      files.add(file);
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        const list = [...files].sort();
        files.clear();
        onChange(list);
      }, debounceMs);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}

/** Every watched file under `dir` with its modification time. */
export function scanTree(dir: string, out = new Map<string, number>()): Map<string, number> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) scanTree(p, out);
    else if (WATCHED_FILE.test(e.name)) {
      try {
        out.set(p, fs.statSync(p).mtimeMs);
      } catch {
        // removed between readdir and stat: the next scan reports it
      }
    }
  }
  return out;
}

function pollDirs(dirs: string[], add: (file: string) => void, pollMs: number): () => void {
  const scanAll = () => {
    const m = new Map<string, number>();
    for (const d of dirs) scanTree(d, m);
    return m;
  };
  let before = scanAll();
  const timer = setInterval(() => {
    const now = scanAll();
    for (const [f, t] of now) if (before.get(f) !== t) add(f);
    for (const f of before.keys()) if (!now.has(f)) add(f);
    before = now;
  }, pollMs);
  return () => clearInterval(timer);
}

function watchDir(dir: string, add: (file: string) => void): () => void {
  const watcher = fs.watch(dir, { recursive: true }, (_event, file) => {
    if (file !== null && WATCHED_FILE.test(String(file))) add(path.join(dir, String(file)));
  });
  watcher.on("error", () => undefined);
  return () => watcher.close();
}

/**
 * Calls `onChange(files)` (absolute paths, sorted) once per burst of changes to watched files under
 * `dirs`. Returns how it watches and a function that stops watching.
 */
export function watchSources(dirs: string[], onChange: (files: string[]) => void, options: WatchOptions = {}): { mode: "events" | "polling"; stop: () => void } {
  const b = burst(onChange, options.debounceMs ?? 250);
  const stops: (() => void)[] = [];
  let mode: "events" | "polling" = options.poll ? "polling" : "events";
  if (mode === "events") {
    try {
      for (const d of dirs) stops.push(watchDir(d, (f) => b.add(f)));
    } catch {
      // Recursive fs.watch is missing on this platform / Node: scan instead.
      stops.splice(0).forEach((s) => s());
      mode = "polling";
    }
  }
  if (mode === "polling") stops.push(pollDirs(dirs, (f) => b.add(f), options.pollMs ?? 500));
  return {
    mode,
    stop: () => {
      b.cancel();
      stops.forEach((s) => s());
    },
  };
}
