/** Build, Tax and Repair (rulebook pp.12-13, FAQ "Tax", "Build"), decided on the map (src/core/map/build.ts, tax.ts, repair.ts). */
import type { GameState } from "../../../src/core/game/types";
import type { SystemId } from "../../../src/core/data/vocabulary";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { refusal, run } from "../game/helpers";
import { mapAction, mapOf, redLeads, withPowers } from "./fixtures";
import { shipBuiltAt } from "../../../src/core/map/build";

const lastMap = (s: GameState) => s.events[0].map;

describe("Build (p.12)", () => {
  const map = mapOf({
    "3.3": { Red: { ship: [1, 0] } },
    "3.2": { Red: { ship: [1, 0] }, Blue: { ship: [2, 0] } },
    "2.1": { Blue: { ship: [1, 0] } },
    "1.1": { Red: { ship: [1, 0], city: [1, 0] }, Blue: { starport: [1, 0] } },
    "4.2": { Red: { starport: [2, 0] } },
  });

  test("p.12: a city or starport in an empty building slot of a system with a Loyal piece, fresh where nobody else controls", () => {
    const s = run(redLeads("construction-3"), mapAction("Red", { kind: "build", system: "3.3", piece: "city" }, map));
    expect(s.events[0].text).toBe("Red builds a city in 3.3");
    expect(lastMap(s)).toEqual({});
    expect(s.actions?.mapActs).toEqual(["build:city@3.3"]);
  });

  test("p.12: anything built in a system controlled by anyone other than you is placed damaged", () => {
    const s = run(redLeads("construction-3"), mapAction("Red", { kind: "build", system: "3.2", piece: "starport" }, map));
    expect(s.events[0].text).toBe("Red builds a starport in 3.2, placed damaged: Blue controls 3.2 (p.12)");
    expect(lastMap(s)).toEqual({ damaged: true });
  });

  test("p.12: no Loyal piece, no empty slot, a gate: refused", () => {
    const s = redLeads("construction-3");
    expect(refusal(s, mapAction("Red", { kind: "build", system: "2.1", piece: "city" }, map))).toBe("you build in a system with a Loyal piece (p.12): Red has no piece in 2.1");
    expect(refusal(s, mapAction("Red", { kind: "build", system: "1.1", piece: "starport" }, map))).toBe("1.1 has no empty building slot: its 2 slots hold 2 buildings (p.12)");
    expect(refusal(s, mapAction("Red", { kind: "build", system: "3.0", piece: "starport" }, mapOf({ "3.0": { Red: { ship: [1, 0] } } })))).toBe("3.0 is a gate: gates have no building slots (p.6)");
    expect(refusal(redLeads("administration-4"), mapAction("Red", { kind: "build", system: "3.3", piece: "city" }, map))).toContain("Red cannot build");
  });

  test("p.12: a ship at a Loyal starport, each starport one ship per turn (two starports, two ships)", () => {
    const s = redLeads("construction-3");
    const ship = mapAction("Red", { kind: "build", system: "4.2", piece: "ship" }, map);
    const two = run(s, ship, ship);
    expect(refusal(two, ship)).toBe("each starport builds one ship per turn (p.12): the 2 starports in 4.2 built already this turn");
    expect(refusal(s, mapAction("Red", { kind: "build", system: "1.1", piece: "ship" }, map))).toBe("a ship is built at a Loyal starport (p.12): Red has no starport in 1.1");
    // p.12 example: a starport just built builds a ship the same turn.
    const port = mapOf({ "3.3": { Red: { ship: [1, 0], starport: [1, 0] } } });
    expect(run(s, mapAction("Red", { kind: "build", system: "3.3", piece: "ship" }, port)).actions?.mapActs).toEqual(["build:ship:loyal@3.3"]);
  });

  test('FAQ "Rewind / Undo": a ship built and taken back frees its starport for the turn', () => {
    const ship = mapAction("Red", { kind: "build", system: "3.3", piece: "ship" }, mapOf({ "3.3": { Red: { starport: [1, 0] } } }));
    const s = run(redLeads("construction-3"), ship, { type: "undoAction", player: "Red", action: "build" });
    expect(s.actions?.mapActs).toEqual([]);
    expect(run(s, ship).actions?.taken).toEqual(["build"]);
  });

  test("Gate Ports (L08): starports on gates, max 1 per gate; Hidden Harbors (L05): ships always built fresh", () => {
    const gate = mapOf({ "3.0": { Red: { ship: [1, 0] } } });
    const ports = redLeads("construction-3", withPowers("Red", { lore: ["L08", "L05"] }));
    const built = run(ports, mapAction("Red", { kind: "build", system: "3.0", piece: "starport" }, gate));
    expect(built.events[0].text).toBe("Red builds a starport in 3.0");
    const withPort = mapOf({ "3.0": { Red: { ship: [1, 0], starport: [1, 0] } } });
    expect(refusal(built, mapAction("Red", { kind: "build", system: "3.0", piece: "starport" }, withPort))).toBe("Gate Ports: max 1 starport per gate, and Red has one in 3.0");
    const contested = mapOf({ "3.3": { Red: { starport: [1, 0] }, Blue: { ship: [1, 0] } } });
    const ship = run(ports, mapAction("Red", { kind: "build", system: "3.3", piece: "ship" }, contested));
    expect(lastMap(ship)).toEqual({});
    expect(ship.events[0].text).toBe("Red builds a ship in 3.3, fresh (Hidden Harbors)");
  });
});

