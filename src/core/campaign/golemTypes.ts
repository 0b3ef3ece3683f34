/** The Caretaker's Golem Beacon (seed 003 F502; fates/golems.ts): "Awaken (Influence)"; Golem Actions' spend (F506), there too. */
import type { Colour } from "../data/vocabulary";
import type { ScoringSnapshot } from "../game/scoringTypes";
import type { MapSnapshot } from "../map/snapshot";

export interface AwakenGolemsCommand {
  type: "awakenGolems";
  player: Colour;
  /** the systems holding a Golem as read, with the Golems (`fateTokens`) and the player's play area (F502, the cards that change control) */
  map: MapSnapshot;
  /** the table's counts (the chapter scoring's read): is the player winning a declared ambition */
  snapshot: ScoringSnapshot;
}

/** Golem Actions (F506): an Awake Golem spent in the Prelude. */
export interface SpendGolemCommand {
  type: "spendGolem";
  player: Colour;
  /** the Awake Golems the player has, as read */
  awake: number;
}
