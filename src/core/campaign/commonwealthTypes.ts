import type { Ambition, Colour } from "../data/vocabulary";

/** F213: a declare with the Commonwealth Ambition marker placed too (fates/commonwealth.ts); `playArea` as for a declare, F213 among it. */
export interface DeclareCommonwealthCommand {
  type: "declareCommonwealth";
  player: Colour;
  ambition: Ambition;
  playArea?: string[];
}
