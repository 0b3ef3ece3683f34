import {
  SETUP_CARDS,
  SetupCard,
  coveredPlanets,
  outOfPlayConfigurations,
  setupCard,
  setupCardsFor,
  startingResources,
  thirdPlayerResources,
  validateSetupCards,
} from "../../../src/core/data/setupCards";
import { MapSystem, SYSTEMS, adjacentSystems } from "../../../src/core/data/map";

function card(id: string): SetupCard {
  const c = setupCard(id);
  if (c === undefined) throw new Error(`no setup card ${id}`);
  return c;
}

describe("setup cards (rulebook p.3-5 steps I-O, p.19; game-data.md §2)", () => {
  test("p.3: 12 setup cards, 4 for each player count, ids 2SETUP01..4SETUP04", () => {
    expect(SETUP_CARDS).toHaveLength(12);
    expect(setupCardsFor(2)).toEqual(["2SETUP01", "2SETUP02", "2SETUP03", "2SETUP04"]);
    expect(setupCardsFor(3)).toEqual(["3SETUP01", "3SETUP02", "3SETUP03", "3SETUP04"]);
    expect(setupCardsFor(4)).toEqual(["4SETUP01", "4SETUP02", "4SETUP03", "4SETUP04"]);
  });

  test("card reference: names of the setup cards", () => {
    expect(SETUP_CARDS.map((c) => `${c.playerCount}p ${c.name}`)).toEqual([
      "2p Frontiers",
      "2p Mix Up 1",
      "2p Homelands",
      "2p Mix Up 2",
      "3p Mix Up",
      "3p Frontiers",
      "3p Homelands",
      "3p Core Conflict",
      "4p Mix Up 1",
      "4p Mix Up 2",
      "4p Frontiers",
      "4p Mix Up 3",
    ]);
  });

  test("game-data §2: 2SETUP01 Frontiers, clusters 1 and 6 out, P1 5.3/4.3/3.0+3.3, P2 3.1/5.1/5.0+4.1", () => {
    expect(card("2SETUP01")).toEqual({
      id: "2SETUP01",
      name: "Frontiers",
      playerCount: 2,
      outOfPlay: [1, 6],
      positions: [
        { A: "5.3", B: "4.3", C: ["3.0", "3.3"] },
        { A: "3.1", B: "5.1", C: ["5.0", "4.1"] },
      ],
    });
  });

  test("game-data §2: 4SETUP04 Mix Up 3 positions and 3SETUP02 Frontiers", () => {
    expect(card("4SETUP04").outOfPlay).toEqual([6]);
    expect(card("4SETUP04").positions.map((p) => `${p.A};${p.B};${p.C.join("+")}`)).toEqual([
      "3.3;5.2;1.0",
      "1.1;3.1;2.0",
      "1.3;4.3;3.0",
      "4.1;2.2;5.0",
    ]);
    expect(card("3SETUP02").outOfPlay).toEqual([2, 3]);
    expect(card("3SETUP02").positions[1]).toEqual({ A: "5.3", B: "1.2", C: ["5.0"] });
  });

  test("p.4 step J: 2 out-of-play clusters with 2-3 players, 1 with 4; p.5 step N: 2 C systems only with 2", () => {
    for (const c of SETUP_CARDS) {
      expect(c.outOfPlay).toHaveLength(c.playerCount === 4 ? 1 : 2);
      expect(c.positions).toHaveLength(c.playerCount);
      for (const p of c.positions) expect(p.C).toHaveLength(c.playerCount === 2 ? 2 : 1);
    }
  });

  test("every starting system is in play and reachable (has in-play neighbours)", () => {
    for (const c of SETUP_CARDS) {
      for (const p of c.positions) {
        for (const id of [p.A, p.B, ...p.C]) expect(adjacentSystems(id, c.outOfPlay).length).toBeGreaterThan(0);
      }
    }
  });

  test("p.4 step J: the covered planets are the 3 planets of each out-of-play cluster", () => {
    expect(coveredPlanets(card("2SETUP01"))).toEqual(["1.1", "1.2", "1.3", "6.1", "6.2", "6.3"]);
    expect(coveredPlanets(card("4SETUP02"))).toEqual(["4.1", "4.2", "4.3"]);
  });

  test("p.4 step K / game-data §2: 2SETUP01 gives the third player Tycoon 4, Warlord 1, Keeper 0, Empath 1", () => {
    expect(thirdPlayerResources(card("2SETUP01"))).toEqual({ tycoon: 4, tyrant: 0, warlord: 1, keeper: 0, empath: 1 });
  });

  test("p.4 step K: the other 2-player cards (Material+Fuel on Tycoon, Weapons Warlord, Relics Keeper, Psionics Empath)", () => {
    // 2SETUP02, out 2 and 5: 2.1 psionic, 2.2 weapon, 2.3 relic, 5.1 weapon, 5.2 relic, 5.3 psionic.
    expect(thirdPlayerResources(card("2SETUP02"))).toEqual({ tycoon: 0, tyrant: 0, warlord: 2, keeper: 2, empath: 2 });
    // 2SETUP03 and 2SETUP04, out 1 and 4: weapon, fuel, material, relic, fuel, material.
    expect(thirdPlayerResources(card("2SETUP03"))).toEqual({ tycoon: 4, tyrant: 0, warlord: 1, keeper: 1, empath: 0 });
    expect(thirdPlayerResources(card("2SETUP04"))).toEqual(thirdPlayerResources(card("2SETUP03")));
    for (const id of setupCardsFor(2)) {
      const r = thirdPlayerResources(card(id));
      expect(r.tycoon + r.tyrant + r.warlord + r.keeper + r.empath).toBe(6);
    }
  });

  test("p.4 step K is 2-player only: 3-4 player cards put nothing on the ambition boxes", () => {
    expect(thirdPlayerResources(card("3SETUP01"))).toEqual({ tycoon: 0, tyrant: 0, warlord: 0, keeper: 0, empath: 0 });
  });

  test("p.5 step O: A's planet type goes to slot 1, B's to slot 2", () => {
    // 2SETUP01 P1: A 5.3 psionic, B 4.3 material.
    expect(startingResources(card("2SETUP01").positions[0])).toEqual(["psionic", "material"]);
  });

  test("the out-of-play configurations in use: none, the six 2-3 player pairs, the four 4-player singles", () => {
    expect(outOfPlayConfigurations()).toEqual([[], [1, 6], [2, 5], [1, 4], [2, 3], [5, 6], [3, 6], [3], [4], [5], [6]]);
  });

  describe("validation names file, card and field", () => {
    const copy = (): SetupCard[] =>
      SETUP_CARDS.map((c) => ({ ...c, outOfPlay: [...c.outOfPlay], positions: c.positions.map((p) => ({ ...p, C: [...p.C] })) }));

    test("the real cards are valid", () => {
      expect(validateSetupCards()).toEqual([]);
    });

    test("an unknown system is reported as file, id and field P2.B", () => {
      const cards = copy();
      cards[5].positions[1].B = "9.9";
      expect(validateSetupCards(cards)).toEqual(["src/core/data/setupCards.ts: 3SETUP02 field P2.B: unknown system 9.9"]);
    });

    test("a start in an out-of-play cluster, a gate as A and a reused system are reported", () => {
      const cards = copy();
      cards[0].positions[0].A = "6.2"; // cluster 6 is out on 2SETUP01
      cards[8].positions[2].A = "4.0"; // a gate
      cards[9].positions[3].C = ["2.0"]; // 4SETUP02: P1 already has C 2.0
      const errors = validateSetupCards(cards);
      expect(errors).toContain("src/core/data/setupCards.ts: 2SETUP01 field P1.A: system 6.2 is in out-of-play cluster 6");
      expect(errors).toContain(
        "src/core/data/setupCards.ts: 4SETUP01 field P3.A: system 4.0 is not a planet (a building goes here)",
      );
      expect(errors).toContain("src/core/data/setupCards.ts: 4SETUP02 field P4.C: system 2.0 is used twice on this card");
    });

    test("wrong counts of out-of-play clusters, C systems and positions are reported", () => {
      const cards = copy();
      cards[4].outOfPlay = [1];
      cards[1].positions[0].C = ["1.0"];
      cards[10].positions.pop();
      const errors = validateSetupCards(cards);
      expect(errors).toContain("src/core/data/setupCards.ts: 3SETUP01 field outOfPlay: 3 players need 2 out-of-play clusters");
      expect(errors).toContain("src/core/data/setupCards.ts: 2SETUP02 field P1.C: has 1 systems, expected 2");
      expect(errors).toContain("src/core/data/setupCards.ts: 4SETUP03 field positions: has 3 positions, expected 4");
    });

    test("a malformed id, a player count that contradicts it and a bad cluster are reported", () => {
      const cards = copy();
      cards[2] = { ...cards[2], id: "2SETUP3" };
      cards[6] = { ...cards[6], playerCount: 4 };
      cards[7] = { ...cards[7], outOfPlay: [3, 7] };
      const errors = validateSetupCards(cards);
      expect(errors).toContain('src/core/data/setupCards.ts: 2SETUP3 field id: "2SETUP3" is not of the form <players>SETUP0<1..4>');
      expect(errors).toContain("src/core/data/setupCards.ts: 3SETUP03 field playerCount: 4 does not match the id 3SETUP03");
      expect(errors).toContain("src/core/data/setupCards.ts: 3SETUP04 field outOfPlay: entry 2: 7 is not a valid cluster (1..6)");
    });

    test("cards are checked against the map they are given (a map typo surfaces in the setup cards)", () => {
      const systems: MapSystem[] = SYSTEMS.filter((s) => s.id !== "5.3");
      const errors = validateSetupCards(SETUP_CARDS, systems);
      expect(errors).toContain("src/core/data/setupCards.ts: 2SETUP01 field P1.A: unknown system 5.3");
    });
  });
});
