/**
 * Parity: the Fates' setups written as lines (src/core/campaign/fates/keptSetups.ts readSetup: the
 * "A" Fates' Act I setups, BR p.6 step C, and every Act II and III setup, BR p.7 step F) read to the
 * same cards, booklet changes, tokens and flags in Lua as in Node.
 */
import { ACT_SETUPS } from "../../src/core/campaign/fates/laterSetups";
import { ACT_ONE_SETUPS } from "../../src/core/campaign/fates/setups";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const later = loadCoreModuleInLua("src/core/campaign/fates/laterSetups.ts");
const actOne = loadCoreModuleInLua("src/core/campaign/fates/setups.ts");

test("every setup line reads the same in Lua", () => {
  for (const f of ACT_SETUPS) expect(later.call("laterSetupOf", f.fate, f.act)).toEqual(normalise(f));
  for (const f of ACT_ONE_SETUPS) expect(actOne.call("actOneSetupOf", f.fate)).toEqual(normalise(f));
  expect(ACT_SETUPS.length + ACT_ONE_SETUPS.length).toBe(48);
});
