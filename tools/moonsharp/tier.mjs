// The MoonSharp tier (docs/moonsharp.md): with ARCS_LUA_RUNNER set, runs jest.moonsharp.config.cjs
// with every script VM in that runner (ARCS_SCRIPT_VM=moonsharp); without it, says so and exits 0
// (CI has no MoonSharp: the tier is run by hand before an issue that changes Lua is resolved).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const runner = (process.env.ARCS_LUA_RUNNER ?? "").trim();
if (process.argv.includes("--help")) {
  console.log("usage: ARCS_LUA_RUNNER=<command> npm run test:moonsharp [-- <jest args>]\n" +
    "Runs the Lua tiers in an external Lua runner (MoonSharp 2.0.0.0: docs/moonsharp.md).\n" +
    "Exit codes: 0 passed or not run (no ARCS_LUA_RUNNER), 1 a test failed.");
  process.exit(0);
}
if (runner === "") {
  console.log("MoonSharp tier: NOT RUN — ARCS_LUA_RUNNER is not set (docs/moonsharp.md says how to point it at a MoonSharp 2.0.0.0 runner).");
  process.exit(0);
}
// A suite named on the command line but outside the list would be skipped without a word: say so.
const listed = createRequire(import.meta.url)(join(root, "jest.moonsharp.config.cjs")).testMatch.map((p) => p.replace("<rootDir>/", ""));
const args = process.argv.slice(2);
const unlisted = args.includes("--testMatch") ? [] : args.filter((a) => a.endsWith(".test.ts") && !listed.some((p) => (p.includes("**") ? a.startsWith(p.split("**")[0]) : p === a)));
if (unlisted.length > 0) {
  console.error(`MoonSharp tier: not in jest.moonsharp.config.cjs's list, so not run: ${unlisted.join(", ")}. Add it to the list, or pass --testMatch '<rootDir>/${unlisted[0]}' to run it once.`);
  process.exit(1);
}
console.log(`MoonSharp tier: running the Lua tiers in ${runner}`);
const jest = join(root, "node_modules", "jest", "bin", "jest.js");
const r = spawnSync(process.execPath, [jest, "-c", join(root, "jest.moonsharp.config.cjs"), ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, ARCS_SCRIPT_VM: "moonsharp" },
});
process.exit(r.status ?? 1);
