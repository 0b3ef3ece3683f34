/**
 * Issue 35 on the built save, through the TTS fake: the Redeemer's "Shatter the Relics" (F1901B, seed
 * 003: "After scoring, if you won any ambitions, you may scrap any number of Relics you have. For each
 * you scrap, advance 2.") on their own row of the chapter-end panel, checked against who clicks; the
 * score carries the choice, the core advances the final objective before its check (BR p.9) and the
 * table lays the Relics on the Scrapped spot (BR p.28 "Scrap removes the piece forever"). The Arbiter
 * (F2403, "At the start of scoring, you may give ...") is named on the preview before the score.
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { loadWithGame, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { stagedChapterEnd } from "../support/campaignRun";
import { coreState, tableLog } from "../support/scenario";
import { fateSetCardInto } from "../support/fateTable";

const lastTo = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).pop();
const relicsIn = (table: TtsTable, tag: string, gm?: string) => table.world.objectsIn(zoneOf(table, tag, gm)).filter((o) => o.tags.includes("resource") && o.tags.includes("relic")).length;

/** Act III chapter 2 at its scoring, every Fate a "C" one: Red the Redeemer (final objective on 10), Keeper declared. */
function redeemerScoring(): GameState {
  const s = stagedChapterEnd(3, 4, "III", 2, { Red: ["FATE19", "C"], Blue: ["FATE20", "C"], Yellow: ["FATE17", "C"], White: ["FATE24", "C"] });
  const c = s.campaign as CampaignState;
  for (const p of c.players) {
    p.title = "regent";
    p.objective = p.colour === "Red" ? 10 : 5;
  }
  c.grand = undefined;
  c.trust = [];
  c.fateAmbitionMarkers = undefined;
  for (const p of s.players) p.power = 4;
  for (const m of s.markers) m.at = "available";
  s.markers[0].at = "keeper";
  return s;
}

describe("F1901B 'Shatter the Relics' on the chapter-end panel; F2403 The Arbiter named before the score", () => {
  let table: TtsTable;

  beforeAll(() => {
    table = loadWithGame(builtSave().save as unknown as SaveFile, redeemerScoring(), "Red");
    // Red wins Keeper with 2 Relics on their board; Blue has 1. White holds The Arbiter.
    takeResources(table, "relic", 2, zoneOf(table, "resources-zone", "Red"));
    takeResources(table, "relic", 1, zoneOf(table, "resources-zone", "Blue"));
    fateSetCardInto(table, "F2403", "White");
    table.settle();
  });

  test("the preview names The Arbiter's gifts and offers Red alone 0 to 2 Relics; a Rival's press and a press past 2 are refused to the presser alone", () => {
    const text = table.ui().text("arcsScoringText");
    expect(text).toContain("The Arbiter (F2403): White may first give Rivals Trophies, Captives, resources, each moved into theirs, up to their empty resource slots.");
    expect(text).toContain("Red's final objective marker: 10 -> 7");
    expect(table.ui().isShown("arcsGrandRed")).toBe(true);
    for (const other of ["Red", "Blue", "Yellow", "White"]) expect(table.ui().visibleTo("arcsGrandRed", other, false)).toBe(other === "Red");
    expect(table.ui().text("arcsGrandRedText")).toBe("Relics to scrap, 2 each (F1901B):");
    for (let k = 0; k <= 5; k++) expect(table.ui().isShown(`arcsGrandRed_${k}`)).toBe(k <= 2);
    for (const c of ["Blue", "Yellow", "White"]) expect(table.ui().isShown(`arcsGrand${c}`)).toBe(false);
    table.messages.length = 0;
    table.forgeUiClick("Blue", "arcsGrandRed_1");
    expect(lastTo(table, "Blue")).toBe("only Red chooses on this row");
    table.forgeUiClick("Red", "arcsGrandRed_3");
    expect(lastTo(table, "Red")).toBe("Red may choose at most 2 here");
    expect(table.messages.every((m) => m.to !== undefined)).toBe(true);
    expect(table.ui().text("arcsScoringText")).toContain("Red's final objective marker: 10 -> 7");
  });

  test("Red scraps 2 and the initiative confirms: the score carries them, 3 for Keeper and 4 for the Relics, which lie on the Scrapped spot", () => {
    table.clickUi("Red", "arcsGrandRed_2");
    table.settle();
    expect(table.ui().text("arcsGrandRed_2")).toBe("[2]");
    expect(table.ui().text("arcsScoringText")).toContain("Red's final objective marker: 10 -> 3");
    const before = relicsIn(table, "rules-booklet-scrap");
    table.clickUi(coreState(table)!.initiative, "arcsScoringConfirmButton");
    table.settle();
    const sent = tableLog(table).commands.filter((c) => c.type === "score").pop() as Command & { relics?: number };
    expect(sent.relics).toBe(2);
    const after = coreState(table)!;
    expect((after.campaign as CampaignState).players.find((p) => p.colour === "Red")!.objective).toBe(3);
    expect(after.chapter).toBe(3);
    expect(relicsIn(table, "resources-zone", "Red")).toBe(0);
    expect(relicsIn(table, "rules-booklet-scrap")).toBe(before + 2);
    expect(relicsIn(table, "resources-zone", "Blue")).toBe(1);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes("Red's objective advances 4 for 2 Relic(s) scrapped (F1901B): marker 7 -> 3"))).toBe(true);
    expect(table.ui().isShown("arcsGrandRed")).toBe(false);
    // The chapter is scored: a forged press of the hidden row is refused to its presser alone.
    table.forgeUiClick("Red", "arcsGrandRed_1");
    expect(lastTo(table, "Red")).toBe("nothing to choose on this row now");
    expect(table.scriptErrors).toEqual([]);
  });
});
