/**
 * The campaign's changes to a battle, as the base battle takes them (src/core/battle/rules.ts),
 * decided from the map the roll carries (BR pp.10-11, 15, 19, 22-25):
 * - a defender that is not a player: the Empire (its Imperial ships; the Outlaw's losses to the
 *   First Regent, else returned), the Free States (Free buildings; raid: exactly 1 resource of the
 *   planet type), the Blight (Tough: 2 hits per damage step; no intercept; nothing to raid);
 * - Flagships: an attacking one collects 1 die per fresh starport on its board, its Upgrades and
 *   Armor take hits like ships; a defending one's like buildings, it intercepts only with a Defense
 *   Array (1 hit per fresh starport on the board), raid dice are allowed against it unless its
 *   Tractor Beam forbids them;
 * - the raid dice limit decided from the map (defending buildings, or no Loyal building elsewhere;
 *   with a Flagship: defending buildings or the defending Flagship).
 */
import type { BattleRules, BoardSlots } from "../battle/rules";
import { freshStarports } from "../battle/rules";
import type { Colour, SystemId } from "../data/vocabulary";
import { FLAGSHIP_UPGRADES } from "../data/campaign/flagship";
import type { BattleSides, Tally } from "./battleSides";
import { countIn } from "./mapControl";
import { withBattleCards } from "./fates/battleCards";
import type { FlagshipBoard, MapSnapshot, Owner } from "./mapControl";

function isPlayer(o: Owner): boolean {
  return o !== "empire" && o !== "free" && o !== "blight";
}

function boardOf(map: MapSnapshot, c: Colour): FlagshipBoard | undefined {
  if (!Array.isArray(map.flagships)) return undefined;
  for (const b of map.flagships) if (b.owner === c) return b;
  return undefined;
}

/** The colour's Flagship board if its Flagship is in the system (an unlisted board is empty). */
export function flagshipHere(map: MapSnapshot, id: SystemId, c: Colour): BoardSlots | undefined {
  if (countIn(map, id, c, "flagship", "any") === 0) return undefined;
  const b = boardOf(map, c);
  return { slots: b === undefined ? [] : b.slots };
}

/** Whether the board holds the named Upgrade (fresh or damaged: "Damaged Upgrades still give benefits", AID10). */
export function hasUpgrade(board: BoardSlots, name: string): boolean {
  let at = -1;
  FLAGSHIP_UPGRADES.forEach((u, i) => {
    if (u.name === name) at = i;
  });
  return at >= 0 && at < board.slots.length && board.slots[at].upgrade !== undefined;
}

/** Whether `c` has a fresh or damaged city or starport in a system other than `id` (the raid dice limit; also the table's, tts/battle/campaign.ts). */
export function buildingsElsewhere(map: MapSnapshot, id: string, c: Owner): boolean {
  for (const sp of map.systems) {
    if (sp.system !== id) {
      for (const p of sp.pieces) if (p.owner === c && (p.kind === "city" || p.kind === "starport") && p.fresh + p.damaged > 0) return true;
    }
  }
  return false;
}

/**
 * A Flagship's presence read from the system's tally when the caller has it (a roll: battleLaws.ts),
 * else from the map: the same board either way.
 */
function flagshipIn(map: MapSnapshot, id: SystemId, c: Colour, here: Tally | undefined): BoardSlots | undefined {
  if (here === undefined) return flagshipHere(map, id, c);
  const byKind = here[c];
  const f = byKind && byKind.flagship;
  if (f === undefined || f.fresh + f.damaged === 0) return undefined;
  const b = boardOf(map, c);
  return { slots: b === undefined ? [] : b.slots };
}

/** `here`: the system's tally (battleSides.ts tallyOf), when the caller read it already. */
export function campaignBattleRules(map: MapSnapshot, id: SystemId, sides: BattleSides, here?: Tally): BattleRules {
  const defender = sides.defender;
  const rules: BattleRules = { defenderIsPlayer: isPlayer(defender) };
  if (sides.tough) rules.toughness = 2;
  if (sides.defendingBunkers !== undefined) rules.bunkers = sides.defendingBunkers;
  if (!sides.intercepts) rules.interceptHits = 0;
  if (sides.attackerLossesTo !== defender) rules.attackerLossesTo = sides.attackerLossesTo;
  if (defender === "free") rules.raid = "planet";
  if (defender === "empire" || defender === "blight") rules.raid = "nothing";
  const attacking = flagshipIn(map, id, sides.attacker, here);
  if (attacking !== undefined) rules.attackingFlagship = attacking;
  const buildings = sides.defendingCities.fresh + sides.defendingCities.damaged + sides.defendingStarports.fresh + sides.defendingStarports.damaged;
  // The raid dice limit (p.14) from the map; the Empire and the Blight have no buildings anywhere.
  rules.raidDice = buildings > 0 || !isPlayer(defender) || !buildingsElsewhere(map, id, defender as Colour);
  if (isPlayer(defender)) {
    const c = defender as Colour;
    const defending = flagshipIn(map, id, c, here);
    if (boardOf(map, c) !== undefined || defending !== undefined) {
      // BR p.24: against a player with a Flagship, raid dice only with defending buildings or a defending Flagship.
      rules.raidDice = buildings > 0 || defending !== undefined;
      if (!rules.raidDice) rules.raidDiceReason = `${c} has a Flagship: raid dice need defending buildings or Flagship (BR p.24)`;
    }
    if (defending !== undefined) {
      rules.defendingFlagship = defending;
      // The Flagship (counted a fresh ship) does not intercept without a Defense Array; with one it deals 1 hit per fresh starport on its board (BR pp.24-25).
      const array = hasUpgrade(defending, "Defense Array") ? freshStarports(defending) : 0;
      rules.interceptHits = Math.max(0, sides.defendingShips.fresh - 1) + array;
      if (hasUpgrade(defending, "Tractor Beam")) {
        rules.raidDice = false;
        rules.raidDiceReason = `${c}'s Flagship is defending with a Tractor Beam (BR p.25)`;
      }
    }
  }
  withBattleCards(map, sides.attacker, defender, rules);
  return rules;
}
