/**
 * The battle panel's element ids and button counts, shared by its XML (panelXml.ts, composed by the
 * build) and its painters: pure values, no TTS API.
 */
import type { DefenderTarget } from "../../core/battle/battle";

/** Flagship board slots (BR p.22: six Upgrade slots, left to right). */
export const PART_SLOTS = 6;

export type Side = "own" | "defending";

/** The Imperial ship buttons: the attacker's (own) and the defender's, fresh and damaged. */
export const IMPERIAL_STATES: readonly ("fresh" | "damaged")[] = ["fresh", "damaged"];

/** The defending Bunkers' buttons (F1804), shown when the roll has Bunkers. */
export const BUNKER_TARGETS: readonly DefenderTarget[] = [{ piece: "bunker", state: "fresh" }, { piece: "bunker", state: "damaged" }];

export function imperialId(side: Side, state: "fresh" | "damaged"): string {
  return side === "own" ? "arcsBattleHit_own_imperial_" + state : "arcsBattleHit_imperial_" + state;
}

export function partId(side: Side, slot: number): string {
  return (side === "own" ? "arcsBattleHit_ownpart_" : "arcsBattleHit_part_") + slot;
}

export function partRowId(side: Side): string {
  return side === "own" ? "arcsBattleOwnParts" : "arcsBattleDefParts";
}

export const MAX_SYSTEM_BUTTONS = 8;

export const MAX_DEFENDER_BUTTONS = 6;

export const MAX_RANSACK_BUTTONS = 4;

export const OWN_TARGETS: readonly ("fresh" | "damaged")[] = ["fresh", "damaged"];

export const DEFENDER_TARGETS: readonly DefenderTarget[] = [
  { piece: "ship", state: "fresh" },
  { piece: "ship", state: "damaged" },
  { piece: "city", state: "fresh" },
  { piece: "city", state: "damaged" },
  { piece: "starport", state: "fresh" },
  { piece: "starport", state: "damaged" },
];

export function targetId(t: DefenderTarget): string {
  return "arcsBattleHit_" + t.piece + "_" + t.state;
}

/** The attacker's control groups, one per step (shown to the attacker alone). */
export const BATTLE_CONTROL_GROUPS: readonly string[] = ["arcsBattleChoose", "arcsBattleHits", "arcsBattlePick", "arcsBattleRansack", "arcsBattleEndRow"];

/** Die buttons of a reroll (Skirmishers BC13, Seeker Torpedoes L14): one per die of the type, at most 6 (p.14). */
export const MAX_PICK_BUTTONS = 6;
