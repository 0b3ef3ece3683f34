/**
 * The hit list's campaign targets (BR pp.11, 22-24): the Imperial ships beside a Regent (attacking
 * when the Regent added them, defending when a Regent defends where they are) and the Upgrades and
 * Armor of a Flagship's board. Which buttons show, and what a slot's button hits next, are asked of
 * the core's own rules (`hitPart`) on the board at the roll after the hits already listed: a slot's
 * Armor before its Upgrade (BR p.23), fresh then damaged. The core checks the whole list again
 * when it is applied.
 */
import type { AttackerTarget, DefenderTarget, HitAssignment } from "../../core/battle/battle";
import type { BattleState } from "../../core/battle/machine";
import type { BoardSlots, PartTarget } from "../../core/battle/rules";
import { cloneSlots, hitPart } from "../../core/battle/rules";
import { setUiAttribute } from "../lib/ui";
import { IMPERIAL_STATES, imperialId, PART_SLOTS, partId, partRowId } from "./panelIds";
import type { Side } from "./panelIds";

function boardAtRoll(b: BattleState, side: Side): BoardSlots | undefined {
  const r = b.snapshot.rules;
  if (r === undefined) return undefined;
  return side === "own" ? r.attackingFlagship : r.defendingFlagship;
}

function partOf(t: AttackerTarget | DefenderTarget): PartTarget | undefined {
  if (typeof t !== "object") return undefined;
  const d = t as DefenderTarget;
  if (d.piece !== undefined) return d.piece === "part" ? d.part : undefined;
  return (t as PartTarget).part && (t as PartTarget);
}

/** The side's board after the listed hits on it (each landed as the core would land it), or undefined with no Flagship. */
export function boardAfter(b: BattleState, side: Side, list: HitAssignment): BoardSlots | undefined {
  const start = boardAtRoll(b, side);
  if (start === undefined) return undefined;
  const board = cloneSlots(start);
  const lost = { cities: 0, starports: 0 };
  const hits: (AttackerTarget | DefenderTarget)[] = side === "own" ? list.onAttackers : list.shipHits.concat(list.buildingHits);
  for (const t of hits) {
    const p = partOf(t);
    if (p !== undefined) hitPart(board, p, lost, "attacker", 0);
  }
  return board;
}

/** What a hit on slot `slot` (0-based) lands on next: its Armor while it has one, else its Upgrade; with its state. */
export function nextPart(board: BoardSlots | undefined, slot: number): { target: PartTarget; damaged: boolean; building: string } | undefined {
  const s = board && board.slots[slot];
  if (s === undefined) return undefined;
  const piece = s.armor !== undefined ? s.armor : s.upgrade;
  if (piece === undefined) return undefined;
  return { target: { part: s.armor !== undefined ? "armor" : "upgrade", slot }, damaged: piece.damaged, building: piece.building };
}

function show(id: string, on: boolean): void {
  setUiAttribute(id, "active", on ? "true" : "false");
}

/** The Imperial and Flagship buttons of the hit list: shown where the roll has such pieces, each slot's label what it hits next. */
export function renderTargets(b: BattleState | undefined, list: HitAssignment): void {
  const r = b && b.snapshot.rules;
  for (const st of IMPERIAL_STATES) {
    show(imperialId("own", st), r !== undefined && r.attackingImperial !== undefined);
    show(imperialId("defending", st), r !== undefined && r.defendingImperial !== undefined);
  }
  show("arcsBattleBunkers", r !== undefined && r.bunkers !== undefined);
  const sides: Side[] = ["own", "defending"];
  for (const side of sides) {
    const board = b && boardAfter(b, side, list);
    show(partRowId(side), board !== undefined);
    for (let i = 1; i <= PART_SLOTS; i++) {
      const next = nextPart(board, i - 1);
      show(partId(side, i), next !== undefined);
      if (next !== undefined) setUiAttribute(partId(side, i), "text", i + ": " + (next.target.part === "armor" ? "Armor" : "Upgrade") + (next.damaged ? " (damaged)" : ""));
    }
  }
}
