/**
 * Campaign Vox cards whose When Secured makes the Rivals give up Guild cards of their choice, at the
 * table (seed 003 card texts; base rulebook p.13 When Secured; BR p.27 protected Guild cards): F422
 * Guilds Withdraw, F410 Diplomatic Fiasco. Secured with its button, the card waits in its slot with
 * the buttons of the Rival who owes the next card, in turn order; anyone else's press is refused to
 * them alone with nothing changed; a save/load keeps the cards chosen so far; the last card chosen,
 * the answer is the game's and the table moves every card.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import type { SecureState } from "../../src/core/court/machine";
import { turnOrderFrom } from "../../src/core/game/util";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { coreState } from "../support/scenario";
import { guildCardsOf, reload4, secureInSlotFive, voxTable } from "../support/voxTable";
import { campaignCourtCards } from "../../src/core/campaign/courtCards";
import { courtCard } from "../../src/core/data/court";

const game = (table: TtsTable): GameState => coreState(table) as GameState;
const lastTo = (table: TtsTable, colour: string): string => table.messages.filter((x) => x.to === colour).map((m) => m.text).pop() ?? "";
const cardsIn = (table: TtsTable, zone: FakeObject): string[] => table.world.objectsIn(zone).filter((o) => o.isCard).map((o) => String(o.data.GMNotes));
const campaignDeck = (table: TtsTable): FakeObject => table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
const labels = (o: FakeObject): string[] => o.buttons.map((b) => String(b.label));
const isGuild = (id: string): boolean => (courtCard(id) ?? campaignCourtCards(id))?.kind === "guild";
const area = (table: TtsTable, colour: string): string[] => cardsIn(table, zoneOf(table, "play-area", colour)).filter(isGuild);
const heard = (table: TtsTable): number => table.messages.filter((m) => m.to === undefined).length;
const cardOf = (table: TtsTable, id: string): FakeObject => table.find((o) => o.isCard && o.data.GMNotes === id)[0];

/** The securer's Rivals in turn order (from the initiative holder, as the table reads the Court). */
function rivals(table: TtsTable, who: Colour): Colour[] {
  const s = game(table);
  return turnOrderFrom(s.seats, s.initiative).filter((c) => c !== who);
}

