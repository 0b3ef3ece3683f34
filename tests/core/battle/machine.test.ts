/**
 * The battle as a step machine in the game state (rulebook pp.14-16 + FAQ "Destroying a City"): each
 * step is a logged `battle` command; the machine says which step may follow which.
 */
import { defaultHitAssignment } from "../../../src/core/battle/battle";
import { stepBattle } from "../../../src/core/battle/machine";
import type { BattleState } from "../../../src/core/battle/machine";
import { apply } from "../../../src/core/rules";
import { gameStateProblems } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import { gameInPlay, run } from "../../../tools/bench/courtScoringHandlers";
import { dice, example, exampleTable, faces, mikahsChoice } from "./rulebookExample";

function must<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

const thrown = { kind: "roll" as const, system: "2.1", defender: "Blue" as const, dice, snapshot: example };

describe("the battle machine (pp.14-16)", () => {
  test("pp.15-16 example, step by step: thrown, read, hits, the destroyed city's Ransack, a 2-key raid, over", () => {
    let b: BattleState = must(stepBattle(undefined, "Red", thrown));
    expect(b.step).toBe("rolling");
    b = must(stepBattle(b, "Red", { kind: "read", faces }));
    expect(b.step).toBe("hits");
    expect(b.totals).toEqual({ self: 1, intercept: 1, hit: 1, building: 1, key: 2 });
    b = must(stepBattle(b, "Red", { kind: "hits", assignment: mikahsChoice, court: exampleTable() }));
    expect(b.step).toBe("city");
    expect(b.last.kind === "hits" && b.last.outcome.destroyed.defendingCities).toBe(1);
    const afterHits = b.last.kind === "hits" ? b.last.table : exampleTable();
    b = must(stepBattle(b, "Red", { kind: "ransack", court: afterHits }));
    expect(b.step).toBe("raid");
    expect(b.keysLeft).toBe(2);
    expect(b.last.kind === "city" && b.last.city.ransacked).toBe("BC17");
    const afterCity = b.last.kind === "city" ? b.last.city.table : afterHits;
    b = must(stepBattle(b, "Red", { kind: "steal", pick: { kind: "resource", slot: 1 }, court: afterCity }));
    expect(b.step).toBe("raid");
    expect(b.keysLeft).toBe(1);
    const afterSteal = b.last.kind === "steal" ? b.last.raid.table : afterCity;
    b = must(stepBattle(b, "Red", { kind: "steal", pick: { kind: "resource", slot: 2 }, court: afterSteal }));
    expect(b.step).toBe("over");
    expect(b.last.kind === "steal" && b.last.raid.stolenResources).toEqual(["weapon"]);
  });

  test("each step allows only what may follow it, in the game's words", () => {
    expect(stepBattle(undefined, "Red", { kind: "read", faces })).toEqual({ ok: false, reason: expect.stringContaining("no battle is under way") });
    const rolling = must(stepBattle(undefined, "Red", thrown));
    expect(stepBattle(rolling, "Red", { kind: "end" })).toEqual({ ok: false, reason: "the dice are still rolling" });
    expect(stepBattle(rolling, "Red", thrown)).toEqual({ ok: false, reason: "the dice are still rolling" });
    expect(stepBattle(rolling, "Blue", { kind: "read", faces })).toEqual({ ok: false, reason: "only Red, the attacker, operates this battle" });
    const hits = must(stepBattle(rolling, "Red", { kind: "read", faces }));
    expect(stepBattle(hits, "Red", { kind: "end" })).toEqual({ ok: false, reason: expect.stringContaining("assign this roll's hits first") });
    // The edges are lookups: a name an Object has in Node (or any unknown kind) is no edge of any step.
    for (const kind of ["constructor", "toString", "hasOwnProperty", "steal-all"]) {
      const odd = { kind } as unknown as Parameters<typeof stepBattle>[2];
      expect(stepBattle(undefined, "Red", odd)).toEqual({ ok: false, reason: expect.stringContaining("no battle is under way") });
      expect(stepBattle(rolling, "Red", odd)).toEqual({ ok: false, reason: "the dice are still rolling" });
      expect(stepBattle(hits, "Red", odd)).toEqual({ ok: false, reason: expect.stringContaining("assign this roll's hits first") });
    }
  });

  test("p.14: dice the battle system does not allow are refused when thrown; an unreadable roll is refused and can be rolled again", () => {
    expect(stepBattle(undefined, "Red", { ...thrown, dice: { skirmish: 0, assault: 5, raid: 0 } }).ok).toBe(false);
    const rolling = must(stepBattle(undefined, "Red", thrown));
    const r = stepBattle(rolling, "Red", { kind: "read", faces: faces.slice(0, 2) });
    expect(r.ok).toBe(false);
    const again = must(stepBattle(rolling, "Red", { kind: "rollAgain", reason: "the dice did not come to rest" }));
    expect(again.step).toBe("over");
    // A new battle may start once the last is over.
    expect(must(stepBattle(again, "Red", thrown)).step).toBe("rolling");
  });

  test("p.16: without keys left after the hits (or no attacking ship), the battle is over after the cities", () => {
    const rolling = must(stepBattle(undefined, "Red", { ...thrown, dice: { skirmish: 0, assault: 2, raid: 0 } }));
    const hits = must(stepBattle(rolling, "Red", { kind: "read", faces: faces.slice(0, 2) }));
    const assignment = defaultHitAssignment(example, hits.totals!);
    const after = must(stepBattle(hits, "Red", { kind: "hits", assignment, court: exampleTable() }));
    expect(hits.totals!.key).toBe(0);
    expect(after.step).toBe("over");
  });
});

