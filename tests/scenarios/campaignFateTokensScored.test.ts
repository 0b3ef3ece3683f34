/**
 * Issue 35 through the TTS fake: the Fate tokens lying on the map go with the chapter's score
 * (src/tts/lib/fateTokensOnMap.ts, `MapSnapshot.fateTokens`), and the core counts the objectives
 * that read them (src/core/campaign/fates/objectiveTokens.ts). Seed 003 F1001B (Hegemon: 1 per
 * Banner on the map, again after an ambition won), F1601B (Warden: 2 per Seat controlled, 1 per
 * city in each Fief whose Seat lies on your city, F1602, F1609). A token off the map counts for nothing.
 * A Rumor face down goes as "Rumor" (F1211: its face is the Pirate's secret). The pieces in the map
 * centre's zone, the Twisted Passage, go with them (`twisted`: F2201B's control, F2205).
 */
import type { Colour } from "../../src/core/data/vocabulary";
import { system } from "../../src/core/data/map";
import type { Command, GameState } from "../../src/core/game/types";
import type { MapSnapshot } from "../../src/core/map/snapshot";
import type { CampaignState } from "../../src/core/campaign/types";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { GLOBAL_GUID } from "../../tools/ttsFake/table";
import { loadWithGame, spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { fateSetCardInto, scoreAtTable } from "../support/fateTable";
import { stagedChapterEnd } from "../support/campaignRun";

/** Act II, chapter 1 ends with nothing declared: Red plays the Warden (FATE16), Blue the Hegemon (FATE10), markers on 20. */
function actTwoChapterEnd(): GameState {
  const s = stagedChapterEnd(5, 3, "II", 1, { Red: ["FATE16", "B"], Blue: ["FATE10", "B"], Yellow: ["FATE09", "B"] });
  const c = s.campaign as CampaignState;
  for (const p of c.players) p.objective = 20;
  for (const m of s.markers) m.at = "available";
  return s;
}

/** `n` tokens of the kind bag `kind` (f10-banner ...) out of the Fate-set tokens bag, each to a spot. */
function tokens(table: TtsTable, kind: string, spots: { x: number; y: number; z: number }[]): FakeObject[] {
  const outer = table.withTag("fate-token-bag")[0];
  const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === kind)!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  return spots.map((at) => table.playerTake(bag, { position: { ...at, y: 2 } })!);
}

/** One of `colour`'s cities off the map (on its board), dropped at `at` as its player would. */
function cityTo(table: TtsTable, colour: string, at: { x: number; y: number; z: number }): FakeObject {
  const city = table.find((o) => o.tags.includes("city") && o.tags.includes(colour) && !table.world.zonesContaining(o).some((z) => z.tags.includes("system")))[0];
  table.drop(colour, city, at);
  return city;
}

describe("seed 003 F1001B, F1601B: Fate tokens on the map counted at the chapter's end", () => {
  let table: TtsTable;
  const A = "1.1";
  const B = "2.2";
  beforeAll(() => {
    table = loadWithGame(builtSave().save as unknown as SaveFile, actTwoChapterEnd(), "Red");
    // Red's city and 2 ships in 1.1 with the Seat above the city; Blue's city in 1.2 (cluster 1 too).
    const za = zoneOf(table, "system", A);
    const city = cityTo(table, "Red", spotIn(za, 0));
    takePieces(table, "ship", "Red", 2, za, 4);
    cityTo(table, "Blue", spotIn(zoneOf(table, "system", "1.2"), 0));
    tokens(table, "f16-seat", [{ ...city.position, x: city.position.x + 0.05 }]);
    // 2 Banners on the map, 1 in Blue's play area (off the map).
    const area = zoneOf(table, "play-area", "Blue");
    tokens(table, "f10-banner", [spotIn(zoneOf(table, "system", B), 1), spotIn(za, 8), spotIn(area, 2)]);
    // The Pirate's Rumors, face down on 3.1 and 4.2 as F1208A places them: their faces are its secret.
    for (const r of [...tokens(table, "f12-true-rumor", [spotIn(zoneOf(table, "system", "3.1"), 3)]), ...tokens(table, "f12-false-rumor", [spotIn(zoneOf(table, "system", "4.2"), 3)])]) table.flip("Red", r);
    // 2 of Yellow's ships in the Twisted Passage (the map centre's zone).
    takePieces(table, "ship", "Yellow", 2, zoneOf(table, "twisted-passage", "Twisted Passage"), 0);
    table.settle();
    table.callScript(GLOBAL_GUID, "arcsScoringRecount");
    table.settle();
  });

  test("the score sends the tokens on the map, the Seat naming the city beneath it; the objectives advance by them", () => {
    expect(system(A)!.cluster).toBe(system("1.2")!.cluster);
    const s = coreState(table) as GameState;
    table.clickUi(s.initiative, "arcsScoringConfirmButton");
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    const score = tableLog(table).commands.find((c) => c.type === "score") as Extract<Command, { type: "score" }>;
    const sent = (score.map as MapSnapshot).fateTokens!;
    expect(sent.map((t) => `${t.system}:${t.token}:${t.on ?? ""}`).sort()).toEqual([`${A}:Banner:`, `${A}:Seat 1st:Red`, `${B}:Banner:`, "3.1:Rumor:", "4.2:Rumor:"].sort());
    expect((score.map as MapSnapshot).twisted).toEqual([{ owner: "Yellow", kind: "ship", fresh: 2, damaged: 0 }]);
    // F1211: a face-down Rumor is read by its back; neither face reaches the log any seat may export.
    expect(JSON.stringify(tableLog(table))).not.toMatch(/True Rumor|False Rumor|Correct/);
    const after = coreState(table) as GameState;
    const objective = (c: Colour) => (after.campaign as CampaignState).players.find((p) => p.colour === c)!.objective;
    // Blue: 2 Banners on the map, no ambition won. Red: 1 Seat controlled (2) + 2 cities in cluster 1.
    expect(objective("Blue")).toBe(18);
    expect(objective("Red")).toBe(20 - 2 - 2);
    expect(table.messages.map((m) => m.text).join("\n")).toContain("Red's objective advances 2 for 2 city(ies) in the 1 Fief(s) you are Lord of (F1601B)");
  });
});

