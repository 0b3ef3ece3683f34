/**
 * The Believer's objectives the core counts after a chapter's scoring (fates/objectives.ts calls
 * them; texts: seed 003):
 * - F801B (Act I) "Each time you win an ambition, advance 1 for each action pip on the top card of
 *   the Faithful action card stack. If the stack is empty, advance 10 instead.": the stack as the
 *   table read it (`ScoringSnapshot.faithfulTop`, "" when empty). The Faithful cards' pips are not
 *   printed in the rules sources (a data gap, never invented): with a card on top (or no stack read)
 *   the win is told, to be advanced by hand.
 * - F820B (Act II) "Each time you win an ambition that has an Ideal marker, advance 1 for each Power
 *   you gain from it", bonus city Power included (the card's example): the Ideal markers the table
 *   read in the ambition boxes (`ScoringSnapshot.ideals`, one entry per marker; none read, none counted:
 *   the table reads them whenever a Believer plays, scoring/believer.ts).
 * "Win" is an untied first place (BR p.8; base p.18), as objectiveReads.ts counts it.
 */
import type { GameState } from "../../game/types";
import type { ScoringSnapshot } from "../../game/scoringTypes";
import type { CampaignPlayer } from "../types";
import { winsOf } from "./objectiveReads";

type Line = { card: string; what: string; by: number } | string;

export function believerLines(s: GameState, act: string, p: CampaignPlayer, snap: ScoringSnapshot): Line[] {
  const out: Line[] = [];
  const ideals = Array.isArray(snap.ideals) ? snap.ideals : [];
  if (p.fate === "FATE08") for (const w of winsOf(s, p.colour)) {
    if (act === "I") out.push(snap.faithfulTop === "" ? { card: "F801B", what: `${w.ambition} won, the Faithful stack empty`, by: 10 } : `${p.colour}'s objective (F801B): ${w.ambition} won: advance 1 per pip of the Faithful stack's top card by hand (pips not printed)`);
    if (act === "II" && ideals.indexOf(w.ambition) >= 0) out.push({ card: "F820B", what: `${w.ambition} won with an Ideal (${w.power} Power)`, by: w.power });
  }
  return out;
}
