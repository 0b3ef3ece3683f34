/** The campaign map snapshot and control (BR p.10) decide the same in Lua (TSTL) as in Node. */
import * as node from "../../src/core/campaign/mapControl";
import type { EmpireFacts, MapSnapshot } from "../../src/core/campaign/mapControl";
import type { Colour } from "../../src/core/data/vocabulary";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/campaign/mapControl.ts");
const seats: Colour[] = ["Red", "Blue", "Yellow", "White"];
const facts: EmpireFacts = { firstRegent: "Blue", regents: ["Blue", "Yellow"] };
const snap: MapSnapshot = {
  systems: [
    { system: "3.2", pieces: [{ owner: "Red", kind: "ship", fresh: 4, damaged: 0 }, { owner: "Yellow", kind: "ship", fresh: 2, damaged: 0 }, { owner: "empire", kind: "ship", fresh: 1, damaged: 0 }] },
    { system: "1.0", pieces: [{ owner: "empire", kind: "ship", fresh: 0, damaged: 3 }, { owner: "blight", kind: "blight", fresh: 2, damaged: 1 }, { owner: "White", kind: "ship", fresh: 2, damaged: 0 }] },
    { system: "1.1", pieces: [{ owner: "Yellow", kind: "flagship", fresh: 1, damaged: 0 }, { owner: "free", kind: "city", fresh: 1, damaged: 1 }] },
  ],
};

test("BR p.10: control for standing and for each player's turn, and the builds placed damaged, in Lua too", () => {
  for (const id of ["3.2", "1.0", "1.1", "6.3"]) {
    expect(lua.call("controllerOf", snap, id, seats, facts, "standing")).toEqual(normalise(node.controllerOf(snap, id, seats, facts, "standing")));
    for (const colour of seats) {
      expect(lua.call("controllerOf", snap, id, seats, facts, { turnOf: colour })).toEqual(normalise(node.controllerOf(snap, id, seats, facts, { turnOf: colour })));
      expect(lua.call("buildsDamaged", snap, id, seats, facts, colour)).toEqual(node.buildsDamaged(snap, id, seats, facts, colour));
    }
  }
  for (const colour of seats) expect(lua.call("systemsControlledBy", snap, colour, seats, facts)).toEqual(normalise(node.systemsControlledBy(snap, colour, seats, facts)));
});

test("the map snapshot's refusals read the same in Lua", () => {
  const bad: unknown[] = [
    snap,
    { systems: [{ system: "1.2", pieces: [{ owner: "free", kind: "city", fresh: 2, damaged: 0 }] }] },
    { systems: [{ system: "2.0", pieces: [{ owner: "blight", kind: "blight", fresh: 25, damaged: 0 }] }] },
    { systems: [{ system: "2.0", pieces: [{ owner: "empire", kind: "city", fresh: 1, damaged: 0 }] }] },
    { systems: [], flagships: [{ owner: "Red", slots: [{}, {}, {}, {}, {}, { armor: { building: "city", damaged: false } }] }] },
  ];
  for (const b of bad) expect(lua.call("mapSnapshotRefusal", b, seats)).toEqual(normalise(node.mapSnapshotRefusal(b as MapSnapshot, seats)));
});
