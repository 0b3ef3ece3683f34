/**
 * Issue 35: the Fate edicts whose Power the core moves when their Edict done is pressed
 * (src/core/campaign/fates/fateEdicts.ts, edicts.ts; BR p.20: the rules booklet's edicts resolve in
 * their slot's turn in the Edicts). Card texts, seed 003:
 * - F1510 Peace Dividends: "Players gain 2 Power for each system they control in clusters at Peace.
 *   The First Regent controls Empire-controlled systems but only gains Power for them if the Imperial
 *   Policy is Peace."
 * - F1619 Lords Gain Power: "Resolve this for each Fief, starting with Cluster 1 and going clockwise:
 *   The Fief's Lord gains 3 Power. Then, if the Fief's Court token is on a card in the Court, the
 *   Fief's Lord may influence or secure that card."
 * - F1903 Rebuke of the Keepers: "If Keeper is declared and the Redeemer is not winning it, the
 *   Redeemer loses Power equal to Keeper's first place. If Keeper is not declared, the player with the
 *   most Relics may declare Keeper. (The Redeemer can't declare it. On a tie, skip this.)"
 */
import type { Command, GameState, PlayerSnapshot } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { rulesBookletOf } from "../../../src/core/campaign/booklet";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { FateTokenOnMap } from "../../../src/core/map/snapshot";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";
import { mapOf } from "../map/fixtures";
import { PEACE_MAP, SEATS_MAP, edictDue, keeperDeclared } from "./edictFixtures";

const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const powerOf = (s: GameState, colour: Colour) => s.players.filter((p) => p.colour === colour)[0].power;

const relics = (colour: Colour, n: number, guild = 0): PlayerSnapshot =>
  blankPlayer(colour, { resources: { material: 0, fuel: 0, weapon: 0, relic: n, psionic: 0 }, guildCards: { material: 0, fuel: 0, weapon: 0, relic: guild, psionic: 0 } });

describe("seed 003 F1510 Peace Dividends (Edict, BR p.20): 2 Power per system controlled in clusters at Peace", () => {
  test("the Edict done carries the map: Red gains 4 for 2 systems in cluster 1 (at Peace), Blue nothing for cluster 2 (at War) but 2 for the Empire's 1.3 under the Policy of Peace", () => {
    const s = edictDue("F1510");
    expect(refusal(s, { type: "edictDone", card: "F1510" } as Command)).toBe("send the map with its Fate tokens (F1510)");
    const done = run(s, { type: "edictDone", card: "F1510", map: PEACE_MAP } as Command);
    expect([powerOf(done, "Red"), powerOf(done, "Blue"), powerOf(done, "Yellow")]).toEqual([14, 12, 10]);
    expect(texts(done)).toContain("edict F1510 resolved: Power for systems at Peace: Red +4, Blue +2");
    expect((done.campaign as CampaignState).edictQueue).toBeUndefined();
  });

  test("under another Policy the First Regent gains nothing for Empire-controlled systems; with every Ceasefire at War nobody gains", () => {
    const war = run(edictDue("F1510", {}, "war"), { type: "edictDone", card: "F1510", map: PEACE_MAP } as Command);
    expect([powerOf(war, "Red"), powerOf(war, "Blue")]).toEqual([14, 10]);
    const allWar = { ...PEACE_MAP, fateTokens: (PEACE_MAP.fateTokens as FateTokenOnMap[]).map((t) => ({ ...t, faceDown: true })) };
    const none = run(edictDue("F1510"), { type: "edictDone", card: "F1510", map: allWar } as Command);
    expect(powerOf(none, "Red")).toBe(10);
    expect(texts(none)).toContain("edict F1510 resolved: nobody controls a system at Peace");
  });
});

