/**
 * Issue 35 through the TTS fake: Act III grand ambitions the core checks from the Fate tokens lying on
 * the map, which the table sends with the chapter's score (src/tts/lib/fateTokensOnMap.ts;
 * src/core/campaign/fates/grandChecks.ts; BR p.9). Seed 003 F1507B (Peacekeeper: "2 clusters or more
 * are at Peace" / "5 clusters or more", a Ceasefire face up, F1508) and F1617B (Warden: "You are Lord
 * of more Fiefs than each Rival" / "You control more Seats than the current Chapter"): the chapter-end
 * panel's rows say what the core counted and offer no buttons for those lines.
 */
import type { GameState } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { GLOBAL_GUID } from "../../tools/ttsFake/table";
import { loadWithGame, spotIn, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { stagedChapterEnd } from "../support/campaignRun";

/** Act III, chapter 1 ends with nothing declared: Red plays the Peacekeeper (FATE15), Blue the Warden (FATE16), Yellow the Pathfinder. */
function actThreeChapterEnd(): GameState {
  const s = stagedChapterEnd(5, 3, "III", 1, { Red: ["FATE15", "B"], Blue: ["FATE16", "B"], Yellow: ["FATE09", "B"] });
  for (const m of s.markers) m.at = "available";
  return s;
}

/** A token of the Fate-set kind bag `kind` out of the Fate-set tokens bag into system `id`'s zone. */
function tokenIn(table: TtsTable, kind: string, id: string): FakeObject {
  const outer = table.withTag("fate-token-bag")[0];
  const inner = outer.contents.find((o) => o.GMNotes === kind);
  const bag = inner === undefined ? table.find((o) => o.data.GMNotes === kind)[0] : table.playerTake(outer, { guid: inner.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  return table.playerTake(bag, { position: { ...spotIn(zoneOf(table, "system", id), 2), y: 2 } })!;
}

describe("seed 003 F1507B, F1617B: grand ambitions read from the Fate tokens on the map (BR p.9)", () => {
  test("2 Ceasefires face up (clusters 1, 2) and 1 face down (cluster 3): Red's first line is met, the second not; Blue, with no Seat, meets neither; no buttons for them", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, actThreeChapterEnd(), "Red");
    tokenIn(table, "f15-ceasefire", "1.0");
    tokenIn(table, "f15-ceasefire", "2.0");
    table.flip("Red", tokenIn(table, "f15-ceasefire", "3.0"));
    table.settle();
    table.callScript(GLOBAL_GUID, "arcsScoringRecount");
    table.settle();
    expect(table.ui().text("arcsGrandRedText")).toBe("The core counts: F1507B yes (2 cluster(s) at Peace); F1507B no (2 cluster(s) at Peace). Nothing for you to give.");
    expect(table.ui().text("arcsGrandBlueText")).toContain("F1617B no (0 Seat(s) controlled, chapter 1). Nothing for you to give.");
    for (let k = 0; k <= 2; k++) expect(table.ui().isShown(`arcsGrandRed_${k}`)).toBe(false);
    expect(table.ui().text("arcsScoringText")).toContain("Red fulfils one grand ambition");
    expect(table.scriptErrors).toEqual([]);
  });
});
