/**
 * Campaign Vox cards whose When Secured moves Guild cards, at the table (seed 003 card texts; base
 * rulebook p.13 When Secured): F905 Call to Pilgrimage, F416 Guild Fair. Secured with its button, the card waits in its
 * slot with its securer's choice buttons; a Rival's press is refused to them alone with nothing
 * changed; a save/load keeps the choice; the answer is the game's and the table moves the cards.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import type { SecureState } from "../../src/core/court/machine";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { takeCard } from "../support/faithfulTable";
import { coreState } from "../support/scenario";
import { SEATS4, guildCardsOf, reload4, secureInSlotFive, voxTable } from "../support/voxTable";
import { campaignCourtCards } from "../../src/core/campaign/courtCards";
import { courtCard } from "../../src/core/data/court";

const game = (table: TtsTable): GameState => coreState(table) as GameState;
const lastTo = (table: TtsTable, colour: string): string => table.messages.filter((x) => x.to === colour).map((m) => m.text).pop() ?? "";
const cardsIn = (table: TtsTable, zone: FakeObject): string[] => table.world.objectsIn(zone).filter((o) => o.isCard).map((o) => String(o.data.GMNotes));
const campaignDeck = (table: TtsTable): FakeObject => table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
const labels = (o: FakeObject): string[] => o.buttons.map((b) => String(b.label));
const isGuild = (id: string): boolean => (courtCard(id) ?? campaignCourtCards(id))?.kind === "guild";
const area = (table: TtsTable, colour: string): string[] => cardsIn(table, zoneOf(table, "play-area", colour)).filter(isGuild);

describe("seed 003 F905 Call to Pilgrimage at the campaign table: 'When Secured: Choose a suit of a Guild card you have. Clockwise from you, each Rival must discard all of their Guild cards of that suit. Shuffle Call to Pilgrimage into the Court deck.'", () => {
  test("its securer is offered the suits of their Guild cards; a Rival's press is refused to them alone, nothing moved; after a save/load the securer's Fuel sends the Rivals' Fuel Guild cards to the Court discard, a protected one (BR p.27) and the securer's own staying, and the card into the campaign Court deck", () => {
    let { table, who } = voxTable();
    const [rival, third, fourth] = SEATS4.filter((c) => c !== who) as Colour[];
    // Securer: Mining Interest (CC01, Material), Gatekeepers (CC03, Fuel). A Rival: Construction Union (CC02, Material), Shipping Interest (CC04, Fuel).
    // Another: Parade Fleets (F202, Fuel, protected). The last: none.
    guildCardsOf(table, who, ["CC01", "CC03"]);
    guildCardsOf(table, rival, ["CC02", "CC04"]);
    guildCardsOf(table, third, ["F202"]);
    guildCardsOf(table, fourth, []);
    const card = secureInSlotFive(table, who, "F905");
    expect(labels(card)).toEqual(["Material", "Fuel"]);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes(`When Secured of Call to Pilgrimage (F905): ${who}, name a suit of your Guild cards: Rivals discard theirs`))).toBe(true);

    const heard = table.messages.filter((m) => m.to === undefined).length;
    table.clickButton(rival, card, "Fuel");
    table.settle();
    expect(lastTo(table, rival)).toBe(`${who} secured Call to Pilgrimage (F905) and makes this choice, not you`);
    expect(table.messages.filter((m) => m.to === undefined).length).toBe(heard);
    expect(area(table, rival).sort()).toEqual(["CC02", "CC04"]);
    expect((game(table).secure as SecureState).step).toBe("whenSecured");

    table = reload4(table);
    const again = table.find((o) => o.isCard && o.data.GMNotes === "F905")[0];
    expect(labels(again)).toEqual(["Material", "Fuel"]);
    const size = campaignDeck(table).contents.length;
    table.clickButton(who, again, "Fuel");
    table.settle();
    expect(cardsIn(table, zoneOf(table, "court-discard"))).toEqual(["CC04"]);
    expect(area(table, rival)).toEqual(["CC02"]);
    expect(area(table, third)).toEqual(["F202"]);
    expect(area(table, who).sort()).toEqual(["CC01", "CC03"]);
    // Into the deck, shuffled: the slot took the top, the deck holds the card.
    const ids = campaignDeck(table).contents.map((c) => String(c.GMNotes));
    expect(ids.length).toBe(size);
    expect(ids.concat(cardsIn(table, zoneOf(table, "court-slot", "5")))).toContain("F905");
    expect(cardsIn(table, zoneOf(table, "court-slot", "5")).length).toBe(1);
    expect((game(table).secure as SecureState).step).toBe("done");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F416 Guild Fair at the campaign table: 'When Secured: Return all Rival agents from Guild cards in the Court. Secure all Guild cards that you currently can. Bury this card.'", () => {
  test("its securer alone may press 'Secure Guild cards' (a Rival is refused privately, nothing moved); after a save/load the Rival agents on the Guild cards go to their supply, the securer secures the Guild card with their agent (p.13: now more than each Rival's), its slot refilled, and Guild Fair lies at the bottom of the campaign Court deck", () => {
    let { table, who } = voxTable();
    const rival = SEATS4.find((c) => c !== who) as Colour;
    const slot = (n: number) => zoneOf(table, "court-slot", String(n));
    // Court slots 1 and 2: Mining Interest (CC01) with 1 agent of the securer's and 2 of the Rival's; Construction Union (CC02) with 1 of the Rival's.
    // Slots 3 and 4 keep their cards, their agents taken off the table.
    for (const n of [1, 2, 3, 4]) {
      for (const o of table.world.objectsIn(slot(n))) if (o.isCard ? n < 3 : o.tags.includes("agent")) table.world.move(o, { x: 70 + 3 * n, y: 1, z: -86 });
    }
    takeCard(table, "CC01", { ...slot(1).position, y: slot(1).position.y + 0.3 });
    takeCard(table, "CC02", { ...slot(2).position, y: slot(2).position.y + 0.3 });
    takePieces(table, "agent", who, 1, slot(1));
    takePieces(table, "agent", rival, 2, slot(1));
    takePieces(table, "agent", rival, 1, slot(2));
    table.settle();
    const supply = (c: string) => table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(c))[0].contents.length;
    const agents = (n: number) => table.world.objectsIn(slot(n)).filter((o) => o.tags.includes("agent")).length;

    const card = secureInSlotFive(table, who, "F416");
    expect(labels(card)).toEqual(["Secure Guild cards"]);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes(`When Secured of Guild Fair (F416): ${who}, Rival agents leave Guild cards; you secure all you can`))).toBe(true);
    const heard = table.messages.filter((m) => m.to === undefined).length;
    table.clickButton(rival, card, "Secure Guild cards");
    table.settle();
    expect(lastTo(table, rival)).toBe(`${who} secured Guild Fair (F416) and makes this choice, not you`);
    expect(table.messages.filter((m) => m.to === undefined).length).toBe(heard);
    expect([agents(1), agents(2)]).toEqual([3, 1]);
    expect(cardsIn(table, slot(1))).toEqual(["CC01"]);

    table = reload4(table);
    const mine = supply(who);
    const theirs = supply(rival);
    const again = table.find((o) => o.isCard && o.data.GMNotes === "F416")[0];
    expect(labels(again)).toEqual(["Secure Guild cards"]);
    table.clickButton(who, again, "Secure Guild cards");
    table.settle();
    expect(area(table, who)).toContain("CC01");
    expect(area(table, rival)).not.toContain("CC02");
    expect([agents(1), agents(2)]).toEqual([0, 0]);
    expect([supply(who), supply(rival)]).toEqual([mine + 1, theirs + 3]);
    expect(cardsIn(table, slot(2))).toEqual(["CC02"]);
    const refilled = cardsIn(table, slot(1));
    expect(refilled.length).toBe(1);
    expect(refilled).not.toContain("CC01");
    expect(cardsIn(table, slot(5)).length).toBe(1);
    const ids = campaignDeck(table).contents.map((c) => String(c.GMNotes));
    expect(ids[ids.length - 1]).toBe("F416");
    expect((game(table).secure as SecureState).step).toBe("done");
    expect(table.scriptErrors).toEqual([]);
  });
});
