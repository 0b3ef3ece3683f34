/**
 * Jest's Node environment, plus: after a test file whose run left the worker's heap past
 * COLLECT_ABOVE, a full garbage collection, once the file's module registry and context are let go.
 *
 * Why: a scenario suite leaves hundreds of MB of garbage (a TTS table's Lua states, the built save).
 * Left to V8, a worker's heap sits near jest's workerIdleMemoryLimit: jest then recycles the worker
 * (a new process that loads everything again), and at the end of the run a worker with such a heap
 * takes longer than jest's fixed 500 ms to exit on a busy machine (measured: ~1.5 ms per MB of heap
 * at a load of 14 on 2 cores), which jest reports as "A worker process has failed to exit
 * gracefully". No open handle holds the workers: they exit in 20-300 ms with a small heap.
 */
const { TestEnvironment } = require("jest-environment-node");
const v8 = require("node:v8");
const vm = require("node:vm");
const { endRunners } = require("./jest-runners.cjs");

const COLLECT_ABOVE = 320 * 1024 * 1024;

// ARCS_SUITE_CPU=<file>: one JSON line per test file appended to <file>, its CPU seconds (this worker's,
// and those of the child processes it waited for: the README modding copy's jest) and wall seconds.
// A measuring aid (docs/test-cache.md): jest's own --json gives wall times only, which another
// process loading the machine inflates.
const CPU_LOG = process.env.ARCS_SUITE_CPU;
const fs = require("node:fs");
function cpuSeconds() {
  // utime, stime, cutime, cstime of /proc/self/stat (clock ticks; 100 a second on Linux).
  const stat = fs.readFileSync("/proc/self/stat", "utf8");
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100;
}

let gc;
function collect() {
  if (gc === undefined) {
    // The same collector --expose-gc gives, without restarting the worker with that flag.
    v8.setFlagsFromString("--expose-gc");
    gc = vm.runInNewContext("gc");
  }
  gc();
}

class ArcsEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    if (CPU_LOG) this.measured = { file: context.testPath, cpu: cpuSeconds(), wall: Date.now() };
  }

  async teardown() {
    // The MoonSharp tier's runner processes this file started (tools/jest-runners.cjs).
    if (this.global) endRunners(this.global);
    await super.teardown();
    if (this.measured) {
      const m = this.measured;
      const line = { file: m.file, cpu: +(cpuSeconds() - m.cpu).toFixed(2), wall: +((Date.now() - m.wall) / 1000).toFixed(2), pid: process.pid, end: Date.now() };
      fs.appendFileSync(CPU_LOG, JSON.stringify(line) + "\n");
    }
    if (process.memoryUsage().heapUsed > COLLECT_ABOVE) collect();
  }
}

module.exports = ArcsEnvironment;
