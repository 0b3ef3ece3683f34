/**
 * Resources held on cards, on the BUILT save's Global in the TTS fake: the Cartels' supply (Material
 * Cartel BC03, Fuel Cartel BC06: "You keep the Material supply on here. (You add it to Tycoon but
 * can't spend it.)", seed 003 card reference; src/tts/court/cartelCards.ts), with FAQ erratum p.17
 * ("If a card holding resources is stolen, the resources on the card stay on it. If it is buried,
 * discarded, or scrapped, the resources on it return to the supply").
 */
import type { Colour } from "../../src/core/data/vocabulary";
import { FOUR, gameInPlay, loadWithGame, passUntilScoring, withMarkers, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { builtSave } from "../support/builtSave";
import { stagedTable } from "../support/scenario";
import { SEATS, emptySlots, intoPlayArea, labels, leadsSuit, logWith, resourceInSlot } from "../support/courtCards";

const save = () => builtSave().save as unknown as SaveFile;

function supplyBag(table: TtsTable, type: string): FakeObject {
  return table.find((b) => b.tags.includes("resource-supply") && b.tags.includes(type))[0];
}

function inPlayArea(table: TtsTable, o: FakeObject, colour: Colour): boolean {
  return table.world.objectsIn(zoneOf(table, "play-area", colour)).includes(o);
}

function near(a: { x: number; z: number }, b: { x: number; z: number }, within = 1.2): boolean {
  return Math.hypot(a.x - b.x, a.z - b.z) <= within;
}

describe("Material Cartel (BC03) / Fuel Cartel (BC06): 'You keep the Material supply on here.'", () => {
  test("BC03: the supply bag comes onto the card in Red's play area; stolen, it goes with the card; discarded for its Prelude, it goes home", () => {
    const table = stagedTable(logWith(leadsSuit("Red", "administration")), SEATS);
    emptySlots(table, "Red");
    emptySlots(table, "Blue");
    resourceInSlot(table, "Blue", "material", 1);
    table.settle();
    const bag = supplyBag(table, "material");
    const home = { ...bag.position };
    const card = intoPlayArea(table, "BC03", "Red");
    table.settle();
    expect(inPlayArea(table, bag, "Red")).toBe(true);
    expect(near(bag.position, card.position)).toBe(true);
    // The Fuel supply stays where it was: only the Cartel's own type moves.
    expect(inPlayArea(table, supplyBag(table, "fuel"), "Red")).toBe(false);

    // Stolen (moved to Blue's play area): "the resources on the card stay on it".
    intoPlayArea(table, "BC03", "Blue");
    table.settle();
    expect(inPlayArea(table, bag, "Red")).toBe(false);
    expect(inPlayArea(table, bag, "Blue")).toBe(true);
    expect(near(bag.position, card.position)).toBe(true);

    // Back to Red, then discarded for its Prelude: the supply returns home.
    intoPlayArea(table, "BC03", "Red");
    table.settle();
    expect(labels(card)).toContain("Prelude: steal Material from Blue");
    table.clickButton("Red", card, "Prelude: steal Material from Blue");
    table.settle();
    expect(table.world.objectsIn(zoneOf(table, "court-discard")).some((o) => o.data.GMNotes === "BC03" || o.contents.some((c) => c.GMNotes === "BC03"))).toBe(true);
    expect(near(bag.position, home, 0.01)).toBe(true);
    expect(inPlayArea(table, bag, "Red")).toBe(false);
    expect(table.scriptErrors).toEqual([]);
  });

  test("BC06: after a save and load the Fuel supply still goes home when the Cartel leaves the play area", () => {
    const table = stagedTable(logWith(leadsSuit("Red", "administration")), SEATS);
    const bag = supplyBag(table, "fuel");
    const home = { ...bag.position };
    intoPlayArea(table, "BC06", "White");
    table.settle();
    expect(inPlayArea(table, bag, "White")).toBe(true);
    const reloaded = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
    reloaded.settle();
    const again = supplyBag(reloaded, "fuel");
    expect(inPlayArea(reloaded, again, "White")).toBe(true);
    // Discarded by hand to the Court discard pile.
    const card = reloaded.find((o) => o.tags.includes("court-card") && o.data.GMNotes === "BC06")[0];
    reloaded.world.move(card, { ...zoneOf(reloaded, "court-discard").position });
    reloaded.settle();
    expect(near(again.position, home, 0.01)).toBe(true);
    expect(reloaded.scriptErrors).toEqual([]);
  });

  test("BC03 '(You add it to Tycoon but can't spend it.)': the supply on the card counts for its holder's Tycoon in the scoring preview", () => {
    const state = passUntilScoring(withMarkers(gameInPlay(FOUR), { "marker-5-3": "tycoon" }));
    const table = loadWithGame(save(), state, "Red");
    const bag = supplyBag(table, "material");
    const inBag = bag.contents.length;
    expect(inBag).toBeGreaterThan(1);
    intoPlayArea(table, "BC03", "Blue");
    table.settle();
    expect(inPlayArea(table, bag, "Blue")).toBe(true);
    table.clickUi("Red", "arcsScoringRecountButton");
    // The Cartel's Material icon (1) and the supply's tokens.
    expect(table.ui().text("arcsScoringText")).toContain(`Tycoon (5/3): Blue +5 for first place in Tycoon (${inBag + 1}, the most)`);
    expect(table.scriptErrors).toEqual([]);
  });
});
