/**
 * The Magnate's Monopoly and Economy cards and the Fate-set Cartels in the core (seed 003, Fate Set
 * 3; src/core/campaign/fates/monopolies.ts, fates/laws.ts): the holdings the table reads in play
 * areas (the scoring snapshot's card ids, the map's `playAreas`), Closed Economy's refusal of a tax
 * (F326A / F327, BR p.9), Prospectors' cities (F322), the Fate-set Cartels' after-scoring discard
 * (F309-F311, as BC03/BC06, base p.19 step 2: the line and the report's `discards` the table
 * returns) and F312B's chapter-end count.
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";
import { initialState } from "../../../src/core/game/engine";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { CampaignRecord, CampaignState, Title } from "../../../src/core/campaign/types";
import { MONOPOLIES, monopoliesOf, supplyOnCard } from "../../../src/core/campaign/fates/monopolies";
import { mapSnapshotRefusal } from "../../../src/core/map/check";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";
import { mapAction, mapOf } from "../map/fixtures";
import { redLeads } from "./mapFixtures";

const campaign = (s: GameState) => s.campaign as CampaignState;
const withCards = (map: MapSnapshot, colour: Colour, cards: string[]): MapSnapshot => ({ ...map, playAreas: [{ colour, cards }] });

/** Red (a Regent unless told) has led `suit`; the Magnate is `magnate` with `title`; F327 in the booklet when `law`. */
function economy(suit: "administration" | "construction", magnate: Colour, title: Title, law: boolean, redTitle: Title = "regent"): GameState {
  const s = redLeads(suit, redTitle);
  const c = campaign(s);
  const players = c.players.map((p) => ({ ...p, fate: p.colour === magnate ? "FATE03" : p.fate === "FATE03" ? "FATE01" : p.fate, title: p.colour === magnate ? title : p.title }));
  return { ...s, campaign: { ...c, players, rulesBooklet: { edicts: c.rulesBooklet?.edicts ?? [], laws: law ? [["F327"]] : [] } } } as GameState;
}

test("seed 003: the Monopolies are F313-F317, each holding its printed type's supply; F309-F311 keep theirs, F307/F308 as BC03/BC06", () => {
  const cards = FATE_SETS.flat().filter((c) => c.type === "Monopoly");
  expect(cards.map((c) => `${c.id} ${c.name}`)).toEqual(Object.keys(MONOPOLIES).map((id) => `${id} ${MONOPOLIES[id].charAt(0).toUpperCase()}${MONOPOLIES[id].slice(1)} Monopoly`));
  expect(["F307", "F308", "F309", "F310", "F311", "BC03", "BC06", "F313", "F317", "F322", "BC01", "constructor"].map((id) => supplyOnCard(id))).toEqual(
    ["material", "fuel", "weapon", "psionic", "relic", "material", "fuel", "material", "weapon", undefined, undefined, undefined]);
  const snap = snapshot([blankPlayer("Red", { cards: ["BC03", "F314", "F309", "F316"] }), blankPlayer("Blue")]);
  expect(monopoliesOf(snap, "Red")).toEqual(["fuel", "psionic"]);
  expect(monopoliesOf(snap, "Blue")).toEqual([]);
});

