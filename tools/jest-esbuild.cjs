// Minimal jest transformer: TypeScript -> CommonJS via esbuild (type errors are caught by `npm run typecheck`).
const { transformSync } = require("esbuild");
module.exports = {
  process(source, filename) {
    const out = transformSync(source, {
      loader: "ts",
      format: "cjs",
      target: "node20",
      sourcemap: "inline",
      sourcefile: filename,
    });
    return { code: out.code };
  },
};
