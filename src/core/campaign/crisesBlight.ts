/**
 * Blight Crises (BR p.18, p.24): the hits of every system's Blight, decided from the map as the table
 * shows it (mapControl.ts). Each fresh Blight deals 3 hits and each damaged Blight 1, to the Imperial
 * ships there first, then each remaining hit to every player's Loyal ships there; fresh before
 * damaged; a Flagship only once no other fresh Loyal ship of its owner remains there (BR p.24), its
 * rightmost Armor first, then its rightmost Upgrade. Buildings are not hit (only in the Intermission).
 */
import type { Colour, SystemId } from "../data/vocabulary";
import { SYSTEMS } from "../data/map";
import { piecesIn } from "./mapControl";
import type { FlagshipBoard, MapPieces, MapSnapshot } from "./mapControl";
export type { PieceChange, FlagshipHit, BlightCrisis } from "./resultTypes";
import type { PieceChange, FlagshipHit, BlightCrisis } from "./resultTypes";

function boardOf(map: MapSnapshot, owner: Colour): FlagshipBoard | undefined {
  if (map.flagships === undefined) return undefined;
  for (const b of map.flagships) if (b.owner === owner) return b;
  return undefined;
}

const FLAGSHIP_PARTS: readonly ("armor" | "upgrade")[] = ["armor", "upgrade"];

/** BR p.24: the hit goes to the rightmost Armor, else the rightmost Upgrade; false if none is left. */
function hitFlagship(board: { upgrade?: { damaged: boolean }; armor?: { damaged: boolean } }[], owner: Colour, out: FlagshipHit[]): boolean {
  for (const part of FLAGSHIP_PARTS) {
    // Rightmost first: the last slot holding this part.
    let i = board.length - 1;
    while (i >= 0 && board[i][part] === undefined) i -= 1;
    if (i >= 0) {
      const piece = board[i][part] as { damaged: boolean };
      if (piece.damaged) {
        board[i] = part === "armor" ? { upgrade: board[i].upgrade } : {};
        out.push({ owner, slot: i + 1, part, result: "destroyed" });
      } else {
        board[i] = part === "armor" ? { upgrade: board[i].upgrade, armor: { damaged: true } } : { upgrade: { damaged: true } };
        out.push({ owner, slot: i + 1, part, result: "damaged" });
      }
      return true;
    }
  }
  return false;
}

/** Copies a board's damage states only (what the Crisis changes), dropping absent parts. */
function boardCopy(b: FlagshipBoard | undefined): { upgrade?: { damaged: boolean }; armor?: { damaged: boolean } }[] {
  const out: { upgrade?: { damaged: boolean }; armor?: { damaged: boolean } }[] = [];
  if (b === undefined) return out;
  for (const slot of b.slots) {
    const copy: { upgrade?: { damaged: boolean }; armor?: { damaged: boolean } } = {};
    if (slot.upgrade !== undefined) copy.upgrade = { damaged: slot.upgrade.damaged };
    if (slot.armor !== undefined) copy.armor = { damaged: slot.armor.damaged };
    out.push(copy);
  }
  return out;
}

/** Each seat's place in the turn order of the seats, by colour (a lookup, not a scan per piece). */
type SeatIndex = { [colour: string]: number };

function seatIndexOf(seats: readonly Colour[]): SeatIndex {
  const out: SeatIndex = {};
  for (let i = 0; i < seats.length; i++) out[seats[i]] = i;
  return out;
}

/** The Imperial ships' change in a system: `flipped` fresh ships damaged, `destroyed` damaged ones destroyed. */
function imperialChange(id: SystemId, fresh: number, damaged: number, flipped: number, destroyed: number): PieceChange {
  return { system: id, owner: "empire", kind: "ship", before: { fresh, damaged }, after: { fresh: fresh - flipped, damaged: damaged + flipped - destroyed }, destroyed };
}

/** The board of a player with no Flagship in the system: never hit, so one shared empty list. */
const NO_BOARD: { upgrade?: { damaged: boolean }; armor?: { damaged: boolean } }[] = [];

/**
 * The Blight Crisis of one system (BR p.18, p.24), or undefined when it has no Blight: the hits on
 * the Imperial ships counted at once, then every remaining hit dealt to each seat's ships in turn,
 * a Flagship's parts hit in the rounds they are reached (the order of `flagship`). One pass over the
 * pieces, each seat's counts in small number lists by seat index. (A closed-form count per seat was
 * kept beside it for the Lua VMs' speed: a few hundred steps for the busiest Crises, not worth its
 * 1.2 KB of Global's Lua; tests/core/campaign/crises.test.ts holds this against that count.)
 */
