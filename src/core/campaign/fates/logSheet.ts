/**
 * The log sheet's Fate details (BR p.30 "If a Fate has you record more details, use the blank spaces
 * on the back of the log sheet"), carried by the campaign record (`ideals`, `breakingWorlds`), read
 * by the table at the Act's end, and put back by the next Act's setup:
 * - F824 "Record all Ideals on your log sheet"; F829A step 3 "Flip the Doctrine card (22) to match the
 *   Ideal with more markers on ambition boxes. On a tie, flip it to its Wisdom side." Step 4 "Place
 *   the Ideal markers back on the ambition boxes as recorded at the end of Act II."
 * - F1110 step 2 "Use your log sheet to record all pieces on your Breaking Worlds card (03)"; F1112A
 *   step 1 "Place pieces that were on your Breaking Worlds card (03) in Act II back on it." Step 2
 *   "Remind everyone that placing a Broken World token on a planet will make each player Provoke
 *   Outrage of that planet type."
 * A record without the field (an older one) leaves the step to the players.
 */
import { AMBITIONS } from "../../data/vocabulary";
import type { CampaignRecord, CampaignState } from "../types";
import type { FateSetupDone } from "./fateTypes";
import { isObj } from "../../game/stateChecks";
import { capitalise } from "../../util/ascii";

/** The problems of a record's log-sheet fields, each naming its field path. */
export function logSheetProblems(v: { [k: string]: unknown }, seats: readonly unknown[]): string[] {
  const e: string[] = [];
  const list = (k: string, each: (x: { [k: string]: unknown }, at: string) => string | undefined) => {
    const xs = v[k];
    if (xs === undefined) return;
    if (!Array.isArray(xs)) return e.push(`${k}: must be a list`);
    (xs as unknown[]).forEach((x, i) => {
      const bad = isObj(x) ? each(x, `${k}[${i}]`) : "is not an entry";
      if (bad !== undefined) e.push(`${k}[${i}]: ${bad}`);
    });
  };
  const boxes: string[] = [];
  // The 5 Ideal markers, one per box at most (F820A step 1, F823).
  list("ideals", (x) => {
    if (AMBITIONS.indexOf(x.at as never) < 0) return `${String(x.at)} is not an ambition box`;
    if (x.side !== "zeal" && x.side !== "wisdom") return "side must be zeal or wisdom";
    const at = String(x.at);
    if (boxes.indexOf(at) >= 0) return `${at} holds one Ideal marker`;
    boxes.push(at);
    return undefined;
  });
  // F1103B step 2: the broken planet's buildings, a seated player's or Free.
  list("breakingWorlds", (x) => (x.owner !== "free" && seats.indexOf(x.owner) < 0 ? `${String(x.owner)} is not seated nor Free` : x.kind !== "city" && x.kind !== "starport" ? "kind must be city or starport" : undefined));
  return e;
}

/** F829A, F1112A: what the record puts back (into `entry`, said in `said`); whether the card is then done whole. */
export function logSheetSetup(c: CampaignState, card: string, rec: CampaignRecord, entry: FateSetupDone, said: string[]): boolean {
  if (card === "F1112A") said.push("reminds everyone: a Broken World token makes each player Provoke Outrage of its planet's type");
  const pieces = card === "F1112A" ? rec.breakingWorlds : undefined;
  if (pieces !== undefined) {
    entry.breakingWorlds = pieces.slice();
    said.push(`puts the recorded pieces back on Breaking Worlds: ${pieces.length === 0 ? "none" : pieces.map((p) => `${capitalise(p.owner)} ${p.kind}`).join(", ")}`);
    return true;
  }
  const ideals = card === "F829A" ? rec.ideals : undefined;
  if (ideals === undefined) return false;
  const zeal = ideals.filter((i) => i.side === "zeal").length;
  c.doctrine = zeal > ideals.length - zeal ? "zeal" : "wisdom";
  entry.ideals = ideals.slice();
  said.push(`turns the Doctrine to ${capitalise(c.doctrine)} (${zeal} Zeal, ${ideals.length - zeal} Wisdom) and puts the recorded Ideal markers back: ${ideals.length === 0 ? "none" : ideals.map((i) => `${capitalise(i.at)} ${capitalise(i.side)}`).join(", ")}`);
  return true;
}
