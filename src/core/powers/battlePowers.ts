/**
 * Battle numbers the Court cards' powers change (COURT_POWERS in courtPowers.ts says which card
 * does what): Gatekeepers' extra dice in a gate, Skirmishers' reroll up to the Weapon icons.
 * Pure; reads only card data and the holdings the table reported.
 */
import { courtCard } from "../data/court";
import { campaignCourtCard } from "../data/campaign/campaignCourt";
import type { PlayerHoldings } from "../court/types";
import { courtPower, heldWith } from "./courtPowers";
import { countResources } from "../resources/resources";

/** Dice the attacker's cards add (one per ship is the base, p.14): Gatekeepers BC08 in a gate only. */
export function cardExtraDice(attackerCards: readonly string[], inGate: boolean): number {
  let n = 0;
  for (const id of attackerCards) {
    const p = courtPower(id);
    if (p !== undefined && p.extraDiceInGate !== undefined && inGate) n += p.extraDiceInGate;
  }
  return n;
}

/** The attacker's card that would give extra dice in a gate (to name it in a refusal). */
export function extraDiceCard(attackerCards: readonly string[]): string | undefined {
  return heldWith(attackerCards, (p) => p.extraDiceInGate !== undefined);
}

function suitOf(id: string): string | undefined {
  const c = courtCard(id);
  if (c !== undefined) return c.suit;
  const cc = campaignCourtCard(id);
  return cc && cc.suit;
}

/**
 * "Your total Weapon icons from resources and cards" (BC13, BC14): each Weapon resource you have
 * (FAQ "Resources You Have": in your slots, held on cards, and frozen, such as the Imperial Trust of
 * the First Regent) and each Weapon Guild card in your play area (its suit icon).
 */
export function weaponIcons(p: PlayerHoldings): number {
  let n = countResources(p, "weapon");
  for (const id of p.guildCards) if (suitOf(id) === "weapon") n++;
  return n;
}

/** The card letting `p` reroll skirmish dice after a battle roll (Skirmishers BC13), if held. */
export function rerollCard(p: PlayerHoldings): string | undefined {
  return rerollCardAmong(p.guildCards);
}

/** The card among these Guild cards that rerolls skirmish dice (Skirmishers), if any. */
export function rerollCardAmong(guildCards: readonly string[]): string | undefined {
  return heldWith(guildCards, (pw) => pw.skirmishRerollUpToWeapons === true);
}

/** How many skirmish dice `p` may reroll: 0 without Skirmishers, else their Weapon icons. */
export function skirmishRerollLimit(p: PlayerHoldings): number {
  return rerollCard(p) === undefined ? 0 : weaponIcons(p);
}
