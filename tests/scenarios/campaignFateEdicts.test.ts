/**
 * The Fate edicts whose Power the core moves, pressed at the table on the BUILT save's Global in the
 * TTS fake (issue 35; src/tts/campaign/eventPhase/clicks.ts onEdictDone, core/campaign/fates/fateEdicts.ts;
 * BR p.20: the rules booklet's edicts resolve in their slot's turn in the Edicts, the First Regent
 * presses Edict done). Seed 003: F1510 Peace Dividends ("Players gain 2 Power for each system they
 * control in clusters at Peace"), its Edict done reading the map with its Ceasefires; F1619 Lords
 * Gain Power ("The Fief's Lord gains 3 Power"), reading the Seats; F1903 Rebuke of the Keepers ("If
 * Keeper is declared and the Redeemer is not winning it, the Redeemer loses Power equal to Keeper's
 * first place"), reading the boards as the chapter's scoring does.
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takeCity, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { ships } from "../support/battleTable";
import { campaignPieces } from "../support/campaignBattle";
import { edictDue, keeperDeclared } from "../core/campaign/edictFixtures";

const game = (table: TtsTable): GameState => coreState(table)!;
const power = (table: TtsTable) => game(table).players.map((p) => p.power);
const toAll = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
const sent = (table: TtsTable) => tableLog(table).commands.filter((c) => c.type === "edictDone").pop() as Extract<Command, { type: "edictDone" }> | undefined;

/** A token of a Fate-set token bag (`kind`, e.g. "f15-ceasefire") laid at `at`, face down if told. */
function tokenAt(table: TtsTable, kind: string, at: { x: number; z: number }, faceDown = false): FakeObject {
  const outer = table.withTag("fate-token-bag")[0];
  const inner = outer.contents.find((o) => o.GMNotes === kind);
  const bag = inner === undefined ? table.find((o) => o.data.GMNotes === kind)[0] : table.playerTake(outer, { guid: inner.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  const token = table.playerTake(bag, { position: { x: at.x, y: 2, z: at.z }, rotation: { x: 0, y: 180, z: faceDown ? 180 : 0 } })!;
  table.settle();
  return token;
}

/** Edict done pressed by `colour`; another than Blue, the First Regent, does not see it, so the press is forged (a panel redrawn meanwhile). */
function pressDone(table: TtsTable, colour = "Blue"): void {
  table.messages.length = 0;
  if (colour === "Blue") table.clickUi(colour, "arcsEventEdictDone");
  else table.forgeUiClick(colour, "arcsEventEdictDone");
  table.settle();
}

describe("seed 003 F1510 Peace Dividends at the table (BR p.20)", () => {
  test("Blue, the First Regent, presses Edict done: the map is read with its Ceasefires; Red gains 4 for 2 systems in cluster 1 at Peace, Blue 2 for the Empire's 1.3 under Peace", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, edictDue("F1510"), "Red");
    expect(table.ui().text("arcsEventStatus")).toContain("but its Power, which the script moves, then Blue presses Edict done");
    tokenAt(table, "f15-ceasefire", zoneOf(table, "system", "1.0").position);
    tokenAt(table, "f15-ceasefire", zoneOf(table, "system", "2.0").position, true);
    ships(table, "Red", "1.1", 2);
    ships(table, "Red", "1.2", 1);
    ships(table, "Blue", "2.1", 2);
    campaignPieces(table, "imperial-ship", "1.3", 1);
    table.settle();
    // Only the First Regent closes it: Red is told alone, nothing moves.
    pressDone(table, "Red");
    expect(table.messages.filter((m) => m.to === "Red").map((m) => m.text).join(" ")).toContain("only Blue may close this edict now");
    expect(sent(table)).toBeUndefined();
    pressDone(table);
    expect(sent(table)?.map?.fateTokens).toEqual(expect.arrayContaining([{ system: "1.0", token: "Ceasefire", faceDown: false }, { system: "2.0", token: "Ceasefire", faceDown: true }]));
    expect(power(table)).toEqual([14, 12, 10]);
    expect(toAll(table)).toContain("edict F1510 resolved: Power for systems at Peace: Red +4, Blue +2");
    expect((game(table).campaign as CampaignState).edictQueue).toBeUndefined();
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1619 Lords Gain Power at the table (BR p.20)", () => {
  test("the Seats on Red's city in 1.1 and Yellow's in 4.2 are read: each Lord gains 3, cluster 1 first; the Court-token part is told", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, edictDue("F1619"), "Red");
    const red = takeCity(table, "Red", zoneOf(table, "system", "1.1"));
    const yellow = takeCity(table, "Yellow", zoneOf(table, "system", "4.2"));
    table.settle();
    tokenAt(table, "f16-seat", { x: red.position.x + 0.05, z: red.position.z });
    tokenAt(table, "f16-seat", { x: yellow.position.x + 0.05, z: yellow.position.z });
    pressDone(table);
    expect(sent(table)?.map?.fateTokens).toEqual(expect.arrayContaining([expect.objectContaining({ system: "1.1", on: "Red" }), expect.objectContaining({ system: "4.2", on: "Yellow" })]));
    expect(power(table)).toEqual([13, 10, 13]);
    expect(toAll(table)).toContain("edict F1619 resolved: Lords gain 3 Power: Red (cluster 1), Yellow (cluster 4); each may influence or secure the card with their Fief's Court token");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1903 Rebuke of the Keepers at the table (BR p.20)", () => {
  test("Keeper declared (first place 8): the boards are read as for scoring; Red's 2 Relics beat Yellow's 1, so Yellow, the Redeemer, loses 8", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, keeperDeclared(edictDue("F1903")), "Red");
    takeResources(table, "relic", 2, zoneOf(table, "resources-zone", "Red"));
    takeResources(table, "relic", 1, zoneOf(table, "resources-zone", "Yellow"));
    table.settle();
    pressDone(table);
    expect(sent(table)?.snapshot?.players.map((p) => p.resources.relic)).toEqual([2, 0, 1]);
    expect(power(table)).toEqual([10, 10, 2]);
    expect(toAll(table)).toContain("edict F1903 resolved: Yellow, the Redeemer, is not winning Keeper: loses 8 Power, its first place");
    expect(table.scriptErrors).toEqual([]);
  });
});
