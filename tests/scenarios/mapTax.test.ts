/**
 * Tax on the table (src/tts/map/tax.ts, docs/playing.md "What the table checks on the map"): the
 * BUILT save's Global in the TTS fake. A resource token taken from the supply and let go on a city
 * is a Tax of that city; the core decides (p.12, FAQ "Tax"); accepted, the token goes to the
 * taxer's resource slot and a Rival city's tax takes a Captive; refused, the token goes back to the
 * supply with the reason to the taxer alone.
 */
import type { GameState } from "../../src/core/game/types";
import { loadWithGame, run, takeCity, takePieces, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import type { TtsTable, SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { builtSave } from "../support/builtSave";
import { startGame } from "../core/game/helpers";
import { coreState } from "../support/scenario";
import { HANDS, SEATS } from "../core/map/fixtures";

const save = () => builtSave().save as unknown as SaveFile;

/** Red has led administration-4 (3SETUP03); Red: a city and a ship in 3.3 (weapon), 2 ships in 3.2 (fuel); Blue: cities in 3.2 and 2.1 (psionic). */
function staged(): { table: TtsTable; redCity: FakeObject; blueCity: FakeObject; blueFar: FakeObject } {
  const state = run(startGame({ seats: SEATS, hands: HANDS, setupCard: "3SETUP03" }), { type: "lead", player: "Red", card: "administration-4" });
  const table = loadWithGame(save(), state, "Red");
  const redCity = takeCity(table, "Red", zoneOf(table, "system", "3.3"));
  takePieces(table, "ship", "Red", 1, zoneOf(table, "system", "3.3"), 1);
  takePieces(table, "ship", "Red", 2, zoneOf(table, "system", "3.2"), 1);
  const blueCity = takeCity(table, "Blue", zoneOf(table, "system", "3.2"));
  const blueFar = takeCity(table, "Blue", zoneOf(table, "system", "2.1"));
  table.settle();
  table.messages.length = 0;
  return { table, redCity, blueCity, blueFar };
}

const game = (table: TtsTable): GameState => coreState(table)!;
const privateTo = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text);
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ");
const bag = (table: TtsTable, type: string) => table.find((o) => o.isContainer && o.tags.includes("resource-supply") && o.tags.includes(type))[0];
const inZone = (table: TtsTable, tag: string, colour: string, pred: (o: FakeObject) => boolean) => table.world.objectsIn(zoneOf(table, tag, colour)).filter(pred);
const tokenOf = (type: string) => (o: FakeObject) => o.tags.includes("resource") && o.tags.includes(type);
const blueAgent = (o: FakeObject) => o.tags.includes("agent") && o.tags.includes("Blue");

/** A token of `type` out of its bag (beside the map), let go on `city`. */
function taxWith(table: TtsTable, type: string, city: FakeObject, by = "Red"): FakeObject {
  const [token] = takeResources(table, type, 1, zoneOf(table, "court-deck-zone"));
  table.drop(by, token, { x: city.position.x, y: 2, z: city.position.z });
  table.settle();
  return token;
}

describe("Tax on the table (p.12)", () => {
  test("p.12: a weapon from the supply let go on Red's city in 3.3 is a tax; the token goes to Red's leftmost resource slot", () => {
    const { table, redCity } = staged();
    const before = bag(table, "weapon").contents.length;
    taxWith(table, "weapon", redCity);
    expect(game(table).actions?.mapActs).toEqual(["tax:Red@3.3"]);
    expect(game(table).actions?.taken).toEqual(["tax"]);
    expect(publicText(table)).toContain("Red taxes a Loyal city in 3.3: gains 1 weapon");
    expect(inZone(table, "resources-zone", "Red", tokenOf("weapon"))).toHaveLength(1);
    expect(bag(table, "weapon").contents.length).toBe(before - 1);
    expect(table.ui().text("turnStatus")).toContain("2 of 3 actions left");
  });

  test("p.12 Tax Limit: a second token on the same city is refused, told to Red alone, and goes back to the supply", () => {
    const { table, redCity } = staged();
    taxWith(table, "weapon", redCity);
    const before = bag(table, "weapon").contents.length;
    taxWith(table, "weapon", redCity);
    expect(privateTo(table, "Red")).toContainEqual(expect.stringContaining("Tax Limit: each city is taxed once per turn (p.12)"));
    expect(privateTo(table, "Red").join(" ")).toContain("The token went back to the supply.");
    expect(publicText(table)).not.toContain("Tax Limit");
    expect(bag(table, "weapon").contents.length).toBe(before);
    expect(game(table).actions?.taken).toEqual(["tax"]);
  });

  test("p.12: a token of another type than the planet's is refused and goes back", () => {
    const { table, redCity } = staged();
    const before = bag(table, "fuel").contents.length;
    taxWith(table, "fuel", redCity);
    expect(privateTo(table, "Red")).toContainEqual(expect.stringContaining("3.3 is a weapon planet: a tax there gains weapon, not fuel (p.12)"));
    expect(bag(table, "fuel").contents.length).toBe(before);
    expect(game(table).actions).toBeUndefined();
  });

  test('p.12, FAQ "Tax": a Rival city in a system Red controls gives its fuel and 1 of Blue\'s agents as a Captive', () => {
    const { table, blueCity } = staged();
    taxWith(table, "fuel", blueCity);
    expect(game(table).actions?.mapActs).toEqual(["tax:Blue@3.2"]);
    expect(inZone(table, "resources-zone", "Red", tokenOf("fuel"))).toHaveLength(1);
    expect(inZone(table, "captives", "Red", blueAgent)).toHaveLength(1);
  });

  test("p.12: a Rival city in a system nobody controls is refused: no Captive, the token back", () => {
    const { table, blueFar } = staged();
    const before = bag(table, "psionic").contents.length;
    taxWith(table, "psionic", blueFar);
    expect(privateTo(table, "Red")).toContainEqual(expect.stringContaining("Blue's city in 2.1 is a Rival city: you tax it only in a system you control, and nobody controls it (p.12)"));
    expect(bag(table, "psionic").contents.length).toBe(before);
    expect(inZone(table, "captives", "Red", blueAgent)).toHaveLength(0);
  });

  test('FAQ "Tax": with the fuel supply empty, !arcs tax 3.2 Blue still captures 1 of Blue\'s agents', () => {
    const { table } = staged();
    const fuel = bag(table, "fuel");
    takeResources(table, "fuel", fuel.contents.length, zoneOf(table, "court-deck-zone"));
    table.settle();
    expect(table.chat("Red", "!arcs tax 3.2 Blue")).toBe(false);
    table.settle();
    expect(game(table).actions?.mapActs).toEqual(["tax:Blue@3.2"]);
    expect(inZone(table, "captives", "Red", blueAgent)).toHaveLength(1);
    expect(inZone(table, "resources-zone", "Red", tokenOf("fuel"))).toHaveLength(0);
  });

  test("!arcs tax 3.3 takes the weapon out of the supply into Red's slot; out of turn it is refused privately", () => {
    const { table } = staged();
    table.chat("Blue", "!arcs tax 3.3");
    expect(privateTo(table, "Blue")).toContainEqual(expect.stringContaining("a tax is an action: on your turn, after your card"));
    table.chat("Red", "!arcs tax 3.3");
    table.settle();
    expect(game(table).actions?.mapActs).toEqual(["tax:Red@3.3"]);
    expect(inZone(table, "resources-zone", "Red", tokenOf("weapon"))).toHaveLength(1);
  });

  test("a token from another seat, or one lifted off Red's own board, is no tax: the table leaves it", () => {
    const { table, redCity } = staged();
    taxWith(table, "weapon", redCity, "Blue");
    expect(game(table).actions).toBeUndefined();
    const [held] = takeResources(table, "relic", 1, zoneOf(table, "resources-zone", "Red"));
    table.settle();
    table.drop("Red", held, { x: redCity.position.x, y: 2, z: redCity.position.z });
    table.settle();
    expect(game(table).actions).toBeUndefined();
    expect(privateTo(table, "Red")).toEqual([]);
  });

  test("advisory rules: a refused tax leaves the token where Red put it, and !arcs override logs it", () => {
    const { table, blueFar } = staged();
    table.chat("Red", "!arcs rules advisory");
    const token = taxWith(table, "psionic", blueFar);
    expect(privateTo(table, "Red")).toContainEqual(expect.stringContaining("It stays where you put it."));
    expect(token.destroyed).toBe(false);
    expect(table.world.zonesContaining(token).some((z) => z.tags.includes("system"))).toBe(true);
    table.chat("Red", "!arcs override");
    table.settle();
    expect(game(table).events[0].kind).toBe("overridden");
  });
});

describe("Gate Stations (L11, card reference: \"A gate city's type matches all cities in its cluster\")", () => {
  test("L11: Red's gate city in 3.0 is taxed for a type of the cluster's cities (3.3 weapon, Blue's 3.2 fuel), not another", () => {
    const state = run(startGame({ seats: SEATS, hands: HANDS, setupCard: "3SETUP03" }), { type: "lead", player: "Red", card: "administration-4" });
    const lore: GameState = { ...state, players: state.players.map((p) => (p.colour === "Red" ? { ...p, lore: ["L11"] } : p)) };
    const table = loadWithGame(save(), lore, "Red");
    takeCity(table, "Red", zoneOf(table, "system", "3.3"));
    takeCity(table, "Blue", zoneOf(table, "system", "3.2"));
    const gateCity = takeCity(table, "Red", zoneOf(table, "system", "3.0"));
    takePieces(table, "ship", "Red", 1, zoneOf(table, "system", "3.0"), 1);
    table.settle();
    table.messages.length = 0;
    taxWith(table, "relic", gateCity);
    expect(privateTo(table, "Red")).toContainEqual(expect.stringContaining("a city in gate 3.0 has its cluster's city types, fuel or weapon, not relic (Gate Stations, L11)"));
    taxWith(table, "fuel", gateCity);
    expect(game(table).actions?.mapActs).toEqual(["tax:Red@3.0"]);
    expect(inZone(table, "resources-zone", "Red", tokenOf("fuel"))).toHaveLength(1);
  });
});

