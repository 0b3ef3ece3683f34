/**
 * Battle: the words players read (public resolution, hit lists). Only public facts: pieces, dice,
 * face-up Court cards and resources; never an action card.
 */
import type { BattleOutcome, DefenderTarget, DiceCollection, HitAssignment, RollTotals, RolledDie } from "../../core/battle/battle";
import { hitsOnAttackers, interceptsIgnored } from "../../core/battle/battle";
import type { BattleSnapshot } from "../../core/battle/battle";
import type { CityOutcome } from "../../core/battle/flow";
import { courtCardName } from "../../core/data/court";
import { DIE_TYPES, dieFace } from "../../core/data/dice";
import type { Colour, ResourceType } from "../../core/data/vocabulary";
import { COLOURS } from "../../core/data/vocabulary";
import { resourceName } from "../../core/court/types";
import type { HitReport } from "./moves";

function plural(n: number, one: string, many: string): string {
  return n + " " + (n === 1 ? one : many);
}

export function diceText(d: DiceCollection): string {
  const parts: string[] = [];
  for (const t of DIE_TYPES) if (d[t] > 0) parts.push(plural(d[t], t + " die", t + " dice"));
  return parts.length === 0 ? "no dice" : parts.join(", ");
}

export function facesText(faces: RolledDie[]): string {
  if (faces.length === 0) return "no dice";
  return faces
    .map((f) => {
      const face = dieFace(f.die, f.face);
      return f.die + " " + (face === undefined ? "?" : face.label);
    })
    .join("; ");
}

/**
 * The intercept line: what was rolled, what the defender's Mirror Plating (L04) added, what the
 * attacker's Signal Breaker (L06) ignored, and the hits that follow (hitsOnAttackers decides).
 */
function interceptText(s: BattleSnapshot, totals: RollTotals, hits: number): string {
  const added = s.addedIntercepts === undefined ? 0 : s.addedIntercepts;
  if (totals.intercept === 0 && added === 0) return "none rolled";
  const parts: string[] = [];
  parts.push(totals.intercept === 0 ? "none rolled" : totals.intercept + " rolled");
  if (added > 0) parts.push(added + " added by " + s.defender + "'s Mirror Plating (L04)");
  const source = parts.join(", ");
  if (totals.intercept + added - interceptsIgnored(s) <= 0) return source + ", ignored (" + s.attacker + "'s Signal Breaker (L06)): no hits";
  return source + ": " + plural(hits, "hit", "hits") + " on " + s.attacker + "'s ships (" + plural(s.defendingShips.fresh, "fresh defending ship", "fresh defending ships") + ", once)";
}

/** The roll resolved in the rulebook's order (p.14): self hits, intercept, ship hits, building hits, keys. */
export function resolutionText(s: BattleSnapshot, system: string, faces: RolledDie[], totals: RollTotals): string {
  const onAtt = hitsOnAttackers(s, totals);
  const railgun = onAtt.railgun === undefined ? "" : "0) Railgun Arrays (L12): " + plural(onAtt.railgun, "hit", "hits") + " on " + s.attacker + "'s ships before the dice (" + s.defender + " has fresh defending ships). ";
  return (
    s.attacker + " battles " + s.defender + " in system " + system + ". Rolled: " + facesText(faces) + ". " + railgun +
    "1) Self hits: " + totals.self + ". " +
    "2) Intercept: " + interceptText(s, totals, onAtt.intercept) + ". " +
    "3) Ship hits: " + totals.hit + ". " +
    "4) Building hits: " + totals.building + ". " +
    "5) Keys: " + totals.key + "."
  );
}

function targetText(t: DefenderTarget): string {
  return t.state + " " + t.piece;
}

/** An assignment for the panel: "your ships: fresh; ship hits: fresh ship, damaged ship; building hits: -". */
export function assignmentText(a: HitAssignment): string {
  const list = (xs: string[]) => (xs.length === 0 ? "-" : xs.join(", "));
  return (
    "your ships: " + list(a.onAttackers.map((t) => t + " ship")) +
    "; ship hits: " + list(a.shipHits.map((t) => targetText(t))) +
    "; building hits: " + list(a.buildingHits.map((t) => targetText(t)))
  );
}

function countWords(items: string[]): string {
  const seen: string[] = [];
  const parts: string[] = [];
  for (const x of items) {
    if (seen.indexOf(x) >= 0) continue;
    seen.push(x);
    const n = items.filter((y) => y === x).length;
    parts.push(n + " " + x + (n === 1 ? "" : "s"));
  }
  return parts.length === 0 ? "none" : parts.join(", ");
}

export function hitsText(o: BattleOutcome, report: HitReport): string {
  const trophies: string[] = [];
  const d = o.destroyed;
  const taken = d.defendingShips + d.defendingCities + d.defendingStarports;
  if (taken > 0) trophies.push(o.attacker + " takes " + plural(taken, o.defender + " piece", o.defender + " pieces") + " as Trophies");
  if (d.attackingShips > 0) trophies.push(o.defender + " takes " + plural(d.attackingShips, o.attacker + " ship", o.attacker + " ships") + " as Trophies");
  return (
    "Hits dealt. Damaged: " + countWords(report.damaged) + ". Destroyed: " + countWords(report.destroyed) + "." +
    (trophies.length > 0 ? " " + trophies.join("; ") + "." : "") +
    (o.lostHits > 0 ? " " + plural(o.lostHits, "hit", "hits") + " found no target." : "")
  );
}

export function cityText(attacker: Colour, defender: Colour, type: ResourceType, r: CityOutcome): string {
  const lost: string[] = [];
  if (r.discardedResources.length > 0) lost.push(plural(r.discardedResources.length, resourceName(type) + " resource", resourceName(type) + " resources"));
  for (const c of r.discardedCards) lost.push(courtCardName(c));
  let text =
    attacker + " destroyed a " + resourceName(type) + " city of " + defender + " and Provokes Outrage (" + resourceName(type) + "): discards " +
    (lost.length === 0 ? "nothing" : lost.join(", ")) + ".";
  if (r.ransacked === undefined) text += " No Court card holds " + defender + "'s agents: nothing to ransack.";
  else {
    const agents: string[] = [];
    let total = 0;
    for (const c of COLOURS) {
      const n = r.trophies[c];
      if (n !== undefined && n > 0) {
        agents.push(plural(n, c + " agent", c + " agents"));
        total += n;
      }
    }
    const become = total === 1 ? " becomes a Trophy" : " become Trophies";
    text += " Ransacks the Court: secures " + courtCardName(r.ransacked) + (agents.length > 0 ? "; " + agents.join(", ") + become : "") + ".";
    if (r.prompt !== undefined) text += " When Secured: " + attacker + " " + r.prompt + ".";
  }
  return text;
}
