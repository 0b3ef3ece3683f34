/**
 * Everything the scripts say to players goes through here, so the rule is kept in one place:
 * public messages carry only public facts; a hand card's identity is only ever told to its holder.
 */
const PUBLIC_TINT = { r: 0.85, g: 0.9, b: 1 };
const PRIVATE_TINT = { r: 1, g: 0.8, b: 0.35 };
const PROBLEM_TINT = { r: 1, g: 0.45, b: 0.4 };

/** A public fact, shown to everyone. */
export function announce(text: string): void {
  broadcastToAll(text, PUBLIC_TINT);
}

/** A private note to one seat (e.g. why their card came back). */
export function tell(colour: string, text: string): void {
  printToColor(text, colour as PlayerColor, PRIVATE_TINT);
}

/** A refusal, told privately to the player who tried. */
export function refuseTo(colour: string, text: string): void {
  printToColor(text, colour as PlayerColor, PROBLEM_TINT);
}