/** The map with `n` of `owner`'s cities in `system` marked outside the building slots (MapPieces.outside). */
function withOutside(map: MapSnapshot, system: string, owner: string, n: number): MapSnapshot {
  return { systems: map.systems.map((sp) => (sp.system !== system ? sp : { ...sp, pieces: sp.pieces.map((p) => (p.owner === owner && p.kind === "city" ? { ...p, outside: n } : p)) })) };
}

describe("Cloud Cities (L09, card reference: \"build cities on planets outside their building slots, max 1 per planet\")", () => {
  const cloud = redLeads("construction-3", withPowers("Red", { lore: ["L09"] }));
  const outside = (system: string) => ({ kind: "build" as const, system: system as SystemId, piece: "city" as const, outside: true });

  test("L09: a city outside the slots even with a slot free, its resource named for its builder to pay; the slot stays free", () => {
    const empty = mapOf({ "3.3": { Red: { ship: [1, 0] } } });
    const built = run(cloud, mapAction("Red", outside("3.3"), empty));
    expect(built.events[0].text).toBe("Red builds a city in 3.3 outside its building slots (Cloud Cities, L09: it costs 1 weapon)");
    expect(built.actions?.mapActs).toEqual(["build:city@3.3"]);
    // 3.3 has 2 slots: with the Cloud city marked outside, both are free for a starport and a city.
    const after = withOutside(mapOf({ "3.3": { Red: { ship: [1, 0], city: [1, 0] } } }), "3.3", "Red", 1);
    const port = run(built, mapAction("Red", { kind: "build", system: "3.3", piece: "starport" }, after));
    expect(port.events[0].text).toBe("Red builds a starport in 3.3");
    // Both slots filled: a second city outside is refused (max 1 per planet).
    const full = withOutside(mapOf({ "3.3": { Red: { ship: [1, 0], city: [1, 0], starport: [1, 0] }, Blue: { city: [1, 0] } } }), "3.3", "Red", 1);
    expect(refusal(port, mapAction("Red", { kind: "build", system: "3.3", piece: "city" }, full))).toBe("Cloud Cities: max 1 city outside the slots per planet, and Red has one in 3.3 (L09)");
    expect(refusal(port, mapAction("Red", outside("3.3"), full))).toBe("Cloud Cities: max 1 city outside the slots per planet, and Red has one in 3.3 (L09)");
  });

  test("L09: with the slots full a holder's city goes outside them unasked (a read that marks no city outside)", () => {
    const full = mapOf({ "3.2": { Red: { ship: [1, 0] }, Blue: { city: [1, 0] } } });
    expect(run(cloud, mapAction("Red", { kind: "build", system: "3.2", piece: "city" }, full)).events[0].text).toBe("Red builds a city in 3.2 outside its building slots (Cloud Cities, L09: it costs 1 fuel)");
    expect(refusal(redLeads("construction-3"), mapAction("Red", { kind: "build", system: "3.2", piece: "city" }, full))).toBe("3.2 has no empty building slot: its slot holds a building (p.12)");
  });

  test("L09: only its holder builds outside the slots, only cities, only on planets, and only with a Loyal piece there", () => {
    const here = mapOf({ "3.3": { Red: { ship: [1, 0] } }, "3.0": { Red: { ship: [1, 0] } } });
    expect(refusal(redLeads("construction-3"), mapAction("Red", outside("3.3"), here))).toBe("only Cloud Cities (L09) builds a city outside the building slots");
    expect(refusal(cloud, mapAction("Red", { kind: "build", system: "3.3", piece: "starport", outside: true }, here))).toBe("only Cloud Cities (L09) builds a city outside the building slots");
    expect(refusal(cloud, mapAction("Red", outside("3.0"), here))).toBe("3.0 is a gate: Cloud Cities builds on planets only (L09)");
    expect(refusal(cloud, mapAction("Red", outside("2.1"), here))).toBe("you build in a system with a Loyal piece (p.12): Red has no piece in 2.1");
  });

  test("the snapshot: cities marked outside fill no slot, only up to the Cloud Cities holders, only on planets", () => {
    const marked = withOutside(mapOf({ "3.2": { Red: { ship: [1, 0], city: [1, 0] }, Blue: { starport: [1, 0] } } }), "3.2", "Red", 1);
    const move = { kind: "move" as const, from: "3.2" as SystemId, groups: [{ to: "3.0" as SystemId, ships: { fresh: 1, damaged: 0 } }] };
    expect(run(redLeads("mobilization-2", withPowers("Red", { lore: ["L09"] })), mapAction("Red", move, marked)).actions?.taken).toEqual(["move"]);
    const mobile = redLeads("mobilization-2");
    expect(refusal(mobile, mapAction("Red", move, marked))).toBe("3.2 shows 1 city outside its building slots: Cloud Cities (L09) allows 1 per planet and holder");
    const twoIn = withOutside(mapOf({ "3.2": { Red: { ship: [1, 0], city: [2, 0] }, Blue: { starport: [1, 0] } } }), "3.2", "Red", 1);
    expect(refusal(redLeads("mobilization-2", withPowers("Red", { lore: ["L09"] })), mapAction("Red", move, twoIn))).toBe("3.2 has 1 building slot, not 2 buildings in them");
    const tooMany = withOutside(mapOf({ "3.2": { Red: { ship: [1, 0], city: [1, 0] } } }), "3.2", "Red", 2);
    expect(refusal(mobile, mapAction("Red", move, tooMany))).toBe("the cities of Red outside the building slots of 3.2 must count cities shown there");
  });
});

