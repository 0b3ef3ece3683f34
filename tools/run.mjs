// Runs the Node-side tools (TypeScript) by bundling tools/cli.ts with esbuild first (~100 ms),
// so `npm run build` needs nothing but the installed devDependencies. A source that does not parse
// (a syntax error in a data file...) is said by esbuild, file, line and caret, and exits 1.
import { build } from "esbuild";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outfile = join(root, "build", ".tools", "cli.cjs");
let built = true;
try {
  await build({
    entryPoints: [join(root, "tools", "cli.ts")],
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    packages: "external",
    outfile,
    logLevel: "warning",
  });
} catch (e) {
  // esbuild has printed each error with its file, line and a caret: a stack trace of esbuild's own
  // code would only bury them.
  if (!Array.isArray(e?.errors)) throw e;
  const n = e.errors.length;
  console.error(`\nRefused: ${n} error${n === 1 ? "" : "s"} above in the sources (a data file, a tool or a script); fix ${n === 1 ? "it" : "them"} and run again.`);
  built = false;
}
if (built) {
  const require = createRequire(import.meta.url);
  const { main } = require(outfile);
  process.exitCode = await main(process.argv.slice(2));
} else {
  process.exitCode = 1;
}
