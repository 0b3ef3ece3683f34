/**
 * The seeded table fuzz (tests/support/tableFuzz.ts, pathFuzz.ts) on session 33's table paths: the
 * setups' map steps (src/tts/campaign/mapSteps.ts), "Gain Flagship" and "Flagship set up" (seed 003
 * F901A, F1001A, F1201A steps 1-2, BR p.22) and "Rumors placed" (F1208A step 2), and Broker Peace
 * (F1511, src/tts/campaign/brokerPeace.ts). Besides the base fuzz's events, a share are the paths'
 * own moves by random colours (seated or not): a map step's button on any player board; a Flagship
 * board laid, a Flagship dropped in a random system; a Rumor dropped on a random system, face up or
 * down; a Ceasefire turned over; ships into cluster 3; now and then the player doing it right. After every
 * event: no Lua error, the saved-state validator finds no problem; a press refused to its presser
 * alone leaves the core's state as it was. Then the table is not stuck: the random driver carries the
 * game on from the state the fuzz left.
 */
import { randomInt } from "../../src/core/game/driver";
import type { Rng } from "../../src/core/game/driver";
import type { GameState } from "../../src/core/game/types";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { ceasefireAt, nextActRecord, recordImported } from "../support/fateTable";
import { flagshipBoard } from "../support/campaignBattle";
import { bag } from "../support/battleTable";
import { CLICKERS, SCALE, pick } from "../support/tableFuzz";
import { fuzzThenGoOn, pathRules, pressChecked } from "../support/pathFuzz";
import { loadWithGame } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import type { SaveFile } from "../../tools/ttsFake/table";
import { summitWithLore } from "../core/campaign/transferLoreFixtures";
import { SEATS, board } from "../support/mapStepsTable";

const EVENTS = 20 * SCALE;
const SYSTEMS = ["1.0", "1.1", "1.2", "2.1", "3.3", "4.1", "5.1", "5.2", "6.0", "6.3"];
const reached = new Set<string>();

const drop = (t: TtsTable, who: string, o: FakeObject, system: string, faceDown = false) => {
  o.rotation = { x: 0, y: 180, z: faceDown ? 180 : 0 };
  t.drop(who, o, { ...spotIn(zoneOf(t, "system", system), 5), y: 1.5 });
};

/** A colour's Flagship board laid, unless it is out already. */
function layBoard(t: TtsTable, colour: string): void {
  if (bag(t, "flagship-board-supply").contents.some((c) => c.GMNotes === colour)) flagshipBoard(t, colour);
}

/** A colour's Flagship: out of its bag into `system`, or moved there. */
function flagshipTo(t: TtsTable, who: string, colour: string, system: string): void {
  const out = t.find((o) => !o.isZone && o.tags.includes("flagship") && o.data.GMNotes === colour)[0];
  const flagships = bag(t, "flagship-supply");
  const entry = flagships.contents.find((c) => c.GMNotes === colour);
  const piece = out ?? (entry && t.playerTake(flagships, { guid: entry.GUID as string, position: { x: 30, y: 2, z: -14 } }));
  if (piece !== undefined) drop(t, who, piece, system);
}

const rumors = (t: TtsTable) => t.find((o) => !o.isZone && !o.isContainer && o.tags.includes("fate-token") && /Rumor/.test(String(o.data.GMNotes)));

/** The owing colour does its first step right (the button it shows), pressing it itself. */
function doneRight(t: TtsTable, s: GameState | undefined): string {
  const o = s?.campaign?.mapSteps?.[0];
  if (o === undefined) return "nothing owed";
  const b = board(t, o.player);
  if (o.step === "flagship") {
    layBoard(t, o.player);
    t.clickButton(o.player, b, "Gain Flagship");
    t.settle();
    flagshipTo(t, o.player, o.player, "5.1");
    return pressChecked(t, s, o.player, "button:Flagship set up", () => t.clickButton(o.player, b, "Flagship set up"), reached);
  }
  if (o.step === "rumors") {
    rumors(t).forEach((r, i) => drop(t, o.player, r, ["1.1", "2.1", "4.1", "6.3"][i], true));
    t.settle();
    return pressChecked(t, s, o.player, "button:Rumors placed", () => t.clickButton(o.player, b, "Rumors placed"), reached);
  }
  return "a step of another kind";
}

/** One of the steps' moves by a random colour. */
function stepMove(t: TtsTable, rng: Rng, s: GameState | undefined): string {
  const who = pick(rng, CLICKERS);
  const k = randomInt(rng, 10);
  if (k < 4) {
    const colour = pick(rng, SEATS);
    const labels = board(t, colour).buttons.map((x) => String(x.label));
    if (labels.length === 0) return "no map step button";
    const label = pick(rng, labels);
    return pressChecked(t, s, who, `button:${label}`, () => t.clickButton(who, board(t, colour), label), reached);
  }
  if (k === 4) {
    layBoard(t, pick(rng, SEATS));
    return "a Flagship board laid";
  }
  if (k === 5) {
    flagshipTo(t, who, pick(rng, SEATS), pick(rng, SYSTEMS));
    return `${who} drops a Flagship`;
  }
  if (k === 6) {
    const all = rumors(t);
    if (all.length === 0) return "no Rumor";
    drop(t, who, pick(rng, all), pick(rng, SYSTEMS), randomInt(rng, 2) === 0);
    return `${who} drops a Rumor`;
  }
  if (k === 7) {
    const colour = pick(rng, SEATS);
    if (bag(t, "supply", "starport", colour).contents.length === 0) return `no ${colour} starport left`;
    takePieces(t, "starport", colour as "Red", 1, zoneOf(t, "system", pick(rng, SYSTEMS.filter((x) => !x.endsWith(".0")))), 3);
    return `a ${colour} starport on the map`;
  }
  return doneRight(t, s);
}

