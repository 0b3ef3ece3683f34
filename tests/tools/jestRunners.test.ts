/**
 * The MoonSharp tier's runner processes end with the test file that started them
 * (tools/jest-runners.cjs, called by tools/jest-env.cjs's teardown): runnerVm.ts keeps its live
 * runners on the file's global under the key the environment reads.
 */
import { spawn } from "node:child_process";
import * as vm from "node:vm";
import { RUNNERS_KEY } from "../../tools/moonsharp/runnerVm";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { endRunners, KEY } = require("../../tools/jest-runners.cjs") as { endRunners(g: object): number; KEY: string };

test("runnerVm's set of live runners is the one the environment's teardown ends: a process in it is killed, the set emptied", async () => {
  expect(KEY).toBe(RUNNERS_KEY);
  const set = (globalThis as unknown as { [k: string]: unknown })[KEY];
  expect(set).toBeInstanceOf(Set);
  const child = spawn("sleep", ["60"], { stdio: "ignore" });
  (set as Set<unknown>).add(child);
  const gone = new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
  expect(endRunners(globalThis)).toBe(1);
  expect(await gone).toBe("SIGKILL");
  expect((set as Set<unknown>).size).toBe(0);
  // The environment's teardown runs outside the file's context, where the file's Set is another realm's.
  const other = vm.runInNewContext("new Set()") as Set<unknown>;
  const child2 = spawn("sleep", ["60"], { stdio: "ignore" });
  other.add(child2);
  const gone2 = new Promise<NodeJS.Signals | null>((resolve) => child2.on("exit", (_code, signal) => resolve(signal)));
  expect(endRunners({ [KEY]: other })).toBe(1);
  expect(await gone2).toBe("SIGKILL");
  // Nothing left to end: a second teardown kills nothing.
  expect(endRunners(globalThis)).toBe(0);
  expect(endRunners({})).toBe(0);
});
