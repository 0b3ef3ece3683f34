/**
 * The MoonSharp tier (docs/moonsharp.md): the Lua parity suites, the built scripts and the table's
 * main handlers run in the external runner of ARCS_LUA_RUNNER (MoonSharp 2.0.0.0) instead of fengari.
 * Started by tools/moonsharp/tier.mjs (`npm run test:moonsharp`), which sets ARCS_SCRIPT_VM.
 */
const base = require("./jest.config.cjs");

module.exports = {
  ...base,
  testPathIgnorePatterns: [],
  testMatch: [
    "<rootDir>/tests/moonsharp/**/*.test.ts",
    // Every core parity suite: seeded games (standard, Leaders & Lore, campaign Acts I-III with
    // both Intermissions) and every rule module, command by command against Node.
    "<rootDir>/tests/lua/**/*.test.ts",
    // The table's main handlers through the fake: a drop and a refusal, a scoring recount, a battle
    // read, a Crises press, a mid-game save loaded.
    "<rootDir>/tests/scenarios/cardPlay.test.ts",
    "<rootDir>/tests/scenarios/scoring.test.ts",
    "<rootDir>/tests/scenarios/battle.test.ts",
    "<rootDir>/tests/scenarios/campaignEventPhase.test.ts",
    "<rootDir>/tests/scenarios/restore.test.ts",
  ],
  // One runner process per script VM: two workers keep the machine responsive.
  maxWorkers: 2,
  testTimeout: 600000,
};
