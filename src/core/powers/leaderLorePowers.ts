/**
 * The battle numbers Leaders' and Lore cards' abilities change, keyed by card id beside the data in
 * src/core/data/leaders.ts and lore.ts (their printed texts). Only the abilities the core enforces
 * are listed; docs/card-powers.md says how every other one is handled.
 *
 * The core reads a player's Leader and Lore from the game state (they are drafted at setup and never
 * change hands), not from the table: the battle command fills them into the snapshot it keeps.
 */
import type { BattleSnapshot } from "../battle/types";

export interface BattleAbility {
  /** The trait or card name, for refusals. */
  name: string;
  /** Rebel "Committed": "In battle, you collect 2 extra dice." (as the attacker: the attacker collects dice) */
  extraDice?: number;
  /** Signal Breaker: "When attacking in battle, if all attacking ships are fresh at the start of the battle, you ignore 1 intercept you roll." */
  ignoresOneInterceptWhenAllFresh?: boolean;
  /** Hidden Harbors: "When defending in battle, the attacker cannot collect raid dice if you have a fresh defending starport." */
  noRaidDiceAgainstFreshStarport?: boolean;
  /** Mirror Plating: "When you defend in battle, add 1 intercept to the attacker's roll if they rolled any number of assault dice." */
  addsInterceptAgainstAssault?: number;
  /** Elder "Beloved": "Rivals cannot Ransack the Court when they battle you." */
  noRansackAgainst?: boolean;
  /** Elder "Beloved": "After defending in battle, you may influence if the attacker took any Trophies." (a reminder) */
  influenceAfterDefendingIfTrophies?: boolean;
  /** Repair Drones: "After you battle as the attacker, repair 1 Loyal attacking ship." (a reminder) */
  repairAfterAttacking?: boolean;
  /** Railgun Arrays: "When defending in battle, before the attacker collects dice, they must take 1 hit if any Loyal defending ships are fresh." */
  hitBeforeDiceIfFreshDefending?: number;
  /** Seeker Torpedoes: "When attacking in battle, after rolling dice, you may reroll up to 1 assault die for each fresh Loyal attacking ship." */
  rerollsAssaultPerFreshShip?: boolean;
}

export const LEADER_BATTLE_ABILITIES: { readonly [id: string]: BattleAbility } = {
  LEAD01: { name: "Elder (Beloved)", noRansackAgainst: true, influenceAfterDefendingIfTrophies: true },
  LEAD05: { name: "Rebel (Committed)", extraDice: 2 },
};

export const LORE_BATTLE_ABILITIES: { readonly [id: string]: BattleAbility } = {
  L04: { name: "Mirror Plating (L04)", addsInterceptAgainstAssault: 1 },
  L05: { name: "Hidden Harbors (L05)", noRaidDiceAgainstFreshStarport: true },
  L06: { name: "Signal Breaker (L06)", ignoresOneInterceptWhenAllFresh: true },
  L07: { name: "Repair Drones (L07)", repairAfterAttacking: true },
  L12: { name: "Railgun Arrays (L12)", hitBeforeDiceIfFreshDefending: 1 },
  L14: { name: "Seeker Torpedoes (L14)", rerollsAssaultPerFreshShip: true },
};

/** The battle abilities of a leader and lore cards, in that order (unknown ids have none). */
export function battleAbilities(leader: string | undefined, lore: readonly string[] | undefined): BattleAbility[] {
  const out: BattleAbility[] = [];
  if (leader !== undefined && LEADER_BATTLE_ABILITIES[leader] !== undefined) out.push(LEADER_BATTLE_ABILITIES[leader]);
  if (lore !== undefined) for (const id of lore) if (LORE_BATTLE_ABILITIES[id] !== undefined) out.push(LORE_BATTLE_ABILITIES[id]);
  return out;
}

/** Extra dice from the attacker's leader and lore (Rebel: 2). */
export function abilityExtraDice(leader: string | undefined, lore: readonly string[] | undefined): number {
  let n = 0;
  for (const a of battleAbilities(leader, lore)) if (a.extraDice !== undefined) n += a.extraDice;
  return n;
}

/** The attacker's ability ignoring 1 intercept when all attacking ships start fresh (Signal Breaker), if any. */
export function ignoresIntercept(lore: readonly string[] | undefined): BattleAbility | undefined {
  for (const a of battleAbilities(undefined, lore)) if (a.ignoresOneInterceptWhenAllFresh === true) return a;
  return undefined;
}

/** The defender's ability forbidding raid dice against a fresh defending starport (Hidden Harbors), if any. */
export function forbidsRaidDice(lore: readonly string[] | undefined): BattleAbility | undefined {
  for (const a of battleAbilities(undefined, lore)) if (a.noRaidDiceAgainstFreshStarport === true) return a;
  return undefined;
}

/** The defender's ability that forbids a Ransack when they are battled (Elder: Beloved), by name, if any. */
export function forbidsRansack(defenderLeader: string | undefined): string | undefined {
  for (const a of battleAbilities(defenderLeader, undefined)) if (a.noRansackAgainst === true) return a.name;
  return undefined;
}

/**
 * The reminders due once a battle step is decided: after the hits, the defending Elder may influence
 * when the attacker took Trophies (a Ransack never happens against the Elder, so the hits are all);
 * when the battle is over, Repair Drones repairs 1 Loyal attacking ship.
 */
export function battleReminders(snapshot: BattleSnapshot, hitsTookTrophies: boolean, over: boolean): string[] {
  const out: string[] = [];
  if (hitsTookTrophies) {
    for (const a of battleAbilities(snapshot.defenderLeader, undefined)) {
      if (a.influenceAfterDefendingIfTrophies === true) out.push(`After the battle ${snapshot.defender} may influence: ${snapshot.attacker} took Trophies (${a.name})`);
    }
  }
  if (over) {
    for (const a of battleAbilities(snapshot.attackerLeader, snapshot.attackerLore)) {
      if (a.repairAfterAttacking === true) out.push(`${snapshot.attacker} repairs 1 Loyal attacking ship (${a.name})`);
    }
  }
  return out;
}

/** Intercepts the defender's Lore adds to a roll with `assaultDice` assault dice (Mirror Plating: 1). */
export function addedIntercepts(defenderLore: readonly string[] | undefined, assaultDice: number): number {
  if (assaultDice <= 0) return 0;
  let n = 0;
  for (const a of battleAbilities(undefined, defenderLore)) if (a.addsInterceptAgainstAssault !== undefined) n += a.addsInterceptAgainstAssault;
  return n;
}

/** Hits the defender's Lore deals the attacker before the dice are collected when `freshLoyalDefending` > 0 (Railgun Arrays: 1). */
export function railgunHits(defenderLore: readonly string[] | undefined, freshLoyalDefending: number): number {
  if (defenderLore === undefined || freshLoyalDefending <= 0) return 0;
  let n = 0;
  for (const a of battleAbilities(undefined, defenderLore)) if (a.hitBeforeDiceIfFreshDefending !== undefined) n += a.hitBeforeDiceIfFreshDefending;
  return n;
}

/** The attacker's ability to reroll assault dice, one per fresh Loyal attacking ship (Seeker Torpedoes), if any. */
export function assaultRerollAbility(attackerLore: readonly string[] | undefined): BattleAbility | undefined {
  if (attackerLore === undefined) return undefined;
  for (const a of battleAbilities(undefined, attackerLore)) if (a.rerollsAssaultPerFreshShip === true) return a;
  return undefined;
}
