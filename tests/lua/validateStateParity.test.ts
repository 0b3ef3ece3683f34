/**
 * Parity: the saved-state validator runs in TTS (Global's onLoad), so the Lua build must report the
 * same problems as Node for valid, damaged and foreign states, and the same seat views.
 */
import { playRandomGame } from "../../src/core/game/driver";
import { gameLogProblems, gameStateProblems } from "../../src/core/game/validateState";
import { seatLog, seatView } from "../../src/core/game/seatView";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const validator = loadCoreModuleInLua("src/core/game/validateState.ts");
const views = loadCoreModuleInLua("src/core/game/seatView.ts");

const game = playRandomGame({ seed: 9, playerCount: 3, maxCommands: 40 });
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));

function damaged(f: (g: Record<string, unknown>) => void): unknown {
  const g = json(game.state) as unknown as Record<string, unknown>;
  f(g);
  return g;
}

const SAMPLES: [string, unknown][] = [
  ["a valid mid-game state", json(game.state)],
  ["no players", damaged((g) => delete g.players)],
  ["players as an object", damaged((g) => (g.players = { Red: { power: 1 } }))],
  ["an unknown phase", damaged((g) => (g.phase = "battle"))],
  ["no round during play", damaged((g) => delete g.round)],
  ["a fake hand card", damaged((g) => ((g.players as { hand: string[] }[])[0].hand[0] = "aggression-9"))],
  ["a string for a number", damaged((g) => (g.chapter = "2"))],
  ["not an object", "hello"],
];

describe("gameStateProblems in Lua", () => {
  test.each(SAMPLES)("%s", (_name, sample) => {
    expect(validator.call("gameStateProblems", sample)).toEqual(normalise(gameStateProblems(sample)));
  });

  test("gameLogProblems: a real log and a damaged one", () => {
    expect(validator.call("gameLogProblems", game.log)).toEqual([]);
    const bad = { version: 1, commands: [{ type: "pass", player: "Red" }, 7] };
    expect(validator.call("gameLogProblems", bad)).toEqual(normalise(gameLogProblems(bad)));
  });
});

describe("seat views in Lua", () => {
  test("each seat's view and log", () => {
    for (const viewer of ["Red", "Blue", "Yellow", "public"] as const) {
      if (!game.state.seats.includes(viewer as never) && viewer !== "public") continue;
      expect(views.call("seatView", game.state, viewer)).toEqual(normalise(seatView(game.state, viewer)));
      expect(views.call("seatLog", game.log.commands, viewer)).toEqual(normalise(seatLog(game.log.commands, viewer)));
    }
  });
});
