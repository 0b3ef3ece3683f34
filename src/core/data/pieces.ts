/**
 * What the box holds (rulebook p.2-3 "What's in the Box"; game-data.md §6): per-colour player
 * pieces and the shared pieces. Pieces are limited by the box contents (p.22 "Pieces & Piece
 * Limits"), so these counts are supply limits for the engine.
 */
import { shapeProblems } from "./shape";
import { COLOURS, PieceKind, RESOURCE_TYPES, ResourceType } from "./vocabulary";
import { FieldRule, Validator, checkCount, checkRecords, fieldError, intBetween, oneOf, rule } from "./fieldCheck";

export const PIECES_FILE = "src/core/data/pieces.ts";

export interface PieceCount<K extends string> {
  kind: K;
  count: number;
}

/** Each player (each of the 4 colours) has these (p.2; p.5 step L). */
export const PLAYER_PIECES: readonly PieceCount<PieceKind>[] = [
  { kind: "ship", count: 15 },
  { kind: "agent", count: 10 },
  { kind: "city", count: 5 },
  { kind: "starport", count: 5 },
];

/** 25 resource tokens = 5 of each type (p.3); the supply limit per type. */
export const RESOURCES_PER_TYPE = 5;
export const RESOURCE_SUPPLY: readonly PieceCount<ResourceType>[] = RESOURCE_TYPES.map((kind) => ({
  kind,
  count: RESOURCES_PER_TYPE,
}));

/** 18 battle dice = 6 each of Assault, Skirmish, Raid (p.3). Faces: dice.ts. */
export const BATTLE_DICE_TOTAL = 18;
export const BATTLE_DICE_PER_TYPE = 6;

export type SharedMarker =
  | "ambitionMarker"
  | "zeroMarker"
  | "chapterMarker"
  | "initiativeMarker"
  | "pathMarkerLong"
  | "pathMarkerShort"
  | "outOfPlayMarker";

/**
 * Shared markers (p.3): 3 ambition markers, 1 zero, 1 chapter, 1 initiative marker, 4 path markers
 * (2 long, 2 short) and 6 out-of-play markers. Per player: 2 Power markers (p.2).
 */
export const SHARED_MARKERS: readonly PieceCount<SharedMarker>[] = [
  { kind: "ambitionMarker", count: 3 },
  { kind: "zeroMarker", count: 1 },
  { kind: "chapterMarker", count: 1 },
  { kind: "initiativeMarker", count: 1 },
  { kind: "pathMarkerLong", count: 2 },
  { kind: "pathMarkerShort", count: 2 },
  { kind: "outOfPlayMarker", count: 6 },
];
export const POWER_MARKERS_PER_PLAYER = 2;

function countOf<K extends string>(table: readonly PieceCount<K>[], kind: K): number {
  for (const e of table) {
    if (e.kind === kind) return e.count;
  }
  return 0;
}

/** How many of a player piece each colour has: 15 ships, 10 agents, 5 cities, 5 starports. */
export function playerPieceCount(kind: PieceKind): number {
  return countOf(PLAYER_PIECES, kind);
}

export function sharedMarkerCount(kind: SharedMarker): number {
  return countOf(SHARED_MARKERS, kind);
}

/** Number of player colours (and so the maximum player count) in the base box. */
export const PLAYER_COLOURS = COLOURS.length;

// ---- validation --------------------------------------------------------------------------------

export function validatePieces(
  playerPieces: readonly PieceCount<PieceKind>[] = PLAYER_PIECES,
  resources: readonly PieceCount<ResourceType>[] = RESOURCE_SUPPLY,
  shared: readonly PieceCount<SharedMarker>[] = SHARED_MARKERS,
): string[] {
  // The kinds the checks expect, here so that the Lua (which runs no data check) leaves them out.
  const PIECE_KINDS: readonly PieceKind[] = ["ship", "agent", "city", "starport"];
  const SHARED_KINDS: readonly SharedMarker[] = [
    "ambitionMarker",
    "zeroMarker",
    "chapterMarker",
    "initiativeMarker",
    "pathMarkerLong",
    "pathMarkerShort",
    "outOfPlayMarker",
  ];
  const fields = [
    { field: "kind", type: "string" as const },
    { field: "count", type: "number" as const },
  ];
  const shape = shapeProblems(PIECES_FILE, playerPieces, fields, "kind", "PLAYER_PIECES").concat(
    shapeProblems(PIECES_FILE, resources, fields, "kind", "RESOURCE_SUPPLY"),
    shapeProblems(PIECES_FILE, shared, fields, "kind", "SHARED_MARKERS"),
  );
  if (shape.length > 0) return shape;
  const countRule = <K extends string>(): FieldRule<PieceCount<K>> =>
    rule("count", (e: PieceCount<K>) => e.count, intBetween(1, 30));
  let errors = checkRecords(PIECES_FILE, playerPieces, (e) => `PLAYER_PIECES[${e.kind}]`, [
    rule("kind", (e: PieceCount<PieceKind>) => e.kind, oneOf(PIECE_KINDS, "player piece")),
    countRule<PieceKind>(),
  ]);
  errors = errors.concat(
    checkRecords(PIECES_FILE, resources, (e) => `RESOURCE_SUPPLY[${e.kind}]`, [
      rule("kind", (e: PieceCount<ResourceType>) => e.kind, oneOf(RESOURCE_TYPES, "resource type")),
      countRule<ResourceType>(),
    ]),
    checkRecords(PIECES_FILE, shared, (e) => `SHARED_MARKERS[${e.kind}]`, [
      rule("kind", (e: PieceCount<SharedMarker>) => e.kind, oneOf(SHARED_KINDS, "shared marker")),
      countRule<SharedMarker>(),
    ]),
    checkCount(PIECES_FILE, "player piece kinds", playerPieces.length, PIECE_KINDS.length),
    checkCount(PIECES_FILE, "resource types in the supply", resources.length, RESOURCE_TYPES.length),
    checkCount(PIECES_FILE, "shared marker kinds", shared.length, SHARED_KINDS.length),
  );
  let tokens = 0;
  for (const e of resources) tokens += e.count;
  errors = errors.concat(checkCount(PIECES_FILE, "resource tokens in all (p.3)", tokens, 25));
  const path = countOf(shared, "pathMarkerLong") + countOf(shared, "pathMarkerShort");
  errors = errors.concat(checkCount(PIECES_FILE, "path markers in all (p.3)", path, 4));
  // Enough markers for the most out-of-play clusters any setup card uses (2 clusters, p.4 step J).
  if (countOf(shared, "outOfPlayMarker") < 6) {
    errors.push(fieldError(PIECES_FILE, "SHARED_MARKERS[outOfPlayMarker]", "count", "2 out-of-play clusters need 6 markers"));
  }
  if (BATTLE_DICE_PER_TYPE * 3 !== BATTLE_DICE_TOTAL) {
    errors.push(fieldError(PIECES_FILE, "BATTLE_DICE_TOTAL", "value", "must be 3 types x BATTLE_DICE_PER_TYPE"));
  }
  return errors;
}

export const validatePiecesData: Validator = () => validatePieces();
