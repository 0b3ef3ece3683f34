/**
 * Who may do what: every button and UI callback asks here before acting.
 */
import type { Colour } from "../../core/data/vocabulary";
import { asColour } from "./table";
import { CLOCKWISE } from "./clockwise";


/** The host's colour, if the host is at the table. */
export function hostColour(): string | undefined {
  for (const p of Player.getPlayers()) if (p.host === true) return p.color;
  return undefined;
}

export function isHost(colour: string): boolean {
  const p = Player[colour as PlayerColor];
  return p !== undefined && p.host === true;
}

/** The seated Arcs colours, clockwise. */
export function seatedColours(): Colour[] {
  const out: Colour[] = [];
  for (const c of CLOCKWISE) {
    const p = Player[c];
    if (p !== undefined && p.seated === true) out.push(c);
  }
  return out;
}

/** A colour that plays in this game, or undefined (spectators, other seats). */
export function playingColour(colour: string, inGame: readonly Colour[]): Colour | undefined {
  const c = asColour(colour);
  if (c === undefined) return undefined;
  return inGame.indexOf(c) >= 0 ? c : undefined;
}
