/**
 * The Pathfinder's Seek the Portal at the campaign table (seed 003 F909: "When Secured: If you control
 * the Portal token, scrap any number of ***any*** ships in its system. Gain 2 Power per ship scrapped.
 * Shuffle this card into the Court deck."; base p.13 When Secured; BR p.10 control; BR glossary
 * "Scrap: Make out of play permanently"). Secured with the Court button, the card waits with a button
 * per owner and side of the ships in the Portal's system and Done; a Rival's press is refused to them
 * alone with nothing changed; each scrap the core accepts is kept with the choice (a save/load keeps
 * it), one too many is refused to the securer alone; Done takes the ships out of the game, gives
 * 2 Power a ship and shuffles the card into the Court deck. Without the Portal, Done alone.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import type { SecureState } from "../../src/core/court/machine";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { coreState } from "../support/scenario";
import { SEATS4, portalSystem, reload4, secureInSlotFive, voxTable } from "../support/voxTable";

const game = (table: TtsTable): GameState => coreState(table) as GameState;
const step = (table: TtsTable) => (game(table).secure as SecureState).step;
const power = (table: TtsTable, c: string) => game(table).players.find((p) => p.colour === c)!.power;
const labels = (o: FakeObject): string[] => o.buttons.map((b) => String(b.label));
const cardObj = (table: TtsTable, id: string): FakeObject => table.find((o) => o.isCard && o.data.GMNotes === id)[0];
const inCourtDeck = (table: TtsTable, id: string) => table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck") && o.contents.some((c) => c.GMNotes === id)).length === 1;
const shipsIn = (table: TtsTable, zone: FakeObject, colour: string) => table.world.objectsIn(zone).filter((o) => o.tags.includes("ship") && o.tags.includes(colour));

function lastTo(table: TtsTable, colour: string): string {
  const m = table.messages.filter((x) => x.to === colour);
  return m.length === 0 ? "" : m[m.length - 1].text;
}

describe("seed 003 F909 Seek the Portal's When Secured at the table", () => {
  test("the securer alone scraps, one press a ship, kept over a reload; too many is refused to them alone; Done takes the ships out of the game, +2 Power a ship, and the card goes into the Court deck", () => {
    const staged = voxTable();
    const who = staged.who;
    const other = SEATS4.find((c) => c !== who)! as Colour;
    const at = portalSystem(staged.table, who, other);
    const id = String(at.data.GMNotes);
    const was = power(staged.table, who);

    const card = secureInSlotFive(staged.table, who, "F909");
    expect(labels(card).sort()).toEqual([`Scrap a fresh ${other} ship`, `Scrap a fresh ${who} ship`, "Done"].sort());
    expect(staged.table.messages.some((m) => m.to === undefined && m.text.includes(`When Secured of Seek the Portal (F909): ${who}, scrap ships at the Portal you control: 2 Power each`))).toBe(true);
    const heard = staged.table.messages.filter((m) => m.to === undefined).length;
    staged.table.clickButton(other, card, `Scrap a fresh ${other} ship`);
    staged.table.settle();
    expect(lastTo(staged.table, other)).toBe(`${who} secured Seek the Portal (F909) and makes this choice, not you`);
    expect(staged.table.messages.filter((m) => m.to === undefined).length).toBe(heard);

    staged.table.clickButton(who, card, `Scrap a fresh ${other} ship`);
    staged.table.settle();
    expect(staged.table.messages.some((m) => m.to === undefined && m.text === `${who} chooses for Seek the Portal (F909): Scrap a fresh ${other} ship`)).toBe(true);
    // Kept, not yet scrapped: the choice still waits.
    expect(shipsIn(staged.table, at, other)).toHaveLength(1);
    expect(step(staged.table)).toBe("whenSecured");
    staged.table.clickButton(who, card, `Scrap a fresh ${other} ship`);
    staged.table.settle();
    expect(lastTo(staged.table, who)).toBe(`Seek the Portal: no more fresh ${other} ships in ${id}`);

    // Saved and loaded mid-prompt: the scrap so far and the buttons wait on the card.
    const table = reload4(staged.table);
    const again = cardObj(table, "F909");
    expect(labels(again).sort()).toEqual(labels(card).sort());
    table.clickButton(who, again, `Scrap a fresh ${other} ship`);
    table.settle();
    expect(lastTo(table, who)).toBe(`Seek the Portal: no more fresh ${other} ships in ${id}`);
    table.clickButton(who, again, `Scrap a fresh ${who} ship`);
    table.settle();
    table.clickButton(who, again, "Done");
    table.settle();
    expect(shipsIn(table, at, other)).toHaveLength(0);
    expect(shipsIn(table, at, who)).toHaveLength(1);
    expect(power(table, who)).toBe(was + 4);
    expect(game(table).events.some((e) => e.text === `Seek the Portal: ${who} scraps 2 ships in ${id}, +4 Power`)).toBe(true);
    expect(inCourtDeck(table, "F909")).toBe(true);
    expect(step(table)).toBe("done");
    expect(table.scriptErrors).toEqual([]);
  });

  test("without the Portal controlled: Done alone; pressed, nothing is scrapped, no Power gained, the card goes into the Court deck", () => {
    const { table, who } = voxTable();
    const other = SEATS4.find((c) => c !== who)! as Colour;
    const at = portalSystem(table, other, who);
    const was = game(table).players.map((p) => p.power);
    const card = secureInSlotFive(table, who, "F909");
    expect(labels(card)).toEqual(["Done"]);
    table.clickButton(who, card, "Done");
    table.settle();
    expect(shipsIn(table, at, other)).toHaveLength(2);
    expect(game(table).players.map((p) => p.power)).toEqual(was);
    expect(inCourtDeck(table, "F909")).toBe(true);
    expect(step(table)).toBe("done");
    expect(table.scriptErrors).toEqual([]);
  });
});
