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
  // Built by concatenation, the lead found by an index loop: this runs after every command, and in
  // the Lua VMs a closure, a parts list and its join each cost calls.
  let lead: string | undefined;
  const plays = r.plays;
  for (let i = 0; i < plays.length; i++) {
    if (plays[i].mode === "lead") {
      lead = plays[i].card;
      break;
    }
  }
  let text = `${chapter} · Round ${r.number} · `;
  if (lead === undefined) text += "no lead yet";
  else text += `Lead: ${cardName(lead)}${r.declared ? ` (declared: now ${r.leadNumber})` : ""}`;
  text += ` · ${a.text}`;
  // Once the card is played: the actions it and the Prelude give, less those taken (D15).
  if (r.played && a.player !== undefined) text += ` · ${actionsLeftText(s, a.player)}`;
  const next = r.turn + 1 < r.order.length ? r.order[r.turn + 1] : undefined;
  text += next === undefined ? " · last to play this round" : ` · next: ${next}`;
  if (r.seizedBy !== undefined) text += ` · initiative seized by ${r.seizedBy}`;
  return text;
}
