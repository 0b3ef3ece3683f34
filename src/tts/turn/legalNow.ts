/**
 * The core's legal commands for the current game state, computed once per state: after a command
 * the turn bar and the declare buttons both ask, and the answer is the same. States are never
 * changed in place (the core's apply returns a new one), so the state object is the key — and a
 * battle, Court or campaign step shares every field the legal plays read with the state before, so its legal
 * commands are the last ones (session/sameGame.ts).
 */
import { legalCommands } from "../../core/game/legal";
import type { Command, GameState } from "../../core/game/types";
import { sameBaseGame } from "../session/sameGame";

let forState: GameState | undefined;
let commands: Command[] = [];

/** legalCommands(s), shared: callers only read the list. */
export function legalNow(s: GameState): readonly Command[] {
  if (forState === undefined || !sameBaseGame(s, forState)) commands = legalCommands(s);
  forState = s;
  return commands;
}
