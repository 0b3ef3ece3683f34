/**
 * Battle: dealing a checked hit assignment to the pieces in the battle system (rulebook p.14; BR
 * pp.11, 15, 19, 23-24), in the order the core dealt it. A hit damages a fresh piece (a ship or an
 * Imperial ship tipped on its side, a building or a Blight flipped face down) and destroys a damaged
 * one. Tough pieces (the Blight, BR p.19) take the core's `toughness` hits per damage step.
 * Destroyed defending pieces -- a Rival's, Imperial ships, Free buildings, Blight -- are the
 * attacker's Trophies; the attacker's destroyed ships go where the core's rules send them (the
 * defender's or the First Regent's Trophies, or back to their supply: BR p.11).
 */
import type { AttackerTarget, DefenderTarget, HitAssignment } from "../../core/battle/battle";
import type { BattleState } from "../../core/battle/machine";
import type { PartTarget } from "../../core/battle/rules";
import type { Colour, Owner } from "../../core/data/vocabulary";
import { ownerName } from "../../core/data/vocabulary";
import { campaignSystemPieces } from "../lib/campaignMap";
import type { CampaignPiece } from "../lib/campaignMap";
import { setDamaged } from "../lib/pieces";
import { find } from "../lib/table";
import { supplyBag } from "./read";
import { toTrophies } from "./moves";

export interface HitReport {
  damaged: string[];
  destroyed: string[];
  /** Flagship parts hit: the players turn or remove them on the board by hand. */
  parts: string[];
}

/** "Blue ship", "Imperial ship", "Free city", "Blight". */
function pieceWord(p: CampaignPiece): string {
  if (p.owner === "empire") return "Imperial ship";
  if (p.owner === "free") return "Free " + p.kind;
  if (p.owner === "blight") return "Blight";
  return p.owner + " " + p.kind;
}

/** Where a destroyed piece goes: a player's Trophies, or back to its supply ("return"). */
function remove(p: CampaignPiece, to: Colour | "return"): void {
  if (to !== "return") {
    toTrophies(to, p.obj);
    return;
  }
  setDamaged(p.obj, false);
  const bag = p.owner === "empire" ? find("imperial-ship-supply") : supplyBag("ship", p.owner as Colour);
  if (bag !== undefined) bag.putObject(p.obj);
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

/** A Flagship board's part: the table does not read the boards yet, so the players turn it by hand (the report names it). */
function partWord(owner: Owner, t: PartTarget): string {
  return ownerName(owner) + "'s Flagship " + (t.part === "armor" ? "Armor" : "Upgrade") + " in slot " + (t.slot + 1);
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
  const attImperial = group(rules !== undefined && rules.attackingImperial !== undefined ? imperial : [], lossesTo);
  const defImperial = group(rules !== undefined && rules.defendingImperial !== undefined ? imperial : [], attacker);
  const toughness = rules !== undefined && rules.toughness !== undefined ? rules.toughness : 1;
  const defending = group(all.filter((p) => p.owner === defender && p.kind !== "flagship"), attacker, toughness);
  const onAttacker = (t: AttackerTarget) => {
    if (t === "fresh" || t === "damaged") hit(own, "ship", t, report);
    else if (typeof t === "object" && (t as { imperial?: string }).imperial !== undefined) hit(attImperial, "ship", (t as { imperial: "fresh" | "damaged" }).imperial, report);
    else if (typeof t === "object") report.parts.push(partWord(attacker, t as PartTarget));
  };
  const onDefender = (t: DefenderTarget) => {
    if (t.piece === "part") {
      if (t.part !== undefined) report.parts.push(partWord(defender, t.part));
    } else if (t.imperial === true) hit(defImperial, "ship", t.state, report);
    else hit(defending, defender === "blight" && t.piece === "ship" ? "blight" : t.piece, t.state, report);
  };
  for (const t of a.onAttackers) onAttacker(t);
  for (const t of a.shipHits) onDefender(t);
  for (const t of a.buildingHits) onDefender(t);
  return report;
}
