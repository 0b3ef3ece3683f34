/**
 * Advisory rules (docs/playing.md "Rules: enforced, advisory, stopped"): a move the rules refused,
 * which the players chose to keep, is logged as an `override` holding the refused command and the
 * reason. The rules cannot work out a move they forbid, so the state does not take it: the override
 * is a public note in the log (an event), the state is otherwise unchanged, and a replay of the log
 * applies it the same way, so it gives the table's state exactly. The refused command itself is only
 * checked for its shape (it may hold a face-down card: the event names its type, never its card).
 */
import type { GameState, OverrideCommand } from "./types";

export function override(s: GameState, c: OverrideCommand): string | undefined {
  const inner = c.command as unknown;
  if (typeof inner !== "object" || inner === undefined || typeof (inner as { type?: unknown }).type !== "string") {
    return "an override must hold the refused command";
  }
  if ((inner as { type: string }).type === "override") return "an override cannot hold another override";
  if (typeof c.reason !== "string" || c.reason === "") return "an override must say why the rules refused the move";
  const who = (inner as { player?: unknown }).player;
  if (who !== undefined && who !== c.player) return "an override is made by the player whose move was refused";
  s.events.push({
    kind: "overridden",
    player: c.player,
    // The reason may name a hand card: it stays with the player (the table told it privately).
    text: `${c.player} goes on with a move the rules refused (${c.command.type}; advisory rules: the players' override is logged)`,
  });
  return undefined;
}
