/**
 * Issue 35: more objectives the core counts after a chapter's scoring (src/core/campaign/fates/objectives.ts),
 * from the scoring report, the scoring snapshot and the map sent with the score (BR p.10 control;
 * BR p.8: complete at 0; BR p.9: a "C" Fate's final objective is checked after scoring). Card texts:
 * seed 003 F212B, F412B, F512B, F1301B, F1401B (Act II), F1901B, F2401B (Act III).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { CampaignState } from "../../../src/core/campaign/types";
import { blankPlayer, refusal as refusalOf, run, snapshot } from "../game/helpers";
import { SEATS, act, atScoring } from "./objectiveFixtures";

const objectives = (s: GameState) => (s.campaign as CampaignState).players.map((p) => p.objective);
const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");

describe("Act II objectives counted after scoring", () => {
  /**
   * Free cities: 1.1 (two, one damaged), 2.1 (one, but a fresh Imperial ship: the Empire controls it) and 3.1 (one beside a damaged Imperial ship).
   * Blight: 4 in 4.1 (with Yellow's ship), 1 in 4.2 (with Yellow's Flagship), 2 in 5.1 (no Yellow ship, only a city).
   */
  const MAP: MapSnapshot = {
    systems: [
      { system: "1.1", pieces: [{ owner: "free", kind: "city", fresh: 1, damaged: 1 }] },
      { system: "2.1", pieces: [{ owner: "free", kind: "city", fresh: 1, damaged: 0 }, { owner: "empire", kind: "ship", fresh: 1, damaged: 0 }] },
      { system: "3.1", pieces: [{ owner: "free", kind: "city", fresh: 1, damaged: 0 }, { owner: "empire", kind: "ship", fresh: 0, damaged: 1 }] },
      { system: "4.1", pieces: [{ owner: "blight", kind: "blight", fresh: 3, damaged: 1 }, { owner: "Yellow", kind: "ship", fresh: 0, damaged: 1 }] },
      { system: "4.2", pieces: [{ owner: "blight", kind: "blight", fresh: 1, damaged: 0 }, { owner: "Yellow", kind: "flagship", fresh: 1, damaged: 0 }] },
      { system: "5.1", pieces: [{ owner: "blight", kind: "blight", fresh: 2, damaged: 0 }, { owner: "Yellow", kind: "city", fresh: 1, damaged: 0 }] },
    ],
  };

  test("seed 003 F212B 'Protect Freedom in the Reach': 1 per Free city on the map not controlled by the Empire (BR p.10: a fresh Imperial ship controls)", () => {
    const s = run(atScoring(act("II", ["FATE02", "FATE09", "FATE10"]), []), { type: "score", snapshot: snapshot(SEATS.map((c) => blankPlayer(c))), map: MAP } as Command);
    expect(objectives(s)[0]).toBe(20 - 3);
    expect(texts(s)).toContain("Red's objective advances 3 for 3 Free city(ies) not controlled by the Empire (F212B): marker 20 -> 17");
  });

  test("seed 003 F212B without the map: the Free cities are told to be counted by hand, the marker stays", () => {
    const s = run(atScoring(act("II", ["FATE02", "FATE09", "FATE10"]), []), { type: "score", snapshot: snapshot(SEATS.map((c) => blankPlayer(c))) } as Command);
    expect(objectives(s)[0]).toBe(20);
    expect(texts(s)).toContain("Red's objective (F212B): no map sent: advance it by hand for each Free city not controlled by the Empire");
  });

  test("seed 003 F412B 'Connect with the Guilds' and 'Improve Your Standing': 1 per Guild suit you have, 1 per Rival with fewer Guild cards", () => {
    const g = (material: number, fuel: number, weapon: number, relic: number, psionic: number) => ({ guildCards: { material, fuel, weapon, relic, psionic } });
    // Blue (Advocate): 4 cards in 3 suits; Red has 4 (not fewer), Yellow 1.
    const snap = snapshot([blankPlayer("Red", g(4, 0, 0, 0, 0)), blankPlayer("Blue", g(2, 0, 1, 0, 1)), blankPlayer("Yellow", g(0, 0, 0, 1, 0))]);
    const s = run(atScoring(act("II", ["FATE09", "FATE04", "FATE10"]), []), { type: "score", snapshot: snap } as Command);
    expect(objectives(s)[1]).toBe(20 - 3 - 1);
    expect(texts(s)).toContain("Blue's objective advances 3 for 3 suit(s) of Guild card you have (F412B)");
    expect(texts(s)).toContain("Blue's objective advances 1 for 1 Rival(s) you have more Guild cards than (F412B)");
  });

  test("seed 003 F512B 'Build the Largest Collection': 1 per Rival you have more lore cards than: the core's lore and the Fate-set Lore cards read in the play area", () => {
    // Red (Caretaker): L01 and Golem Beacon (F502, a Fate-set Lore card) = 2; Blue: L02 = 1; Yellow: a
    // Guild card of a Fate Set (F504, not lore) = 0.
    const withLore = (s: GameState, lore: string[][]) => ({ ...s, players: s.players.map((p, i) => ({ ...p, lore: lore[i] })) });
    const snap = (blue: string[]) => snapshot([blankPlayer("Red", { cards: ["F502"] }), blankPlayer("Blue", { cards: blue }), blankPlayer("Yellow", { cards: ["F504"] })]);
    const base = atScoring(act("II", ["FATE05", "FATE09", "FATE10"]), []);
    const s = run(withLore(base, [["L01"], ["L02"], []]), { type: "score", snapshot: snap([]) } as Command);
    expect(objectives(s)[0]).toBe(18);
    expect(texts(s)).toContain("Red's objective advances 2 for 2 Rival(s) you have more lore cards than (F512B): marker 20 -> 18");
    // Blue's Golem Hearth (F503, Lore) ties Red at 2: not "more".
    const tied = run(withLore(base, [["L01"], ["L02"], []]), { type: "score", snapshot: snap(["F503"]) } as Command);
    expect(objectives(tied)[0]).toBe(19);
  });

  test("seed 003 F1301B 'Contact an Ancient Intelligence': each ambition won, 1 per Blight in systems with your Loyal ships (a Flagship, a damaged ship count; a city does not)", () => {
    // Yellow wins Tycoon and Keeper alone: 2 x (4 + 1).
    const snap = snapshot([blankPlayer("Red"), blankPlayer("Blue"), blankPlayer("Yellow", { resources: { material: 2, fuel: 0, weapon: 0, relic: 1, psionic: 0 } })]);
    const s = run(atScoring(act("II", ["FATE09", "FATE10", "FATE13"]), ["tycoon", "keeper"]), { type: "score", snapshot: snap, map: MAP } as Command);
    expect(objectives(s)[2]).toBe(20 - 10);
    expect(texts(s)).toContain("Yellow's objective advances 5 for an ambition won: 5 Blight in systems with your Loyal ships (F1301B)");
    // No ambition won: no advance, map or not.
    const none = run(atScoring(act("II", ["FATE09", "FATE10", "FATE13"]), ["tycoon"]), { type: "score", snapshot: snapshot(SEATS.map((c) => blankPlayer(c))) } as Command);
    expect(objectives(none)[2]).toBe(20);
    expect(texts(none)).not.toContain("F1301B");
  });

  test("seed 003 F1401B 'Commit to Pacifism': at chapter end 2 with no Trophies and 1 with no Captives, as the scoring counts them (before the cleanup returns them, base p.19)", () => {
    const snap = snapshot([blankPlayer("Red", { trophies: 0, captives: 2 }), blankPlayer("Blue"), blankPlayer("Yellow")]);
    const s = run(atScoring(act("II", ["FATE14", "FATE10", "FATE09"]), ["warlord", "tyrant"]), { type: "score", snapshot: snap } as Command);
    expect(s.lastScoring!.returnCaptives).toBe(true);
    expect(objectives(s)[0]).toBe(18);
    expect(texts(s)).toContain("Red's objective advances 2 for no Trophies (F1401B)");
    expect(texts(s)).not.toContain("for no Captives (F1401B)");
    const both = run(atScoring(act("II", ["FATE14", "FATE10", "FATE09"]), []), { type: "score", snapshot: snapshot(SEATS.map((c) => blankPlayer(c))) } as Command);
    expect(objectives(both)[0]).toBe(17);
  });
});

