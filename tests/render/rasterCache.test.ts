/**
 * The render's disk cache (tools/render/rasterCache.ts, docs/test-cache.md): a job is looked up by
 * its content and the renderer; a hit gives the bytes an earlier render stored, a changed SVG
 * misses, an unreadable entry is a miss, and without a folder the queue is the inner one.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { cachedQueue } from "../../tools/render/rasterCache";
import { serialQueue } from "../../tools/render/rasterPool";
import type { RasterQueue } from "../../tools/render/rasterPool";

const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><rect width="8" height="6" fill="${fill}"/></svg>`;

/** A serial queue that counts the jobs it is given. */
function counting(): { q: RasterQueue; jobs: () => number } {
  const inner = serialQueue();
  let n = 0;
  return {
    q: { ...inner, png: (s) => (n++, inner.png(s)), sheet: (f, c, r, o) => (n++, inner.sheet(f, c, r, o)) },
    jobs: () => n,
  };
}

/** One render of two PNGs and a sheet with its back: the results once finished, and the jobs the inner queue ran. */
function render(dir: string, first = "#c03030") {
  const inner = counting();
  const q = cachedQueue(inner.q, dir);
  const a = q.png(svg(first));
  const b = q.png(svg("#3030c0"));
  const s = q.sheet([svg("#30c030"), svg("#c0c030")], 2, 2, { back: svg("#101010"), backPng: true });
  q.finish();
  return { pngs: [a(), b()], sheet: s(), jobs: inner.jobs() };
}

describe("the raster cache", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-raster-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("a second render of the same jobs runs none of them and gives the same bytes", () => {
    const first = render(dir);
    expect(first.jobs).toBe(3);
    const again = render(dir);
    expect(again.jobs).toBe(0);
    expect(again.pngs.map((b) => b.toString("hex"))).toEqual(first.pngs.map((b) => b.toString("hex")));
    expect(again.sheet.sheet.png.equals(first.sheet.sheet.png)).toBe(true);
    expect(again.sheet.backPng?.equals(first.sheet.backPng as Buffer)).toBe(true);
    expect({ ...again.sheet.sheet, png: 0 }).toEqual({ ...first.sheet.sheet, png: 0 });
  });

  test("a changed SVG misses (only that job runs) and gives its own bytes", () => {
    const first = render(dir);
    const changed = render(dir, "#ffffff");
    expect(changed.jobs).toBe(1);
    expect(changed.pngs[0].equals(first.pngs[0])).toBe(false);
    expect(changed.pngs[0].equals(render("", "#ffffff").pngs[0])).toBe(true);
  });

  test("a damaged entry is a miss, rendered and stored again", () => {
    render(dir);
    for (const f of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) fs.writeFileSync(path.join(dir, f), "{not json");
    const again = render(dir);
    expect(again.jobs).toBe(1);
    expect(render(dir).jobs).toBe(0);
  });

  test("without a folder the queue is the inner one, uncached", () => {
    const inner = serialQueue();
    expect(cachedQueue(inner, "")).toBe(inner);
    expect(render("").jobs).toBe(3);
    expect(render("").jobs).toBe(3);
  });
});
