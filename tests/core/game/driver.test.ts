/** Seeded random legal play: complete 2-, 3- and 4-player games with invariants after every command. */
import { makeRng, nextRandom, playRandomGame, randomInt, shuffled } from "../../../src/core/game/driver";
import { replay } from "../../../src/core/rules";
import { checkInvariants } from "../../../src/core/game/invariants";
import { apply } from "../../../src/core/rules";
import { legalCommands } from "../../../src/core/game/legal";
import type { Command, GameMode } from "../../../src/core/game/types";

describe("PRNG", () => {
  test("Park-Miller minimal standard with a = 48271: known sequence from seed 1", () => {
    const rng = makeRng(1);
    // 48271, 48271^2 mod (2^31 - 1), ...
    expect([nextRandom(rng), nextRandom(rng), nextRandom(rng)]).toEqual([48271, 182605794, 1291394886]);
  });

  test("randomInt stays in range and shuffles are permutations", () => {
    const rng = makeRng(42);
    for (let i = 0; i < 1000; i++) {
      const v = randomInt(rng, 7);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(7);
    }
    const items = ["a", "b", "c", "d", "e"];
    expect(shuffled(rng, items).sort()).toEqual(items);
  });
});

describe("random legal games", () => {
  const cases: { players: number; mode: GameMode }[] = [
    { players: 2, mode: "standard" },
    { players: 3, mode: "standard" },
    { players: 4, mode: "standard" },
    { players: 2, mode: "leadersAndLore" },
    { players: 3, mode: "leadersAndLore" },
    { players: 4, mode: "leadersAndLore" },
  ];

  test.each(cases)("$players players, $mode: 50 complete games keep every invariant", ({ players, mode }) => {
    const stats = { declares: 0, seizes: 0, passes: 0, mulligans: 0, endedByPower: 0, endedAfter5: 0 };
    for (let seed = 1; seed <= 50; seed++) {
      // every offered command is also tried in the first games of each case
      const r = playRandomGame({ seed: seed * 7919 + players, playerCount: players, mode, checkAllLegal: seed <= 5 });
      expect(r.problems).toEqual([]);
      expect(r.state.phase).toBe("gameOver");
      expect(r.state.winner).toBeDefined();
      for (const c of r.log.commands) {
        if (c.type === "declare") stats.declares++;
        if (c.type === "seize") stats.seizes++;
        if (c.type === "pass") stats.passes++;
        if (c.type === "mulligan") stats.mulligans++;
      }
      if (r.state.chapter < 5) stats.endedByPower++;
      else stats.endedAfter5++;
      if (seed <= 3) {
        // the log replays to the same final state
        const rep = replay(r.log);
        expect(rep.refused).toEqual([]);
        expect(rep.state).toEqual(r.state);
      }
    }
    // the driver really exercises the interesting commands and both ways a game ends
    expect(stats.declares).toBeGreaterThan(0);
    expect(stats.seizes).toBeGreaterThan(0);
    expect(stats.passes).toBeGreaterThan(0);
    if (players === 2) expect(stats.mulligans).toBeGreaterThan(0);
    expect(stats.endedByPower + stats.endedAfter5).toBe(50);
    expect(stats.endedAfter5).toBeGreaterThan(0);
  });

  test("the same seed plays the same game", () => {
    expect(playRandomGame({ seed: 99, playerCount: 4 })).toEqual(playRandomGame({ seed: 99, playerCount: 4 }));
    expect(playRandomGame({ seed: 99, playerCount: 4 }).log).not.toEqual(playRandomGame({ seed: 100, playerCount: 4 }).log);
  });

  test("commands that are not offered are refused and leave the state untouched", () => {
    const r = playRandomGame({ seed: 5, playerCount: 3 });
    let s = replay({ version: 1, commands: r.log.commands.slice(0, 40) }).state;
    let probes = 0;
    for (let i = 40; i < r.log.commands.length && s.phase !== "gameOver"; i++) {
      const legal = legalCommands(s);
      if (s.phase === "play") {
        for (const colour of s.seats) {
          for (const type of ["lead", "pass", "endTurn"] as const) {
            const c: Command = type === "lead" ? { type, player: colour, card: "administration-2" } : { type, player: colour };
            const offered = legal.some((l) => JSON.stringify(l) === JSON.stringify(c));
            const before = JSON.stringify(s);
            const res = apply(s, c);
            expect(JSON.stringify(s)).toBe(before);
            if (!offered) {
              expect(res.ok).toBe(false);
              probes++;
            }
          }
        }
      }
      const next = apply(s, r.log.commands[i]);
      expect(next.ok).toBe(true);
      if (next.ok) s = next.value;
    }
    expect(probes).toBeGreaterThan(100);
  });
});

describe("invariant checks catch broken states", () => {
  const mid = () => {
    const r = playRandomGame({ seed: 8, playerCount: 3 });
    return replay({ version: 1, commands: r.log.commands.slice(0, 12) }).state;
  };

  test("a lost or duplicated action card breaks conservation", () => {
    const s = mid();
    expect(checkInvariants(s)).toEqual([]);
    const lost = JSON.parse(JSON.stringify(s));
    lost.players[0].hand.pop();
    expect(checkInvariants(lost)).toContain("action cards not conserved: 19 found, 20 expected");
    const dup = JSON.parse(JSON.stringify(s));
    dup.players[1].hand[0] = dup.players[0].hand[0];
    expect(checkInvariants(dup)[0]).toMatch(/^action cards not conserved/);
  });

  test("a seizer without the marker, or a fourth placed marker, is reported", () => {
    const s = mid();
    const bad = JSON.parse(JSON.stringify(s));
    bad.initiative = "Purple";
    expect(checkInvariants(bad)).toContain("the initiative holder Purple is not seated");
    const four = JSON.parse(JSON.stringify(s));
    four.markers.push({ id: "extra", flipped: false, at: "tycoon" });
    expect(checkInvariants(four)).toContain("4 ambition markers instead of 3");
  });
});
