/**
 * Ambition markers and the game's fixed numbers (rulebook pp.2-5, 9, 18-19; game-data.md §5, §8).
 * Marker Power values are printed on the markers only: game-data.md §5, consistent with the p.18
 * example ("Tycoon is worth 7 Power" with two markers in chapter 1 = 5/3 + 2/0; a tie pays 3).
 * The zero marker (p.3, p.9) is a state concept and lives in the engine.
 */
import { shapeProblems } from "./shape";
import { AMBITIONS, Ambition } from "./vocabulary";
import {
  FieldRule,
  Validator,
  checkCount,
  checkRecords,
  fieldError,
  fileError,
  intBetween,
  oneOf,
  rule,
} from "./fieldCheck";
import { findById } from "../util/byId";

export const AMBITIONS_FILE = "src/core/data/ambitions.ts";

export interface AmbitionMarker {
  id: string;
  /** Start (blue, lower-numbered) side: Power for first and second place. */
  first: number;
  second: number;
  /** Flipped side (p.19 step 2: the lowest-Power unflipped marker flips after each chapter). */
  flippedFirst: number;
  flippedSecond: number;
}

/** The three markers, lowest start Power first (game-data.md §5). */
export const AMBITION_MARKERS: readonly AmbitionMarker[] = [
  { id: "marker-2-0", first: 2, second: 0, flippedFirst: 4, flippedSecond: 2 },
  { id: "marker-3-2", first: 3, second: 2, flippedFirst: 6, flippedSecond: 3 },
  { id: "marker-5-3", first: 5, second: 3, flippedFirst: 9, flippedSecond: 4 },
];

export function ambitionMarker(id: string): AmbitionMarker | undefined {
  return findById(AMBITION_MARKERS, id);
}

/** Power for first and second place of one marker on the given side. */
export function markerValue(marker: AmbitionMarker, flipped: boolean): { first: number; second: number } {
  return flipped
    ? { first: marker.flippedFirst, second: marker.flippedSecond }
    : { first: marker.first, second: marker.second };
}

/**
 * Which markers are flipped at the start of a chapter (1..5), if the p.19 step 2 flip happened
 * after every earlier chapter: the lowest-Power unflipped marker flips each time (game-data.md §5:
 * ch.1 2/0 3/2 5/3; ch.2 4/2 3/2 5/3; ch.3 4/2 6/3 5/3; ch.4-5 4/2 6/3 9/4). In AMBITION_MARKERS order.
 */
export function markersFlippedAtChapter(chapter: number): { id: string; flipped: boolean }[] {
  // AMBITION_MARKERS is listed lowest start Power first, which is the flip order.
  const out: { id: string; flipped: boolean }[] = [];
  for (let i = 0; i < AMBITION_MARKERS.length; i++) {
    out.push({ id: AMBITION_MARKERS[i].id, flipped: i < chapter - 1 });
  }
  return out;
}

/** The number on an action card and the ambition it declares when led (p.9, p.18 list order). */
export interface NumberAmbition {
  number: number;
  ambition: Ambition;
}

/** 2 Tycoon, 3 Tyrant, 4 Warlord, 5 Keeper, 6 Empath ("1" declares none, "7" any: see actionCards.ts). */
export const AMBITION_BY_NUMBER: readonly NumberAmbition[] = [
  { number: 2, ambition: "tycoon" },
  { number: 3, ambition: "tyrant" },
  { number: 4, ambition: "warlord" },
  { number: 5, ambition: "keeper" },
  { number: 6, ambition: "empath" },
];

/** The ambition a card number declares when led: an ambition for 2..6, "any" for 7, else "none". */
export function ambitionForNumber(n: number): Ambition | "none" | "any" {
  if (n === 7) return "any";
  for (const e of AMBITION_BY_NUMBER) {
    if (e.number === n) return e.ambition;
  }
  return "none";
}

/** A value that depends on the player count (2..4). Arrays, not number-keyed records (Lua-safe). */
export interface ByPlayerCount {
  players: number;
  value: number;
}

/** Power that ends the game, checked after chapter scoring (p.2, p.19 step 3). */
export const POWER_TO_WIN: readonly ByPlayerCount[] = [
  { players: 2, value: 33 },
  { players: 3, value: 30 },
  { players: 4, value: 27 },
];

/** Cards in the face-up Court row (p.4 step H): 3 with 2 players, 4 with 3-4. */
export const COURT_ROW_SIZE: readonly ByPlayerCount[] = [
  { players: 2, value: 3 },
  { players: 3, value: 4 },
  { players: 4, value: 4 },
];

/** Out-of-play clusters on the setup cards (p.4 step J): 2 with 2-3 players, 1 with 4. */
export const OUT_OF_PLAY_CLUSTERS: readonly ByPlayerCount[] = [
  { players: 2, value: 2 },
  { players: 3, value: 2 },
  { players: 4, value: 1 },
];