const ceasefires = (t: TtsTable) => t.find((o) => !o.isZone && !o.isContainer && o.tags.includes("fate-token") && o.data.GMNotes === "Ceasefire");

/** Broker Peace's moves: a Ceasefire turned over by anyone, ships into cluster 3, or Red's and Blue's ships there and Yellow turning it to Peace. */
function peaceMove(t: TtsTable, rng: Rng, s: GameState | undefined): string {
  const token = ceasefires(t)[0];
  const who = pick(rng, CLICKERS);
  const k = randomInt(rng, 4);
  if (k === 0) {
    const colour = pick(rng, SEATS);
    if (bag(t, "supply", "ship", colour).contents.length === 0) return `no ${colour} ship left`;
    takePieces(t, "ship", colour as "Red", 1, zoneOf(t, "system", pick(rng, ["3.1", "3.2", "3.3"])), randomInt(rng, 8));
    return `a ${colour} ship into cluster 3`;
  }
  if (k === 1 && token.rotation.z === 180) {
    for (const [colour, at] of [["Red", "3.1"], ["Blue", "3.2"]]) if (bag(t, "supply", "ship", colour).contents.length > 0) takePieces(t, "ship", colour as "Red", 1, zoneOf(t, "system", at), 9);
    t.settle();
    return pressChecked(t, s, "Yellow", "flip:Ceasefire", () => t.flip("Yellow", token), reached);
  }
  return pressChecked(t, s, who, "flip:Ceasefire", () => t.flip(who, token), reached);
}

/** A Summit in session with Peace Accords in the booklet and a Ceasefire at War on gate 3.0. */
function brokerTable(): TtsTable {
  const t = loadWithGame(builtSave().save as unknown as SaveFile, summitWithLore(["F1511"]), "Red");
  ceasefireAt(t, "3.0", true);
  return t;
}

/** The Fate-set tokens bag's Rumor bags emptied onto the table's east edge (the Pirate fetches them, F1208A). */
function rumorsOut(t: TtsTable): void {
  const outer = t.withTag("fate-token-bag")[0];
  for (const name of ["f12-true-rumor", "f12-false-rumor"]) {
    const inner = t.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === name)!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    for (let i = 0; i < 2; i++) t.playerTake(inner, { position: { x: 32 + i, y: 2, z: -12 + (name.startsWith("f12-t") ? 0 : 1) } });
  }
  t.settle();
}

const STAGINGS: { name: string; start: () => TtsTable; move?: (t: TtsTable, rng: Rng, s: GameState | undefined) => string }[] = [
  {
    name: "Act II: the Pathfinder, the Hegemon and the Pirate owe their Flagships (Red's city and starport at 1.1), then their fleets",
    start: () => recordImported(nextActRecord("II", ["FATE09", "FATE10", "FATE12"], SEATS), 330, (t) => {
      const z = zoneOf(t, "system", "1.1");
      const city = t.find((o) => o.tags.includes("city") && o.tags.includes("Red") && Math.abs(o.position.z) > 16.5 && Math.abs(o.position.x) < 20)[0];
      t.world.move(city, { x: z.position.x - 0.3, y: 1.5, z: z.position.z });
      takePieces(t, "starport", "Red", 1, z, 2);
      takePieces(t, "ship", "Blue", 3, zoneOf(t, "system", "2.1"));
      takePieces(t, "ship", "Yellow", 2, zoneOf(t, "system", "4.1"));
    }),
  },
  {
    name: "Act III: the Pirate owes its Rumors, the four tokens out of their bags",
    start: () => {
      const t = recordImported(nextActRecord("III", ["FATE12", "FATE20", "FATE24"], SEATS), 331);
      rumorsOut(t);
      return t;
    },
  },
  { name: "a Summit with Peace Accords, a Ceasefire at War on gate 3.0 (F1511 Broker Peace)", start: brokerTable, move: peaceMove },
];

describe("session 33's table paths, fuzzed", () => {
  STAGINGS.forEach((staging, k) => {
    test(`${staging.name}: random presses and moves by any colour, then the game goes on`, () => {
      fuzzThenGoOn(330 + k, EVENTS, staging.start, pathRules(staging.move ?? stepMove, 70, 6));
    });
  });

  test("the fuzz reached each path accepted (told to all) and refused to its presser alone", () => {
    for (const label of ["button:Flagship set up", "button:Rumors placed", "flip:Ceasefire", "refused"]) expect({ label, reached: reached.has(label) }).toEqual({ label, reached: true });
  });
});