describe("Tool-Priests (L01), Living Structures (L10), Gate Stations (L11): the card reference's texts", () => {
  test("L01 Summon (Build): once per turn a ship at any city you control, even a Rival's; not where you do not control", () => {
    const priests = redLeads("construction-3", withPowers("Red", { lore: ["L01"] }));
    const ruled = mapOf({ "3.2": { Red: { ship: [2, 0] }, Blue: { city: [1, 0] } }, "1.1": { Red: { ship: [1, 0], city: [1, 0] }, Blue: { ship: [2, 0] } } });
    const summon = (system: SystemId) => mapAction("Red", { kind: "build", system, piece: "ship", at: "city" }, ruled);
    const s = run(priests, summon("3.2"));
    expect(s.events[0].text).toBe("Red builds a ship at a city (Tool-Priests' Summon, L01) in 3.2");
    expect(s.actions?.taken).toEqual(["build"]);
    expect(refusal(s, summon("3.2"))).toBe("Tool-Priests' Summon builds 1 ship per turn, already built (L01)");
    expect(refusal(priests, summon("1.1"))).toBe("Tool-Priests' Summon builds a ship at a city you control, and Red does not control 1.1 (L01)");
    expect(refusal(redLeads("construction-3"), summon("3.2"))).toBe("only Tool-Priests' Summon (L01) builds a ship at a city");
  });

  test("L01 Summon: a ship let go where no starport or Flagship of Red's builds it is read as Summoned, so a second one in a turn is refused as once per turn, not for want of a starport", () => {
    const ruled = mapOf({ "3.2": { Red: { ship: [2, 0] }, Blue: { city: [1, 0] } }, "4.2": { Red: { starport: [1, 0], ship: [1, 0] }, Blue: { city: [1, 0] } }, "3.3": { Red: { ship: [1, 0] } } });
    expect(shipBuiltAt(ruled, "3.2", "Red", ["L01"])).toBe("city");
    expect(shipBuiltAt(ruled, "3.2", "Red", [])).toBe("loyal");
    expect(shipBuiltAt(ruled, "4.2", "Red", ["L01"])).toBe("loyal");
    expect(shipBuiltAt(ruled, "3.3", "Red", ["L01"])).toBe("loyal");
    expect(shipBuiltAt(mapOf({ "3.2": { Red: { ship: [1, 0] }, free: { starport: [1, 0], city: [1, 0] } } }), "3.2", "Red", ["L01"])).toBe("free");
    const priests = redLeads("construction-3", withPowers("Red", { lore: ["L01"] }));
    const build = () => mapAction("Red", { kind: "build", system: "3.2", piece: "ship", at: shipBuiltAt(ruled, "3.2", "Red", ["L01"]) }, ruled);
    const s = run(priests, build());
    expect(s.actions?.mapActs).toEqual(["build:ship:summon@3.2"]);
    expect(refusal(s, build())).toBe("Tool-Priests' Summon builds 1 ship per turn, already built (L01)");
  });

  test("L10 Nurture (Build): a Build action taxes a Loyal city when no Tax action is left; never a Rival's", () => {
    const living = redLeads("construction-3", withPowers("Red", { lore: ["L10"] }));
    const map = mapOf({ "3.3": { Red: { ship: [2, 0], city: [1, 0] }, Blue: { city: [1, 0] } } });
    const s = run(living, mapAction("Red", { kind: "tax", system: "3.3", owner: "Red" }, map));
    expect(s.actions?.taken).toEqual(["build"]);
    expect(s.events[0].text).toContain("(Nurture: a Build action, Living Structures L10)");
    expect(refusal(living, mapAction("Red", { kind: "tax", system: "3.3", owner: "Blue" }, map))).toContain("Red cannot tax");
    expect(refusal(redLeads("construction-3"), mapAction("Red", { kind: "tax", system: "3.3", owner: "Red" }, map))).toContain("Red cannot tax");
  });

  test("L10 Nurture taken back (FAQ 'Rewind / Undo'): undoing its Build action frees the city for another tax, and leaves a real build's mark alone", () => {
    const living = redLeads("construction-3", withPowers("Red", { lore: ["L10"] }));
    const map = mapOf({ "3.3": { Red: { ship: [2, 0], city: [1, 0] } }, "2.1": { Red: { ship: [1, 0] } } });
    const nurture = mapAction("Red", { kind: "tax", system: "3.3", owner: "Red" }, map);
    const built = run(living, mapAction("Red", { kind: "build", system: "2.1", piece: "city" }, map), nurture);
    expect(built.actions?.mapActs).toEqual(["build:city@2.1", "build>tax:Red@3.3"]);
    expect(refusal(built, nurture)).toContain("Tax Limit");
    const back = run(built, { type: "undoAction", player: "Red", action: "build" });
    expect(back.actions?.taken).toEqual(["build"]);
    expect(back.actions?.mapActs).toEqual(["build:city@2.1"]);
    expect(run(back, nurture).events[0].text).toContain("(Nurture: a Build action, Living Structures L10)");
  });

  test("L11 Gate Stations: a gate city is taxed for 1 resource of a type of its cluster's cities, none without one", () => {
    const stations = redLeads("administration-4", withPowers("Red", { lore: ["L11"] }));
    const map = mapOf({ "3.0": { Red: { ship: [1, 0], city: [1, 0] } }, "3.1": { Blue: { city: [1, 0] } }, "3.3": { Yellow: { city: [1, 0] } } });
    const tax = (gain?: string) => mapAction("Red", { kind: "tax", system: "3.0", owner: "Red", ...(gain === undefined ? {} : { gain }) } as never, map);
    expect(run(stations, tax("weapon")).events[0].map).toEqual({ resource: "weapon" });
    expect(run(stations, tax("material")).events[0].map).toEqual({ resource: "material" });
    expect(refusal(stations, tax("fuel"))).toBe("a city in gate 3.0 has its cluster's city types, material or weapon, not fuel (Gate Stations, L11)");
    const alone = mapOf({ "3.0": { Red: { ship: [1, 0], city: [1, 0] } } });
    expect(run(stations, mapAction("Red", { kind: "tax", system: "3.0", owner: "Red" }, alone)).events[0].text).toContain("gains no resource: its cluster has no planet city");
  });
});

