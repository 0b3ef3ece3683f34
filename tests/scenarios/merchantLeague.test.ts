/**
 * The Magnate's Merchant League (issue 35; seed 003 F302 "Crisis: Discard all resources from here.";
 * BR p.18 Fate Crises) on the built save through the TTS fake: the Crises press reads the card in a
 * play area (`league`) and the core lists the move; the table returns the resource tokens lying on
 * the card to their supply bags, a token elsewhere in the play area staying, also after a load.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command } from "../../src/core/game/types";
import type { FakeObject } from "../../tools/ttsFake/world";
import { tableLog } from "../support/scenario";
import { game, host, reload, rollCrisesOnTwo, seats, tableAtEventPhase, zone } from "../support/campaignEvents";
import { fateSetCardInto } from "../support/fateTable";

describe("seed 003 F302 Merchant League, Crisis: 'Discard all resources from here.' (BR p.18)", () => {
  let table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const a = seats[1] as Colour;
  const bag = (type: string) => table.find((o) => o.tags.includes("resource-supply") && o.tags.includes(type))[0];
  const onTable = (o: FakeObject) => table.find((x) => x.guid === o.guid).length === 1;
  let onCard: FakeObject[] = [];
  let beside: FakeObject | undefined;
  let inBags = 0;

  test("a Fuel and a Relic lie on the League in a Rival's play area, a Weapon beside it; the Crises are rolled, then the table is saved and loaded", () => {
    table.clickUi(holder, "arcsEventNoSummit");
    const card = fateSetCardInto(table, "F302", a);
    onCard = ["fuel", "relic"].map((t, i) => table.playerTake(bag(t), { position: { x: card.position.x, y: 2 + i, z: card.position.z } })!);
    beside = table.playerTake(bag("weapon"), { position: { x: card.position.x + 2.5, y: 2, z: card.position.z } })!;
    expect(table.world.objectsIn(zone(table, "play-area", a))).toContain(beside);
    table.settle();
    inBags = bag("fuel").contents.length + bag("relic").contents.length;
    rollCrisesOnTwo(table, holder);
    table = reload(table, seats, host);
  });

  test("the press names the League's holder; the tokens on it go back to their bags, the Weapon beside it stays", () => {
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    const sent = tableLog(table).commands.filter((x) => x.type === "resolveCrises").pop() as Extract<Command, { type: "resolveCrises" }>;
    expect(sent.players!.filter((p) => p.league === true).map((p) => p.colour)).toEqual([a]);
    table.settle();
    expect(onCard.map((o) => onTable(o))).toEqual([false, false]);
    expect(bag("fuel").contents.length + bag("relic").contents.length).toBe(inBags + 2);
    expect(onTable(beside!)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});
