/**
 * The game-data validators the build runs before anything else: a malformed card or map entry
 * refuses the build naming file, id and field (the data modules register their checks in
 * src/core/data/validate.ts).
 */
import { validateGameData } from "../../src/core/data/validate";

export function gameDataValidators(): (() => string[])[] {
  return [() => validateGameData()];
}
