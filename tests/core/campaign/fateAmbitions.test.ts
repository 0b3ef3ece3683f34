/**
 * Fate ambitions as data (rules-digest 17.4): Guardian's Edenguard (F2004) and Naturalist's
 * Blightkin (F2104), counted from the map snapshot with the First Regent holding the Empire's
 * systems (BR p.10), scored like base ambitions (p.18), and the Fates' objectives they advance
 * (F2001B, F2101B).
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { initialState } from "../../../src/core/game/engine";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { markerFirst, markerSecond } from "../../../src/core/game/rounds";
import { FATE_AMBITIONS, fateAmbitionCount } from "../../../src/core/campaign/fateAmbitions";
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);
const HANDS = [
  ["construction-2", "construction-6", "aggression-3", "aggression-4", "administration-5", "mobilization-3"],
  ["construction-3", "aggression-2", "aggression-5", "administration-2", "administration-6", "mobilization-4"],
  ["construction-4", "construction-5", "aggression-6", "administration-3", "administration-4", "mobilization-5"],
];

/**
 * Act III started with these Fates; the Guardian's and Naturalist's setups add their Laws (F2001A
 * step 6, F2101A step 4: done by the core at startAct, fates/laterSetups.ts); with `laws` false they
 * are scrapped again, a booklet without them.
 */
function actIII(fates: string[], laws = true): GameState {
  const record: CampaignRecord = {
    version: 1, nextAct: "III", seats: SEATS, initiative: "Red", firstRegent: "Yellow", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
    players: [
      { colour: "Red", fate: fates[0], power: 3, title: "regent", favors: [] },
      { colour: "Blue", fate: fates[1], power: 0, title: "outlaw", favors: [] },
      { colour: "Yellow", fate: fates[2], power: 2, title: "regent", favors: [] },
    ],
  };
  const dealt = ([] as string[]).concat(...HANDS);
  const deck = dealt.concat(campaignActionDeck(3).filter((id) => !dealt.includes(id)));
  let s = run(initialState(), { type: "startAct", record, actionDeck: deck, courtDeck: COURT, map: { systems: [] }, eventDiePlanet: "arrow" } as Command);
  const setupLaws: { [fate: string]: string } = { FATE20: "F2004", FATE21: "F2104" };
  SEATS.forEach((colour, i) => {
    if (setupLaws[fates[i]] !== undefined) expect(s.campaign?.rulesBooklet?.laws).toContainEqual([setupLaws[fates[i]]]);
    if (!laws && setupLaws[fates[i]] !== undefined) s = run(s, { type: "booklet", player: colour, action: "scrap", card: setupLaws[fates[i]] } as Command);
  });
  return run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
}

/** Red controls 3 Fuel/Material planets, Yellow (First Regent) 2 through the Empire, Blue 1 with fresh Blight. */
const MAP: MapSnapshot = {
  systems: [
    { system: "1.2", pieces: [{ owner: "Red", kind: "ship", fresh: 2, damaged: 0 }] },
    { system: "1.3", pieces: [{ owner: "Red", kind: "ship", fresh: 1, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 0, damaged: 3 }] },
    { system: "3.2", pieces: [{ owner: "Red", kind: "ship", fresh: 1, damaged: 0 }, { owner: "blight", kind: "blight", fresh: 0, damaged: 1 }] },
    { system: "3.1", pieces: [{ owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }, { owner: "blight", kind: "blight", fresh: 1, damaged: 0 }] },
    { system: "4.2", pieces: [{ owner: "empire", kind: "ship", fresh: 1, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 3, damaged: 0 }] },
    { system: "6.1", pieces: [{ owner: "empire", kind: "ship", fresh: 1, damaged: 0 }, { owner: "blight", kind: "blight", fresh: 1, damaged: 0 }] },
    { system: "2.1", pieces: [{ owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }] },
  ],
};

const atScoring = (s: GameState): GameState => ({ ...s, round: undefined, phase: "scoring", players: s.players.map((p) => ({ ...p, hand: [] })) });

test("F2004/F2104 and BR p.10: Fate ambitions count control from the map; the First Regent counts the Empire's systems", () => {
  const s = actIII(["FATE20", "FATE21", "FATE01"]);
  const campaign = s.campaign as CampaignState;
  const [edenguard, blightkin] = FATE_AMBITIONS;
  expect(SEATS.map((c) => fateAmbitionCount(edenguard, MAP, SEATS, campaign, c))).toEqual([3, 1, 2]);
  // Blightkin: systems with FRESH Blight (Red's 3.2 has only damaged Blight); Yellow holds 6.1 as First Regent.
  expect(SEATS.map((c) => fateAmbitionCount(blightkin, MAP, SEATS, campaign, c))).toEqual([0, 1, 1]);
});

