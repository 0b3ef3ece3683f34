/**
 * The MoonSharp tier's entry (tools/moonsharp/tier.mjs): a suite named on the command line that
 * jest.moonsharp.config.cjs does not list is refused by name instead of skipped without a word.
 */
import { spawnSync } from "node:child_process";
import * as path from "node:path";
import { REPO_ROOT } from "../../tools/lib/tstl";

const tier = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(REPO_ROOT, "tools/moonsharp/tier.mjs"), ...args], { cwd: REPO_ROOT, encoding: "utf8", env: { ...process.env, ARCS_LUA_RUNNER: "no-such-runner" } });

test("an unlisted suite is refused by name, before jest starts", () => {
  const r = tier("tests/scenarios/court.test.ts");
  expect(r.status).toBe(1);
  expect(r.stderr).toContain("not in jest.moonsharp.config.cjs's list, so not run: tests/scenarios/court.test.ts");
  expect(r.stdout).not.toContain("running the Lua tiers");
});

test("without a runner the tier says it did not run, whatever is named", () => {
  const r = spawnSync(process.execPath, [path.join(REPO_ROOT, "tools/moonsharp/tier.mjs"), "tests/scenarios/court.test.ts"], { cwd: REPO_ROOT, encoding: "utf8", env: { ...process.env, ARCS_LUA_RUNNER: "" } });
  expect(r.status).toBe(0);
  expect(r.stdout).toContain("NOT RUN");
});
