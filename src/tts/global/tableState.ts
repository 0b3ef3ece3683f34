/**
 * What Global persists across save/load. It grows with the rules issues (core state + command log);
 * every change of shape bumps TABLE_STATE_VERSION and adds an upgrade step in `upgradeTableState`.
 */
export const TABLE_STATE_VERSION = 1;

export interface TableState {
  /** How many times this table has been loaded: proves the state survives save/load. */
  loads: number;
}

export function freshTableState(): TableState {
  return { loads: 0 };
}

/** Bring a state saved by an older version up to date; refuse what cannot be read. */
export function upgradeTableState(version: number, state: unknown): TableState | string {
  const s = state as { loads?: unknown };
  if (version === 1) {
    if (typeof s.loads !== "number" || s.loads < 0) return "the saved state has no valid load counter";
    return { loads: s.loads };
  }
  return `no upgrade path from state version ${version}`;
}
