/**
 * Campaign battles through the `battle` command (BR pp.10-11, 15, 19, 22-25): defenders that are not
 * players (the Empire, the Free States, the Blight) and Flagships, each step logged with its snapshot.
 */
import type { GameState } from "../../../src/core/game/types";
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import { defaultHitAssignment } from "../../../src/core/battle/battle";
import { trophiesOf } from "../../../src/core/court/types";
import { refusal, run } from "../game/helpers";
import { battleStep, board, faces, redToBattle, roll, table } from "./battleFixtures";

function last(s: GameState) {
  const b = s.battle;
  if (b === undefined) throw new Error("no battle");
  return b;
}

function hitsOutcome(s: GameState) {
  const l = last(s).last;
  if (l.kind !== "hits") throw new Error("not a hits step: " + l.kind);
  return l;
}

describe("BR p.11: Outlaws battling the Empire", () => {
  const map: MapSnapshot = { systems: [{ system: "3.2", pieces: [
    { owner: "Red", kind: "ship", fresh: 2, damaged: 0 },
    { owner: "empire", kind: "ship", fresh: 1, damaged: 1 },
  ] }] };
  const rollEmpire = roll(map, { system: "3.2", defender: "empire", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 1 }, dice: { skirmish: 0, assault: 1, raid: 1 }, planetType: "fuel" });
  const read = battleStep({ kind: "read", faces: faces(["assault", 4], ["raid", 1]) });
  // self 1 + intercept (1 fresh Imperial ship) = 2 hits on Red; 2 ship hits on the Imperial ships.
  const hits = battleStep({ kind: "hits", court: table(), assignment: {
    onAttackers: ["fresh", "damaged"],
    shipHits: [{ piece: "ship", state: "damaged" }, { piece: "ship", state: "fresh" }],
    buildingHits: [],
  } });

  test("BR p.11: the First Regent takes the Outlaw's destroyed ships as Trophies; the Imperial ships are the Outlaw's; nothing to raid", () => {
    const s = run(redToBattle({ Red: "outlaw" }, "Blue"), rollEmpire, read, hits);
    const l = hitsOutcome(s);
    expect(run(redToBattle({ Red: "outlaw" }, "Blue"), rollEmpire).events.some((e) => e.text === "Red battles the Empire in system 3.2")).toBe(true);
    expect(l.outcome.destroyed).toEqual({ attackingShips: 1, defendingShips: 1, defendingCities: 0, defendingStarports: 0 });
    expect(l.outcome.defendingShips).toEqual({ fresh: 0, damaged: 1 });
    expect(l.outcome.interceptHits).toBe(1);
    expect(trophiesOf(l.table.players[0].trophies, "empire").ships).toBe(1);
    expect(trophiesOf(l.table.players[1].trophies, "Red").ships).toBe(1);
    // Keys were rolled and a ship remains, but the Empire has nothing to raid: the battle is over.
    expect(l.outcome.keys).toBe(2);
    expect(last(s).step).toBe("over");
  });

  test("BR p.11: with no First Regent the Outlaw's destroyed ships return (nobody takes them)", () => {
    const s = run(redToBattle({ Red: "outlaw" }), rollEmpire, read, hits);
    const l = hitsOutcome(s);
    expect(trophiesOf(l.table.players[0].trophies, "empire").ships).toBe(1);
    for (const p of l.table.players) expect(trophiesOf(p.trophies, "Red").ships).toBe(0);
  });

  test("BR p.11 Truce Law: a Regent cannot choose the Empire; the Empire defends with all its Imperial ships there", () => {
    expect(refusal(redToBattle({}, "Blue"), rollEmpire)).toBe("a Regent cannot harm Imperial ships (Truce Law, BR p.11)");
    const short = roll(map, { system: "3.2", defender: "empire", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, dice: { skirmish: 1, assault: 0, raid: 0 }, planetType: "fuel" });
    expect(refusal(redToBattle({ Red: "outlaw" }, "Blue"), short)).toBe("the Empire defends with all its ships there (BR p.11): the map shows 1 fresh and 1 damaged");
  });
});

