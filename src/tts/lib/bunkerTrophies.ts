/**
 * The Survivalist's Bunkers taken as Trophies (F1803 "Bunker tokens are your Loyal pieces"; a
 * destroyed one is its attacker's Trophy, p.14): counted in the Court table's Trophies as the
 * Survivalist's, and returned to the Survivalist's supply (the Bunker tokens' bag, fresh side up)
 * when Trophies go back (p.19 Warlord, BR p.28 step C).
 */
import type { Colour } from "../../core/data/vocabulary";
import type { PlayerHoldings } from "../../core/court/types";
import { addTrophies } from "../../core/court/types";
import type { GameState } from "../../core/game/types";
import { SURVIVALIST } from "../../core/campaign/fates/bunkers";
import { colourZone, objectsIn } from "./pieceTags";
import { tagged } from "./table";

function isBunker(o: TTSObject): boolean {
  return o.hasTag("fate-token") && o.getGMNotes() === "Bunker";
}

/** `players` with the Bunkers in each one's Trophies counted as the Survivalist's, when one plays. */
export function withBunkerTrophies(s: GameState, players: PlayerHoldings[]): void {
  const surv = s.campaign === undefined ? undefined : s.campaign.players.filter((p) => p.fate === SURVIVALIST)[0];
  if (surv !== undefined) for (const p of players) {
    let n = 0;
    for (const o of objectsIn(colourZone("trophies", p.colour))) if (isBunker(o)) n += 1;
    if (n > 0) p.trophies = addTrophies(p.trophies, surv.colour, { bunkers: n });
  }
}

/** A Bunker back into its bag, fresh side up; false for anything else (or with no bag). */
export function bunkerHome(o: TTSObject): boolean {
  let bag: TTSObject | undefined = undefined;
  if (isBunker(o)) for (const b of tagged("fate-token-supply")) if (b.getGMNotes() === "f18-bunker") bag = b;
  if (bag === undefined) return false;
  const r = o.getRotation();
  o.setRotation(Vector(r.x, r.y, 0));
  bag.putObject(o);
  return true;
}

/** Every Bunker in `colour`'s Trophies home; how many. */
export function bunkersHome(colour: Colour): number {
  let n = 0;
  for (const o of objectsIn(colourZone("trophies", colour))) if (bunkerHome(o)) n += 1;
  return n;
}
