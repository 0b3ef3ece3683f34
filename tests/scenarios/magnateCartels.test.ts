/**
 * The Magnate's Fate-set Cartels on the table (issue 35; seed 003 card reference F309 Weapon Cartel,
 * F310 Psionic Cartel, F311 Relic Cartel: "You keep the <type> supply on here. ... After scoring,
 * Rivals discard all <type>." and "Prelude: You may discard this to steal 1 <type>."; BR p.27 Fate-set
 * Guild cards), on the BUILT save's Global in the TTS fake: the Prelude's steal is BC03's button, one
 * per Rival (src/tts/court/cards/choicePreludes.ts), pressed by the holder only; after a chapter's
 * scoring the table returns the holder's Rivals' tokens of that type from their boards (the core's
 * report `discards`, src/tts/scoring/cleanup.ts; base p.19 step 2).
 */
import type { GameState } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { loadWithGame, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto, scoreAtTable } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import { boardTypes, emptySlots, labels, privateText, resourceInSlot } from "../support/courtCards";
import { reload } from "../support/campaignEvents";
import { stagedChapterEnd } from "../support/campaignRun";
import { redLeads } from "../core/campaign/mapFixtures";

const save = () => builtSave().save as unknown as SaveFile;
const SEATS = ["Red", "Blue", "Yellow"];

function inZone(table: TtsTable, id: string, zone: string, gm?: string): boolean {
  return table.world.objectsIn(zoneOf(table, zone, gm)).some((o) => o.data.GMNotes === id);
}

describe("seed 003 F309 Weapon Cartel: 'Prelude: You may discard this to steal 1 Weapon.'", () => {
  test("one button per Rival; Blue's press is refused to Blue alone, nothing moved; after a reload Red steals Blue's Weapon and the card goes to the Court discard", () => {
    let table = loadWithGame(save(), redLeads("administration"), "Red");
    for (const c of ["Red", "Blue", "Yellow"] as const) emptySlots(table, c);
    resourceInSlot(table, "Blue", "weapon", 1);
    table.settle();
    const card = fateSetCardInto(table, "F309", "Red");
    table.messages.length = 0;
    expect(labels(card)).toEqual(["Prelude: steal Weapon from Blue", "Prelude: steal Weapon from Yellow"]);
    const logged = tableLog(table).commands.length;
    table.clickButton("Blue", card, "Prelude: steal Weapon from Blue");
    expect(privateText(table, "Blue")).toContain("Weapon Cartel (F309) lies in Red's play area: only Red may take its actions");
    expect(table.messages.filter((m) => m.to === undefined)).toEqual([]);
    table.clickButton("Red", card, "Prelude: steal Weapon from Yellow");
    expect(privateText(table, "Red")).toContain("Yellow has no Weapon on their board to steal");
    expect(tableLog(table).commands.length).toBe(logged);
    expect(boardTypes(table, "Blue")).toEqual(["weapon"]);

    table = reload(table, SEATS, "Red");
    const again = table.find((o) => o.isCard && o.data.GMNotes === "F309")[0];
    expect(labels(again)).toEqual(["Prelude: steal Weapon from Blue", "Prelude: steal Weapon from Yellow"]);
    table.clickButton("Red", again, "Prelude: steal Weapon from Blue");
    table.settle();
    expect(tableLog(table).commands.slice(-1)[0]).toMatchObject({ type: "cardAction", player: "Red", action: { kind: "prelude", choice: { card: "F309", steal: [{ from: "Blue" }] } } });
    expect(boardTypes(table, "Blue")).toEqual([]);
    expect(boardTypes(table, "Red")).toEqual(["weapon"]);
    expect(inZone(table, "F309", "court-discard")).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F310 Psionic Cartel: 'After scoring, Rivals discard all Psionic.' (base p.19 step 2)", () => {
  test("the chapter's score: Blue's and Yellow's Psionic go back to the supply, their other resources and Red's Psionic stay", () => {
    // Red is no Magnate here: any holder's Cartel acts (the Magnate's Act II chapter end asks of its Monopolies first).
    const s: GameState = stagedChapterEnd(5, 3, "II", 1, { Red: ["FATE16", "B"], Blue: ["FATE10", "B"], Yellow: ["FATE09", "B"] });
    for (const m of s.markers) m.at = "available";
    const table = loadWithGame(save(), s, "Red");
    for (const c of ["Red", "Blue", "Yellow"] as const) emptySlots(table, c);
    resourceInSlot(table, "Red", "psionic", 1);
    resourceInSlot(table, "Blue", "psionic", 1);
    resourceInSlot(table, "Blue", "psionic", 2);
    resourceInSlot(table, "Blue", "fuel", 3);
    resourceInSlot(table, "Yellow", "psionic", 1);
    table.settle();
    fateSetCardInto(table, "F310", "Red");
    const score = scoreAtTable(table);
    expect(score.snapshot.players.find((p) => p.colour === "Red")!.cards).toContain("F310");
    expect((coreState(table) as GameState).lastScoring!.discards!.map((d) => `${d.player} ${d.type}`).sort()).toEqual(["Blue psionic", "Yellow psionic"]);
    expect(boardTypes(table, "Blue")).toEqual(["fuel"]);
    expect(boardTypes(table, "Yellow")).toEqual([]);
    expect(boardTypes(table, "Red")).toEqual(["psionic"]);
    expect(table.messages.map((m) => m.text).join("\n")).toContain("Red's Rivals discard all Psionic (Psionic Cartel (F310))");
    expect(table.scriptErrors).toEqual([]);
  });
});