describe("Tax (p.12)", () => {
  const map = mapOf({
    "3.3": { Red: { ship: [1, 0], city: [1, 0] } },
    "3.2": { Red: { ship: [2, 0] }, Blue: { city: [1, 0] } },
    "2.1": { Blue: { ship: [1, 0], city: [1, 0] }, Red: { ship: [1, 0] } },
  });

  test("p.12: a Loyal city; the Tax Limit: each city once per turn", () => {
    const s = run(redLeads("administration-4"), mapAction("Red", { kind: "tax", system: "3.3", owner: "Red" }, map));
    expect(s.events[0].text).toBe("Red taxes a Loyal city in 3.3: gains 1 weapon if the supply has one");
    expect(refusal(s, mapAction("Red", { kind: "tax", system: "3.3", owner: "Red" }, map))).toBe(
      "Tax Limit: each city is taxed once per turn (p.12): the city of Red in 3.3 was taxed this turn",
    );
  });

  test('p.12 example, FAQ "Tax": a Rival city in a system you control, capturing 1 of its agents even without a resource', () => {
    const s = run(redLeads("administration-4"), mapAction("Red", { kind: "tax", system: "3.2", owner: "Blue" }, map));
    expect(lastMap(s)).toEqual({ captive: "Blue", resource: "fuel" });
    expect(s.events[0].text).toContain("captures 1 of Blue's agents, even if no resource is gained");
    expect(refusal(s, mapAction("Red", { kind: "tax", system: "2.1", owner: "Blue" }, map))).toBe(
      "Blue's city in 2.1 is a Rival city: you tax it only in a system you control, and nobody controls it (p.12)",
    );
    expect(refusal(s, mapAction("Red", { kind: "tax", system: "2.1", owner: "Yellow" }, map))).toBe("there is no city of Yellow in 2.1");
  });

  test("p.12: the resource the table saw taken must be the city's planet type; the event names the resource for the table", () => {
    const s = redLeads("administration-4");
    expect(refusal(s, mapAction("Red", { kind: "tax", system: "3.3", owner: "Red", gain: "fuel" }, map))).toBe(
      "3.3 is a weapon planet: a tax there gains weapon, not fuel (p.12)",
    );
    expect(refusal(s, mapAction("Red", { kind: "tax", system: "3.3", owner: "Red", gain: "gold" as never }, map))).toBe("a tax gains a resource: material, fuel, weapon, relic or psionic");
    const taxed = run(s, mapAction("Red", { kind: "tax", system: "3.3", owner: "Red", gain: "weapon" }, map));
    expect(lastMap(taxed)).toEqual({ resource: "weapon" });
    expect(taxed.actions?.mapActs).toEqual(["tax:Red@3.3"]);
  });

  test("Upstart (Callow, LEAD04): Loyal cities only where you control them", () => {
    const s = redLeads("administration-4", withPowers("Red", { leader: "LEAD04" }));
    const uncontrolled = mapOf({ "3.3": { Red: { city: [1, 0] } } });
    expect(refusal(s, mapAction("Red", { kind: "tax", system: "3.3", owner: "Red" }, uncontrolled))).toBe("Upstart (Callow): you tax Loyal cities only where you rule, and Red does not control 3.3");
    expect(run(s, mapAction("Red", { kind: "tax", system: "3.3", owner: "Red" }, map)).actions?.taken).toEqual(["tax"]);
  });
});

describe("Repair (p.13)", () => {
  const map = mapOf({ "1.2": { Red: { ship: [0, 1] }, Blue: { ship: [3, 0], city: [0, 1] } } });

  test("p.13: a damaged Loyal ship or building, anywhere on the map (even where a Rival controls)", () => {
    const s = run(redLeads("construction-3"), mapAction("Red", { kind: "repair", system: "1.2", owner: "Red", piece: "ship" }, map));
    expect(s.events[0].text).toBe("Red repairs a damaged Loyal ship in 1.2 (p.13)");
    expect(refusal(redLeads("construction-3"), mapAction("Red", { kind: "repair", system: "1.2", owner: "Blue", piece: "city" }, map))).toBe("you repair only Loyal pieces: your colour's (p.13)");
    expect(refusal(redLeads("construction-3"), mapAction("Red", { kind: "repair", system: "1.2", owner: "Red", piece: "city" }, map))).toBe("there is no damaged city of Red in 1.2");
  });
});
