/**
 * Act II & III setup on the carried-over map (BR p.7 steps C-E) and the 2-player ambition boxes of
 * Act I (BR p.5 step Q).
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { initialState } from "../../../src/core/game/engine";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { ambitionBoxTokens, laterActBoard } from "../../../src/core/campaign/laterActSetup";
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { CampaignRecord } from "../../../src/core/campaign/types";
import { refusal, run } from "../game/helpers";
import { startCampaign } from "./fixtures";

const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id).concat(["L01", "L02", "L03"]);

const MAP: MapSnapshot = {
  systems: [
    { system: "1.0", pieces: [{ owner: "Red", kind: "ship", fresh: 0, damaged: 1 }] },
    { system: "2.0", pieces: [{ owner: "empire", kind: "ship", fresh: 1, damaged: 0 }] },
    { system: "3.0", pieces: [{ owner: "blight", kind: "blight", fresh: 1, damaged: 0 }] },
    { system: "4.0", pieces: [{ owner: "Blue", kind: "flagship", fresh: 1, damaged: 0 }] },
    // A gate with only a building-free Free city elsewhere is still "no Blight and no ships".
    { system: "5.0", pieces: [] },
    // Cluster 1: the crescent has Blight, so every planet of the cluster without Blight gets one.
    { system: "1.2", pieces: [{ owner: "blight", kind: "blight", fresh: 0, damaged: 1 }] },
    { system: "1.3", pieces: [{ owner: "blight", kind: "blight", fresh: 1, damaged: 0 }] },
    // Cluster 2: the crescent has no Blight (a player's ships do not matter at planets).
    { system: "2.2", pieces: [{ owner: "Red", kind: "ship", fresh: 3, damaged: 0 }] },
  ],
};

describe("BR p.7 steps C-D: Blight on the carried-over map", () => {
  test("step C: a damaged Blight on each gate with no Blight and no ships (any owner's ship, a Flagship included)", () => {
    const r = laterActBoard(MAP, "crescent");
    const gates = r.blight.filter((id) => id.endsWith(".0"));
    expect(gates).toEqual(["5.0", "6.0"]);
  });

  test("step D: the rolled planet in each cluster, or each Blight-free planet of a cluster whose rolled planet has Blight", () => {
    const r = laterActBoard(MAP, "crescent");
    const planets = r.blight.filter((id) => !id.endsWith(".0"));
    // Cluster 1's crescent (1.2) has Blight: its arrow (1.1) gets one, its hex (1.3) already has Blight.
    expect(planets).toEqual(["1.1", "2.2", "3.2", "4.2", "5.2", "6.2"]);
    expect(r.blightShort).toBe(0);
  });

  test("an empty map takes a Blight on every gate and on each cluster's rolled planet", () => {
    const r = laterActBoard({ systems: [] }, "hex");
    expect(r.blight).toEqual(["1.0", "2.0", "3.0", "4.0", "5.0", "6.0", "1.3", "2.3", "3.3", "4.3", "5.3", "6.3"]);
  });

  test("the 24 Blight of the box (BR p.4) cap the placements; the shortfall is counted, gates first", () => {
    const crowded: MapSnapshot = {
      systems: [
        { system: "1.1", pieces: [{ owner: "blight", kind: "blight", fresh: 10, damaged: 0 }] },
        { system: "4.1", pieces: [{ owner: "blight", kind: "blight", fresh: 0, damaged: 10 }] },
      ],
    };
    const r = laterActBoard(crowded, "crescent");
    expect(r.blight).toEqual(["1.0", "2.0", "3.0", "4.0"]);
    expect(r.blightShort).toBe(8);
  });
});

describe("2 players: resources on the ambition boxes", () => {
  test("BR p.5 step Q: Material and Fuel on Tycoon, Weapons on Warlord, Relics on Keeper, Psionics on Empath", () => {
    // Clusters 1-2: weapon, fuel, material | psionic, weapon, relic (game-data.md §1).
    expect(ambitionBoxTokens([1, 2])).toEqual({ tokens: ["weapon", "fuel", "material", "psionic", "weapon", "relic"], tycoon: 2, warlord: 2, keeper: 1, empath: 1 });
  });

  test("BR p.7 step E: a cluster rolled twice gives its tokens twice (each roll names one cluster)", () => {
    expect(ambitionBoxTokens([4, 4])).toMatchObject({ tycoon: 4, warlord: 0, keeper: 2, empath: 0 });
    expect(ambitionBoxTokens([4, 4]).tokens).toHaveLength(6);
  });

  test("BR p.5 step Q: a 2-player Act I puts the Imperial clusters' resources on the boxes; 3 players do not", () => {
    const two = startCampaign({
      type: "startCampaign", seats: ["Red", "Blue"], actionDeck: campaignActionDeck(2), courtDeck: COURT,
      governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02"], numberDie: 6, eventDiePlanet: "hex",
    });
    // Imperial clusters 6 and 1 (the rolled cluster and the next clockwise, BR p.5 step N).
    expect(two.thirdPlayer).toEqual(ambitionBoxTokens([6, 1]));
    expect(two.thirdPlayer).toMatchObject({ tycoon: 4, warlord: 1, keeper: 0, empath: 1 });
    const three = startCampaign({
      type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3), courtDeck: COURT,
      governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
    });
    expect(three.thirdPlayer).toBeUndefined();
  });
});

describe("startAct (BR p.7)", () => {
  const record = (seats: Colour[]): CampaignRecord => ({
    version: 1, nextAct: "II", seats, initiative: seats[0], booklet: ["AID04", "AID03", "AID05"], policy: "peace",
    players: seats.map((colour) => ({ colour, fate: colour === "Red" ? "FATE01" : colour === "Blue" ? "FATE02" : "FATE03", power: 2, title: "regent" as const, favors: [] })),
  });
  const start = (seats: Colour[], over: Record<string, unknown>): Command =>
    ({ type: "startAct", record: record(seats), actionDeck: campaignActionDeck(seats.length), courtDeck: COURT, map: MAP, eventDiePlanet: "crescent", ...over }) as Command;
  const init = (): GameState => initialState();

  test("refused without the map, the event die or (2 players) the two number-die rolls; state untouched", () => {
    const s = init();
    const before = JSON.stringify(s);
    expect(refusal(s, start(["Red", "Blue", "Yellow"], { map: undefined }))).toBe("send the map: the new Act adds Blight to it (BR p.7)");
    expect(refusal(s, start(["Red", "Blue", "Yellow"], { eventDiePlanet: "star" }))).toBe("roll the event die for the new Blight (BR p.7)");
    expect(refusal(s, start(["Red", "Blue"], {}))).toBe("roll the number die twice for the ambition boxes (BR p.7)");
    expect(refusal(s, start(["Red", "Blue"], { numberDice: [3, 7] }))).toBe("roll the number die twice for the ambition boxes (BR p.7)");
    expect(refusal(s, start(["Red", "Blue", "Yellow"], { numberDice: [1, 2] }))).toBe("only 2 players roll the number die for the ambition boxes (BR p.7)");
    const badMap = { systems: [{ system: "9.9", pieces: [] }] };
    expect(refusal(s, start(["Red", "Blue", "Yellow"], { map: badMap }))).toMatch(/9\.9/);
    expect(JSON.stringify(s)).toBe(before);
  });

  test("3 players: the Blight to place is in the state and told to the table; no ambition-box resources", () => {
    const s = run(init(), start(["Red", "Blue", "Yellow"], {}));
    expect(s.campaign?.actBoard).toEqual(laterActBoard(MAP, "crescent"));
    expect(s.thirdPlayer).toBeUndefined();
    expect(s.events.map((e) => e.text).join("\n")).toContain("5.0, 6.0, 1.1, 2.2, 3.2, 4.2, 5.2, 6.2");
  });

  test("a table that cannot read its map sends neither map nor dice: the steps are told to be done by hand", () => {
    const s = run(init(), start(["Red", "Blue"], { map: undefined, eventDiePlanet: undefined }));
    expect(s.campaign?.actBoard).toBeUndefined();
    expect(s.thirdPlayer).toBeUndefined();
    expect(s.events.map((e) => e.text).join("\n")).toContain("no map read: by hand, put 1 damaged Blight on each empty gate");
    // Half of it is no answer: the map without the die, or the die without the map.
    expect(refusal(init(), start(["Red", "Blue", "Yellow"], { eventDiePlanet: undefined }))).toBe("roll the event die for the new Blight (BR p.7)");
  });

  test("2 players: the two rolled clusters' resources go onto the ambition boxes", () => {
    const s = run(init(), start(["Red", "Blue"], { numberDice: [2, 5] }));
    expect(s.thirdPlayer).toEqual(ambitionBoxTokens([2, 5]));
    expect(s.events.map((e) => e.text).join("\n")).toContain("number die 2 and 5: those clusters");
  });
});
