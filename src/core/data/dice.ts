/**
 * The three battle dice (game-data.md §4; rulebook p.14). Six of each die are in the box.
 *
 * This table is the single source of truth for what each face does AND for the face images: the
 * renderer draws face `index` of a die from its `symbols`, and the table reports a roll as
 * `{ die, face: index }`. Face indices 1..6 are stable; never renumber them.
 *
 * Symbols:
 * - `self`      one hit to the attacker's own attacking ships
 * - `intercept` if rolled at least once: the defender intercepts (one hit per fresh defending ship, once per battle)
 * - `hit`       one hit to defending ships (onto defending buildings once no defending ship remains)
 * - `building`  one hit to a defending building
 * - `key`       one raid key
 */
import { nestedShapeProblems, recordName, shapeProblems } from "./shape";

export type DieType = "skirmish" | "assault" | "raid";
/** Rulebook p.14 names them in this order: assault, skirmish, raid; we list the gentlest first. */
export const DIE_TYPES: readonly DieType[] = ["skirmish", "assault", "raid"];

export type DieSymbol = "self" | "intercept" | "hit" | "building" | "key";
export const DIE_SYMBOLS: readonly DieSymbol[] = ["self", "intercept", "hit", "building", "key"];

export interface DieFace {
  /** 1..6, stable: the face image and the table's roll report use it. */
  index: number;
  /** Stable id `<die>-<index>`, e.g. "assault-4". */
  id: string;
  /** Short ASCII label for logs and tooltips, e.g. "self + 2 hits". */
  label: string;
  /** The symbols printed on the face, in printing order; a repeated symbol counts twice. */
  symbols: DieSymbol[];
}

export interface DieDefinition {
  type: DieType;
  name: string;
  /** How many of this die the box holds: the per-type collection limit (p.14 sidebar). */
  count: number;
  faces: DieFace[];
}

/** Dice in the box per type: "you cannot collect more than 6 dice of a type" (p.14). */
export const DICE_PER_TYPE = 6;

function face(die: DieType, index: number, label: string, symbols: DieSymbol[]): DieFace {
  return { index, id: die + "-" + index, label, symbols };
}

export const DICE: readonly DieDefinition[] = [
  {
    type: "skirmish",
    name: "Skirmish die",
    count: DICE_PER_TYPE,
    faces: [
      face("skirmish", 1, "blank", []),
      face("skirmish", 2, "blank", []),
      face("skirmish", 3, "blank", []),
      face("skirmish", 4, "hit", ["hit"]),
      face("skirmish", 5, "hit", ["hit"]),
      face("skirmish", 6, "hit", ["hit"]),
    ],
  },
  {
    type: "assault",
    name: "Assault die",
    count: DICE_PER_TYPE,
    faces: [
      face("assault", 1, "blank", []),
      face("assault", 2, "self + hit", ["self", "hit"]),
      face("assault", 3, "intercept + hit", ["intercept", "hit"]),
      face("assault", 4, "self + 2 hits", ["self", "hit", "hit"]),
      face("assault", 5, "2 hits", ["hit", "hit"]),
      face("assault", 6, "self + hit", ["self", "hit"]),
    ],
  },
  {
    type: "raid",
    name: "Raid die",
    count: DICE_PER_TYPE,
    faces: [
      face("raid", 1, "intercept + 2 keys", ["intercept", "key", "key"]),
      face("raid", 2, "self + key", ["self", "key"]),
      face("raid", 3, "intercept", ["intercept"]),
      face("raid", 4, "self + building hit", ["self", "building"]),
      face("raid", 5, "building hit + key", ["building", "key"]),
      face("raid", 6, "self + building hit", ["self", "building"]),
    ],
  },
];

/**
 * Faces by id and by die and index, built when the script loads: a dice read looks up every die,
 * and the first read after a load should not also build the index (TTS's Lua).
 */
interface FaceIndex {
  byId: { [id: string]: { type: DieType; face: DieFace } };
  byType: { [type: string]: { [index: number]: DieFace } };
}

function buildFaceIndex(): FaceIndex {
  const index: FaceIndex = { byId: {}, byType: {} };
  for (const d of DICE) {
    const ofType: { [index: number]: DieFace } = {};
    for (const f of d.faces) {
      index.byId[f.id] = { type: d.type, face: f };
      ofType[f.index] = f;
    }
    index.byType[d.type] = ofType;
  }
  return index;
}

const FACES: FaceIndex = buildFaceIndex();

/**
 * Each die's faces in order, face i at [i - 1] (an array: no record keyed by numbers), built at
 * load for the hot lookups of a dice read (readRoll's counts, the resolution's labels).
 */
