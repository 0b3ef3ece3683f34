/**
 * The render's heavy work as plain-data jobs (SVG strings in, PNG bytes out), so that any thread can
 * run any job and get the same bytes: one SVG to one PNG, or a deck sheet from its faces' SVGs. The
 * renderers build the SVGs and queue jobs (rasterPool.ts); the jobs run on the main thread or on
 * helper threads (rasterWorker.ts) and the results are read back by job index, in queue order.
 */
import { encodePng, rasterize, svgToPng } from "./raster";
import { DeckSheet, renderDeckSheetImage } from "./sheet";

export interface PngJob {
  kind: "png";
  svg: string;
}

/** A deck sheet whose faces (and hidden back) are rasterised at their own size, as the decks always were. */
export interface SheetJob {
  kind: "sheet";
  faces: string[];
  cols: number;
  rows: number;
  /** The hidden back drawn in the last slot. */
  back?: string;
  fill?: [number, number, number];
  /** Also return the back on its own as a PNG (a deck's BackURL). */
  backPng?: boolean;
}

export type RasterJob = PngJob | SheetJob;

export interface SheetResult {
  sheet: DeckSheet;
  /** The back on its own, when the job asked for it. */
  backPng?: Buffer;
}

export type RasterResult = Buffer | SheetResult;

/** The counters threads share (Int32Array over a SharedArrayBuffer): */
export const NEXT = 0; // the next job index to claim
export const POSTED = 1; // results posted by helper threads (bumped after each post; the queue waits on it)

/** A helper thread's answer for job i. */
export interface WorkerMessage {
  i: number;
  result?: RasterResult;
  error?: string;
}

export function runRasterJob(job: RasterJob): RasterResult {
  if (job.kind === "png") return svgToPng(job.svg);
  const back = job.back === undefined ? undefined : rasterize(job.back);
  const sheet = renderDeckSheetImage(job.faces.map((f) => rasterize(f)), job.cols, job.rows, { back, fill: job.fill });
  return job.backPng && back !== undefined ? { sheet, backPng: encodePng(back) } : { sheet };
}

/** A Buffer again after a result crossed threads (structured clone hands Uint8Arrays back). */
function asBuffer(u: Uint8Array): Buffer {
  return Buffer.isBuffer(u) ? u : Buffer.from(u.buffer, u.byteOffset, u.byteLength);
}

/** Restores the Buffers of a result that came from another thread. */
export function reviveResult(job: RasterJob, r: RasterResult): RasterResult {
  if (job.kind === "png") return asBuffer(r as Uint8Array);
  const s = r as SheetResult;
  return { sheet: { ...s.sheet, png: asBuffer(s.sheet.png) }, ...(s.backPng === undefined ? {} : { backPng: asBuffer(s.backPng) }) };
}