describe("BR p.15: the Free States defend", () => {
  const map: MapSnapshot = { systems: [{ system: "1.1", pieces: [
    { owner: "Red", kind: "ship", fresh: 3, damaged: 0 },
    { owner: "free", kind: "city", fresh: 0, damaged: 1 },
    { owner: "free", kind: "starport", fresh: 1, damaged: 0 },
  ] }] };
  const rollFree = roll(map, { system: "1.1", defender: "free", attacking: { fresh: 3, damaged: 0 }, cities: { fresh: 0, damaged: 1 }, starports: { fresh: 1, damaged: 0 }, dice: { skirmish: 0, assault: 0, raid: 2 }, planetType: "weapon" });
  const read = battleStep({ kind: "read", faces: faces(["raid", 5], ["raid", 5]) });
  const hits = battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [], shipHits: [], buildingHits: [{ piece: "city", state: "damaged" }, { piece: "starport", state: "fresh" }] } });

  test("BR p.15: a destroyed Free city is a Trophy and still Provokes Outrage; the raid gains exactly 1 resource of the planet type", () => {
    let s = run(redToBattle(), rollFree, read, hits);
    const l = hitsOutcome(s);
    expect(trophiesOf(l.table.players[0].trophies, "free").cities).toBe(1);
    expect(last(s).step).toBe("city");
    expect(refusal(s, battleStep({ kind: "ransack", slot: 0, court: l.table }))).toBe("the Free States have no agents in the Court: nothing to ransack (BR p.15)");
    s = run(s, battleStep({ kind: "ransack", court: l.table }));
    const city = last(s).last;
    if (city.kind !== "city") throw new Error("no city step");
    expect(city.city.table.players[0].outrage).toEqual(["weapon"]);
    expect(city.city.ransacked).toBeUndefined();
    expect(last(s).step).toBe("raid");
    expect(refusal(s, battleStep({ kind: "steal", pick: { kind: "resource", slot: 0 }, court: city.city.table }))).toBe(
      "The Free States have no resources or Guild cards: gain 1 of the planet type (BR p.15)",
    );
    s = run(s, battleStep({ kind: "steal", pick: { kind: "planet" }, court: city.city.table }));
    const stole = last(s).last;
    if (stole.kind !== "steal") throw new Error("no steal");
    expect(stole.raid.stolenResources).toEqual(["weapon"]);
    expect(stole.raid.table.supply.weapon).toBe(city.city.table.supply.weapon - 1);
    // Exactly one resource per battle: the second key is lost.
    expect(last(s).step).toBe("over");
  });

  test("BR p.15: the battle names the map's planet type (it decides the Outrage and the raid)", () => {
    const wrong = roll(map, { system: "1.1", defender: "free", attacking: { fresh: 3, damaged: 0 }, cities: { fresh: 0, damaged: 1 }, starports: { fresh: 1, damaged: 0 }, dice: { skirmish: 1, assault: 0, raid: 0 }, planetType: "fuel" });
    expect(refusal(redToBattle(), wrong)).toBe("system 1.1 is a weapon planet: the battle must name its planet type");
  });

  test("BR p.15: a player defender is still raided on their board", () => {
    const m2: MapSnapshot = { systems: [{ system: "1.1", pieces: [{ owner: "Red", kind: "ship", fresh: 2, damaged: 0 }, { owner: "Yellow", kind: "city", fresh: 1, damaged: 0 }] }] };
    let s = run(redToBattle({ Yellow: "outlaw" }),
      roll(m2, { system: "1.1", defender: "Yellow", attacking: { fresh: 2, damaged: 0 }, cities: { fresh: 1, damaged: 0 }, dice: { skirmish: 0, assault: 0, raid: 1 }, planetType: "weapon" }),
      battleStep({ kind: "read", faces: faces(["raid", 1]) }),
    );
    s = run(s, battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [], shipHits: [], buildingHits: [] } }));
    expect(last(s).step).toBe("raid");
    expect(refusal(s, battleStep({ kind: "steal", pick: { kind: "planet" }, court: table() }))).toBe("Yellow is raided for its resources and Guild cards, not the planet's");
  });
});

