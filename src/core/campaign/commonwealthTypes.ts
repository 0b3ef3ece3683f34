import type { Ambition, Colour } from "../data/vocabulary";
import type { ScoringSnapshot } from "../game/scoringTypes";

/** F213: a declare with the Commonwealth Ambition marker placed too (fates/commonwealth.ts); `playArea` and `snapshot` as for a declare, F213 among the play area's cards. */
export interface DeclareCommonwealthCommand {
  type: "declareCommonwealth";
  player: Colour;
  ambition: Ambition;
  playArea?: string[];
  snapshot?: ScoringSnapshot;
}
