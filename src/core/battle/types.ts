/**
 * Battle's shapes (rulebook pp.14-16 + FAQ): what the table reports of the battle system, the dice,
 * the roll's totals, the hits' targets and the outcome. The steps are limits.ts (which dice),
 * roll.ts (what a roll means) and hits.ts (where its hits land).
 */
import type { Colour, Owner, ResourceType } from "../data/vocabulary";
import type { DieType } from "../data/dice";
import type { BattleRules, BoardSlots, PartTarget, PartsDestroyed } from "./rules";

/** Fresh and damaged pieces of one kind. */
export interface PieceState {
  fresh: number;
  damaged: number;
}

/** What the table reports about the battle system when the attacker declares a battle. */
export interface BattleSnapshot {
  attacker: Colour;
  /** A player, or (with `rules` saying so) an owner who is not a player: the Empire, the Free States, the Blight. */
  defender: Owner;
  /** All the attacker's Loyal ships in the system are attacking ships (FAQ), dice or not. */
  attackingShips: PieceState;
  defendingShips: PieceState;
  defendingCities: PieceState;
  defendingStarports: PieceState;
  /** Does the defender have Loyal buildings in any OTHER system (raid dice limit, p.14)? */
  defenderHasBuildingsElsewhere: boolean;
  /** The battle system's planet type (a destroyed city Provokes Outrage of it); omitted in a gate. */
  planetType?: ResourceType;
  /** Dice beyond one per ship granted by cards (e.g. Gatekeepers in a gate: 2); still at most 6 of a type. */
  extraDice?: number;
  /**
   * The attacker's Guild cards as the table shows them. When present the core decides the extra
   * dice from the cards' powers (src/core/powers) and refuses a larger `extraDice`; older logs
   * without it keep the table's `extraDice`.
   */
  attackerGuildCards?: string[];
  /** Is the battle system a gate? (Gatekeepers BC08: extra dice only in a gate.) */
  inGate?: boolean;
  /**
   * In a gate: the types of the cities in its cluster as the table reads them (Gate Stations L11: a
   * gate city's type matches all of them; destroyed, it Provokes Outrage of each). Needed only when a
   * city defends the gate.
   */
  gateCityTypes?: ResourceType[];
  /**
   * The attacker's Leader and Lore and the defender's Lore, filled in by the core from the game
   * state when the dice are thrown (never trusted from the table): Rebel's extra dice, Signal
   * Breaker, Hidden Harbors (src/core/powers/leaderLorePowers.ts).
   */
  attackerLeader?: string;
  attackerLore?: string[];
  defenderLore?: string[];
  /** The defender's Leader (Elder LEAD01 "Beloved": Rivals cannot Ransack the Court when they battle you). */
  defenderLeader?: string;
  /** Intercepts added to the attacker's roll by the defender's Lore (Mirror Plating L04), set by the core at the roll. */
  addedIntercepts?: number;
  /** A rule module's changes to the battle (src/core/battle/rules.ts), set by the core at the roll, never by the table. */
  rules?: BattleRules;
}

/** A destroyed city's type: a planet's, or a gate city's list of types (Gate Stations L11; possibly none). */
export type CityTypes = ResourceType | ResourceType[];

/** The types a destroyed city Provokes Outrage of, one by one. */
export function outrageTypesOf(c: CityTypes): ResourceType[] {
  return Array.isArray(c) ? c.slice() : [c];
}

export interface DiceCollection {
  skirmish: number;
  assault: number;
  raid: number;
}

export interface RolledDie {
  die: DieType;
  /** Face index 1..6 (src/core/data/dice.ts). */
  face: number;
}

/** Symbols counted over a roll. */
export interface RollTotals {
  self: number;
  intercept: number;
  hit: number;
  building: number;
  key: number;
}

/** An attacking ship by state, an Imperial one added by a Regent, or a part of the attacking Flagship's board (hit like a ship, BR p.23). */
export type AttackerTarget = "fresh" | "damaged" | PartTarget | ImperialTarget;
export interface ImperialTarget {
  imperial: "fresh" | "damaged";
}
/** A defending piece by kind and state, or (piece "part") a part of the defending Flagship's board, hit like a building (BR p.24); a Bunker (F1804) like a Tough building. */
export interface DefenderTarget {
  piece: "ship" | "city" | "starport" | "part" | "bunker";
  state: "fresh" | "damaged";
  part?: PartTarget;
  /** A defending Imperial ship (a Regent's, BR p.11) rather than one of the defender's own. */
  imperial?: boolean;
}

/**
 * The attacker's targets, in the order the hits are dealt. A hit on a fresh piece damages it, on
 * a damaged piece destroys it; a piece damaged by an earlier hit can be destroyed by a later one.
 */
export interface HitAssignment {
  /** Self hits then intercept hits, each on an attacking ship. */
  onAttackers: AttackerTarget[];
  /** One per ship-hit symbol: defending ships while any remain, then defending buildings. */
  shipHits: DefenderTarget[];
  /** One per building-hit symbol: defending buildings only. */
  buildingHits: DefenderTarget[];
}

export interface BattleOutcome {
  attacker: Colour;
  defender: Owner;
  attackingShips: PieceState;
  defendingShips: PieceState;
  defendingCities: PieceState;
  defendingStarports: PieceState;
  destroyed: { attackingShips: number; defendingShips: number; defendingCities: number; defendingStarports: number };
  totals: RollTotals;
  /** Hits the defender's intercept dealt (fresh defending ships when intercepting; 0 without intercept). */
  interceptHits: number;
  /** Hits that found no legal target and were lost. */
  lostHits: number;
  /** Attacking ships left after taking hits: raiding needs at least one (p.16). */
  attackingShipsRemain: boolean;
  /** Keys available for the raid (0 if no attacking ship remains). */
  keys: number;
  /** The type of each destroyed city (the system's planet type; a gate city's: its cluster's city types, L11), for Provoke Outrage in order. */
  citiesDestroyed: CityTypes[];
  /** Flagship boards after the hits and the parts destroyed (BR pp.23-24), when a Flagship fought. */
  flagships?: FlagshipsAfter;
  /** The defending Bunkers left after the hits and those destroyed (F1804), when Bunkers defended. */
  bunkers?: { left: PieceState; destroyed: number };
  /** Of the destroyed ships, the Imperial ones on each side (the Empire's pieces), when Imperial ships fought beside a Regent. */
  imperialDestroyed?: { attacking: number; defending: number };
}

export interface FlagshipsAfter {
  attacking?: BoardSlots;
  defending?: BoardSlots;
  /** Cities and starports destroyed on the attacker's board (Trophies as the attacker's losses). */
  attackerLost: PartsDestroyed;
  /** ... on the defender's board (the attacker's Trophies; no Outrage, no Ransack, BR p.22). */
  defenderLost: PartsDestroyed;
}
