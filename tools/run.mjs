// Runs the Node-side tools (TypeScript) by bundling tools/cli.ts with esbuild first (~100 ms),
// so `npm run build` needs nothing but the installed devDependencies.
import { build } from "esbuild";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outfile = join(root, "build", ".tools", "cli.cjs");
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
const require = createRequire(import.meta.url);
const { main } = require(outfile);
process.exitCode = await main(process.argv.slice(2));
