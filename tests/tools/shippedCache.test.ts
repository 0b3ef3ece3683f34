/**
 * The shipped-form cache (tools/lib/shippedCache.ts, docs/test-cache.md): a clean result is reused
 * for the same Lua and the same tools, a refusal never is, and a change of the Lua, of a file of
 * tools/lib or of package-lock.json misses; one maker per slot at a time. That a build from it writes the same save as a build
 * without it: tests/tools/build.test.ts ("building twice").
 */
import { spawn, spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { shippedCached, shippedKey } from "../../tools/lib/shippedCache";

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-shipped-"))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function counted(result: { problems: string[]; shipped?: { lua: string; positions: number[][] } }) {
  const make = jest.fn(() => result);
  return make;
}

test("a clean shipped form is made once, then read back as it was made", () => {
  const made = { problems: [], shipped: { lua: "local a=1 return a", positions: [[1, 1]] } };
  const make = counted(made);
  expect(shippedCached("local answer = 1\nreturn answer\n", make, dir)).toEqual(made);
  expect(shippedCached("local answer = 1\nreturn answer\n", make, dir)).toEqual(made);
  expect(make).toHaveBeenCalledTimes(1);
  // Another Lua text is another slot.
  expect(shippedCached("local answer = 2\nreturn answer\n", counted(made), dir)).toEqual(made);
  expect(fs.readdirSync(dir).filter((f) => f.endsWith(".json"))).toHaveLength(2);
});

test("a refusal is made afresh every time and never stored", () => {
  const make = counted({ problems: ["x.lua (from x.ts): does not parse as Lua 5.2 at line 1: boom"] });
  shippedCached("local = 1", make, dir);
  shippedCached("local = 1", make, dir);
  expect(make).toHaveBeenCalledTimes(2);
  expect(fs.readdirSync(dir)).toEqual([]);
});

test("a damaged slot is made afresh; no folder means no cache", () => {
  const made = { problems: [], shipped: { lua: "return 1", positions: [[1]] } };
  shippedCached("return 1\n", counted(made), dir);
  const slot = path.join(dir, fs.readdirSync(dir)[0]);
  fs.writeFileSync(slot, "{ half");
  const again = counted(made);
  expect(shippedCached("return 1\n", again, dir)).toEqual(made);
  expect(again).toHaveBeenCalledTimes(1);
  const uncached = counted(made);
  shippedCached("return 1\n", uncached, "");
  shippedCached("return 1\n", uncached, "");
  expect(uncached).toHaveBeenCalledTimes(2);
});

test("the key covers the Lua, every file of tools/lib and package-lock.json", () => {
  const root = path.join(dir, "repo");
  fs.mkdirSync(path.join(root, "tools", "lib"), { recursive: true });
  fs.writeFileSync(path.join(root, "tools", "lib", "luaCompact.ts"), "export const v = 1;\n");
  fs.writeFileSync(path.join(root, "package-lock.json"), '{"luaparse":"0.3.1"}\n');
  const keys = new Set<string>();
  const key = () => {
    const k = shippedKey("return 1\n", root);
    expect(shippedKey("return 1\n", root)).toBe(k);
    keys.add(k);
  };
  key();
  keys.add(shippedKey("return 2\n", root));
  fs.writeFileSync(path.join(root, "tools", "lib", "luaCompact.ts"), "export const v = 2;\n");
  key();
  fs.writeFileSync(path.join(root, "tools", "lib", "luaJoinHelper.ts"), "export {};\n");
  key();
  fs.writeFileSync(path.join(root, "package-lock.json"), '{"luaparse":"0.3.2"}\n');
  key();
  expect(keys.size).toBe(5);
});

describe("one maker per slot at a time (the slot's lock file, tools/lib/slotLock.ts)", () => {
  const made = { problems: [], shipped: { lua: "return 1", positions: [[1]] } };

  test("while another process holds the lock, the caller waits and answers what that process stores, without making it", () => {
    const slot = path.join(dir, shippedKey("return 1\n") + ".json");
    const theirs = { lua: "return 1 -- theirs", positions: [[1]] };
    // The other process: holds the lock (its pid), stores its form after 1.5 s, lets go.
    const script = `setTimeout(() => { const fs = require("fs"); fs.writeFileSync(${JSON.stringify(slot)}, process.argv[1]); fs.rmSync(${JSON.stringify(slot + ".lock")}); }, 1500);`;
    const other = spawn(process.execPath, ["-e", script, JSON.stringify(theirs)], { stdio: "ignore" });
    try {
      fs.writeFileSync(slot + ".lock", String(other.pid));
      const make = counted(made);
      const t0 = Date.now();
      expect(shippedCached("return 1\n", make, dir)).toEqual({ problems: [], shipped: theirs });
      expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
      expect(make).not.toHaveBeenCalled();
    } finally {
      other.kill();
    }
  });

  test("a lock whose process is gone is taken over and made; no lock is left after, nor after a refusal", () => {
    const slot = path.join(dir, shippedKey("return 1\n") + ".json");
    const gone = spawnSync(process.execPath, ["-e", "process.pid"]).pid!;
    fs.writeFileSync(slot + ".lock", String(gone));
    const make = counted(made);
    expect(shippedCached("return 1\n", make, dir)).toEqual(made);
    expect(make).toHaveBeenCalledTimes(1);
    shippedCached("local = 1", counted({ problems: ["refused"] }), dir);
    expect(fs.readdirSync(dir)).toEqual([path.basename(slot)]);
  });
});
