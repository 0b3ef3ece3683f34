/**
 * Battle: the words players read (public resolution, hit lists). Only public facts: pieces, dice,
 * face-up Court cards and resources; never an action card.
 */
import type { BattleOutcome, DefenderTarget, DiceCollection, HitAssignment } from "../../core/battle/battle";
import type { CityOutcome } from "../../core/battle/flow";
import { courtCardName } from "../../core/data/court";
import { DIE_TYPES } from "../../core/data/dice";
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

export { facesText, resolutionText } from "../../core/battle/resolution";

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
