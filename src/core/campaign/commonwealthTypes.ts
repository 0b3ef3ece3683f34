import type { Ambition, Colour, SystemId } from "../data/vocabulary";
import type { ScoringSnapshot } from "../game/scoringTypes";
import type { MapSnapshot } from "../map/snapshot";

/** F213: a declare with the Commonwealth Ambition marker placed too (fates/commonwealth.ts); `playArea` and `snapshot` as for a declare, F213 among the play area's cards. */
export interface DeclareCommonwealthCommand {
  type: "declareCommonwealth";
  player: Colour;
  ambition: Ambition;
  playArea?: string[];
  snapshot?: ScoringSnapshot;
}

/** F202 Parade Fleets (fates/paradeFleets.ts): a fresh ship at the Free city in `system` as `map` shows it; without `system`, the Regent becomes an Outlaw. */
export interface ParadeFleetsCommand {
  type: "paradeFleets";
  player: Colour;
  playArea?: string[];
  system?: SystemId;
  map?: MapSnapshot;
}
