/**
 * The Caretaker's Golem Vox cards at the campaign table (seed 003 F508 Unstable Harvester: "When
 * Secured: Flip the Harvester to Awake and take it. Discard this card."; F517 Golem Worship: "When
 * Secured: Take any Golem and flip it to Awake. Discard this card."; base rulebook p.13 When Secured,
 * p.17 a resource taken goes to your resource slots, F505 Golems fill them and only the Caretaker takes
 * them from the map; F506 names the four: Warrior, Protector, Seeker, Harvester; F505 "Its Awake side
 * is public if a player holds it"). Each Golem token carries its name in its memo (objects/), its
 * Sleeping side and tooltip alike. Secured with the Court button, an Unstable card waits with one
 * button, its own Golem's, if a player holds it (else its one button discards it); Golem Worship with
 * one per Golem a player holds, an Awake one by name, a Sleeping one as "Sleeping Golem" (its name
 * told to no one); a Rival's press is refused to them alone with nothing moved; a save/load keeps the
 * choice; the securer's press moves the Golem onto their board, Awake side up, and the card is discarded.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import type { SecureState } from "../../src/core/court/machine";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { golemTo, golemsTo } from "../support/fateTable";
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
  test("the securer alone is offered the Harvester a Rival holds, not the Rival's other Golem; a Rival's press is refused to them alone; after a reload the securer's press takes it onto their board, Awake, and the card is discarded", () => {
    const staged = voxTable();
    const who = staged.who;
    const other = SEATS4.find((c) => c !== who)! as Colour;
    const warrior = golemTo(staged.table, other, "Warrior", 1);
    const golem = golemTo(staged.table, other);
    expect(inZone(staged.table, golem, "resources-zone", other)).toBe(true);
    expect(awake(golem)).toBe(false);

    const card = secureInSlotFive(staged.table, who, "F508");
    // No "may": no Decline while anyone holds the Harvester; the card names it, so its button does.
    expect(labels(card)).toEqual([`${other}'s Harvester`]);
    expect(staged.table.messages.some((m) => m.to === undefined && m.text.includes(`When Secured of Unstable Harvester (F508): ${who}, take a Golem, flipped Awake`))).toBe(true);
    const heard = staged.table.messages.filter((m) => m.to === undefined).length;
    staged.table.clickButton(other, card, `${other}'s Harvester`);
    staged.table.settle();
    expect(lastTo(staged.table, other)).toBe(`${who} secured Unstable Harvester (F508) and makes this choice, not you`);
    expect(staged.table.messages.filter((m) => m.to === undefined).length).toBe(heard);
    expect(inZone(staged.table, golem, "resources-zone", other)).toBe(true);
    expect(awake(golem)).toBe(false);
    expect(step(staged.table)).toBe("whenSecured");

    // Saved and loaded mid-prompt: the same choice waits on the card.
    const table = reload4(staged.table);
    const again = cardObj(table, "F508");
    expect(labels(again)).toEqual([`${other}'s Harvester`]);
    expect(step(table)).toBe("whenSecured");
    table.clickButton(who, again, `${other}'s Harvester`);
    table.settle();
    const moved = table.object(golem.guid);
    expect(inZone(table, moved, "resources-zone", who)).toBe(true);
    expect(inZone(table, moved, "resources-zone", other)).toBe(false);
    expect(awake(moved)).toBe(true);
    expect(discarded(table)).toContain("F508");
    expect(step(table)).toBe("done");
    expect(table.messages.some((m) => m.to === undefined && m.text === `${who} chooses for Unstable Harvester (F508): ${other}'s Harvester`)).toBe(true);
    // The Warrior stays where it lay, Sleeping.
    const stays = table.object(warrior.guid);
    expect(inZone(table, stays, "resources-zone", other)).toBe(true);
    expect(awake(stays)).toBe(false);
    expect(table.scriptErrors).toEqual([]);
  });

  test("no one holds the Harvester (a Rival holds the Warrior and the Seeker, one Awake): the card's one button discards it, no Golem moved", () => {
    const { table, who } = voxTable();
    const other = SEATS4.find((c) => c !== who)! as Colour;
    const warrior = golemTo(table, other, "Warrior", 0);
    const seeker = golemTo(table, other, "Seeker", 1, true);
    const card = secureInSlotFive(table, who, "F508");
    expect(labels(card)).toEqual(["Decline"]);
    table.clickButton(who, card, "Decline");
    table.settle();
    expect(discarded(table)).toContain("F508");
    expect(step(table)).toBe("done");
    for (const g of [warrior, seeker]) expect(inZone(table, g, "resources-zone", other)).toBe(true);
    expect([awake(warrior), awake(seeker)]).toEqual([false, true]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F517 Golem Worship's When Secured at the table: 'Take any Golem and flip it to Awake. Discard this card.'", () => {
  test("any Golem held is offered, an Awake one by its name, a Sleeping one unnamed: no label or message names it, before or after it is taken (Awake, onto the securer's board)", () => {
    const { table, who } = voxTable();
    const [other, third] = SEATS4.filter((c) => c !== who) as Colour[];
    golemTo(table, other, "Warrior", 0);
    golemTo(table, other, "Protector", 1, true);
    const seeker = golemTo(table, third, "Seeker", 0);
    const card = secureInSlotFive(table, who, "F517");
    const offered = labels(card);
    expect([...offered].sort()).toEqual([`${other}'s Protector`, `${other}'s Sleeping Golem`, `${third}'s Sleeping Golem`].sort());
    const told = () => offered.concat(table.messages.map((m) => m.text)).filter((t) => /Warrior|Seeker|Harvester/.test(t));
    expect(told()).toEqual([]);
    table.clickButton(who, card, `${third}'s Sleeping Golem`);
    table.settle();
    expect(table.messages.some((m) => m.to === undefined && m.text === `${who} chooses for Golem Worship (F517): ${third}'s Sleeping Golem`)).toBe(true);
    expect(told()).toEqual([]);
    expect(inZone(table, seeker, "resources-zone", who)).toBe(true);
    expect(awake(seeker)).toBe(true);
    expect(discarded(table)).toContain("F517");
    expect(table.scriptErrors).toEqual([]);
  });

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
