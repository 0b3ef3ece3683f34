/**
 * Issue 35: objectives the core counts at the end of a chapter (src/core/campaign/fates/objectives.ts),
 * from the scoring report, the state and the map sent with the score (BR p.10 control; BR p.8: the
 * objective is complete when its marker reaches 0). Cards: seed 003 F101B, F201B (Act I), F112B,
 * F712B, F1501B (Act II).
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { initialState } from "../../../src/core/game/engine";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { blankPlayer, run, snapshot } from "../game/helpers";
import { startCampaign } from "./fixtures";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);

/** The chapter's end with markers on `ambitions` (Act I's markers, first of the list first), hands empty. */
function atScoring(s: GameState, ambitions: string[], campaign: Partial<CampaignState> = {}): GameState {
  const markers = s.markers.map((m, i) => (i < ambitions.length ? { ...m, at: ambitions[i] as never } : m));
  return { ...s, round: undefined, phase: "scoring", markers, players: s.players.map((p) => ({ ...p, hand: [] })), campaign: { ...(s.campaign as CampaignState), ...campaign } };
}

function actI(): GameState {
  const s = startCampaign({
    type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: COURT, governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
  });
  return run(s, { type: "setObjective", player: "Red", space: 20 } as Command, { type: "setObjective", player: "Blue", space: 17 } as Command);
}

const objectives = (s: GameState) => (s.campaign as CampaignState).players.map((p) => p.objective);
const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");

/** Blue controls 4.1 and 5.2 alone; the Empire holds 1.1 (Red's, as First Regent, for standing control). */
const MAP_I: MapSnapshot = {
  systems: [
    { system: "4.1", pieces: [{ owner: "Blue", kind: "ship", fresh: 2, damaged: 0 }] },
    { system: "5.2", pieces: [{ owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }] },
    { system: "1.1", pieces: [{ owner: "empire", kind: "ship", fresh: 1, damaged: 0 }] },
  ],
};

/** Red wins Tycoon with 3 Material and 1 city left on its board (bonus city Power); Blue wins Warlord with 2 Trophies. */
const SNAP_I = snapshot([
  blankPlayer("Red", { resources: { material: 3, fuel: 0, weapon: 0, relic: 0, psionic: 0 }, citiesOnBoard: 1 }),
  blankPlayer("Blue", { trophies: 2 }),
  blankPlayer("Yellow"),
]);

describe("Act I objectives counted by the core", () => {
  test("seed 003 F101B, BR p.8: the Steward as First Regent advances 1 per Power gained from an ambition won, bonus city Power included", () => {
    const s = run(atScoring(actI(), ["tycoon", "warlord"]), { type: "score", snapshot: SNAP_I, map: MAP_I } as Command);
    expect((s.campaign as CampaignState).firstRegent).toBe("Red");
    const tycoon = s.lastScoring!.ambitions.filter((a) => a.ambition === "tycoon")[0];
    const award = tycoon.awards.filter((a) => a.player === "Red" && a.place === "first")[0];
    expect(award.bonus).toBeGreaterThan(0);
    expect(objectives(s)[0]).toBe(20 - award.power);
    expect(texts(s)).toContain(`Red's objective advances ${award.power} for an ambition won as First Regent (${award.power} Power) (F101B): marker 20 -> ${20 - award.power}`);
  });

  test("seed 003 F201B: the Founder as an Outlaw advances 3 per ambition won and, at chapter end, 1 per system controlled (from the map); as a Regent nothing", () => {
    const outlaw = (s: GameState) => ({ players: (s.campaign as CampaignState).players.map((p) => (p.colour === "Blue" ? { ...p, title: "outlaw" as const } : p)) });
    const base = actI();
    const s = run(atScoring(base, ["tycoon", "warlord"], outlaw(base)), { type: "score", snapshot: SNAP_I, map: MAP_I } as Command);
    expect(s.lastScoring!.ambitions.filter((a) => a.ambition === "warlord")[0].first).toBe("Blue");
    expect(objectives(s)[1]).toBe(17 - 3 - 2);
    expect(texts(s)).toContain("Blue's objective advances 2 for 2 system(s) controlled as an Outlaw (F201B): marker 14 -> 12");
    const regent = run(atScoring(base, ["tycoon", "warlord"]), { type: "score", snapshot: SNAP_I, map: MAP_I } as Command);
    expect(objectives(regent)[1]).toBe(17);
  });

  test("F101B: not First Regent, no advance; F201B without the map: the wins are counted, the systems told to be counted by hand", () => {
    const base = actI();
    const notRegent = run(atScoring(base, ["tycoon"], { firstRegent: "Yellow" }), { type: "score", snapshot: SNAP_I, map: MAP_I } as Command);
    expect(objectives(notRegent)[0]).toBe(20);
    const players = (base.campaign as CampaignState).players.map((p) => (p.colour === "Blue" ? { ...p, title: "outlaw" as const } : p));
    const noMap = run(atScoring(base, ["tycoon", "warlord"], { players }), { type: "score", snapshot: SNAP_I } as Command);
    expect(objectives(noMap)[1]).toBe(14);
    expect(texts(noMap)).toContain("Blue's objective (F201B): no map sent: advance it by hand for each system you control");
  });
  test("seed 003 F501B: 'Each time you win an ambition, advance 2 for each Golem you have' (the Golems the table read); none read, told by hand", () => {
    const s = startCampaign({
      type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: COURT, governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE05", "FATE02", "FATE03"],
    });
    const base = atScoring(run(s, { type: "setObjective", player: "Red", space: 20 } as Command), ["tycoon", "keeper"]);
    const red = { resources: { material: 3, fuel: 0, weapon: 0, relic: 2, psionic: 0 }, citiesOnBoard: 1 };
    const golems = run(base, { type: "score", snapshot: snapshot([blankPlayer("Red", { ...red, golems: 3 }), blankPlayer("Blue", { golems: 1 }), blankPlayer("Yellow")]) } as Command);
    expect(objectives(golems)[0]).toBe(20 - 6 - 6);
    expect(texts(golems)).toContain("Red's objective advances 6 for an ambition won with 3 Golem(s) (F501B): marker 20 -> 14");
    const none = run(base, { type: "score", snapshot: snapshot([blankPlayer("Red", { ...red, golems: 0 }), blankPlayer("Blue"), blankPlayer("Yellow")]) } as Command);
    expect(objectives(none)[0]).toBe(20);
    const unread = run(base, { type: "score", snapshot: snapshot([blankPlayer("Red", red), blankPlayer("Blue"), blankPlayer("Yellow")]) } as Command);
    expect(objectives(unread)[0]).toBe(20);
    expect(texts(unread)).toContain("Red's objective (F501B): no Golems read, advance it by hand");
  });
});

