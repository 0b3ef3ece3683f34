// `npm run typecheck`: the three programs (core alone, TTS, Node side) checked side by side, each
// with its own tsbuildinfo under build/ (a re-check after a small edit reuses the unchanged files;
// a fresh clone has none and checks everything). Fails if any of them fails; output per program.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const projects = ["tsconfig.core.json", "tsconfig.json", "tsconfig.tools.json"];

function check(project) {
  const info = join(root, "build", ".tsbuildinfo", project.replace(/\.json$/, ".tsbuildinfo"));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, "-p", project, "--incremental", "--tsBuildInfoFile", info], { cwd: root });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => resolve({ project, code: code ?? 1, out }));
  });
}

const results = await Promise.all(projects.map(check));
for (const r of results) {
  if (r.out) process.stdout.write(r.out);
  if (r.code !== 0) console.error(`typecheck: tsc -p ${r.project} failed`);
}
process.exitCode = results.some((r) => r.code !== 0) ? 1 : 0;
