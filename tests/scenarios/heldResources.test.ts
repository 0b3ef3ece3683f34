/**
 * Resources held on cards, on the BUILT save's Global in the TTS fake: the Cartels' supply (Material
 * Cartel BC03, Fuel Cartel BC06: "You keep the Material supply on here. (You add it to Tycoon but
 * can't spend it.)", seed 003 card reference; src/tts/court/cards/cartelCards.ts), with FAQ erratum p.17
 * ("If a card holding resources is stolen, the resources on the card stay on it. If it is buried,
 * discarded, or scrapped, the resources on it return to the supply"); and Ancient Holdings (L13).
 */
import type { Colour } from "../../src/core/data/vocabulary";
import { FOUR, gameInPlay, loadWithGame, passUntilScoring, withMarkers, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { builtSave } from "../support/builtSave";
import { coreState, stagedTable } from "../support/scenario";
import { bag, battleTable, click, dice, near, ships, step, zone } from "../support/battleTable";
import { SEATS, emptySlots, intoPlayArea, labels, leadsSuit, logWith, resourceInSlot } from "../support/courtCards";

const save = () => builtSave().save as unknown as SaveFile;

function supplyBag(table: TtsTable, type: string): FakeObject {
  return table.find((b) => b.tags.includes("resource-supply") && b.tags.includes(type))[0];
}

function inPlayArea(table: TtsTable, o: FakeObject, colour: Colour): boolean {
  return table.world.objectsIn(zoneOf(table, "play-area", colour)).includes(o);
}

function within(a: { x: number; z: number }, b: { x: number; z: number }, within = 1.2): boolean {
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
    expect(within(bag.position, card.position)).toBe(true);
    // The Fuel supply stays where it was: only the Cartel's own type moves.
    expect(inPlayArea(table, supplyBag(table, "fuel"), "Red")).toBe(false);

    // Stolen (moved to Blue's play area): "the resources on the card stay on it".
    intoPlayArea(table, "BC03", "Blue");
    table.settle();
    expect(inPlayArea(table, bag, "Red")).toBe(false);
    expect(inPlayArea(table, bag, "Blue")).toBe(true);
    expect(within(bag.position, card.position)).toBe(true);

    // Back to Red, then discarded for its Prelude: the supply returns home.
    intoPlayArea(table, "BC03", "Red");
    table.settle();
    expect(labels(card)).toContain("Prelude: steal Material from Blue");
    table.clickButton("Red", card, "Prelude: steal Material from Blue");
    table.settle();
    expect(table.world.objectsIn(zoneOf(table, "court-discard")).some((o) => o.data.GMNotes === "BC03" || o.contents.some((c) => c.GMNotes === "BC03"))).toBe(true);
    expect(within(bag.position, home, 0.01)).toBe(true);
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
    expect(within(again.position, home, 0.01)).toBe(true);
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

/** The Ancient Holdings lore card (L13) out of the lore deck, face up in `colour`'s play area. */
function holdingsTo(table: TtsTable, colour: Colour): FakeObject {
  const zone = zoneOf(table, "play-area", colour);
  const at = { x: zone.position.x + 1.5, y: 1.5, z: zone.position.z };
  const deck = table.find((o) => o.tags.includes("lore-deck"))[0];
  const entry = deck.contents.find((c) => c.GMNotes === "L13")!;
  const card = table.playerTake(deck, { guid: entry.GUID, position: at, rotation: { x: 0, y: 180, z: 0 } })!;
  table.settle();
  return card;
}

describe("Ancient Holdings (L13): 'This card has one resource slot with a raid cost of 4 keys. (You can hold one resource here. It adds to your ambitions. You can spend it.)'", () => {
  test("L13: one token lies on the card; a second let go there is refused to its dropper and goes back; the held one is spent in the Prelude like a board token", () => {
    const table = stagedTable(logWith(leadsSuit("Red", "administration")), SEATS);
    const card = holdingsTo(table, "Red");
    const first = table.playerTake(supplyBag(table, "relic"), { position: { x: card.position.x, y: 2, z: card.position.z } })!;
    table.settle();
    const second = table.playerTake(supplyBag(table, "psionic"), { position: { x: 0, y: 2, z: -20 } })!;
    table.settle();
    table.messages.length = 0;
    table.drop("Red", second, { x: card.position.x + 0.2, y: 2, z: card.position.z });
    table.settle();
    expect(table.messagesTo("Red").map((m) => m.text)).toContainEqual(expect.stringContaining("Ancient Holdings (L13) has one resource slot: none is free. The token went back"));
    expect(Math.hypot(second.position.x - card.position.x, second.position.z - card.position.z)).toBeGreaterThan(1);
    expect(Math.hypot(first.position.x - card.position.x, first.position.z - card.position.z)).toBeLessThan(0.5);
    // Spent: Red puts the held Relic into its supply bag on their turn, after their card.
    table.playerPut("Red", supplyBag(table, "relic"), first);
    table.settle();
    expect(coreState(table)!.actions?.spent).toEqual(["relic"]);
    // The slot is free again: a token let go there now stays.
    table.drop("Red", second, { x: card.position.x, y: 2, z: card.position.z });
    table.settle();
    expect(Math.hypot(second.position.x - card.position.x, second.position.z - card.position.z)).toBeLessThan(0.5);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("Ancient Holdings (L13) in a raid (p.16; FAQ erratum p.17: held resources are stolen only where a card allows it)", () => {
  test("L13: the held token carries 'Steal: 4 keys'; Red steals it onto their board", () => {
    const table = battleTable();
    ships(table, "Red", "1.3", 3);
    const blueCity = table.find((o) => o.nickname === "Blue city 1")[0];
    table.world.move(blueCity, near(zone(table, "system", "1.3").position));
    const card = holdingsTo(table, "Blue");
    const held = table.playerTake(bag(table, "resource-supply", "psionic"), { position: { x: card.position.x, y: 2, z: card.position.z } })!;
    table.settle();
    table.messages.length = 0;
    click(table, "Red", "arcsBattleOpen");
    click(table, "Red", "arcsBattleMore_raid");
    click(table, "Red", "arcsBattleMore_raid");
    dice(table, ["raid-1", "raid-1"]);
    click(table, "Red", "arcsBattleRoll");
    click(table, "Red", "arcsBattleApply");
    table.settle();
    expect(step(table)).toBe("raid");
    expect(held.buttons.map((b) => b.label)).toEqual(["Steal: 4 keys"]);
    table.clickButton("Red", held, "Steal: 4 keys");
    table.settle();
    const onRed = table.world.zonesContaining(held).some((z) => z.tags.includes("resources-zone") && z.data.GMNotes === "Red");
    expect(onRed).toBe(true);
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n")).toContain("Red steals Blue's Psionic on Ancient Holdings (L13, lore); 0 key(s) left");
    expect(table.scriptErrors).toEqual([]);
  });
});