/** The game ends after chapter 5 at the latest (p.8, p.19 step 3). */
export const MAX_CHAPTERS = 5;
/** Every player draws 6 action cards each chapter (p.5 step P, p.19 step 4). */
export const HAND_SIZE = 6;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

function byPlayers(table: readonly ByPlayerCount[], players: number): number | undefined {
  for (const e of table) {
    if (e.players === players) return e.value;
  }
  return undefined;
}

/** Power needed to end the game; undefined for an unsupported player count. */
export function powerToWin(players: number): number | undefined {
  return byPlayers(POWER_TO_WIN, players);
}

export function courtRowSize(players: number): number | undefined {
  return byPlayers(COURT_ROW_SIZE, players);
}

export function outOfPlayClusterCount(players: number): number | undefined {
  return byPlayers(OUT_OF_PLAY_CLUSTERS, players);
}

// ---- validation --------------------------------------------------------------------------------

/** Built when the check runs (in Node): the Lua, which never runs the data checks, leaves it out with them. */
const markerRules = (): readonly FieldRule<AmbitionMarker>[] => [
  rule("first", (m: AmbitionMarker) => m.first, intBetween(0, 20)),
  rule("second", (m: AmbitionMarker) => m.second, intBetween(0, 20)),
  rule("flippedFirst", (m: AmbitionMarker) => m.flippedFirst, intBetween(0, 20)),
  rule("flippedSecond", (m: AmbitionMarker) => m.flippedSecond, intBetween(0, 20)),
];

export function validateAmbitionMarkers(markers: readonly AmbitionMarker[] = AMBITION_MARKERS): string[] {
  const shape = shapeProblems(AMBITIONS_FILE, markers, [
    { field: "id", type: "string" },
    { field: "first", type: "number" },
    { field: "second", type: "number" },
    { field: "flippedFirst", type: "number" },
    { field: "flippedSecond", type: "number" },
  ], "id", "AMBITION_MARKERS");
  if (shape.length > 0) return shape;
  const errors = checkRecords(AMBITIONS_FILE, markers, (m) => m.id, markerRules(), (m, id) => {
    const out: string[] = [];
    if (m.second > m.first) out.push(fieldError(AMBITIONS_FILE, id, "second", "second place is worth more than first"));
    if (m.flippedSecond > m.flippedFirst) {
      out.push(fieldError(AMBITIONS_FILE, id, "flippedSecond", "second place is worth more than first"));
    }
    if (m.flippedFirst <= m.first) {
      out.push(fieldError(AMBITIONS_FILE, id, "flippedFirst", "the flipped side must be worth more (p.19 step 2)"));
    }
    return out;
  });
  for (let i = 1; i < markers.length; i++) {
    if (markers[i].first <= markers[i - 1].first) {
      errors.push(fieldError(AMBITIONS_FILE, markers[i].id, "first", "markers must be listed lowest start Power first"));
    }
  }
  return errors.concat(checkCount(AMBITIONS_FILE, "ambition markers", markers.length, 3));
}

export function validateAmbitionNumbers(table: readonly NumberAmbition[] = AMBITION_BY_NUMBER): string[] {
  const shape = shapeProblems(AMBITIONS_FILE, table, [
    { field: "number", type: "number" },
    { field: "ambition", type: "string" },
  ], "ambition", "AMBITION_BY_NUMBER");
  if (shape.length > 0) return shape;
  const errors = checkRecords(
    AMBITIONS_FILE,
    table,
    (e) => `AMBITION_BY_NUMBER[${e.ambition}]`,
    [rule("number", (e: NumberAmbition) => e.number, intBetween(2, 6)), rule("ambition", (e: NumberAmbition) => e.ambition, oneOf(AMBITIONS, "ambition"))],
  );
  const numbers: number[] = [];
  for (const e of table) {
    if (numbers.includes(e.number)) errors.push(fileError(AMBITIONS_FILE, `AMBITION_BY_NUMBER: number ${e.number} appears twice`));
    numbers.push(e.number);
  }
  return errors.concat(checkCount(AMBITIONS_FILE, "numbered ambitions", table.length, 5));
}

export function validatePlayerCountTables(): string[] {
  const errors: string[] = [];
  const tables: { name: string; table: readonly ByPlayerCount[] }[] = [
    { name: "POWER_TO_WIN", table: POWER_TO_WIN },
    { name: "COURT_ROW_SIZE", table: COURT_ROW_SIZE },
    { name: "OUT_OF_PLAY_CLUSTERS", table: OUT_OF_PLAY_CLUSTERS },
  ];
  for (const t of tables) {
    for (let p = MIN_PLAYERS; p <= MAX_PLAYERS; p++) {
      if (byPlayers(t.table, p) === undefined) errors.push(fieldError(AMBITIONS_FILE, t.name, `${p} players`, "missing"));
    }
  }
  return errors;
}

export const validateAmbitionsData: Validator = () =>
  validateAmbitionMarkers().concat(validateAmbitionNumbers(), validatePlayerCountTables());