describe("the battle command in the game (its steps are logged and replayed)", () => {
  function redToBattle(): GameState {
    const s = gameInPlay(["Red", "Blue", "Yellow"]);
    // Red holds Aggression 2 (3 pips): Battle is an Aggression action (p.8, p.14).
    return run(s, { type: "lead", player: "Red", card: "aggression-2" });
  }

  test("p.14: only the player whose turn it is battles, and only after playing a card", () => {
    const s = gameInPlay(["Red", "Blue", "Yellow"]);
    const before: Command = { type: "battle", player: "Red", action: thrown };
    expect(apply(s, before)).toEqual({ ok: false, reason: expect.stringContaining("play your action card first") });
    const played = redToBattle();
    expect(apply(played, { type: "battle", player: "Blue", action: thrown })).toEqual({ ok: false, reason: expect.stringContaining("it is Red's turn") });
    const r = apply(played, { type: "battle", player: "Red", action: thrown });
    expect(r.ok && r.value.battle?.step).toBe("rolling");
    expect(r.ok && r.value.events.map((e) => e.kind)).toEqual(["battle"]);
  });

  test("the battle is saved with the game (validated on load) and gone once the turn has passed (at the next command)", () => {
    let s = run(redToBattle(), { type: "battle", player: "Red", action: thrown });
    expect(gameStateProblems(JSON.parse(JSON.stringify(s)))).toEqual([]);
    const broken = JSON.parse(JSON.stringify(s));
    broken.battle.step = "dancing";
    expect(gameStateProblems(broken)).toEqual([expect.stringContaining("battle.step")]);
    s = run(s, { type: "endTurn", player: "Red" });
    const next = s.round!.order[s.round!.turn];
    const nextHand = s.players.find((p) => p.colour === next)!.hand;
    s = run(s, { type: "follow", player: next, card: nextHand[0], mode: "copy" });
    expect(s.battle).toBeUndefined();
  });

  test("a refused step leaves the state as it was", () => {
    const s = run(redToBattle(), { type: "battle", player: "Red", action: thrown });
    const copy = JSON.stringify(s);
    expect(apply(s, { type: "battle", player: "Red", action: { kind: "hits", assignment: mikahsChoice, court: exampleTable() } }).ok).toBe(false);
    expect(JSON.stringify(s)).toBe(copy);
  });
});

describe("the battle machine under seeded random steps", () => {
  /** Park-Miller, so a failing seed can be replayed. */
  function rng(seed: number): () => number {
    let s = seed;
    return () => (s = (s * 48271) % 2147483647) / 2147483647;
  }
  const EDGES: { [from: string]: string[] } = {
    none: ["rolling"],
    rolling: ["hits", "over"],
    hits: ["city", "raid", "over"],
    city: ["city", "raid", "over"],
    raid: ["raid", "over"],
  };

  test("any order of any step from anyone: only the machine's edges are taken, refusals leave the battle untouched", () => {
    const reached = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const next = rng(seed);
      const pick = <T>(xs: T[]): T => xs[Math.floor(next() * xs.length)];
      let b: BattleState | undefined;
      let court = exampleTable();
      for (let i = 0; i < 30; i++) {
        const actions = [
          thrown,
          { ...thrown, dice: { skirmish: pick([0, 1, 7]), assault: pick([0, 2]), raid: pick([0, 2, 3]) } },
          { kind: "read" as const, faces: pick([faces, faces.slice(0, 2), []]) },
          { kind: "rollAgain" as const, reason: "fuzz" },
          { kind: "hits" as const, assignment: pick([mikahsChoice, { onAttackers: [], shipHits: [], buildingHits: [] }]), court },
          { kind: "ransack" as const, slot: pick([undefined, 0, 1, 5]), court },
          { kind: "steal" as const, pick: pick([{ kind: "resource" as const, slot: pick([0, 1, 2, 9]) }, { kind: "guild" as const, card: "BC21" }]), court },
          { kind: "end" as const },
        ];
        const before = JSON.stringify(b);
        const from = b === undefined || b.step === "over" ? "none" : b.step;
        const r = stepBattle(b, pick(["Red", "Red", "Red", "Blue"]), pick(actions) as never);
        expect(JSON.stringify(b)).toBe(before);
        if (!r.ok) continue;
        expect({ seed, i, from, to: r.value.step, ok: EDGES[from].includes(r.value.step) }).toMatchObject({ ok: true });
        b = r.value;
        reached.add(b.step);
        const last = b.last;
        if (last.kind === "hits") court = last.table;
        if (last.kind === "city") court = last.city.table;
        if (last.kind === "steal") court = last.raid.table;
        if (b.step === "over") court = exampleTable();
      }
    }
    // The walk really goes through the machine, not only its refusals.
    expect([...reached].sort()).toEqual(["city", "hits", "over", "raid", "rolling"]);
  });
});
