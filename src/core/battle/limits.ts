/**
 * Battle's limits (rulebook p.14 + FAQ): whether the table's snapshot of the battle system holds,
 * and which dice the attacker may collect (buildings for Raid dice, the ships' six, card and
 * ability extra dice, a Railgun's hits before the dice).
 */
import { DICE_PER_TYPE, DIE_TYPES } from "../data/dice";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import { cardExtraDice, extraDiceCard } from "../powers/battlePowers";
import { abilityExtraDice, forbidsRaidDice, railgunHits } from "../powers/leaderLorePowers";
import { courtCardName } from "../data/court";
import { gateBuildingsRefusal, isCount } from "../powers/gatePowers";
import { ownerName } from "../data/vocabulary";
import { freshStarports } from "./rules";
import type { BattleSnapshot, DiceCollection, PieceState } from "./types";

function checkPieces(name: string, p: PieceState): string | undefined {
  if (p === undefined || !isCount(p.fresh) || !isCount(p.damaged)) return name + " must be whole numbers of fresh and damaged pieces";
  return undefined;
}

/** Checks the snapshot describes a legal battle: a Loyal ship, a Rival defender with pieces there (FAQ). */
export function checkBattleSnapshot(s: BattleSnapshot): Result<true> {
  // The first count that is not whole numbers, in this order (no list of the four answers built).
  const p =
    checkPieces("Attacking ships", s.attackingShips) ??
    checkPieces("Defending ships", s.defendingShips) ??
    checkPieces("Defending cities", s.defendingCities) ??
    checkPieces("Defending starports", s.defendingStarports);
  if (p !== undefined) return refuse(p);
  if (s.attacker === s.defender) return refuse("You cannot battle yourself: choose a Rival as defender");
  if (s.attackingShips.fresh + s.attackingShips.damaged === 0) return refuse("You need a Loyal ship in the battle system to battle");
  const defending =
    s.defendingShips.fresh + s.defendingShips.damaged + s.defendingCities.fresh + s.defendingCities.damaged +
    s.defendingStarports.fresh + s.defendingStarports.damaged;
  const bunkers = s.rules && s.rules.bunkers;
  if (defending === 0 && (bunkers === undefined || bunkers.fresh + bunkers.damaged === 0)) return refuse(ownerName(s.defender) + " has no pieces in the battle system");
  // Buildings on a gate: only the holder of Gate Stations (L11) / Gate Ports (L08), one per gate.
  const playerDefends = s.rules === undefined || s.rules.defenderIsPlayer;
  const gate = s.inGate === true && playerDefends ? gateBuildingsRefusal(s) : undefined;
  if (gate !== undefined) return refuse(gate);
  if (s.defendingCities.fresh + s.defendingCities.damaged > 0 && s.planetType === undefined && !(s.inGate === true && playerDefends)) {
    return refuse("Name the battle planet's type (a destroyed city Provokes its Outrage)");
  }
  if (s.extraDice !== undefined && !isCount(s.extraDice)) return refuse("Extra dice must be a whole number");
  const cards = checkCardExtraDice(s);
  if (cards !== undefined) return refuse(cards);
  return ok(true);
}

/** With the attacker's cards known, extra dice beyond what their powers give are refused (BC08). */
function checkCardExtraDice(s: BattleSnapshot): string | undefined {
  if (s.attackerGuildCards === undefined) return undefined;
  if (!Array.isArray(s.attackerGuildCards) || s.attackerGuildCards.some((c) => typeof c !== "string")) {
    return "The attacker's Guild cards must be a list of card ids";
  }
  const allowed = cardExtraDice(s.attackerGuildCards, s.inGate === true);
  if (s.extraDice === undefined || s.extraDice <= allowed) return undefined;
  const card = extraDiceCard(s.attackerGuildCards);
  if (card !== undefined) return courtCardName(card) + " gives its extra dice only when you battle in a gate";
  return s.attacker + " holds no card that gives extra dice (" + courtCardName("BC08") + " does, in a gate, for the attacker)";
}

function defendingBuildings(s: BattleSnapshot): number {
  return s.defendingCities.fresh + s.defendingCities.damaged + s.defendingStarports.fresh + s.defendingStarports.damaged;
}

/** Raid dice limit (p.14): defending buildings in the system, or no Loyal buildings anywhere on the map. */
export function raidDiceAllowed(s: BattleSnapshot): boolean {
  if (hiddenHarbors(s)) return false;
  if (s.rules !== undefined && s.rules.raidDice !== undefined) return s.rules.raidDice;
  return defendingBuildings(s) > 0 || !s.defenderHasBuildingsElsewhere;
}

/** Hidden Harbors (L05): the defender's fresh defending starport forbids raid dice. */
function hiddenHarbors(s: BattleSnapshot): boolean {
  return s.defendingStarports.fresh > 0 && forbidsRaidDice(s.defenderLore) !== undefined;
}

