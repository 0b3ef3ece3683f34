/**
 * "You gain a Flagship" at the table (src/tts/campaign/mapSteps.ts, the core's fates/mapSteps.ts):
 * seed 003 F901A "1. You gain a Flagship—take a Flagship board and set it up as described on the
 * board back. 2. Place 1 starport on your Slipstream Drive Upgrade. Place 1 city on your Hull
 * Upgrade." and BR p.22 "When you get a Flagship, you also replace all of your Loyal buildings on the
 * map with Free buildings of the same type". The gainer's board carries "Gain Flagship" (the
 * no-choice parts: Free buildings for theirs, the Upgrades on the board they laid) and "Flagship set
 * up" (the core checks the map); anyone else's press is refused to them alone; a save and load keeps
 * the buttons.
 */
import type { TtsTable } from "../../tools/ttsFake/table";
import { SEATS, labels, press, reload, said, to } from "../support/mapStepsTable";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { CampaignRecord } from "../../src/core/campaign/types";
import { campaign, recordImported, nextActRecord } from "../support/fateTable";
import { takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { flagship, flagshipBoard, gainFlagship, slotSpot } from "../support/campaignBattle";

const record = (fates: string[]): CampaignRecord => nextActRecord("II", fates, SEATS);

const inSystem = (table: TtsTable, system: string, tag: string) => table.world.objectsIn(zoneOf(table, "system", system)).filter((o) => o.tags.includes(tag));
const near = (o: FakeObject, p: { x: number; z: number }) => Math.hypot(o.position.x - p.x, o.position.z - p.z) < 0.3;

describe("Act II at the table: the Pathfinder gains a Flagship (seed 003 F901A steps 1-2, BR p.22)", () => {
  let redCity: FakeObject;
  let redPort: FakeObject;
  let table = recordImported(record(["FATE09", "FATE16", "FATE14"]), 4, (t) => {
    const z = zoneOf(t, "system", "1.1");
    redCity = t.find((o) => o.tags.includes("city") && o.tags.includes("Red") && Math.abs(o.position.z) > 16.5 && Math.abs(o.position.x) < 20)[0];
    t.world.move(redCity, { x: z.position.x - 0.3, y: 1.5, z: z.position.z });
    [redPort] = takePieces(t, "starport", "Red", 1, z, 2);
    takePieces(t, "ship", "Red", 2, z, 4);
  });

  test("startAct read the map: the Pathfinder owes the Flagship, with the Free buildings 1.1 must show; Red's board carries both buttons", () => {
    expect(campaign(table).mapSteps?.filter((o) => o.step === "flagship")).toEqual([{ player: "Red", step: "flagship", card: "F901A step 2", frees: [{ system: "1.1", cities: 1, ports: 1 }] }]);
    expect(labels(table, "Red")).toEqual(expect.arrayContaining(["Gain Flagship", "Flagship set up"]));
    expect(labels(table, "Blue")).not.toContain("Gain Flagship");
    expect(said(table)).toContain("Red owes F901A step 2 on the map");
    expect(table.scriptErrors).toEqual([]);
  });

  test("Blue pressing Red's Gain Flagship is refused to Blue alone; nothing moves", () => {
    press(table, "Blue", "Red", "Gain Flagship");
    expect(to(table, "Blue")).toContain("only Red does F901A step 2");
    expect(table.messagesTo("Red")).toEqual([]);
    expect(inSystem(table, "1.1", "free-city")).toEqual([]);
    expect(redCity.destroyed).toBeFalsy();
  });

  test("Gain Flagship with no board laid: Red is told to lay it first; nothing moves", () => {
    press(table, "Red", "Red", "Gain Flagship");
    expect(to(table, "Red")).toContain("lay your Flagship board out of its bag first");
    expect(inSystem(table, "1.1", "free-city")).toEqual([]);
  });

  test("board laid, Gain Flagship: a Free city and starport where Red's stood, Red's back in the supply; a starport on Slipstream Drive (slot 3) and a city on Hull (slot 6); a second press moves nothing", () => {
    const b = flagshipBoard(table, "Red");
    press(table, "Red", "Red", "Gain Flagship");
    expect(inSystem(table, "1.1", "free-city").length).toBe(1);
    expect(inSystem(table, "1.1", "free-starport").length).toBe(1);
    expect(inSystem(table, "1.1", "city").filter((o) => o.tags.includes("Red"))).toEqual([]);
    expect(inSystem(table, "1.1", "starport").filter((o) => o.tags.includes("Red"))).toEqual([]);
    expect(redPort.destroyed).toBe(true);
    const red = (tag: string) => table.find((o) => o.tags.includes(tag) && o.tags.includes("Red") && !o.isContainer);
    expect(red("starport").filter((o) => near(o, slotSpot(b, "flagship-upgrade-3")))).toHaveLength(1);
    expect(red("city").filter((o) => near(o, slotSpot(b, "flagship-upgrade-6")))).toHaveLength(1);
    const where = JSON.stringify(table.find((o) => !o.isZone).map((o) => [o.guid, o.position]));
    press(table, "Red", "Red", "Gain Flagship");
    expect(JSON.stringify(table.find((o) => !o.isZone).map((o) => [o.guid, o.position]))).toBe(where);
    expect(table.scriptErrors).toEqual([]);
  });

  test("Flagship set up with no Flagship on the map: refused to Red in the card's words; a save and load keeps the buttons", () => {
    press(table, "Red", "Red", "Flagship set up");
    expect(to(table, "Red")).toContain("place your Flagship on the map (F901A step 1)");
    table = reload(table);
    expect(labels(table, "Red")).toEqual(expect.arrayContaining(["Gain Flagship", "Flagship set up"]));
    expect(table.scriptErrors).toEqual([]);
  });

  test("the Flagship at 1.1: Flagship set up is accepted and logged; the buttons go", () => {
    flagship(table, "Red", "1.1");
    press(table, "Red", "Red", "Flagship set up");
    expect(said(table)).toContain("Red did F901A step 2: the map checked");
    expect(labels(table, "Red")).not.toContain("Flagship set up");
    expect(campaign(table).mapSteps?.some((o) => o.step === "flagship")).toBe(false);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("the whole step by the helper the other scenarios use (gainFlagship)", () => {
  test("the Planet Breaker's Flagship (F1101A step 2: a fresh starport on Slipstream Drive) set up in one go", () => {
    const table = recordImported(record(["FATE16", "FATE11", "FATE14"]), 6, (t) => takePieces(t, "ship", "Blue", 2, zoneOf(t, "system", "3.1")));
    gainFlagship(table, "Blue", "3.1");
    expect(said(table)).toContain("Blue did F1101A step 2: the map checked");
    expect(campaign(table).mapSteps?.some((o) => o.step === "flagship")).toBe(false);
    expect(table.scriptErrors).toEqual([]);
  });
});