describe("Act III final objectives counted after scoring (BR p.9)", () => {
  const grand = { type: "grandAmbitions", results: [] } as Command;

  test("seed 003 F1901B 'Subdue the Keepers': 3 after scoring if you won Keeper or it was not declared; not when a Rival won it", () => {
    const relics = (n: number) => ({ resources: { material: 0, fuel: 0, weapon: 0, relic: n, psionic: 0 } });
    const base = act("III", ["FATE19", "FATE09", "FATE10"]);
    const undeclared = run(atScoring(base, []), grand, { type: "score", snapshot: snapshot(SEATS.map((c) => blankPlayer(c))) } as Command);
    expect(objectives(undeclared)[0]).toBe(17);
    expect(texts(undeclared)).toContain("Red's objective advances 3 for Keeper not declared (F1901B): marker 20 -> 17");
    const won = run(atScoring(base, ["keeper"]), grand, { type: "score", snapshot: snapshot([blankPlayer("Red", relics(2)), blankPlayer("Blue", relics(1)), blankPlayer("Yellow")]) } as Command);
    expect(objectives(won)[0]).toBe(17);
    const lost = run(atScoring(base, ["keeper"]), grand, { type: "score", snapshot: snapshot([blankPlayer("Red", relics(1)), blankPlayer("Blue", relics(2)), blankPlayer("Yellow")]) } as Command);
    expect(objectives(lost)[0]).toBe(20);
  });

  describe("seed 003 F1901B 'Shatter the Relics': having won any ambition, the Redeemer may scrap Relics they have for 2 each, after scoring and before the final-objective check (BR p.9)", () => {
    const res = (material: number, relic: number) => ({ resources: { material, fuel: 0, weapon: 0, relic, psionic: 0 } });
    const base = act("III", ["FATE19", "FATE09", "FATE10"]);
    const score = (red: [number, number], blue: [number, number], relics?: number) =>
      ({ type: "score", snapshot: snapshot([blankPlayer("Red", res(...red)), blankPlayer("Blue", res(...blue)), blankPlayer("Yellow")]), relics }) as Command;

    test("Keeper won with 2 Relics: 3 for Keeper, then 4 for both scrapped", () => {
      const s = run(atScoring(base, ["keeper"]), grand, score([0, 2], [0, 1], 2));
      expect(objectives(s)[0]).toBe(13);
      expect(texts(s)).toContain("Red's objective advances 4 for 2 Relic(s) scrapped (F1901B): marker 17 -> 13");
    });

    test("the scrap comes before the final-objective check: Tycoon won, Keeper lost, 2 Relics scrapped take the marker from 4 to 0 and Red wins", () => {
      let s = run(base, { type: "setObjective", player: "Red", space: 4 } as Command);
      s = run(atScoring(s, ["tycoon", "keeper"]), grand, score([2, 2], [0, 3], 2));
      expect(objectives(s)[0]).toBe(0);
      expect(s.winner).toBe("Red");
    });

    test("refused: no ambition won, more Relics than read, a table without the Redeemer", () => {
      expect(refusalOf(run(atScoring(base, ["keeper"]), grand), score([0, 1], [0, 2], 1))).toBe("only a Redeemer who won an ambition scraps Relics (F1901B)");
      expect(refusalOf(run(atScoring(base, ["keeper"]), grand), score([0, 2], [0, 1], 3))).toBe("Red may scrap 1 to 2 Relic(s) (F1901B)");
      const other = act("III", ["FATE24", "FATE09", "FATE10"]);
      expect(refusalOf(run(atScoring(other, ["keeper"]), grand), score([0, 2], [0, 1], 1))).toBe("only a Redeemer who won an ambition scraps Relics (F1901B)");
    });
  });

  test("seed 003 F2001B 'Give Back to the Land': 1 per Material or Fuel in the Captives (the table's read) when the Guardian wins Tyrant or it is not declared; not when a Rival wins it", () => {
    const base = act("III", ["FATE20", "FATE09", "FATE10"]);
    const held = (captives: number, capturedResources: number) => ({ captives, capturedResources });
    const undeclared = run(atScoring(base, []), grand, { type: "score", snapshot: snapshot([blankPlayer("Red", held(0, 2)), blankPlayer("Blue"), blankPlayer("Yellow")]), map: { systems: [] } } as Command);
    expect(objectives(undeclared)[0]).toBe(18);
    expect(texts(undeclared)).toContain("Red's objective advances 2 for 2 Material or Fuel in your Captives (F2001B)");
    const lost = run(atScoring(base, ["tyrant"]), grand, { type: "score", snapshot: snapshot([blankPlayer("Red", held(0, 2)), blankPlayer("Blue", held(3, 0)), blankPlayer("Yellow")]), map: { systems: [] } } as Command);
    expect(objectives(lost)[0]).toBe(20);
    const won = run(atScoring(base, ["tyrant"]), grand, { type: "score", snapshot: snapshot([blankPlayer("Red", held(2, 2)), blankPlayer("Blue", held(1, 0)), blankPlayer("Yellow")]), map: { systems: [] } } as Command);
    expect(objectives(won)[0]).toBe(18);
    expect(refusalOf(run(atScoring(base, []), grand), { type: "score", snapshot: snapshot([blankPlayer("Red", held(0, -1)), blankPlayer("Blue"), blankPlayer("Yellow")]), map: { systems: [] } } as Command)).toBe("Red's captured Material and Fuel must be a count");
  });

  test("seed 003 F2401B 'Balance the Reach': 1 per ambition where players tie for first place (nobody having any is no tie, base p.18)", () => {
    const res = (material: number, relic: number) => ({ resources: { material, fuel: 0, weapon: 0, relic, psionic: 0 } });
    // Tycoon: Red and Blue tie at 2; Keeper: Blue alone; Warlord: nobody has Trophies.
    const snap = snapshot([blankPlayer("Red", res(2, 0)), blankPlayer("Blue", res(2, 1)), blankPlayer("Yellow")]);
    const s = run(atScoring(act("III", ["FATE09", "FATE10", "FATE24"]), ["tycoon", "keeper", "warlord"]), grand, { type: "score", snapshot: snap } as Command);
    expect(objectives(s)[2]).toBe(19);
    expect(texts(s)).toContain("Yellow's objective advances 1 for 1 ambition(s) with players tied for first place (F2401B): marker 20 -> 19");
  });

  test("BR p.9: a final objective the core completes wins at once after scoring (F2401B from 1 to 0, with Power)", () => {
    const res = (material: number) => ({ resources: { material, fuel: 0, weapon: 0, relic: 0, psionic: 0 } });
    let s = act("III", ["FATE09", "FATE10", "FATE24"]);
    s = run(s, { type: "setObjective", player: "Yellow", space: 1 } as Command);
    s = run(atScoring(s, ["tycoon"]), grand, { type: "score", snapshot: snapshot([blankPlayer("Red", res(1)), blankPlayer("Blue", res(1)), blankPlayer("Yellow")]) } as Command);
    expect(objectives(s)[2]).toBe(0);
    expect(s.winner).toBe("Yellow");
    expect((s.campaign as CampaignState).stage).toBe("over");
  });
});
