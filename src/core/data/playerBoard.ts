/** The player board (game-data.md §6): resource slots with their raid costs, city slots and bonuses. */

export const RESOURCE_SLOT_RAID_COSTS: readonly number[] = [3, 1, 1, 2, 1, 3];
export const CITY_SLOTS = 5;

/**
 * How many resource slots are open for a given number of cities still on the board.
 * Index = cities left on the board (0..5). Cities are built from the leftmost slot and return to
 * the rightmost empty one, so this count alone decides what is uncovered.
 */
export const OPEN_RESOURCE_SLOTS_BY_CITIES_ON_BOARD: readonly number[] = [6, 6, 6, 4, 3, 2];

/** Bonus Power to each untied first place, indexed by cities left on the board (rulebook p.18). */
export const CITY_BONUS_POWER_BY_CITIES_ON_BOARD: readonly number[] = [5, 2, 0, 0, 0, 0];

export function openResourceSlots(citiesOnBoard: number): number {
  return OPEN_RESOURCE_SLOTS_BY_CITIES_ON_BOARD[citiesOnBoard];
}

export function cityBonusPower(citiesOnBoard: number): number {
  return CITY_BONUS_POWER_BY_CITIES_ON_BOARD[citiesOnBoard];
}
