/** The campaign map snapshot and control (BR p.10, p.15, p.19, p.22). */
import { SYSTEMS } from "../../../src/core/data/map";
import {
  controllerOf, empireControls, mapSnapshotRefusal, playerControlling, systemsControlledBy,
} from "../../../src/core/campaign/mapControl";
import type { EmpireFacts, MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { Colour } from "../../../src/core/data/vocabulary";
import { randomMapSnapshot } from "../../../src/core/campaign/randomMap";
import { makeRng } from "../../../src/core/game/driver";

const seats: Colour[] = ["Red", "Blue", "Yellow"];
// Red is an Outlaw; Blue (First Regent) and Yellow are Regents.
const facts: EmpireFacts = { firstRegent: "Blue", regents: ["Blue", "Yellow"] };

/** BR p.10 example: an Outlaw with 4 fresh ships, a Regent with 2, one fresh Imperial ship. */
const example: MapSnapshot = {
  systems: [{
    system: "3.2",
    pieces: [
      { owner: "Red", kind: "ship", fresh: 4, damaged: 0 },
      { owner: "Yellow", kind: "ship", fresh: 2, damaged: 0 },
      { owner: "empire", kind: "ship", fresh: 1, damaged: 0 },
    ],
  }],
};

test("BR p.10: one fresh Imperial ship makes a system Empire-controlled, ignoring players' Loyal ships", () => {
  expect(mapSnapshotRefusal(example, seats)).toBeUndefined();
  expect(empireControls(example, "3.2")).toBe(true);
  expect(controllerOf(example, "3.2", seats, facts, "standing")).toBe("Blue");
});

test("BR p.10 example: on the Regent's turn they control it; on the Outlaw's turn the Empire does and they build damaged", () => {
  expect(controllerOf(example, "3.2", seats, facts, { turnOf: "Yellow" })).toBe("Yellow");
  expect(controllerOf(example, "3.2", seats, facts, { turnOf: "Yellow" }) !== "Yellow").toBe(false);
  expect(controllerOf(example, "3.2", seats, facts, { turnOf: "Red" })).toBe("empire");
  expect(controllerOf(example, "3.2", seats, facts, { turnOf: "Red" }) !== "Red").toBe(true);
});

test("BR p.10 Presence Law: a Regent without Loyal pieces in an Empire system does not control it on their turn", () => {
  expect(controllerOf(example, "3.2", seats, facts, { turnOf: "Blue" })).toBe("empire");
  expect(controllerOf(example, "3.2", seats, facts, { turnOf: "Blue" }) !== "Blue").toBe(true);
});

test("BR p.10: the First Regent controls Empire systems for ambitions, objectives and events; with no First Regent the Empire keeps them", () => {
  expect(systemsControlledBy(example, "Blue", seats, facts)).toEqual(["3.2"]);
  expect(systemsControlledBy(example, "Red", seats, facts)).toEqual([]);
  expect(controllerOf(example, "3.2", seats, { regents: [] }, "standing")).toBe("empire");
});

test("BR p.10: damaged Imperial ships do not control; the base rule (p.7) decides and Blight is no player", () => {
  const snap: MapSnapshot = {
    systems: [{
      system: "1.0",
      pieces: [
        { owner: "empire", kind: "ship", fresh: 0, damaged: 3 },
        { owner: "blight", kind: "blight", fresh: 2, damaged: 0 },
        { owner: "Red", kind: "ship", fresh: 1, damaged: 2 },
        { owner: "Blue", kind: "ship", fresh: 1, damaged: 0 },
      ],
    }, {
      system: "1.1",
      pieces: [{ owner: "Yellow", kind: "flagship", fresh: 1, damaged: 0 }, { owner: "Red", kind: "city", fresh: 1, damaged: 0 }],
    }],
  };
  expect(mapSnapshotRefusal(snap, seats)).toBeUndefined();
  expect(empireControls(snap, "1.0")).toBe(false);
  expect(playerControlling(snap, "1.0", seats)).toBeUndefined();
  expect(controllerOf(snap, "1.0", seats, facts, "standing")).toBeUndefined();
  // BR p.22: a Flagship is a fresh Loyal ship.
  expect(controllerOf(snap, "1.1", seats, facts, "standing")).toBe("Yellow");
  expect(systemsControlledBy(snap, "Yellow", seats, facts)).toEqual(["1.1"]);
});

test("the map snapshot is refused when it cannot describe the table", () => {
  const one = (pieces: unknown[], system = "1.1"): MapSnapshot => ({ systems: [{ system, pieces }] } as MapSnapshot);
  expect(mapSnapshotRefusal(one([{ owner: "empire", kind: "city", fresh: 1, damaged: 0 }]), seats)).toBe("the Empire has no city pieces (BR pp.10, 15, 19)");
  expect(mapSnapshotRefusal(one([{ owner: "free", kind: "ship", fresh: 1, damaged: 0 }]), seats)).toBe("the Free States has no ship pieces (BR pp.10, 15, 19)");
  expect(mapSnapshotRefusal(one([{ owner: "White", kind: "ship", fresh: 1, damaged: 0 }]), seats)).toBe("White is not playing");
  expect(mapSnapshotRefusal(one([{ owner: "Red", kind: "ship", fresh: 1.5, damaged: 0 }]), seats)).toMatch(/counts of fresh and damaged pieces/);
  expect(mapSnapshotRefusal(one([{ owner: "free", kind: "city", fresh: 1, damaged: 0 }], "2.0"), seats)).toMatch(/gate has no building slots/);
  expect(mapSnapshotRefusal(one([{ owner: "free", kind: "city", fresh: 2, damaged: 0 }], "1.2"), seats)).toBe("1.2 has 1 building slot, not 2");
  expect(mapSnapshotRefusal(one([{ owner: "blight", kind: "blight", fresh: 25, damaged: 0 }], "2.0"), seats)).toBe("the map shows 25 Blight; there are only 24");
  // The box's supply of each owner's pieces (BR p.2-3, base p.2): a player's ships, the Empire's, the Free States' starports.
  expect(mapSnapshotRefusal(one([{ owner: "Red", kind: "ship", fresh: 10, damaged: 6 }]), seats)).toBe("the map shows 16 ships of Red; there are only 15");
  expect(mapSnapshotRefusal(one([{ owner: "empire", kind: "ship", fresh: 99, damaged: 0 }]), seats)).toMatch(/^the map shows 99 ships of the Empire; there are only \d+$/);
  const ports = SYSTEMS.filter((sys) => sys.slots > 0).map((sys) => ({ system: sys.id, pieces: [{ owner: "free", kind: "starport", fresh: 1, damaged: 0 }] }));
  expect(mapSnapshotRefusal({ systems: ports } as MapSnapshot, seats)).toMatch(/^the map shows \d+ starports of the Free States; there are only \d+$/);
  expect(mapSnapshotRefusal({ systems: [{ system: "9.9", pieces: [] }] }, seats)).toMatch(/not on the map/);
  // A name of an Object prototype member is no system either (Node found it by lookup; Lua never did).
  expect(mapSnapshotRefusal({ systems: [{ system: "constructor", pieces: [] }] }, seats)).toBe("the map snapshot names a system that is not on the map (constructor)");
  expect(mapSnapshotRefusal({ systems: [{ system: "1.0", pieces: [] }, { system: "1.0", pieces: [] }] }, seats)).toBe("the map snapshot lists system 1.0 twice");
  // Owners' entries are made as the map first shows their pieces, yet the supply is checked in a fixed
  // order (the seats in order, then the Empire, the Free States, the Blight), whatever the map's order;
  // a count split over systems adds up.
  const over = (owner: string, kind: string, system: string, fresh: number) => ({ system, pieces: [{ owner, kind, fresh, damaged: 0 }] });
  expect(mapSnapshotRefusal({ systems: [over("blight", "blight", "1.0", 25), over("Yellow", "ship", "1.1", 16), over("Blue", "ship", "1.2", 16)] } as MapSnapshot, seats)).toBe("the map shows 16 ships of Blue; there are only 15");
  expect(mapSnapshotRefusal({ systems: [over("blight", "blight", "1.0", 25), over("empire", "ship", "1.1", 99)] } as MapSnapshot, seats)).toMatch(/^the map shows 99 ships of the Empire/);
  expect(mapSnapshotRefusal({ systems: [over("Red", "ship", "1.0", 8), over("Red", "ship", "1.1", 8)] } as MapSnapshot, seats)).toBe("the map shows 16 ships of Red; there are only 15");
  expect(mapSnapshotRefusal({ systems: [over("Red", "ship", "1.0", 8), over("Blue", "ship", "1.1", 8), over("Red", "ship", "1.2", 7)] } as MapSnapshot, seats)).toBeUndefined();
  const slots = [{}, {}, {}, {}, {}, { armor: { building: "city", damaged: false } }];
  expect(mapSnapshotRefusal({ systems: [], flagships: [{ owner: "Red", slots }] } as MapSnapshot, seats)).toBe("Red's Armor in slot 6 needs an Upgrade below it (BR p.22)");
});

test("fuzz: random maps within the box counts and slots are accepted (the driver's maps)", () => {
  const rng = makeRng(7);
  for (let i = 0; i < 200; i++) {
    const snap = randomMapSnapshot(rng, seats);
    expect(mapSnapshotRefusal(snap, seats)).toBeUndefined();
  }
});

test("the snapshot check depends on the snapshot and the seats alone: no memory between calls (the core keeps no module state)", () => {
  const sound: MapSnapshot = { systems: [{ system: "1.1", pieces: [{ owner: "Red", kind: "ship", fresh: 2, damaged: 0 }, { owner: "White", kind: "ship", fresh: 1, damaged: 0 }] }] };
  const four: Colour[] = ["Red", "Blue", "Yellow", "White"];
  expect(mapSnapshotRefusal(sound, four)).toBeUndefined();
  // The same object for other seats: White is not playing there.
  expect(mapSnapshotRefusal(sound, seats)).toBe("White is not playing");
  expect(mapSnapshotRefusal(sound, four)).toBeUndefined();
  // The same object changed in place after it was found sound is checked as it is now.
  sound.systems.push({ system: "9.9", pieces: [] });
  expect(mapSnapshotRefusal(sound, four)).toMatch(/not on the map/);
});
