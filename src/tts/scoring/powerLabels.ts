/**
 * Power below 0 or past the track (BR p.8 "use the second Power marker"): the marker stands on the
 * space of the Power's size and carries a label with the signed Power (docs/rules-decisions-campaign.md).
 */
import type { GameState } from "../../core/game/types";
import { find } from "../lib/table";

const MAX_POWER_SPACE = 35;

/** BR p.8: the marker on the space of the Power's size, the signed Power on it when below 0 or past 35. */
export function powerSpace(power: number): number {
  const size = power < 0 ? -power : power;
  return size > MAX_POWER_SPACE ? MAX_POWER_SPACE : size;
}

let powerKey = "";
/** The players list the labels were last checked against (a command that changes no player shares it). */
let powerPlayers: unknown;

export function paintPowerLabels(s: GameState | undefined, full: boolean): void {
  if (s === undefined || s.campaign === undefined) return;
  if (!full && s.players === powerPlayers) return;
  powerPlayers = s.players;
  let key = "";
  for (const p of s.players) key += `${p.colour}${p.power};`;
  if (!full && key === powerKey) return;
  powerKey = key;
  for (const p of s.players) {
    const marker = find("power-marker", p.colour);
    if (marker === undefined) continue;
    marker.clearButtons();
    if (p.power >= 0 && p.power <= MAX_POWER_SPACE) continue;
    marker.createButton({
      click_function: "arcsCourtNoop",
      function_owner: Global,
      label: p.power < 0 ? `(-) ${p.power}` : `${p.power}`,
      tooltip: `${p.colour} has ${p.power} Power (BR p.8: the second marker on ${p.power < 0 ? "(-)" : "+50/+100"})`,
      position: Vector(0, 0.4, 0),
      width: 0,
      height: 0,
      font_size: 220,
      font_color: [1, 0.3, 0.3],
    });
  }
}
