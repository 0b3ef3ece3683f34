/**
 * F713 Command Chaos at the campaign table (seed 003: "When Secured: Influence once. You may become a
 * Regent. Shuffle this card into the Court deck."; base rulebook p.13 Influence and When Secured).
 * Secured with its button by an Outlaw, the card waits in its slot with a button per Court card to
 * influence, each also as becoming a Regent; a Rival's press is refused to them alone with nothing
 * changed; a save/load keeps the choice; the answer is the game's, and the table moves the agent and
 * shuffles the card into the campaign Court deck.
 */
import type { GameState } from "../../src/core/game/types";
import type { SecureState } from "../../src/core/court/machine";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { coreState } from "../support/scenario";
import { campaignCourtCardName } from "../../src/core/campaign/courtCards";
import { SEATS4, reload4, secureInSlotFive, voxTable } from "../support/voxTable";

const game = (table: TtsTable): GameState => coreState(table) as GameState;
const lastTo = (table: TtsTable, colour: string): string => table.messages.filter((x) => x.to === colour).map((m) => m.text).pop() ?? "";
const cardsIn = (table: TtsTable, zone: FakeObject): string[] => table.world.objectsIn(zone).filter((o) => o.isCard).map((o) => String(o.data.GMNotes));
const labels = (o: FakeObject): string[] => o.buttons.map((b) => String(b.label));
const agentsIn = (table: TtsTable, zone: FakeObject, colour: string): number => table.world.objectsIn(zone).filter((o) => o.tags.includes("agent") && o.tags.includes(colour)).length;
const supply = (table: TtsTable, colour: string): number => table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(colour))[0].contents.length;
const titleOf = (table: TtsTable, colour: string): string | undefined => game(table).campaign!.players.find((p) => p.colour === colour)?.title;

describe("seed 003 F713 Command Chaos at the campaign table: 'When Secured: Influence once. You may become a Regent. Shuffle this card into the Court deck.'", () => {
  test("its securer, an Outlaw, is offered each Court card to influence, as a Regent or not; a Rival's press is refused to them alone, nothing moved; after a save/load the press puts the securer's agent from supply on the card, makes them a Regent and shuffles the card into the campaign Court deck", () => {
    let { table, who } = voxTable("Yellow");
    expect(who).toBe("Yellow");
    expect(titleOf(table, who)).toBe("outlaw");
    const rival = SEATS4.find((c) => c !== who)!;
    const slotOf = (n: number) => zoneOf(table, "court-slot", String(n));
    const n = [1, 2, 3, 4].find((k) => cardsIn(table, slotOf(k)).some((id) => !id.startsWith("AID")))!;
    const target = cardsIn(table, slotOf(n)).find((id) => !id.startsWith("AID"))!;
    const press = `Influence ${campaignCourtCardName(target)}, become Regent`;

    const card = secureInSlotFive(table, who, "F713");
    expect(labels(card)).toContain(`Influence ${campaignCourtCardName(target)}`);
    expect(labels(card)).toContain(press);
    // BR p.14: the Imperial Council In Session may be influenced (a Decided one is not offered).
    if (game(table).campaign!.council === "inSession") expect(labels(card)).toContain("Influence Imperial Council");
    expect(table.messages.some((m) => m.to === undefined && m.text.includes(`When Secured of Command Chaos (F713): ${who}, influence once; you may become a Regent`))).toBe(true);

    const heard = table.messages.filter((m) => m.to === undefined).length;
    const agents = agentsIn(table, slotOf(n), who);
    table.clickButton(rival, card, press);
    table.settle();
    expect(lastTo(table, rival)).toBe(`${who} secured Command Chaos (F713) and makes this choice, not you`);
    expect(table.messages.filter((m) => m.to === undefined).length).toBe(heard);
    expect(agentsIn(table, slotOf(n), who)).toBe(agents);
    expect((game(table).secure as SecureState).step).toBe("whenSecured");

    table = reload4(table);
    const again = table.find((o) => o.isCard && o.data.GMNotes === "F713")[0];
    expect(labels(again)).toContain(press);
    const bag = supply(table, who);
    table.clickButton(who, again, press);
    table.settle();
    expect(agentsIn(table, zoneOf(table, "court-slot", String(n)), who)).toBe(agents + 1);
    expect(supply(table, who)).toBe(bag - 1);
    expect(titleOf(table, who)).toBe("regent");
    expect(table.messages.some((m) => m.to === undefined && m.text.includes(`Command Chaos (F713): ${who} becomes a Regent`))).toBe(true);
    // Into the deck, shuffled: the slot took the top, the deck holds the card.
    const deck = table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
    expect(deck.contents.map((c) => String(c.GMNotes)).concat(cardsIn(table, zoneOf(table, "court-slot", "5")))).toContain("F713");
    expect(cardsIn(table, zoneOf(table, "court-slot", "5")).length).toBe(1);
    const last = (game(table).secure as SecureState).last;
    expect(last.kind === "answered" && last.table.court.deck).toContain("F713");
    expect((game(table).secure as SecureState).step).toBe("done");
    expect(table.scriptErrors).toEqual([]);
  });
});