describe("seed 003 F1003 Banners of Hegemony 'Valuable': 2 extra Power per Banner in your Trophies when scoring Warlord", () => {
  let table: TtsTable;
  beforeAll(() => {
    const s = actTwoChapterEnd();
    const c = s.campaign as CampaignState;
    c.rulesBooklet = { edicts: c.rulesBooklet?.edicts ?? [], laws: [["F1003"]] };
    s.markers[0].at = "warlord";
    table = loadWithGame(builtSave().save as unknown as SaveFile, s, "Red");
    // Yellow took 2 of Blue's Banners as Trophies and a Blue ship; Red has 2 Blue ships (it places first).
    tokens(table, "f10-banner", [spotIn(zoneOf(table, "trophies", "Yellow"), 0), spotIn(zoneOf(table, "trophies", "Yellow"), 1)]);
    takePieces(table, "ship", "Blue", 1, zoneOf(table, "trophies", "Yellow"), 2);
    takePieces(table, "ship", "Blue", 2, zoneOf(table, "trophies", "Red"), 0);
    table.settle();
    table.callScript(GLOBAL_GUID, "arcsScoringRecount");
    table.settle();
  });

  test("the score sends the Banners among the Trophies; Yellow gains 4 beside its place, said on Warlord's line", () => {
    const before = coreState(table) as GameState;
    table.clickUi(before.initiative, "arcsScoringConfirmButton");
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    const score = tableLog(table).commands.find((c) => c.type === "score") as Extract<Command, { type: "score" }>;
    const yellow = score.snapshot.players.find((p) => p.colour === "Yellow")!;
    expect([yellow.trophies, yellow.banners]).toEqual([3, 2]);
    expect(score.snapshot.players.find((p) => p.colour === "Red")!.banners).toBeUndefined();
    const after = coreState(table) as GameState;
    const warlord = after.lastScoring!.ambitions.find((a) => a.ambition === "warlord")!;
    const placed = warlord.awards.filter((a) => a.player === "Yellow").reduce((n, a) => n + a.power, 0);
    const gain = (x: GameState, c: Colour) => x.players.find((p) => p.colour === c)!.power;
    expect(gain(after, "Yellow") - gain(before, "Yellow")).toBe(placed + 4);
    expect(table.messages.map((m) => m.text).join("\n")).toContain("Yellow +4 for 2 Banner(s) in Trophies (Banners of Hegemony (F1003))");
  });
});

describe("seed 003 F1802 Vow of Survival 'When returning Captives, you keep 1 Captive for each Bunker on the map' (Tyrant scored: Captives returned, p.19)", () => {
  test("Red, with the card in its play area, 3 Captives and 2 Bunkers on the map (a third off it), keeps 2 agents; Blue's Captive goes home", () => {
    const s = actTwoChapterEnd();
    s.markers[0].at = "tyrant";
    const table = loadWithGame(builtSave().save as unknown as SaveFile, s, "Red");
    fateSetCardInto(table, "F1802", "Red");
    takePieces(table, "agent", "Blue", 3, zoneOf(table, "captives", "Red"), 0);
    takePieces(table, "agent", "Red", 1, zoneOf(table, "captives", "Blue"), 0);
    tokens(table, "f18-bunker", [spotIn(zoneOf(table, "system", "1.1"), 1), spotIn(zoneOf(table, "system", "2.2"), 1), spotIn(zoneOf(table, "play-area", "Red"), 3)]);
    table.settle();
    scoreAtTable(table);
    expect((coreState(table) as GameState).lastScoring!.keepCaptives).toEqual([{ player: "Red", captives: 2 }]);
    const agentsIn = (zone: string, colour: Colour) => table.world.objectsIn(zoneOf(table, zone, colour)).filter((o) => o.tags.includes("agent")).length;
    expect(agentsIn("captives", "Red")).toBe(2);
    expect(agentsIn("captives", "Blue")).toBe(0);
  });
});

describe("seed 003 F1803 'Bunker tokens are your Loyal pieces': a destroyed Bunker in a Rival's Trophies goes home with the Trophies (Warlord scored, p.19)", () => {
  test("Yellow's Bunker Trophy counts for Warlord and returns to the Survivalist's Bunker bag, fresh side up", () => {
    const s = stagedChapterEnd(5, 3, "III", 1, { Red: ["FATE18", "C"], Blue: ["FATE19", "C"], Yellow: ["FATE24", "C"] });
    for (const m of s.markers) m.at = "available";
    s.markers[0].at = "warlord";
    const table = loadWithGame(builtSave().save as unknown as SaveFile, s, "Red");
    const [bunker] = tokens(table, "f18-bunker", [spotIn(zoneOf(table, "trophies", "Yellow"), 0)]);
    table.flip("Yellow", bunker);
    table.settle();
    const score = scoreAtTable(table);
    expect(score.snapshot.players.find((p) => p.colour === "Yellow")!.trophies).toBe(1);
    expect(table.find((o) => o === bunker)).toEqual([]);
    const bag = table.find((o) => o.tags.includes("fate-token-supply") && o.data.GMNotes === "f18-bunker")[0];
    expect(bag.contents.length).toBe(9);
    expect(bag.contents.every((o) => (o.Transform as { rotZ: number }).rotZ % 360 === 0)).toBe(true);
  });
});
