/** The Planet Breaker's Breaking Worlds after Break World (seed 003 F1103B, F1104; fates/breakWorld.ts). */
import type { Colour } from "../data/vocabulary";
import type { MapSnapshot } from "../map/snapshot";
import type { TableState } from "../court/types";

/**
 * A Rival's press once they battled the holder at the Hammer token's planet or declined (in turn
 * order), or the holder's after the Rivals': the break, decided on the map and the boards as read.
 */
export interface BreakWorldCommand {
  type: "breakWorld";
  player: Colour;
  /** the map after the battles, with its Fate tokens (the Hammer token) */
  map: MapSnapshot;
  /** the boards and the Court as read (everyone's Outrage, the Court's Guild cards) */
  court: TableState;
  /** the players with Guild Loyalty (F424) in their play area: they keep their Guild cards */
  loyal?: Colour[];
}
