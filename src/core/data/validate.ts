/**
 * Validation of all game data, run once at load and by the build (which refuses to build on any
 * error). Every error line names the FILE, the record ID and the FIELD, e.g.
 *
 *   "src/core/data/setupCards.ts: 3SETUP02 field P2.B: unknown system 9.9"
 *
 * How to add a data module's checks (court.ts, dice.ts, ...):
 *  1. in the module, describe the per-field checks with `checkRecords` + `rule` (fieldCheck.ts,
 *     re-exported here) and export `validateX(data = X): string[]` (taking the data as a
 *     parameter lets tests check modified copies);
 *  2. add `{ name: "...", file: "src/core/data/x.ts", run: () => validateX() }` to GAME_DATA_VALIDATORS
 *     below, or pass it to `validateGameData([...])` as an extra validator.
 * Data modules must not import this file (it imports them); they import fieldCheck.ts.
 */
import type { Validator } from "./fieldCheck";
import { validateActionCardsData } from "./actionCards";
import { validateAmbitionsData } from "./ambitions";
import { adjacentSystems, validateAdjacency, validateCrossLinks, validateSystems } from "./map";
import { outOfPlayConfigurations, validateSetupCardsData } from "./setupCards";
import { validatePiecesData } from "./pieces";
import { validateLeadersData } from "./leaders";
import { validateLoreData } from "./lore";
import { validateCourtData } from "./court";
import { validateDiceData } from "./dice";

export type { Validator, FieldCheck, FieldRule } from "./fieldCheck";
export {
  checkCount,
  checkRecords,
  equals,
  fieldError,
  fileError,
  intBetween,
  isInteger,
  listOf,
  nonEmptyText,
  oneOf,
  rule,
} from "./fieldCheck";

export interface NamedValidator {
  name: string;
  /** The data file the validator checks (its errors name it too). */
  file: string;
  run: Validator;
}

/**
 * The map's systems and links, and adjacency (symmetric, never into out-of-play clusters) for the
 * configurations the setup cards actually produce. (map.ts's own `validateMapData` checks all 22
 * possible configurations; the tests run it. At load in Lua that costs more than it finds.)
 */
function validateMapForSetupCards(): string[] {
  return validateSystems().concat(
    validateCrossLinks(),
    validateAdjacency(adjacentSystems, outOfPlayConfigurations()),
  );
}

/** Every registered data validator, in a fixed order (errors are reported in this order). */
export const GAME_DATA_VALIDATORS: readonly NamedValidator[] = [
  { name: "action cards", file: "src/core/data/actionCards.ts", run: validateActionCardsData },
  { name: "ambitions", file: "src/core/data/ambitions.ts", run: validateAmbitionsData },
  { name: "map", file: "src/core/data/map.ts", run: validateMapForSetupCards },
  { name: "setup cards", file: "src/core/data/setupCards.ts", run: validateSetupCardsData },
  { name: "pieces", file: "src/core/data/pieces.ts", run: validatePiecesData },
  { name: "leaders", file: "src/core/data/leaders.ts", run: validateLeadersData },
  { name: "lore", file: "src/core/data/lore.ts", run: validateLoreData },
  { name: "court", file: "src/core/data/court.ts", run: () => validateCourtData() },
  { name: "dice", file: "src/core/data/dice.ts", run: () => validateDiceData() },
];

/**
 * Runs every registered validator, then `extra` ones, and returns all problems (empty = valid).
 * Never throws: a validator that crashes would hide the others, so each one is expected to be
 * total over its data (the checks in fieldCheck.ts are).
 */
export function validateGameData(extra: readonly Validator[] = []): string[] {
  let errors: string[] = [];
  for (const v of GAME_DATA_VALIDATORS) errors = errors.concat(v.run());
  for (const v of extra) errors = errors.concat(v());
  return errors;
}
