/**
 * jest's order, with one change for a fresh clone. With no timings recorded yet (a fresh clone, CI)
 * jest runs the biggest files first, and the README modding test is a small file (49 lines) whose
 * run is the longest of all (~83 s of CPU in one process: ten suites in a modded copy of the
 * repository): last in the queue, it ran alone at the end while the other core idled. Without a
 * recorded time it now goes third: after the first two suites, one of which builds the save (so the
 * copy's render finds the shared raster cache full). Once timings exist jest's own order (slowest
 * first) stands. Order only: every suite still runs (docs/test-cache.md).
 */
const path = require("node:path");
const Sequencer = require("@jest/test-sequencer").default;

const EARLY = path.join("tests", "tools", "readmeModding.test.ts");
const AT = 2;

class ArcsSequencer extends Sequencer {
  sort(tests) {
    const place = (sorted) => {
      const i = sorted.findIndex((t) => t.path.endsWith(EARLY) && t.duration == null);
      if (i > AT) sorted.splice(AT, 0, sorted.splice(i, 1)[0]);
      return sorted;
    };
    const sorted = super.sort(tests);
    return typeof sorted.then === "function" ? sorted.then(place) : place(sorted);
  }
}

module.exports = ArcsSequencer;