describe("seed 003 F326A Closed Economy / F327: 'While the Magnate is a Regent, Regents other than the Magnate cannot tax Empire-controlled cities (even Loyal ones) unless they have the matching Monopoly'", () => {
  // 1.2 is a Fuel planet: Red's Loyal city there, a fresh Imperial ship (the Empire controls it, BR p.10).
  const map = mapOf({ "1.2": { Red: { city: [1, 0], ship: [1, 0] }, empire: { ship: [1, 0] } } });
  const tax = (m: MapSnapshot) => mapAction("Red", { kind: "tax", system: "1.2", owner: "Red" } as never, m);

  test("a Regent's tax of a Loyal city the Empire controls is refused without the Fuel Monopoly, state untouched", () => {
    const closed = economy("administration", "Yellow", "regent", true);
    expect(refusal(closed, tax(map))).toBe("Closed Economy (F326A): while the Magnate, Yellow, is a Regent, other Regents tax Empire-controlled cities (even Loyal) only with the matching Monopoly: the Empire controls 1.2, and Red has no Fuel Monopoly");
    // Another Monopoly does not match the Fuel planet.
    expect(refusal(closed, tax(withCards(map, "Red", ["F313"])))).toMatch(/Red has no Fuel Monopoly$/);
    // Another player's Fuel Monopoly is not Red's.
    expect(refusal(closed, tax({ ...map, playAreas: [{ colour: "Blue", cards: ["F314"] }] }))).toMatch(/^Closed Economy/);
  });

  test("with the matching Monopoly (F314) in Red's play area the tax is taken", () => {
    const closed = economy("administration", "Yellow", "regent", true);
    expect(run(closed, tax(withCards(map, "Red", ["F313", "F314"]))).actions?.taken).toEqual(["tax"]);
  });

  test("not Closed: a city the Empire does not control, the Magnate's own tax, an Outlaw's, an Outlaw Magnate, the Law not in the booklet", () => {
    const free = mapOf({ "1.2": { Red: { city: [1, 0], ship: [1, 0] }, empire: { ship: [0, 1] } } });
    expect(run(economy("administration", "Yellow", "regent", true), tax(free)).actions?.taken).toEqual(["tax"]);
    expect(run(economy("administration", "Red", "regent", true), tax(map)).actions?.taken).toEqual(["tax"]);
    expect(run(economy("administration", "Yellow", "regent", true, "outlaw"), tax(map)).actions?.taken).toEqual(["tax"]);
    expect(run(economy("administration", "Yellow", "outlaw", true), tax(map)).actions?.taken).toEqual(["tax"]);
    expect(run(economy("administration", "Yellow", "regent", false), tax(map)).actions?.taken).toEqual(["tax"]);
  });

  test("the map's play areas are checked: cards by id under a seated colour", () => {
    expect(mapSnapshotRefusal({ ...map, playAreas: [{ colour: "White" as Colour, cards: ["F314"] }] }, ["Red", "Blue", "Yellow"])).toBe("the play areas' cards are listed by id under each colour");
    expect(mapSnapshotRefusal({ ...map, playAreas: [{ colour: "Red", cards: [3 as never] }] }, ["Red", "Blue", "Yellow"])).toBe("the play areas' cards are listed by id under each colour");
    expect(mapSnapshotRefusal(withCards(map, "Red", ["F314"]), ["Red", "Blue", "Yellow"])).toBeUndefined();
  });
});

describe("seed 003 F322 Prospectors: 'You may build cities on any planets if you don't have the Monopoly matching that planet type. (You don't need Loyal pieces there!)'", () => {
  // 1.3 is a Material planet with 2 slots; Red has no piece there.
  const map = mapOf({ "1.3": { Blue: { ship: [1, 0] } } });
  const build = (m: MapSnapshot, system = "1.3", piece = "city") => mapAction("Red", { kind: "build", system, piece } as never, m);
  const s = () => economy("construction", "Yellow", "regent", false, "outlaw");

  test("with Prospectors a city is built where Red has no Loyal piece (damaged: Blue controls 1.3, p.12)", () => {
    const built = run(s(), build(withCards(map, "Red", ["F322"])));
    expect(built.actions?.taken).toEqual(["build"]);
    expect(built.events.map((e) => e.map?.damaged)).toContain(true);
  });

  test("not with the matching Monopoly, not a starport, not in a gate, not without Prospectors", () => {
    const noLoyal = "you build in a system with a Loyal piece (p.12): Red has no piece in 1.3";
    expect(refusal(s(), build(withCards(map, "Red", ["F322", "F313"])))).toBe(noLoyal);
    expect(refusal(s(), build(withCards(map, "Red", ["F322"]), "1.3", "starport"))).toBe(noLoyal);
    expect(refusal(s(), build(map))).toBe(noLoyal);
    expect(refusal(s(), build(withCards(mapOf({ "1.0": { Blue: { ship: [1, 0] } } }), "Red", ["F322"]), "1.0"))).toBe("1.0 is a gate: gates have no building slots (p.6)");
    // Another Monopoly is no match for the Material planet.
    expect(run(s(), build(withCards(map, "Red", ["F322", "F314"]))).actions?.taken).toEqual(["build"]);
  });
});

