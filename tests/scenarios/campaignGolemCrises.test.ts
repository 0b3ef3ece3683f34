/**
 * The Unstable Golems' Crises in the Court (issue 35; seed 003 F508 "The player with the Harvester
 * discards all of their resources.", F510 "Repair all ships except those of the player with the
 * Protector.", F511 "Destroy all damaged Loyal ships of the player with the Warrior."; BR p.18 Court
 * Crises left to right), on the built save through the TTS fake: the Crises press reads the Golems
 * each player holds (each token's memo its name, F506) and the core decides; the table discards the
 * resources, and carries out the repairs and the destroyed ships with the Blight hits, also after a load.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command } from "../../src/core/game/types";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { TtsTable } from "../../tools/ttsFake/table";
import { SYSTEMS } from "../../src/core/data/map";
import { tableLog } from "../support/scenario";
import { campaign, game, host, reload, rollCrisesOnTwo, seats, tableAtEventPhase, zone } from "../support/campaignEvents";
import { takeCard } from "../support/faithfulTable";
import { bag, ships } from "../support/battleTable";
import { boardTypes, emptySlots, resourceInSlot } from "../support/courtCards";
import { golemTo } from "../support/fateTable";

/** Court slots 2.. show `ids`, the cards there set aside. */
function inCourt(table: TtsTable, ids: string[]): void {
  ids.forEach((id, i) => {
    const slot = zone(table, "court-slot", String(i + 2));
    for (const o of table.world.objectsIn(slot).filter((x) => x.isCard)) table.world.move(o, { x: 80, y: 1, z: 80 + i });
    takeCard(table, id, { ...slot.position, y: slot.position.y + 0.3 });
  });
}

const here = (table: TtsTable, id: string) => table.world.objectsIn(zone(table, "system", id));
const now = (table: TtsTable, o: FakeObject) => table.find((x) => x.guid === o.guid)[0];
const damaged = (table: TtsTable, o: FakeObject) => Math.abs(now(table, o).rotation.z - 90) < 1;
const said = (table: TtsTable, text: string) => table.messages.some((m) => m.text.includes(text));

describe("Unstable Harvester in the Court: the player with the Harvester discards all their resources (seed 003 F508; BR p.18)", () => {
  let table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const [a, b] = seats as Colour[];

  test("the Court shows the Unstable Harvester; the Harvester lies on one board with a Material and a Fuel; another board holds a Material", () => {
    table.clickUi(holder, "arcsEventNoSummit");
    inCourt(table, ["F508"]);
    for (const colour of seats) emptySlots(table, colour as Colour);
    golemTo(table, a, "Harvester", 5);
    resourceInSlot(table, a, "material", 1);
    resourceInSlot(table, a, "fuel", 2);
    resourceInSlot(table, b, "material", 1);
    table.settle();
    rollCrisesOnTwo(table, holder);
    table = reload(table, seats, host);
  });

  test("the press sends the Golems held by name; the Harvester's holder's resources go back to the supply, the other board keeps its own", () => {
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    const sent = tableLog(table).commands.filter((x) => x.type === "resolveCrises").pop() as Extract<Command, { type: "resolveCrises" }>;
    expect(sent.players!.map((p) => p.golems)).toEqual(seats.map((c) => (c === a ? ["Harvester"] : [])));
    expect(said(table, `Unstable Harvester: ${a} discards 2 resources`)).toBe(true);
    table.settle();
    expect(boardTypes(table, a)).toEqual([]);
    expect(boardTypes(table, b)).toEqual(["material"]);
  });
});

describe("Unstable Warrior, Protector and Harvester in the Court: left to right, with nobody holding the Harvester (seed 003 F511, F510, F508; BR p.18)", () => {
  let table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const [a, b, c] = seats as Colour[];
  const sys = SYSTEMS.map((x) => x.id).filter((id) => table.world.objectsIn(zone(table, "system", id)).length === 0)[0];
  let as: FakeObject[] = [];
  let bs: FakeObject[] = [];
  let cs: FakeObject[] = [];
  let aBag = 0;

  test("one player holds the Warrior, another the Protector; each has 2 ships (1 damaged) in one system, the third 1 damaged ship; the Crises decided, then a load", () => {
    table.clickUi(holder, "arcsEventNoSummit");
    inCourt(table, ["F511", "F510", "F508"]);
    emptySlots(table, a);
    resourceInSlot(table, a, "material", 1);
    golemTo(table, a, "Warrior", 5, true);
    golemTo(table, b, "Protector", 5);
    as = ships(table, a, sys, 2, 1);
    bs = ships(table, b, sys, 2, 1);
    cs = ships(table, c, sys, 1, 1);
    table.settle();
    rollCrisesOnTwo(table, holder);
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    expect(said(table, `Unstable Warrior (${a}): 1 damaged pieces destroyed`)).toBe(true);
    expect(said(table, `Unstable Protector (${b}): 1 damaged ships repaired`)).toBe(true);
    expect(said(table, "Unstable Harvester: nobody holds it")).toBe(true);
    // Nothing moves before the resolver carries out the hits; nobody's resources are discarded.
    expect(damaged(table, as[0]) && damaged(table, cs[0])).toBe(true);
    expect(boardTypes(table, a)).toEqual(["material"]);
    aBag = bag(table, "supply", "ship", a).contents.length;
    table = reload(table, seats, host);
  });

  test("carried out: the Warrior's holder's damaged ship goes to its supply, the third player's is repaired, the Protector's holder's stays damaged; once", () => {
    table.clickUi(holder, "arcsEventBlight");
    table.settle();
    expect(campaign(table).lastCrises!.blightCarriedOut).toBe(true);
    expect(as.filter((o) => here(table, sys).some((x) => x.guid === o.guid))).toHaveLength(1);
    expect(bag(table, "supply", "ship", a).contents.length).toBe(aBag + 1);
    expect(damaged(table, cs[0])).toBe(false);
    expect(damaged(table, bs[0])).toBe(true);
    expect(table.messages.filter((m) => m.to === undefined && /carried out on the table/.test(m.text)).map((m) => m.text)).toEqual(["Blight hits carried out on the table: 1 damaged pieces destroyed, 1 ships repaired."]);
    table.forgeUiClick(holder, "arcsEventBlight");
    table.settle();
    expect(table.messages.filter((m) => m.to === holder).pop()!.text).toBe("these Blight hits were already carried out");
  });
});
