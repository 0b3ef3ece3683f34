/**
 * The Conspirator's Conspiracies (F2303) in the ambition boxes, read for the chapter's score
 * (F2304, core/campaign/fates/conspiracies.ts). Each token's colour is in its GM notes
 * ("Conspiracy Red", objects/), never in its name or on its back, so a face-down one tells no seat.
 * The preview reads none of their colours; the confirm names the colour of those on scored
 * ambitions (a marker there), which the score reveals to all; the others stay face down, unnamed.
 * Once scored, the revealed ones go back to the Conspirator's supply (their bag).
 */
import type { Colour } from "../../core/data/vocabulary";
import type { GameState } from "../../core/game/types";
import type { ScoringSnapshot } from "../../core/game/scoringTypes";
import { objectsIn } from "../lib/pieceTags";
import { tagged } from "../lib/table";

type Conspiracy = { ambition: string; colour?: Colour; obj: TTSObject };

function inBoxes(s: GameState, reveal: boolean): Conspiracy[] {
  const out: Conspiracy[] = [];
  for (const box of tagged("ambition-box")) {
    const ambition = box.getGMNotes();
    const scored = reveal && s.markers.some((m) => m.at === ambition);
    for (const obj of objectsIn(box)) {
      const n = obj.getGMNotes();
      if (n.indexOf("Conspiracy ") === 0) out.push(scored ? { ambition, colour: n.slice(11) as Colour, obj } : { ambition, obj });
    }
  }
  return out;
}

/** `snap` with the Conspiracies read while a Conspirator plays (`reveal`: the confirm's read). */
export function withConspiracies(s: GameState, snap: ScoringSnapshot, reveal: boolean): ScoringSnapshot {
  if (s.campaign === undefined || !s.campaign.players.some((p) => p.fate === "FATE23")) return snap;
  return { ...snap, conspiracies: inBoxes(s, reveal).map((c) => (c.colour === undefined ? { ambition: c.ambition } : { ambition: c.ambition, colour: c.colour })) };
}

/** After a score that revealed Conspiracies: those on scored ambitions back in the Conspirator's bag. */
export function returnRevealed(before: GameState, snap: ScoringSnapshot): void {
  const bag = tagged("fate-token-supply").filter((b) => b.getGMNotes() === "f23-conspiracy")[0];
  if (snap.conspiracies === undefined || bag === undefined) return;
  for (const c of inBoxes(before, true)) if (c.colour !== undefined) bag.putObject(c.obj);
}
