/**
 * The Court card buttons that carry a choice, on the BUILT save's Global in the TTS fake: the Loyal
 * cards' "spend as" (src/tts/court/cards/loyalCards.ts), the Unions (unionCards.ts), Relic Fence and the
 * Cartels' steal (choicePreludes.ts) and Elder Broker's Trade (tradeCards.ts). Card texts: seed 003
 * card reference. Each button answers its card's owner only; the core decides and the table follows.
 */
import type { Command, GameState } from "../../src/core/game/types";
import { actionCard } from "../../src/core/data/actionCards";
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { TtsTable } from "../../tools/ttsFake/table";
import { coreState, handIds, stagedTable, tableLog } from "../support/scenario";
import { SEATS, boardTypes, copies, emptySlots, intoPlayArea, labels, leadsSuit, logWith, privateText, publicText, resourceInSlot, tokensOnTable } from "../support/courtCards";

const endTurn = (player: "Red" | "Blue" | "Yellow" | "White") => (_s: GameState): Command => ({ type: "endTurn", player });

describe("Loyal cards (BC01 Loyal Engineers): 'You may spend any resources as Material. You ignore Outrage when spending Material for its Prelude action.'", () => {
  test("only Red, its owner, may press 'Spend Fuel as Material'; it spends Red's Fuel token as Material (a Build in the Prelude) and logs one spendResource", () => {
    const table = stagedTable(logWith(leadsSuit("Red", "administration")), SEATS);
    emptySlots(table, "Red");
    resourceInSlot(table, "Red", "fuel", 1);
    table.settle();
    const card = intoPlayArea(table, "BC01", "Red");
    expect(labels(card)).toEqual(["Spend Fuel as Material", "Spend Weapon as Material", "Spend Relic as Material", "Spend Psionic as Material"]);
    const logged = tableLog(table).commands.length;

    table.clickButton("Blue", card, "Spend Fuel as Material");
    expect(privateText(table, "Blue")).toContain("Loyal Engineers (BC01, Material Guild) lies in Red's play area: only Red may spend resources with it");
    table.clickButton("Red", card, "Spend Relic as Material");
    expect(privateText(table, "Red")).toContain("Red has no Relic on their board to spend as Material");
    expect(tableLog(table).commands.length).toBe(logged);

    const fuel = tokensOnTable(table, "fuel");
    table.clickButton("Red", card, "Spend Fuel as Material");
    table.settle();
    const commands = tableLog(table).commands;
    expect(commands.length).toBe(logged + 1);
    expect(commands[commands.length - 1]).toMatchObject({ type: "spendResource", player: "Red", resource: "fuel", as: "material" });
    expect(coreState(table)!.actions?.spent).toEqual(["material"]);
    expect(boardTypes(table, "Red")).toEqual([]);
    expect(tokensOnTable(table, "fuel")).toBe(fuel - 1);
    expect(publicText(table)).toContain("Red spends Fuel as Material (Loyal Engineers (BC01, Material Guild)) in the Prelude");
    expect(table.scriptErrors).toEqual([]);
  });

  test("before Red has played a card the core refuses in the game's words and the token stays", () => {
    const table = stagedTable(logWith(), SEATS);
    emptySlots(table, "Red");
    resourceInSlot(table, "Red", "weapon", 2);
    table.settle();
    const card = intoPlayArea(table, "BC01", "Red");
    table.clickButton("Red", card, "Spend Weapon as Material");
    expect(privateText(table, "Red")).toMatch(/Red must play|Prelude/);
    expect(boardTypes(table, "Red")).toEqual(["weapon"]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("Unions (BC05 Construction Union): 'Prelude: You may place this card next to a face-up played Construction card. When the round ends, draw that card into your hand and discard this card.'", () => {
  test("White lays it beside Red's face-up Construction lead; after a save and load the round's end puts that card into White's hand and the Union into the Court discard", () => {
    const log = logWith(leadsSuit("Red", "construction"), endTurn("Red"), copies("Blue"), endTurn("Blue"), copies("Yellow"), endTurn("Yellow"), copies("White"));
    const lead = (log.commands.find((c) => c.type === "lead") as { card: string }).card;
    const name = `Construction ${actionCard(lead)!.number}`;
    const table = stagedTable(log, SEATS);
    const card = intoPlayArea(table, "BC05", "White");
    // The Copies are face down: only the lead may take the Union.
    expect(labels(card)).toEqual([`Prelude: beside ${name}`]);
    table.clickButton("Red", card, `Prelude: beside ${name}`);
    expect(privateText(table, "Red")).toContain("only White may take its actions");

    table.clickButton("White", card, `Prelude: beside ${name}`);
    table.settle();
    expect(coreState(table)!.round!.unions).toEqual([{ player: "White", union: "BC05", card: lead }]);
    expect(publicText(table)).toContain(`White lays Construction Union (BC05, Material Guild) beside ${name}`);
    expect(table.world.objectsIn(zoneOf(table, "play-area", "White")).some((o) => o.data.GMNotes === "BC05")).toBe(false);
    expect(labels(card)).toEqual([]);

    // Saved and loaded before the round ends: the Union beside the card is game state.
    const reloaded = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
    reloaded.settle();
    reloaded.clickUi("White", "endTurnButton");
    reloaded.settle();
    const s = coreState(reloaded)!;
    expect(s.players.find((p) => p.colour === "White")!.hand).toContain(lead);
    expect(handIds(reloaded, "White")).toContain(lead);
    expect(s.discard).not.toContain(lead);
    expect(reloaded.world.objectsIn(zoneOf(reloaded, "court-discard")).some((o) => o.data.GMNotes === "BC05")).toBe(true);
    expect(publicText(reloaded)).toContain(`White draws ${name} into their hand and discards Construction Union (BC05, Material Guild) to the Court discard pile`);
    expect(reloaded.scriptErrors).toEqual([]);
  });

  test("with no face-up Construction card played this round the Union shows no button", () => {
    const table = stagedTable(logWith(leadsSuit("Red", "administration")), SEATS);
    const card = intoPlayArea(table, "BC05", "Red");
    expect(labels(card)).toEqual([]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("Relic Fence (BC24): 'Prelude: Once per turn, you may discard 1 resource to gain 1 Relic.'", () => {
  test("Red discards its Fuel for a Relic; a second press in the same turn is refused", () => {
    const table = stagedTable(logWith(leadsSuit("Red", "administration")), SEATS);
    emptySlots(table, "Red");
    resourceInSlot(table, "Red", "fuel", 1);
    resourceInSlot(table, "Red", "material", 2);
    table.settle();
    const card = intoPlayArea(table, "BC24", "Red");
    expect(labels(card)).toEqual(["Relic Fence: discard Material", "Relic Fence: discard Fuel", "Relic Fence: discard Weapon", "Relic Fence: discard Psionic"]);
    table.clickButton("Yellow", card, "Relic Fence: discard Fuel");
    expect(privateText(table, "Yellow")).toContain("only Red may take its actions");
    table.clickButton("Red", card, "Relic Fence: discard Fuel");
    table.settle();
    expect(tableLog(table).commands.slice(-1)[0]).toMatchObject({ type: "cardAction", action: { kind: "prelude", choice: { card: "BC24", discardSlot: 0 } } });
    expect(boardTypes(table, "Red")).toEqual(["material", "relic"]);
    table.clickButton("Red", card, "Relic Fence: discard Material");
    expect(privateText(table, "Red")).toContain("once per turn, and Red has used it this turn");
    expect(boardTypes(table, "Red")).toEqual(["material", "relic"]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("Material Cartel (BC03): 'Prelude: You may discard this to steal 1 Material.'", () => {
  test("Red steals Blue's Material: the token leaves Blue's board, one comes to Red's, the Cartel goes to the Court discard", () => {
    const table = stagedTable(logWith(leadsSuit("Red", "administration")), SEATS);
    emptySlots(table, "Red");
    emptySlots(table, "Blue");
    emptySlots(table, "Yellow");
    resourceInSlot(table, "Blue", "material", 1);
    table.settle();
    const card = intoPlayArea(table, "BC03", "Red");
    expect(labels(card)).toEqual(["Prelude: steal Material from Blue", "Prelude: steal Material from Yellow", "Prelude: steal Material from White"]);
    table.clickButton("Red", card, "Prelude: steal Material from Yellow");
    expect(privateText(table, "Red")).toContain("Yellow has no Material on their board to steal");
    const material = tokensOnTable(table, "material");
    table.clickButton("Red", card, "Prelude: steal Material from Blue");
    table.settle();
    expect(boardTypes(table, "Blue")).toEqual([]);
    expect(boardTypes(table, "Red")).toEqual(["material"]);
    expect(tokensOnTable(table, "material")).toBe(material);
    expect(table.world.objectsIn(zoneOf(table, "court-discard")).some((o) => o.data.GMNotes === "BC03")).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("Elder Broker (BC23): 'Trade (Tax): Choose a Rival city you control. Swap 1 resource with that Rival--take a resource of that city type from them, and give them a resource they don't have.'", () => {
  test("Red trades with Blue in three presses: takes Blue's Fuel and gives a Weapon Blue has none of; the Tax is spent", () => {
    const table = stagedTable(logWith(leadsSuit("Red", "administration")), SEATS);
    emptySlots(table, "Red");
    emptySlots(table, "Blue");
    resourceInSlot(table, "Red", "weapon", 1);
    resourceInSlot(table, "Red", "fuel", 2);
    resourceInSlot(table, "Blue", "fuel", 1);
    table.settle();
    const card = intoPlayArea(table, "BC23", "Red");
    expect(labels(card)).toEqual(["Prelude: discard", "Trade with Blue", "Trade with Yellow", "Trade with White"]);
    table.clickButton("White", card, "Trade with Blue");
    expect(privateText(table, "White")).toContain("only Red may take its actions");
    table.clickButton("Red", card, "Trade with Blue");
    expect(labels(card)).toEqual(["Prelude: discard", "Take Material", "Take Fuel", "Take Weapon", "Take Relic", "Take Psionic", "Cancel the Trade"]);
    table.clickButton("Red", card, "Take Relic");
    expect(privateText(table, "Red")).toContain("Blue has no Relic on their board to take");
    table.clickButton("Red", card, "Take Fuel");
    expect(labels(card)).toContain("Give Weapon");
    // Blue has Fuel: giving Fuel is refused by the core in the card's words.
    table.clickButton("Red", card, "Give Fuel");
    expect(privateText(table, "Red")).toContain("you give Blue a resource they don't have, and they have Fuel");
    table.clickButton("Red", card, "Give Weapon");
    table.settle();
    expect(tableLog(table).commands.slice(-1)[0]).toMatchObject({ type: "cardAction", action: { kind: "trade", rival: "Blue", cityType: "fuel", takeSlot: 0, giveSlot: 0 } });
    expect(coreState(table)!.actions?.taken).toEqual(["tax"]);
    expect(boardTypes(table, "Red")).toEqual(["fuel", "fuel"]);
    expect(boardTypes(table, "Blue")).toEqual(["weapon"]);
    expect(labels(card)).toContain("Trade with Blue");
    expect(table.scriptErrors).toEqual([]);
  });

  test("the choice in progress survives a save and load: the same step is drawn again", () => {
    const table = stagedTable(logWith(leadsSuit("Red", "administration")), SEATS);
    const card = intoPlayArea(table, "BC23", "Red");
    table.clickButton("Red", card, "Trade with Yellow");
    table.clickButton("Red", card, "Take Material");
    const reloaded = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
    reloaded.settle();
    const again = reloaded.find((o) => o.tags.includes("court-card") && o.data.GMNotes === "BC23")[0];
    expect(labels(again)).toContain("Give Psionic");
    expect(labels(again)).toContain("Cancel the Trade");
    reloaded.clickButton("Red", again, "Cancel the Trade");
    expect(labels(again)).toContain("Trade with Yellow");
    expect(reloaded.scriptErrors).toEqual([]);
  });
});
