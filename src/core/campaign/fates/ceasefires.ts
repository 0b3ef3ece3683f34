/**
 * The Peacekeeper's Ceasefires (seed 003 F1508, a Law while in the rules booklet): "To harm anything
 * in a cluster at Peace except Loyal pieces and Blight, you must spend 1 Weapon. If you do, flip the
 * Ceasefire token in the cluster to War." A cluster's side is its Ceasefire token as the table shows
 * it (`MapSnapshot.fateTokens`: face up its Peace side, face down its War side, as F1507A's setup
 * lays them; src/tts/lib/fateTokensOnMap.ts): players flip it for rules the core does not see
 * (Empire Balks at Peace, Broker Peace, a setup without a map read), so the token is the truth.
 * A battle harms the defender (BR p.27), so a battle roll there on anyone but the Blight needs a
 * Weapon on the attacker's board (`BattleCommand.weapons`, as read); the table returns it and flips
 * the token (src/tts/battle/ceasefire.ts).
 */
import type { Owner, SystemId } from "../../data/vocabulary";
import { system } from "../../data/map";
import type { MapSnapshot } from "../../map/snapshot";
import type { CampaignState } from "../types";
import { lawInForce } from "./laws";

export const CEASEFIRES = "F1508";

/** Whether cluster `k`'s Ceasefire lies at Peace (face up) on the map (Peace Dividends, Empire Balks at Peace read it too). */
export function atPeace(map: MapSnapshot, k: number): boolean {
  return (map.fateTokens ?? []).some((t) => t.token === "Ceasefire" && t.faceDown !== true && system(t.system)?.cluster === k);
}

/** The cluster of `id` when a battle there on `defender` needs a Weapon: its Ceasefire lies at Peace on the map. */
export function peaceCluster(c: CampaignState, map: MapSnapshot, id: SystemId, defender: Owner): number | undefined {
  const where = system(id);
  return where !== undefined && defender !== "blight" && lawInForce(c, CEASEFIRES) && atPeace(map, where.cluster) ? where.cluster : undefined;
}

/** Why a battle roll in a cluster at Peace is refused (no Weapon), else the words of the Weapon spent; undefined when none is needed. */
export function ceasefireRoll(c: CampaignState, map: MapSnapshot, id: SystemId, attacker: string, defender: Owner, weapons: unknown): { refused?: string; said?: string } | undefined {
  const k = peaceCluster(c, map, id, defender);
  if (k === undefined) return undefined;
  const law = `cluster ${k} is at Peace (Ceasefires, F1508)`;
  if (typeof weapons !== "number" || weapons < 1) return { refused: `${law}: harming there costs 1 Weapon, and your board shows none` };
  return { said: `${law}: ${attacker} spends 1 Weapon to harm there and flips its Ceasefire to War` };
}
