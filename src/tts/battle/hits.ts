/**
 * Battle: dealing a checked hit assignment to the pieces in the battle system (rulebook p.14; BR
 * pp.11, 15, 19, 23-24), in the order the core dealt it. A hit damages a fresh piece (a ship or an
 * Imperial ship tipped on its side, a building or a Blight flipped face down) and destroys a damaged
 * one. Tough pieces (the Blight, BR p.19) take the core's `toughness` hits per damage step.
 * Destroyed defending pieces -- a Rival's, Imperial ships, Free buildings, Blight -- are the
 * attacker's Trophies; the attacker's destroyed ships go where the core's rules send them (the
 * defender's or the First Regent's Trophies, or back to their supply: BR p.11). A Flagship's Upgrades
 * and Armor (read from its board, lib/flagshipBoards.ts) are hit as the core dealt them: Armor
 * before its Upgrade, a fresh part turned face down, a damaged one destroyed like a building
 * (BR pp.23-24). The Survivalist's Bunkers (F1804) are hit in Tough pairs, face down when damaged.
 */
import type { AttackerTarget, DefenderTarget, HitAssignment } from "../../core/battle/battle";
import type { BattleState } from "../../core/battle/machine";
import type { BoardPart, BoardSlots, PartTarget, PartsDestroyed } from "../../core/battle/rules";
import { cloneSlots, hitPart } from "../../core/battle/rules";
import type { FlagshipBoard } from "../../core/campaign/mapControl";
import type { Colour, Owner } from "../../core/data/vocabulary";
import { ownerName } from "../../core/data/vocabulary";
import { campaignSystemPieces } from "../lib/campaignMap";
import type { CampaignPiece } from "../lib/campaignMap";
import { setDamaged } from "../lib/pieces";
import { destroyedToSupply, toSupply } from "../lib/supply";
import { FLAGSHIP_SLOTS, boardSnapshot, flagshipBoardOf } from "../lib/flagshipBoards";
import type { BoardSlot, TableBoard } from "../lib/flagshipBoards";
import { systemZone, gmNotes } from "../lib/table";
import type { MapPieceKind } from "../../core/map/snapshot";
import { toTrophies } from "./moves";

export interface HitReport {
  damaged: string[];
  destroyed: string[];
  /** Flagship parts hit that the table's board does not show: the players turn or remove them by hand. */
  parts: string[];
}

/** "Blue ship", "Imperial ship", "Free city", "Blight". */
function pieceWord(p: CampaignPiece): string {
  if (p.owner === "empire") return "Imperial ship";
  if (p.owner === "free") return "Free " + p.kind;
  if (p.owner === "blight") return "Blight";
  return p.owner + " " + p.kind;
}

/** Where a destroyed piece goes: a player's Trophies, or back to its supply ("return"; a ship onto The Dead Live, F2204, while it lies out). */
function remove(p: CampaignPiece, to: Colour | "return"): void {
  if (to !== "return") toTrophies(to, p.obj);
  else destroyedToSupply(p.obj, p.owner, p.kind);
}

/** One group of pieces hit alike (the defender's ships, the attacker's Imperial ships...), with the hits landed short of a damage step. */
interface Group {
  pieces: CampaignPiece[];
  toughness: number;
  pending: { fresh: number; damaged: number };
  /** whose Trophies its destroyed pieces become */
  to: Colour | "return";
}

function group(pieces: CampaignPiece[], to: Colour | "return", toughness = 1): Group {
  return { pieces, toughness, pending: { fresh: 0, damaged: 0 }, to };
}

/** One hit on a piece of `kind` in `state`: after `toughness` hits, damage a fresh one or destroy a damaged one. */
function hit(g: Group, kind: string, state: "fresh" | "damaged", report: HitReport): void {
  const i = g.pieces.findIndex((p) => p.kind === kind && p.damaged === (state === "damaged"));
  if (i < 0) return;
  const landed = g.pending[state] + 1;
  if (landed < g.toughness) {
    g.pending[state] = landed;
    return;
  }
  g.pending[state] = 0;
  const p = g.pieces[i];
  if (state === "fresh") {
    setDamaged(p.obj, true);
    p.damaged = true;
    report.damaged.push(pieceWord(p));
  } else {
    remove(p, g.to);
    g.pieces.splice(i, 1);
    report.destroyed.push(pieceWord(p));
  }
}

/** A Flagship board's part, by its slot (1-6 from the left). */
function partWord(owner: Owner, t: PartTarget): string {
  return ownerName(owner) + "'s Flagship " + (t.part === "armor" ? "Armor" : "Upgrade") + " in slot " + (t.slot + 1);
}

/** A Flagship board being hit: the core's board at the roll (hit in turn with the core's `hitPart`) and the pieces on the table's board. */
interface Parts {
  owner: Colour;
  board: BoardSlots;
  table: TableBoard | undefined;
  lost: PartsDestroyed;
  /** whose Trophies its destroyed parts become */
  to: Colour | "return";
}

function parts(owner: Owner, board: BoardSlots | undefined, to: Colour | "return"): Parts | undefined {
  if (board === undefined || owner === "empire" || owner === "free" || owner === "blight") return undefined;
  return { owner: owner as Colour, board: cloneSlots(board), table: flagshipBoardOf(owner as Colour), lost: { cities: 0, starports: 0 }, to };
}

/**
 * One hit on a Flagship's part (BR pp.23-24), as the core dealt it: a fresh part is turned face down
 * (damaged), a damaged one leaves the board for the Trophies of whoever takes it (a city's or
 * starport's owner's supply when nobody does). A part the table's board does not show is named in the
 * report for the players to turn by hand.
 */
