import {
  adjacencyCheckConfigurations,
  MapSystem,
  SYSTEMS,
  SystemId,
  adjacentSystems,
  areAdjacent,
  system,
  systemsInPlay,
  validateAdjacency,
  validateCrossLinks,
  validateSystems,
} from "../../../src/core/data/index";

const ALL_IN: number[] = [];

describe("the map (rulebook p.6, p.13; game-data.md §1)", () => {
  test("p.6: 6 clusters x (1 gate + 3 planets) = 24 systems; 18 planets; 26 building slots", () => {
    expect(SYSTEMS).toHaveLength(24);
    expect(SYSTEMS.filter((s) => s.kind === "planet")).toHaveLength(18);
    expect(SYSTEMS.reduce((n, s) => n + s.slots, 0)).toBe(26);
    for (const s of SYSTEMS.filter((x) => x.kind === "gate")) {
      expect(s.slots).toBe(0);
      expect(s.resource).toBeUndefined();
    }
  });

  test("game-data §1: planet types, symbols and slots of a few planets", () => {
    expect(system("1.1")).toEqual({ id: "1.1", cluster: 1, kind: "planet", symbol: "arrow", resource: "weapon", slots: 2 });
    expect(system("2.2")).toEqual({ id: "2.2", cluster: 2, kind: "planet", symbol: "crescent", resource: "weapon", slots: 1 });
    expect(system("5.3")).toEqual({ id: "5.3", cluster: 5, kind: "planet", symbol: "hex", resource: "psionic", slots: 2 });
    expect(system("4.2")?.resource).toBe("fuel");
    expect(system("6.1")?.resource).toBe("material");
    expect(system("7.0")).toBeUndefined();
  });

  test("game-data §1: each resource type is on the expected planets", () => {
    const of = (r: string) => SYSTEMS.filter((s) => s.resource === r).map((s) => s.id);
    expect(of("material")).toEqual(["1.3", "3.1", "4.3", "6.1"]);
    expect(of("fuel")).toEqual(["1.2", "3.2", "4.2", "6.2"]);
    expect(of("weapon")).toEqual(["1.1", "2.2", "3.3", "5.1"]);
    expect(of("relic")).toEqual(["2.3", "4.1", "5.2"]);
    expect(of("psionic")).toEqual(["2.1", "5.3", "6.3"]);
  });

  test("p.6 / game-data §1: gate 3.0 is adjacent to 3.1, 3.2, 3.3, 2.0, 4.0", () => {
    expect(adjacentSystems("3.0", ALL_IN)).toEqual(["2.0", "3.1", "3.2", "3.3", "4.0"]);
  });

  test("game-data §1: the gate ring wraps: 1.0 touches 6.0 and 2.0", () => {
    expect(adjacentSystems("1.0", ALL_IN)).toEqual(["1.1", "1.2", "1.3", "2.0", "6.0"]);
    expect(adjacentSystems("6.0", ALL_IN)).toEqual(["1.0", "5.0", "6.1", "6.2", "6.3"]);
  });

  test("game-data §1: Crescent c.2 touches its gate, Arrow and Hex; Arrow and Hex never touch", () => {
    expect(adjacentSystems("3.2", ALL_IN)).toEqual(["3.0", "3.1", "3.3"]);
    expect(adjacentSystems("4.1", ALL_IN)).toEqual(["4.0", "4.2"]);
    expect(areAdjacent("4.1", "4.3", ALL_IN)).toBe(false);
  });

  test("game-data §1: the only cross-cluster planet links are 2.3-3.1 and 5.3-6.1", () => {
    expect(adjacentSystems("2.3", ALL_IN)).toEqual(["2.0", "2.2", "3.1"]);
    expect(adjacentSystems("3.1", ALL_IN)).toEqual(["2.3", "3.0", "3.2"]);
    expect(adjacentSystems("5.3", ALL_IN)).toEqual(["5.0", "5.2", "6.1"]);
    expect(adjacentSystems("6.1", ALL_IN)).toEqual(["5.3", "6.0", "6.2"]);
  });

  test("p.4 step J, p.6: areAdjacent answers as adjacentSystems lists, for every pair and every set of out-of-play clusters", () => {
    const outs: number[][] = [[]];
    for (let mask = 1; mask < 64; mask++) outs.push([1, 2, 3, 4, 5, 6].filter((c) => (mask & (1 << (c - 1))) !== 0));
    let adjacentPairs = 0;
    for (const out of outs) {
      for (const a of SYSTEMS) {
        const listed = adjacentSystems(a.id, out);
        for (const b of SYSTEMS) {
          expect([a.id, b.id, out, areAdjacent(a.id, b.id, out)]).toEqual([a.id, b.id, out, listed.includes(b.id)]);
          if (listed.includes(b.id)) adjacentPairs++;
        }
      }
    }
    expect(adjacentPairs).toBeGreaterThan(0);
  });

  test("p.6: thick borders 1.3|2.1, 3.3|4.1, 4.3|5.1, 6.3|1.1 are not adjacent", () => {
    for (const [a, b] of [["1.3", "2.1"], ["3.3", "4.1"], ["4.3", "5.1"], ["6.3", "1.1"]]) {
      expect(areAdjacent(a, b, ALL_IN)).toBe(false);
      expect(areAdjacent(b, a, ALL_IN)).toBe(false);
    }
  });

  test("p.4 step J / game-data §1: with cluster 1 out of play, gates 6.0 and 2.0 are joined by the path marker", () => {
    expect(adjacentSystems("6.0", [1])).toEqual(["2.0", "5.0", "6.1", "6.2", "6.3"]);
    expect(adjacentSystems("2.0", [1])).toEqual(["2.1", "2.2", "2.3", "3.0", "6.0"]);
  });

  test("p.13: out-of-play systems cannot be entered and have no neighbours", () => {
    for (const id of ["1.0", "1.1", "1.2", "1.3"]) expect(adjacentSystems(id, [1])).toEqual([]);
    for (const s of SYSTEMS) expect(adjacentSystems(s.id, [1])).not.toContain("1.0");
  });

  test("game-data §1: 2SETUP01 (clusters 1 and 6 out) joins gates 5.0 and 2.0 across both path markers", () => {
    expect(adjacentSystems("5.0", [1, 6])).toEqual(["4.0", "5.1", "5.2", "5.3", "2.0"].sort());
    expect(adjacentSystems("2.0", [6, 1])).toEqual(["2.1", "2.2", "2.3", "3.0", "5.0"]);
  });

  test("game-data §1: a cross link exists only if both clusters are in play", () => {
    // 2SETUP01: cluster 6 out, so 5.3 loses 6.1.
    expect(adjacentSystems("5.3", [1, 6])).toEqual(["5.0", "5.2"]);
    // 3SETUP02: clusters 2 and 3 out, so 2.3-3.1 is gone and 1.0 joins 4.0.
    expect(adjacentSystems("1.0", [2, 3])).toEqual(["1.1", "1.2", "1.3", "4.0", "6.0"]);
    // 4SETUP01: only cluster 3 out: 2.3 keeps 2.0, 2.2 but loses 3.1.
    expect(adjacentSystems("2.3", [3])).toEqual(["2.0", "2.2"]);
    // 2SETUP02 (2 and 5 out): 1.0-3.0 and 4.0-6.0, both cross links gone.
    expect(adjacentSystems("3.0", [2, 5])).toEqual(["1.0", "3.1", "3.2", "3.3", "4.0"]);
    expect(adjacentSystems("6.0", [2, 5])).toEqual(["1.0", "4.0", "6.1", "6.2", "6.3"]);
    expect(adjacentSystems("6.1", [2, 5])).toEqual(["6.0", "6.2"]);
  });

  test("adjacency is sorted, duplicate-free, and unknown ids have no neighbours", () => {
    for (const out of adjacencyCheckConfigurations()) {
      for (const id of systemsInPlay(out)) {
        const a = adjacentSystems(id, out);
        expect([...a].sort()).toEqual(a);
        expect(new Set(a).size).toBe(a.length);
      }
    }
    expect(adjacentSystems("9.9", [])).toEqual([]);
  });

  test("the order of the out-of-play list does not matter", () => {
    for (const s of SYSTEMS) expect(adjacentSystems(s.id, [4, 1])).toEqual(adjacentSystems(s.id, [1, 4]));
  });

  describe("validation names file, system and field", () => {
    const copy = (): MapSystem[] => SYSTEMS.map((s) => ({ ...s }));

    test("the real map, links and adjacency are valid", () => {
      expect(validateSystems()).toEqual([]);
      expect(validateCrossLinks()).toEqual([]);
      expect(validateAdjacency()).toEqual([]);
      // every pair of out-of-play clusters (15), every single one (6) and none
      expect(adjacencyCheckConfigurations()).toHaveLength(22);
    });

    test("a bad resource, a gate with slots and a wrong slot total are reported", () => {
      const systems = copy();
      const i = systems.findIndex((s) => s.id === "4.2");
      systems[i] = { ...systems[i], resource: "fuul" as never };
      const g = systems.findIndex((s) => s.id === "3.0");
      systems[g] = { ...systems[g], slots: 1 };
      const errors = validateSystems(systems);
      expect(errors).toContain('src/core/data/map.ts: 4.2 field resource: "fuul" is not a valid resource type');
      expect(errors).toContain("src/core/data/map.ts: 3.0 field slots: a gate has no building slots");
      expect(errors).toContain("src/core/data/map.ts: expected 26 building slots, found 27");
    });

    test("an id that does not match its cluster and symbol is reported", () => {
      const systems = copy();
      const i = systems.findIndex((s) => s.id === "2.3");
      systems[i] = { ...systems[i], symbol: "arrow" };
      expect(validateSystems(systems)).toEqual(['src/core/data/map.ts: 2.3 field id: "2.3" should be "2.1"']);
    });

    test("a cross link to an unknown system is reported", () => {
      expect(validateCrossLinks([["2.3", "3.1"], ["5.3", "6.4"]])).toEqual([
        "src/core/data/map.ts: CROSS_LINKS[2] 5.3-6.4 field to: unknown system 6.4",
      ]);
    });

    test("one-way adjacency is reported as asymmetric", () => {
      const broken = (id: SystemId, out: readonly number[]): SystemId[] =>
        id === "3.2" ? adjacentSystems(id, out).concat(["4.2"]) : adjacentSystems(id, out);
      expect(validateAdjacency(broken, [[]])).toEqual([
        "src/core/data/map.ts: 3.2 field adjacency: 3.2 -> 4.2 but not back (none out of play)",
      ]);
    });

    test("adjacency reaching into an out-of-play cluster is reported", () => {
      const leaky = (id: SystemId, out: readonly number[]): SystemId[] =>
        id === "2.0" ? adjacentSystems(id, []) : adjacentSystems(id, out);
      // 2.0 ignores the path marker: it reaches 1.0 and forgets 6.0, which still lists 2.0.
      expect(validateAdjacency(leaky, [[1]])).toEqual([
        "src/core/data/map.ts: 2.0 field adjacency: reaches out-of-play system 1.0 (out of play 1)",
        "src/core/data/map.ts: 6.0 field adjacency: 6.0 -> 2.0 but not back (out of play 1)",
      ]);
    });
  });
});
