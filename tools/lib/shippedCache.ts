/**
 * A disk cache of the shipped form of a bundle for the test run: the gates (bundleProblems) and the
 * compact form (shippedLua: luaCompact, luaJoin, the gates again) of Global's 2 MB bundle take
 * 5-11 s, and every full build under jest (the built save, table.test.ts's rebuild, the README
 * modding copy, each fixture build of build.test.ts) did them again for the same Lua.
 *
 * On only when ARCS_SHIPPED_CACHE names a folder (jest.config.cjs sets it); `npm run build` and the
 * dev loop always check and compact. Stored only when the bundle passed every gate and its compact
 * form was made: a refusal (whose message names TypeScript lines through the sources, not the Lua
 * alone) is computed afresh every time. The key is a hash of the readable Lua and of the code that
 * checks and compacts it: every file of tools/lib (the gates, the compactor and what they import)
 * and package-lock.json (luaparse, TypeScript and the TTS typings luaCompactStrings reads). Any
 * change misses. Writes go to a temporary name and are renamed into place. One maker per slot at
 * a time (slotLock.ts): on a fresh clone the first suite's build and a suite building a fixture with
 * the game's Global (build.test.ts) ask for Global's form at the same time, and the second waits
 * for the first's instead of checking and compacting the same 2 MB again.
 */
import * as crypto from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import { REPO_ROOT } from "./repo";
import { takeSlotLock } from "./slotLock";

export interface ShippedForm {
  lua: string;
  positions: number[][];
}

function hashTools(h: crypto.Hash, root: string): void {
  const dir = path.join(root, "tools", "lib");
  for (const name of fs.readdirSync(dir).sort()) {
    if (!name.endsWith(".ts")) continue;
    h.update(`\0${name}\0`);
    h.update(fs.readFileSync(path.join(dir, name)));
  }
  h.update("\0package-lock.json\0");
  h.update(fs.readFileSync(path.join(root, "package-lock.json")));
}

/** The slot of a readable bundle: its text and the tools' sources (of `root`), read at every call. */
export function shippedKey(readable: string, root: string = REPO_ROOT): string {
  const h = crypto.createHash("sha256");
  h.update("v1\0");
  hashTools(h, root);
  h.update("\0lua\0");
  h.update(readable);
  return h.digest("hex").slice(0, 40);
}

/**
 * The shipped form of `readable` through the cache (default folder: $ARCS_SHIPPED_CACHE; none:
 * always `make`). `make` returns the gates' problems and, when there are none, the shipped form;
 * only a clean result is stored.
 */
export function shippedCached(
  readable: string,
  make: () => { problems: string[]; shipped?: ShippedForm },
  cacheDir = process.env.ARCS_SHIPPED_CACHE,
): { problems: string[]; shipped?: ShippedForm } {
  if (!cacheDir) return make();
  const slot = path.join(cacheDir, shippedKey(readable) + ".json");
  const stored = (): { problems: string[]; shipped: ShippedForm } | undefined => {
    try {
      const rec = JSON.parse(fs.readFileSync(slot, "utf8")) as ShippedForm;
      if (typeof rec.lua === "string" && Array.isArray(rec.positions)) return { problems: [], shipped: rec };
    } catch {
      // no slot yet, or a damaged one: made afresh below
    }
    return undefined;
  };
  const hit = stored();
  if (hit) return hit;
  const lock = takeSlotLock(slot, stored);
  if ("value" in lock) return lock.value;
  try {
    const made = make();
    if (made.problems.length === 0 && made.shipped !== undefined) {
      const tmp = `${slot}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify({ lua: made.shipped.lua, positions: made.shipped.positions }));
      fs.renameSync(tmp, slot);
    }
    return made;
  } finally {
    lock.release();
  }
}