function hitPartOnTable(g: Parts | undefined, t: PartTarget, report: HitReport): void {
  if (g === undefined || typeof t !== "object") return;
  const slot = g.board.slots[t.slot];
  const was = slot && (t.part === "armor" ? slot.armor : slot.upgrade);
  if (was === undefined) return;
  const fresh = !was.damaged;
  if (hitPart(g.board, t, g.lost, "attacker", 0) !== undefined) return;
  const onTable = g.table && g.table.slots[t.slot];
  const piece = onTable && (t.part === "armor" ? onTable.armor : onTable.upgrade);
  if (piece === undefined) {
    report.parts.push(partWord(g.owner, t) + (fresh ? " (damaged)" : " (destroyed)"));
    return;
  }
  if (fresh) {
    setDamaged(piece.obj, true);
    piece.damaged = true;
    report.damaged.push(partWord(g.owner, t));
    return;
  }
  if (g.to === "return") toSupply(piece.obj, g.owner, piece.building);
  else toTrophies(g.to, piece.obj);
  if (t.part === "armor") (onTable as BoardSlot).armor = undefined;
  else (onTable as BoardSlot).upgrade = undefined;
  report.destroyed.push(partWord(g.owner, t));
}

function sameBoard(a: BoardSlots | undefined, b: FlagshipBoard | undefined): boolean {
  const as = a === undefined ? [] : a.slots;
  const bs = b === undefined ? [] : b.slots;
  const same = (x: BoardPart | undefined, y: BoardPart | undefined) =>
    x === undefined ? y === undefined : y !== undefined && x.building === y.building && x.damaged === y.damaged;
  for (let i = 0; i < FLAGSHIP_SLOTS; i++) {
    const x = as[i] === undefined ? {} : as[i];
    const y = bs[i] === undefined ? {} : bs[i];
    if (!same(x.upgrade, y.upgrade) || !same(x.armor, y.armor)) return false;
  }
  return true;
}

/** Why the hits cannot be dealt: a Flagship board in the battle no longer shows what it showed at the roll. */
export function boardsChangedRefusal(b: BattleState): string | undefined {
  const rules = b.snapshot.rules;
  if (rules === undefined) return undefined;
  const sides: [Owner, BoardSlots | undefined][] = [[b.attacker, rules.attackingFlagship], [b.defender, rules.defendingFlagship]];
  for (const [owner, board] of sides) {
    if (board === undefined) continue;
    const now = flagshipBoardOf(owner as Colour);
    if (!sameBoard(board, now && boardSnapshot(now))) {
      return ownerName(owner) + "'s Flagship board changed since the roll: put it back first";
    }
  }
  return undefined;
}

/** Deal the hits of `b`'s roll (the assignment the core accepted) to the pieces in its system. */
export function dealHits(b: BattleState, a: HitAssignment): HitReport {
  const report: HitReport = { damaged: [], destroyed: [], parts: [] };
  const rules = b.snapshot.rules;
  const attacker = b.attacker;
  const defender = b.defender;
  const all = campaignSystemPieces(b.system);
  const lossesTo: Colour | "return" = rules !== undefined && rules.attackerLossesTo !== undefined ? rules.attackerLossesTo : (defender as Colour);
  const own = group(all.filter((p) => p.owner === attacker && p.kind === "ship"), lossesTo);
  const imperial = all.filter((p) => p.owner === "empire");
  // F2404: the Judge's ships added to the attack are hit like Imperial ones.
  const added = rules && rules.addedOwner;
  const attImperial = group(rules === undefined || rules.attackingImperial === undefined ? [] : added === undefined ? imperial : all.filter((p) => p.owner === added && p.kind === "ship"), lossesTo);
  const defImperial = group(rules !== undefined && rules.defendingImperial !== undefined ? imperial : [], attacker);
  const toughness = rules !== undefined && rules.toughness !== undefined ? rules.toughness : 1;
  const defending = group(all.filter((p) => p.owner === defender && p.kind !== "flagship"), attacker, toughness);
  // F1804: the defending Bunkers (face down: damaged), Tough; destroyed, the attacker's Trophies (a Rival's piece, BR p.27).
  const zone = rules && rules.bunkers && systemZone(b.system);
  const bunkers = group(zone === undefined ? [] : (zone.getObjects() as TTSObject[]).filter((o) => o.hasTag("fate-token") && gmNotes(o) === "Bunker").map((o) => ({ obj: o, owner: defender, kind: "Bunker" as MapPieceKind, damaged: o.is_face_down })), attacker, 2);
  // Flagship boards (BR pp.23-24): the attacker's parts go where its lost ships go, the defender's are the attacker's Trophies.
  const attParts = parts(attacker, rules && rules.attackingFlagship, lossesTo);
  const defParts = parts(defender, rules && rules.defendingFlagship, attacker);
  const onAttacker = (t: AttackerTarget) => {
    if (t === "fresh" || t === "damaged") hit(own, "ship", t, report);
    else if (typeof t === "object" && (t as { imperial?: string }).imperial !== undefined) hit(attImperial, "ship", (t as { imperial: "fresh" | "damaged" }).imperial, report);
    else if (typeof t === "object") hitPartOnTable(attParts, t as PartTarget, report);
  };
  const onDefender = (t: DefenderTarget) => {
    if (t.piece === "part") {
      if (t.part !== undefined) hitPartOnTable(defParts, t.part, report);
    } else if (t.piece === "bunker") hit(bunkers, "Bunker", t.state, report);
    else if (t.imperial === true) hit(defImperial, "ship", t.state, report);
    else hit(defending, defender === "blight" && t.piece === "ship" ? "blight" : t.piece, t.state, report);
  };
  for (const t of a.onAttackers) onAttacker(t);
  for (const t of a.shipHits) onDefender(t);
  for (const t of a.buildingHits) onDefender(t);
  return report;
}
