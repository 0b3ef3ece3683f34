/**
 * How a rule module changes the base battle (docs/core-guidelines.md "Rule modules"). The module in
 * front of the base rules (the campaign's, src/core/campaign/battleLaws.ts) decides these from the
 * game state and the map it checked when the dice are thrown; the base machine keeps them with the
 * battle's snapshot and never takes them from the table. Absent, the battle is the base game's.
 *
 * Each field names a rule, not a campaign: a defender that is not a player, Tough defending ships,
 * who intercepts, where the attacker's losses go, what a raid can take, and a Flagship's board whose
 * Upgrades and Armor take hits (BR pp.22-24), and an Outrage harm Provokes.
 */
import type { Colour } from "../data/vocabulary";

/** A building on a Flagship board: an Upgrade or the Armor above it (BR p.22). */
export interface BoardPart {
  building: "city" | "starport";
  damaged: boolean;
}

/** A Flagship board's 6 slots, left to right: an Upgrade with at most one Armor above it. */
export interface BoardSlots {
  slots: { upgrade?: BoardPart; armor?: BoardPart }[];
}

/** Fresh and damaged ships (the battle's PieceState). */
export interface ShipCount {
  fresh: number;
  damaged: number;
}

export interface BattleRules {
  /** False: the defender is not a player (no board to raid, no Court agents to ransack, no Trophies of its own). */
  defenderIsPlayer: boolean;
  /** Hits per damage step on defending ships (Tough, BR p.19: 2); 1 when omitted. */
  toughness?: number;
  /** Intercept hits dealt when an intercept is rolled, in place of one per fresh defending ship. */
  interceptHits?: number;
  /** Who takes the attacker's destroyed ships as Trophies: a player, or "return" (nobody). Omitted: the defender. */
  attackerLossesTo?: Colour | "return";
  /** What the raid takes: "planet" = exactly 1 resource of the planet type from the supply (BR p.15); "nothing". Omitted: the defender's board. */
  raid?: "planet" | "nothing";
  /** Raid dice allowed or not, in place of the base limit (p.14) when set. */
  raidDice?: boolean;
  /** Why raid dice are not allowed, when `raidDice` is false (the attacker reads it). */
  raidDiceReason?: string;
  /** The raid steals only resources, at most 1 per defending ship left damaged by the hits (raid dice a card allowed past the limit). */
  raidPerDamagedShip?: boolean;
  /** The defender's Trophies and Captives can be stolen in the raid, 1 key each (Vow of Fairness, F2402). */
  piecesStealable?: boolean;
  /** Imperial ships among the attacking ships (a Regent added them, BR p.11): destroyed, they are the Empire's Trophies. */
  attackingImperial?: ShipCount;
  /** Whose the added attacking ships are when not the Empire's: the Judge's (F2404), Trophies of their colour. */
  addedOwner?: Colour;
  /** Imperial ships among the defending ships (a Regent must add them, BR p.11). */
  defendingImperial?: ShipCount;
  /** The attacker's Flagship board (its Flagship is one of the attacking ships, counted fresh). */
  attackingFlagship?: BoardSlots;
  /** The defender's Flagship board (its Flagship is one of the defending ships, counted fresh). */
  defendingFlagship?: BoardSlots;
  /** The defender's Bunkers (F1804): hit like buildings, Tough (2 hits per damage step); no slot, no raid, no Ransack. */
  bunkers?: ShipCount;
  /** Harm Provokes Outrage (a Law, Empathy for All F1409): once the hits are dealt, an attacker who has a resource of the planet's type Provokes its Outrage. */
  harmOutrage?: boolean;
}

/** Fresh starports on a Flagship board: the dice an attacking Flagship collects (BR p.23). */
export function freshStarports(board: BoardSlots | undefined): number {
  if (board === undefined) return 0;
  let n = 0;
  for (const s of board.slots) {
    if (s.upgrade !== undefined && s.upgrade.building === "starport" && !s.upgrade.damaged) n += 1;
    if (s.armor !== undefined && s.armor.building === "starport" && !s.armor.damaged) n += 1;
  }
  return n;
}

