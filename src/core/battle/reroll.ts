/**
 * Skirmishers (BC13): "After you roll in battle, you may reroll a number of skirmish dice up to your
 * total Weapon icons from resources and cards." A step the attacker may take once, after the roll is
 * read and before the hits are assigned; the table reports which rolled dice it threw again and
 * their new faces, with the attacker's play area as read (their cards and Weapon resources).
 */
import type { Colour } from "../data/vocabulary";
import { courtCardName } from "../data/court";
import type { TableState } from "../court/types";
import { playerIndex } from "../court/types";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import { rerollCard, weaponIcons } from "../powers/battlePowers";
import type { BattleSnapshot, DiceCollection, RollTotals, RolledDie } from "./battle";
import { assaultRerollAbility } from "../powers/leaderLorePowers";
import { readRoll } from "./roll";

export interface SkirmishReroll {
  /** Positions in the roll as read of the dice thrown again (each a skirmish die). */
  dice: number[];
  /** Their new faces, in the same order. */
  faces: RolledDie[];
}

/** The roll after the reroll: the faces as they now lie and their totals; or why it is refused. */
export function rerollSkirmish(
  court: TableState,
  attacker: Colour,
  collected: DiceCollection,
  rolled: RolledDie[],
  r: SkirmishReroll,
): Result<{ faces: RolledDie[]; totals: RollTotals }> {
  if (typeof court !== "object" || court === undefined || !Array.isArray(court.players)) return refuse("the reroll needs your play area");
  const pi = playerIndex(court, attacker);
  if (pi < 0) return refuse(attacker + " is not at the table");
  const p = court.players[pi];
  const card = rerollCard(p);
  if (card === undefined) return refuse(attacker + " does not hold " + courtCardName("BC13") + ": only its owner may reroll skirmish dice");
  return rerollFaces(courtCardName(card), "skirmish", weaponIcons(p), "your Weapon icons", collected, rolled, r);
}

/**
 * The dice named thrown again: at least one and at most `limit` (`why`: the card's reason), each
 * once, each of `die` type, come back the same type; the roll read afresh.
 */
function rerollFaces(name: string, die: "skirmish" | "assault", limit: number, why: string, collected: DiceCollection, rolled: RolledDie[], r: SkirmishReroll): Result<{ faces: RolledDie[]; totals: RollTotals }> {
  if (!Array.isArray(r.dice) || !Array.isArray(r.faces) || r.dice.length !== r.faces.length) return refuse("name each die you reroll and its new face");
  if (r.dice.length === 0) return refuse("choose " + (die === "assault" ? "an assault" : "a skirmish") + " die to reroll, or assign this roll's hits");
  if (r.dice.length > limit) return refuse(name + ": you may reroll at most " + limit + " " + die + " dice (" + why + "), not " + r.dice.length);
  const next = rolled.slice();
  const seen: number[] = [];
  for (let i = 0; i < r.dice.length; i++) {
    const at = r.dice[i];
    if (typeof at !== "number" || Math.floor(at) !== at || at < 0 || at >= rolled.length) return refuse("there is no rolled die " + (typeof at === "number" ? at + 1 : "") + " to reroll");
    if (seen.indexOf(at) >= 0) return refuse("die " + (at + 1) + " is named twice: each die is rerolled once");
    seen.push(at);
    if (rolled[at].die !== die) return refuse(name + " rerolls " + die + " dice only: die " + (at + 1) + " is " + (rolled[at].die === "assault" ? "an assault" : "a " + rolled[at].die) + " die");
    const f = r.faces[i];
    if (typeof f !== "object" || f === undefined || f.die !== die) return refuse("a rerolled " + die + " die comes back " + (die === "assault" ? "an assault" : "a " + die) + " die");
    next[at] = { die, face: f.face };
  }
  const totals = readRoll(collected, next);
  if (!totals.ok) return refuse("the reroll cannot be read (" + totals.reason + ")");
  return ok({ faces: next, totals: totals.value });
}

/** Fresh Loyal attacking ships (not Imperial ones beside a Regent, BR p.11) in the roll's snapshot. */
export function freshLoyalAttacking(s: BattleSnapshot): number {
  const imp = s.rules === undefined || s.rules.attackingImperial === undefined ? 0 : s.rules.attackingImperial.fresh;
  return Math.max(0, s.attackingShips.fresh - imp);
}

/**
 * Seeker Torpedoes (L14): "When attacking in battle, after rolling dice, you may reroll up to 1
 * assault die for each fresh Loyal attacking ship." The attacker's Lore is the core's (the roll's
 * snapshot, from the game state), so no table read is needed; once per roll, like Skirmishers.
 */
export function rerollAssault(s: BattleSnapshot, collected: DiceCollection, rolled: RolledDie[], r: SkirmishReroll): Result<{ faces: RolledDie[]; totals: RollTotals }> {
  const power = assaultRerollAbility(s.attackerLore);
  if (power === undefined) return refuse(s.attacker + " does not hold Seeker Torpedoes (L14)");
  return rerollFaces(power.name, "assault", freshLoyalAttacking(s), "1 per fresh Loyal attacking ship", collected, rolled, r);
}
