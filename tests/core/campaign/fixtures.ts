/** Shared campaign test set-up: Act I started and its starting placements made (BR pp.4-6). */
import { apply, initialState } from "../../../src/core/game/engine";
import type { Command, GameState } from "../../../src/core/game/types";
import { openStartPlanets } from "../../../src/core/campaign/actOneSetup";
import { actionCard } from "../../../src/core/data/actionCards";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { Result } from "../../../src/core/result";

/** startCampaign with default dice (Imperial clusters 1-2, Free cities on hex planets), then both placement passes on the first open planets. */
export function startCampaign(command: Record<string, unknown>): GameState {
  const r = apply(initialState(), { numberDie: 1, eventDiePlanet: "hex", ...command } as unknown as Command);
  if (!r.ok) throw new Error(`startCampaign refused: ${r.reason}`);
  let s = r.value;
  while (s.campaign?.stage === "setup" && s.campaign.setup !== undefined) {
    const setup = s.campaign.setup;
    const player = setup.order[setup.placements.length];
    const p = apply(s, { type: "placeStart", player, system: openStartPlanets(s)[0], building: "city" } as Command);
    if (!p.ok) throw new Error(`placeStart refused: ${p.reason}`);
    s = p.value;
  }
  return s;
}

/**
 * `player` leads an Aggression card (p.8: it gives the battle and secure actions the action count
 * asks for), swapped into their hand from whoever holds one so every card stays accounted for.
 */
export function leadAggression(s: GameState, player: Colour): Result<GameState> {
  const isAggression = (id: string) => actionCard(id)?.suit === "aggression";
  const holder = s.players.filter((p) => p.hand.some(isAggression))[0];
  const card = holder.hand.filter(isAggression)[0];
  let staged = s;
  if (holder.colour !== player) {
    const given = (s.players.filter((p) => p.colour === player)[0]).hand[0];
    staged = {
      ...s,
      players: s.players.map((p) =>
        p.colour === player ? { ...p, hand: [card].concat(p.hand.slice(1)) } : p.colour === holder.colour ? { ...p, hand: p.hand.map((id) => (id === card ? given : id)) } : p,
      ),
    };
  }
  return apply(staged, { type: "lead", player, card } as Command);
}

