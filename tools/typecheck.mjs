// `npm run typecheck`: the three programs (core alone, TTS, Node side) checked side by side, each
// with its own tsbuildinfo under build/ (a re-check after a small edit reuses the unchanged files;
// a fresh clone has none and checks everything). Fails if any of them fails; output per program.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const projects = [
  ["tsconfig.core.json", "the rules engine alone (no TTS or Node API)"],
  ["tsconfig.json", "the TTS scripts"],
  ["tsconfig.tools.json", "the tools and tests"],
];

export const HELP = `usage: npm run typecheck
       npm run typecheck -- --help

Type-checks the three programs side by side with tsc (incremental: build/.tsbuildinfo/):
${projects.map(([p, what]) => `  ${p.padEnd(20)} ${what}`).join("\n")}
npm test runs it before jest.

Exit codes:
  0  every program passed
  1  a program failed (tsc's errors are printed, then which program)
  2  bad arguments`;

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

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(HELP);
  process.exitCode = 0;
} else if (args.length > 0) {
  console.error(`typecheck: unknown argument ${args[0]}\n\n${HELP}`);
  process.exitCode = 2;
} else {
  const started = Date.now();
  const results = await Promise.all(projects.map(([p]) => check(p)));
  for (const r of results) {
    if (r.out) process.stdout.write(r.out);
    if (r.code !== 0) console.error(`typecheck: tsc -p ${r.project} failed`);
  }
  const failed = results.some((r) => r.code !== 0);
  if (!failed) console.log(`typecheck: passed (${projects.map(([p]) => p).join(", ")}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = failed ? 1 : 0;
}
