/**
 * A render helper thread (started by rasterPool.ts, bundled at run time). It receives every queued
 * job in order, claims the next unclaimed one through the shared counter, runs it and posts the
 * result on its port; it waits for more jobs when it has run out of received ones. A job that
 * throws is reported as that job's error; the thread goes on with the next.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { MessagePort } from "node:worker_threads";
import { NEXT, POSTED, RasterJob, WorkerMessage, runRasterJob } from "./rasterJobs";

const data = workerData as { ctl: SharedArrayBuffer; results: MessagePort };
const ctl = new Int32Array(data.ctl);
const results = data.results;
const jobs = new Map<number, RasterJob>();

function post(m: WorkerMessage): void {
  results.postMessage(m);
  Atomics.add(ctl, POSTED, 1);
  Atomics.notify(ctl, POSTED);
}

function pump(): void {
  for (;;) {
    const k = Atomics.load(ctl, NEXT);
    const job = jobs.get(k);
    if (job === undefined) break;
    if (Atomics.compareExchange(ctl, NEXT, k, k + 1) !== k) continue;
    jobs.delete(k);
    try {
      post({ i: k, result: runRasterJob(job) });
    } catch (e) {
      post({ i: k, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    }
  }
  // Jobs another thread claimed are not needed here any more.
  const next = Atomics.load(ctl, NEXT);
  for (const k of [...jobs.keys()]) if (k < next) jobs.delete(k);
}

// The queue's thread terminates this one once it has every result.
parentPort!.on("message", (m: { i: number; job: RasterJob }) => {
  jobs.set(m.i, m.job);
  pump();
});