describe("BR p.19: the Blight defends", () => {
  const mapWith = (fresh: number, damaged: number): MapSnapshot => ({ systems: [{ system: "3.0", pieces: [
    { owner: "Red", kind: "ship", fresh: 2, damaged: 0 },
    { owner: "blight", kind: "blight", fresh, damaged },
  ] }] });
  const rollBlight = (fresh: number, damaged: number, dice: { skirmish: number; assault: number; raid: number }) =>
    roll(mapWith(fresh, damaged), { system: "3.0", defender: "blight", attacking: { fresh: 2, damaged: 0 }, ships: { fresh, damaged }, dice });

  test("BR p.19 example: two hits and no self-hits flip a fresh Blight to damaged", () => {
    const s = run(redToBattle(), rollBlight(1, 0, { skirmish: 2, assault: 0, raid: 0 }), battleStep({ kind: "read", faces: faces(["skirmish", 4], ["skirmish", 5]) }));
    const b = last(s);
    const offered = defaultHitAssignment(b.snapshot, b.totals as never);
    expect(offered.shipHits).toEqual([{ piece: "ship", state: "fresh" }, { piece: "ship", state: "fresh" }]);
    const after = run(s, battleStep({ kind: "hits", court: table(), assignment: offered }));
    const l = hitsOutcome(after);
    expect(l.outcome.defendingShips).toEqual({ fresh: 0, damaged: 1 });
    expect(l.outcome.destroyed.defendingShips).toBe(0);
  });

  test("BR p.19: Tough -- one hit does nothing; the Blight does not intercept", () => {
    const s = run(redToBattle(), rollBlight(1, 0, { skirmish: 0, assault: 1, raid: 0 }), battleStep({ kind: "read", faces: faces(["assault", 3]) }));
    const l = hitsOutcome(run(s, battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [], shipHits: [{ piece: "ship", state: "fresh" }], buildingHits: [] } })));
    expect(l.outcome.defendingShips).toEqual({ fresh: 1, damaged: 0 });
    expect(l.outcome.interceptHits).toBe(0);
    expect(refusal(s, battleStep({ kind: "hits", court: table(), assignment: { onAttackers: ["fresh"], shipHits: [{ piece: "ship", state: "fresh" }], buildingHits: [] } }))).toBe(
      "Your attacking ships take 0 hit(s) (0 self, 0 intercept): assign 0, not 1",
    );
  });

  test("BR p.19: building hits do not hit the Blight; destroyed Blight are Trophies; nothing to raid", () => {
    const s = run(redToBattle(), rollBlight(0, 1, { skirmish: 0, assault: 1, raid: 1 }), battleStep({ kind: "read", faces: faces(["assault", 5], ["raid", 5]) }));
    expect(refusal(s, battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [], shipHits: [{ piece: "ship", state: "damaged" }, { piece: "ship", state: "damaged" }], buildingHits: [{ piece: "ship", state: "damaged" }] } }))).toBe(
      "You rolled 1 building hit(s) and 0 can land: assign 0, not 1",
    );
    const after = run(s, battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [], shipHits: [{ piece: "ship", state: "damaged" }, { piece: "ship", state: "damaged" }], buildingHits: [] } }));
    const l = hitsOutcome(after);
    expect(l.outcome.destroyed.defendingShips).toBe(1);
    expect(l.outcome.lostHits).toBe(1);
    expect(trophiesOf(l.table.players[0].trophies, "blight").ships).toBe(1);
    expect(last(after).step).toBe("over");
  });
});