describe("seed 003 F422 Guilds Withdraw at the campaign table: 'When Secured: Each Rival must bury 1 Guild card. Bury this card.'", () => {
  test("the first Rival in turn order alone is offered their Guild cards (the securer is refused privately, nothing moved); after a save/load the next Rival's buttons, their protected card (BR p.27) not offered; each last choice made, the cards lie under the campaign Court deck, then Guilds Withdraw", () => {
    let { table, who } = voxTable();
    const [a, b, c] = rivals(table, who);
    // The securer: Mining Interest (CC01). a: Construction Union (CC02), Shipping Interest (CC04). b: Gatekeepers (CC03), Parade Fleets (F202, protected). c: none.
    guildCardsOf(table, who, ["CC01"]);
    guildCardsOf(table, a, ["CC02", "CC04"]);
    guildCardsOf(table, b, ["CC03", "F202"]);
    guildCardsOf(table, c, []);
    const card = secureInSlotFive(table, who, "F422");
    expect(labels(card).sort()).toEqual([`${a}: Construction Union (CC02)`, `${a}: Shipping Interest (CC04)`]);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes(`When Secured of Guilds Withdraw (F422): ${who}, Rivals in turn order give up the Guild cards it says`))).toBe(true);

    const n = heard(table);
    table.clickButton(who, card, `${a}: Shipping Interest (CC04)`);
    table.settle();
    expect(lastTo(table, who)).toBe(`${a} makes this choice, not you`);
    expect(heard(table)).toBe(n);
    expect(area(table, a).sort()).toEqual(["CC02", "CC04"]);

    table.clickButton(a, card, `${a}: Shipping Interest (CC04)`);
    table.settle();
    expect(labels(card)).toEqual([`${b}: Gatekeepers (CC03)`]);
    expect(table.messages.some((m) => m.to === undefined && m.text === `${a} chooses for Guilds Withdraw (F422): ${a}: Shipping Interest (CC04). Next: ${b}`)).toBe(true);
    // Nothing moves before the whole answer.
    expect(area(table, a).sort()).toEqual(["CC02", "CC04"]);
    expect((game(table).secure as SecureState).step).toBe("whenSecured");

    table = reload4(table);
    const again = cardOf(table, "F422");
    expect(labels(again)).toEqual([`${b}: Gatekeepers (CC03)`]);
    table.clickButton(a, again, `${b}: Gatekeepers (CC03)`);
    table.settle();
    expect(lastTo(table, a)).toBe(`${b} makes this choice, not you`);
    const size = campaignDeck(table).contents.length;
    table.clickButton(b, again, `${b}: Gatekeepers (CC03)`);
    table.settle();
    expect(area(table, a)).toEqual(["CC02"]);
    expect(area(table, b)).toEqual(["F202"]);
    expect(area(table, who)).toEqual(["CC01"]);
    // Buried in turn order, Guilds Withdraw last; the slot took the deck's top.
    const ids = campaignDeck(table).contents.map((x) => String(x.GMNotes));
    expect(ids.length).toBe(size + 2);
    expect(ids.slice(-3)).toEqual(["CC04", "CC03", "F422"]);
    expect(cardsIn(table, zoneOf(table, "court-slot", "5")).length).toBe(1);
    expect((game(table).secure as SecureState).step).toBe("done");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F410 Diplomatic Fiasco at the campaign table: 'When Secured: Rivals resolve the Crisis.' ('In turn order, each player with more Guild cards than agents in their supply must discard Guild cards until their Guild cards equal their agents. Bury this card. (Count Protected Guild cards but don't discard them.)')", () => {
  test("the agents in each Rival's supply bag are read: a Rival with more Guild cards than agents discards down to them, their protected card counted and kept; a wrong clicker is refused; the cards go to the Court discard and Diplomatic Fiasco under the deck", () => {
    const { table, who } = voxTable();
    const [a, b, c] = rivals(table, who);
    const bag = (x: Colour) => table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(x))[0];
    // a: 1 agent in supply, Construction Union, Shipping Interest, Parade Fleets (protected): 2 owed, 2 unprotected.
    // b: 3 agents, 1 Guild card: nothing owed. c: none.
    const inSupply = (x: Colour, k: number) => {
      while (bag(x).contents.length > k) table.playerTake(bag(x), { position: { x: 84, y: 1, z: 40 } });
    };
    inSupply(a, 1);
    inSupply(b, 3);
    guildCardsOf(table, who, ["CC01"]);
    guildCardsOf(table, a, ["CC02", "CC04", "F202"]);
    guildCardsOf(table, b, ["CC03"]);
    guildCardsOf(table, c, []);
    table.settle();
    const card = secureInSlotFive(table, who, "F410");
    expect(labels(card).sort()).toEqual([`${a}: Construction Union (CC02)`, `${a}: Shipping Interest (CC04)`]);
    table.clickButton(b, card, `${a}: Construction Union (CC02)`);
    table.settle();
    expect(lastTo(table, b)).toBe(`${a} makes this choice, not you`);
    table.clickButton(a, card, `${a}: Construction Union (CC02)`);
    table.settle();
    expect(labels(card)).toEqual([`${a}: Shipping Interest (CC04)`]);
    table.clickButton(a, card, `${a}: Shipping Interest (CC04)`);
    table.settle();
    expect(area(table, a)).toEqual(["F202"]);
    expect(area(table, b)).toEqual(["CC03"]);
    expect(cardsIn(table, zoneOf(table, "court-discard")).sort()).toEqual(["CC02", "CC04"]);
    const ids = campaignDeck(table).contents.map((x) => String(x.GMNotes));
    expect(ids[ids.length - 1]).toBe("F410");
    expect((game(table).secure as SecureState).step).toBe("done");
    expect(table.scriptErrors).toEqual([]);
  });
});
