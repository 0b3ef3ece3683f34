/**
 * Slipstream Drive on the table (BR p.25, AID10A: "Prelude: Once per turn, you may Catapult move
 * either your Flagship alone or other ships from your Flagship"): a new move from the system of the
 * mover's Flagship, while the Prelude is open and no Slipstream move was taken this turn, is sent as
 * the Slipstream move (no action spent) when the core takes it so; else it is read as any move.
 * The map sent carries the Flagship board (its Upgrade) and, for a Catapult, the gates it may pass.
 */
import type { Colour, SystemId } from "../../core/data/vocabulary";
import type { GameState } from "../../core/game/types";
import type { Command } from "../../core/game/types";
import type { MoveAction } from "../../core/map/actionTypes";
import type { MapSnapshot } from "../../core/map/snapshot";
import { SLIPSTREAM_KEY } from "../../core/map/mapAction";
import { isPlainMove } from "../../core/map/move";
import { countIn } from "../../core/map/pieces";
import { apply } from "../../core/rules";
import { hasUpgrade } from "../../core/campaign/battleRules";
import { withCatapultGates, withFlagshipBoard } from "./read";

/** May `player` still take a Slipstream move this turn (the Prelude open, none taken)? */
function slipstreamLeft(s: GameState, player: Colour): boolean {
  const t = s.actions;
  if (t === undefined || t.player !== player) return true;
  return !t.preludeOver && !(t.mapActs ?? []).some((k) => k.slice(0, SLIPSTREAM_KEY.length) === SLIPSTREAM_KEY);
}

/**
 * The Slipstream move of `action` (a new move; `read`: the map before it) when the core takes it,
 * else undefined. Only in a campaign, from the system of the mover's fresh Flagship, with the
 * Upgrade on its board.
 */
export function slipstreamMove(s: GameState, player: Colour, action: MoveAction, read: MapSnapshot, except: TTSObject): Command | undefined {
  if (s.campaign === undefined || countIn(read, action.from, player, "flagship", "fresh") === 0 || !slipstreamLeft(s, player)) return undefined;
  const boarded = withFlagshipBoard(read, player);
  const board = boarded.flagships && boarded.flagships[0];
  if (board === undefined || !hasUpgrade(board, "Slipstream Drive")) return undefined;
  const slip: MoveAction = { ...action, slipstream: true };
  const map = isPlainMove(slip, s.outOfPlayClusters) ? boarded : withCatapultGates(s, boarded, player, action.from, except, [], [], withImperial(action), true);
  const command: Command = { type: "mapAction", player, action: slip, map };
  return apply(s, command).ok ? command : undefined;
}

/** Imperial ships move with it (BR p.10: what stops a Catapult may depend on it). */
export function withImperial(a: MoveAction): boolean {
  return a.groups.some((g) => g.imperial !== undefined && g.imperial.fresh + g.imperial.damaged > 0);
}

/** A move's action with its Sprinter Drives steps, Slipstream and Breaking Gates (F2203) marks, when it has them. */
export function moveOf(from: string, groups: MoveAction["groups"], sprint: MoveAction["sprint"], slipstream: boolean, breaking?: boolean): MoveAction {
  const a: MoveAction = { kind: "move", from: from as SystemId, groups };
  if (sprint !== undefined) a.sprint = sprint;
  if (slipstream) a.slipstream = true;
  if (breaking === true) a.breaking = true;
  return a;
}