describe("BR pp.22-25: Flagships in battle", () => {
  const yellowShips = { owner: "Yellow" as const, kind: "ship" as const, fresh: 2, damaged: 0 };
  const attackMap = (parts: Parameters<typeof board>[1], others = 1): MapSnapshot => ({
    systems: [{ system: "3.2", pieces: [
      { owner: "Red", kind: "flagship", fresh: 1, damaged: 0 },
      ...(others > 0 ? [{ owner: "Red" as const, kind: "ship" as const, fresh: others, damaged: 0 }] : []),
      yellowShips,
    ] }],
    flagships: [board("Red", parts)],
  });
  const twoPorts = { "0": { upgrade: ["starport", false] as [string, boolean] }, "1": { upgrade: ["starport", false] as [string, boolean] }, "5": { upgrade: ["city", false] as [string, boolean], armor: ["city", false] as [string, boolean] } };
  const attack = (m: MapSnapshot, others: number, dice: { skirmish: number; assault: number; raid: number }) =>
    roll(m, { system: "3.2", defender: "Yellow", attacking: { fresh: 1 + others, damaged: 0 }, ships: { fresh: 2, damaged: 0 }, dice, planetType: "fuel" });

  test("BR p.23 example: the attacking Flagship collects 1 die per fresh starport on its board, with the other ships' dice", () => {
    const s = redToBattle({ Yellow: "outlaw" });
    expect(refusal(s, attack(attackMap(twoPorts), 1, { skirmish: 1, assault: 3, raid: 0 }))).toBe("You may collect at most 3 dice (one per attacking ship, your Flagship one per fresh starport on its board), not 4");
    expect(run(s, attack(attackMap(twoPorts), 1, { skirmish: 1, assault: 2, raid: 0 })).battle?.step).toBe("rolling");
    // No fresh starport on the board: the Flagship collects no dice.
    expect(refusal(s, attack(attackMap({}), 1, { skirmish: 2, assault: 0, raid: 0 }))).toBe("You may collect at most 1 dice (one per attacking ship, your Flagship one per fresh starport on its board), not 2");
  });

  test("BR p.23 example: the attacker may hit its Ship Crane though other attacking ships remain; Armor before its Upgrade", () => {
    const s = run(redToBattle({ Yellow: "outlaw" }), attack(attackMap(twoPorts), 1, { skirmish: 1, assault: 2, raid: 0 }),
      battleStep({ kind: "read", faces: faces(["skirmish", 1], ["assault", 2], ["assault", 1]) }));
    const ok = run(s, battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [{ part: "upgrade", slot: 0 }], shipHits: [{ piece: "ship", state: "fresh" }], buildingHits: [] } }));
    const l = hitsOutcome(ok);
    expect(l.outcome.flagships?.attacking?.slots[0].upgrade).toEqual({ building: "starport", damaged: true });
    expect(l.outcome.attackingShips).toEqual({ fresh: 2, damaged: 0 });
    expect(refusal(s, battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [{ part: "upgrade", slot: 5 }], shipHits: [{ piece: "ship", state: "fresh" }], buildingHits: [] } }))).toBe(
      "Hit 1 on your ships: Armor is hit before its Upgrade (BR p.23): hit slot 6's Armor first",
    );
  });

  test("BR p.23: with no other attacking ship left the Upgrades and Armor take the hits; a destroyed part is the defender's Trophy and the Flagship stays", () => {
    const parts = { "0": { upgrade: ["starport", false] as [string, boolean] }, "3": { upgrade: ["city", true] as [string, boolean] } };
    const s2 = run(redToBattle({ Yellow: "outlaw" }), attack(attackMap(parts, 0), 0, { skirmish: 0, assault: 1, raid: 0 }),
      battleStep({ kind: "read", faces: faces(["assault", 2]) }));
    expect(refusal(s2, battleStep({ kind: "hits", court: table(), assignment: { onAttackers: ["fresh"], shipHits: [{ piece: "ship", state: "fresh" }], buildingHits: [] } }))).toBe(
      "Hit 1 on your ships: you have no fresh attacking ship left",
    );
    const after = run(s2, battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [{ part: "upgrade", slot: 3 }], shipHits: [{ piece: "ship", state: "fresh" }], buildingHits: [] } }));
    const l = hitsOutcome(after);
    expect(l.outcome.attackingShipsRemain).toBe(true);
    expect(l.outcome.flagships?.attackerLost).toEqual({ cities: 1, starports: 0 });
    expect(trophiesOf(l.table.players[2].trophies, "Red")).toEqual({ ships: 0, agents: 0, cities: 1, starports: 0 });
  });

  const defendMap = (parts: Parameters<typeof board>[1], ships: number): MapSnapshot => ({
    systems: [{ system: "3.2", pieces: [
      { owner: "Red", kind: "ship", fresh: 3, damaged: 0 },
      { owner: "Yellow", kind: "flagship", fresh: 1, damaged: 0 },
      ...(ships > 0 ? [{ owner: "Yellow" as const, kind: "ship" as const, fresh: ships, damaged: 0 }] : []),
    ] }],
    flagships: [board("Yellow", parts)],
  });
  const defend = (m: MapSnapshot, ships: number, dice: { skirmish: number; assault: number; raid: number }) =>
    roll(m, { system: "3.2", defender: "Yellow", attacking: { fresh: 3, damaged: 0 }, ships: { fresh: 1 + ships, damaged: 0 }, dice, planetType: "fuel", elsewhere: false });
  const hull = { "5": { upgrade: ["city", false] as [string, boolean], armor: ["city", false] as [string, boolean] } };

  test("BR p.24 example: 1 intercept hit (only the fresh ship intercepts); 2 ship hits destroy the ship; the 3rd and the building hit destroy the Hull Armor", () => {
    const s = run(redToBattle({ Yellow: "outlaw" }), defend(defendMap(hull, 1), 1, { skirmish: 0, assault: 2, raid: 1 }),
      battleStep({ kind: "read", faces: faces(["assault", 3], ["assault", 5], ["raid", 5]) }));
    const hullArmor = { piece: "part", state: "fresh", part: { part: "armor", slot: 5 } };
    expect(refusal(s, battleStep({ kind: "hits", court: table(), assignment: { onAttackers: ["fresh"], shipHits: [hullArmor, { piece: "ship", state: "fresh" }, { piece: "ship", state: "damaged" }], buildingHits: [] } }))).toBe(
      "Ship hit 1: hit defending ships while any remain",
    );
    const after = run(s, battleStep({ kind: "hits", court: table(), assignment: {
      onAttackers: ["fresh"],
      shipHits: [{ piece: "ship", state: "fresh" }, { piece: "ship", state: "damaged" }, hullArmor],
      buildingHits: [{ piece: "part", state: "damaged", part: { part: "armor", slot: 5 } }],
    } }));
    const l = hitsOutcome(after);
    expect(l.outcome.interceptHits).toBe(1);
    expect(l.outcome.destroyed.defendingShips).toBe(1);
    expect(l.outcome.flagships?.defending?.slots[5]).toEqual({ upgrade: { building: "city", damaged: false } });
    expect(l.outcome.flagships?.defenderLost).toEqual({ cities: 1, starports: 0 });
    // A part's city is a Trophy but no Outrage, no Ransack (BR p.22): no city step.
    expect(trophiesOf(l.table.players[0].trophies, "Yellow")).toEqual({ ships: 1, agents: 0, cities: 1, starports: 0 });
    expect(l.outcome.citiesDestroyed).toEqual([]);
    expect(defaultHitAssignment(last(s).snapshot, last(s).totals as never).shipHits[2]).toEqual(hullArmor);
  });

  test("BR p.25: a Defense Array intercepts 1 hit per fresh starport on the board; a Tractor Beam forbids raid dice; else raid dice are allowed against a defending Flagship", () => {
    const armed = { "1": { upgrade: ["starport", false] as [string, boolean], armor: ["starport", false] as [string, boolean] } };
    const s = run(redToBattle({ Yellow: "outlaw" }), defend(defendMap(armed, 0), 0, { skirmish: 0, assault: 1, raid: 1 }),
      battleStep({ kind: "read", faces: faces(["assault", 3], ["raid", 2]) }));
    const offered = defaultHitAssignment(last(s).snapshot, last(s).totals as never);
    expect(offered.onAttackers.length).toBe(3);
    const beam = { "4": { upgrade: ["city", true] as [string, boolean] } };
    expect(refusal(redToBattle({ Yellow: "outlaw" }), defend(defendMap(beam, 0), 0, { skirmish: 0, assault: 0, raid: 1 }))).toBe(
      "You cannot collect raid dice: Yellow's Flagship is defending with a Tractor Beam (BR p.25)",
    );
  });

  test("BR p.24: a player with a Flagship elsewhere is raided only with defending buildings or the defending Flagship", () => {
    const m: MapSnapshot = {
      systems: [
        { system: "3.2", pieces: [{ owner: "Red", kind: "ship", fresh: 2, damaged: 0 }, { owner: "Yellow", kind: "ship", fresh: 1, damaged: 0 }] },
        { system: "3.1", pieces: [{ owner: "Yellow", kind: "flagship", fresh: 1, damaged: 0 }] },
      ],
      flagships: [board("Yellow", {})],
    };
    const r = roll(m, { system: "3.2", defender: "Yellow", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, dice: { skirmish: 0, assault: 0, raid: 1 }, planetType: "fuel" });
    expect(refusal(redToBattle({ Yellow: "outlaw" }), r)).toBe("You cannot collect raid dice: Yellow has a Flagship: raid dice need defending buildings or Flagship (BR p.24)");
  });
});

