/** Staging shared by the bench and the tests (pure: game state in, game state out). */
import { actionCard } from "../../src/core/data/actionCards";
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";

/**
 * The state with an Aggression card in `player`'s hand (it gives the battle and secure actions the
 * action count asks for, p.8), swapped in from whoever holds one so every card stays accounted for.
 */
export function withAggressionInHand(s: GameState, player: Colour): { state: GameState; card: string } {
  const isAggression = (id: string) => actionCard(id)?.suit === "aggression";
  const holder = s.players.find((p) => p.hand.some((id) => isAggression(id)));
  if (holder === undefined) throw new Error("no Aggression card in any hand");
  const card = holder.hand.find((id) => isAggression(id))!;
  if (holder.colour === player) return { state: s, card };
  const given = s.players.find((p) => p.colour === player)!.hand[0];
  const players = s.players.map((p) =>
    p.colour === player ? { ...p, hand: [card].concat(p.hand.slice(1)) } : p.colour === holder.colour ? { ...p, hand: p.hand.map((id) => (id === card ? given : id)) } : p,
  );
  return { state: { ...s, players }, card };
}
