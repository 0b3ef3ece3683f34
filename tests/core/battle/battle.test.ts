import type { BattleSnapshot, HitAssignment } from "../../../src/core/battle/battle";
import {
  checkDiceCollection,
  checkHitAssignment,
  defaultHitAssignment,
  legalDiceCollections,
  readRoll,
} from "../../../src/core/battle/battle";
import { startBattle } from "../../../src/core/battle/flow";
import { trophiesOf } from "../../../src/core/court/types";
import { player, tableWith } from "../court/fixtures";

const z = { fresh: 0, damaged: 0 };

function snap(over: Partial<BattleSnapshot>): BattleSnapshot {
  return {
    attacker: "Red",
    defender: "Blue",
    attackingShips: { fresh: 3, damaged: 0 },
    defendingShips: { fresh: 1, damaged: 0 },
    defendingCities: z,
    defendingStarports: z,
    defenderHasBuildingsElsewhere: true,
    ...over,
  };
}

function totals(t: Partial<{ self: number; intercept: number; hit: number; building: number; key: number }>) {
  return { self: 0, intercept: 0, hit: 0, building: 0, key: 0, ...t };
}

describe("collecting dice (p.14 + FAQ)", () => {
  test("FAQ Battle: collecting zero dice is legal", () => {
    expect(checkDiceCollection(snap({}), { skirmish: 0, assault: 0, raid: 0 }).ok).toBe(true);
  });

  test("p.14: at most one die per attacking ship, fresh or damaged", () => {
    const s = snap({ attackingShips: { fresh: 1, damaged: 2 } });
    expect(checkDiceCollection(s, { skirmish: 1, assault: 2, raid: 0 }).ok).toBe(true);
    const r = checkDiceCollection(s, { skirmish: 2, assault: 2, raid: 0 });
    expect(r).toEqual({ ok: false, reason: "You may collect at most 3 dice (one per attacking ship), not 4" });
  });

  test("p.14 sidebar: you cannot collect more than 6 dice of a type", () => {
    const s = snap({ attackingShips: { fresh: 15, damaged: 0 } });
    expect(checkDiceCollection(s, { skirmish: 0, assault: 6, raid: 0 }).ok).toBe(true);
    expect(checkDiceCollection(s, { skirmish: 0, assault: 7, raid: 0 }).ok).toBe(false);
  });

  test("BC08 Gatekeepers-style extra dice raise the total but not the 6-per-type limit", () => {
    const s = snap({ attackingShips: { fresh: 3, damaged: 0 }, extraDice: 2 });
    expect(checkDiceCollection(s, { skirmish: 2, assault: 3, raid: 0 }).ok).toBe(true);
    expect(checkDiceCollection(s, { skirmish: 3, assault: 3, raid: 0 })).toEqual({
      ok: false,
      reason: "You may collect at most 5 dice (one per attacking ship, plus extra dice from cards), not 6",
    });
    const big = snap({ attackingShips: { fresh: 15, damaged: 0 }, extraDice: 2, defenderHasBuildingsElsewhere: false });
    expect(checkDiceCollection(big, { skirmish: 6, assault: 6, raid: 5 }).ok).toBe(true);
    expect(checkDiceCollection(big, { skirmish: 6, assault: 6, raid: 6 }).ok).toBe(false);
  });

  test("p.14 raid dice limit (D07): no defending building here but Loyal buildings elsewhere -> no raid dice", () => {
    const s = snap({ defenderHasBuildingsElsewhere: true });
    const r = checkDiceCollection(s, { skirmish: 0, assault: 0, raid: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/cannot collect raid dice/);
    expect(legalDiceCollections(s).every((d) => d.raid === 0)).toBe(true);
  });

  test("p.14 raid dice limit (D08): defender with no buildings anywhere -> raid dice allowed", () => {
    const s = snap({ defenderHasBuildingsElsewhere: false });
    expect(checkDiceCollection(s, { skirmish: 0, assault: 0, raid: 3 }).ok).toBe(true);
  });

  test("p.14 raid dice limit: a defending building in the system allows raid dice", () => {
    const s = snap({ defendingCities: { fresh: 1, damaged: 0 }, planetType: "relic" });
    expect(checkDiceCollection(s, { skirmish: 0, assault: 1, raid: 2 }).ok).toBe(true);
  });

  test("legalDiceCollections lists exactly the collections checkDiceCollection accepts", () => {
    const s = snap({ attackingShips: { fresh: 2, damaged: 1 }, defenderHasBuildingsElsewhere: false });
    const all = legalDiceCollections(s);
    expect(all.length).toBe(20); // a+s+r <= 3: C(6,3)
    for (let sk = 0; sk <= 7; sk++)
      for (let as = 0; as <= 7; as++)
        for (let r = 0; r <= 7; r++) {
          const d = { skirmish: sk, assault: as, raid: r };
          const listed = all.some((x) => x.skirmish === sk && x.assault === as && x.raid === r);
          expect(checkDiceCollection(s, d).ok).toBe(listed);
        }
  });

  test("FAQ Battle: you need a legal defender (a Rival with pieces in the system)", () => {
    const s = snap({ defendingShips: z });
    const r = checkDiceCollection(s, { skirmish: 0, assault: 0, raid: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/has no pieces in the battle system/);
  });
});

describe("resolving a roll (p.14 order)", () => {
  // p.15 battle example: Mikah (Red) 4 fresh ships vs Lotus (Blue) 1 fresh ship, 2 damaged ships,
  // 1 damaged city at a Relic planet; 2 assault + 2 raid; 1 self hit, an intercept, 1 ship hit, 1 building hit.
  const example = snap({
    attackingShips: { fresh: 4, damaged: 0 },
    defendingShips: { fresh: 1, damaged: 2 },
    defendingCities: { fresh: 0, damaged: 1 },
    planetType: "relic",
  });
  const dice = { skirmish: 0, assault: 2, raid: 2 };
  const faces = [
    { die: "assault" as const, face: 3 }, // intercept + hit
    { die: "assault" as const, face: 1 }, // blank
    { die: "raid" as const, face: 5 }, // building + key
    { die: "raid" as const, face: 2 }, // self + key
  ];

  test("p.15 example: 2 hits on Mikah (1 self + 1 intercept), she damages two ships; she damages Lotus's fresh ship; the building hit destroys the city", () => {
    const roll = readRoll(dice, faces);
    expect(roll).toEqual({ ok: true, value: totals({ self: 1, intercept: 1, hit: 1, building: 1, key: 2 }) });
    if (!roll.ok) return;
    const choice: HitAssignment = {
      onAttackers: ["fresh", "fresh"],
      shipHits: [{ piece: "ship", state: "fresh" }],
      buildingHits: [{ piece: "city", state: "damaged" }],
    };
    const out = checkHitAssignment(example, roll.value, choice);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.value.attackingShips).toEqual({ fresh: 2, damaged: 2 });
    expect(out.value.interceptHits).toBe(1);
    expect(out.value.defendingShips).toEqual({ fresh: 0, damaged: 3 });
    expect(out.value.defendingCities).toEqual({ fresh: 0, damaged: 0 });
    expect(out.value.destroyed).toEqual({ attackingShips: 0, defendingShips: 0, defendingCities: 1, defendingStarports: 0 });
    expect(out.value.citiesDestroyed).toEqual(["relic"]);
    expect(out.value.keys).toBe(2);
    expect(out.value.attackingShipsRemain).toBe(true);
  });

  test("p.15 example: Mikah could instead destroy one of her ships with both hits", () => {
    const roll = readRoll(dice, faces);
    if (!roll.ok) throw new Error(roll.reason);
    const out = checkHitAssignment(example, roll.value, {
      onAttackers: ["fresh", "damaged"],
      shipHits: [{ piece: "ship", state: "damaged" }],
      buildingHits: [{ piece: "city", state: "damaged" }],
    });
    expect(out.ok).toBe(true);
    if (out.ok) {
      expect(out.value.attackingShips).toEqual({ fresh: 3, damaged: 0 });
      expect(out.value.destroyed.attackingShips).toBe(1);
      expect(out.value.destroyed.defendingShips).toBe(1);
    }
  });

  test("p.14 Trophies both ways: the attacker keeps destroyed defenders, the defender destroyed attackers", () => {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: {} }]);
    const r = startBattle(t, example, dice, faces, {
      onAttackers: ["fresh", "damaged"],
      shipHits: [{ piece: "ship", state: "damaged" }],
      buildingHits: [{ piece: "city", state: "damaged" }],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(trophiesOf(player(r.value.table, "Red").trophies, "Blue")).toEqual({ ships: 1, agents: 0, cities: 1, starports: 0 });
    expect(trophiesOf(player(r.value.table, "Blue").trophies, "Red")).toEqual({ ships: 1, agents: 0, cities: 0, starports: 0 });
    expect(r.value.flow.citiesLeft).toEqual(["relic"]);
    // the input table is untouched
    expect(trophiesOf(player(t, "Red").trophies, "Blue").ships).toBe(0);
  });

  test("p.14: while a defending ship remains, ship hits cannot go to buildings", () => {
    const out = checkHitAssignment(example, totals({ hit: 1 }), {
      onAttackers: [],
      shipHits: [{ piece: "city", state: "damaged" }],
      buildingHits: [],
    });
    expect(out).toEqual({ ok: false, reason: "Ship hit 1: hit defending ships while any remain" });
  });

  test("p.14: building hits never hit ships", () => {
    const out = checkHitAssignment(example, totals({ building: 1 }), {
      onAttackers: [],
      shipHits: [],
      buildingHits: [{ piece: "ship", state: "fresh" }],
    });
    expect(out.ok).toBe(false);
  });

  test("D05 / p.14: three intercept symbols vs 2 fresh + 1 damaged defending ships -> exactly 2 hits, once", () => {
    const s = snap({ attackingShips: { fresh: 5, damaged: 0 }, defendingShips: { fresh: 2, damaged: 1 }, defenderHasBuildingsElsewhere: false });
    const roll = readRoll({ skirmish: 0, assault: 0, raid: 3 }, [
      { die: "raid", face: 3 },
      { die: "raid", face: 3 },
      { die: "raid", face: 1 },
    ]);
    if (!roll.ok) throw new Error(roll.reason);
    expect(roll.value.intercept).toBe(3);
    const a = defaultHitAssignment(s, roll.value);
    expect(a.onAttackers.length).toBe(2);
    const out = checkHitAssignment(s, roll.value, a);
    expect(out.ok && out.value.interceptHits).toBe(2);
  });

  test("D06 / p.14: 3 ship hits vs 1 damaged ship + 1 fresh city: destroy the ship, then damage and destroy the city", () => {
    const s = snap({ defendingShips: { fresh: 0, damaged: 1 }, defendingCities: { fresh: 1, damaged: 0 }, planetType: "fuel" });
    const t = totals({ hit: 3 });
    const good: HitAssignment = {
      onAttackers: [],
      shipHits: [
        { piece: "ship", state: "damaged" },
        { piece: "city", state: "fresh" },
        { piece: "city", state: "damaged" },
      ],
      buildingHits: [],
    };
    const out = checkHitAssignment(s, t, good);
    expect(out.ok).toBe(true);
    if (out.ok) expect(out.value.citiesDestroyed).toEqual(["fuel"]);
    expect(defaultHitAssignment(s, t)).toEqual(good);
  });

  test("FAQ Battle: attacking ships without dice still take self hits and intercepts", () => {
    // 3 attacking ships, only 1 die collected; the intercept hits once per fresh defending ship (2).
    const s = snap({ attackingShips: { fresh: 3, damaged: 0 }, defendingShips: { fresh: 2, damaged: 0 } });
    const roll = readRoll({ skirmish: 0, assault: 1, raid: 0 }, [{ die: "assault", face: 3 }]);
    if (!roll.ok) throw new Error(roll.reason);
    const out = checkHitAssignment(s, roll.value, { onAttackers: ["fresh", "fresh"], shipHits: [{ piece: "ship", state: "fresh" }], buildingHits: [] });
    expect(out.ok).toBe(true);
    if (out.ok) expect(out.value.attackingShips).toEqual({ fresh: 1, damaged: 2 });
  });

  test("p.14: hits cannot be left unused while a legal target remains", () => {
    const s = snap({ defendingShips: { fresh: 2, damaged: 0 } });
    const out = checkHitAssignment(s, totals({ hit: 2 }), { onAttackers: [], shipHits: [{ piece: "ship", state: "fresh" }], buildingHits: [] });
    expect(out).toEqual({ ok: false, reason: "You rolled 2 ship hit(s) and 2 can land: assign 2, not 1" });
  });

  test("p.14: hits beyond every legal target are lost; no ships left means no raid (p.16)", () => {
    const s = snap({ attackingShips: { fresh: 0, damaged: 1 }, defendingShips: { fresh: 1, damaged: 0 }, defenderHasBuildingsElsewhere: false });
    const t = totals({ self: 2, intercept: 1, key: 2 });
    const a = defaultHitAssignment(s, t);
    expect(a.onAttackers).toEqual(["damaged"]);
    const out = checkHitAssignment(s, t, a);
    expect(out.ok).toBe(true);
    if (out.ok) {
      expect(out.value.lostHits).toBe(2);
      expect(out.value.attackingShipsRemain).toBe(false);
      expect(out.value.keys).toBe(0);
    }
  });

  test("a hit on a piece that is not there is refused with the hit's number", () => {
    const s = snap({ attackingShips: { fresh: 1, damaged: 0 } });
    const out = checkHitAssignment(s, totals({ self: 1 }), { onAttackers: ["damaged"], shipHits: [], buildingHits: [] });
    expect(out).toEqual({ ok: false, reason: "Hit 1 on your ships: you have no damaged attacking ship left" });
  });
});