function actII(): GameState {
  const record: CampaignRecord = {
    version: 1, nextAct: "II", seats: SEATS, initiative: "Red", firstRegent: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
    players: [
      { colour: "Red", fate: "FATE01", power: 3, title: "regent", favors: [] },
      { colour: "Blue", fate: "FATE07", power: 2, title: "regent", favors: [] },
      { colour: "Yellow", fate: "FATE15", power: 2, title: "regent", favors: [] },
    ],
  };
  let s = run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command);
  s = run(s, ...SEATS.map((colour) => ({ type: "setObjective", player: colour, space: 20 }) as Command));
  return s;
}

/** The Empire controls 1.1 and 1.2 (cluster 1) and the gate 2.0 (cluster 2); Yellow controls the Weapon planet 5.1 and the Fuel planet 5.2. */
const MAP_II: MapSnapshot = {
  systems: [
    { system: "1.1", pieces: [{ owner: "empire", kind: "ship", fresh: 1, damaged: 0 }] },
    { system: "1.2", pieces: [{ owner: "empire", kind: "ship", fresh: 2, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 3, damaged: 0 }] },
    { system: "2.0", pieces: [{ owner: "empire", kind: "ship", fresh: 1, damaged: 0 }] },
    { system: "5.1", pieces: [{ owner: "Yellow", kind: "ship", fresh: 1, damaged: 0 }] },
    { system: "5.2", pieces: [{ owner: "Yellow", kind: "ship", fresh: 1, damaged: 0 }] },
  ],
};

describe("Act II objectives counted by the core", () => {
  test("seed 003 F112B, F712B, F1501B at the end of a chapter: Empire clusters and the Trust; Empire planets for a Regent; Weapons had and Weapon planets controlled", () => {
    const snap = snapshot([blankPlayer("Red"), blankPlayer("Blue"), blankPlayer("Yellow", { resources: { material: 0, fuel: 0, weapon: 3, relic: 0, psionic: 0 } })]);
    const s = run(atScoring(actII(), [], { trust: ["weapon", "relic"] }), { type: "score", snapshot: snap, map: MAP_II } as Command);
    // Red: 2 clusters (1 and 2) + 2 in the Trust; Blue: 2 Empire planets (the gate 2.0 is no planet); Yellow: 3 Weapons + 1 Weapon planet.
    expect(objectives(s)).toEqual([16, 18, 16]);
    expect(texts(s)).toContain("Red's objective advances 2 for 2 cluster(s) where the Empire controls systems (F112B)");
    expect(texts(s)).toContain("Blue's objective advances 2 for 2 planet(s) controlled by the Empire (F712B)");
    expect(texts(s)).toContain("Yellow's objective advances 1 for 1 Weapon planet(s) you control (F1501B)");
  });

  test("F112B's Trust line counts even if the Steward is not First Regent; F712B needs a Regent", () => {
    const base = actII();
    const players = (base.campaign as CampaignState).players.map((p) => (p.colour === "Blue" ? { ...p, title: "outlaw" as const } : p));
    const snap = snapshot(SEATS.map((c) => blankPlayer(c)));
    const s = run(atScoring(base, [], { trust: ["fuel"], firstRegent: "Yellow", players }), { type: "score", snapshot: snap, map: MAP_II } as Command);
    // Red: the Trust's 1 only; Blue (an Outlaw): nothing; Yellow (First Regent) holds the Empire's 1.1, a Weapon planet, and 5.1.
    expect(objectives(s)).toEqual([19, 20, 18]);
  });
});