/** Dice the attacker's cards add: decided from their cards when the table sent them, else as reported. */
export function extraDiceAllowed(s: BattleSnapshot): number {
  const abilities = abilityExtraDice(s.attackerLeader, s.attackerLore);
  if (s.attackerGuildCards !== undefined) return abilities + cardExtraDice(s.attackerGuildCards, s.inGate === true);
  return abilities + (s.extraDice === undefined ? 0 : s.extraDice);
}

/** Fresh defending ships of the defender's own (not Imperial ones beside a Regent, BR p.11). */
function freshLoyalDefending(s: BattleSnapshot): number {
  const imp = s.rules === undefined || s.rules.defendingImperial === undefined ? 0 : s.rules.defendingImperial.fresh;
  return Math.max(0, s.defendingShips.fresh - imp);
}

/** Railgun Arrays (L12): the hit the attacker takes before collecting dice when any Loyal defending ship is fresh. */
export function railgunHitsOn(s: BattleSnapshot): number {
  return railgunHits(s.defenderLore, freshLoyalDefending(s));
}

/**
 * Attacking ships the Railgun hit destroys before the dice are collected: with no fresh attacking
 * ship it can only destroy a damaged one, so that ship collects no die.
 */
function railgunDestroysBeforeDice(s: BattleSnapshot): number {
  if (s.rules !== undefined && s.rules.attackingFlagship !== undefined) return 0;
  return s.attackingShips.fresh === 0 ? Math.min(railgunHitsOn(s), s.attackingShips.damaged) : 0;
}

/** One die per attacking ship, fresh or damaged (p.14), plus card extras (Gatekeepers BC08 in a gate). */
export function maxDice(s: BattleSnapshot): number {
  // An attacking Flagship collects one die per fresh starport on its board, not one as a ship (BR p.23).
  const flagship = s.rules === undefined || s.rules.attackingFlagship === undefined ? 0 : freshStarports(s.rules.attackingFlagship) - 1;
  return Math.max(0, s.attackingShips.fresh + s.attackingShips.damaged + flagship - railgunDestroysBeforeDice(s)) + extraDiceAllowed(s);
}

/** Is this collection legal? Zero dice is legal (FAQ "Battle"). */
export function checkDiceCollection(s: BattleSnapshot, dice: DiceCollection): Result<DiceCollection> {
  const snap = checkBattleSnapshot(s);
  if (!snap.ok) return refuse(snap.reason);
  for (const t of DIE_TYPES) {
    const n = dice[t];
    if (!isCount(n)) return refuse("Collect a whole number of " + t + " dice");
    if (n > DICE_PER_TYPE) return refuse("You cannot collect more than " + DICE_PER_TYPE + " " + t + " dice (p.14)");
  }
  const total = dice.skirmish + dice.assault + dice.raid;
  if (total > maxDice(s)) {
    const flagship = s.rules !== undefined && s.rules.attackingFlagship !== undefined ? ", your Flagship one per fresh starport on its board" : "";
    return refuse("You may collect at most " + maxDice(s) + " dice (one per attacking ship" + flagship + (extraDiceAllowed(s) > 0 ? ", plus extra dice from cards" : "") + "), not " + total);
  }
  if (dice.raid > 0 && hiddenHarbors(s)) {
    return refuse("You cannot collect raid dice: " + s.defender + " has a fresh defending starport and " + (forbidsRaidDice(s.defenderLore) as { name: string }).name);
  }
  if (dice.raid > 0 && !raidDiceAllowed(s) && s.rules !== undefined && s.rules.raidDiceReason !== undefined) {
    return refuse("You cannot collect raid dice: " + s.rules.raidDiceReason);
  }
  if (dice.raid > 0 && !raidDiceAllowed(s)) {
    return refuse("You cannot collect raid dice: " + s.defender + " has no buildings here but Loyal buildings elsewhere (p.14)");
  }
  return ok({ skirmish: dice.skirmish, assault: dice.assault, raid: dice.raid });
}

/** Every legal collection, skirmish-major order (includes zero dice). */
export function legalDiceCollections(s: BattleSnapshot): DiceCollection[] {
  const out: DiceCollection[] = [];
  if (!checkBattleSnapshot(s).ok) return out;
  const max = maxDice(s);
  const raidMax = raidDiceAllowed(s) ? DICE_PER_TYPE : 0;
  for (let sk = 0; sk <= DICE_PER_TYPE; sk++) {
    for (let as = 0; as <= DICE_PER_TYPE; as++) {
      for (let r = 0; r <= raidMax; r++) {
        if (sk + as + r <= max) out.push({ skirmish: sk, assault: as, raid: r });
      }
    }
  }
  return out;
}
