/**
 * apply() never modifies its input state (a refused command must leave the table's state untouched,
 * and the engine shares some fields between states for speed: see copyForCommand in engine.ts).
 */
import { apply } from "../../../src/core/game/engine";
import { legalCommands } from "../../../src/core/game/legal";
import { playRandomGame } from "../../../src/core/game/driver";
import { replay } from "../../../src/core/game/replay";

test("every command of several random games, and every legal alternative, leaves its input state untouched", () => {
  for (const [seed, playerCount] of [[21, 2], [22, 3], [23, 4]] as const) {
    const game = playRandomGame({ seed, playerCount });
    expect(game.problems).toEqual([]);
    let state = replay({ version: 1, commands: [] }).state;
    for (const command of game.log.commands) {
      const before = JSON.stringify(state);
      for (const alternative of legalCommands(state).slice(0, 6)) {
        apply(state, alternative);
        expect(JSON.stringify(state)).toBe(before);
      }
      const r = apply(state, command);
      expect(JSON.stringify(state)).toBe(before);
      expect(r.ok).toBe(true);
      if (r.ok) state = r.value;
    }
  }
});
