/**
 * What the turn bar says, from the state alone (issue 16 item 3): chapter, round, the lead card
 * (its number shown as 0 once an ambition is declared on it), whose turn, who is next, and whether
 * the initiative was seized. The lead card is face up by the rules; nothing face down is named.
 */
import { awaiting } from "../../core/game/legal";
import type { Awaiting } from "../../core/game/legal";
import type { GameState } from "../../core/game/types";
import { cardName } from "../../core/game/util";
import { actionsLeftText } from "../../core/game/actions";

/** `known`: awaiting(s), when the caller has asked already. */
export function turnBarText(s: GameState | undefined, known?: Awaiting): string {
  if (s === undefined) return "Arcs: waiting for the host to set up";
  const a = known === undefined ? awaiting(s) : known;
  if (s.phase === "gameOver") return a.text;
  const chapter = `Chapter ${s.chapter}`;
  const r = s.round;
  if (s.phase !== "play" || r === undefined) return `${chapter}. ${a.text}`;
  const parts = [`${chapter} · Round ${r.number}`];
  const lead = r.plays.find((p) => p.mode === "lead");
  if (lead === undefined) parts.push("no lead yet");
  else parts.push(`Lead: ${cardName(lead.card)}${r.declared ? ` (declared: now ${r.leadNumber})` : ""}`);
  parts.push(a.text);
  // Once the card is played: the actions it and the Prelude give, less those taken (D15).
  if (r.played && a.player !== undefined) parts.push(actionsLeftText(s, a.player));
  const next = r.turn + 1 < r.order.length ? r.order[r.turn + 1] : undefined;
  parts.push(next === undefined ? "last to play this round" : `next: ${next}`);
  if (r.seizedBy !== undefined) parts.push(`initiative seized by ${r.seizedBy}`);
  return parts.join(" · ");
}
