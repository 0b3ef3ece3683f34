/**
 * The render's jobs through a content-keyed disk cache (docs/test-cache.md), on only when
 * ARCS_RASTER_CACHE names a folder (jest.config.cjs sets it; `npm run build` and the dev loop never
 * use it). A job is plain data (rasterJobs.ts: SVG strings in, PNG bytes out), so its key is the job
 * itself with the renderer: the sources that turn SVGs into bytes (raster.ts, sheet.ts,
 * rasterJobs.ts) and package-lock.json (resvg's version). A hit hands back the bytes stored by an
 * earlier render; a miss goes to the inner queue and is stored after `finish()`. A build after a
 * source change (the built save's key covers src/, so every scenario edit rebuilds it), the README
 * modding copy's builds and table.test.ts's second build re-rasterise only the images that changed.
 * Writes go to a temporary name and are renamed into place; an unreadable entry is a miss.
 */
import * as crypto from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import { REPO_ROOT } from "../lib/repo";
import type { Pending, RasterQueue } from "./rasterPool";
import type { SheetJob, SheetResult } from "./rasterJobs";

const RENDERER_FILES = ["tools/render/raster.ts", "tools/render/sheet.ts", "tools/render/rasterJobs.ts", "package-lock.json"];

let rendererKey: string | undefined;

/** What turns a job into bytes: the renderer's sources and the locked packages. */
function renderer(): string {
  if (rendererKey === undefined) {
    const h = crypto.createHash("sha256");
    for (const f of RENDERER_FILES) h.update(f).update("\0").update(fs.readFileSync(path.join(REPO_ROOT, f))).update("\0");
    rendererKey = h.digest("hex");
  }
  return rendererKey;
}

function keyOf(job: unknown): string {
  return crypto.createHash("sha256").update(renderer()).update(JSON.stringify(job)).digest("hex");
}

function writeAtomic(file: string, bytes: Buffer | string): void {
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, file);
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/** A stored sheet: its fields in `<key>.json`, its image in `<key>.png`, the back alone in `<key>.back.png`. */
function readSheet(dir: string, key: string): SheetResult | undefined {
  const meta = readOrUndefined(path.join(dir, `${key}.json`));
  const png = readOrUndefined(path.join(dir, `${key}.png`));
  if (meta === undefined || png === undefined) return undefined;
  try {
    const m = JSON.parse(meta.toString("utf8")) as { sheet: Omit<SheetResult["sheet"], "png">; back: boolean };
    const back = m.back ? readOrUndefined(path.join(dir, `${key}.back.png`)) : undefined;
    if (m.back && back === undefined) return undefined;
    return { sheet: { ...m.sheet, png }, ...(back === undefined ? {} : { backPng: back }) };
  } catch {
    return undefined;
  }
}

function writeSheet(dir: string, key: string, r: SheetResult): void {
  if (r.backPng !== undefined) writeAtomic(path.join(dir, `${key}.back.png`), r.backPng);
  writeAtomic(path.join(dir, `${key}.png`), r.sheet.png);
  const { png: _png, ...sheet } = r.sheet;
  // The fields last: a reader finds them only once both images are in place.
  writeAtomic(path.join(dir, `${key}.json`), JSON.stringify({ sheet, back: r.backPng !== undefined }));
}

export type CachedQueue = RasterQueue & { cacheHits?(): number };

/** `inner` with its jobs looked up in (and stored to) `dir` (default $ARCS_RASTER_CACHE); `inner` itself when it is "". */
export function cachedQueue(inner: RasterQueue, dir: string = process.env.ARCS_RASTER_CACHE ?? ""): CachedQueue {
  if (dir === "") return inner;
  fs.mkdirSync(dir, { recursive: true });
  const stores: (() => void)[] = [];
  let hits = 0;
  const cached = <T>(value: T): Pending<T> => {
    hits++;
    return () => value;
  };
  return {
    png: (svg) => {
      const key = keyOf({ kind: "png", svg });
      const file = path.join(dir, `${key}.png`);
      const hit = readOrUndefined(file);
      if (hit !== undefined) return cached(hit);
      const p = inner.png(svg);
      stores.push(() => writeAtomic(file, p()));
      return p;
    },
    sheet: (faces, cols, rows, opts = {}) => {
      const job: SheetJob = { kind: "sheet", faces: [...faces], cols, rows, ...opts };
      const key = keyOf(job);
      const hit = readSheet(dir, key);
      if (hit !== undefined) return cached(hit);
      const p = inner.sheet(faces, cols, rows, opts);
      stores.push(() => writeSheet(dir, key, p()));
      return p;
    },
    finish: () => {
      inner.finish();
      // A cache that cannot be written (a full disk, a read-only folder) costs the next render time, never this build.
      for (const store of stores.splice(0)) {
        try {
          store();
        } catch {
          // the entry stays a miss
        }
      }
    },
    close: () => inner.close(),
    helpers: inner.helpers,
    helperRuns: () => inner.helperRuns(),
    cacheHits: () => hits,
  } as CachedQueue;
}
