/** The game as the fold of a versioned JSON command log (docs/log-format.md). */
import { actionDeckFor } from "../../../src/core/data/actionCards";
import { courtDeck } from "../../../src/core/data/court";
import { initialState } from "../../../src/core/game/engine";
import { playRandomGame } from "../../../src/core/game/driver";
import { appendCommand, replay } from "../../../src/core/rules";
import type { GameLog } from "../../../src/core/game/types";

function shortLog(): GameLog {
  return {
    version: 1,
    commands: [
      { type: "setup", seats: ["Red", "Blue", "Yellow"], setupCard: "3SETUP01", actionDeck: actionDeckFor(3), courtDeck: courtDeck() },
      { type: "shuffleDiscard", order: ["mobilization-6", "mobilization-5"] },
      { type: "lead", player: "Red", card: "administration-4" },
      { type: "declare", player: "Red", ambition: "warlord" },
      { type: "endTurn", player: "Red" },
      // refused: administration-2 is in Red's hand, not Blue's
      { type: "follow", player: "Blue", card: "administration-2", mode: "surpass" },
      { type: "endTurn", player: "Blue" },
    ],
  };
}

describe("replay", () => {
  test("an empty log replays to the initial state", () => {
    expect(replay({ version: 1, commands: [] })).toEqual({ state: initialState(), applied: 0, refused: [] });
  });

  test("a log of another version is not replayed", () => {
    const r = replay({ version: 2, commands: shortLog().commands });
    expect(r.applied).toBe(0);
    expect(r.refused).toEqual([{ index: -1, reason: "log version 2 is not supported (expected 1)" }]);
  });

  test("a hand-written log replays; its state shows what the table should show", () => {
    // the unshuffled deck deals Red administration-2..6 + aggression-2, Blue aggression-3..6 + construction-2..3,
    // Yellow construction-4..6 + mobilization-2..4; mobilization-5 and -6 are discarded
    const log = shortLog();
    log.commands[5] = { type: "follow", player: "Blue", card: "construction-2", mode: "copy" };
    const r = replay(log);
    expect(r.refused).toEqual([]);
    expect(r.applied).toBe(7);
    expect(r.state.markers.find((m) => m.at === "warlord")?.id).toBe("marker-5-3");
    expect(r.state.round?.order[r.state.round.turn]).toBe("Yellow");
  });

  test("a refused command is reported with its index and reason and changes nothing; the replay carries on", () => {
    const log = shortLog();
    // Red does not hold construction-6 (it was dealt to Yellow)
    log.commands.splice(2, 0, { type: "lead", player: "Red", card: "construction-6" });
    const r = replay(log);
    expect(r.refused[0]).toEqual({ index: 2, reason: "Red does not hold Construction 6" });
    // Blue's follow with Red's administration-2 is refused too
    expect(r.refused[1].index).toBe(6);
    expect(r.refused[1].reason).toBe("Blue does not hold Administration 2");
    expect(r.applied).toBe(log.commands.length - 2 - 1); // Blue's endTurn is refused as well
    expect(r.refused[2]).toEqual({ index: 7, reason: "Blue must play a card before ending the turn" });
  });

  test("logs survive JSON: a random game's log, serialised and parsed, replays to the same final state", () => {
    const game = playRandomGame({ seed: 2024, playerCount: 4, mode: "leadersAndLore" });
    const parsed: GameLog = JSON.parse(JSON.stringify(game.log));
    const r = replay(parsed);
    expect(r.refused).toEqual([]);
    expect(r.applied).toBe(game.log.commands.length);
    expect(JSON.parse(JSON.stringify(r.state))).toEqual(JSON.parse(JSON.stringify(game.state)));
  });

  test("appendCommand builds a new log", () => {
    const log: GameLog = { version: 1, commands: [] };
    const next = appendCommand(log, { type: "pass", player: "Red" });
    expect(log.commands).toHaveLength(0);
    expect(next.commands).toEqual([{ type: "pass", player: "Red" }]);
  });
});
