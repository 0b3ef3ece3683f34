/**
 * The setups' map steps the core counts against `startAct`'s map and supply bags, at the table
 * (src/tts/campaign/mapSteps.ts, the core's fates/mapSteps.ts; seed 003): F1301A step 2 "Scrap 2 Loyal
 * ships from your supply or the map" with its replenish, F1201A step 4 "in each cluster where you have
 * no Loyal ships, place 1 ship on the gate" after the Flagship is placed, F1001A steps 3-4 "place ships
 * at your Flagship until you have 6. Scrap any 4 Loyal ships.", F1208A step 2 "Place the 2 True
 * Rumor and 2 False Rumor tokens each face down on a different planet", and F2201A step 3 "Place one [Passage]
 * on any gate. Resolve step 3 of Breaking Gates" (F2203: "Place all ships and tokens from the gate onto
 * the Twisted Passage"). A map laid before the import makes `startAct` read the map and the bags; the
 * owing player's board carries the button; anyone else's press is refused to them alone; a save and
 * load keeps the buttons of the steps still owed.
 */
import type { TtsTable } from "../../tools/ttsFake/table";
import { GLOBAL_GUID } from "../../tools/ttsFake/table";
import { SEATS, board, labels, press, reload, said, to } from "../support/mapStepsTable";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { CampaignRecord } from "../../src/core/campaign/types";
import { campaign, recordImported, nextActRecord } from "../support/fateTable";
import { spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { gainFlagship } from "../support/campaignBattle";

const record = (nextAct: "II" | "III", fates: string[]): CampaignRecord => nextActRecord(nextAct, fates, SEATS);

const ships = (table: TtsTable, colour: string, system: string, n: number, from = 0): FakeObject[] => takePieces(table, "ship", colour as "Red", n, zoneOf(table, "system", system), from);
const shipBag = (table: TtsTable, colour: string) => table.find((o) => o.tags.includes("supply") && o.tags.includes("ship") && o.tags.includes(colour))[0];

describe("Act II at the table: the Blight Speaker's scrap, the Pirate's gates, the Hegemon's fleet (seed 003 F1301A, F1201A, F1001A)", () => {
  let redShips: FakeObject[] = [];
  let table = recordImported(record("II", ["FATE13", "FATE12", "FATE10"]), 4, (t) => {
    redShips = ships(t, "Red", "2.1", 5);
    ships(t, "Blue", "3.1", 2);
    ships(t, "Yellow", "1.1", 3);
  });

  test("startAct read the map and the supply bags: Red's board carries Fleet replenished, the Pirate's and the Hegemon's their Flagship first; the log says what is owed", () => {
    expect(campaign(table).mapSteps).toEqual([
      { player: "Red", step: "replenish", card: "F1301A step 3", ships: 5, supply: shipBag(table, "Red").contents.length },
      { player: "Blue", step: "flagship", card: "F1201A step 2", frees: [] },
      { player: "Blue", step: "replenish", card: "F1201A step 4", ships: 2, fleet: [{ system: "3.1", ships: 2 }] },
      { player: "Yellow", step: "flagship", card: "F1001A step 2", frees: [] },
      { player: "Yellow", step: "replenish", card: "F1001A step 3", ships: 3, fleet: [{ system: "1.1", ships: 3 }], supply: shipBag(table, "Yellow").contents.length },
    ]);
    expect(labels(table, "Red")).toContain("Fleet replenished");
    for (const c of ["Blue", "Yellow"]) expect(labels(table, c)).toEqual(expect.arrayContaining(["Gain Flagship", "Flagship set up"]));
    expect(said(table)).toContain("Blue owes F1201A step 4 on the map");
    expect(table.scriptErrors).toEqual([]);
  });

  test("Blue, or a spectator, pressing Red's button is refused privately; nothing changes", () => {
    const before = JSON.stringify(campaign(table));
    press(table, "Blue", "Red", "Fleet replenished");
    expect(to(table, "Blue")).toContain("only Red does F1301A step 3");
    press(table, "Grey", "Red", "Fleet replenished");
    expect(to(table, "Grey")).toContain("only Red does F1301A step 3");
    expect(table.messagesTo("Red")).toEqual([]);
    expect(JSON.stringify(campaign(table))).toBe(before);
  });

  test("F1301A: Red replenishes to 8 without scrapping: refused to Red alone in the card's words; the button stays", () => {
    ships(table, "Red", "2.1", 3, 5);
    press(table, "Red", "Red", "Fleet replenished");
    expect(to(table, "Red")).toContain("scrap 2 Loyal ships from your supply or the map (F1301A step 2)");
    expect(table.messagesTo("Blue")).toEqual([]);
    expect(labels(table, "Red")).toContain("Fleet replenished");
    expect(campaign(table).mapSteps?.length).toBe(5);
  });

  test("after a save and load the owed steps' buttons are drawn again", () => {
    table = reload(table);
    expect(labels(table, "Red")).toContain("Fleet replenished");
    expect(labels(table, "Blue")).toContain("Gain Flagship");
    expect(table.scriptErrors).toEqual([]);
  });

  test("F1301A: 2 of Red's ships scrapped from the map, 2 more placed (8 on the map): accepted and logged; Red's button goes", () => {
    for (const o of table.world.objectsIn(zoneOf(table, "system", "2.1")).filter((x) => x.tags.includes("ship") && x.tags.includes("Red")).slice(0, 2)) table.world.destroy(o);
    ships(table, "Red", "2.1", 2, 8);
    press(table, "Red", "Red", "Fleet replenished");
    expect(said(table)).toContain("Red did F1301A step 3: the map checked");
    expect(labels(table, "Red")).not.toContain("Fleet replenished");
    expect(campaign(table).mapSteps?.map((o) => o.player)).toEqual(["Blue", "Blue", "Yellow", "Yellow"]);
    expect(redShips.length).toBe(5);
    expect(table.scriptErrors).toEqual([]);
  });

  test("F1201A: Blue's Flagship at 5.1 and ships on gates 1.0, 2.0 and 4.0, none on 6.0: refused; on 6.0 too: accepted (a stale Gain Flagship moves nothing)", () => {
    gainFlagship(table, "Blue", "5.1");
    expect(labels(table, "Blue")).toContain("Fleet replenished");
    // A stale Gain Flagship (its button gone, called as another script might): told alone, nothing moved.
    const where = JSON.stringify(table.find((o) => !o.isZone).map((o) => [o.guid, o.position]));
    table.messages.length = 0;
    table.callScript(GLOBAL_GUID, "arcsMapStep5", board(table, "Blue"), "Blue");
    table.settle();
    expect(to(table, "Blue")).toContain("Blue owes no Flagship now");
    expect(JSON.stringify(table.find((o) => !o.isZone).map((o) => [o.guid, o.position]))).toBe(where);
    for (const g of ["1.0", "2.0", "4.0"]) ships(table, "Blue", g, 1);
    press(table, "Blue", "Blue", "Fleet replenished");
    expect(to(table, "Blue")).toContain("in each cluster where you have no Loyal ships, place 1 ship on the gate (F1201A step 4)");
    expect(labels(table, "Blue")).toContain("Fleet replenished");
    ships(table, "Blue", "6.0", 1);
    press(table, "Blue", "Blue", "Fleet replenished");
    expect(said(table)).toContain("Blue did F1201A step 4: the map checked");
    expect(labels(table, "Blue")).not.toContain("Fleet replenished");
    expect(table.scriptErrors).toEqual([]);
  });

  test("F1001A: Yellow's Flagship at 4.1, 3 ships placed there, 2 of them and 2 from the supply scrapped: accepted", () => {
    gainFlagship(table, "Yellow", "4.1");
    const placed = ships(table, "Yellow", "4.1", 3, 1);
    for (const o of placed.slice(0, 2).concat(ships(table, "Yellow", "5.2", 2))) table.world.destroy(o);
    press(table, "Yellow", "Yellow", "Fleet replenished");
    expect(said(table)).toContain("Yellow did F1001A step 3: the map checked");
    expect(campaign(table).mapSteps).toBeUndefined();
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("Act III at the table: the Gate Wraith's first Passage (seed 003 F2201A step 3, F2203 step 3)", () => {
  let table = recordImported(record("III", ["FATE22", "FATE19", "FATE09"]), 4, (t) => {
    ships(t, "Red", "3.0", 2);
    ships(t, "Blue", "3.0", 1, 2);
  });
  const passageBag = () => table.find((o) => o.isContainer && o.tags.includes("fate-token-supply") && /passage/i.test(String(o.data.GMNotes)))[0];

  test("the Gate Wraith's board carries Passage placed; Blue's press is refused to Blue alone, nothing changed", () => {
    expect(campaign(table).mapSteps).toEqual([{ player: "Red", step: "passage", card: "F2201A step 3" }]);
    expect(labels(table, "Red")).toContain("Passage placed");
    expect(labels(table, "Blue")).not.toContain("Passage placed");
    press(table, "Blue", "Red", "Passage placed");
    expect(to(table, "Blue")).toContain("only Red does F2201A step 3");
    expect(table.messagesTo("Red")).toEqual([]);
    expect(campaign(table).mapSteps?.length).toBe(1);
  });

  test("a Passage on gate 3.0 with the ships still there: refused to Red in F2203's words; a save and load keeps the button", () => {
    table.world.move(table.playerTake(passageBag(), { position: { x: 32, y: 2, z: -12 } })!, { ...spotIn(zoneOf(table, "system", "3.0"), 7), y: 1.5 });
    press(table, "Red", "Red", "Passage placed");
    expect(to(table, "Red")).toContain("place all ships and tokens from the gate onto the Twisted Passage; destroy all buildings on the gate (F2203 step 3)");
    table = reload(table);
    expect(labels(table, "Red")).toContain("Passage placed");
    expect(table.scriptErrors).toEqual([]);
  });

  test("the gate's ships moved to the Twisted Passage: accepted and logged; the button goes", () => {
    const centre = zoneOf(table, "twisted-passage", "Twisted Passage");
    table.world.objectsIn(zoneOf(table, "system", "3.0")).filter((o) => o.tags.includes("ship")).forEach((o, i) => table.world.move(o, spotIn(centre, i)));
    press(table, "Red", "Red", "Passage placed");
    expect(said(table)).toContain("Red did F2201A step 3: the map checked");
    expect(labels(table, "Red")).not.toContain("Passage placed");
    expect(campaign(table).mapSteps).toBeUndefined();
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("Act III at the table: the Pirate's Rumors (seed 003 F1208A step 2, \"each face down on a different planet\")", () => {
  let table = recordImported(record("III", ["FATE12", "FATE20", "FATE24"]), 4);
  const rumors: FakeObject[] = [];
  const lay = (o: FakeObject, system: string, faceDown = true) => {
    o.rotation = { x: 0, y: 180, z: faceDown ? 180 : 0 };
    table.world.move(o, { ...spotIn(zoneOf(table, "system", system), 6), y: 1.5 });
  };

  beforeAll(() => {
    const outer = table.withTag("fate-token-bag")[0];
    for (const name of ["f12-true-rumor", "f12-false-rumor"]) {
      const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === name)!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
      for (let i = 0; i < 2; i++) rumors.push(table.playerTake(bag, { position: { x: 32 + rumors.length, y: 2, z: -12 } })!);
    }
    table.settle();
  });

  test("the Pirate's board carries Rumors placed; Blue's press is refused to Blue alone", () => {
    expect(campaign(table).mapSteps).toEqual([{ player: "Red", step: "rumors", card: "F1208A step 2" }]);
    expect(labels(table, "Red")).toContain("Rumors placed");
    press(table, "Blue", "Red", "Rumors placed");
    expect(to(table, "Blue")).toContain("only Red does F1208A step 2");
    expect(table.messagesTo("Red")).toEqual([]);
  });

  test("3 face down and a True Rumor face up, then two on one planet: refused to Red in the card's words; a save and load keeps the button", () => {
    ["1.1", "2.2", "3.3"].forEach((p, i) => lay(rumors[i + 1], p));
    lay(rumors[0], "5.1", false);
    press(table, "Red", "Red", "Rumors placed");
    expect(to(table, "Red")).toContain("place the 2 True Rumor and 2 False Rumor tokens each face down on a different planet (F1208A step 2)");
    lay(rumors[0], "1.1");
    press(table, "Red", "Red", "Rumors placed");
    expect(to(table, "Red")).toContain("each face down on a different planet");
    table = reload(table);
    expect(labels(table, "Red")).toContain("Rumors placed");
    expect(table.scriptErrors).toEqual([]);
  });

  test("all 4 face down on 4 planets: accepted and logged, no face in the log; the button goes", () => {
    const two = table.world.objectsIn(zoneOf(table, "system", "1.1")).filter((o) => o.tags.includes("fate-token"));
    expect(two).toHaveLength(2);
    lay(two[0], "5.1");
    press(table, "Red", "Red", "Rumors placed");
    expect(said(table)).toContain("Red did F1208A step 2: the map checked");
    expect(labels(table, "Red")).not.toContain("Rumors placed");
    expect(JSON.stringify(campaign(table))).not.toMatch(/True Rumor|False Rumor/);
    expect(table.scriptErrors).toEqual([]);
  });
});
