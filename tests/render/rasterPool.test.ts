/**
 * The render's thread pool (tools/render/rasterPool.ts): jobs run on helper threads give the bytes
 * and order of a serial run, a failing job fails finish() with its message, results are only read
 * after finish(). The whole base render compared serial vs threaded is in boards.test.ts.
 */
import { RasterQueue, renderThreads, serialQueue, threadedQueue } from "../../tools/render/rasterPool";
import { circle, rect, svgDoc } from "../../tools/render/svg";

const face = (i: number) => svgDoc(50, 70, `${rect(0, 0, 50, 70, `fill="#${(i * 37 % 256).toString(16).padStart(2, "0")}3366"`)}${circle(25, 35, 5 + (i % 17), 'fill="#eeddaa" opacity="0.7"')}`);
const token = (i: number) => svgDoc(32 + (i % 5), 20, circle(16, 10, 3 + (i % 7), 'fill="#c83"'));

/** A mix of single PNGs and sheets, queued on q; returns every result's bytes in queue order. */
function queueMix(q: RasterQueue, n: number): () => Buffer[] {
  const out: (() => Buffer)[] = [];
  for (let i = 0; i < n; i++) {
    if (i % 4 === 0) {
      const s = q.sheet([face(i), face(i + 1), face(i + 2)], 2, 2, { back: face(i + 3), backPng: true });
      out.push(() => s().sheet.png, () => s().backPng!);
    } else out.push(q.png(token(i)));
  }
  return () => out.map((p) => p());
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describe("render thread pool", () => {
  test("a threaded queue gives the serial queue's bytes in queue order, with the helper running jobs", () => {
    const serial = serialQueue();
    const expected = queueMix(serial, 40);
    serial.finish();
    const q = threadedQueue(2);
    expect(q.helpers).toBe(1);
    const got = queueMix(q, 40);
    // Give the helper time to start and claim jobs before this thread takes the rest.
    sleep(1500);
    q.finish();
    const a = expected();
    const b = got();
    expect(b).toHaveLength(a.length);
    b.forEach((buf, i) => expect({ i, same: Buffer.isBuffer(buf) && buf.equals(a[i]) }).toEqual({ i, same: true }));
    expect(q.helperRuns()).toBeGreaterThan(0);
  });

  test("a failing job fails finish() with its own message (the first failing one, as a serial run would)", () => {
    const q = threadedQueue(2);
    q.png(token(1));
    q.sheet([face(1)], 11, 1); // 11 columns: TTS allows 10
    q.png(token(2));
    q.sheet([face(2)], 1, 8);
    sleep(500);
    expect(() => q.finish()).toThrow(/render job 1 failed: .*grid 11x1 is outside 1..10 x 1..7/);
  });

  test("results exist only after finish(), and nothing is queued after it", () => {
    const q = threadedQueue(2);
    const p = q.png(token(3));
    expect(() => p()).toThrow(/before finish/);
    q.finish();
    expect(p().subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(() => q.png(token(4))).toThrow(/after finish/);
  });

  test("one thread is a serial queue; ARCS_RENDER_THREADS is read only when it is a whole number >= 1", () => {
    expect(threadedQueue(1).helpers).toBe(0);
    expect(renderThreads("3")).toBe(3);
    const cores = renderThreads(undefined);
    expect(cores).toBeGreaterThanOrEqual(1);
    for (const bad of ["0", "", "two", "-1", "1.5"]) expect(renderThreads(bad)).toBe(cores);
  });
});

describe("a helper thread that fails", () => {
  /** The bytes are the serial run's; returns how long finish() took. `startMs`: the helper's time to start. */
  function expectSerialBytes(q: RasterQueue, startMs = 300): number {
    const serial = serialQueue();
    const expected = queueMix(serial, 6)();
    const got = queueMix(q, 6);
    sleep(startMs);
    const finishing = Date.now();
    q.finish();
    const took = Date.now() - finishing;
    const b = got();
    expect(b).toHaveLength(expected.length);
    b.forEach((buf, i) => expect({ i, same: buf.equals(expected[i]) }).toEqual({ i, same: true }));
    expect(q.helperRuns()).toBe(0);
    return took;
  }

  test("one that dies at once: this thread runs every job", () => {
    expectSerialBytes(threadedQueue(2, { workerCode: "process.exit(1);" }));
  });

  test("one that does not even parse: this thread runs every job", () => {
    expectSerialBytes(threadedQueue(2, { workerCode: "this is not JavaScript (" }));
  });

  test("one that dies holding a claimed job: after the stall limit this thread runs that job too", () => {
    const claimAndDie = 'const c = new Int32Array(require("node:worker_threads").workerData.ctl); Atomics.add(c, 0, 1); process.exit(0);';
    // The helper gets 1.5 s to start and claim its job (on a busy machine it may start late; then
    // this thread would take every job itself and no stall would be waited for).
    const took = expectSerialBytes(threadedQueue(2, { workerCode: claimAndDie, stallMs: 400 }), 1500);
    expect(took).toBeGreaterThanOrEqual(400);
  });
});
