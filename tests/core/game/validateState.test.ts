/**
 * A restored game state is validated before it is trusted (issue "Safe in TTS's own Lua", item 2):
 * every damage the issue names is reported with its field path and value, valid states pass, and a
 * seeded fuzz of damaged states never throws.
 */
import { playRandomGame, makeRng, randomInt } from "../../../src/core/game/driver";
import { replay } from "../../../src/core/rules";
import { initialState } from "../../../src/core/game/engine";
import { gameStateProblems } from "../../../src/core/rules";
import { playRandomCampaign } from "../../../src/core/campaign/driver";
import type { Command, GameState } from "../../../src/core/game/types";

function statesOf(seed: number, players: number): GameState[] {
  const game = playRandomGame({ seed, playerCount: players, mode: seed % 2 === 0 ? "standard" : "leadersAndLore" });
  const out: GameState[] = [];
  const commands: Command[] = [];
  for (const c of game.log.commands) {
    commands.push(c);
    if (commands.length % 7 === 0) out.push(replay({ version: 1, commands }).state!);
  }
  out.push(game.state);
  return out;
}

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));

describe("valid states pass", () => {
  test("the initial state and every 7th state of random 2-4 player games (both modes) have no problems", () => {
    expect(gameStateProblems(initialState())).toEqual([]);
    for (const [seed, n] of [[1, 2], [2, 3], [3, 4], [4, 4]]) {
      for (const s of statesOf(seed, n)) expect(gameStateProblems(json(s))).toEqual([]);
    }
  });
});

describe("the damage the issue names is reported with path and value", () => {
  const midGame = (): GameState => json(statesOf(3, 4).find((s) => s.phase === "play" && s.round !== undefined)!);

  test("a game without players or markers", () => {
    const s = midGame() as Partial<GameState>;
    delete s.players;
    delete s.markers;
    const problems = gameStateProblems(s);
    expect(problems).toContain("players: expected a list (got nothing)");
    expect(problems).toContain("markers: expected a list (got nothing)");
  });

  test("players held as an object", () => {
    const s = midGame() as unknown as { players: unknown };
    s.players = { Red: { power: 3 } };
    expect(gameStateProblems(s)).toContain("players: expected a list (got an object)");
  });

  test("a phase that does not exist", () => {
    const s = midGame() as unknown as { phase: unknown };
    s.phase = "battle";
    expect(gameStateProblems(s)).toContainEqual(expect.stringMatching(/^phase: expected one of setup, .* \(got "battle"\)$/));
  });

  test("no round during play", () => {
    const s = midGame();
    delete s.round;
    expect(gameStateProblems(s)).toContain("round: expected the round in progress (got nothing)");
  });

  test("a hand card that is not a real card, and a turn out of range", () => {
    const s = midGame();
    s.players[1].hand[0] = "aggression-9";
    s.round!.turn = 17;
    const problems = gameStateProblems(s);
    expect(problems).toContain('players[1].hand[0]: expected an action card of this game (got "aggression-9")');
    expect(problems).toContainEqual(expect.stringMatching(/^round\.turn: expected an integer 0\.\.\d \(got 17\)$/));
  });

  test("a card in two places fails the engine's cross-checks", () => {
    const s = midGame();
    s.players[0].hand.push(s.players[1].hand[0]);
    expect(gameStateProblems(s).join("\n")).toMatch(/game: action cards not conserved/);
  });

  test("non-finite and absurd numbers", () => {
    const s = midGame() as unknown as { chapter: unknown; roundCount: unknown };
    s.chapter = 1 / 0;
    s.roundCount = -3;
    const problems = gameStateProblems(s);
    expect(problems).toContain("chapter: expected an integer 1..5 (got a non-finite number)");
    expect(problems).toContain("roundCount: expected an integer 0..1000000 (got -3)");
  });

  test("not an object at all", () => {
    expect(gameStateProblems("hello")).toEqual(['game: expected the game state object (got "hello")']);
    expect(gameStateProblems([])).toEqual(["game: expected the game state object (got a list of 0)"]);
  });
});

describe("fuzz: damaged states are reported, never thrown on", () => {
  const count = Number(process.env.ARCS_FUZZ_SCALE ?? "1") * 300;
  test(`${count} random damages of valid states`, () => {
    const rng = makeRng(77);
    const base = statesOf(5, 3).concat(statesOf(6, 2));
    const junk: unknown[] = [undefined, "x", -1, 2.5, 1e300, true, [], {}, [1, 2], { a: 1 }, "Red", 0];
    let reported = 0;
    for (let i = 0; i < count; i++) {
      const s = json(base[randomInt(rng, base.length)]) as unknown as Record<string, unknown>;
      // Walk to a random field and replace or delete it.
      let node: Record<string, unknown> = s;
      for (let depth = 0; depth < 3; depth++) {
        const keys = Object.keys(node);
        const key = keys[randomInt(rng, keys.length)];
        const next = node[key];
        if (depth < 2 && typeof next === "object" && next !== null && Object.keys(next).length > 0 && randomInt(rng, 2) === 0) {
          node = next as Record<string, unknown>;
          continue;
        }
        const replacement = junk[randomInt(rng, junk.length)];
        if (replacement === undefined) delete node[key];
        else node[key] = replacement;
        break;
      }
      let problems: string[] = [];
      expect(() => (problems = gameStateProblems(s))).not.toThrow();
      for (const p of problems) expect(p).toMatch(/^[\w.[\]]+: .+ \(got .+\)$|^game: /);
      if (problems.length > 0) reported++;
    }
    // Most damages matter (a few replace a value with an equal or harmless one, e.g. events).
    expect(reported).toBeGreaterThan(count / 2);
  });
});

describe("a campaign state (rule modules widen what a valid state may hold)", () => {
  const campaign = playRandomCampaign(3, 3);
  test("BR p.9, p.12: states of a random campaign (Events in hand, campaign Court, negative Power, Intermission) are valid", () => {
    expect(campaign.problems).toEqual([]);
    for (let n = 5; n < campaign.commands.length; n += 61) {
      const s = replay({ version: 1, commands: campaign.commands.slice(0, n) }).state;
      expect({ n, problems: gameStateProblems(json(s)) }).toEqual({ n, problems: [] });
    }
  });

  test("the base game still refuses negative Power and a campaign card in hand", () => {
    const s = json(statesOf(3, 4).find((x) => x.phase === "play")!);
    s.players[0].power = -2;
    expect(gameStateProblems(s)).toContainEqual(expect.stringMatching(/^players\[0\]\.power: expected an integer 0\.\.1000 \(got -2\)$/));
  });

  test("a campaign's own invariants are checked too (the Imperial Council leftmost)", () => {
    const s = json(replay({ version: 1, commands: campaign.commands.slice(0, 400) }).state);
    expect(gameStateProblems(s)).toEqual([]);
    s.court.row.reverse();
    expect(gameStateProblems(s)).toContain("game: the Imperial Council must be the leftmost Court card");
  });
});
