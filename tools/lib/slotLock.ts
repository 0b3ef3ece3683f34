/**
 * One maker per cache slot at a time, across the test run's workers (tstlCache.ts: a bundle's
 * compile; shippedCache.ts: a bundle's gates and compact form). The maker holds `<slot>.lock` (its
 * pid); a worker asking for the same slot meanwhile waits for the lock to go, then reads the slot,
 * checked like any hit (if the holder stored nothing, a refusal or a source saved during its
 * compile, the waiter makes it itself). A lock whose process is gone, or older than
 * SLOT_LOCK_STALE_MS, is taken over.
 */
import * as fs from "node:fs";
import * as path from "node:path";

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A maker may hold its slot's lock this long before a waiter takes it over; a dead holder's is taken at once. */
export const SLOT_LOCK_STALE_MS = 600_000;

/** Whether the lock's holder (the pid it holds) is gone or has held it too long. */
function lockAbandoned(lock: string): boolean {
  try {
    const age = Date.now() - fs.statSync(lock).mtimeMs;
    if (age > SLOT_LOCK_STALE_MS) return true;
    const pid = Number(fs.readFileSync(lock, "utf8"));
    if (!Number.isInteger(pid) || pid <= 0) return age > 5_000; // being written, or garbage
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/**
 * The slot's lock (`<slot>.lock`, holding this pid), or what another process stored while this one
 * waited for its lock (`stored()`). A lock that cannot be made (no folder) is no lock: make anyway.
 */
export function takeSlotLock<T>(slot: string, stored: () => T | undefined): { release(): void } | { value: T } {
  const lock = slot + ".lock";
  fs.mkdirSync(path.dirname(slot), { recursive: true });
  for (;;) {
    let fd: number;
    try {
      fd = fs.openSync(lock, "wx");
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") return { release: () => {} };
      if (lockAbandoned(lock)) fs.rmSync(lock, { force: true });
      else {
        while (fs.existsSync(lock) && !lockAbandoned(lock)) sleep(250);
        const now = stored();
        if (now !== undefined) return { value: now };
      }
      continue;
    }
    try {
      fs.writeSync(fd, String(process.pid));
    } finally {
      fs.closeSync(fd);
    }
    return { release: () => fs.rmSync(lock, { force: true }) };
  }
}
