/** Attaching cards in the Court (BR p.27) gives the same rows in Lua (TSTL) as in Node. */
import * as node from "../../src/core/campaign/courtAttach";
import type { AttachSlot } from "../../src/core/campaign/courtAttach";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/campaign/courtAttach.ts");
const row: AttachSlot[] = [
  { card: "AID01", agents: {} },
  { card: "CC14", agents: { Red: 2, Blue: 1 } },
  { card: "CC03", agents: { Yellow: 1 }, attached: "CC12" },
  { agents: {} },
];

test("BR p.27: attach, secure both, slide down and remove in Lua too", () => {
  for (let slot = 0; slot < 5; slot++) {
    for (const card of ["F205", "CC12"]) expect(lua.call("attachRefusal", row, card, slot)).toEqual(normalise(node.attachRefusal(row, card, slot)));
    if (slot < 4) {
      expect(lua.call("attach", row, "F205", slot)).toEqual(normalise(node.attach(row, "F205", slot)));
      expect(lua.call("securedCards", row, slot)).toEqual(normalise(node.securedCards(row, slot)));
      expect(lua.call("removeFromCourt", row, slot)).toEqual(normalise(node.removeFromCourt(row, slot)));
      expect(lua.call("removeAttached", row, slot)).toEqual(normalise(node.removeAttached(row, slot)));
    }
  }
});

test("BR p.27 Forced Attach: a must-attach card's Court slots (attachTargets) the same in Lua", () => {
  for (const r of [row, [{ card: "AID01", attached: "CC11" }, {}, { card: "CC14", attached: "CC12" }], [{}, {}]]) expect(lua.call("attachTargets", r)).toEqual(normalise(node.attachTargets(r)));
});
