/** Intermission step D on the board (BR p.28 "Repair & Destroy Pieces") and the Elimination rule (base p.22). */
import { boardStepLines, intermissionBoardStep } from "../../../src/core/campaign/intermissionBoard";
import { mapSnapshotRefusal } from "../../../src/core/campaign/mapControl";
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import { randomMapSnapshot } from "../../../src/core/campaign/randomMap";
import { makeRng } from "../../../src/core/game/driver";
import type { Colour } from "../../../src/core/data/vocabulary";

const seats: Colour[] = ["Red", "Blue", "Yellow"];

const MAP: MapSnapshot = {
  systems: [
    // Blight and only damaged ships: the ships go (step 2), then the buildings (step 3).
    { system: "1.1", pieces: [
      { owner: "blight", kind: "blight", fresh: 0, damaged: 1 },
      { owner: "Red", kind: "ship", fresh: 0, damaged: 2 },
      { owner: "Red", kind: "city", fresh: 1, damaged: 0 },
      { owner: "free", kind: "starport", fresh: 0, damaged: 1 },
    ] },
    // Blight with a fresh Imperial ship: the buildings stay; the damaged city goes.
    { system: "2.3", pieces: [
      { owner: "blight", kind: "blight", fresh: 1, damaged: 0 },
      { owner: "empire", kind: "ship", fresh: 1, damaged: 1 },
      { owner: "free", kind: "city", fresh: 1, damaged: 0 },
      { owner: "Blue", kind: "city", fresh: 0, damaged: 1 },
    ] },
    { system: "3.0", pieces: [{ owner: "Blue", kind: "ship", fresh: 2, damaged: 0 }] },
    { system: "6.2", pieces: [{ owner: "Yellow", kind: "flagship", fresh: 1, damaged: 0 }] },
  ],
  flagships: [{ owner: "Yellow", slots: [{ upgrade: { building: "city", damaged: true } }, { upgrade: { building: "starport", damaged: false }, armor: { building: "city", damaged: true } }, {}, {}, {}, {}] }],
};

test("BR p.28 D: repair damaged Blight, destroy damaged ships, buildings and Flagship parts, then buildings with Blight and no ships", () => {
  expect(mapSnapshotRefusal(MAP, seats)).toBeUndefined();
  const r = intermissionBoardStep(MAP, seats);
  expect(r.repaired).toEqual([{ system: "1.1", count: 1 }]);
  expect(r.destroyed).toEqual([
    { system: "1.1", owner: "Red", kind: "ship", count: 2, why: "damaged" },
    { system: "1.1", owner: "Red", kind: "city", count: 1, why: "blight" },
    { system: "1.1", owner: "free", kind: "starport", count: 1, why: "damaged" },
    { system: "2.3", owner: "empire", kind: "ship", count: 1, why: "damaged" },
    { system: "2.3", owner: "Blue", kind: "city", count: 1, why: "damaged" },
  ]);
  expect(r.flagshipParts).toEqual([{ owner: "Yellow", slot: 1, part: "upgrade" }, { owner: "Yellow", slot: 2, part: "armor" }]);
  expect(r.after.systems.map((sp) => sp.system)).toEqual(["1.1", "2.3", "3.0", "6.2"]);
  expect(r.after.systems[0].pieces).toEqual([{ owner: "blight", kind: "blight", fresh: 1, damaged: 0 }]);
});

test("BR p.28 D with BR p.22: a damaged Upgrade destroyed takes the fresh Armor above it (an Armor sits on its matched Upgrade)", () => {
  const map: MapSnapshot = {
    systems: [{ system: "6.2", pieces: [{ owner: "Yellow", kind: "flagship", fresh: 1, damaged: 0 }] }],
    flagships: [{ owner: "Yellow", slots: [
      { upgrade: { building: "city", damaged: true }, armor: { building: "starport", damaged: false } },
      { upgrade: { building: "starport", damaged: false }, armor: { building: "city", damaged: false } },
      {}, {}, {}, {},
    ] }],
  };
  expect(mapSnapshotRefusal(map, seats)).toBeUndefined();
  const r = intermissionBoardStep(map, seats);
  expect(r.flagshipParts).toEqual([{ owner: "Yellow", slot: 1, part: "upgrade" }, { owner: "Yellow", slot: 1, part: "armor", withUpgrade: true }]);
  // Slot 2 (a fresh Upgrade under a fresh Armor) is untouched; slot 1 is empty, not an Armor with no Upgrade.
  expect(r.after.flagships).toEqual([{ owner: "Yellow", slots: [{}, { upgrade: { building: "starport", damaged: false }, armor: { building: "city", damaged: false } }, {}, {}, {}, {}] }]);
  expect(mapSnapshotRefusal(r.after, seats)).toBeUndefined();
  expect(boardStepLines(r)).toContain("destroy Yellow's fresh Flagship Armor in slot 1 with its destroyed Upgrade");
});

test("BR p.28 and base p.22: a player left with no ships or starports places 3 fresh ships in any gate; a Flagship is a ship", () => {
  const r = intermissionBoardStep(MAP, seats);
  expect(r.eliminated).toEqual(["Red"]);
});

test("fuzz BR p.28 D: the map after holds no damaged piece, no building beside Blight without ships, and every piece is kept or destroyed", () => {
  const rng = makeRng(3);
  for (let i = 0; i < 200; i++) {
    const map = randomMapSnapshot(rng, seats);
    const r = intermissionBoardStep(map, seats);
    expect(mapSnapshotRefusal(r.after, seats)).toBeUndefined();
    for (const sp of r.after.systems) {
      const blight = sp.pieces.some((p) => p.kind === "blight");
      const ships = sp.pieces.some((p) => p.kind === "ship" || p.kind === "flagship");
      for (const p of sp.pieces) {
        expect(p.damaged).toBe(0);
        if (blight && !ships) expect(p.kind === "city" || p.kind === "starport").toBe(false);
      }
    }
    for (const sp of map.systems) {
      for (const p of sp.pieces) {
        const kept = r.after.systems.filter((x) => x.system === sp.system).flatMap((x) => x.pieces).filter((x) => x.owner === p.owner && x.kind === p.kind).reduce((n, x) => n + x.fresh, 0);
        const gone = r.destroyed.filter((x) => x.system === sp.system && x.owner === p.owner && x.kind === p.kind).reduce((n, x) => n + x.count, 0);
        expect(kept + gone).toBe(p.fresh + p.damaged);
      }
    }
  }
});
