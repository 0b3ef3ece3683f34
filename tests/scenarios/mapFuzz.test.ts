/**
 * A seeded fuzz over map drops (issue 32): ships, cities and starports of every colour picked up and
 * let go by any seat into any system zone (in play or out of it) or off the map, pieces taken out of
 * their supply bags onto the map, buildings turned over, and taxes (a resource token out of its bag
 * let go on a city or into a system, `!arcs tax`), on Red's turn (a Mobilization card under
 * enforced rules, a Construction card under advisory rules, an Administration card under enforced
 * rules). After every event: no Lua error (the fake is strict), the game state's problems none, and
 * every player's ships, cities, starports and agents and every resource token still there exactly
 * once (none lost, none made).
 * ARCS_FUZZ_SCALE=10 runs ten times the events.
 */
import type { Colour, SystemId } from "../../src/core/data/vocabulary";
import { adjacentSystems, system as mapSystem } from "../../src/core/data/map";
import { makeRng, randomInt } from "../../src/core/game/driver";
import type { Rng } from "../../src/core/game/driver";
import { gameStateProblems } from "../../src/core/rules";
import { loadWithGame, run, takeCity, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { builtSave } from "../support/builtSave";
import { coreState } from "../support/scenario";
import { SCALE } from "../support/tableFuzz";
import { startGame } from "../core/game/helpers";
import { HANDS, SEATS } from "../core/map/fixtures";

const KINDS = ["ship", "city", "starport", "agent"];
const RESOURCES = ["material", "fuel", "weapon", "relic", "psionic"];
const SYSTEMS = ["1.0", "1.1", "1.2", "1.3", "2.0", "2.1", "2.2", "2.3", "3.0", "3.1", "3.2", "3.3", "4.0", "4.1", "4.2", "4.3", "5.0", "5.2", "6.1"];

function pick<T>(rng: Rng, xs: readonly T[]): T {
  return xs[randomInt(rng, xs.length)];
}

/** Every piece of a colour and kind: loose on the table and in its supply bags. */
function pieceCount(t: TtsTable, colour: string, kind: string): number {
  let n = 0;
  for (const o of t.world.all()) {
    if (o.tags.includes(kind) && o.tags.includes(colour)) n += o.tags.includes("supply") ? o.contents.length : 1;
  }
  return n;
}

/** Every resource token of a type: loose on the table and in its supply bag. */
function tokenCount(t: TtsTable, type: string): number {
  let n = 0;
  for (const o of t.world.all()) {
    if (o.tags.includes(type)) n += o.tags.includes("resource-supply") ? o.contents.length : o.tags.includes("resource") ? 1 : 0;
  }
  return n;
}

function counts(t: TtsTable): string[] {
  return SEATS.flatMap((c) => KINDS.map((k) => `${c} ${k} ${pieceCount(t, c, k)}`)).concat(RESOURCES.map((r) => `${r} ${tokenCount(t, r)}`));
}

function mapPieces(t: TtsTable): FakeObject[] {
  return t.find((o) => !o.isZone && !o.tags.includes("supply") && !o.tags.includes("agent") && KINDS.some((k) => o.tags.includes(k)) && SEATS.some((c) => o.tags.includes(c)));
}

function staged(card: string): TtsTable {
  const state = run(startGame({ seats: SEATS, hands: HANDS, setupCard: "3SETUP03" }), { type: "lead", player: "Red", card });
  const table = loadWithGame(builtSave().save as unknown as SaveFile, state, "Red");
  const put: [Colour, string, number, string][] = [["Red", "ship", 4, "3.3"], ["Red", "starport", 1, "3.3"], ["Red", "ship", 2, "1.1"], ["Blue", "ship", 3, "2.0"], ["Blue", "starport", 1, "2.3"], ["Yellow", "ship", 2, "4.0"]];
  for (const [colour, kind, n, system] of put) takePieces(table, kind, colour, n, zoneOf(table, "system", system));
  takeCity(table, "Red", zoneOf(table, "system", "1.1"));
  takeCity(table, "Blue", zoneOf(table, "system", "2.3"));
  table.settle();
  table.messages.length = 0;
  return table;
}

function dropPiece(t: TtsTable, rng: Rng): string {
  const pieces = mapPieces(t);
  if (pieces.length === 0) return "no piece";
  const piece = pick(rng, pieces);
  const owner = String(piece.tags.find((x) => (SEATS as string[]).includes(x)));
  const who = randomInt(rng, 5) === 0 ? pick(rng, ["Red", "Blue", "Yellow", "White"]) : owner;
  if (randomInt(rng, 6) === 0) {
    t.drop(who, piece, { x: piece.position.x + 9, y: 2, z: piece.position.z + 9 });
    return `${who} lifts a ${owner} piece off to the side`;
  }
  // Half the in-turn player's drops go next door (mostly legal moves); buildings never onto gates (no slots there).
  const s = coreState(t);
  const here = systemAt(t, piece);
  const near = here === undefined || s === undefined ? [] : adjacentSystems(here as SystemId, s.outOfPlayClusters);
  const system = near.length > 0 && randomInt(rng, 2) === 0 ? pick(rng, near) : pick(rng, piece.tags.includes("ship") ? SYSTEMS : SYSTEMS.filter((x) => !x.endsWith(".0")));
  const z = zoneOf(t, "system", system);
  if (randomInt(rng, 4) === 0) piece.rotation = { x: 0, y: 180, z: randomInt(rng, 2) === 0 ? 0 : piece.tags.includes("ship") ? 90 : 180 };
  t.drop(who, piece, { x: z.position.x + (randomInt(rng, 5) - 2) * 0.2, y: 2, z: z.position.z });
  return `${who} drops a ${owner} ${piece.tags.find((x) => KINDS.includes(x))} into ${system}`;
}

function systemAt(t: TtsTable, o: FakeObject): string | undefined {
  const z = t.world.zonesContaining(o).find((x) => x.tags.includes("system"));
  return z === undefined ? undefined : String(z.data.GMNotes);
}

function fromSupply(t: TtsTable, rng: Rng): string {
  const colour = pick(rng, SEATS);
  const kind = pick(rng, ["ship", "starport"]);
  const bag = t.find((o) => o.isContainer && o.tags.includes("supply") && o.tags.includes(kind) && o.tags.includes(colour))[0];
  if (bag === undefined || bag.contents.length === 0) return "empty bag";
  const system = pick(rng, SYSTEMS);
  const z = zoneOf(t, "system", system);
  const piece = t.playerTake(bag, { position: { x: z.position.x + 3, y: 2, z: z.position.z + 3 } })!;
  t.drop(colour, piece, { x: z.position.x, y: 2, z: z.position.z });
  return `${colour} builds a ${kind} into ${system} from the supply`;
}

function flipBuilding(t: TtsTable, rng: Rng): string {
  const buildings = mapPieces(t).filter((o) => !o.tags.includes("ship"));
  if (buildings.length === 0) return "no building";
  const b = pick(rng, buildings);
  const who = pick(rng, SEATS);
  t.flip(who, b);
  return `${who} turns a building over`;
}

/** A resource token out of its bag let go on a city on the map (half the time of its planet's type) or into any system; now and then `!arcs tax`. */
function taxToken(t: TtsTable, rng: Rng): string {
  const who = randomInt(rng, 5) === 0 ? pick(rng, ["Red", "Blue", "Yellow", "White"]) : "Red";
  const cities = mapPieces(t).filter((o) => o.tags.includes("city") && systemAt(t, o) !== undefined);
  const city = cities.length > 0 && randomInt(rng, 4) > 0 ? pick(rng, cities) : undefined;
  const where = city === undefined ? pick(rng, SYSTEMS) : (systemAt(t, city) as string);
  const planet = mapSystem(where as SystemId)?.resource;
  if (randomInt(rng, 8) === 0) {
    t.chat(who, `!arcs tax ${where}`);
    return `${who} types !arcs tax ${where}`;
  }
  const type = planet !== undefined && randomInt(rng, 2) === 0 ? planet : pick(rng, RESOURCES);
  const bag = t.find((o) => o.isContainer && o.tags.includes("resource-supply") && o.tags.includes(type))[0];
  if (bag === undefined || bag.contents.length === 0) return `no ${type} in the supply`;
  const token = t.playerTake(bag, { position: { x: bag.position.x + 2, y: 2, z: bag.position.z } })!;
  const z = zoneOf(t, "system", where);
  const at = city === undefined ? z.position : city.position;
  t.drop(who, token, { x: at.x, y: 2, z: at.z });
  return `${who} lets a ${type} from the supply go on ${city === undefined ? "" : "a city in "}${where}`;
}

function fuzzMap(seed: number, events: number, card: string, accepted: string, rulesMode?: string): void {
  const rng = makeRng(seed);
  const table = staged(card);
  if (rulesMode !== undefined) table.chat("Red", `!arcs rules ${rulesMode}`);
  const before = counts(table);
  const seen = new Set<string>();
  for (let i = 0; i < events; i++) {
    const mark = table.messages.length;
    const roll = randomInt(rng, 100);
    const what = roll < 60 ? dropPiece(table, rng) : roll < 75 ? fromSupply(table, rng) : roll < 85 ? flipBuilding(table, rng) : taxToken(table, rng);
    table.settle();
    const s = coreState(table);
    const label = `event ${i} (seed ${seed}): ${what}`;
    expect({ label, problems: s === undefined ? ["no game"] : gameStateProblems(JSON.parse(JSON.stringify(s))) }).toEqual({ label, problems: [] });
    expect({ label, counts: counts(table) }).toEqual({ label, counts: before });
    for (const k of s?.actions?.mapActs ?? []) seen.add(k.split(":")[0]);
    if (process.env.FUZZ_TRACE) console.log(label, s?.actions?.taken, table.messages.slice(mark).map((m) => `${m.to}: ${m.text}`));
  }
  expect(table.scriptErrors).toEqual([]);
  // The fuzz reaches the map's actions, not only their refusals.
  expect([...seen]).toContain(accepted);
}

describe("map drop fuzz", () => {
  test("enforced rules: random map drops, builds and flips never lose or make a piece, nor break the state", () => {
    fuzzMap(11, 120 * SCALE, "mobilization-2", "move");
  });

  test("advisory rules: the same, pieces staying where they were dropped", () => {
    fuzzMap(14, 80 * SCALE, "construction-3", "build", "advisory");
  });

  test("enforced rules on an Administration card: taxes among the drops, no token or agent lost or made", () => {
    fuzzMap(13, 80 * SCALE, "administration-4", "tax");
  });
});
