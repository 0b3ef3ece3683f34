// Minimal jest transformer: TypeScript -> CommonJS via esbuild (type errors are caught by `npm run typecheck`).
// Each module reads the built-ins it names from its global once (tools/jest-globals.cjs: a global's read
// costs ~150 ns in jest's vm context, a module constant's ~1 ns); esbuild's banner keeps the source map right.
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");
const { transformSync } = require("esbuild");
const { globalsPrologue } = require("./jest-globals.cjs");

// jest keys its transform cache by the file and the config, not by the transformer: changing this file
// or the prologue must miss, so both are in the key.
const SELF = ["jest-esbuild.cjs", "jest-globals.cjs"].map((f) => fs.readFileSync(path.join(__dirname, f), "utf8")).join("\0");

module.exports = {
  process(source, filename) {
    const out = transformSync(source, {
      loader: "ts",
      format: "cjs",
      target: "node20",
      sourcemap: "inline",
      sourcefile: filename,
      banner: globalsPrologue(source),
    });
    return { code: out.code };
  },
  getCacheKey(source, filename, options) {
    return crypto.createHash("sha256").update(SELF).update("\0").update(filename).update("\0").update(options.configString).update("\0").update(source).digest("hex");
  },
};
