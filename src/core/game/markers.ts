/** The ambition markers' values as they lie (rulebook p.9, p.19). Pure. */
import { ambitionMarker, markerValue } from "../data/ambitions";
import type { GameState, MarkerState } from "./types";

/** Current first-place value of a marker. */
export function markerFirst(m: MarkerState): number {
  const data = ambitionMarker(m.id);
  return data === undefined ? 0 : markerValue(data, m.flipped).first;
}

export function markerSecond(m: MarkerState): number {
  const data = ambitionMarker(m.id);
  return data === undefined ? 0 : markerValue(data, m.flipped).second;
}

/** The available marker worth the most Power (p.9), or undefined when all are placed. */
export function highestAvailableMarker(s: GameState): MarkerState | undefined {
  let best: MarkerState | undefined = undefined;
  for (const m of s.markers) {
    if (m.at !== "available") continue;
    if (best === undefined || markerFirst(m) > markerFirst(best)) best = m;
  }
  return best;
}
