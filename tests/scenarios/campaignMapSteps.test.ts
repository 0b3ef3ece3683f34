/**
 * The setups' map steps at the table (src/tts/campaign/mapSteps.ts, the core's fates/mapSteps.ts):
 * seed 003 F1401A step 4 "Replenish your fleet—if you have fewer than 8 Loyal ships on the map, place
 * 1 ship each in any systems until you have 8 Loyal ships on the map", and a "C" Fate's step 1 "If you
 * have a Flagship, you may Resettle" (BR p.25). The owing player's board carries the buttons; a press
 * by anyone else is refused to them alone; done, the map is read and the core checks it; a save and
 * load keeps the buttons of the steps still owed.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { CampaignRecord } from "../../src/core/campaign/types";
import { campaign, recordImported, nextActRecord } from "../support/fateTable";
import { piecesIn } from "../support/scenario";
import { spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { buildOnSlot, flagship, flagshipBoard } from "../support/campaignBattle";

const SEATS = ["Red", "Blue", "Yellow"];

const record = (nextAct: "II" | "III", fates: string[]): CampaignRecord => nextActRecord(nextAct, fates, SEATS);

const board = (table: TtsTable, colour: string) => table.find((o) => o.tags.includes("player-board") && o.data.GMNotes === colour)[0];
const labels = (table: TtsTable, colour: string) => board(table, colour).buttons.map((b) => b.label);
const said = (table: TtsTable) => table.messages.map((m) => m.text).join("\n");
const ships = (table: TtsTable, colour: string, system: string, n: number): FakeObject[] => takePieces(table, "ship", colour as "Red", n, zoneOf(table, "system", system));

describe("F1401A step 4 at the table: Red's fleet replenished (seed 003)", () => {
  let table = recordImported(record("II", ["FATE14", "FATE16", "FATE09"]), 4);

  test("the Pacifist's and the Warden's boards carry Fleet replenished; the Pathfinder's none; the log says what is owed", () => {
    expect(campaign(table).mapSteps?.map((o) => `${o.player} ${o.card}`)).toEqual(["Red F1401A step 4", "Blue F1601A step 5"]);
    expect(labels(table, "Red")).toContain("Fleet replenished");
    expect(labels(table, "Blue")).toContain("Fleet replenished");
    expect(labels(table, "Yellow")).not.toContain("Fleet replenished");
    expect(said(table)).toContain("Red owes F1401A step 4 on the map");
    expect(table.scriptErrors).toEqual([]);
  });

  test("Blue, or a spectator, pressing Red's button is refused privately; nothing changes", () => {
    table.messages.length = 0;
    table.clickButton("Blue", board(table, "Red"), "Fleet replenished");
    table.clickButton("Grey", board(table, "Red"), "Fleet replenished");
    expect(table.messagesTo("Blue").map((m) => m.text).join("\n")).toContain("only Red does F1401A step 4");
    expect(table.messagesTo("Grey").map((m) => m.text).join("\n")).toContain("only Red does F1401A step 4");
    expect(table.messagesTo("Red")).toEqual([]);
    expect(campaign(table).mapSteps?.length).toBe(2);
  });

  test("5 Loyal ships on the map with ships left in the supply: refused to Red alone in the card's words; the button stays", () => {
    ships(table, "Red", "1.1", 5);
    table.settle();
    table.messages.length = 0;
    table.clickButton("Red", board(table, "Red"), "Fleet replenished");
    expect(table.messagesTo("Red").map((m) => m.text).join("\n")).toContain("Red has 5 Loyal ships on the map: place ships until you have 8 Loyal ships on the map (F1401A step 4)");
    expect(table.messagesTo("Blue")).toEqual([]);
    expect(labels(table, "Red")).toContain("Fleet replenished");
  });

  test("after a save and load the owed steps' buttons are drawn again", () => {
    table = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
    table.settle();
    expect(labels(table, "Red")).toContain("Fleet replenished");
    expect(labels(table, "Blue")).toContain("Fleet replenished");
    expect(table.scriptErrors).toEqual([]);
  });

  test("8 Loyal ships: accepted and logged; Red's button goes, Blue's stays", () => {
    ships(table, "Red", "2.1", 3);
    table.settle();
    table.messages.length = 0;
    table.clickButton("Red", board(table, "Red"), "Fleet replenished");
    expect(said(table)).toContain("Red did F1401A step 4: the map checked");
    expect(labels(table, "Red")).not.toContain("Fleet replenished");
    expect(labels(table, "Blue")).toContain("Fleet replenished");
    expect(campaign(table).mapSteps?.map((o) => o.player)).toEqual(["Blue"]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("F1901A step 1 at the table: the Redeemer's Resettle (BR p.25)", () => {
  let boardPieces: FakeObject[] = [];
  const table = recordImported(record("III", ["FATE19", "FATE22", "FATE09"]), 4, (t) => {
    flagship(t, "Red", "2.1");
    const fb = flagshipBoard(t, "Red");
    boardPieces = [buildOnSlot(t, "Red", fb, "upgrade", 1, "starport"), buildOnSlot(t, "Red", fb, "upgrade", 2, "city")];
    takePieces(t, "ship", "Red", 3, zoneOf(t, "system", "2.1"), 2);
  });

  test("the Flagship's holder alone is offered Resettle, Resettle done and No Resettle", () => {
    expect(campaign(table).mapSteps?.[0]).toEqual({ player: "Red", step: "resettle", card: "F1901A step 1", ships: 4, cities: 0, ports: 0, at: ["2.1"] });
    expect(labels(table, "Red")).toEqual(expect.arrayContaining(["Resettle", "Resettle done", "No Resettle"]));
    expect(labels(table, "Blue")).not.toContain("Resettle");
  });

  test("Resettle: the table clears the Flagship board into the supply and its bag and puts a Red ship where the Flagship lay", () => {
    table.clickButton("Red", board(table, "Red"), "Resettle");
    table.settle();
    expect(table.find((o) => o.tags.includes("flagship-board") && !o.isContainer)).toEqual([]);
    expect(table.find((o) => o.tags.includes("flagship") && !o.isContainer && o.data.GMNotes === "Red")).toEqual([]);
    const z = zoneOf(table, "system", "2.1");
    expect(table.world.objectsIn(z).filter((o) => o.tags.includes("ship") && o.tags.includes("Red")).length).toBe(4);
    // The starport back into its bag, the city onto a city slot of Red's player board (lib/supply.ts).
    expect(table.find((o) => o === boardPieces[0])).toEqual([]);
    expect(table.find((o) => o === boardPieces[1]).length).toBe(1);
    expect(table.scriptErrors).toEqual([]);
  });

  test("No Resettle once the table replaced the Flagship, or done with no city and starport placed: refused to Red in the rule's words", () => {
    table.messages.length = 0;
    table.clickButton("Red", board(table, "Red"), "No Resettle");
    expect(table.messagesTo("Red").map((m) => m.text).join("\n")).toContain("you have begun to Resettle (BR p.25)");
    table.clickButton("Red", board(table, "Red"), "Resettle done");
    expect(table.messagesTo("Red").map((m) => m.text).join("\n")).toContain("place 1 city and 1 starport in empty building slots on the map (BR p.25 step 2)");
    expect(campaign(table).mapSteps?.map((o) => `${o.player} ${o.step}`)).toEqual(["Red resettle", "Blue passage"]);
  });

  test("Red places the city (from their board) at 2.2 and a starport at 2.3, empty slots, and 4 ships at 2.1: Resettle done is accepted, the buttons go", () => {
    table.world.move(boardPieces[1], spotIn(zoneOf(table, "system", "2.2"), 0));
    takePieces(table, "starport", "Red", 1, zoneOf(table, "system", "2.3"));
    ships(table, "Red", "2.1", 4);
    table.settle();
    expect([piecesIn(table, "2.1").Red, piecesIn(table, "2.2").Red, piecesIn(table, "2.3").Red]).toEqual([{ ship: 8 }, { city: 1 }, { starport: 1 }]);
    table.messages.length = 0;
    table.clickButton("Red", board(table, "Red"), "Resettle done");
    expect(said(table)).toContain("Red did F1901A step 1: the map checked");
    // Blue, the Gate Wraith, still owes its Passage (F2201A step 3).
    expect(campaign(table).mapSteps?.map((o) => o.player)).toEqual(["Blue"]);
    expect(labels(table, "Red")).not.toContain("Resettle done");
    expect(table.scriptErrors).toEqual([]);
  });
});
