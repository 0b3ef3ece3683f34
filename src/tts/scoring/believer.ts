/**
 * The Believer's pieces the scoring reads (core: campaign/fates/believerObjectives.ts), while a
 * Believer plays:
 * - the Ideal markers (Fate-set tokens, GM notes `Ideal`) in the ambition boxes: one ambition per
 *   marker (F820B "an ambition that has an Ideal marker");
 * - the Faithful stack (F801A step 2): the Faithful cards lying in the Believer's play area, loose or
 *   as a deck; its top card is the highest number there, since the stack is built 1 (bottom) to 9
 *   (top) and Spreading the Faith takes its top card (F803); none there is an empty stack (F801B).
 */
import type { GameState, ScoringSnapshot } from "../../core/game/types";
import { FAITHFUL_CARDS, faithfulNumber } from "../../core/campaign/fates/faithful";
import type { Colour } from "../../core/data/vocabulary";
import { colourZone, objectsIn } from "../lib/pieceTags";
import { tagged } from "../lib/table";

/** The highest Faithful number lying in `colour`'s play area (0: none): the stack's top card. */
export function faithfulTopIn(colour: Colour): number {
  let top = 0;
  for (const o of objectsIn(colourZone("play-area", colour))) {
    const inside = o.type === "Deck" ? (o.getObjects() as ContainedObjectInfo[]).map((c) => c.gm_notes) : [o.getGMNotes()];
    for (const id of inside) if (faithfulNumber(id) > top) top = faithfulNumber(id);
  }
  return top;
}

export function withBelieverReads(s: GameState, snap: ScoringSnapshot): ScoringSnapshot {
  const b = s.campaign === undefined ? undefined : s.campaign.players.filter((p) => p.fate === "FATE08")[0];
  if (b === undefined) return snap;
  const ideals: string[] = [];
  for (const box of tagged("ambition-box")) for (const o of objectsIn(box)) if (o.getGMNotes() === "Ideal") ideals.push(box.getGMNotes());
  const top = faithfulTopIn(b.colour);
  return { ...snap, ideals, faithfulTop: top === 0 ? "" : FAITHFUL_CARDS[top - 1] };
}
