/**
 * Where the render's jobs (rasterJobs.ts) run. `serialQueue()` runs each job as it is queued, on
 * this thread. `threadedQueue(threads)` starts threads - 1 helper threads (worker_threads) and
 * streams every job to them as it is queued, so they rasterise and deflate while this thread goes
 * on building SVGs (and, in the build, compiling the scripts); `finish()` then takes the jobs no
 * helper has claimed yet and waits for the rest. Each job is claimed exactly once through a shared
 * counter; its result is stored under its index, so the output (bytes and order) is the same
 * whichever thread ran it. Everything stays synchronous for the caller: results come back with
 * `receiveMessageOnPort` and the waiting is `Atomics.wait`.
 *
 * Failure handling: a job that throws fails `finish()` with its message (the lowest failing index,
 * as a serial run would have thrown first); a helper that cannot start or dies makes this thread
 * run the jobs it left (same bytes), never a hang.
 */
import * as os from "node:os";
import * as path from "node:path";
import { MessageChannel, MessagePort, Worker, receiveMessageOnPort } from "node:worker_threads";
import { buildSync } from "esbuild";
import { REPO_ROOT } from "../lib/repo";
import { NEXT, POSTED, RasterJob, RasterResult, SheetJob, SheetResult, WorkerMessage, reviveResult, runRasterJob } from "./rasterJobs";

/** A queued job's result, readable once the queue has finished. */
export type Pending<T> = () => T;

export interface RasterQueue {
  png(svg: string): Pending<Buffer>;
  sheet(faces: readonly string[], cols: number, rows: number, opts?: Omit<SheetJob, "kind" | "faces" | "cols" | "rows">): Pending<SheetResult>;
  /** Runs what is left and waits for every job: afterwards every Pending gives its value. */
  finish(): void;
  /** Stops the helper threads without waiting (after a failure between queueing and finish). */
  close(): void;
  /** Helper threads started (0 for a serial queue). */
  readonly helpers: number;
  /** Jobs the helper threads ran so far (the rest ran on this thread). */
  helperRuns(): number;
}

const CTL_SIZE = 2;

/** A helper with no result for this long while it holds claimed jobs is taken for dead. */
const STALL_MS = 180_000;

function failure(e: unknown): string {
  return e instanceof Error ? (e.stack ?? e.message) : String(e);
}

/** Default threads at most: every helper receives every job's SVG (~115 MB in all), so many helpers cost memory for little time. */
const MAX_DEFAULT_THREADS = 4;

/** Threads for the render: ARCS_RENDER_THREADS (a whole number >= 1) or the machine's cores, at most 4. */
export function renderThreads(env: string | undefined = process.env.ARCS_RENDER_THREADS): number {
  if (env !== undefined && /^\s*\d+\s*$/.test(env)) {
    const n = parseInt(env, 10);
    if (n >= 1) return n;
  }
  const cores = typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, Math.min(MAX_DEFAULT_THREADS, cores));
}

export function serialQueue(): RasterQueue {
  return {
    png: (svg) => {
      const v = runRasterJob({ kind: "png", svg }) as Buffer;
      return () => v;
    },
    sheet: (faces, cols, rows, opts = {}) => {
      const v = runRasterJob({ kind: "sheet", faces: [...faces], cols, rows, ...opts }) as SheetResult;
      return () => v;
    },
    finish: () => {},
    close: () => {},
    helpers: 0,
    helperRuns: () => 0,
  };
}

let workerCode: string | undefined;

/** rasterWorker.ts bundled (esbuild, ~50 ms once per process) and wrapped to resolve packages from the repo. */
function rasterWorkerCode(): string {
  if (workerCode === undefined) {
    const out = buildSync({
      entryPoints: [path.join(REPO_ROOT, "tools", "render", "rasterWorker.ts")],
      bundle: true,
      platform: "node",
      target: "node20",
      format: "cjs",
      packages: "external",
      write: false,
      logLevel: "silent",
    });
    const body = out.outputFiles[0].text;
    // An eval'd worker resolves `require` from the working directory: give it the repo's instead.
    workerCode =
      `const __req = require("node:module").createRequire(${JSON.stringify(path.join(REPO_ROOT, "package.json"))});\n` +
      `const __mod = { exports: {} };\n(function (require, module, exports) {\n${body}\n})(__req, __mod, __mod.exports);\n`;
  }
  return workerCode;
}

