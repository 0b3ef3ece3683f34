/**
 * Intermission step D on the board (BR p.28 "Repair & Destroy Pieces"), from the map as the table
 * shows it: 1. repair all damaged Blight; 2. destroy all damaged ships, buildings, and Flagship
 * Upgrades and Armor; 3. destroy all buildings in systems that have Blight and no ships; then the
 * Elimination rule: a player with no ships or starports left on the map places 3 fresh ships in any
 * gate (base p.22). The result lists what the table removes, repairs and places, and the map after.
 */
import type { Colour } from "../data/vocabulary";
import { SYSTEMS } from "../data/map";
import { countPieces } from "./mapControl";
import type { FlagshipBoard, MapPieceKind, MapPieces, MapSnapshot, SystemPieces } from "./mapControl";
export type { BoardStepResult, FlagshipPartDestroyed } from "./resultTypes";
import type { BoardStepResult, FlagshipPartDestroyed } from "./resultTypes";
import { findBy } from "../util/byId";

const SHIP_KINDS: readonly MapPieceKind[] = ["ship", "flagship"];

function isBuilding(kind: MapPieceKind): boolean {
  return kind === "city" || kind === "starport";
}

/**
 * A damaged Upgrade destroyed in step 2 takes its Armor with it, fresh or not (reading, recorded in
 * docs/rules-decisions-campaign.md): each Armor slot sits above its Upgrade slot and takes hits for
 * "its matched Upgrade", Armor is only built on its Upgrade (BR p.22), and a card that destroys an
 * Upgrade names its Armor with it (F2203). The board after never shows an Armor with no Upgrade.
 */
function boardAfter(b: FlagshipBoard, out: FlagshipPartDestroyed[]): FlagshipBoard {
  const slots: FlagshipBoard["slots"] = [];
  for (let i = 0; i < b.slots.length; i++) {
    const slot = b.slots[i];
    const kept: FlagshipBoard["slots"][number] = {};
    let upgradeGone = false;
    if (slot.upgrade !== undefined) {
      if (slot.upgrade.damaged) {
        out.push({ owner: b.owner, slot: i + 1, part: "upgrade" });
        upgradeGone = true;
      } else kept.upgrade = { building: slot.upgrade.building, damaged: false };
    }
    if (slot.armor !== undefined) {
      if (slot.armor.damaged) out.push({ owner: b.owner, slot: i + 1, part: "armor" });
      else if (upgradeGone) out.push({ owner: b.owner, slot: i + 1, part: "armor", withUpgrade: true });
      else kept.armor = { building: slot.armor.building, damaged: false };
    }
    slots.push(kept);
  }
  return { owner: b.owner, slots };
}

export function intermissionBoardStep(map: MapSnapshot, seats: readonly Colour[]): BoardStepResult {
  const repaired: BoardStepResult["repaired"] = [];
  const destroyed: BoardStepResult["destroyed"] = [];
  const systems: SystemPieces[] = [];
  // Map order, not the snapshot's order: the answer must not depend on how the table listed it.
  for (const sys of SYSTEMS) {
    const listed = findBy(map.systems, "system", sys.id)!;
    if (listed === undefined) continue;
    const blight = countPieces(listed.pieces, "blight", "blight", "any");
    const damagedBlight = countPieces(listed.pieces, "blight", "blight", "damaged");
    if (damagedBlight > 0) repaired.push({ system: sys.id, count: damagedBlight });
    let ships = 0;
    for (const p of listed.pieces) if (SHIP_KINDS.indexOf(p.kind) >= 0) ships += p.fresh;
    const pieces: MapPieces[] = [];
    for (const p of listed.pieces) {
      if (p.kind === "blight") {
        if (p.fresh + p.damaged > 0) pieces.push({ owner: p.owner, kind: p.kind, fresh: p.fresh + p.damaged, damaged: 0 });
      } else {
        if (p.damaged > 0) destroyed.push({ system: sys.id, owner: p.owner, kind: p.kind, count: p.damaged, why: "damaged" });
        if (isBuilding(p.kind) && blight > 0 && ships === 0) {
          if (p.fresh > 0) destroyed.push({ system: sys.id, owner: p.owner, kind: p.kind, count: p.fresh, why: "blight" });
        } else if (p.fresh > 0) pieces.push({ owner: p.owner, kind: p.kind, fresh: p.fresh, damaged: 0 });
      }
    }
    if (pieces.length > 0) systems.push({ system: sys.id, pieces });
  }
  const flagshipParts: BoardStepResult["flagshipParts"] = [];
  const after: MapSnapshot = { systems };
  if (map.flagships !== undefined) {
    const boards: FlagshipBoard[] = [];
    for (const colour of seats) for (const b of map.flagships) if (b.owner === colour) boards.push(boardAfter(b, flagshipParts));
    after.flagships = boards;
  }
  const eliminated: Colour[] = [];
  for (const colour of seats) {
    let left = 0;
    for (const sp of systems) for (const p of sp.pieces) if (p.owner === colour && (p.kind === "ship" || p.kind === "flagship" || p.kind === "starport")) left += p.fresh;
    if (left === 0) eliminated.push(colour);
  }
  return { repaired, destroyed, flagshipParts, eliminated, after };
}

/** The readable lines of step D (for the log and the table). */
export function boardStepLines(r: BoardStepResult): string[] {
  const lines: string[] = [];
  for (const x of r.repaired) lines.push(`repair ${x.count} damaged Blight in ${x.system}`);
  for (const x of r.destroyed) {
    const who = x.owner === "empire" ? "Imperial" : x.owner === "free" ? "Free" : x.owner;
    lines.push(`destroy ${x.count} ${x.why === "damaged" ? "damaged " : ""}${who} ${x.kind}${x.count === 1 ? "" : "s"} in ${x.system}${x.why === "blight" ? " (Blight and no ships)" : ""}`);
  }
  for (const x of r.flagshipParts) {
    if (x.withUpgrade === true) lines.push(`destroy ${x.owner}'s fresh Flagship Armor in slot ${x.slot} with its destroyed Upgrade`);
    else lines.push(`destroy ${x.owner}'s damaged Flagship ${x.part === "armor" ? "Armor" : "Upgrade"} in slot ${x.slot}`);
  }
  for (const c of r.eliminated) lines.push(`${c} has no ships or starports left: place 3 fresh ships in any gate`);
  return lines;
}
