/**
 * Happy Hosts' Pacify (F1012) and Freedom Fighters' Incite Revolt (F227) on the BUILT save's Global
 * in the TTS fake (issue 35; src/tts/campaign/mapCards.ts, the core's campaign/fates/mapCards.ts):
 * the card in its holder's play area carries its button; a press by anyone else is refused to them
 * alone; the holder's press sends the whole map with their play area, and the ships the core names
 * leave the map: Pacify's into the holder's Captives, Incite Revolt's back to their supplies.
 */
import type { GameState } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import { campaignPieces } from "../support/campaignBattle";
import { redLeads } from "../core/campaign/mapFixtures";

const save = () => builtSave().save as unknown as SaveFile;
const game = (table: TtsTable): GameState => coreState(table)!;
const to = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join(" ");
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ");
const inZone = (table: TtsTable, tag: string, gm: string, o: FakeObject) => table.world.objectsIn(zoneOf(table, tag, gm)).includes(o);
const card = (table: TtsTable, id: string) => table.find((o) => o.isCard && o.data.GMNotes === id)[0];
const labels = (o: FakeObject) => o.buttons.map((b) => String(b.label));

function damagedShips(table: TtsTable, colour: "Red" | "Blue" | "Yellow", system: string, n: number): FakeObject[] {
  const ships = takePieces(table, "ship", colour, n, zoneOf(table, "system", system), 4);
  for (const s of ships) s.rotation = { x: 0, y: 180, z: 90 };
  return ships;
}

function press(table: TtsTable, colour: string, o: FakeObject, label: string): void {
  table.messages.length = 0;
  table.clickButton(colour, o, label);
  table.settle();
}

