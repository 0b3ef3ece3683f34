/**
 * The test run's cache of compiled Lua bundles (tools/lib/tstlCache.ts): a slot keyed wrongly would
 * let every Lua test pass on stale code, so each way a source change reaches a bundle must miss.
 */
import { spawn, spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { bundleKey, changedSince, compileLuaCached } from "../../tools/lib/tstlCache";

// The entries live under the repo (the compiler resolves lua-types from its node_modules).
const dir = path.join(REPO_ROOT, "build", `.tstl-cache-fixture-${process.pid}`);
let cacheDir: string;
const rel = (f: string) => path.relative(REPO_ROOT, path.join(dir, f));
const write = (f: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
  fs.writeFileSync(path.join(dir, f), text);
};
/** The cache folder's bundle slots (beside the modules folder, tools/lib/tstlModules.ts) and whatever in that folder is not a module's Lua (a temporary file). */
const slotsAndModules = () => ({
  slots: fs.readdirSync(cacheDir).filter((f) => f !== "modules"),
  notModules: fs.existsSync(path.join(cacheDir, "modules")) ? fs.readdirSync(path.join(cacheDir, "modules")).filter((f) => !/^[0-9a-f]{64}\.lua$/.test(f)) : [],
});
const slotOf = (entry: string) => path.join(cacheDir, bundleKey(entry) + ".json");

/** Marks the stored bundle, so a later answer that carries the mark came from the cache. */
function markSlot(entry: string): void {
  const slot = slotOf(entry);
  const rec = JSON.parse(fs.readFileSync(slot, "utf8"));
  rec.lua = "-- from the cache\n" + rec.lua;
  fs.writeFileSync(slot, JSON.stringify(rec));
}

beforeEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-tstl-cache-"));
  write("main.ts", 'import { word } from "./words";\nexport function say(): string { return word; }\n');
  write("words.ts", 'export const word = "first";\n');
  write("unrelated.ts", 'export const other = "x";\n');
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the compiled-bundle cache of the test run", () => {
  test("an unchanged program is served from the cache, also after a change to a file outside it", () => {
    const entry = rel("main.ts");
    const first = compileLuaCached(entry, REPO_ROOT, cacheDir);
    expect(first.lua).toContain('"first"');
    expect(first.lua).not.toContain("from the cache");
    markSlot(entry);
    write("unrelated.ts", 'export const other = "y";\n');
    expect(compileLuaCached(entry, REPO_ROOT, cacheDir).lua).toContain("-- from the cache");
  });

  test("a change to an imported file compiles afresh", () => {
    const entry = rel("main.ts");
    compileLuaCached(entry, REPO_ROOT, cacheDir);
    markSlot(entry);
    write("words.ts", 'export const word = "second";\n');
    const again = compileLuaCached(entry, REPO_ROOT, cacheDir);
    expect(again.lua).not.toContain("from the cache");
    expect(again.lua).toContain('"second"');
    expect(again.lua).not.toContain('"first"');
  });

  test("a new file that an import now resolves to compiles afresh", () => {
    // "./shadow" resolves to shadow/index.ts until a shadow.ts appears beside the folder.
    write("uses.ts", 'import { word } from "./shadow";\nexport function say(): string { return word; }\n');
    write("shadow/index.ts", 'export const word = "from the folder";\n');
    const entry = rel("uses.ts");
    expect(compileLuaCached(entry, REPO_ROOT, cacheDir).lua).toContain('"from the folder"');
    markSlot(entry);
    write("shadow.ts", 'export const word = "from the file";\n');
    const again = compileLuaCached(entry, REPO_ROOT, cacheDir);
    expect(again.lua).not.toContain("from the cache");
    expect(again.lua).toContain('"from the file"');
  });

  test("a program that no longer compiles is refused, not answered from the cache", () => {
    const entry = rel("main.ts");
    compileLuaCached(entry, REPO_ROOT, cacheDir);
    write("words.ts", "export const word: number = 'not a number';\n");
    expect(() => compileLuaCached(entry, REPO_ROOT, cacheDir)).toThrow(/TypeScript-to-Lua failed/);
  });

  test("each entry has its own slot; without a cache folder nothing is stored", () => {
    expect(bundleKey(rel("main.ts"))).not.toBe(bundleKey(rel("words.ts")));
    expect(bundleKey(rel("main.ts"))).toBe(bundleKey(path.join(dir, "main.ts")));
    const plain = compileLuaCached(rel("main.ts"), REPO_ROOT, "");
    expect(plain.lua).toContain('"first"');
    expect(fs.readdirSync(cacheDir)).toEqual([]);
  });
});

describe("a source saved while its bundle compiles", () => {
  test("the compile is answered but not stored: the next compile reads the file again (its mtime after the compile's start)", () => {
    const entry = rel("main.ts");
    // words.ts stamped in the future stands for a save during the compile (what the race looked like).
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(dir, "words.ts"), later, later);
    expect(compileLuaCached(entry, REPO_ROOT, cacheDir).lua).toContain('"first"');
    expect(fs.existsSync(slotOf(entry))).toBe(false);
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(dir, "words.ts"), past, past);
    compileLuaCached(entry, REPO_ROOT, cacheDir);
    expect(fs.existsSync(slotOf(entry))).toBe(true);
  });

  test("changedSince: a file stamped at or after the time, or gone, is changed; an older one is not", () => {
    const f = path.join(dir, "words.ts");
    const t = fs.statSync(f).mtimeMs;
    expect(changedSince([f], t + 1)).toBe(false);
    expect(changedSince([f], t)).toBe(true);
    expect(changedSince([path.join(dir, "gone.ts")], 0)).toBe(true);
  });
});

describe("one compile per slot at a time (the slot's lock file)", () => {
  test("while another process holds the lock, the caller waits and answers what that process stores", () => {
    const entry = rel("main.ts");
    compileLuaCached(entry, REPO_ROOT, cacheDir);
    markSlot(entry);
    const slot = slotOf(entry);
    const record = fs.readFileSync(slot, "utf8");
    fs.rmSync(slot);
    // The other process: holds the lock (its pid), stores the (marked) bundle after 1.5 s, lets go.
    const script = `setTimeout(() => { const fs = require("fs"); fs.writeFileSync(${JSON.stringify(slot)}, process.argv[1]); fs.rmSync(${JSON.stringify(slot + ".lock")}); }, 1500);`;
    const other = spawn(process.execPath, ["-e", script, record], { stdio: "ignore" });
    try {
      fs.writeFileSync(slot + ".lock", String(other.pid));
      const t0 = Date.now();
      expect(compileLuaCached(entry, REPO_ROOT, cacheDir).lua).toContain("-- from the cache");
      expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
      expect(fs.existsSync(slot + ".lock")).toBe(false);
    } finally {
      other.kill();
    }
  });

  test("a lock whose process is gone is taken over; no lock is left after a compile, nor after a refused one", () => {
    const entry = rel("main.ts");
    const slot = slotOf(entry);
    const gone = spawnSync(process.execPath, ["-e", "process.pid"]).pid!;
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(slot + ".lock", String(gone));
    expect(compileLuaCached(entry, REPO_ROOT, cacheDir).lua).toContain('"first"');
    expect(slotsAndModules()).toEqual({ slots: [path.basename(slot)], notModules: [] });
    write("words.ts", "export const word: number = 'not a number';\n");
    expect(() => compileLuaCached(entry, REPO_ROOT, cacheDir)).toThrow(/TypeScript-to-Lua failed/);
    expect(slotsAndModules()).toEqual({ slots: [path.basename(slot)], notModules: [] });
  });
});
