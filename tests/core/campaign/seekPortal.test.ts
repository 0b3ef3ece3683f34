/**
 * The Pathfinder's Seek the Portal F909-F911 (seed 003): "When Secured: If you control the Portal
 * token, scrap any number of ***any*** ships in its system. Gain 2 Power per ship scrapped. Shuffle
 * this card into the Court deck." Base p.13: a Vox card's When Secured is resolved by its securer,
 * before the refill. The answer lists the ships scrapped (owner and side) with the Portal's system as
 * the table read it; the core checks control on the securer's turn (BR p.10: Red is an Outlaw here, so
 * a fresh Imperial ship makes the system the Empire's) and the ships, then gives 2 Power a ship
 * (src/core/campaign/fates/seekPortal.ts). BR glossary: "Scrap: Make out of play permanently."
 */
import type { GameState } from "../../../src/core/game/types";
import type { SecureState } from "../../../src/core/court/machine";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { fateText, securedVox, voxAnswer } from "./campaignCourtCards";
import { campaignCourtCards } from "../../../src/core/campaign/courtCards";

/** System 1.1 with the Portal: Red 2 fresh ships, Blue 1 fresh and 1 damaged, Imperial ships as given, a Red Flagship, Blight. */
function portalMap(imperial: [number, number]): MapSnapshot {
  return {
    systems: [{ system: "1.1", pieces: [
      { owner: "Red", kind: "ship", fresh: 2, damaged: 0 },
      { owner: "Red", kind: "flagship", fresh: 1, damaged: 0 },
      { owner: "Blue", kind: "ship", fresh: 1, damaged: 1 },
      { owner: "empire", kind: "ship", fresh: imperial[0], damaged: imperial[1] },
      { owner: "blight", kind: "blight", fresh: 1, damaged: 0 },
    ] }],
    fateTokens: [{ system: "1.1", token: "Portal" }],
  };
}

const power = (s: GameState, c: string) => s.players.find((p) => p.colour === c)!.power;

describe("seed 003 F909-F911 Seek the Portal, When Secured", () => {
  test("the text: controlling the Portal, any ships in its system scrapped for 2 Power each; the card shuffled into the Court deck", () => {
    for (const id of ["F909", "F910", "F911"]) {
      expect(fateText(id)).toContain("**When Secured:** If you control the Portal token, scrap any number of ***any*** ships in its system. Gain 2 Power per ship scrapped. Shuffle this card into the Court deck.");
      expect(campaignCourtCards(id)).toEqual({ kind: "vox", whenSecuredTo: "shuffle", whenSecured: "seekPortal" });
    }
  });

  test("base p.13: secured, it waits for its securer; Blue cannot answer; Red scraps a Blue ship of each side and an Imperial one: +6 Power, logged; the card goes into the Court deck in the table's order", () => {
    const { s, t } = securedVox("F909");
    expect((s.secure as SecureState).prompt).toBe("scrap ships at the Portal you control: 2 Power each");
    const scrap = [{ owner: "Blue", damaged: false }, { owner: "Blue", damaged: true }, { owner: "empire", damaged: true }];
    const deckOrder = ["CC06", "F909", "CC05"];
    const blue = voxAnswer(s, t, { scrap, map: portalMap([0, 1]), deckOrder }, "Blue");
    expect(!blue.ok && blue.reason).toContain("makes this choice, not you");
    const before = power(s, "Red");
    const r = voxAnswer(s, t, { scrap, map: portalMap([0, 1]), deckOrder });
    if (!r.ok) throw new Error(r.reason);
    expect(power(r.value, "Red")).toBe(before + 6);
    expect(power(r.value, "Blue")).toBe(power(s, "Blue"));
    expect(r.value.events[r.value.events.length - 1].text).toBe("Seek the Portal: Red scraps 3 ships in 1.1, +6 Power");
    const last = (r.value.secure as SecureState).last;
    if (last.kind !== "answered") throw new Error("not answered");
    // The refill takes the top of the shuffled deck into the slot.
    expect(last.table.court.row[1]).toEqual({ card: "CC06", agents: {} });
    expect(last.table.court.deck).toEqual(["F909", "CC05"]);
    expect(last.table.court.discard).toEqual([]);
  });

  test("refused, the state untouched: a fresh Imperial ship (the Empire controls it, Red an Outlaw, BR p.10), no Portal on the map, more ships of a side than lie there, a Flagship or Blight, no deck order", () => {
    const { s, t } = securedVox("F910");
    const deckOrder = ["F910", "CC05", "CC06"];
    const one = [{ owner: "Blue", damaged: false }];
    const cases: [object, string][] = [
      [{ scrap: one, map: portalMap([1, 0]), deckOrder }, "Seek the Portal: you do not control the Portal token"],
      [{ scrap: one, map: { ...portalMap([0, 0]), fateTokens: [] }, deckOrder }, "Seek the Portal: you do not control the Portal token"],
      [{ scrap: one, deckOrder }, "Seek the Portal: you do not control the Portal token"],
      [{ scrap: [...one, ...one], map: portalMap([0, 0]), deckOrder }, "Seek the Portal: no more fresh Blue ships in 1.1"],
      // Red's Flagship is no ship to scrap: two fresh Red ships lie there.
      [{ scrap: [0, 1, 2].map(() => ({ owner: "Red", damaged: false })), map: portalMap([0, 0]), deckOrder }, "Seek the Portal: no more fresh Red ships in 1.1"],
      [{ scrap: [{ owner: "blight", damaged: false }], map: portalMap([0, 0]), deckOrder }, "Seek the Portal: no more fresh blight ships in 1.1"],
      [{ scrap: [{ owner: "empire", damaged: true }], map: portalMap([0, 0]), deckOrder }, "Seek the Portal: no more damaged empire ships in 1.1"],
      [{ scrap: one, map: portalMap([0, 0]) }, "Give the shuffled Court deck (3 cards)"],
    ];
    const json = JSON.stringify(s);
    for (const [a, why] of cases) {
      const r = voxAnswer(s, t, a);
      expect(!r.ok && r.reason).toBe(why);
    }
    expect(JSON.stringify(s)).toBe(json);
  });

  test("without the Portal controlled nothing is scrapped and no Power gained: the answer only shuffles the card in", () => {
    const { s, t } = securedVox("F911");
    const r = voxAnswer(s, t, { deckOrder: ["CC05", "CC06", "F911"] });
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.players.map((p) => p.power)).toEqual(s.players.map((p) => p.power));
    const last = (r.value.secure as SecureState).last;
    if (last.kind !== "answered") throw new Error("not answered");
    expect(last.table.court.deck).toEqual(["CC06", "F911"]);
    expect(r.value.events.some((e) => e.text.startsWith("Seek the Portal"))).toBe(false);
  });
});
