/**
 * The First Regent tile from the Fate setups on the built save (issue 29 item 3; BR p.6 step 6 "If
 * no one has the First Regent tile from their setup, the player with initiative takes it"; Steward
 * F101A "Gain the First Regent tile"; Admiral F701A "Gain the First Regent tile unless the Steward
 * is in play"): when the kept Fates are revealed, the tile goes to its holder's play area.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { GameState } from "../../src/core/game/types";
import { coreState, loadTable, seedLua } from "../support/scenario";

const SEATS = ["Red", "Blue", "Yellow"];

function die(table: TtsTable, kind: string): FakeObject {
  return table.withTag("campaign-die").find((o) => o.data.GMNotes === kind)!;
}

/** Act I started with `seed`: seed 4 deals Red the Admiral (FATE07) and Yellow the Steward (FATE01), and Yellow has the initiative; seed 5 the same Fates, Red has the initiative. */
function dealt(seed = 4): { table: TtsTable; drawn: Record<string, string[]> } {
  const table = loadTable(SEATS, { host: "Red" });
  seedLua(table, seed);
  table.queueRoll(die(table, "number"), "number-2");
  table.queueRoll(die(table, "event"), "edict-crescent");
  table.clickUi("Red", "arcsCampaignNew");
  table.settle();
  const drawn: Record<string, string[]> = {};
  for (const c of SEATS) drawn[c] = table.world.handObjects(c).filter((o) => o.tags.includes("fate-card")).map((o) => o.data.GMNotes ?? "");
  expect(drawn.Red).toContain("FATE07");
  expect(drawn.Yellow).toContain("FATE01");
  return { table, drawn };
}

function keep(table: TtsTable, kept: Record<string, string>): GameState {
  for (const c of SEATS) table.clickButton(c, table.find((o) => o.data.GMNotes === kept[c])[0], "Keep");
  table.settle();
  return coreState(table) as GameState;
}

function inArea(table: TtsTable, o: FakeObject, colour: string): boolean {
  return table.world.zonesContaining(o).some((z) => z.tags.includes("play-area") && z.data.GMNotes === colour);
}

describe("BR p.6 step 6: the First Regent tile from a Fate's setup", () => {
  test("F101A: the Steward (Yellow) gains the tile even with the Admiral in play and another player holding the initiative", () => {
    const { table, drawn } = dealt(5);
    const s = keep(table, { Red: "FATE07", Blue: drawn.Blue[0], Yellow: "FATE01" });
    expect(s.seats[0]).not.toBe("Yellow");
    expect(s.campaign?.firstRegent).toBe("Yellow");
    expect(inArea(table, table.withTag("first-regent-tile")[0], "Yellow")).toBe(true);
    expect(table.messages.map((m) => m.text).join("\n")).toContain("Yellow gains the First Regent tile from Steward Act I Setup (F101A)");
    expect(table.scriptErrors).toEqual([]);
  });

  test("F701A: without the Steward, the Admiral (Red) gains the tile", () => {
    const { table, drawn } = dealt();
    const yellowOther = drawn.Yellow.find((id) => id !== "FATE01")!;
    const s = keep(table, { Red: "FATE07", Blue: drawn.Blue[0], Yellow: yellowOther });
    expect(s.campaign?.firstRegent).toBe("Red");
    expect(inArea(table, table.withTag("first-regent-tile")[0], "Red")).toBe(true);
    expect(table.messages.map((m) => m.text).join("\n")).toContain("Red gains the First Regent tile from Admiral Act 1 Setup (F701A)");
  });
});
