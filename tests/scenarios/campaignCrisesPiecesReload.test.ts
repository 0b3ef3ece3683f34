/**
 * Extortion (seed 003 F323: "For each resource type, the player with most of it, or the players tied
 * for the most of it, must discard 1 resource of that type.") and Itinerant Empaths (F1406: "The
 * player with the least Power gains Psionic up to their number of empty resource slots.") carried out
 * on the table a few frames apart, with a save loaded at every moment of the moves: the saved event
 * session names the next move, so the table ends as if no load happened -- no move lost, none twice
 * (the project's standard: a save can be loaded at any moment).
 */
import type { Colour } from "../../src/core/data/vocabulary";
import { TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import { campaign, host, rollCrisesOnTwo, seats, tableAtEventPhase, zone, game } from "../support/campaignEvents";
import { takeCard } from "../support/faithfulTable";
import { boardTypes, emptySlots, resourceInSlot } from "../support/courtCards";

describe("the Crises' token moves survive a load between any two of them (F323, F1406; BR p.18, p.27)", () => {
  const table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const [a, b, c] = seats as Colour[];
  const boards = (t: TtsTable) => seats.map((x) => boardTypes(t, x as Colour).join(","));
  const supplies = (t: TtsTable) => t.find((o) => o.tags.includes("resource-supply")).map((o) => o.contents.length);
  const saves: SaveFile[] = [];

  test("five discards and a Psionic gain, moved one by one; a save is taken on every frame of the moves", () => {
    table.clickUi(holder, "arcsEventNoSummit");
    for (const [n, id] of [[2, "F323"], [3, "F1406"]] as const) {
      const slot = zone(table, "court-slot", String(n));
      for (const o of table.world.objectsIn(slot).filter((x) => x.isCard)) table.world.move(o, { x: 80, y: 1, z: 80 + n });
      takeCard(table, id, { ...slot.position, y: slot.position.y + 0.3 });
    }
    for (const colour of seats) emptySlots(table, colour as Colour);
    // Material tied a/b (both discard one), Fuel a, Relic b, Weapon c: five discards.
    resourceInSlot(table, a, "material", 1);
    resourceInSlot(table, a, "fuel", 2);
    resourceInSlot(table, b, "material", 1);
    resourceInSlot(table, b, "relic", 2);
    resourceInSlot(table, c, "weapon", 1);
    table.settle();
    rollCrisesOnTwo(table, holder);
    table.clickUi(holder, "arcsEventCrises");
    // A save at each change of the boards or supplies: one between every two moves.
    let seen = JSON.stringify([boards(table), supplies(table)]);
    for (let f = 0; f < 40; f++) {
      table.world.advanceFrames(1);
      const now = JSON.stringify([boards(table), supplies(table)]);
      if (now !== seen) saves.push(table.save());
      seen = now;
    }
    table.settle();
    const pieces = campaign(table).lastCrises!.pieces!;
    expect(pieces.filter((p) => p.discard !== undefined)).toHaveLength(5);
    expect(pieces.filter((p) => (p.psionic ?? 0) > 0)).toHaveLength(1);
    expect(boards(table).join(";")).not.toMatch(/material|fuel|relic|weapon/);
  });

  test("each save loaded and played on ends with the same boards and supplies, and no Lua error", () => {
    const want = { boards: boards(table), supplies: supplies(table) };
    expect(saves.length).toBeGreaterThanOrEqual(6);
    for (let i = 0; i < saves.length; i++) {
      const again = new TtsTable(saves[i], { seats: seats.map((color) => ({ color, host: color === host })) });
      again.settle();
      expect(campaign(again).crisesDue).toBeUndefined();
      expect({ at: i, boards: boards(again), supplies: supplies(again) }).toEqual({ at: i, ...want });
      expect(again.scriptErrors).toEqual([]);
    }
  });
});