describe("seed 003 F1619 Lords Gain Power (Edict, BR p.20): each Fief's Lord gains 3 Power, from Cluster 1 clockwise", () => {
  test("the Edict done carries the map's Seats: Red (cluster 1) then Yellow (cluster 4) gain 3; the Court-token part is told, the players'", () => {
    const s = edictDue("F1619");
    expect(refusal(s, { type: "edictDone", card: "F1619" } as Command)).toBe("send the map with its Fate tokens (F1619)");
    const done = run(s, { type: "edictDone", card: "F1619", map: SEATS_MAP } as Command);
    expect([powerOf(done, "Red"), powerOf(done, "Blue"), powerOf(done, "Yellow")]).toEqual([13, 10, 13]);
    expect(texts(done)).toContain(
      "edict F1619 resolved: Lords gain 3 Power: Red (cluster 1), Yellow (cluster 4); each may influence or secure the card with their Fief's Court token",
    );
    const none = run(s, { type: "edictDone", card: "F1619", map: mapOf({}) } as Command);
    expect(texts(none)).toContain("edict F1619 resolved: there is no Fief");
  });
});

describe("seed 003 F1903 Rebuke of the Keepers (Edict, BR p.20): the Redeemer not winning a declared Keeper loses its first place", () => {
  const done = (s: GameState, players: PlayerSnapshot[]) => run(s, { type: "edictDone", card: "F1903", snapshot: snapshot(players) } as Command);

  test("Keeper declared (5/3 + 3/2: first place 8): Yellow, the Redeemer, second to Red loses 8; tied for first (base p.18: not winning) loses 8; winning loses nothing", () => {
    const s = keeperDeclared(edictDue("F1903"));
    expect(refusal(s, { type: "edictDone", card: "F1903" } as Command)).toBe("send the table's counts (F1903)");
    const second = done(s, [relics("Red", 3), relics("Blue", 0), relics("Yellow", 1)]);
    expect(powerOf(second, "Yellow")).toBe(2);
    expect(texts(second)).toContain("edict F1903 resolved: Yellow, the Redeemer, is not winning Keeper: loses 8 Power, its first place");
    expect(powerOf(done(s, [relics("Red", 2), relics("Blue", 0), relics("Yellow", 2)]), "Yellow")).toBe(2);
    const winning = done(s, [relics("Red", 1), relics("Blue", 0), relics("Yellow", 2)]);
    expect(powerOf(winning, "Yellow")).toBe(10);
    expect(texts(winning)).toContain("edict F1903 resolved: Yellow, the Redeemer, is winning Keeper");
  });

  test("counted as the chapter's scoring counts: the Imperial Trust's Relic is the First Regent's (BR p.21), Guild Supremacy (F425) counts Guild cards twice", () => {
    // Blue 1 Relic + the Trust's 1 ties Yellow's 2: Yellow is not winning (without the Trust, Yellow wins).
    const base = keeperDeclared(edictDue("F1903"));
    const trust = keeperDeclared(edictDue("F1903", { trust: ["relic"] }));
    expect(powerOf(done(trust, [relics("Red", 0), relics("Blue", 1), relics("Yellow", 2)]), "Yellow")).toBe(2);
    expect(powerOf(done(base, [relics("Red", 0), relics("Blue", 1), relics("Yellow", 2)]), "Yellow")).toBe(10);
    // Red's 1 Relic Guild card counts 2 under F425 and ties Yellow's 2 Relics.
    const c = base.campaign as CampaignState;
    const supremacy: GameState = { ...base, campaign: { ...c, rulesBooklet: { edicts: rulesBookletOf(c).edicts, laws: [["F425"]] } } };
    expect(powerOf(done(supremacy, [relics("Red", 0, 1), relics("Blue", 0), relics("Yellow", 2)]), "Yellow")).toBe(2);
    expect(powerOf(done(base, [relics("Red", 0, 1), relics("Blue", 0), relics("Yellow", 2)]), "Yellow")).toBe(10);
  });

  test("Keeper not declared: nothing is lost, and the declaring is told (the players': the most Relics, not the Redeemer, none on a tie)", () => {
    const s = run(edictDue("F1903"), { type: "edictDone", card: "F1903" } as Command);
    expect(powerOf(s, "Yellow")).toBe(10);
    expect(texts(s)).toContain("edict F1903 resolved: Keeper is not declared: the player with the most Relics, not the Redeemer, may declare it (on a tie, nobody)");
  });
});