/** Hits the board's parts can still take (2 per fresh part, 1 per damaged). */
export function partsCapacity(board: BoardSlots | undefined): number {
  if (board === undefined) return 0;
  let n = 0;
  for (const s of board.slots) {
    if (s.upgrade !== undefined) n += s.upgrade.damaged ? 1 : 2;
    if (s.armor !== undefined) n += s.armor.damaged ? 1 : 2;
  }
  return n;
}

export function cloneSlots(board: BoardSlots): BoardSlots {
  // An index loop, not map(): a call per slot in the Lua VMs, and every hits step clones the boards twice.
  const slots: { upgrade?: BoardPart; armor?: BoardPart }[] = [];
  const from = board.slots;
  const n = from.length;
  for (let i = 0; i < n; i++) {
    const s = from[i];
    const out: { upgrade?: BoardPart; armor?: BoardPart } = {};
    const upgrade = s.upgrade;
    if (upgrade !== undefined) out.upgrade = { building: upgrade.building, damaged: upgrade.damaged };
    const armor = s.armor;
    if (armor !== undefined) out.armor = { building: armor.building, damaged: armor.damaged };
    slots[i] = out;
  }
  return { slots };
}

/** A hit on a Flagship's part: slot 0..5, the Armor or the Upgrade. */
export interface PartTarget {
  part: "armor" | "upgrade";
  slot: number;
}

/** What hits on a board destroyed, by building (Trophies: the attacker's or the defender's). */
export interface PartsDestroyed {
  cities: number;
  starports: number;
}

/** Which list a hit is in, for its label in a refusal. */
export type HitKind = "attacker" | "ship" | "building";

/** "Hit 3 on your ships", "Ship hit 3", "Building hit 3": built only for a refusal (a battle deals dozens of hits). */
export function hitLabel(which: HitKind, i: number): string {
  if (which === "attacker") return "Hit " + (i + 1) + " on your ships";
  return (which === "ship" ? "Ship hit " : "Building hit ") + (i + 1);
}

/**
 * One hit on a part (BR p.24: Armor is always hit before its Upgrade): damages a fresh part,
 * destroys a damaged one (it leaves the board). Mutates `board`; the reason if it cannot land.
 */
export function hitPart(board: BoardSlots, t: PartTarget, lost: PartsDestroyed, which: HitKind, i: number): string | undefined {
  if (typeof t !== "object" || t === undefined || (t.part !== "armor" && t.part !== "upgrade")) return `${hitLabel(which, i)}: name the Armor or the Upgrade of a Flagship slot`;
  const slot = typeof t.slot === "number" && Math.floor(t.slot) === t.slot && t.slot >= 0 && t.slot < board.slots.length ? board.slots[t.slot] : undefined;
  if (slot === undefined) return `${hitLabel(which, i)}: the Flagship board has no slot ${typeof t.slot === "number" ? t.slot + 1 : ""}`;
  const piece = t.part === "armor" ? slot.armor : slot.upgrade;
  if (piece === undefined) return `${hitLabel(which, i)}: slot ${t.slot + 1} of the Flagship board has no ${t.part === "armor" ? "Armor" : "Upgrade"}`;
  if (t.part === "upgrade" && slot.armor !== undefined) return `${hitLabel(which, i)}: Armor is hit before its Upgrade (BR p.23): hit slot ${t.slot + 1}'s Armor first`;
  if (!piece.damaged) {
    piece.damaged = true;
    return undefined;
  }
  if (t.part === "armor") slot.armor = undefined;
  else slot.upgrade = undefined;
  if (piece.building === "city") lost.cities += 1;
  else lost.starports += 1;
  return undefined;
}

/** A default target on the board: finish a damaged part first, Armor before its Upgrade, rightmost first. */
export function defaultPart(board: BoardSlots): PartTarget | undefined {
  let fresh: PartTarget | undefined;
  for (let i = board.slots.length - 1; i >= 0; i--) {
    const s = board.slots[i];
    const part: "armor" | "upgrade" | undefined = s.armor !== undefined ? "armor" : s.upgrade && "upgrade";
    if (part !== undefined) {
      const p = (part === "armor" ? s.armor : s.upgrade) as BoardPart;
      if (p.damaged) return { part, slot: i };
      if (fresh === undefined) fresh = { part, slot: i };
    }
  }
  return fresh;
}
