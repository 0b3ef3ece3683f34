/**
 * The Court cards whose Prelude steals with a choice (src/tts/court/cards/stealPreludes.ts) on the BUILT
 * save's Global in the TTS fake: Mining Interest (BC02) with its Manufacture (Build) and its Prelude's
 * steal once the supply is short, and Silver-Tongues (BC20). Card texts: seed 003 card reference.
 * Each button answers its card's owner only; the core decides and the table follows.
 */
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { TtsTable } from "../../tools/ttsFake/table";
import { coreState, stagedTable, tableLog } from "../support/scenario";
import { SEATS, boardTypes, emptySlots, intoPlayArea, labels, leadsSuit, logWith, privateText, publicText, resourceInSlot, tokensOnTable } from "../support/courtCards";

function inCourtDiscard(table: TtsTable, id: string): boolean {
  return table.world.objectsIn(zoneOf(table, "court-discard")).some((o) => o.data.GMNotes === id);
}

/** Every player's slots emptied, then the whole Material supply on Blue's and Yellow's boards (2 + 2) and White's (1). */
function materialSupplyEmpty(table: TtsTable): void {
  for (const c of SEATS) emptySlots(table, c);
  resourceInSlot(table, "Blue", "material", 1);
  resourceInSlot(table, "Blue", "material", 2);
  resourceInSlot(table, "Yellow", "material", 1);
  resourceInSlot(table, "Yellow", "material", 2);
  resourceInSlot(table, "White", "material", 1);
  table.settle();
}

