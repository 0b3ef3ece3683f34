/**
 * F1618 Feudal Courts (the Warden's Act III Law, seed 003), while it is in the rules booklet:
 * "To influence or secure a card that has a Court token, you must be a Lord or Vassal in the
 * respective Fief. If a Lord secures a card with a Court token, they return the Court token and all
 * Vassal agents from the card. If a Vassal secures a card with a Court token, the Court token remains
 * on the refilled card. When a player Ransacks the Court, they can secure a card that has a Court
 * token only if they destroyed a city in the respective Fief."
 * The table sends the Court token it reads on the card (`fief.token`, "Court 3rd": the Fief of
 * cluster 3, its label the cluster's as the Lord title cards are) with the map of that cluster and
 * its Seats (`fief.map`), read only when a Court token lies on the card. The Fief's Lord and Vassals
 * are Seats & Fiefs' (F1609, fiefs.ts): the player of the city beneath the cluster's Seat, and the
 * Lord's Rivals with a Loyal city or Flagship in the cluster.
 */
import type { Colour } from "../../data/vocabulary";
import type { FiefRead, GameState } from "../../game/types";
import type { MapSnapshot } from "../../map/snapshot";
import type { CampaignState } from "../types";
import { clusterCount, lordAt } from "./fiefs";
import { lawInForce } from "./laws";
import { mapSnapshotRefusal } from "../../map/check";
import { system } from "../../data/map";

export const FEUDAL_COURTS = "F1618";


/** The Fief's cluster a Court token names ("Court 3rd": 3), 0 for another text. */
export function courtTokenCluster(token: unknown): number {
  return typeof token === "string" && token.length === 9 && token.indexOf("Court ") === 0 ? "123456".indexOf(token.charAt(6)) + 1 : 0;
}

/**
 * `player`'s influence or secure of a card with the Court token `f` under Feudal Courts: why it is
 * refused, or (the Lord's) the Vassals whose agents return to their supply; undefined: no such token
 * or Law.
 */
export function feudalCourt(s: GameState, player: Colour, f: FiefRead | undefined): string | Colour[] | undefined {
  if (typeof f !== "object" || f === undefined || !lawInForce(s.campaign as CampaignState, FEUDAL_COURTS)) return undefined;
  const k = courtTokenCluster(f.token);
  const map = f.map as MapSnapshot;
  const bad = k === 0 ? undefined : mapSnapshotRefusal(map, s.seats);
  if (k === 0 || bad !== undefined) return bad;
  const lord = lordAt(map, `${k}.1` as never);
  const vassals = lord === undefined ? [] : s.seats.filter((r) => r !== lord && clusterCount(map, k, r) > 0);
  if (player === lord) return vassals;
  return vassals.indexOf(player) < 0 ? `Feudal Courts (F1618): only cluster ${k}'s Lord or Vassals influence or secure a card with its Court token` : undefined;
}

/** F1618 "When a player Ransacks the Court, they can secure a card that has a Court token only if they destroyed a city in the respective Fief": by slot, the cards the battle's Ransack cannot take. */
export function ransackBarred(s: GameState, tokens: unknown): (i: number) => boolean {
  const at = s.battle && system(s.battle.system as never);
  const on = Array.isArray(tokens) && at !== undefined && lawInForce(s.campaign as CampaignState, FEUDAL_COURTS) ? tokens : [];
  return (i) => {
    const k = courtTokenCluster(on[i]);
    return k > 0 && k !== (at as { cluster: number }).cluster;
  };
}
