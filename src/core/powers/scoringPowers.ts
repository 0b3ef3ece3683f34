/**
 * Court card powers that act after scoring (rulebook p.19 step 2; seed 003 card reference): the
 * Cartels' "After scoring, Rivals discard all Material / Fuel." (BC03, BC06, their reprints F307/F308
 * and the Fate-set F309-F311). The scoring snapshot may list each player's Guild cards by id (`cards`,
 * as the table reads them); the core then adds the cleanup line and lists each Rival's type in the
 * report's `discards`, which the table returns from their boards to the supply (scoring/cleanup.ts).
 */
import type { Colour, ResourceType } from "../data/vocabulary";
import type { ScoringSnapshot } from "../game/types";
import { capitalise } from "../game/util";
import { courtPower, powerCardName } from "./courtPowers";

/** Why the snapshot's card lists cannot be read, or undefined. */
export function scoringCardsRefusal(snap: ScoringSnapshot): string | undefined {
  for (const p of snap.players) {
    if (p.cards !== undefined && (!Array.isArray(p.cards) || p.cards.some((c) => typeof c !== "string"))) return `${p.colour}'s Guild cards must be listed by id`;
  }
  return undefined;
}

/** The cleanup lines the holders' cards add after scoring, in seat order of the snapshot; each Rival's discard pushed on `discards`. */
export function afterScoringInstructions(snap: ScoringSnapshot, discards: { player: Colour; type: ResourceType }[] = []): string[] {
  const out: string[] = [];
  for (const p of snap.players) {
    if (p.cards === undefined) continue;
    for (const id of p.cards) {
      const power = courtPower(id);
      const t = power && power.rivalsDiscardAfterScoring;
      if (t === undefined) continue;
      out.push(`${p.colour}'s Rivals discard all ${capitalise(t)}${t === "weapon" || t === "relic" ? "s" : ""} (${powerCardName(id)})`);
      for (const q of snap.players) if (q.colour !== p.colour) discards.push({ player: q.colour, type: t });
    }
  }
  return out;
}
