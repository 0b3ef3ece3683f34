/**
 * Control of a system read from the table (game-data §1, rulebook p.7): a player controls a system
 * when they have strictly more FRESH ships there than each other player. Damaged ships (tipped on
 * their side) do not count. The Court core leaves control to the table (court.ts `returnCity`).
 */
import type { Colour } from "../../core/data/vocabulary";
import { piecesIn } from "../battle/read";
import { systemZone } from "../lib/table";

/** Fresh ships per colour in a system zone. */
export function freshShipsIn(systemId: string): { [colour: string]: number } {
  const out: { [colour: string]: number } = {};
  const zone = systemZone(systemId);
  if (zone === undefined) return out;
  for (const p of piecesIn(zone)) {
    if (p.kind !== "ship" || p.damaged) continue;
    out[p.colour] = (out[p.colour] === undefined ? 0 : out[p.colour]) + 1;
  }
  return out;
}

/** Does `colour` control system `systemId` (strictly more fresh ships than each other player)? */
export function controlsSystem(colour: Colour, systemId: string): boolean {
  const fresh = freshShipsIn(systemId);
  const mine = fresh[colour] === undefined ? 0 : fresh[colour];
  if (mine === 0) return false;
  for (const c in fresh) if (c !== colour && fresh[c] >= mine) return false;
  return true;
}
