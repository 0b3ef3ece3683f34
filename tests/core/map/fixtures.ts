/** Shared set-up for the map's actions: a 3-player game (3SETUP03, clusters 5 and 6 out of play) and compact maps. */
import type { Colour, Owner, SystemId } from "../../../src/core/data/vocabulary";
import type { Command, GameState } from "../../../src/core/game/types";
import type { MapAction } from "../../../src/core/map/actionTypes";
import type { MapPieceKind, MapSnapshot } from "../../../src/core/map/snapshot";
import { run, startGame } from "../game/helpers";

export const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
export const HANDS = [
  ["administration-4", "aggression-3", "construction-3", "mobilization-2", "administration-2", "aggression-2"],
  ["aggression-4", "construction-5", "mobilization-3", "administration-5", "construction-2", "mobilization-6"],
  ["construction-4", "construction-6", "mobilization-4", "administration-3", "aggression-5", "aggression-6"],
];

/** Red has led `card` (3SETUP03: clusters 5 and 6 out of play, their path markers join gates 4 and 1). */
export function redLeads(card: string, edit?: (s: GameState) => GameState): GameState {
  let s = startGame({ seats: SEATS, hands: HANDS, setupCard: "3SETUP03" });
  if (edit !== undefined) s = edit(s);
  return run(s, { type: "lead", player: "Red", card });
}

/** The state with `colour`'s Leader or Lore set (a Leaders & Lore draft's outcome). */
export function withPowers(colour: Colour, powers: { leader?: string; lore?: string[] }): (s: GameState) => GameState {
  return (s) => ({ ...s, players: s.players.map((p) => (p.colour === colour ? { ...p, ...powers, lore: powers.lore ?? p.lore } : p)) });
}

/** `{ "3.3": { Red: { ship: [2, 0], starport: [1, 0] } } }`: fresh and damaged counts by system, owner and kind. */
export type MapSpec = { [system: string]: { [owner: string]: { [kind: string]: [number, number] } } };

export function mapOf(spec: MapSpec): MapSnapshot {
  const systems = Object.keys(spec).map((system) => ({
    system: system as SystemId,
    pieces: Object.keys(spec[system]).flatMap((owner) =>
      Object.keys(spec[system][owner]).map((kind) => ({ owner: owner as Owner, kind: kind as MapPieceKind, fresh: spec[system][owner][kind][0], damaged: spec[system][owner][kind][1] }))),
  }));
  return { systems };
}

export function mapAction(player: Colour, action: MapAction, map: MapSnapshot, join = false): Command {
  const c = { type: "mapAction", player, action, map } as Command;
  return join ? ({ ...c, join: true } as Command) : c;
}

export function move(from: SystemId, to: SystemId, fresh: number, damaged = 0): MapAction {
  return { kind: "move", from, groups: [{ to, ships: { fresh, damaged } }] };
}

export function catapult(from: SystemId, groups: [SystemId, number][]): MapAction {
  return { kind: "move", from, groups: groups.map(([to, fresh]) => ({ to, ships: { fresh, damaged: 0 } })) };
}
