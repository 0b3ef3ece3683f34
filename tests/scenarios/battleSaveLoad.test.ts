/**
 * A battle in progress survives save and load (issue item 7): the BUILT save's Global in the TTS
 * fake. A 2-player game at Red's first turn; Red battles Blue, the dice are read, the table is saved
 * and loaded BEFORE the hits are applied, and the battle finishes on the reloaded table with the
 * outcome of that roll (p.14: hits follow the roll that was read).
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { bag, battleTable, click, dice, resetSpread, SEATS, ships, step, zone } from "../support/battleTable";

function reload(table: TtsTable): TtsTable {
  const again = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
  again.settle();
  return again;
}

function blueShipsIn(table: TtsTable, system: string): FakeObject[] {
  return table.world.objectsIn(zone(table, "system", system)).filter((o) => o.tags.includes("Blue") && o.tags.includes("ship"));
}

describe("save and load during a battle", () => {
  test("p.14: saved after the roll and before the hits, the reloaded table shows the same step and applies that roll's hits", () => {
    const table = battleTable();
    ships(table, "Red", "1.1", 3);
    ships(table, "Blue", "1.1", 2);
    click(table, "Red", "arcsBattleOpen");
    for (const id of ["arcsBattleMore_assault", "arcsBattleMore_assault"]) click(table, "Red", id);
    const thrown = dice(table, ["assault-4", "assault-5"]);
    click(table, "Red", "arcsBattleRoll");
    expect(step(table)).toBe("hits");
    const suggested = table.ui().text("arcsBattleAssign");
    expect(suggested).toMatch(/^Suggested: /);
    const result = table.ui().text("arcsBattleResult");

    const again = reload(table);
    expect(step(again)).toBe("hits");
    expect(again.ui().isVisible("arcsBattlePanel")).toBe(true);
    expect(again.ui().isVisible("arcsBattleHits")).toBe(true);
    expect(again.ui().getAttribute("arcsBattleHits", "visibility")).toBe("Red");
    expect(again.ui().text("arcsBattleResult")).toBe(result);
    expect(again.ui().text("arcsBattleAssign")).toBe(suggested);
    expect(again.messages.map((m) => m.text).join("\n")).toContain("Red's battle continues after the load");
    // Only the attacker may finish it: the panel is not shown to Blue, and a forged call is refused.
    expect(() => again.clickUi("Blue", "arcsBattleAccept")).toThrow("not shown to Blue");
    again.forgeUiClick("Blue", "arcsBattleAccept");
    again.settle();
    expect(again.messages.filter((m) => m.to === "Blue").map((m) => m.text).join(" ")).toMatch(/it is Red's turn/);
    expect(step(again)).toBe("hits");

    // Both assault dice: the roll's ship hits destroy / damage Blue's 2 ships as the core suggested.
    click(again, "Red", "arcsBattleAccept");
    again.settle();
    expect(step(again)).toBe("none");
    const outcome = again.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
    expect(outcome).toMatch(/Red's battle is over/);
    const remaining = blueShipsIn(again, "1.1");
    const destroyed = 2 - remaining.length;
    const trophies = again.world.objectsIn(zone(again, "trophies", "Red")).filter((o) => o.tags.includes("ship") && o.tags.includes("Blue"));
    expect(trophies).toHaveLength(destroyed);
    expect(destroyed + remaining.filter((o) => Math.abs(o.rotation.z) === 90).length).toBeGreaterThan(0);
    // The dice of the saved battle (same GUIDs after the load) go back to their bag.
    expect(bag(again, "dice-bag", "assault").contents.map((c) => c.GUID)).toEqual(expect.arrayContaining(thrown.map((d) => d.guid)));
    expect(again.scriptErrors).toEqual([]);
  });

  test("the same roll without a load gives the same table", () => {
    const run = (withLoad: boolean) => {
      resetSpread();
      let table = battleTable();
      ships(table, "Red", "1.1", 3);
      ships(table, "Blue", "1.1", 2);
      click(table, "Red", "arcsBattleOpen");
      for (const id of ["arcsBattleMore_assault", "arcsBattleMore_skirmish"]) click(table, "Red", id);
      dice(table, ["assault-4", "skirmish-4"]);
      click(table, "Red", "arcsBattleRoll");
      if (withLoad) table = reload(table);
      click(table, "Red", "arcsBattleAccept");
      const blue = blueShipsIn(table, "1.1").map((o) => Math.abs(o.rotation.z));
      const trophies = table.world.objectsIn(zone(table, "trophies", "Red")).length;
      const red = table.world.objectsIn(zone(table, "system", "1.1")).filter((o) => o.tags.includes("Red")).map((o) => Math.abs(o.rotation.z));
      return { blue: blue.sort(), trophies, red: red.sort(), step: step(table) };
    };
    const loaded = run(true);
    expect(loaded).toEqual(run(false));
    expect(loaded.step).toBe("none");
    expect(loaded.trophies + loaded.blue.filter((z) => z === 90).length).toBeGreaterThan(0);
  });
});
