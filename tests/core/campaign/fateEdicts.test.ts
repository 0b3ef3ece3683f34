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
 * - F318 Gain Monopolies: "For each resource type, a player takes the Monopoly card of its type if
 *   they have more than half of the total resources of its type in play. Usually this means you need
 *   3 resources out of 5. Some Fates add resources or scrap them, removing them from play. Two-player
 *   games remove resources from play onto ambition boxes." F313 Material Monopoly: "You hold the
 *   Material supply here. (Add Material on here to Tycoon. You cannot spend it.)"
 * - F1412 Rebuke of the Empaths: "If Empath is declared, each player discards all resources matching
 *   their Outrage types, and each player with no Psionic Outrage gains 1 Psionic. Don't discard Guild
 *   cards or frozen resources, such as Material and Fuel held in Captives for the Guardian, or
 *   resources on Merchant League for the Magnate."
 */
import type { Command, GameState, PlayerSnapshot } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { rulesBookletOf } from "../../../src/core/campaign/booklet";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { FateTokenOnMap } from "../../../src/core/map/snapshot";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";
import { mapOf } from "../map/fixtures";
import { PEACE_MAP, SEATS_MAP, edictDue, empathDeclared, keeperDeclared, supplyOf } from "./edictFixtures";
import { monopolyTakes } from "../../../src/core/campaign/fates/monopolies";

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

const counts = (colour: Colour, material: number, fuel: number, cards?: string[], outrage?: PlayerSnapshot["outrage"]): PlayerSnapshot =>
  blankPlayer(colour, { resources: { material, fuel, weapon: 0, relic: 0, psionic: 0 }, cards, outrage });

describe("seed 003 F318 Gain Monopolies (Edict, BR p.20): more than half of a type in play takes its Monopoly", () => {
  const send = (s: GameState, players: PlayerSnapshot[], supply = supplyOf(0, 0)) => run(s, { type: "edictDone", card: "F318", snapshot: snapshot(players), supply } as Command);

  test("3 Material of 5 (2 in the supply bag on the Monopoly in the general supply): Red takes the Material Monopoly; 2 of 5 Fuel takes nothing; refused without the supply bags", () => {
    const s = edictDue("F318");
    const players = [counts("Red", 3, 2), counts("Blue", 0, 1), counts("Yellow", 0, 0)];
    expect(refusal(s, { type: "edictDone", card: "F318", snapshot: snapshot(players) } as Command)).toBe("send the supply bags' counts (F318)");
    expect(refusal(s, { type: "edictDone", card: "F318", supply: supplyOf(2, 2) } as Command)).toBe("send the table's counts (F318)");
    expect(monopolyTakes(s, snapshot(players), supplyOf(2, 2))).toEqual([{ card: "F313", to: "Red" }]);
    const done = send(s, players, supplyOf(2, 2));
    expect(texts(done)).toContain("edict F318 resolved: Red takes the Material Monopoly (F313) from the supply");
    expect((done.campaign as CampaignState).edictQueue).toBeUndefined();
    // Exactly half is not more than half: 2 of 4 Fuel in play (2 on boards, 2 in the bag) takes nothing.
    expect(texts(send(s, [counts("Red", 2, 2), counts("Blue", 0, 0), counts("Yellow", 0, 0)], supplyOf(3, 2)))).toContain("edict F318 resolved: nobody takes a Monopoly");
  });

  test("a held supply is its holder's (F313 'You hold the Material supply here', counted as the scoring counts it): Blue with 3 on boards beats Yellow's 1 + 1 on the card and takes it from Yellow", () => {
    const s = edictDue("F318");
    // Yellow holds F313 with 1 token in its bag (the scoring counts it as Yellow's): 3 + 0 + 2 = 5 in play.
    expect(monopolyTakes(s, snapshot([counts("Red", 0, 0), counts("Blue", 3, 0), counts("Yellow", 2, 0, ["F313"])]), supplyOf(1, 0))).toEqual([{ card: "F313", to: "Blue", from: "Yellow" }]);
    const done = send(s, [counts("Red", 0, 0), counts("Blue", 3, 0), counts("Yellow", 2, 0, ["F313"])], supplyOf(1, 0));
    expect(texts(done)).toContain("edict F318 resolved: Blue takes the Material Monopoly (F313) from Yellow");
    // The holder keeping more than half keeps it: nothing moves.
    expect(monopolyTakes(s, snapshot([counts("Red", 0, 0), counts("Blue", 1, 0), counts("Yellow", 4, 0, ["F313"])]), supplyOf(3, 0))).toEqual([]);
  });

  test("out of play (the card's note): 2 players' ambition-box tokens and scrapped ones are in no count, so 2 of 3 Material in play is more than half; the Imperial Trust is the First Regent's (BR p.21)", () => {
    const s = edictDue("F318", { trust: ["fuel", "fuel"] });
    // 2 Material on Red's board, 1 in the bag: the other 2 lie on ambition boxes or were scrapped.
    expect(monopolyTakes(s, snapshot([counts("Red", 2, 0), counts("Blue", 0, 1), counts("Yellow", 0, 0)]), supplyOf(1, 1))).toEqual([
      { card: "F313", to: "Red" },
      { card: "F314", to: "Blue" },
    ]);
  });
});

describe("seed 003 F1412 Rebuke of the Empaths (Edict, BR p.20): with Empath declared, Outrage types discarded, 1 Psionic to each without Psionic Outrage", () => {
  const send = (s: GameState, players: PlayerSnapshot[]) => run(s, { type: "edictDone", card: "F1412", snapshot: snapshot(players) } as Command);

  test("Red (Material, Fuel Outrage) discards them and gains 1 Psionic; Blue (Psionic Outrage) discards Psionic and gains none; Yellow (none) gains 1", () => {
    const s = empathDeclared(edictDue("F1412"));
    const players = [counts("Red", 1, 1, [], ["material", "fuel"]), counts("Blue", 0, 0, [], ["psionic"]), counts("Yellow", 0, 0, [], [])];
    expect(refusal(s, { type: "edictDone", card: "F1412" } as Command)).toBe("send the table's counts (F1412)");
    expect(refusal(s, { type: "edictDone", card: "F1412", snapshot: snapshot([counts("Red", 0, 0), counts("Blue", 0, 0), counts("Yellow", 0, 0)]) } as Command)).toBe("send each player's Outrage (F1412)");
    const done = send(s, players);
    expect(texts(done)).toContain("edict F1412 resolved: Empath is declared: Red discards all Material, Fuel (board) and gains 1 Psionic; Blue discards all Psionic (board); Yellow gains 1 Psionic");
    expect((done.campaign as CampaignState).edictQueue).toBeUndefined();
  });

  test("Empath not declared: nothing is discarded or gained", () => {
    const done = send(edictDue("F1412"), [counts("Red", 1, 1, [], ["material"]), counts("Blue", 0, 0, [], []), counts("Yellow", 0, 0, [], [])]);
    expect(texts(done)).toContain("edict F1412 resolved: Empath is not declared");
  });
});