export const FACES_BY_DIE: { readonly [type: string]: readonly DieFace[] } = facesByDie();

function facesByDie(): { [type: string]: DieFace[] } {
  const out: { [type: string]: DieFace[] } = {};
  for (const d of DICE) {
    const ofType: DieFace[] = [];
    for (let i = 1; i <= 6 && ofType.length === i - 1; i++) {
      const f = FACES.byType[d.type][i];
      if (f !== undefined) ofType.push(f);
    }
    out[d.type] = ofType;
  }
  return out;
}

/** Faces by id ("assault-4"), built at load; an entry is known by its face's own id (Node's prototype members have none). */
export const FACE_BY_ID: { readonly [id: string]: { readonly type: DieType; readonly face: DieFace } } = FACES.byId;

/** The face `index` (1..6) of a die, or undefined for an unknown die or index. */
export function dieFace(type: DieType, index: number): DieFace | undefined {
  if (typeof type !== "string" || typeof index !== "number") return undefined;
  const ofType = FACES.byType[type];
  return ofType && ofType[index];
}

/** The die and face a face id ("assault-4") names, or undefined. */
export function faceById(id: unknown): { type: DieType; face: DieFace } | undefined {
  if (typeof id !== "string") return undefined;
  const hit = FACES.byId[id];
  // An object's own keys only ("constructor" is no face, even in JS).
  return hit !== undefined && hit.face !== undefined && hit.face.id === id ? hit : undefined;
}

export function isDieType(value: string): value is DieType {
  return value === "skirmish" || value === "assault" || value === "raid";
}

/**
 * Data checks for the build: each die has faces 1..6 in order, ids `<die>-<index>`, known
 * symbols, a non-empty ASCII label. Errors name the file, the face and the field.
 */
export function validateDiceData(): string[] {
  return validateDice(DICE);
}

/** The checks of validateDiceData over any dice table. */
export function validateDice(DICE: readonly DieDefinition[]): string[] {
  const file = "src/core/data/dice.ts";
  const shape = shapeProblems(file, DICE, [
    { field: "type", type: "string" },
    { field: "name", type: "string" },
    { field: "count", type: "number" },
    { field: "faces", type: "list" },
  ], "type", "DICE");
  if (shape.length > 0) return shape;
  let nested: string[] = [];
  DICE.forEach((d, i) =>
    d.faces.forEach((f, k) => {
      nested = nested.concat(nestedShapeProblems(file, recordName(d, i, "type"), `faces[${k}]`, f, [
        { field: "index", type: "number" },
        { field: "id", type: "string" },
        { field: "label", type: "string" },
        { field: "symbols", type: "strings" },
      ]));
    }),
  );
  if (nested.length > 0) return nested;
  const errors: string[] = [];
  const seenTypes: string[] = [];
  for (const d of DICE) {
    if (!isDieType(d.type)) errors.push(file + ": die " + d.type + " field type: expected skirmish, assault or raid");
    if (seenTypes.indexOf(d.type) >= 0) errors.push(file + ": die " + d.type + " field type: listed twice");
    seenTypes.push(d.type);
    if (d.count !== DICE_PER_TYPE) {
      errors.push(file + ": die " + d.type + " field count: expected " + DICE_PER_TYPE + ", got " + d.count);
    }
    if (d.faces.length !== 6) {
      errors.push(file + ": die " + d.type + " field faces: expected 6 faces, got " + d.faces.length);
    }
    for (let i = 0; i < d.faces.length; i++) {
      const f = d.faces[i];
      const where = file + ": " + d.type + " face " + (i + 1);
      if (f.index !== i + 1) errors.push(where + " field index: expected " + (i + 1) + ", got " + f.index);
      if (f.id !== d.type + "-" + (i + 1)) errors.push(where + " field id: expected " + d.type + "-" + (i + 1) + ", got " + f.id);
      if (f.label.length === 0) errors.push(where + " field label: expected a short label, got an empty string");
      for (let c = 0; c < f.label.length; c++) {
        const code = f.label.charCodeAt(c);
        if (code < 32 || code > 126) {
          errors.push(where + " field label: expected ASCII, got character code " + code);
          break;
        }
      }
      for (const s of f.symbols) {
        if (DIE_SYMBOLS.indexOf(s) < 0) errors.push(where + " field symbols: unknown symbol " + s);
      }
    }
  }
  for (const t of DIE_TYPES) {
    if (seenTypes.indexOf(t) < 0) errors.push(file + ": die " + t + " field type: missing");
  }
  return errors;
}
