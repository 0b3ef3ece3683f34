/**
 * F1507A step 1 after a "C" Fate's Resettle at the table (src/tts/campaign/mapSteps.ts, the core's
 * fates/setupTokens.ts `ceasefiresAfterResettle`). Seed 003 F1507A step 1: "Place it on its Peace side
 * if you control any systems in that cluster, or on its War side if not"; BR p.7 step F: setup
 * choices "resolve them in turn order"; BR p.25 "Resettling Flagships". Red (the Redeemer) sets up
 * before Blue (the Peacekeeper): Red's Resettle puts a city and 2 ships at 3.1, where Blue's lone ship
 * gave Blue control, so once "Resettle done" is accepted the table turns cluster 3's Ceasefire to War.
 * A press by another player is refused to them alone with nothing changed; a save and load mid-way
 * keeps the buttons, and one after keeps the token as turned.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { campaign, recordImported, nextActRecord } from "../support/fateTable";
import { spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { flagship } from "../support/campaignBattle";

const SEATS = ["Red", "Blue", "Yellow"];

const board = (table: TtsTable, colour: string) => table.find((o) => o.tags.includes("player-board") && o.data.GMNotes === colour)[0];
const labels = (table: TtsTable, colour: string) => board(table, colour).buttons.map((b) => b.label);
const said = (table: TtsTable) => table.messages.map((m) => m.text).join("\n");
/** Each Ceasefire's gate and side as it lies: face down is War. */
const ceasefires = (table: TtsTable) =>
  table.find((o) => o.tags.includes("fate-token") && o.tags.includes("fate-set-15") && !o.isContainer)
    .map((t) => `${String(table.world.zonesContaining(t).find((z) => z.tags.includes("system"))?.data.GMNotes)} ${Math.abs(t.rotation.z - 180) < 90 ? "war" : "peace"}`)
    .sort();
const sides = (table: TtsTable) => (campaign(table).actSetups ?? []).find((f) => f.card === "F1507A")?.ceasefires?.map((c) => `${c.cluster} ${c.side}`);

function reload(table: TtsTable): TtsTable {
  const again = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
  again.settle();
  return again;
}

const AT_START = ["1.0 war", "2.0 war", "3.0 peace", "4.0 war", "5.0 war", "6.0 war"];

describe("F1507A step 1 after the Redeemer's Resettle (F1901A step 1; BR p.7 step F, p.25)", () => {
  let table = recordImported(nextActRecord("III", ["FATE19", "FATE15", "FATE09"], SEATS), 4, (t) => {
    flagship(t, "Red", "2.1");
    takePieces(t, "ship", "Red", 3, zoneOf(t, "system", "2.1"), 2);
    takePieces(t, "ship", "Blue", 1, zoneOf(t, "system", "3.1"));
  });

  test("set up after Red's, the Ceasefires lie as startAct's map showed: Peace in 3 (Blue's ship at 3.1), War elsewhere; no flip by hand asked", () => {
    expect(campaign(table).actSetups?.map((f) => f.card)).toEqual(["F1901A", "F1507A", "F907A"]);
    expect(ceasefires(table)).toEqual(AT_START);
    expect(said(table)).toContain("Peace in 3, War in 1, 2, 4, 5, 6");
    expect(said(table)).not.toContain("flip by hand");
    expect(table.scriptErrors).toEqual([]);
  });

  test("Blue pressing Red's Resettle done is refused to Blue alone; nothing changes", () => {
    table.messages.length = 0;
    table.clickButton("Blue", board(table, "Red"), "Resettle done");
    expect(table.messagesTo("Blue").map((m) => m.text).join("\n")).toContain("only Red does F1901A step 1");
    expect(table.messagesTo("Red")).toEqual([]);
    expect(campaign(table).mapSteps?.map((o) => o.player)).toEqual(["Red"]);
    expect(ceasefires(table)).toEqual(AT_START);
  });

  test("Red Resettles (the Flagship replaced); after a save and load the Resettle buttons are drawn again", () => {
    table.clickButton("Red", board(table, "Red"), "Resettle");
    table.settle();
    table = reload(table);
    expect(labels(table, "Red")).toEqual(expect.arrayContaining(["Resettle done", "No Resettle"]));
    expect(ceasefires(table)).toEqual(AT_START);
    expect(table.scriptErrors).toEqual([]);
  });

  test("a city and 2 ships at 3.1, a starport at 2.2, 2 ships at 2.1: Resettle done accepted, cluster 3's Ceasefire turned to War, the rest as they lay", () => {
    const city = table.find((o) => o.tags.includes("city") && o.tags.includes("Red") && !o.isContainer && table.world.zonesContaining(o).every((z) => !z.tags.includes("system")))[0] as FakeObject;
    table.world.move(city, spotIn(zoneOf(table, "system", "3.1"), 0));
    takePieces(table, "ship", "Red", 2, zoneOf(table, "system", "3.1"), 4);
    takePieces(table, "starport", "Red", 1, zoneOf(table, "system", "2.2"));
    takePieces(table, "ship", "Red", 2, zoneOf(table, "system", "2.1"), 8);
    table.settle();
    table.messages.length = 0;
    table.clickButton("Red", board(table, "Red"), "Resettle done");
    table.settle();
    expect(said(table)).toContain("Red did F1901A step 1: the map checked");
    expect(said(table)).toContain("the Ceasefires follow Red's Resettle, set up before them (F1507A step 1, BR p.7): War in 3");
    expect(sides(table)).toEqual(["1 war", "2 war", "3 war", "4 war", "5 war", "6 war"]);
    expect(ceasefires(table)).toEqual(["1.0 war", "2.0 war", "3.0 war", "4.0 war", "5.0 war", "6.0 war"]);
    expect(labels(table, "Red")).not.toContain("Resettle done");
    expect(table.scriptErrors).toEqual([]);
  });

  test("after a save and load the Ceasefires lie as turned, none turned again", () => {
    const again = reload(table);
    expect(ceasefires(again)).toEqual(["1.0 war", "2.0 war", "3.0 war", "4.0 war", "5.0 war", "6.0 war"]);
    expect(sides(again)).toEqual(["1 war", "2 war", "3 war", "4 war", "5 war", "6 war"]);
    expect(again.scriptErrors).toEqual([]);
  });
});
