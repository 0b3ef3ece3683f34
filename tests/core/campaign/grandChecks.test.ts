/**
 * Issue 35: Act III grand ambitions the core checks (src/core/campaign/fates/grandChecks.ts). BR p.9:
 * "If you fulfilled one grand ambition, gain the lower amount of Power shown under the current chapter
 * on the Chapter track. If you fulfilled both, gain the higher amount." Card texts: seed 003's Act III
 * Objective cards. A `grandAmbitions` command with `checked` gives only the players' lines; the core
 * counts the lines it checks at the score, from the state, the scoring report ("win" is an untied
 * first, BR p.8, base p.18), the snapshot and the map sent with the score (BR p.10 control).
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { initialState } from "../../../src/core/game/engine";
import type { Command, GameState, PlayerSnapshot } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { SYSTEMS } from "../../../src/core/data/map";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { GRAND_CHECKS, grandLines } from "../../../src/core/campaign/fates/grandChecks";
import { gameStateProblems } from "../../../src/core/rules";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";
import { mapOf } from "../map/fixtures";
import type { FateTokenOnMap } from "../../../src/core/map/snapshot";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);

/** Act III, chapter 1 (one grand ambition +2, both +4): Red holds `fate`, Blue and Yellow "C" Fates; Red First Regent and initiative. */
function actThree(fate: string, campaign: Partial<CampaignState> = {}, ambitions: string[] = []): GameState {
  const record: CampaignRecord = {
    version: 1, nextAct: "III", seats: SEATS, initiative: "Red", firstRegent: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
    players: SEATS.map((colour, i) => ({ colour, fate: [fate, "FATE19", "FATE24"][i], power: 3, title: "regent" as const, favors: [] })),
  };
  const s = run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command);
  const markers = s.markers.map((m, i) => (i < ambitions.length ? { ...m, at: ambitions[i] as never } : m));
  return { ...s, round: undefined, phase: "scoring", markers, players: s.players.map((p) => ({ ...p, hand: [] })), campaign: { ...(s.campaign as CampaignState), ...campaign } };
}

const claim = (n: number): Command => ({ type: "grandAmbitions", checked: true, results: [{ player: "Red", fulfilled: n }] }) as Command;
const score = (players: Partial<PlayerSnapshot>[] = [], map?: MapSnapshot): Command =>
  ({ type: "score", snapshot: snapshot(SEATS.map((c, i) => blankPlayer(c, players[i] ?? {}))), ...(map === undefined ? {} : { map }) }) as Command;
const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const outlaw = (s: GameState, colour: Colour): Partial<CampaignState> => ({
  players: (s.campaign as CampaignState).players.map((p) => (p.colour === colour ? { ...p, title: "outlaw" as const } : p)),
});
const guild = (material: number, fuel = 0, weapon = 0, relic = 0, psionic = 0) => ({ guildCards: { material, fuel, weapon, relic, psionic } });
const planets = SYSTEMS.filter((x) => x.kind === "planet").map((x) => x.id);

