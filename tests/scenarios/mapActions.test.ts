/**
 * The map's actions on the table (src/tts/map, docs/playing.md "What the table checks on the map"):
 * the BUILT save's Global in the TTS fake. A ship dropped into another system is a Move, a piece
 * from off the map dropped into a system a Build, a damaged piece stood up or flipped a Repair; the
 * core decides, and a refused piece goes back with the reason to its dropper alone.
 */
import type { GameState } from "../../src/core/game/types";
import { loadWithGame, run, takeCity, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import type { TtsTable, SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { builtSave } from "../support/builtSave";
import { startGame } from "../core/game/helpers";
import { coreState, tableLog } from "../support/scenario";
import { reloadTable } from "../support/everyEvent";
import { HANDS, SEATS, withPowers } from "../core/map/fixtures";

const save = () => builtSave().save as unknown as SaveFile;

/** Red has led `card` (3SETUP03: clusters 5 and 6 out of play); the map empty until a test places pieces. `lore`: Red's. */
function staged(card: string, lore?: string[]): TtsTable {
  const start = startGame({ seats: SEATS, hands: HANDS, setupCard: "3SETUP03" });
  const state = run(lore === undefined ? start : withPowers("Red", { lore })(start), { type: "lead", player: "Red", card });
  return loadWithGame(save(), state, "Red");
}

const game = (table: TtsTable): GameState => coreState(table)!;
const privateTo = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text);
const inSystem = (table: TtsTable, system: string, pred: (o: FakeObject) => boolean) => table.world.objectsIn(zoneOf(table, "system", system)).filter(pred);
const redShips = (o: FakeObject) => o.tags.includes("ship") && o.tags.includes("Red") && !o.tags.includes("supply");

function place(table: TtsTable, kind: string, n: number, system: string): FakeObject[] {
  const out = takePieces(table, kind, "Red", n, zoneOf(table, "system", system));
  table.settle();
  table.messages.length = 0;
  return out;
}

function dropInto(table: TtsTable, by: string, piece: FakeObject, system: string): void {
  const z = zoneOf(table, "system", system);
  table.drop(by, piece, { x: z.position.x + 0.3, y: 2, z: z.position.z });
  table.settle();
}

describe("Move on the table (p.13)", () => {
  test("p.13: a ship dropped into an adjacent system is a move; two drops from the same system are one move", () => {
    const table = staged("mobilization-2");
    const [a, b] = place(table, "ship", 2, "3.3");
    dropInto(table, "Red", a, "3.0");
    expect(game(table).actions?.taken).toEqual(["move"]);
    dropInto(table, "Red", b, "3.0");
    expect(game(table).actions?.taken).toEqual(["move"]);
    expect(inSystem(table, "3.0", redShips)).toHaveLength(2);
    expect(table.ui().text("turnStatus")).toContain("3 of 4 actions left");
  });

  test("p.13: a ship dropped two systems away without a Loyal starport is refused and goes back, the reason to Red alone", () => {
    const table = staged("mobilization-2");
    const [ship] = place(table, "ship", 1, "3.3");
    dropInto(table, "Red", ship, "2.0");
    expect(privateTo(table, "Red")).toContainEqual(expect.stringContaining("2.0 is not adjacent to 3.3"));
    expect(privateTo(table, "Red").join(" ")).toContain("It went back where it was.");
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ")).not.toContain("not adjacent");
    expect(inSystem(table, "3.3", redShips)).toHaveLength(1);
    expect(game(table).actions).toBeUndefined();
  });

  test("p.13: from a Loyal starport a ship takes Catapult moves through the gates", () => {
    const table = staged("mobilization-2");
    place(table, "starport", 1, "3.3");
    const [ship] = place(table, "ship", 1, "3.3");
    dropInto(table, "Red", ship, "1.0");
    expect(game(table).actions?.taken).toEqual(["move"]);
    expect(inSystem(table, "1.0", redShips)).toHaveLength(1);
  });

  test("p.13: Blue's ships in gates 2.0 and 4.0 still stop a Catapult passing them (the other gates' ships are read)", () => {
    const table = staged("mobilization-2");
    takePieces(table, "ship", "Blue", 1, zoneOf(table, "system", "2.0"));
    takePieces(table, "ship", "Blue", 1, zoneOf(table, "system", "4.0"));
    place(table, "starport", 1, "3.3");
    const [ship] = place(table, "ship", 1, "3.3");
    dropInto(table, "Red", ship, "1.0");
    expect(privateTo(table, "Red")).toContainEqual(expect.stringContaining("1.0 cannot be reached from 3.3 in one Catapult move"));
    expect(inSystem(table, "3.3", redShips)).toHaveLength(1);
  });

  test("p.13: a plain first drop from a starport is decided on its two systems; a drop that makes the move a Catapult reads the gates it may pass then", () => {
    const table = staged("mobilization-2");
    takePieces(table, "ship", "Blue", 1, zoneOf(table, "system", "2.0"));
    takePieces(table, "ship", "Blue", 1, zoneOf(table, "system", "4.0"));
    place(table, "starport", 1, "3.3");
    const [a, b] = place(table, "ship", 2, "3.3");
    const lastMap = () => (tableLog(table).commands.slice(-1)[0] as { map: { systems: { system: string }[] } }).map;
    dropInto(table, "Red", a, "3.0");
    expect(game(table).actions?.taken).toEqual(["move"]);
    expect(lastMap().systems.map((sp) => sp.system)).toEqual(["3.3"]);
    // On through 3.0 to 1.0 (by 2.0, or 4.0 and the path marker): Blue controls both, read now, so the Catapult stops there.
    dropInto(table, "Red", b, "1.0");
    expect(privateTo(table, "Red")).toContainEqual(expect.stringContaining("1.0 cannot be reached from 3.3 in one Catapult move"));
    expect(inSystem(table, "3.3", redShips)).toHaveLength(1);
    // Into 2.0 it is one Catapult move (a dropped off in 3.0 on the way), decided on the map before
    // the move: gate 3.0 read now holds a, which the move brought, so it shows none of Red's ships.
    dropInto(table, "Red", b, "2.0");
    expect(game(table).actions?.taken).toEqual(["move"]);
    expect(table.messages.map((m) => m.text).join(" ")).toContain("Red takes Catapult moves from 3.3: 1 ship to 3.0, 1 ship to 2.0");
    const systems = lastMap().systems as { system: string; pieces: { owner: string; kind: string; fresh: number; damaged: number }[] }[];
    expect(systems.find((sp) => sp.system === "2.0")?.pieces).toEqual([{ owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }]);
    expect(systems.find((sp) => sp.system === "3.0")).toBeUndefined();
    expect(systems.find((sp) => sp.system === "3.3")?.pieces).toContainEqual({ owner: "Red", kind: "ship", fresh: 2, damaged: 0 });
  });

  test("Sprinter Drives (L03): a fresh ship the move brought, dropped one system further, is the same move; dropped back, the step is taken back", () => {
    const table = staged("mobilization-2", ["L03"]);
    const [a, b] = place(table, "ship", 2, "3.3");
    dropInto(table, "Red", a, "3.0");
    dropInto(table, "Red", b, "3.0");
    dropInto(table, "Red", a, "2.0");
    expect(game(table).actions?.taken).toEqual(["move"]);
    const last = () => tableLog(table).commands.slice(-1)[0] as { join?: boolean; action: { groups: unknown; sprint?: unknown } };
    expect(last().join).toBe(true);
    expect(last().action.sprint).toEqual([{ from: "3.0", to: "2.0", fresh: 1 }]);
    expect(table.messages.map((m) => m.text).join(" ")).toContain("Sprinter Drives: 1 ship on from 3.0 to 2.0");
    dropInto(table, "Red", a, "3.0");
    expect(last().action.sprint).toBeUndefined();
    expect(game(table).actions?.taken).toEqual(["move"]);
    dropInto(table, "Red", b, "4.0");
    expect(last().action.sprint).toEqual([{ from: "3.0", to: "4.0", fresh: 1 }]);
    // One more time only: the same ship on again from 4.0 is a new move.
    dropInto(table, "Red", b, "1.0");
    expect(game(table).actions?.taken).toEqual(["move", "move"]);
  });

  test("without Sprinter Drives the ship dropped one system further is a new move", () => {
    const table = staged("mobilization-2");
    const [a] = place(table, "ship", 1, "3.3");
    dropInto(table, "Red", a, "3.0");
    dropInto(table, "Red", a, "2.0");
    expect(game(table).actions?.taken).toEqual(["move", "move"]);
  });

  test("a move's drops stay one move across a save and load: the grouping comes from the game, not the table's memory", () => {
    const first = staged("mobilization-2");
    const [a, b, c] = place(first, "ship", 3, "3.3");
    dropInto(first, "Red", a, "3.0");
    const table = reloadTable(first, SEATS, "Red");
    const again = (o: FakeObject) => table.object(o.guid);
    dropInto(table, "Red", again(b), "3.0");
    expect(game(table).actions?.taken).toEqual(["move"]);
    expect(table.ui().text("turnStatus")).toContain("3 of 4 actions left");
    const last = tableLog(table).commands.slice(-1)[0] as { join?: boolean; action: { groups: unknown } };
    expect(last.join).toBe(true);
    expect(last.action.groups).toEqual([{ to: "3.0", ships: { fresh: 2, damaged: 0 } }]);
    // Taken back drop by drop after the load: the last ship back is the whole move taken back.
    dropInto(table, "Red", again(b), "3.3");
    expect(game(table).actions?.taken).toEqual(["move"]);
    dropInto(table, "Red", again(a), "3.3");
    expect(game(table).actions?.taken).toEqual([]);
    // A move taken back is no move to join: the next drop starts a new one.
    dropInto(table, "Red", again(c), "3.0");
    expect(game(table).actions?.taken).toEqual(["move"]);
    expect((tableLog(table).commands.slice(-1)[0] as { join?: boolean }).join).toBeUndefined();
  });

  test("a building lying where it should not in a gate the move does not name refuses no move, Catapult or plain", () => {
    const table = staged("mobilization-2");
    takeCity(table, "Blue", zoneOf(table, "system", "2.0"));
    place(table, "starport", 1, "3.3");
    const [a] = place(table, "ship", 1, "3.3");
    const [c] = takePieces(table, "ship", "Red", 1, zoneOf(table, "system", "1.1"));
    table.settle();
    // A Catapult from the starport through the gates to 1.0: gate 2.0's ships are read, not its stray city.
    dropInto(table, "Red", a, "1.0");
    expect(privateTo(table, "Red")).toEqual([]);
    expect(game(table).actions?.mapActs).toEqual(["move:3.3"]);
    // A plain move elsewhere.
    dropInto(table, "Red", c, "1.2");
    expect(privateTo(table, "Red")).toEqual([]);
    expect(game(table).actions?.mapActs).toEqual(["move:3.3", "move:1.1"]);
    // A move into that gate names it: the map there cannot be read as it lies.
    dropInto(table, "Red", a, "2.0");
    expect(privateTo(table, "Red")).toContainEqual(expect.stringContaining("a gate has no building slots, but 2.0 shows 1 buildings"));
  });

  test('FAQ "Rewind / Undo": the ship put back into the origin takes the move back', () => {
    const table = staged("mobilization-2");
    const [ship] = place(table, "ship", 1, "3.3");
    dropInto(table, "Red", ship, "3.0");
    expect(game(table).actions?.taken).toEqual(["move"]);
    dropInto(table, "Red", ship, "3.3");
    expect(game(table).actions?.taken).toEqual([]);
  });

  test("advisory rules: a refused move stays where Red put it, told to Red alone, and !arcs override logs it", () => {
    const table = staged("mobilization-2");
    table.chat("Red", "!arcs rules advisory");
    const [ship] = place(table, "ship", 1, "3.3");
    dropInto(table, "Red", ship, "2.0");
    expect(privateTo(table, "Red")).toContainEqual(expect.stringContaining("2.0 is not adjacent to 3.3"));
    expect(inSystem(table, "2.0", redShips)).toHaveLength(1);
    table.chat("Red", "!arcs override");
    table.settle();
    expect(game(table).events[0].kind).toBe("overridden");
  });

  test("another seat's drop of Red's ship, or a drop on another's turn, is a correction the table leaves alone", () => {
    const table = staged("mobilization-2");
    const [ship] = place(table, "ship", 1, "3.3");
    dropInto(table, "Blue", ship, "1.1");
    expect(game(table).actions).toBeUndefined();
    expect(inSystem(table, "1.1", redShips)).toHaveLength(1);
  });
});

describe("Build and Repair on the table (pp.12-13)", () => {
  test("p.12: a ship from the supply dropped at a Loyal starport is a build; a second at the same starport is refused", () => {
    const table = staged("construction-3");
    place(table, "starport", 1, "3.3");
    const [one, two] = takePieces(table, "ship", "Red", 2, zoneOf(table, "resources-zone", "Red"));
    table.settle();
    dropInto(table, "Red", one, "3.3");
    expect(game(table).actions?.mapActs).toEqual(["build:ship:loyal@3.3"]);
    dropInto(table, "Red", two, "3.3");
    expect(privateTo(table, "Red")).toContainEqual(expect.stringContaining("each starport builds one ship per turn (p.12)"));
    expect(inSystem(table, "3.3", redShips)).toHaveLength(1);
  });

  test("p.12: a city dropped where Red has no piece is refused and goes back", () => {
    const table = staged("construction-3");
    const city = takeCity(table, "Red", zoneOf(table, "resources-zone", "Red"));
    table.settle();
    const was = { ...city.position };
    dropInto(table, "Red", city, "2.2");
    expect(privateTo(table, "Red")).toContainEqual(expect.stringContaining("you build in a system with a Loyal piece (p.12): Red has no piece in 2.2"));
    expect(inSystem(table, "2.2", (o) => o.tags.includes("city"))).toHaveLength(0);
    expect(city.position.x).toBeCloseTo(was.x, 1);
  });

  test("p.12: a starport built where Blue controls is turned damaged", () => {
    const table = staged("construction-3");
    place(table, "ship", 1, "2.2");
    takePieces(table, "ship", "Blue", 2, zoneOf(table, "system", "2.2"));
    table.settle();
    const [port] = takePieces(table, "starport", "Red", 1, zoneOf(table, "resources-zone", "Red"));
    table.settle();
    dropInto(table, "Red", port, "2.2");
    expect(game(table).actions?.taken).toEqual(["build"]);
    expect(((port.rotation.z % 360) + 360) % 360).toBe(180);
  });

  test("Cloud Cities (L09, card reference: \"build cities on planets outside their building slots\"): a city let go beside the slots is built outside them, and the slot stays free", () => {
    const table = staged("construction-3", ["L09"]);
    place(table, "ship", 1, "3.2");
    const city = takeCity(table, "Red", zoneOf(table, "resources-zone", "Red"));
    const [port] = takePieces(table, "starport", "Red", 1, zoneOf(table, "resources-zone", "Red"));
    table.settle();
    // A spot in 3.2 no building slot's snap point reaches (a drop there does not snap onto a slot).
    const z = zoneOf(table, "system", "3.2");
    const spots = [0.45, -0.45, 0.6, -0.6].flatMap((dz) => [0, 0.3, -0.3].map((dx) => ({ x: z.position.x + dx, y: 2, z: z.position.z + dz })));
    const beside = spots.find((at) => table.snapPointFor(city, at) === undefined)!;
    table.drop("Red", city, beside);
    table.settle();
    expect(privateTo(table, "Red")).toEqual([]);
    expect(table.messages.map((m) => m.text).join(" ")).toContain("Red builds a city in 3.2 outside its building slots (Cloud Cities, L09: it costs 1 fuel)");
    expect(inSystem(table, "3.2", (o) => o.tags.includes("city"))).toHaveLength(1);
    // 3.2's one slot is still empty: the starport goes into it, on a map that shows the city outside.
    dropInto(table, "Red", port, "3.2");
    expect(privateTo(table, "Red")).toEqual([]);
    expect(game(table).actions?.mapActs).toEqual(["build:city@3.2", "build:starport@3.2"]);
    const last = tableLog(table).commands.slice(-1)[0] as { map: { systems: { system: string; pieces: { kind: string; outside?: number }[] }[] } };
    expect(last.map.systems.find((sp) => sp.system === "3.2")?.pieces.find((p) => p.kind === "city")?.outside).toBe(1);
  });

  test("Tool-Priests (L01) Summon: a ship from the supply let go where Red controls a Rival city and has no starport is built there, once per turn", () => {
    const table = staged("construction-3", ["L01"]);
    place(table, "ship", 2, "3.2");
    takeCity(table, "Blue", zoneOf(table, "system", "3.2"));
    const [one, two] = takePieces(table, "ship", "Red", 2, zoneOf(table, "resources-zone", "Red"));
    table.settle();
    dropInto(table, "Red", one, "3.2");
    expect(privateTo(table, "Red")).toEqual([]);
    expect(table.messages.map((m) => m.text).join(" ")).toContain("Red builds a ship at a city (Tool-Priests' Summon, L01) in 3.2");
    const supply = zoneOf(table, "resources-zone", "Red");
    expect(table.world.objectsIn(supply)).toContain(two);
    table.messages.length = 0;
    dropInto(table, "Red", two, "3.2");
    // The second Summon is refused for its own rule, to Red alone, and the ship goes back to Red's supply.
    expect(privateTo(table, "Red")).toEqual(["Tool-Priests' Summon builds 1 ship per turn, already built (L01). It went back where it was."]);
    expect(table.messages.filter((m) => m.to !== "Red").map((m) => m.text).join(" ")).not.toContain("Summon");
    expect(table.world.objectsIn(supply)).toContain(two);
    expect(inSystem(table, "3.2", redShips)).toHaveLength(3);
    expect(game(table).actions?.mapActs).toEqual(["build:ship:summon@3.2"]);
  });

  test("p.13: a damaged Loyal ship stood up is a repair; with no action left it is tipped again", () => {
    const table = staged("construction-3");
    const ships = place(table, "ship", 4, "1.2");
    for (const s of ships) s.rotation = { x: 0, y: 180, z: 90 };
    table.settle();
    for (let i = 0; i < 3; i++) {
      table.drop("Red", ships[i], undefined);
      ships[i].rotation = { x: 0, y: 180, z: 0 };
      table.settle();
    }
    expect(game(table).actions?.taken).toEqual(["repair", "repair", "repair"]);
    table.drop("Red", ships[3], undefined);
    ships[3].rotation = { x: 0, y: 180, z: 0 };
    table.settle();
    expect(privateTo(table, "Red")).toContainEqual(expect.stringContaining("Red has no Construction action left to repair"));
    expect(ships[3].rotation.z).toBe(90);
  });
});