describe("Mining Interest (BC02): 'Manufacture (Build): Gain 1 Material. Prelude: You may discard this to gain Material up to your number of empty resource slots. If the Material supply empties, steal the Material instead.'", () => {
  test("Manufacture: only Red may press it; after a Construction lead it spends the Build and gains 1 Material; a second is refused (one pip)", () => {
    const table = stagedTable(logWith(leadsSuit("Red", "construction")), SEATS);
    emptySlots(table, "Red");
    table.settle();
    const card = intoPlayArea(table, "BC02", "Red");
    expect(labels(card)).toEqual(["Manufacture: gain 1 Material", "Prelude: discard"]);
    table.clickButton("Blue", card, "Manufacture: gain 1 Material");
    expect(privateText(table, "Blue")).toContain("only Red may take its actions");
    table.clickButton("Red", card, "Manufacture: gain 1 Material");
    table.settle();
    expect(tableLog(table).commands.slice(-1)[0]).toMatchObject({ type: "cardAction", player: "Red", action: { kind: "gain", card: "BC02" } });
    expect(coreState(table)!.actions?.taken).toEqual(["build"]);
    expect(boardTypes(table, "Red")).toEqual(["material"]);
    expect(publicText(table)).toContain("Red takes Manufacture with Mining Interest (BC02, Material Guild)");
    expect(table.scriptErrors).toEqual([]);
  });

  test("with the Material supply empty the Prelude offers the steal: Sworn Guardians (BC22) refuses Yellow; Red steals from Blue after a save and load mid-choice", () => {
    const table = stagedTable(logWith(leadsSuit("Red", "administration")), SEATS);
    materialSupplyEmpty(table);
    intoPlayArea(table, "BC22", "Yellow");
    const card = intoPlayArea(table, "BC02", "Red");
    table.clickButton("White", card, "Prelude: discard");
    expect(privateText(table, "White")).toContain("only Red may take its actions");
    const logged = tableLog(table).commands.length;
    table.clickButton("Red", card, "Prelude: discard");
    expect(privateText(table, "Red")).toMatch(/The Material supply cannot fill your empty slots: you may steal up to \d from Rivals/);
    expect(tableLog(table).commands.length).toBe(logged);
    expect(labels(card)).toEqual(["Manufacture: gain 1 Material", "Steal Material from Blue (0)", "Steal Material from Yellow (0)", "Steal Material from White (0)", "Discard: steal 0", "Cancel"]);
    table.clickButton("Red", card, "Steal Material from Yellow (0)");
    expect(privateText(table, "Red")).toContain("Yellow has Sworn Guardians (BC22, Relic Guild): Rivals cannot steal their resources");
    table.clickButton("Red", card, "Steal Material from Blue (0)");
    expect(labels(card)).toContain("Steal Material from Blue (1)");

    const reloaded = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
    reloaded.settle();
    const again = reloaded.find((o) => o.tags.includes("court-card") && o.data.GMNotes === "BC02")[0];
    expect(labels(again)).toContain("Discard: steal 1");
    reloaded.clickButton("Red", again, "Discard: steal 1");
    reloaded.settle();
    expect(tableLog(reloaded).commands.slice(-1)[0]).toMatchObject({ type: "cardAction", action: { kind: "prelude", choice: { card: "BC02", steal: [{ from: "Blue", slot: 1 }] } } });
    expect(boardTypes(reloaded, "Red")).toEqual(["material"]);
    expect(boardTypes(reloaded, "Blue")).toEqual(["material"]);
    expect(boardTypes(reloaded, "Yellow")).toEqual(["material", "material"]);
    expect(tokensOnTable(reloaded, "material")).toBe(5);
    expect(inCourtDiscard(reloaded, "BC02")).toBe(true);
    expect(reloaded.scriptErrors).toEqual([]);
  });

  test("with no Rival holding Material the Prelude needs no choice: Red fills its empty slots from the supply and the card goes to the Court discard", () => {
    const table = stagedTable(logWith(leadsSuit("Red", "administration")), SEATS);
    for (const c of SEATS) emptySlots(table, c);
    table.settle();
    const card = intoPlayArea(table, "BC02", "Red");
    table.clickButton("Red", card, "Prelude: discard");
    table.settle();
    expect(tableLog(table).commands.slice(-1)[0]).toMatchObject({ type: "cardAction", action: { kind: "prelude", choice: { card: "BC02" } } });
    expect(boardTypes(table, "Red").length).toBeGreaterThan(0);
    expect(boardTypes(table, "Red").every((t) => t === "material")).toBe(true);
    expect(inCourtDiscard(table, "BC02")).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("Silver-Tongues (BC20): 'Prelude: You may discard this to steal a Guild card or resource.'", () => {
  test("Red steals Blue's Fuel: one press for the Rival, one for the type; the card goes to the Court discard", () => {
    const table = stagedTable(logWith(leadsSuit("Red", "administration")), SEATS);
    emptySlots(table, "Red");
    emptySlots(table, "Blue");
    resourceInSlot(table, "Blue", "fuel", 1);
    table.settle();
    const card = intoPlayArea(table, "BC20", "Red");
    expect(labels(card)).toEqual(["Prelude: steal from Blue", "Prelude: steal from Yellow", "Prelude: steal from White"]);
    table.clickButton("Yellow", card, "Prelude: steal from Blue");
    expect(privateText(table, "Yellow")).toContain("only Red may take its actions");
    table.clickButton("Red", card, "Prelude: steal from Blue");
    expect(labels(card)).toEqual(["Steal Material", "Steal Fuel", "Steal Weapon", "Steal Relic", "Steal Psionic", "Steal a Guild card", "Cancel"]);
    table.clickButton("Red", card, "Steal Relic");
    expect(privateText(table, "Red")).toContain("Blue has no Relic on their board to steal");
    table.clickButton("Red", card, "Steal a Guild card");
    expect(privateText(table, "Red")).toContain("Blue has no Guild cards in their play area to steal");
    table.clickButton("Red", card, "Steal Fuel");
    table.settle();
    expect(tableLog(table).commands.slice(-1)[0]).toMatchObject({ type: "cardAction", action: { kind: "prelude", choice: { card: "BC20", steal: [{ from: "Blue", slot: 0 }] } } });
    expect(boardTypes(table, "Red")).toEqual(["fuel"]);
    expect(boardTypes(table, "Blue")).toEqual([]);
    expect(inCourtDiscard(table, "BC20")).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });

  test("Red steals Blue's Loyal Engineers (BC01): it moves to Red's play area; Cancel goes back to the Rivals", () => {
    const table = stagedTable(logWith(leadsSuit("Red", "administration")), SEATS);
    intoPlayArea(table, "BC01", "Blue");
    const card = intoPlayArea(table, "BC20", "Red");
    table.clickButton("Red", card, "Prelude: steal from White");
    table.clickButton("Red", card, "Cancel");
    expect(labels(card)).toContain("Prelude: steal from Blue");
    table.clickButton("Red", card, "Prelude: steal from Blue");
    table.clickButton("Red", card, "Steal a Guild card");
    expect(labels(card)).toEqual(["Steal Loyal Engineers", "Cancel"]);
    table.clickButton("Red", card, "Steal Loyal Engineers");
    table.settle();
    expect(tableLog(table).commands.slice(-1)[0]).toMatchObject({ type: "cardAction", action: { kind: "prelude", choice: { card: "BC20", guildCard: { from: "Blue", card: "BC01" } } } });
    const redArea = table.world.objectsIn(zoneOf(table, "play-area", "Red")).map((o) => o.data.GMNotes);
    expect(redArea).toContain("BC01");
    expect(table.world.objectsIn(zoneOf(table, "play-area", "Blue")).map((o) => o.data.GMNotes)).not.toContain("BC01");
    expect(inCourtDiscard(table, "BC20")).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});