describe("BR p.11: Imperial ships beside a Regent", () => {
  const map: MapSnapshot = { systems: [{ system: "3.2", pieces: [
    { owner: "Red", kind: "ship", fresh: 4, damaged: 0 },
    { owner: "Yellow", kind: "ship", fresh: 2, damaged: 0 },
    { owner: "empire", kind: "ship", fresh: 1, damaged: 0 },
  ] }] };

  test("BR p.11 example: the Outlaw hits the Regent's Imperial ship; destroyed, it is a Trophy of the Empire's, not the Regent's", () => {
    const s = run(redToBattle({ Red: "outlaw" }, "Blue"),
      roll(map, { system: "3.2", defender: "Yellow", attacking: { fresh: 4, damaged: 0 }, ships: { fresh: 3, damaged: 0 }, dice: { skirmish: 3, assault: 0, raid: 0 }, planetType: "fuel" }),
      battleStep({ kind: "read", faces: faces(["skirmish", 4], ["skirmish", 5], ["skirmish", 6]) }));
    expect(refusal(s, battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [], shipHits: [{ piece: "ship", state: "damaged", imperial: true }, { piece: "ship", state: "fresh" }, { piece: "ship", state: "fresh" }], buildingHits: [] } }))).toBe(
      "Ship hit 1: there is no damaged defending Imperial ship to hit",
    );
    const after = run(s, battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [], shipHits: [{ piece: "ship", state: "fresh", imperial: true }, { piece: "ship", state: "damaged", imperial: true }, { piece: "ship", state: "fresh" }], buildingHits: [] } }));
    const l = hitsOutcome(after);
    expect(l.outcome.imperialDestroyed).toEqual({ attacking: 0, defending: 1 });
    expect(l.outcome.defendingShips).toEqual({ fresh: 1, damaged: 1 });
    expect(trophiesOf(l.table.players[0].trophies, "empire").ships).toBe(1);
    expect(trophiesOf(l.table.players[0].trophies, "Yellow").ships).toBe(0);
  });

  test("BR p.11: a Regent's added Imperial ships take hits as attacking ships; destroyed, they are the defender's Trophies of the Empire's", () => {
    const s = run(redToBattle({ Yellow: "outlaw" }, "Blue"),
      roll(map, { system: "3.2", defender: "Yellow", attacking: { fresh: 5, damaged: 0 }, ships: { fresh: 2, damaged: 0 }, dice: { skirmish: 0, assault: 1, raid: 0 }, planetType: "fuel" }),
      battleStep({ kind: "read", faces: faces(["assault", 3]) }));
    // 2 intercept hits (2 fresh Yellow ships): both on the added Imperial ship, destroying it.
    const after = run(s, battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [{ imperial: "fresh" }, { imperial: "damaged" }], shipHits: [{ piece: "ship", state: "fresh" }], buildingHits: [] } }));
    const l = hitsOutcome(after);
    expect(l.outcome.imperialDestroyed).toEqual({ attacking: 1, defending: 0 });
    expect(trophiesOf(l.table.players[2].trophies, "empire").ships).toBe(1);
    expect(trophiesOf(l.table.players[2].trophies, "Red").ships).toBe(0);
  });
});
