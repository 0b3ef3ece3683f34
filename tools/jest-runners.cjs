/**
 * The MoonSharp tier's runner processes a test file started, ended with the file (tools/jest-env.cjs
 * teardown). tools/moonsharp/runnerVm.ts keeps them in a set on the file's global, under KEY.
 *
 * Why: every TTS table of the fake in the tier starts a runner (a mono process, ~95 MB), and a
 * scenario suite makes several (each reload is a new table). runnerVm's FinalizationRegistry ends a
 * dropped VM's runner, but the registry lives in the file's module registry, which jest lets go
 * with the file, and a registry that is itself collected never calls back. Measured on a fresh
 * clone (session 29): 392 runners alive after ~90 tier suites, the machine's 24 GB used up, a jest
 * worker killed by the kernel and "the Lua runner did not start" in the suites after it.
 */
const KEY = "__arcsRunners";

/** Kills every runner process still in the set on global `g`, empties it, and says how many it killed. */
function endRunners(g) {
  const set = g[KEY];
  // Made in the test file's context: a Set of another realm, so no instanceof here.
  if (set === null || typeof set !== "object" || typeof set.clear !== "function") return 0;
  let n = 0;
  for (const child of set) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      n += 1;
    }
  }
  set.clear();
  return n;
}

module.exports = { endRunners, KEY };
