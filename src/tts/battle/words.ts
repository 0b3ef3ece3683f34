/**
 * Battle: the words players read (public resolution, hit lists). Only public facts: pieces, dice,
 * face-up Court cards and resources; never an action card.
 */
import type { AttackerTarget, BattleOutcome, DefenderTarget, DiceCollection, HitAssignment, ImperialTarget } from "../../core/battle/battle";
import type { CityOutcome } from "../../core/battle/flow";
import { cityName } from "../../core/battle/flow";
import { plural } from "../../core/battle/resolution";
import type { CityTypes } from "../../core/battle/battle";
import { outrageTypesOf } from "../../core/battle/types";
import { loreName } from "../../core/data/lore";
import { courtCardName } from "../../core/data/court";
import { DIE_TYPES } from "../../core/data/dice";
import type { BattleRules, PartTarget } from "../../core/battle/rules";
import type { Colour, Owner } from "../../core/data/vocabulary";
import { COLOURS, ownerName } from "../../core/data/vocabulary";
import { resourceName } from "../../core/court/types";
import { capitalise } from "../../core/util/ascii";
import type { HitReport } from "./hits";

export function diceText(d: DiceCollection): string {
  const parts: string[] = [];
  for (const t of DIE_TYPES) if (d[t] > 0) parts.push(plural(d[t], t + " die", t + " dice"));
  return parts.length === 0 ? "no dice" : parts.join(", ");
}

export { facesText, resolutionText } from "../../core/battle/resolution";

/** A Flagship part hit: "Armor 3", "Upgrade 1" (its slot from the left, BR p.22). */
function partText(t: PartTarget): string {
  return "Flagship " + (t.part === "armor" ? "Armor " : "Upgrade ") + (t.slot + 1);
}

function targetText(t: DefenderTarget): string {
  if (t.piece === "part") return t.part === undefined ? t.state + " Flagship part" : t.state + " " + partText(t.part);
  return t.state + " " + (t.imperial === true ? "Imperial ship" : t.piece);
}

/** A hit on the attacker's side: "fresh ship", "damaged Imperial ship", "Flagship Armor 3". */
function attackerTargetText(t: AttackerTarget): string {
  if (t === "fresh" || t === "damaged") return t + " ship";
  const imperial = (t as ImperialTarget).imperial;
  if (imperial !== undefined) return imperial + " Imperial ship";
  return partText(t as PartTarget);
}

/** An assignment for the panel: "your ships: fresh ship; ship hits: fresh ship, damaged ship; building hits: -". */
export function assignmentText(a: HitAssignment): string {
  const list = (xs: string[]) => (xs.length === 0 ? "-" : xs.join(", "));
  return (
    "your ships: " + list(a.onAttackers.map((t) => attackerTargetText(t))) +
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

/** The defender's pieces in the game's words ("Blue piece", "piece of the Free States"). */
function ownerPieces(owner: Owner, n: number): string {
  if (owner === "empire" || owner === "free" || owner === "blight") return plural(n, "piece", "pieces") + " of " + ownerName(owner);
  return plural(n, owner + " piece", owner + " pieces");
}

export function hitsText(o: BattleOutcome, report: HitReport, rules?: BattleRules): string {
  const trophies: string[] = [];
  const d = o.destroyed;
  const taken = d.defendingShips + d.defendingCities + d.defendingStarports;
  if (taken > 0) trophies.push(o.attacker + " takes " + ownerPieces(o.defender, taken) + " as Trophies");
  // The attacker's losses: the defender's Trophies, or the First Regent's, or back to the supply (BR p.11).
  const to: Owner | "return" = rules !== undefined && rules.attackerLossesTo !== undefined ? rules.attackerLossesTo : o.defender;
  const lost = plural(d.attackingShips, o.attacker + " ship", o.attacker + " ships");
  if (d.attackingShips > 0) trophies.push(to === "return" ? lost + " go back to the supply (nobody takes them)" : to + " takes " + lost + " as Trophies");
  return (
    "Hits dealt. Damaged: " + countWords(report.damaged) + ". Destroyed: " + countWords(report.destroyed) + "." +
    (report.parts.length > 0 ? " Flagship parts hit (turn or remove them on the board): " + report.parts.join(", ") + "." : "") +
    (trophies.length > 0 ? " " + trophies.join("; ") + "." : "") +
    (o.lostHits > 0 ? " " + plural(o.lostHits, "hit", "hits") + " found no target." : "")
  );
}

export function cityText(attacker: Colour, owner: Owner, city: CityTypes, r: CityOutcome): string {
  const defender = ownerName(owner);
  const types = outrageTypesOf(city);
  const lost: string[] = [];
  for (const type of types) {
    const n = r.discardedResources.filter((d) => d === type).length;
    if (n > 0) lost.push(plural(n, resourceName(type) + " resource", resourceName(type) + " resources"));
  }
  for (const c of r.discardedCards) lost.push(courtCardName(c));
  const names = types.map((t) => resourceName(t)).join(", ");
  // A gate city (Gate Stations L11): Outrage of each of its cluster's city types, or none.
  const outrage = types.length === 0 ? " and Provokes no Outrage (no city in its cluster, " + loreName("L11") + ")" : " and Provokes Outrage (" + names + "): discards " + (lost.length === 0 ? "nothing" : lost.join(", "));
  let text = attacker + " destroyed a " + cityName(city) + " of " + defender + outrage + ".";
  const player = owner !== "empire" && owner !== "free" && owner !== "blight";
  if (r.ransacked === undefined && !player) text += " " + capitalise(defender) + " have no agents in the Court: nothing to ransack (BR p.15).";
  else if (r.ransacked === undefined) text += " No Court card holds " + defender + "'s agents: nothing to ransack.";
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