interface Helper {
  worker: Worker;
  port: MessagePort;
}

/** For tests: a helper's code instead of rasterWorker.ts, and how long a silent helper is waited for. */
export interface PoolTestHooks {
  workerCode?: string;
  stallMs?: number;
}

/** A queue run by `threads` threads in all (this one and threads - 1 helpers); serial when 1. */
export function threadedQueue(threads: number = renderThreads(), hooks: PoolTestHooks = {}): RasterQueue {
  if (threads <= 1) return serialQueue();
  const stallMs = hooks.stallMs ?? STALL_MS;
  const ctl = new Int32Array(new SharedArrayBuffer(CTL_SIZE * 4));
  const helpers: Helper[] = [];
  try {
    const code = hooks.workerCode ?? rasterWorkerCode();
    for (let t = 1; t < threads; t++) {
      const { port1, port2 } = new MessageChannel();
      const worker = new Worker(code, { eval: true, workerData: { ctl: ctl.buffer, results: port2 }, transferList: [port2] });
      worker.unref();
      // A helper that throws outside a job (its code fails to load...) emits "error" later, on
      // the event loop; unheard, that would end the process. Its jobs run here instead (finish()).
      worker.on("error", () => {});
      helpers.push({ worker, port: port1 });
    }
  } catch {
    for (const h of helpers) void h.worker.terminate();
    return serialQueue();
  }
  const jobs: RasterJob[] = [];
  const results: (RasterResult | undefined)[] = [];
  const errors = new Map<number, string>();
  let finished = false;
  let closed = false;
  let helperRuns = 0;

  const close = () => {
    if (closed) return;
    closed = true;
    for (const h of helpers) {
      h.port.close();
      void h.worker.terminate();
    }
  };
  const add = (job: RasterJob): number => {
    if (finished) throw new Error("raster queue: a job was queued after finish()");
    const i = jobs.length;
    jobs.push(job);
    for (const h of helpers) h.worker.postMessage({ i, job });
    return i;
  };
  const get = <T>(i: number): Pending<T> => () => {
    if (!finished) throw new Error("raster queue: a result was read before finish()");
    return results[i] as T;
  };
  const runHere = (i: number) => {
    try {
      results[i] = runRasterJob(jobs[i]);
    } catch (e) {
      errors.set(i, failure(e));
    }
  };
  const take = (m: WorkerMessage) => {
    helperRuns++;
    if (m.error !== undefined) errors.set(m.i, m.error);
    else results[m.i] = reviveResult(jobs[m.i], m.result!);
  };
  const done = (i: number) => results[i] !== undefined || errors.has(i);

  const finish = () => {
    if (finished) return;
    try {
      for (;;) {
        const i = Atomics.add(ctl, NEXT, 1);
        if (i >= jobs.length) break;
        runHere(i);
      }
      let lastProgress = Date.now();
      for (;;) {
        const seen = Atomics.load(ctl, POSTED);
        let got = false;
        for (const h of helpers) {
          for (let m = receiveMessageOnPort(h.port); m !== undefined; m = receiveMessageOnPort(h.port)) {
            take(m.message as WorkerMessage);
            got = true;
          }
        }
        let missing = 0;
        for (let i = 0; i < jobs.length; i++) if (!done(i)) missing++;
        if (missing === 0) break;
        if (got) lastProgress = Date.now();
        else if (Date.now() - lastProgress > stallMs) {
          // A helper died holding claimed jobs: run them here (same bytes).
          for (let i = 0; i < jobs.length; i++) if (!done(i)) runHere(i);
          break;
        }
        Atomics.wait(ctl, POSTED, seen, 100);
      }
    } finally {
      close();
    }
    finished = true;
    jobs.length = 0;
    if (errors.size > 0) {
      const first = Math.min(...errors.keys());
      throw new Error(`render job ${first} failed: ${errors.get(first)}`);
    }
  };

  return {
    png: (svg) => get<Buffer>(add({ kind: "png", svg })),
    sheet: (faces, cols, rows, opts = {}) => get<SheetResult>(add({ kind: "sheet", faces: [...faces], cols, rows, ...opts })),
    finish,
    close,
    helpers: helpers.length,
    helperRuns: () => helperRuns,
  };
}