describe("chapter end: the Fate-set Cartels' cleanup (F309-F311) and the Magnate's F312B count", () => {
  const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
  function atScoring(fates: string[]): GameState {
    const record: CampaignRecord = {
      version: 2, nextAct: "II", seats: SEATS, initiative: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
      rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] },
      players: SEATS.map((colour, i) => ({ colour, fate: fates[i], power: 3, title: "regent" as const, favors: [] })),
    };
    let s = run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id) } as Command);
    s = run(s, ...SEATS.map((colour) => ({ type: "setObjective", player: colour, space: 20 }) as Command));
    const markers = s.markers.map((m, i) => (i === 0 ? { ...m, at: "tycoon" as never } : m));
    return { ...s, round: undefined, phase: "scoring", markers, players: s.players.map((p) => ({ ...p, hand: [] })) };
  }

  test("seed 003 F309/F311 'After scoring, Rivals discard all Weapons / Relics', listed before the markers' return like BC03's (p.19 step 2)", () => {
    const snap = snapshot([blankPlayer("Red", { cards: ["F309", "BC03"] }), blankPlayer("Blue", { cards: ["F311"] }), blankPlayer("Yellow")]);
    const scored = run(atScoring(["FATE11", "FATE13", "FATE14"]), { type: "score", snapshot: snap } as Command);
    const lines = scored.lastScoring!.instructions;
    expect(lines.slice(lines.length - 4, lines.length - 1)).toEqual([
      "Red's Rivals discard all Weapons (Weapon Cartel (F309))",
      "Red's Rivals discard all Material (Material Cartel (BC03, Material Guild))",
      "Blue's Rivals discard all Relics (Relic Cartel (F311))",
    ]);
    // The core's: each Rival of each holder, the type the table returns from their board to the supply.
    expect(scored.lastScoring!.discards).toEqual([
      { player: "Blue", type: "weapon" }, { player: "Yellow", type: "weapon" },
      { player: "Blue", type: "material" }, { player: "Yellow", type: "material" },
      { player: "Red", type: "relic" }, { player: "Yellow", type: "relic" },
    ]);
  });

  test("seed 003 F310 Psionic Cartel 'After scoring, Rivals discard all Psionic': Psionic for Red's Rivals; no Cartel, no discards", () => {
    const snap = snapshot([blankPlayer("Red", { cards: ["F310"] }), blankPlayer("Blue"), blankPlayer("Yellow")]);
    const scored = run(atScoring(["FATE11", "FATE13", "FATE14"]), { type: "score", snapshot: snap } as Command);
    expect(scored.lastScoring!.instructions).toContain("Red's Rivals discard all Psionic (Psionic Cartel (F310))");
    expect(scored.lastScoring!.discards).toEqual([{ player: "Blue", type: "psionic" }, { player: "Yellow", type: "psionic" }]);
    const none = run(atScoring(["FATE11", "FATE13", "FATE14"]), { type: "score", snapshot: snapshot([blankPlayer("Red"), blankPlayer("Blue"), blankPlayer("Yellow")]) } as Command);
    expect(none.lastScoring!.discards).toBeUndefined();
  });

  test("seed 003 F312B '...And Hold It: At the end of a chapter, advance 1 for each Monopoly card you have'", () => {
    const snap = snapshot([blankPlayer("Red", { cards: ["F313", "F317", "F309"] }), blankPlayer("Blue", { cards: ["F314"] }), blankPlayer("Yellow")]);
    const scored = run(atScoring(["FATE03", "FATE13", "FATE14"]), { type: "score", snapshot: snap } as Command);
    expect(scored.events.map((e) => e.text)).toContain("Red's objective advances 2 for 2 Monopoly card(s) you have (F312B): marker 20 -> 18");
    expect(campaign(scored).players.find((p) => p.colour === "Red")?.objective).toBe(18);
    const unread = run(atScoring(["FATE03", "FATE13", "FATE14"]), { type: "score", snapshot: snapshot([blankPlayer("Red"), blankPlayer("Blue"), blankPlayer("Yellow")]) } as Command);
    expect(unread.events.map((e) => e.text)).toContain("Red's objective (F312B): no cards listed: advance it by hand per Monopoly");
    expect(campaign(unread).players.find((p) => p.colour === "Red")?.objective).toBe(20);
  });
});
