/** Battle's roll (rulebook p.14): the rolled faces the table reports, read into totals. */
import { DIE_TYPES, FACES_BY_DIE } from "../data/dice";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import type { DiceCollection, RollTotals, RolledDie } from "./types";

/**
 * Each face's symbols counted by kind (a repeated symbol counts twice), by die and index, built
 * when the script loads from the faces in order (FACES_BY_DIE): a read adds five counts per die instead of
 * walking the face's symbol list (a loop of iterator calls per die in the Lua VMs).
 */
function countTable(): { [die: string]: RollTotals[] } {
  const out: { [die: string]: RollTotals[] } = {};
  for (const t of DIE_TYPES) {
    // Face i at [i - 1], as FACES_BY_DIE.
    const ofType: RollTotals[] = [];
    for (const f of FACES_BY_DIE[t]) {
      const c: RollTotals = { self: 0, intercept: 0, hit: 0, building: 0, key: 0 };
      for (const sym of f.symbols) c[sym] = c[sym] + 1;
      ofType.push(c);
    }
    out[t] = ofType;
  }
  return out;
}

const COUNTS_OF: { [die: string]: RollTotals[] } = countTable();

/** Read rolled faces: they must be exactly the collected dice, each a real face (1..6). */
export function readRoll(dice: DiceCollection, faces: RolledDie[]): Result<RollTotals> {
  // Counted in locals (a record of them was one more table per read).
  let skirmish = 0;
  let assault = 0;
  let raid = 0;
  const totals: RollTotals = { self: 0, intercept: 0, hit: 0, building: 0, key: 0 };
  for (const r of faces) {
    const die = r.die;
    // isDieType and dieFace inlined (the same tests): a known die, a face index that is a number.
    if (die !== "skirmish" && die !== "assault" && die !== "raid") return refuse("There is no " + r.die + " die");
    const c: RollTotals | undefined = typeof r.face === "number" ? COUNTS_OF[die][r.face - 1] : undefined;
    if (c === undefined) return refuse("A " + r.die + " die has no face " + r.face + " (faces are 1 to 6)");
    if (die === "skirmish") skirmish++;
    else if (die === "assault") assault++;
    else raid++;
    totals.self += c.self;
    totals.intercept += c.intercept;
    totals.hit += c.hit;
    totals.building += c.building;
    totals.key += c.key;
  }
  if (skirmish !== dice.skirmish || assault !== dice.assault || raid !== dice.raid) {
    const seen: DiceCollection = { skirmish, assault, raid };
    for (const t of DIE_TYPES) {
      if (seen[t] !== dice[t]) return refuse("You collected " + dice[t] + " " + t + " dice but reported " + seen[t] + " rolled");
    }
  }
  return ok(totals);
}
