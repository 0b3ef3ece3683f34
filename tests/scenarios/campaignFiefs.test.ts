/**
 * The Warden's Lords and Fiefs on the BUILT save's Global in the TTS fake (issue 35;
 * src/core/campaign/fates/fiefs.ts): while Feudal Law is in the rules booklet, a tax's map carries
 * the Seats of the taxed system's cluster (src/tts/lib/fateTokensOnMap.ts withSeats), each naming the
 * owner of the city beneath it. Seed 003 F1610 Feudal Law: "A Lord may tax any cities in their Fief,
 * ignoring control. (They still take Captives from Rival Vassals' cities!)"; F1609: the Seat's city's
 * player is the Lord of its cluster.
 */
import type { BattleCommand, Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { MapSnapshot } from "../../src/core/map/snapshot";
import { rulesBookletOf } from "../../src/core/campaign/booklet";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takeCity, takePieces, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { redLeads } from "../core/campaign/mapFixtures";
import { redToBattle } from "../core/campaign/battleFixtures";
import { click, dice, ships } from "../support/battleTable";

const game = (table: TtsTable): GameState => coreState(table)!;
const told = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join(" ");

/** Red has led Administration; Feudal Law (and Seats & Fiefs) in the rules booklet unless told. */
function redTaxes(law = true): GameState {
  const s = redLeads("administration");
  if (!law) return s;
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, rulesBooklet: { edicts: rulesBookletOf(c).edicts, laws: [["F1609"], ["F1610"]] } } };
}

/** The Seat kind's first token out of the Fate-set tokens bag, dropped by Red just beside `city`. */
function seatOn(table: TtsTable, city: FakeObject): FakeObject {
  const outer = table.withTag("fate-token-bag")[0];
  const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f16-seat")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  const seat = table.playerTake(bag, { position: { x: city.position.x + 0.05, y: 2, z: city.position.z } })!;
  table.settle();
  return seat;
}

/** Red's Seat on its city in 1.1; Blue's city in 1.2 under Blue's 2 ships (Blue controls), Red with no piece there. */
function stage(law = true): { table: TtsTable; blueCity: FakeObject } {
  const table = loadWithGame(builtSave().save as unknown as SaveFile, redTaxes(law), "Red");
  const red = takeCity(table, "Red", zoneOf(table, "system", "1.1"));
  const blueZone = zoneOf(table, "system", "1.2");
  const blueCity = takeCity(table, "Blue", blueZone);
  takePieces(table, "ship", "Blue", 2, blueZone, 2);
  table.settle();
  seatOn(table, red);
  return { table, blueCity };
}

function taxOn(table: TtsTable, city: FakeObject, type: string): void {
  const [token] = takeResources(table, type, 1, zoneOf(table, "court-deck-zone"));
  table.drop("Red", token, { x: city.position.x, y: 2, z: city.position.z });
  table.settle();
}

const taxMap = (table: TtsTable) => (tableLog(table).commands.filter((c) => c.type === "mapAction").pop() as Extract<Command, { type: "mapAction" }> | undefined)?.map as MapSnapshot | undefined;

describe("seed 003 F1610 Feudal Law on the table: the Lord's tax of a Vassal's city in their Fief", () => {
  test("Red, Lord of cluster 1, taxes Blue's city where Blue controls: the map carries the Seat on Red's city, and Blue's agent becomes Red's Captive", () => {
    const { table, blueCity } = stage();
    taxOn(table, blueCity, "fuel");
    expect(told(table, "Red")).toBe("");
    expect(game(table).actions?.mapActs).toEqual(["tax:Blue@1.2"]);
    expect(taxMap(table)?.fateTokens).toEqual([{ system: "1.1", token: "Seat 1st", on: "Red" }]);
    expect(table.world.objectsIn(zoneOf(table, "resources-zone", "Red")).filter((o) => o.tags.includes("fuel"))).toHaveLength(1);
    expect(table.world.objectsIn(zoneOf(table, "captives", "Red")).filter((o) => o.tags.includes("Blue"))).toHaveLength(1);
    expect(table.scriptErrors).toEqual([]);
  });

  test("without Feudal Law in the booklet no token is read and the tax is refused to Red alone: Blue controls 1.2", () => {
    const { table, blueCity } = stage(false);
    taxOn(table, blueCity, "fuel");
    expect(told(table, "Red")).toContain("Blue's city in 1.2 is a Rival city: you tax it only in a system you control");
    expect(game(table).actions).toBeUndefined();
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1610 'If a Lord harms their Vassal in their Fief ... they Provoke Outrage with all the Fief's cities. (In battle, resolve this before raiding.)', F1609 on the table: the battle roll", () => {
  test("Red, Lord of cluster 1, attacks its Vassal Blue in 1.2: the roll's map carries the Seat and everyone is told before any raid", () => {
    const s = redToBattle({ Red: "outlaw" });
    const c = s.campaign as CampaignState;
    const table = loadWithGame(builtSave().save as unknown as SaveFile, { ...s, campaign: { ...c, rulesBooklet: { edicts: rulesBookletOf(c).edicts, laws: [["F1609"], ["F1610"]] } } }, "Red");
    seatOn(table, takeCity(table, "Red", zoneOf(table, "system", "1.1")));
    takeCity(table, "Blue", zoneOf(table, "system", "1.2"));
    ships(table, "Red", "1.2", 2);
    ships(table, "Blue", "1.2", 1);
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    const at = [1, 2, 3, 4, 5, 6].find((i) => table.ui().text(`arcsBattleSystem${i}`) === "1.2")!;
    click(table, "Red", `arcsBattleSystem${at}`);
    expect(table.ui().text("arcsBattleDefender1")).toBe("Blue");
    click(table, "Red", "arcsBattleDefender1");
    dice(table, ["skirmish-4"]);
    click(table, "Red", "arcsBattleMore_skirmish");
    table.messages.length = 0;
    click(table, "Red", "arcsBattleRoll");
    const rolled = tableLog(table).commands.find((x) => x.type === "battle") as BattleCommand;
    expect(rolled.map?.fateTokens).toEqual([{ system: "1.1", token: "Seat 1st", on: "Red" }]);
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text)).toContain(
      "Feudal Law (F1610): Red harms their Vassal in Red's Fief (cluster 1): Red Provokes Outrage with all its 2 cities, before raiding",
    );
    expect(table.scriptErrors).toEqual([]);
  });
});