describe("Act III grand ambitions checked by the core (BR p.9)", () => {
  test("BR p.9, F122B line 1 'You're a Regent and the Empire controls all Outlaw cities or there are no Outlaws'", () => {
    const none = run(actThree("FATE01"), claim(0), score([], { systems: [] }));
    expect(texts(none)).toContain("Red's grand ambitions: F122B yes (there are no Outlaws)");
    // Blue is an Outlaw with a city in 1.1: no fresh Imperial ship there, then one.
    const base = actThree("FATE01");
    const s = { ...base, campaign: { ...(base.campaign as CampaignState), ...outlaw(base, "Blue") } };
    const city: MapSnapshot["systems"][0]["pieces"][0] = { owner: "Blue", kind: "city", fresh: 0, damaged: 1 };
    const loose = run(s, claim(0), score([], { systems: [{ system: "1.1", pieces: [city, { owner: "empire", kind: "ship", fresh: 0, damaged: 2 }] }] }));
    expect(texts(loose)).toContain("F122B no (the Empire does not control Blue's city in 1.1)");
    const held = run(s, claim(0), score([], { systems: [{ system: "1.1", pieces: [city, { owner: "empire", kind: "ship", fresh: 1, damaged: 0 }] }] }));
    expect(texts(held)).toContain("F122B yes (the Empire controls every Outlaw city)");
    // Without the map the line is the players'; as an Outlaw it is not fulfilled.
    expect(texts(run(s, claim(1), score()))).toContain("F122B theirs (no map was sent with the score)");
    const red = { ...base, campaign: { ...(base.campaign as CampaignState), ...outlaw(base, "Red"), firstRegent: undefined } };
    expect(texts(run(red, claim(0), score()))).toContain("F122B no (Red is not a Regent); F122B no (Red is not the First Regent)");
  });

  test("BR p.9, F122B line 2 'You're the First Regent and the Imperial Trust has more resources than the current Chapter': counted though Red gave 0", () => {
    const both = run(actThree("FATE01", { trust: ["relic", "fuel"] }), claim(0), score([], { systems: [] }));
    expect(texts(both)).toContain("F122B yes (2 resource(s) in the Imperial Trust, chapter 1)");
    expect(texts(both)).toContain("Red fulfils both: +4 Power (chapter 1, BR p.9)");
    const one = run(actThree("FATE01", { trust: ["relic"] }), claim(0), score([], { systems: [] }));
    expect(texts(one)).toContain("F122B no (1 resource(s) in the Imperial Trust, chapter 1)");
    expect(texts(one)).toContain("Red fulfils one grand ambition: +2 Power (chapter 1, BR p.9)");
  });

  test("BR p.9, F423B line 1 'Have more different suits of Guild cards than the current Chapter' (the Court line is the players')", () => {
    const s = run(actThree("FATE04"), claim(1), score([guild(1, 1)]));
    expect(texts(s)).toContain("Red's grand ambitions: F423B yes (2 Guild suit(s), chapter 1); F423B theirs (not core state: the Court); 1 given by Red");
    expect(texts(s)).toContain("Red fulfils both: ");
    const one = run(actThree("FATE04"), claim(0), score([guild(3)]));
    expect(texts(one)).toContain("F423B no (1 Guild suit(s), chapter 1)");
    expect(texts(one)).not.toContain("Red fulfils");
  });

  test("BR p.9, F624B 'Have more Guild cards than each Rival. Have the initiative marker.': a claim past the players' lines is refused with the reason", () => {
    const s = actThree("FATE06");
    const tie = [guild(2), guild(1, 1)];
    const given = run(s, claim(1));
    expect(refusal(given, score(tie))).toBe("Red fulfils at most 1 grand ambition(s): F624B no (Blue has 2 Guild card(s), Red 2); F624B yes (Red has the initiative) (BR p.9)");
    const ok = run(s, claim(0), score(tie));
    expect(texts(ok)).toContain("Red fulfils one grand ambition: +2 Power");
    const more = run({ ...s, initiative: "Blue" }, claim(0), score([guild(3), guild(2)]));
    expect(texts(more)).toContain("F624B yes (Red has the most Guild card(s) (3)); F624B no (Blue has the initiative)");
  });

  test("BR p.9, F719B 'You're a Regent and... You control at least 9 planets. You have more Loyal ships on the map than each Rival.' (a Flagship is a Loyal ship, BR p.22)", () => {
    const nine: MapSnapshot["systems"] = planets.slice(0, 9).map((id) => ({ system: id, pieces: [{ owner: "Red", kind: "ship", fresh: 1, damaged: 0 }] }));
    const map: MapSnapshot = { systems: nine.concat([{ system: planets[9], pieces: [{ owner: "Blue", kind: "ship", fresh: 4, damaged: 4 }, { owner: "Blue", kind: "flagship", fresh: 1, damaged: 0 }] }]) };
    const s = run(actThree("FATE07"), claim(0), score([], map));
    expect(texts(s)).toContain("F719B yes (Red controls 9 planet(s)); F719B no (Blue has 9 ship(s) on the map, Red 9)");
    const eight: MapSnapshot = { systems: nine.slice(1).concat([{ system: planets[0], pieces: [{ owner: "Red", kind: "ship", fresh: 1, damaged: 3 }, { owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }] }]) };
    expect(texts(run(actThree("FATE07"), claim(0), score([], eight)))).toContain("F719B no (Red controls 8 planet(s)); F719B yes (Red has the most ship(s) on the map (12))");
    const base = actThree("FATE07");
    const out = { ...base, campaign: { ...(base.campaign as CampaignState), ...outlaw(base, "Red"), firstRegent: undefined } };
    expect(texts(run(out, claim(0), score([], map)))).toContain("F719B no (Red is not a Regent); F719B no (Red is not a Regent)");
  });

  test("BR p.9, F1011B line 1 'No Rival won the Tyrant ambition' (Banners are the players'); not declared is not won", () => {
    const undeclared = run(actThree("FATE10"), claim(1), score());
    expect(texts(undeclared)).toContain("F1011B yes (no Rival won tyrant); F1011B theirs (not core state: Banners); 1 given by Red");
    expect(texts(undeclared)).toContain("Red fulfils both: ");
    const won = run(actThree("FATE10", {}, ["tyrant"]), claim(1), score([{}, { captives: 2 }]));
    expect(texts(won)).toContain("F1011B no (Blue won tyrant)");
    expect(texts(won)).toContain("Red fulfils one grand ambition");
    const tied = run(actThree("FATE10", {}, ["tyrant"]), claim(0), score([{ captives: 1 }, { captives: 1 }]));
    expect(texts(tied)).toContain("F1011B yes (no Rival won tyrant)");
  });

  test("BR p.9, F1112B 'No Rival wins the Warlord ambition and...' both lines; 'or there are no buildings on the map'", () => {
    const won = actThree("FATE11", {}, ["warlord"]);
    expect(refusal(run(won, claim(1)), score([{}, { trophies: 1 }]))).toMatch(/^Red fulfils at most 0 grand ambition\(s\): F1112B no \(Blue won warlord\); F1112B no \(Blue won warlord\)/);
    const bare = run(actThree("FATE11"), claim(1), score([], { systems: [{ system: "1.1", pieces: [{ owner: "Red", kind: "ship", fresh: 1, damaged: 0 }] }] }));
    expect(texts(bare)).toContain("F1112B theirs (not core state: Outrage); F1112B yes (no buildings on the map); 1 given by Red");
    const built = run(actThree("FATE11"), claim(2), score([], { systems: [{ system: "1.1", pieces: [{ owner: "free", kind: "starport", fresh: 0, damaged: 1 }] }] }));
    expect(texts(built)).toContain("F1112B theirs (not core state: Breaking Worlds); 2 given by Red");
  });

  test("BR p.9, F1312B line 1 'No Rival wins the Warlord ambition'", () => {
    const won = run(actThree("FATE13", {}, ["warlord"]), claim(0), score([{}, {}, { trophies: 2 }]));
    expect(texts(won)).toContain("F1312B no (Yellow won warlord)");
    const mine = run(actThree("FATE13", {}, ["warlord"]), claim(0), score([{ trophies: 2 }]));
    expect(texts(mine)).toContain("F1312B yes (no Rival won warlord)");
    expect(texts(mine)).toContain("Red fulfils one grand ambition");
  });

  test("seed 003 F1312B line 2 'Blight Hunger has more pieces than the current Chapter.' and F1313 'After scoring, return all of the pieces from this card': the pieces the table read on the card", () => {
    // Chapter 1: 2 pieces are more than 1, 1 is not; in any play area the table read it in.
    const two = run(actThree("FATE13"), claim(0), score([{ hunger: 2 }]));
    expect(texts(two)).toContain("F1312B yes (no Rival won warlord); F1312B yes (2 piece(s) on Blight Hunger, chapter 1); 0 given by Red");
    expect(texts(two)).toContain("Red fulfils both: ");
    expect(two.lastScoring!.instructions).toContain("return the pieces on Blight Hunger (F1313) to their supplies");
    const one = run(actThree("FATE13"), claim(0), score([{}, { hunger: 1 }]));
    expect(texts(one)).toContain("F1312B no (1 piece(s) on Blight Hunger, chapter 1)");
    // An empty card: read (0, not fulfilled), nothing to return.
    const empty = run(actThree("FATE13"), claim(0), score([{ hunger: 0 }]));
    expect(texts(empty)).toContain("F1312B no (0 piece(s) on Blight Hunger, chapter 1)");
    expect(empty.lastScoring!.instructions.join("\n")).not.toMatch(/Blight Hunger/);
    // Not read (no card in a play area the table saw): the line is the player's, and only that one.
    expect(texts(run(actThree("FATE13"), claim(1), score()))).toContain("F1312B theirs (not core state: Blight Hunger); 1 given by Red");
    expect(refusal(run(actThree("FATE13"), claim(0)), score([{ hunger: -1 }]))).toBe("Red's pieces on Blight Hunger must be a whole number from 0");
  });

  test("BR p.9, F1408B 'You have no Trophies or Captives. In total, your Rivals have more Psionic resources than you.' (the First Regent's Trust counts, BR p.27)", () => {
    const psi = (n: number) => ({ resources: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: n } });
    const s = run(actThree("FATE14"), claim(0), score([psi(1), psi(1), psi(1)]));
    expect(texts(s)).toContain("F1408B yes (Red has 0 Trophies, 0 Captives); F1408B yes (Rivals have 2 Psionic, Red 1)");
    // Red is First Regent: a Psionic in the Imperial Trust is Red's, so the Rivals' 2 are not more.
    const trust = run(actThree("FATE14", { trust: ["psionic"] }), claim(0), score([{ ...psi(1), captives: 1 }, psi(1), psi(1)]));
    expect(texts(trust)).toContain("F1408B no (Red has 0 Trophies, 1 Captives); F1408B no (Rivals have 2 Psionic, Red 2)");
  });

  test("BR p.9 with F906 Portal Seekers 'In scoring you fulfill a grand ambition if you control the Portal token': one more line of the players', still at most both", () => {
    const s = actThree("FATE06", { }, []);
    const seekers = { ...guild(0, 0, 0, 1), cards: ["F906"] };
    const r = run({ ...s, initiative: "Red" }, claim(1), score([seekers]));
    expect(texts(r)).toContain("F906 theirs (not core state: the Portal token); 1 given by Red");
    expect(texts(r)).toContain("Red fulfils both: ");
  });

  test("BR p.9, F325B 'Have any Monopolies' / 'Have at least 2 Monopolies': the Monopoly cards in the Magnate's play area, as read", () => {
    const none = run(actThree("FATE03"), claim(0), score());
    expect(texts(none)).toContain("Red's grand ambitions: F325B no (Red has 0 Monopolies); F325B no (Red has 0 Monopolies)");
    // A claim past the lines the core checks is refused: both are the core's.
    expect(refusal(run(actThree("FATE03"), claim(1)), score())).toMatch(/Red fulfils at most 0 grand ambition/);
    const one = run(actThree("FATE03"), claim(0), score([{ cards: ["F313"] }]));
    expect(texts(one)).toContain("F325B yes (Red has 1 Monopoly); F325B no (Red has 1 Monopoly)");
    expect(texts(one)).toContain("Red fulfils one grand ambition");
    // A Monopoly in a Rival's play area is not the Magnate's.
    const two = run(actThree("FATE03"), claim(0), score([{ cards: ["F313", "F317", "BC03"] }, { cards: ["F314"] }]));
    expect(texts(two)).toContain("F325B yes (Red has 2 Monopolies); F325B yes (Red has 2 Monopolies)");
    expect(texts(two)).toContain("Red fulfils both: ");
  });

  test("BR p.9: the players' Fates (Founder, Caretaker, Believer, Pathfinder, Pirate) give both lines themselves", () => {
    for (const fate of ["FATE02", "FATE05", "FATE08", "FATE09", "FATE12"]) {
      expect(typeof GRAND_CHECKS[fate][1]).toBe("string");
      expect(typeof GRAND_CHECKS[fate][2]).toBe("string");
      const s = run(actThree(fate), claim(2), score());
      expect(texts(s)).toContain("Red fulfils both: ");
      const lines = grandLines(s, (s.campaign as CampaignState).players[0], 1, snapshot(SEATS.map((c) => blankPlayer(c))), undefined);
      expect(lines.every((l) => l.met === undefined && l.card === GRAND_CHECKS[fate][0])).toBe(true);
    }
  });

  test("seed 003 F1507B 'A Peaceful Reach': '2 clusters or more are at Peace' / '5 clusters or more': a cluster whose Ceasefire lies face up on the score's map (F1508)", () => {
    const cease = (clusters: number[], down: number[] = []): MapSnapshot => ({ systems: [], fateTokens: clusters.map((k) => ({ system: `${k}.0`, token: "Ceasefire", faceDown: down.indexOf(k) >= 0 })) as FateTokenOnMap[] });
    const two = run(actThree("FATE15"), claim(0), score([], cease([1, 2, 3], [3])));
    expect(texts(two)).toContain("Red's grand ambitions: F1507B yes (2 cluster(s) at Peace); F1507B no (2 cluster(s) at Peace)");
    expect(texts(two)).toContain("Red fulfils one grand ambition");
    expect(texts(run(actThree("FATE15"), claim(0), score([], cease([1, 2, 3, 4, 5]))))).toContain("Red fulfils both: ");
    // No Fate tokens read (a record imported by hand): the players', given with their buttons.
    expect(texts(run(actThree("FATE15"), claim(2), score([], { systems: [] })))).toContain("F1507B theirs (not core state: Ceasefires); F1507B theirs (not core state: Ceasefires); 2 given by Red");
  });

  test("seed 003 F1617B 'Return to the Old Ways': 'You are Lord of more Fiefs than each Rival' (a Seat on your city, F1609) and 'You control more Seats than the current Chapter' (BR p.10)", () => {
    const seats = [{ system: "1.1", token: "Seat 1st", on: "Red" }, { system: "4.2", token: "Seat 4th", on: "Red" }, { system: "2.3", token: "Seat 2nd", on: "Blue" }] as FateTokenOnMap[];
    const map = { ...mapOf({ "1.1": { Red: { city: [1, 0], ship: [2, 0] } }, "4.2": { Red: { city: [1, 0], ship: [1, 0] } }, "2.3": { Blue: { city: [1, 0], ship: [3, 0] } } }), fateTokens: seats };
    const s = run(actThree("FATE16"), claim(0), score([], map));
    expect(texts(s)).toContain("Red's grand ambitions: F1617B yes (Red has the most Fief(s) (2)); F1617B yes (2 Seat(s) controlled, chapter 1)");
    // Blue's ships take 4.2 (and Red's Seat there stays Red's Fief): 1 Seat controlled is not more than chapter 1.
    const lost = { ...map, systems: map.systems.map((x) => (x.system === "4.2" ? { ...x, pieces: x.pieces.concat([{ owner: "Blue", kind: "ship", fresh: 3, damaged: 0 }]) } : x)) };
    expect(texts(run(actThree("FATE16"), claim(0), score([], lost)))).toContain("F1617B yes (Red has the most Fief(s) (2)); F1617B no (1 Seat(s) controlled, chapter 1)");
    expect(texts(run(actThree("FATE16"), claim(0), score([], { ...map, fateTokens: seats.slice(1) })))).toContain("F1617B no (Blue has 1 Fief(s), Red 1)");
  });

  test("BR p.9: an older grandAmbitions command (no `checked`) still gives both lines as the table read them; its state loads", () => {
    const s = run(actThree("FATE06", { trust: [] }), { type: "grandAmbitions", results: [{ player: "Red", fulfilled: 2 }] } as Command);
    expect((s.campaign as CampaignState).grand![0]).toEqual({ player: "Red", fulfilled: 2 });
    const scored = run(s, score([{}, guild(5)]));
    expect(texts(scored)).toContain("Red fulfils both: +4 Power");
    expect(texts(scored)).not.toContain("Red's grand ambitions:");
    const checked = run(actThree("FATE06"), claim(0));
    expect((checked.campaign as CampaignState).grand![0]).toEqual({ player: "Red", fulfilled: 0, checked: true });
    // (The staged state has emptied hands, so only the grand ambitions' problems are looked at.)
    const grandProblems = (x: GameState) => gameStateProblems(x).filter((p) => p.includes("campaign.grand"));
    expect(grandProblems(checked)).toEqual([]);
    const bad = JSON.parse(JSON.stringify(checked)) as GameState;
    (bad.campaign as CampaignState).grand![0].checked = "yes" as never;
    expect(grandProblems(bad)).toHaveLength(1);
  });
});
