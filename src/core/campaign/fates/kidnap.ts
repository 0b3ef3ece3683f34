/**
 * F817 Plot to Kidnap, When Secured (seed 003): "Search the action discard pile, draw the Faithful
 * action card of highest number, then shuffle it. Discard Plot to Kidnap." Its answer (court/
 * whenSecured.ts, kind "plotToKidnap") carries the pile's order after the shuffle (`discardOrder`,
 * top first: the table shuffles, BR p.4 as the deal). Checked here on the core's pile (game state
 * `discard`): the order holds exactly the pile's cards less its highest Faithful card (none there,
 * nothing is drawn, the pile is still shuffled); accepted, that card joins the securer's hand,
 * never named (the pile is face down; campaign/seatView.ts hides the order from the other seats).
 */
import type { GameState } from "../../game/types";
import type { CourtCommand } from "../../game/commands";
import { logEvent, without } from "../../game/util";
import { waitingWhenSecured } from "../../court/machine";
import { isPermutation } from "../../court/row";
import { faithfulNumber } from "./faithful";

/** The Faithful card of highest number in `pile`, if it holds one. */
export function kidnapped(pile: readonly string[]): string | undefined {
  let top: string | undefined;
  for (const id of pile) if (faithfulNumber(id) > faithfulNumber(top)) top = id;
  return top;
}

/** A `court` command `run`, with Plot to Kidnap's draw and shuffle checked before and made after. */
export function plotToKidnap(s: GameState, c: CourtCommand, run: () => string | undefined): string | undefined {
  const a = c.action;
  const w = waitingWhenSecured(s.secure);
  if (!(typeof a === "object" && a.kind === "answer" && w && w.colour === c.player && w.card === "F817")) return run();
  const id = kidnapped(s.discard);
  const rest = id === undefined ? s.discard : without(s.discard, id);
  const order = a.answer.discardOrder;
  if (!Array.isArray(order) || !isPermutation(order, rest)) return `Plot to Kidnap: shuffle the action discard pile's ${rest.length} cards`;
  const r = run();
  if (r === undefined) {
    // Whole fields replaced (a Court step shares them with the state before, engine.ts).
    s.discard = order.slice();
    if (id !== undefined) s.players = s.players.map((p) => (p.colour === c.player ? { ...p, hand: p.hand.concat([id]) } : p));
    logEvent(s, "secured", c.player, `Plot to Kidnap: ${c.player} ${id === undefined ? "finds no" : "draws the highest"} Faithful card in the action discard pile and shuffles it`);
  }
  return r;
}
