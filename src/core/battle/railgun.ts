/**
 * Railgun Arrays (L12): "When defending in battle, before the attacker collects dice, they must take
 * 1 hit if any Loyal defending ships are fresh." The core deals that hit at the hits step, first of
 * the hits on attacking ships, so the table moves the pieces once (battle.ts hitsOnAttackers); what
 * it changes before the dice is the dice limit (maxDice: with no fresh attacking ship it destroys a
 * damaged one, which then collects no die). This checks the other side: a Railgun hit that destroys
 * a damaged ship while fresh ones remained must not leave the attacker with that ship's die.
 */
import type { DiceCollection, HitAssignment, BattleSnapshot } from "./battle";
import { maxDice, railgunHitsOn } from "./limits";

/** Why the assignment's Railgun hit is refused, if it is. */
export function railgunFirst(s: BattleSnapshot, dice: DiceCollection, a: HitAssignment): string | undefined {
  if (railgunHitsOn(s) === 0 || s.attackingShips.fresh === 0) return undefined;
  if (typeof a !== "object" || a === undefined || !Array.isArray(a.onAttackers) || a.onAttackers[0] !== "damaged") return undefined;
  const collected = dice.skirmish + dice.assault + dice.raid;
  if (collected < maxDice(s)) return undefined;
  return "Railgun Arrays (L12) hit before collecting: it cannot destroy a damaged ship you collected for (" + collected + " dice); damage a fresh ship with it";
}
