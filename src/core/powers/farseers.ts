/**
 * Farseers (BC17): "When you declare an ambition, look at a Rival's hand. You may swap 1 card with
 * them." (seed 003 card reference). Two steps of the `farseersSwap` command, each with the Guild
 * cards as the table read them: without `take`/`give` the declarer chooses the Rival whose hand they
 * look at (once per declaration: one Rival); with them, they swap one card of that Rival's hand for
 * one of their own (once). Only on their turn, in the round they declared. The table shows the hand
 * to the declarer alone. The events name no card (hidden information); the log export shows the two
 * cards to the two players only (game/seatView.ts).
 */
import type { Colour } from "../data/vocabulary";
import { courtCardName } from "../data/court";
import { cardName, logEvent } from "../game/util";
import type { FarseersSwapCommand, GameState } from "../game/types";
import { heldWith } from "./courtPowers";
import { findByColour } from "../util/byId";

const FARSEERS = "BC17";

/** The card among these Guild cards with Farseers' power (BC17 or its campaign copy), if any. */
export function farseersAmong(guildCards: readonly string[]): string | undefined {
  if (!Array.isArray(guildCards)) return undefined;
  return heldWith(guildCards, (p) => p.swapsOnDeclare === true);
}

/**
 * Why `player` may not look at `rival`'s hand for Farseers now (undefined: they may). Asked by the
 * table before it shows any hand, and again by the swap itself.
 */
export function farseersRefusal(s: GameState, player: Colour, rival: Colour, guildCards: readonly string[]): string | undefined {
  const name = courtCardName(FARSEERS);
  if (farseersAmong(guildCards) === undefined) return `${player} does not hold ${name}: only its owner may look at a Rival's hand`;
  const r = s.round;
  if (s.phase !== "play" || r === undefined) return `${name} is used when you declare an ambition, during a chapter`;
  if (r.order[r.turn] !== player) return `it is ${r.order[r.turn]}'s turn: ${name} is used when you declare`;
  if (r.declaredBy !== player) return `${name}: ${player} has not declared an ambition this round`;
  if (r.farseersUsed === true) return `${name}: ${player} already swapped their 1 card for this declaration`;
  if (rival === player || s.seats.indexOf(rival) < 0) return `${name}: choose a Rival at the table, not ${String(rival)}`;
  return undefined;
}

/** The look (no cards named) or the swap; refused with the reason, the state untouched. */
export function farseersSwap(s: GameState, c: FarseersSwapCommand): string | undefined {
  const no = farseersRefusal(s, c.player, c.rival, c.guildCards);
  if (no !== undefined) return no;
  const name = courtCardName(FARSEERS);
  const r = s.round as NonNullable<GameState["round"]>;
  // The state is a shallow copy of the one before (engine.ts): whole fields are replaced, never changed in place.
  if (c.take === undefined && c.give === undefined) {
    if (r.farseersLook !== undefined && r.farseersLook !== c.rival) return `${name}: ${c.player} looks at one Rival's hand, and chose ${r.farseersLook}'s`;
    s.round = { ...r, farseersLook: c.rival };
    logEvent(s, "cardAction", c.player, `${c.player} looks at ${c.rival}'s hand (${name}) and may swap 1 card with them`);
    return undefined;
  }
  if (r.farseersLook !== c.rival) return `${name}: look at ${c.rival}'s hand first`;
  const me = findByColour(s.players, c.player);
  const them = findByColour(s.players, c.rival);
  if (me === undefined || them === undefined) return `${name}: ${c.rival} is not playing`;
  if (typeof c.take !== "string" || them.hand.indexOf(c.take) < 0) return `${name}: take a card from ${c.rival}'s hand`;
  if (typeof c.give !== "string" || me.hand.indexOf(c.give) < 0) return `${name}: give ${c.rival} a card from your own hand`;
  const mine = me.hand.filter((id) => id !== c.give).concat([c.take]);
  const theirs = them.hand.filter((id) => id !== c.take).concat([c.give]);
  s.players = s.players.map((p) => (p.colour === c.player ? { ...p, hand: mine } : p.colour === c.rival ? { ...p, hand: theirs } : p));
  s.round = { ...r, farseersUsed: true };
  logEvent(s, "cardAction", c.player, `${c.player} swaps 1 card with ${c.rival} (${name})`);
  return undefined;
}

/** The private words for the two players of a swap (never announced): what changed hands. */
export function farseersSwapText(c: { player: Colour; rival: Colour; take?: string; give?: string }, to: Colour, name = "Farseers"): string {
  const take = cardName(c.take === undefined ? "" : c.take);
  const give = cardName(c.give === undefined ? "" : c.give);
  if (to === c.player) return `${name}: you took ${take} from ${c.rival}'s hand and gave them ${give}.`;
  return `${name}: ${c.player} took ${take} from your hand and gave you ${give}.`;
}
