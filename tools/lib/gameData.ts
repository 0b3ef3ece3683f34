/**
 * The game-data validators the build runs before anything else: a malformed card or map entry
 * refuses the build naming file, id and field. Filled in as the data modules land.
 */
export function gameDataValidators(): (() => string[])[] {
  return [];
}
