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

test("BR p.10: control for standing and for each player's turn, in Lua too", () => {
  for (const id of ["3.2", "1.0", "1.1", "6.3"]) {
    expect(lua.call("controllerOf", snap, id, seats, facts, "standing")).toEqual(normalise(node.controllerOf(snap, id, seats, facts, "standing")));
    for (const colour of seats) {
      expect(lua.call("controllerOf", snap, id, seats, facts, { turnOf: colour })).toEqual(normalise(node.controllerOf(snap, id, seats, facts, { turnOf: colour })));
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
    // An Object prototype member's name: Node once accepted it as a system (found by lookup).
    { systems: [{ system: "constructor", pieces: [] }] },
  ];
  for (const b of bad) expect(lua.call("mapSnapshotRefusal", b, seats)).toEqual(normalise(node.mapSnapshotRefusal(b as MapSnapshot, seats)));
});

test("a malformed piece is refused alike in Lua: counts that are not whole numbers 0..100, owners and kinds no one has", () => {
  const piece = (p: { [k: string]: unknown }) => ({ systems: [{ system: "3.2", pieces: [{ owner: "Red", kind: "ship", fresh: 1, damaged: 0, ...p }] }] });
  const cases: unknown[] = [
    // Counts: strings (a Node lookup by "3" finds 3), fractions, out of range, missing, not numbers.
    piece({ fresh: "3" }), piece({ damaged: "0" }), piece({ fresh: 1.5 }), piece({ damaged: 0.25 }), piece({ fresh: -1 }),
    piece({ fresh: 101 }), piece({ fresh: 100 }), piece({ damaged: 100 }), piece({ fresh: 0, damaged: 0 }), piece({ fresh: undefined }),
    piece({ damaged: undefined }), piece({ fresh: true }), piece({ fresh: [3] }), piece({ fresh: { n: 3 } }), piece({ fresh: Number.NaN }),
    piece({ fresh: Number.POSITIVE_INFINITY }), piece({ fresh: -0 }),
    // Owners: not playing, none of the four, an Object member's name in Node, not a string.
    piece({ owner: "White", kind: "ship" }), piece({ owner: "Green" }), piece({ owner: "constructor" }), piece({ owner: "toString" }),
    piece({ owner: "__proto__" }), piece({ owner: 3 }), piece({ owner: undefined }),
    // Kinds an owner has not.
    piece({ kind: "blight" }), piece({ kind: "constructor" }), piece({ owner: "empire", kind: "flagship" }), piece({ owner: "free", kind: "ship" }),
    piece({ owner: "blight", kind: "ship" }), piece({ kind: "flagship", damaged: 1 }), piece({ kind: 7 }),
    // Pieces and systems that are not records; more pieces than the box holds; a system twice.
    { systems: [{ system: "3.2", pieces: [3] }] }, { systems: [{ system: "3.2", pieces: "ships" }] }, { systems: [7] }, { systems: [{ system: 3.2, pieces: [] }] },
    { systems: [{ system: "3.2", pieces: [{ owner: "Red", kind: "ship", fresh: 16, damaged: 0 }] }] },
    { systems: [{ system: "3.2", pieces: [{ owner: "Red", kind: "flagship", fresh: 1, damaged: 0 }] }, { system: "3.1", pieces: [{ owner: "Red", kind: "flagship", fresh: 1, damaged: 0 }] }] },
    { systems: [{ system: "3.2", pieces: [{ owner: "empire", kind: "ship", fresh: 100, damaged: 0 }] }] },
    { systems: [{ system: "3.2", pieces: [] }, { system: "3.2", pieces: [] }] },
    // Flagship boards.
    { systems: [], flagships: [{ owner: "Red", slots: [{ upgrade: { building: "city", damaged: "no" } }, {}, {}, {}, {}, {}] }] },
    { systems: [], flagships: [{ owner: "Red", slots: [{}, { upgrade: { building: "city", damaged: false }, armor: { building: "ship", damaged: false } }, {}, {}, {}, {}] }] },
    { systems: [], flagships: [{ owner: "Red", slots: [{}, {}, {}] }] }, { systems: [], flagships: [{ owner: "Green", slots: [] }] }, { systems: [], flagships: "boards" },
  ];
  const three: Colour[] = ["Red", "Blue", "Yellow"];
  for (const c of cases) expect(lua.call("mapSnapshotRefusal", c, three)).toEqual(normalise(node.mapSnapshotRefusal(c as MapSnapshot, three)));
  // Every case but the two empty counts (0 and -0) is refused, so the comparison above compares refusals.
  const accepted = cases.filter((c) => node.mapSnapshotRefusal(c as MapSnapshot, three) === undefined).length;
  expect(accepted).toBe(2);
});
