/**
 * Advisory rules (docs/playing.md "Rules: enforced, advisory, stopped"; docs/rules-decisions.md
 * "Advisory rules"). The host switches with a `rules` command, so the mode is game state and in the
 * log. Under advisory rules a move the rules refused, which the players chose to keep, is logged as
 * an `override` holding the refused command and the reason. It is accepted only under advisory
 * rules and only for a command the rules refuse now, for the recorded reason; then the state takes
 * the move's effect without the check that refused it where that effect is defined
 * (overrideEffects.ts: card plays, declare, seize, an action counted, a secure, ending the turn past
 * a waiting When Secured). Where it is not, the override is a public note and the state is
 * unchanged. Pure: a replay of the log applies it the same way, so it gives the table's state.
 */
import type { Result } from "../result";
import { ok, refuse } from "../result";
import type { Command, GameState, OverrideCommand, RulesCommand } from "./types";
import { overrideEffect } from "./overrideEffects";
import { logEvent } from "./util";

/** The override's own shape, before anything is tried. */
function shapeRefusal(c: OverrideCommand): string | undefined {
  const inner = c.command as unknown;
  if (typeof inner !== "object" || inner === undefined || typeof (inner as { type?: unknown }).type !== "string") {
    return "an override must hold the refused command";
  }
  const type = (inner as { type: string }).type;
  if (type === "override") return "an override cannot hold another override";
  if (type === "rules") return "the rules mode is the host's to switch, not an override";
  if (typeof c.reason !== "string" || c.reason === "") return "an override must say why the rules refused the move";
  const who = (inner as { player?: unknown }).player;
  if (who !== undefined && who !== c.player) return "an override is made by the player whose move was refused";
  return undefined;
}

/**
 * An override under `state`. `attempt` applies a command under the game's rules (the refusal must
 * be real and the same); `working` is the state's working copy for the override (engine.ts).
 */
export function applyOverride(state: GameState, c: OverrideCommand, attempt: (inner: Command) => Result<GameState>, working: () => GameState): Result<GameState> {
  const shape = shapeRefusal(c);
  if (shape !== undefined) return refuse(shape);
  if (state.rules !== "advisory") return refuse("overrides are for advisory rules only (the host: !arcs rules advisory)");
  const tried = attempt(c.command);
  if (tried.ok) return refuse(`the rules accept this ${c.command.type}: play it, it needs no override`);
  if (tried.reason !== c.reason) return refuse(`the rules refuse this ${c.command.type} for another reason now: ${tried.reason}`);
  const s = working();
  const notTaken = overrideEffect(s, c.command);
  // The reason may name a hand card: it stays with the player (the table told it privately), and
  // so does the card of a move the state could not take.
  const head = `${c.player} goes on with a move the rules refused (${c.command.type}; advisory rules: the players' override is logged`;
  const text = notTaken === undefined ? `${head}, and the game follows it)` : `${head}; the game cannot follow it: ${notTaken}; put the table back or play on by hand)`;
  s.events.unshift({ kind: "overridden", player: c.player, text });
  return ok(s);
}

/** The host switches the rules for this game (a `rules` command: logged, so a replay knows the mode). */
export function switchRules(state: GameState, c: RulesCommand): Result<GameState> {
  if (c.mode !== "enforced" && c.mode !== "advisory") return refuse(`${typeof c.mode === "string" ? c.mode : "that"} is not a rules mode: enforced or advisory`);
  const now = state.rules === "advisory" ? "advisory" : "enforced";
  if (now === c.mode) return refuse(`the rules are ${now} already`);
  const s: GameState = { ...state, events: [] };
  if (c.mode === "advisory") s.rules = "advisory";
  else s.rules = undefined;
  const what = c.mode === "advisory" ? "a refused move may stand as the players' override" : "a move the rules refuse is undone";
  // The table announces the switch in its own words (src/tts/rules/rules.ts).
  logEvent(s, "rules", undefined, `the rules are now ${c.mode}: ${what}`, true);
  return ok(s);
}
