/**
 * Court card powers that act after scoring (rulebook p.19 step 2; seed 003 card reference): the
 * Cartels' "After scoring, Rivals discard all Material / Fuel." The scoring snapshot may list each
 * player's Guild cards by id (`cards`, as the table reads them); the core then adds the cleanup line.
 */
import type { ScoringSnapshot } from "../game/types";
import { courtCardName } from "../data/court";
import { capitalise } from "../game/util";
import { baseCardOf, courtPower } from "./courtPowers";

/** Why the snapshot's card lists cannot be read, or undefined. */
export function scoringCardsRefusal(snap: ScoringSnapshot): string | undefined {
  for (const p of snap.players) {
    if (p.cards !== undefined && (!Array.isArray(p.cards) || p.cards.some((c) => typeof c !== "string"))) return `${p.colour}'s Guild cards must be listed by id`;
  }
  return undefined;
}

/** The cleanup lines the holders' cards add after scoring, in seat order of the snapshot. */
export function afterScoringInstructions(snap: ScoringSnapshot): string[] {
  const out: string[] = [];
  for (const p of snap.players) {
    if (p.cards === undefined) continue;
    for (const id of p.cards) {
      const power = courtPower(id);
      if (power !== undefined && power.rivalsDiscardAfterScoring !== undefined) {
        out.push(`${p.colour}'s Rivals discard all ${capitalise(power.rivalsDiscardAfterScoring)} (${courtCardName(baseCardOf(id))})`);
      }
    }
  }
  return out;
}
