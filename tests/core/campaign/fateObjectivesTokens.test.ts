/**
 * Issue 35: the counted objective lines that read the Fate tokens on the map the table sends with
 * the score (`MapSnapshot.fateTokens`; src/core/campaign/fates/objectiveTokens.ts). BR p.8: the
 * marker advances towards 0; BR p.10: control is standing control; BR p.9: a "C" Fate's final
 * objective is checked after scoring. Card texts: seed 003 F1001B, F1601B (Act II), F1801B, F2201B (Act III).
 */
import { apply } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { CampaignState } from "../../../src/core/campaign/types";
import { blankPlayer, run, snapshot } from "../game/helpers";
import { SEATS, act, atScoring } from "./objectiveFixtures";

const objectives = (s: GameState) => (s.campaign as CampaignState).players.map((p) => p.objective);
const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const blank = () => snapshot(SEATS.map((c) => blankPlayer(c)));
/** Red wins Tycoon alone (2 Material), Blue wins Warlord alone (1 Trophy). */
const wins = (captives: number) =>
  snapshot([blankPlayer("Red", { resources: { material: 2, fuel: 0, weapon: 0, relic: 0, psionic: 0 }, captives }), blankPlayer("Blue", { trophies: 1 }), blankPlayer("Yellow")]);

describe("Act II: tokens on the map", () => {
  const banners: MapSnapshot = {
    systems: [{ system: "2.1", pieces: [{ owner: "Red", kind: "flagship", fresh: 1, damaged: 0 }] }],
    fateTokens: [{ system: "2.1", token: "Banner" }, { system: "3.2", token: "Banner" }, { system: "4.1", token: "Banner" }, { system: "4.1", token: "Bunker" }],
  };

  test("seed 003 F1001B 'Plant Banners of the New Order': 1 per Banner on the map, and again when the Hegemon won any ambition", () => {
    const none = run(atScoring(act("II", ["FATE10", "FATE09", "FATE02"]), []), { type: "score", snapshot: blank(), map: banners } as Command);
    expect(objectives(none)[0]).toBe(20 - 3);
    expect(texts(none)).toContain("Red's objective advances 3 for 3 Banner(s) on the map (F1001B): marker 20 -> 17");
    const won = run(atScoring(act("II", ["FATE10", "FATE09", "FATE02"]), ["tycoon"]), { type: "score", snapshot: wins(0), map: banners } as Command);
    expect(won.lastScoring!.ambitions.filter((a) => a.ambition === "tycoon")[0].first).toBe("Red");
    expect(objectives(won)[0]).toBe(20 - 6);
    expect(texts(won)).toContain("for 3 Banner(s) on the map again, for ambitions won (F1001B)");
  });

  test("F1001B with a map but no Fate tokens read: the Hegemon is told to count by hand, the marker stays", () => {
    const s = run(atScoring(act("II", ["FATE10", "FATE09", "FATE02"]), []), { type: "score", snapshot: blank(), map: { systems: [] } } as Command);
    expect(objectives(s)[0]).toBe(20);
    expect(texts(s)).toContain("Red's objective (F1001B): no Fate tokens sent: advance it by hand");
  });

  test("seed 003 F1601B 'Control the Fiefs' Seats' and 'Lord Over the Fiefs': 2 per Seat you control, 1 per city (Free ones too) in each Fief whose Seat lies on your city (F1609)", () => {
    // Blue's Seats: 1.1 (Blue's ships control it; cluster 1 holds Blue's city there, a Free city in 1.2 and Red's city in 1.3)
    // and 3.1 (Red's ships control it; cluster 3 holds only Blue's seat city). Red's Seat in 5.1 counts nothing for Blue.
    const map: MapSnapshot = {
      systems: [
        { system: "1.1", pieces: [{ owner: "Blue", kind: "city", fresh: 1, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 2, damaged: 0 }] },
        { system: "1.2", pieces: [{ owner: "free", kind: "city", fresh: 0, damaged: 1 }] },
        { system: "1.3", pieces: [{ owner: "Red", kind: "city", fresh: 1, damaged: 0 }] },
        { system: "3.1", pieces: [{ owner: "Blue", kind: "city", fresh: 1, damaged: 0 }, { owner: "Red", kind: "ship", fresh: 1, damaged: 0 }] },
        { system: "5.1", pieces: [{ owner: "Red", kind: "city", fresh: 1, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }] },
      ],
      fateTokens: [{ system: "1.1", token: "Seat 1st", on: "Blue" }, { system: "3.1", token: "Seat 3rd", on: "Blue" }, { system: "5.1", token: "Seat 5th", on: "Red" }],
    };
    const s = run(atScoring(act("II", ["FATE09", "FATE16", "FATE02"]), []), { type: "score", snapshot: blank(), map } as Command);
    // Seats controlled: 1.1 and 5.1 (Blue's ships) = 2 x 2; cities in Fiefs 1 and 3: 3 + 1.
    expect(objectives(s)[1]).toBe(20 - 4 - 4);
    expect(texts(s)).toContain("Blue's objective advances 4 for 2 Seat(s) you control (F1601B)");
    expect(texts(s)).toContain("Blue's objective advances 4 for 4 city(ies) in the 2 Fief(s) you are Lord of (F1601B)");
  });
});

