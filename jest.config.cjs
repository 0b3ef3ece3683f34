/** Tests are TypeScript, transformed by esbuild (fast, no type-check: `npm run typecheck` does that). */
const path = require("node:path");

// Compiled Lua bundles, their checked compact (shipped) forms, fengari's binary chunks of them and the render's rasterised images
// are shared by all suites and workers of a run through content-keyed disk caches (tools/lib/tstlCache.ts, shippedCache.ts,
// luaChunkCache.ts, tools/render/rasterCache.ts, docs/test-cache.md); the build and the dev loop never use them.
const cacheRoot = path.join(__dirname, "build", ".test-cache");
process.env.ARCS_TSTL_CACHE = process.env.ARCS_TSTL_CACHE || path.join(cacheRoot, "tstl");
process.env.ARCS_LUA_CHUNK_CACHE = process.env.ARCS_LUA_CHUNK_CACHE || path.join(cacheRoot, "luac");
process.env.ARCS_RASTER_CACHE = process.env.ARCS_RASTER_CACHE || path.join(cacheRoot, "raster");
process.env.ARCS_SHIPPED_CACHE = process.env.ARCS_SHIPPED_CACHE || path.join(cacheRoot, "shipped");

module.exports = {
  // Node's environment, with a garbage collection after a file that left a big heap (tools/jest-env.cjs).
  testEnvironment: "<rootDir>/tools/jest-env.cjs",
  roots: ["<rootDir>/tests"],
  testMatch: ["**/*.test.ts"],
  // The MoonSharp tier needs an external runner: jest.moonsharp.config.cjs, `npm run test:moonsharp`.
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/tests/moonsharp/"],
  // fengari's sources get one edit that keeps its Lua stack a fast array (tools/jest-fengari.cjs); other packages run as shipped.
  transform: {
    "^.+\\.ts$": "<rootDir>/tools/jest-esbuild.cjs",
    "[/\\\\]node_modules[/\\\\]fengari[/\\\\]src[/\\\\][^/\\\\]+\\.js$": "<rootDir>/tools/jest-fengari.cjs",
  },
  transformIgnorePatterns: ["[/\\\\]node_modules[/\\\\](?!fengari[/\\\\]src[/\\\\])"],
  moduleFileExtensions: ["ts", "js", "cjs", "mjs", "json"],
  testTimeout: 60000,
  // jest's order, except that on a fresh clone the long README modding test runs early (tools/jest-sequencer.cjs).
  testSequencer: "<rootDir>/tools/jest-sequencer.cjs",
  // Jest's default on 2 cores is one worker, i.e. every suite in band on one core.
  maxWorkers: "100%",
  // A worker that has grown past this after a suite is replaced (suites load big Lua states).
  workerIdleMemoryLimit: "1536MB",
};
