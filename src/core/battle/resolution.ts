/**
 * The public resolution of a roll in the rulebook's order (p.14), with what the players' Lore
 * changes named where it acts: Railgun Arrays' hit (L12), Mirror Plating's added intercept (L04),
 * Signal Breaker's ignored one (L06). Only public facts: pieces, dice and Lore cards in play.
 */
import type { BattleSnapshot, RollTotals, RolledDie } from "./battle";
import { hitsOnAttackers, interceptsIgnored } from "./hits";
import { FACES_BY_DIE } from "../data/dice";
import { ownerName } from "../data/vocabulary";

/** "1 hit", "2 hits". */
export function plural(n: number, one: string, many: string): string {
  return n + " " + (n === 1 ? one : many);
}


export function facesText(faces: RolledDie[]): string {
  const n = faces.length;
  if (n === 0) return "no dice";
  // An index loop and concatenation: a map with a closure and a join cost the Lua VMs per die.
  let text = "";
  for (let i = 0; i < n; i++) {
    const f = faces[i];
    // dieFace's answer: a known die type, a face index that is a number (1..6).
    const ofDie = FACES_BY_DIE[f.die];
    const face = ofDie === undefined || typeof f.face !== "number" ? undefined : ofDie[f.face - 1];
    const label = face && face.label;
    // Nested to the right: one concatenation per die (see resolutionText).
    text += (i === 0 ? "" : "; ") + (f.die + (" " + (label === undefined ? "?" : label)));
  }
  return text;
}

/**
 * The intercept line: what was rolled, what the defender's Mirror Plating (L04) added, what the
 * attacker's Signal Breaker (L06) ignored, and the hits that follow (hitsOnAttackers decides).
 */
function interceptText(s: BattleSnapshot, totals: RollTotals, hits: number): string {
  const added = s.addedIntercepts === undefined ? 0 : s.addedIntercepts;
  if (totals.intercept === 0 && added === 0) return "none rolled";
  // Concatenated, not a list joined: one less table and call per read in the Lua VMs.
  let source = totals.intercept === 0 ? "none rolled" : totals.intercept + " rolled";
  if (added > 0) source += ", " + added + " added by " + s.defender + "'s Mirror Plating (L04)";
  if (totals.intercept + added - interceptsIgnored(s) <= 0) return source + ", ignored (" + s.attacker + "'s Signal Breaker (L06)): no hits";
  // Nested to the right (see resolutionText).
  return source + (": " + (plural(hits, "hit", "hits") + (" on " + (s.attacker + ("'s ships (" + (plural(s.defendingShips.fresh, "fresh defending ship", "fresh defending ships") + ", once)"))))));
}

/** The roll resolved in the rulebook's order (p.14): self hits, intercept, ship hits, building hits, keys. */
export function resolutionText(s: BattleSnapshot, system: string, faces: RolledDie[], totals: RollTotals): string {
  const onAtt = hitsOnAttackers(s, totals);
  const railgun = onAtt.railgun === undefined ? "" : "0) Railgun Arrays (L12): " + plural(onAtt.railgun, "hit", "hits") + " on " + s.attacker + "'s ships before the dice (" + s.defender + " has fresh defending ships). ";
  // Nested to the right: in the Lua VMs `a + (b + (c + d))` is one concatenation of all its parts,
  // `a + b + c + d` a new, longer string at every `+` (some twenty here, on every dice read).
  return (
    s.attacker + (" battles " + (ownerName(s.defender) + (" in system " + (system +
    (". Rolled: " + (facesText(faces) + (". " + (railgun +
    ("1) Self hits: " + (totals.self +
    (". 2) Intercept: " + (interceptText(s, totals, onAtt.intercept) +
    (". 3) Ship hits: " + (totals.hit +
    (". 4) Building hits: " + (totals.building +
    (". 5) Keys: " + (totals.key + "."))))))))))))))))))
  );
}