describe("Act III: tokens on the map, before the final objective's check (BR p.9)", () => {
  const grand = { type: "grandAmbitions", results: [] } as Command;

  test("seed 003 F1801B 'Keep the People Safe': each ambition won, 1 per Captive or per Bunker on the map, whichever is lower", () => {
    const map: MapSnapshot = { systems: [], fateTokens: [{ system: "1.1", token: "Bunker" }, { system: "2.2", token: "Bunker" }, { system: "3.3", token: "Passage" }] };
    const s = run(atScoring(act("III", ["FATE18", "FATE09", "FATE10"]), ["tycoon"]), grand, { type: "score", snapshot: wins(5), map } as Command);
    expect(objectives(s)[0]).toBe(20 - 2);
    expect(texts(s)).toContain("Red's objective advances 2 for an ambition won: 5 Captive(s), 2 Bunker(s) on the map, the lower (F1801B)");
    const fewCaptives = run(atScoring(act("III", ["FATE18", "FATE09", "FATE10"]), ["tycoon"]), grand, { type: "score", snapshot: wins(1), map } as Command);
    expect(objectives(fewCaptives)[0]).toBe(19);
  });

  test("seed 003 F2201B 'Collapse the Gates of the Reach': each ambition won, 1 per Passage token on the map; reaching 0 with Power wins at once (BR p.9)", () => {
    const map: MapSnapshot = { systems: [], fateTokens: [{ system: "1.1", token: "Passage" }, { system: "2.1", token: "Passage" }, { system: "6.1", token: "Passage" }] };
    const s = run(atScoring(act("III", ["FATE22", "FATE09", "FATE10"]), ["tycoon"]), grand, { type: "score", snapshot: wins(0), map } as Command);
    expect(objectives(s)[0]).toBe(17);
    expect(texts(s)).toContain("Red's objective advances 3 for an ambition won: 3 Passage token(s) on the map (F2201B)");
    const near = act("III", ["FATE22", "FATE09", "FATE10"]);
    const at3 = run(near, { type: "setObjective", player: "Red", space: 3 } as Command);
    const done = run(atScoring(at3, ["tycoon"]), grand, { type: "score", snapshot: wins(0), map } as Command);
    expect(objectives(done)[0]).toBe(0);
    expect(done.winner).toBe("Red");
    expect((done.campaign as CampaignState).stage).toBe("over");
  });
});

describe("seed 003 F2201B 'Control the Twisted Passage': 'At the end of a chapter, before scoring, advance 1 for each Passage token on the map if you control the Twisted Passage.'", () => {
  const passages = [{ system: "1.0", token: "Passage" }, { system: "2.0", token: "Passage" }];
  const at = (twisted: MapSnapshot["twisted"]) => run(atScoring(act("III", ["FATE22", "FATE09", "FATE10"]), []), { type: "grandAmbitions", results: [] } as Command, { type: "score", snapshot: blank(), map: { systems: [], fateTokens: passages, twisted } } as Command);

  test("Red controls the Twisted Passage (most ships there, BR p.10): 1 per Passage; a Rival's control, a tie or no pieces read: nothing; the Empire's fresh ships there: the First Regent's", () => {
    const held = at([{ owner: "Red", kind: "ship", fresh: 2, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }]);
    expect(objectives(held)[0]).toBe(20 - 2);
    expect(texts(held)).toContain("Red's objective advances 2 for 2 Passage token(s), the Twisted Passage controlled (F2201B)");
    expect(objectives(at([{ owner: "Blue", kind: "ship", fresh: 2, damaged: 0 }, { owner: "Red", kind: "ship", fresh: 1, damaged: 0 }]))[0]).toBe(20);
    expect(objectives(at([{ owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }, { owner: "Red", kind: "ship", fresh: 1, damaged: 0 }]))[0]).toBe(20);
    // The Empire's fresh ships there: its control is the First Regent's, Red here (BR p.10, standing control).
    expect(objectives(at([{ owner: "Blue", kind: "ship", fresh: 3, damaged: 0 }, { owner: "empire", kind: "ship", fresh: 1, damaged: 0 }]))[0]).toBe(20 - 2);
    expect(objectives(at(undefined))[0]).toBe(20);
  });
});

describe("the Fate tokens in the map snapshot", () => {
  test("a token in a system not on the map, or a Seat on a colour not playing, is refused with what is wrong", () => {
    const base = atScoring(act("II", ["FATE10", "FATE09", "FATE02"]), []);
    for (const fateTokens of [[{ system: "9.9", token: "Banner" }], [{ system: "1.1", token: "Seat 1st", on: "White" }], [{ system: "1.1" }]]) {
      const r = apply(base, { type: "score", snapshot: blank(), map: { systems: [], fateTokens } } as unknown as Command);
      expect(r.ok ? "" : r.reason).toContain("each Fate token on the map is listed by system and name");
    }
  });
});