export function blightCrisisOf(map: MapSnapshot, id: SystemId, here: readonly MapPieces[], seats: readonly Colour[], seatAt: SeatIndex): BlightCrisis | undefined {
  let fresh = 0;
  let damaged = 0;
  let impFresh = 0;
  let impDamaged = 0;
  // Each seat's fresh and damaged ships and fresh Flagship, by seat index (at most 4 seats).
  const gf = [0, 0, 0, 0];
  const gd = [0, 0, 0, 0];
  const flag = [false, false, false, false];
  let anyFlagship = false;
  // One pass over the system's pieces.
  const n = here.length;
  for (let k = 0; k < n; k++) {
    const p = here[k];
    const owner = p.owner;
    if (owner === "blight") {
      fresh += p.fresh;
      damaged += p.damaged;
    } else if (owner === "empire") {
      impFresh += p.fresh;
      impDamaged += p.damaged;
    } else {
      const i = seatAt[owner];
      if (i !== undefined) {
        if (p.kind === "ship") {
          gf[i] += p.fresh;
          gd[i] += p.damaged;
        } else if (p.kind === "flagship" && p.fresh > 0) {
          flag[i] = true;
          anyFlagship = true;
        }
      }
    }
  }
  if (fresh + damaged === 0) return undefined;
  const hits = 3 * fresh + damaged;
  // The Imperial ships first, one hit at a time, fresh before damaged: the first hits damage the
  // fresh ships, the next destroy the damaged ones (2 per fresh ship and 1 per damaged at most).
  const taken = Math.min(hits, 2 * impFresh + impDamaged);
  const flipped = Math.min(taken, impFresh);
  const impDestroyed = taken - flipped;
  let left = hits - taken;
  const seatCount = seats.length;
  const wasF = [gf[0], gf[1], gf[2], gf[3]];
  const wasD = [gd[0], gd[1], gd[2], gd[3]];
  const gx = [0, 0, 0, 0];
  // Flagship boards are copied only for the players with a Flagship here.
  const boards: { upgrade?: { damaged: boolean }; armor?: { damaged: boolean } }[][] = [];
  if (anyFlagship) for (let i = 0; i < seatCount; i++) boards.push(flag[i] ? boardCopy(boardOf(map, seats[i])) : NO_BOARD);
  const flagship: FlagshipHit[] = [];
  let lost = 0;
  while (left > 0) {
    let anyone = false;
    for (let i = 0; i < seatCount; i++) {
      // Fresh ships, then the Flagship (a fresh ship, BR p.24), then damaged ships.
      if (gf[i] > 0) {
        gf[i] -= 1;
        gd[i] += 1;
        anyone = true;
      } else if (flag[i] && hitFlagship(boards[i], seats[i], flagship)) anyone = true;
      else if (gd[i] > 0) {
        gd[i] -= 1;
        gx[i] += 1;
        anyone = true;
      }
    }
    if (!anyone) {
      lost = left;
      left = 0;
    } else left -= 1;
  }
  const changes: PieceChange[] = [];
  // The Imperial ships, then each seat's.
  if (taken > 0) {
    changes.push(imperialChange(id, impFresh, impDamaged, flipped, impDestroyed));
  }
  for (let i = 0; i < seatCount; i++) {
    if (gf[i] !== wasF[i] || gd[i] !== wasD[i] || gx[i] > 0) {
      changes.push({ system: id, owner: seats[i], kind: "ship", before: { fresh: wasF[i], damaged: wasD[i] }, after: { fresh: gf[i], damaged: gd[i] }, destroyed: gx[i] });
    }
  }
  return { system: id, hits, changes, flagship, lostHits: lost };
}

/** The Blight Crisis of one system (BR p.18), or undefined when it has no Blight. */
export function blightCrisis(map: MapSnapshot, id: SystemId, seats: readonly Colour[]): BlightCrisis | undefined {
  return blightCrisisOf(map, id, piecesIn(map, id), seats, seatIndexOf(seats));
}

/** Each system's place in map order (SYSTEMS), by id; an entry is known by its own `id` (Node's prototype members have none). */
const SYSTEM_AT: { readonly [id: string]: { id: string; at: number } } = systemPlaces();

