/** Tests are TypeScript, transformed by esbuild (fast, no type-check: `npm run typecheck` does that). */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": "<rootDir>/tools/jest-esbuild.cjs" },
  moduleFileExtensions: ["ts", "js", "cjs", "mjs", "json"],
  testTimeout: 60000,
};