describe("seed 003 F1012 Happy Hosts on the table: 'Pacify (Secure): Capture all damaged ships you control except Loyal ones.'", () => {
  test("Blue's press is refused to Blue alone; Red's captures the damaged Blue and Imperial ships in 1.2, which Red controls, not Yellow's in 1.3 (Blue's) nor Red's own", () => {
    const table = loadWithGame(save(), redLeads("aggression"), "Red");
    takePieces(table, "ship", "Red", 2, zoneOf(table, "system", "1.2"));
    const [own] = damagedShips(table, "Red", "1.2", 1);
    const [blue] = damagedShips(table, "Blue", "1.2", 1);
    const [imperial] = campaignPieces(table, "imperial-ship", "1.2", 1, 1);
    takePieces(table, "ship", "Blue", 2, zoneOf(table, "system", "1.3"));
    const [yellow] = damagedShips(table, "Yellow", "1.3", 1);
    fateSetCardInto(table, "F1012", "Red");
    const hosts = card(table, "F1012");
    expect(labels(hosts)).toEqual(["Pacify (Secure)"]);

    press(table, "Blue", hosts, "Pacify (Secure)");
    expect(to(table, "Blue")).toContain("only Red may use it");
    expect(game(table).actions).toBeUndefined();

    press(table, "Red", hosts, "Pacify (Secure)");
    expect(game(table).actions?.taken).toEqual(["secure"]);
    expect(publicText(table)).toContain("Red takes Pacify (Happy Hosts, F1012): captures the damaged ships 1 Blue in 1.2, 1 Imperial in 1.2");
    expect(inZone(table, "captives", "Red", blue) && inZone(table, "captives", "Red", imperial)).toBe(true);
    expect(inZone(table, "system", "1.2", own) && inZone(table, "system", "1.3", yellow)).toBe(true);
    const sent = tableLog(table).commands.filter((c) => c.type === "mapAction").pop() as unknown as { map: { playAreas?: unknown } };
    expect(sent.map.playAreas).toEqual([{ colour: "Red", cards: ["F1012"] }]);

    press(table, "Red", hosts, "Pacify (Secure)");
    expect(to(table, "Red")).toContain("no damaged Rival or Imperial ship lies in a system Red controls");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F227 Freedom Fighters on the table: 'Incite Revolt (Battle): In a system with a fresh Free city, destroy all damaged Rival and Imperial ships, ignoring the Imperial Truce Law. Don't take Trophies.'", () => {
  test("the press asks the system (one button per system with a Free city); Red, a Regent, destroys the damaged Blue and Imperial ships in 2.1: back to their supplies, Red's own stays", () => {
    const table = loadWithGame(save(), redLeads("aggression", "regent"), "Red");
    campaignPieces(table, "free-city", "2.1", 1);
    const blue = damagedShips(table, "Blue", "2.1", 2);
    const [imperial] = campaignPieces(table, "imperial-ship", "2.1", 1, 1);
    const [own] = damagedShips(table, "Red", "2.1", 1);
    campaignPieces(table, "free-city", "3.2", 1, 1);
    fateSetCardInto(table, "F227", "Red");
    const fighters = card(table, "F227");
    const imperialBag = table.find((o) => o.isContainer && o.tags.includes("imperial-ship-supply"))[0];
    const before = imperialBag.contents.length;

    press(table, "Yellow", fighters, "Incite Revolt (Battle)");
    expect(to(table, "Yellow")).toContain("only Red may use it");
    press(table, "Red", fighters, "Incite Revolt (Battle)");
    expect(labels(fighters).sort()).toEqual(["Cancel", "Revolt in 2.1", "Revolt in 3.2"]);

    press(table, "Red", fighters, "Revolt in 3.2");
    expect(to(table, "Red")).toContain("Incite Revolt (Freedom Fighters, F227): 3.2 has no fresh Free city");
    expect(game(table).actions).toBeUndefined();
    expect(labels(fighters)).toEqual(["Incite Revolt (Battle)"]);

    press(table, "Red", fighters, "Incite Revolt (Battle)");
    press(table, "Red", fighters, "Revolt in 2.1");
    expect(game(table).actions?.taken).toEqual(["battle"]);
    expect(publicText(table)).toContain("Red takes Incite Revolt (Freedom Fighters, F227): destroys the damaged ships 2 Blue in 2.1, 1 Imperial in 2.1");
    expect(table.find((o) => blue.includes(o) || o === imperial)).toEqual([]);
    expect(imperialBag.contents.length).toBe(before + 1);
    expect(inZone(table, "system", "2.1", own)).toBe(true);
    expect(labels(fighters)).toEqual(["Incite Revolt (Battle)"]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1004 Song of the Banner on the table: 'Call Spirits (Tax): Once per turn, gain 2 resources of a planet with a Banner.' 'Call Bodies (Build): Once per turn, place 2 fresh ships at a Banner.'", () => {
  /** Red has led a card of `suit`, Song of the Banner in Red's play area, Banners on 1.2 (a fuel planet) and 4.2; Blue controls 4.2 with 2 fresh ships. */
  function staged(suit: "administration" | "construction"): { table: TtsTable; song: FakeObject } {
    const table = loadWithGame(save(), redLeads(suit), "Red");
    // A campaign's save keeps its zones opened to campaign objects (layout.ts openZonesToCampaign); this one was a base save.
    for (const z of table.find((o) => o.isZone && o.tags.includes("system"))) {
      z.data.Tags = [...z.tags, "campaign"];
      table.world.refreshZones(z);
    }
    takePieces(table, "ship", "Blue", 2, zoneOf(table, "system", "4.2"));
    const outer = table.withTag("fate-token-bag")[0];
    const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f10-banner")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    for (const [i, id] of ["1.2", "4.2"].entries()) table.world.move(table.playerTake(bag, { position: { x: 32 + i, y: 2, z: -12 } })!, { ...spotIn(zoneOf(table, "system", id), 7), y: 1.5 });
    const song = fateSetCardInto(table, "F1004", "Red");
    table.settle();
    return { table, song };
  }
  const resourceBag = (table: TtsTable, type: string) => table.find((o) => o.isContainer && o.tags.includes("resource-supply") && o.tags.includes(type))[0];
  const shipBag = (table: TtsTable) => table.find((o) => o.isContainer && o.tags.includes("supply") && o.tags.includes("ship") && o.tags.includes("Red"))[0];
  const redFuel = (table: TtsTable) => table.world.objectsIn(zoneOf(table, "resources-zone", "Red")).filter((o) => o.tags.includes("resource") && o.tags.includes("fuel"));
  const redShipsIn = (table: TtsTable, id: string) => table.world.objectsIn(zoneOf(table, "system", id)).filter((o) => o.tags.includes("ship") && o.tags.includes("Red"));

  test("Call Spirits asks the Banner; Red's Build-less press of Call Bodies is refused to Red alone; Spirits of 1.2 with 1 fuel left in the supply gains that 1 (p.23); a second Spirits is refused: once per turn", () => {
    const { table, song } = staged("administration");
    expect(labels(song)).toEqual(["Call Spirits (Tax)", "Call Bodies (Build)"]);
    press(table, "Blue", song, "Call Spirits (Tax)");
    expect(to(table, "Blue")).toContain("only Red may use it");

    press(table, "Red", song, "Call Bodies (Build)");
    expect(labels(song).sort()).toEqual(["Bodies at 1.2", "Bodies at 4.2", "Cancel"]);
    const ships = shipBag(table).contents.length;
    press(table, "Red", song, "Bodies at 1.2");
    expect(to(table, "Red")).toMatch(/Red cannot build/);
    expect(publicText(table)).not.toContain("Call Bodies");
    expect(game(table).actions).toBeUndefined();
    expect(shipBag(table).contents.length).toBe(ships);
    expect(labels(song)).toEqual(["Call Spirits (Tax)", "Call Bodies (Build)"]);

    const fuel = resourceBag(table, "fuel");
    while (fuel.contents.length > 1) table.playerTake(fuel, { position: { x: 34, y: 2, z: -14 } });
    const held = redFuel(table).length;
    press(table, "Red", song, "Call Spirits (Tax)");
    press(table, "Red", song, "Spirits of 1.2");
    expect(game(table).actions?.taken).toEqual(["tax"]);
    expect(publicText(table)).toContain("Red takes Call Spirits (Song of the Banner, F1004): gains 2 fuel of 1.2, as many as the supply has");
    expect(redFuel(table).length).toBe(held + 1);
    expect(fuel.contents.length).toBe(0);
    const sent = tableLog(table).commands.filter((c) => c.type === "mapAction").pop() as unknown as { map: { fateTokens?: { system: string }[] } };
    expect((sent.map.fateTokens ?? []).map((t) => t.system).sort()).toEqual(["1.2", "4.2"]);

    press(table, "Red", song, "Call Spirits (Tax)");
    press(table, "Red", song, "Spirits of 4.2");
    expect(to(table, "Red")).toContain("Call Spirits (Song of the Banner, F1004): once per turn, and Red took it this turn");
    expect(game(table).actions?.taken).toEqual(["tax"]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("Call Bodies at 4.2, which Blue controls: 2 fresh Red ships from Red's supply there (the card says fresh)", () => {
    const { table, song } = staged("construction");
    const ships = shipBag(table).contents.length;
    press(table, "Red", song, "Call Bodies (Build)");
    press(table, "Red", song, "Bodies at 4.2");
    expect(game(table).actions?.taken).toEqual(["build"]);
    expect(publicText(table)).toContain("Red takes Call Bodies (Song of the Banner, F1004): places 2 fresh ships at the Banner in 4.2");
    expect(shipBag(table).contents.length).toBe(ships - 2);
    const placed = redShipsIn(table, "4.2");
    expect(placed).toHaveLength(2);
    expect(placed.every((o) => Math.abs(o.rotation.z) < 1)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});