test("F2004: Edenguard is declared instead of Tycoon, scored from the map like an ambition (p.18), and Tycoon is not scored", () => {
  let s = actIII(["FATE20", "FATE21", "FATE01"]);
  s = run(s, { type: "lead", player: "Red", card: "construction-2" } as Command);
  expect(refusal(s, { type: "declareFateAmbition", player: "Red", ambition: "blightkin" } as Command)).toBe("Construction 2 declares Tycoon, not Empath");
  s = run(s, { type: "declareFateAmbition", player: "Red", ambition: "edenguard" } as Command);
  const marker = s.markers.filter((m) => m.at === "tycoon")[0];
  expect(s.campaign?.fateAmbitionMarkers).toEqual([{ marker: marker.id, ambition: "edenguard" }]);
  expect(s.events[s.events.length - 1].text).toMatch(/^Red declares Edenguard instead of Tycoon \(F2004\)/);
  s = run(s, { type: "setObjective", player: "Red", space: 10 } as Command, { type: "setObjective", player: "Blue", space: 5 } as Command);
  s = run(atScoring(s), { type: "grandAmbitions", results: [] } as Command);
  const snap = snapshot(SEATS.map((c) => blankPlayer(c, { resources: { material: c === "Blue" ? 5 : 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 } })));
  expect(refusal(s, { type: "score", snapshot: snap } as Command)).toBe("send the map with the score: Fate ambitions and objectives count control (BR p.10)");
  const before = s.players.map((p) => p.power);
  s = run(s, { type: "score", snapshot: snap, map: MAP } as Command);
  // Red first (3), Yellow second (2); Blue's 5 Material win nothing: no marker on Tycoon.
  expect(s.lastScoring?.ambitions.map((a) => a.ambition)).toEqual([]);
  expect(s.players.map((p) => p.power)).toEqual([before[0] + markerFirst(marker), before[1], before[2] + markerSecond(marker)]);
  expect(s.campaign?.lastFateAmbitions?.[0]).toMatchObject({ ambition: "edenguard", first: "Red", counts: [{ player: "Red", count: 3 }, { player: "Blue", count: 1 }, { player: "Yellow", count: 2 }] });
  // F2001B: Red won Edenguard -> advances 1 per Material/Fuel planet controlled (10 -> 7).
  // F2101B: Blightkin was not declared -> Blue advances 1 per system controlled with fresh Blight (5 -> 4).
  expect(s.campaign?.players.map((p) => p.objective)).toEqual([7, 4, undefined]);
  expect(s.campaign?.fateAmbitionMarkers).toBeUndefined();
});

test("F2004, BR p.9: a Fate ambition is declared only while its Law is in the rules booklet; the map snapshot is checked", () => {
  // The Guardian holds its Fate but Edenguard Ambition (added by F2001A step 6) was scrapped: not in play.
  let g = actIII(["FATE20", "FATE18", "FATE01"], false);
  g = run(g, { type: "lead", player: "Red", card: "construction-2" } as Command);
  expect(refusal(g, { type: "declareFateAmbition", player: "Red", ambition: "edenguard" } as Command)).toBe("Edenguard is not in play: its Law (F2004) is not in the booklet (BR p.9)");
  g = run(g, { type: "booklet", player: "Red", action: "add", card: "F2004" } as Command);
  expect(run(g, { type: "declareFateAmbition", player: "Red", ambition: "edenguard" } as Command).campaign?.fateAmbitionMarkers).toHaveLength(1);
  let s = actIII(["FATE17", "FATE18", "FATE01"]);
  s = run(s, { type: "lead", player: "Red", card: "construction-2" } as Command);
  expect(refusal(s, { type: "declareFateAmbition", player: "Red", ambition: "edenguard" } as Command)).toBe("Edenguard is not in play: its Law (F2004) is not in the booklet (BR p.9)");
  s = run(atScoring(s), { type: "grandAmbitions", results: [] } as Command);
  const snap = snapshot(SEATS.map((c) => blankPlayer(c)));
  expect(refusal(s, { type: "score", snapshot: snap, map: { systems: [{ system: "1.0", pieces: [{ owner: "free", kind: "city", fresh: 1, damaged: 0 }] }] } } as Command)).toMatch(/gate has no building slots/);
  // Without a Fate ambition in play the map is optional (the base scoring is unchanged).
  expect(run(s, { type: "score", snapshot: snap } as Command).phase).toBe("deal");
});

test("F2104: Blightkin ties for first share second place (p.18)", () => {
  let s = actIII(["FATE21", "FATE20", "FATE01"]);
  s = run(s, { type: "lead", player: "Red", card: "construction-6" } as Command, { type: "declareFateAmbition", player: "Red", ambition: "blightkin" } as Command);
  const marker = s.markers.filter((m) => m.at === "empath")[0];
  s = run(atScoring(s), { type: "grandAmbitions", results: [] } as Command);
  const before = s.players.map((p) => p.power);
  s = run(s, { type: "score", snapshot: snapshot(SEATS.map((c) => blankPlayer(c))), map: MAP } as Command);
  expect(s.campaign?.lastFateAmbitions?.[0].notes).toEqual(["Blue and Yellow tie for first place in Blightkin with 1: all of them get second place and no bonus (p.18)"]);
  expect(s.players.map((p) => p.power)).toEqual([before[0], before[1] + markerSecond(marker), before[2] + markerSecond(marker)]);
});

test("seed 003 F123 Imperial Sponsor with F2004: Edenguard declared instead of Tycoon is not the Sponsored ambition (its marker lies on the Edenguard tile), so the token stays and no Power is gained; declaring Tycoon itself is", () => {
  const sponsored = (s: GameState): GameState => ({ ...s, campaign: { ...(s.campaign as CampaignState), sponsored: "tycoon", trust: ["fuel"] } });
  let s = sponsored(actIII(["FATE20", "FATE21", "FATE01"]));
  s = run(s, { type: "lead", player: "Red", card: "construction-2" } as Command);
  const power = s.players.filter((p) => p.colour === "Red")[0].power;
  const eden = run(s, { type: "declareFateAmbition", player: "Red", ambition: "edenguard" } as Command);
  expect((eden.campaign as CampaignState).sponsored).toBe("tycoon");
  expect(eden.players.filter((p) => p.colour === "Red")[0].power).toBe(power);
  const tycoon = run(s, { type: "declare", player: "Red", ambition: "tycoon" } as Command);
  expect((tycoon.campaign as CampaignState).sponsored).toBeUndefined();
  expect(tycoon.events.map((e) => e.text).join("\n")).toContain("Red declares the Sponsored ambition (F123)");
});
