/** The test save cache keeps the newest builds and those used in the last hour, and never a build of inputs edited under it (tests/support/builtSave.ts). */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { buildOnce, pruneOldBuilds } from "../support/builtSave";

test("old builds beyond the newest three are removed; the current one, a locked one and recent ones stay", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-prune-"));
  const now = Date.now();
  const hour = 3_600_000;
  const make = (name: string, ageMs: number, locked = false) => {
    const dir = path.join(root, name);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "report.json"), "{}");
    const t = new Date(now - ageMs);
    fs.utimesSync(dir, t, t);
    if (locked) fs.writeFileSync(dir + ".lock", "");
    return dir;
  };
  const current = make("current", 0);
  make("a", 2 * hour);
  make("b", 3 * hour);
  const c = make("c", 4 * hour);
  const d = make("d", 5 * hour);
  make("locked", 6 * hour, true);
  make("recent", 10 * 60_000);
  const removed = pruneOldBuilds(root, current, now).sort();
  // Kept: current + the two newest others (recent, a); b is the third-newest other and goes too.
  expect(removed).toEqual([path.join(root, "b"), c, d].sort());
  expect(fs.readdirSync(root).filter((n) => !n.endsWith(".lock")).sort()).toEqual(["a", "current", "locked", "recent"]);
  fs.rmSync(root, { recursive: true, force: true });
});

describe("a build whose inputs changed while it ran is not kept", () => {
  const fakeBuild = (outDir: string) => {
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, "Arcs.json"), "{}");
    return { savePath: path.join(outDir, "Arcs.json") } as never;
  };

  test("inputs unchanged: the build is kept and a second call reads it without building", () => {
    const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "arcs-once-")), "key1");
    let builds = 0;
    const counted = (d: string) => (builds++, fakeBuild(d));
    expect(buildOnce(outDir, counted, () => "key1")).toEqual({ savePath: path.join(outDir, "Arcs.json") });
    expect(buildOnce(outDir, counted, () => "key1")).toEqual({ savePath: path.join(outDir, "Arcs.json") });
    expect(builds).toBe(1);
  });

  test("a source edited during the build (the key no longer matches): refused with the reason, nothing kept under the old key, no lock left", () => {
    const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "arcs-once-")), "key1");
    expect(() => buildOnce(outDir, fakeBuild, () => "key2")).toThrow("the sources changed while the test save was being built");
    expect(fs.existsSync(outDir)).toBe(false);
    expect(fs.existsSync(outDir + ".lock")).toBe(false);
  });
});