function systemPlaces(): { [id: string]: { id: string; at: number } } {
  const out: { [id: string]: { id: string; at: number } } = {};
  for (let i = 0; i < SYSTEMS.length; i++) if (out[SYSTEMS[i].id] === undefined) out[SYSTEMS[i].id] = { id: SYSTEMS[i].id, at: i };
  return out;
}

/** Every system's Blight Crisis, in map order (SYSTEMS), as the snapshot lists each system's pieces (the last listing of an id). */
function blightCrisesInOrder(map: MapSnapshot, seats: readonly Colour[]): BlightCrisis[] {
  const bySystem: { [id: string]: MapPieces[] } = {};
  const systems = map.systems;
  for (let i = 0; i < systems.length; i++) bySystem[systems[i].system] = systems[i].pieces;
  const seatAt = seatIndexOf(seats);
  const out: BlightCrisis[] = [];
  for (let i = 0; i < SYSTEMS.length; i++) {
    const id = SYSTEMS[i].id;
    const here = bySystem[id];
    const b = here && blightCrisisOf(map, id, here, seats, seatAt);
    if (b !== undefined) out.push(b);
  }
  return out;
}

/**
 * Every system's Blight Crisis, in map order (SYSTEMS). One pass over the snapshot: a system with
 * no Blight entry is passed over at a glance (blightCrisisOf would find no hits there), the others'
 * Crises are put in map order afterwards. A snapshot listing a system twice (mapSnapshotRefusal
 * refuses it before any command gets here) is worked out the long way, with the same answer.
 */
export function blightCrises(map: MapSnapshot, seats: readonly Colour[]): BlightCrisis[] {
  const systems = map.systems;
  const n = systems.length;
  const seen: { [id: string]: boolean } = {};
  const found: { at: number; crisis: BlightCrisis }[] = [];
  let seatAt: SeatIndex | undefined;
  let sorted = true;
  let last = -1;
  for (let i = 0; i < n; i++) {
    const sp = systems[i];
    const id = sp.system;
    const place = SYSTEM_AT[id];
    if (place !== undefined && place.id === id) {
      if (seen[id] === true) return blightCrisesInOrder(map, seats);
      seen[id] = true;
      const here = sp.pieces;
      if (here !== undefined) {
        const m = here.length;
        let blighted = false;
        for (let k = 0; k < m && !blighted; k++) if (here[k].owner === "blight") blighted = true;
        if (blighted) {
          if (seatAt === undefined) seatAt = seatIndexOf(seats);
          const b = blightCrisisOf(map, place.id as SystemId, here, seats, seatAt);
          if (b !== undefined) {
            if (place.at < last) sorted = false;
            last = place.at;
            found.push({ at: place.at, crisis: b });
          }
        }
      }
    }
  }
  if (!sorted) found.sort((a, b) => a.at - b.at);
  const out: BlightCrisis[] = [];
  for (let i = 0; i < found.length; i++) out.push(found[i].crisis);
  return out;
}

/** A Blight Crisis's line: its hits, then each owner's ships damaged and destroyed, then its Flagship parts. */
export function blightLine(b: BlightCrisis): string {
  let parts = "";
  for (let i = 0; i < b.changes.length; i++) {
    const c = b.changes[i];
    const who = c.owner === "empire" ? "Imperial" : c.owner;
    const flipped = c.before.fresh - c.after.fresh;
    let text = "";
    // The plurals inline: a call per change costs the Lua VMs more than the test.
    if (flipped > 0) text = flipped + " fresh " + who + (flipped === 1 ? " ship damaged" : " ships damaged");
    if (c.destroyed > 0) text = (text === "" ? "" : text + ", ") + c.destroyed + " " + who + (c.destroyed === 1 ? " ship destroyed" : " ships destroyed");
    if (text !== "") parts = parts === "" ? text : parts + "; " + text;
  }
  for (let i = 0; i < b.flagship.length; i++) {
    const f = b.flagship[i];
    const text = f.owner + "'s Flagship " + f.part + " in slot " + f.slot + " " + f.result;
    parts = parts === "" ? text : parts + "; " + text;
  }
  return "Blight Crisis in " + b.system + ": " + b.hits + (b.hits === 1 ? " hit" : " hits") + (parts === "" ? ", no ship to hit" : ": " + parts);
}
