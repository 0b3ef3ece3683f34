/**
 * The Caretaker's Golem Vox cards at the campaign table (seed 003 F508 Unstable Harvester: "When
 * Secured: Flip the Harvester to Awake and take it. Discard this card."; F517 Golem Worship: "When
 * Secured: Take any Golem and flip it to Awake. Discard this card."; base rulebook p.13 When Secured,
 * p.17 a resource taken goes to your resource slots, F505 Golems fill them and only the Caretaker takes
 * them from the map). Secured with the Court button, the card waits with one button per Golem a
 * player holds (the tokens are alike: named by holder and side); a Rival's press is refused to them
 * alone with nothing moved; a save/load keeps the choice; the securer's press moves the Golem onto
 * their board, Awake side up, and the card is discarded.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import type { SecureState } from "../../src/core/court/machine";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { golemsTo } from "../support/fateTable";
import { coreState } from "../support/scenario";
import { SEATS4, reload4, secureInSlotFive, voxTable } from "../support/voxTable";

const game = (table: TtsTable): GameState => coreState(table) as GameState;
const step = (table: TtsTable) => (game(table).secure as SecureState).step;
const labels = (o: FakeObject): string[] => o.buttons.map((b) => String(b.label));
const cardObj = (table: TtsTable, id: string): FakeObject => table.find((o) => o.isCard && o.data.GMNotes === id)[0];
const discarded = (table: TtsTable): string[] => table.world.objectsIn(zoneOf(table, "court-discard")).filter((o) => o.isCard).map((o) => String(o.data.GMNotes));
const awake = (o: FakeObject) => Math.abs(o.rotation.z - 180) < 1;
const inZone = (table: TtsTable, o: FakeObject, tag: string, colour: string) => table.world.zonesContaining(o).some((z) => z.tags.includes(tag) && z.tags.includes(colour));

function lastTo(table: TtsTable, colour: string): string {
  const m = table.messages.filter((x) => x.to === colour);
  return m.length === 0 ? "" : m[m.length - 1].text;
}

describe("seed 003 F508 Unstable Harvester's When Secured at the table: 'Flip the Harvester to Awake and take it. Discard this card.'", () => {
  test("the securer alone is offered the Golem a Rival holds; a Rival's press is refused to them alone; after a reload the securer's press takes it onto their board, Awake, and the card is discarded", () => {
    const staged = voxTable();
    const who = staged.who;
    const other = SEATS4.find((c) => c !== who)! as Colour;
    const golem = golemsTo(staged.table, other, 1)[0];
    expect(inZone(staged.table, golem, "resources-zone", other)).toBe(true);
    expect(awake(golem)).toBe(false);

    const card = secureInSlotFive(staged.table, who, "F508");
    // No "may": no Decline while anyone holds a Golem.
    expect(labels(card)).toEqual([`${other}'s Sleeping Golem`]);
    expect(staged.table.messages.some((m) => m.to === undefined && m.text.includes(`When Secured of Unstable Harvester (F508): ${who}, take a Golem, flipped Awake`))).toBe(true);
    const heard = staged.table.messages.filter((m) => m.to === undefined).length;
    staged.table.clickButton(other, card, `${other}'s Sleeping Golem`);
    staged.table.settle();
    expect(lastTo(staged.table, other)).toBe(`${who} secured Unstable Harvester (F508) and makes this choice, not you`);
    expect(staged.table.messages.filter((m) => m.to === undefined).length).toBe(heard);
    expect(inZone(staged.table, golem, "resources-zone", other)).toBe(true);
    expect(awake(golem)).toBe(false);
    expect(step(staged.table)).toBe("whenSecured");

    // Saved and loaded mid-prompt: the same choice waits on the card.
    const table = reload4(staged.table);
    const again = cardObj(table, "F508");
    expect(labels(again)).toEqual([`${other}'s Sleeping Golem`]);
    expect(step(table)).toBe("whenSecured");
    table.clickButton(who, again, `${other}'s Sleeping Golem`);
    table.settle();
    const moved = table.object(golem.guid);
    expect(inZone(table, moved, "resources-zone", who)).toBe(true);
    expect(inZone(table, moved, "resources-zone", other)).toBe(false);
    expect(awake(moved)).toBe(true);
    expect(discarded(table)).toContain("F508");
    expect(step(table)).toBe("done");
    expect(table.messages.some((m) => m.to === undefined && m.text === `${who} chooses for Unstable Harvester (F508): ${other}'s Sleeping Golem`)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F517 Golem Worship's When Secured at the table: 'Take any Golem and flip it to Awake. Discard this card.'", () => {
  test("a Golem gone from its holder since the offer is refused to the securer alone, nothing moved; back in place, it is taken Awake", () => {
    const { table, who } = voxTable();
    const other = SEATS4.find((c) => c !== who)! as Colour;
    const golem = golemsTo(table, other, 1)[0];
    const card = secureInSlotFive(table, who, "F517");
    expect(labels(card)).toEqual([`${other}'s Sleeping Golem`]);
    const home = { ...golem.position };
    table.world.move(golem, { x: 85, y: 1, z: 85 });
    table.settle();
    table.clickButton(who, card, `${other}'s Sleeping Golem`);
    table.settle();
    expect(lastTo(table, who)).toBe("Golem Worship (F517): that Golem is no longer held");
    expect(golem.position.x).toBe(85);
    expect(awake(golem)).toBe(false);
    expect(step(table)).toBe("whenSecured");
    expect(discarded(table)).not.toContain("F517");

    table.world.move(golem, home);
    table.settle();
    table.clickButton(who, card, `${other}'s Sleeping Golem`);
    table.settle();
    expect(inZone(table, golem, "resources-zone", who)).toBe(true);
    expect(awake(golem)).toBe(true);
    expect(discarded(table)).toContain("F517");
    expect(step(table)).toBe("done");
    expect(table.scriptErrors).toEqual([]);
  });

  test("no one holds a Golem: the securer's one button discards the card", () => {
    const { table, who } = voxTable();
    const card = secureInSlotFive(table, who, "F517");
    expect(labels(card)).toEqual(["Decline"]);
    table.clickButton(who, card, "Decline");
    table.settle();
    expect(discarded(table)).toContain("F517");
    expect(step(table)).toBe("done");
    expect(table.scriptErrors).toEqual([]);
  });
});
