/**
 * The Warden's Fiefs (seed 003), read from the Seats the table sends with a map
 * (`MapSnapshot.fateTokens`, src/tts/lib/fateTokensOnMap.ts withSeats), while Feudal Law is in the
 * rules booklet (BR p.9):
 * - F1609 Seats & Fiefs: "While a city has a Seat token, its player is the Lord of its cluster, which
 *   is the Lord's Fief ... Rivals of the Lord that have a Loyal city or Flagship in the Lord's Fief
 *   are the Lord's Vassals in that Fief alone." "If a city with a Seat is destroyed, return its Seat
 *   and matching Lord title card."
 * - F1610 Feudal Law: "A Lord may tax any cities in their Fief, ignoring control. (They still take
 *   Captives from Rival Vassals' cities!)" (the campaign's tax, campaign/mapActions.ts); "If a Lord
 *   harms their Vassal in their Fief, or a Vassal harms their Lord in their Fief, they Provoke Outrage
 *   with all the Fief's cities. (In battle, resolve this before raiding.)" (told at the battle roll:
 *   choosing a defender is harming it, BR p.27).
 */
import type { Colour, Owner, SystemId } from "../../data/vocabulary";
import { system, SYSTEMS } from "../../data/map";
import type { MapSnapshot } from "../../map/snapshot";
import { piecesIn } from "../../map/pieces";

export const FEUDAL_LAW = "F1610";

/** The Seats in `id`'s cluster: their systems and the Lord beneath each (F1609). */
function seatsIn(map: MapSnapshot, id: SystemId): { system: SystemId; on?: Colour }[] {
  const where = system(id);
  const out: { system: SystemId; on?: Colour }[] = [];
  if (where !== undefined && map.fateTokens !== undefined) for (const t of map.fateTokens) {
    const at = system(t.system);
    if (t.token.indexOf("Seat") === 0 && at !== undefined && at.cluster === where.cluster) out.push(t);
  }
  return out;
}

/** The Lord of the Fief `id` lies in, if its cluster has a Seat on a player's city. */
export function lordAt(map: MapSnapshot, id: SystemId): Colour | undefined {
  for (const t of seatsIn(map, id)) if (t.on !== undefined) return t.on;
  return undefined;
}

/** The cities (any owner's) in `cluster`, or of `owner` and Flagships when one is named. */
export function clusterCount(map: MapSnapshot, cluster: number, owner?: Owner): number {
  let n = 0;
  for (const sys of SYSTEMS) {
    if (sys.cluster === cluster) for (const p of piecesIn(map, sys.id)) {
      if ((owner === undefined || p.owner === owner) && (p.kind === "city" || (owner !== undefined && p.kind === "flagship"))) n += p.fresh + p.damaged;
    }
  }
  return n;
}

/** What Feudal Law and Seats & Fiefs ask of a battle in `id` that `attacker` opens on `defender` (players in `seats`). */
export function feudalBattle(map: MapSnapshot, id: SystemId, attacker: Colour, defender: Owner, seats: readonly Colour[]): string[] {
  const lord = lordAt(map, id);
  const where = system(id);
  const out: string[] = [];
  if (lord === undefined || where === undefined || seats.indexOf(defender as Colour) < 0) return out;
  const k = where.cluster;
  const other = attacker === lord ? defender : defender === lord ? attacker : undefined;
  if (other !== undefined && clusterCount(map, k, other) > 0) {
    out.push(`Feudal Law (F1610): ${attacker} harms their ${attacker === lord ? "Vassal" : "Lord"} in ${lord}'s Fief (cluster ${k}): ${attacker} Provokes Outrage with all its ${clusterCount(map, k)} cities, before raiding`);
  }
  for (const t of seatsIn(map, id)) {
    if (t.system === id && t.on === defender) out.push(`Seats & Fiefs (F1609): if ${defender}'s city with the Seat is destroyed, return its Seat and matching Lord title card`);
  }
  return out;
}
