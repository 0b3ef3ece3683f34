/**
 * The campaign part of a restored state is validated like the base game's (issue 30 item 1): its
 * shape before any campaign invariant (a `campaign` that is a string, or has no players, threw), every
 * campaign field checked (stage, event phase, placements, Intermission, booklet, Trust, titles, the
 * results kept for the table), cross-checked against the game (seats, phase), and a seeded fuzz of
 * damaged campaign states never throws and reports nearly every damage with its field path.
 */
import { playRandomCampaign } from "../../../src/core/campaign/driver";
import { makeRng, randomInt } from "../../../src/core/game/driver";
import { apply, initialState } from "../../../src/core/rules";
import { gameStateProblems } from "../../../src/core/rules";
import type { GameState } from "../../../src/core/game/types";
import { BATTLE_SCENARIOS } from "./battleScenarios";

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/** Every state of a random campaign (Act I start to Act III), in order. */
function statesOf(seed: number, players: number): GameState[] {
  const run = playRandomCampaign(seed, players);
  const out: GameState[] = [];
  let s = initialState();
  for (const c of run.commands) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
    out.push(s);
  }
  return out;
}

const STATES = statesOf(3, 3).concat(statesOf(5, 2), statesOf(6, 4));
const find = (f: (s: GameState) => boolean): GameState => json(STATES.find(f)!);
const inAct = () => find((s) => s.campaign?.stage === "act" && s.phase === "play" && s.chapter === 2);

test("every state of three random campaigns (2, 3 and 4 players, Acts I-III) has no problem", () => {
  for (const s of STATES) if (s.campaign !== undefined) expect(gameStateProblems(json(s))).toEqual([]);
});

describe("the damage issue 30 names is reported, never thrown on", () => {
  test("a campaign that is a string (the campaign invariants ran on it and threw)", () => {
    const s = inAct() as unknown as { campaign: unknown };
    s.campaign = "Act I";
    let problems: string[] = [];
    expect(() => (problems = gameStateProblems(s))).not.toThrow();
    expect(problems).toEqual(['campaign: expected the campaign record of this game (got "Act I")']);
  });

  test("a campaign without its players", () => {
    const s = inAct();
    delete (s.campaign as Partial<NonNullable<GameState["campaign"]>>).players;
    let problems: string[] = [];
    expect(() => (problems = gameStateProblems(s))).not.toThrow();
    expect(problems).toContain("campaign.players: expected a list (got nothing)");
  });

  test("a stage that does not exist", () => {
    const s = inAct() as unknown as { campaign: { stage: unknown } };
    s.campaign.stage = "interlude";
    expect(gameStateProblems(s)).toContain('campaign.stage: expected one of setup, act, intermission, over (got "interlude")');
  });

  test("BR p.13: an event phase for a colour not at the table", () => {
    const s = find((x) => x.campaign?.eventPhase !== undefined);
    s.campaign!.eventPhase!.player = "Green" as never;
    expect(gameStateProblems(s)).toContainEqual(expect.stringMatching(/^campaign\.eventPhase\.player: expected one of .* \(got "Green"\)$/));
  });
});

describe("every campaign field and its agreement with the game", () => {
  test("Fates, letters, titles, Favors, the First Regent (BR pp.6, 10, 16)", () => {
    const s = inAct();
    const c = s.campaign!;
    c.players[0].fate = "FATE99";
    c.players[1].title = "rebel" as never;
    c.players[1].favors = ["Green" as never];
    const problems = gameStateProblems(s);
    expect(problems).toContain('campaign.players[0].fate: expected one of FATE01, FATE02, FATE03, FATE04, FATE05, FATE06, FATE07, FATE08, FATE09, FATE10, FATE11, FATE12, FATE13, FATE14, FATE15, FATE16, FATE17, FATE18, FATE19, FATE20, FATE21, FATE22, FATE23, FATE24 (got "FATE99")');
    expect(problems).toContain('campaign.players[1].title: expected one of regent, outlaw (got "rebel")');
    expect(problems).toContain('campaign.players[1].favors[0]: expected a seated colour (got "Green")');
    const t = inAct();
    t.campaign!.players.forEach((p) => (p.title = "outlaw"));
    expect(gameStateProblems(t)).toContainEqual(expect.stringMatching(/^campaign\.firstRegent: expected a Regent \(BR p\.10\)/));
    const u = inAct();
    u.campaign!.players[1].letter = u.campaign!.players[1].letter === "A" ? "B" : "A";
    expect(gameStateProblems(u)).toContainEqual(expect.stringMatching(/^campaign\.players\[1\]\.letter: expected FATE\d\d's letter/));
  });

  test("the players in seat order, and the stage agreeing with the phase", () => {
    const s = inAct();
    s.campaign!.players.reverse();
    expect(gameStateProblems(s)).toContainEqual(expect.stringMatching(/^campaign\.players\[0\]\.colour: expected the seat's colour/));
    const t = inAct();
    t.campaign!.stage = "intermission";
    expect(gameStateProblems(t)).toContainEqual(expect.stringMatching(/^campaign\.stage: expected the Intermission just when the game's phase is \(phase play\)/));
    const u = find((x) => x.campaign?.stage === "intermission");
    u.campaign!.intermissionStep = "G";
    expect(gameStateProblems(u)).toContain('campaign.intermissionStep: expected one of A, B, C, D, E, F, done (got "G")');
  });

  test("BR p.6: the placement passes (order, who placed, what)", () => {
    const s = find((x) => x.campaign?.stage === "setup" && x.campaign.setup!.placements.length === 1);
    const setup = s.campaign!.setup!;
    setup.placements[0].player = setup.order[1];
    setup.placements[0].building = "castle" as never;
    setup.imperialShips[0] = "9.9";
    const problems = gameStateProblems(s);
    expect(problems).toContainEqual(expect.stringMatching(/^campaign\.setup\.placements\[0\]\.player: expected \w+, due in the placement order/));
    expect(problems).toContain('campaign.setup.placements[0].building: expected one of city, starport (got "castle")');
    expect(problems).toContain('campaign.setup.imperialShips[0]: expected a system of the map (got "9.9")');
    const done = find((x) => x.campaign?.stage === "setup" && x.campaign.setup!.placements.length === 1);
    done.campaign!.setup!.order = [];
    expect(gameStateProblems(done).length).toBeGreaterThan(0);
  });

  test("the Imperial Trust, the booklet, the Policy, the Council, the last Crises kept for the table", () => {
    const s = find((x) => x.campaign?.lastCrises !== undefined && x.campaign.stage === "act");
    const c = s.campaign! as unknown as Record<string, unknown>;
    c.trust = ["gold"];
    c.policy = "chaos";
    c.council = "asleep";
    (c.lastCrises as Record<string, unknown>).dice = "hex";
    const problems = gameStateProblems(s);
    expect(problems).toContain('campaign.trust[0]: expected a resource type (got "gold")');
    expect(problems).toContain('campaign.policy: expected one of peace, escalation, war (got "chaos")');
    expect(problems).toContain('campaign.council: expected one of inSession, decided (got "asleep")');
    expect(problems).toContain('campaign.lastCrises.dice: expected the places the dice rolled (got "hex")');
  });

  test("the Court Crises' moves kept for the table (Mass Uprising's and Terror Strike's wrecks, Imperial Defectors' ships) and Use Imperial Foundries' replacements (seed 003 F717, F620, F710, F703)", () => {
    const s = find((x) => x.campaign?.lastCrises !== undefined && x.campaign.stage === "act");
    const last = s.campaign!.lastCrises as unknown as Record<string, unknown>;
    last.wrecks = [{ system: "5.1", owner: "Purple", kind: "ship", before: { fresh: 0, damaged: 2 }, after: { fresh: 0, damaged: 0 }, destroyed: -1 }];
    last.pieces = [{ colour: s.seats[0], defect: { system: "5.0", fresh: 1, damaged: "one" } }, { colour: "Purple" }, { colour: s.seats[0], defect: "5.0" }];
    const problems = gameStateProblems(s);
    expect(problems).toEqual(expect.arrayContaining([
      expect.stringMatching(/^campaign\.lastCrises\.wrecks\[0\]\.owner: expected one of .* \(got "Purple"\)$/),
      expect.stringMatching(/^campaign\.lastCrises\.wrecks\[0\]\.destroyed: /),
      expect.stringMatching(/^campaign\.lastCrises\.pieces\[0\]\.defect\.damaged: /),
      expect.stringMatching(/^campaign\.lastCrises\.pieces\[1\]\.colour: /),
      'campaign.lastCrises.pieces[2].defect: expected the Imperial ships replaced (got "5.0")',
    ]));
    // Use Imperial Foundries' replacements so far (seed 003 F703): systems of the map.
    (s.campaign as unknown as Record<string, unknown>).foundries = ["1.1", "9.9"];
    expect(gameStateProblems(s)).toContain('campaign.foundries[1]: expected a system of the map (got "9.9")');
    (s.campaign as unknown as Record<string, unknown>).foundries = ["1.1"];
    // The same moves, well formed, are no problem.
    last.wrecks = [{ system: "5.1", owner: "empire", kind: "ship", before: { fresh: 0, damaged: 2 }, after: { fresh: 0, damaged: 0 }, destroyed: 2 }];
    last.pieces = [{ colour: s.seats[0], defect: { system: "5.0", fresh: 1, damaged: 0 } }];
    expect(gameStateProblems(s)).toEqual([]);
  });

  test("an edict's chain of choices kept between presses (Captive Release, seed 003 F1805: core fates/edictChoices.ts)", () => {
    const s = inAct();
    const c = s.campaign! as unknown as Record<string, unknown>;
    c.edictStep = ["Purple"];
    c.edictPick = 3;
    let problems = gameStateProblems(s);
    expect(problems).toContain('campaign.edictStep[0]: expected a seated colour (got "Purple")');
    expect(problems).toContain("campaign.edictPick: expected a choice with who answers it (got 3)");
    c.edictStep = [];
    c.edictPick = "weapon";
    expect(gameStateProblems(s)).toContain("campaign.edictStep: expected a list (absent when none) (got a list of 0)");
    // A choice with nobody left to answer it.
    c.edictStep = undefined;
    problems = gameStateProblems(s);
    expect(problems).toContain('campaign.edictPick: expected a choice with who answers it (got "weapon")');
    // A chooser with no edict due.
    c.edictStep = [s.seats[1], s.seats[0]];
    expect(gameStateProblems(s)).toEqual(["campaign.edictStep: expected only while its edict is due (got a list of 2)"]);
    // Well formed: no problem (Mass Call for Armistice, F226: the least-Power Member, then the Founder).
    c.edictQueue = ["F226"];
    expect(gameStateProblems(s)).toEqual([]);
  });
});

describe("BR pp.11, 19, 22-24: a campaign battle's rules kept with its snapshot (Imperial ships, Tough, Flagship boards)", () => {
  /** Every state of each campaign battle scenario, step by step (a step the scenario shows refused changes nothing). */
  const battles = BATTLE_SCENARIOS.map((b) => {
    let s = b.start();
    const out: GameState[] = [];
    for (const step of b.steps) {
      const r = apply(s, step(s));
      if (!r.ok) continue;
      s = r.value;
      out.push(s);
    }
    return { name: b.name, states: out };
  });

  test("every state of every battle scenario has no problem", () => {
    for (const b of battles) for (const s of b.states) expect({ name: b.name, problems: gameStateProblems(json(s)) }).toEqual({ name: b.name, problems: [] });
  });

  test("a damaged Flagship board, a bad toughness, Imperial ships as a word are reported", () => {
    const flagship = battles.find((b) => b.states.some((s) => s.battle?.snapshot.rules?.defendingFlagship !== undefined))!;
    const s = json(flagship.states.find((x) => x.battle?.snapshot.rules?.defendingFlagship !== undefined)!);
    const rules = s.battle!.snapshot.rules! as unknown as Record<string, unknown>;
    (rules.defendingFlagship as { slots: unknown[] }).slots[4] = { upgrade: { building: "palace", damaged: "no" } };
    rules.toughness = 0;
    rules.attackingImperial = "two";
    const problems = gameStateProblems(s);
    expect(problems).toContain('battle.snapshot.rules.defendingFlagship.slots[4].upgrade.building: expected one of city, starport (got "palace")');
    expect(problems).toContain('battle.snapshot.rules.defendingFlagship.slots[4].upgrade.damaged: expected true or false (got "no")');
    expect(problems).toContain("battle.snapshot.rules.toughness: expected an integer 1..10 (got 0)");
    expect(problems).toContain('battle.snapshot.rules.attackingImperial: expected fresh and damaged ships (got "two")');
  });
});

describe("fuzz: damaged campaign states are reported, never thrown on", () => {
  const count = Number(process.env.ARCS_FUZZ_SCALE ?? "1") * 400;
  test(`${count} random damages under the campaign of valid states`, () => {
    const rng = makeRng(30);
    const base = STATES.filter((s, i) => s.campaign !== undefined && i % 5 === 0);
    const junk: unknown[] = [undefined, "x", -1, 2.5, 1e300, true, [], {}, [1, 2], { a: 1 }, "Green", 0, [undefined]];
    let reported = 0;
    let damaged = 0;
    for (let i = 0; i < count; i++) {
      const s = json(base[randomInt(rng, base.length)]) as unknown as Record<string, unknown>;
      // Walk from the campaign (now and then from the top) to a random field and replace or delete it.
      let node = (randomInt(rng, 8) === 0 ? s : s.campaign) as Record<string, unknown>;
      let touchedRequired = false;
      for (let depth = 0; depth < 4; depth++) {
        const keys = Object.keys(node);
        const key = keys[randomInt(rng, keys.length)];
        const next = node[key];
        if (depth < 3 && typeof next === "object" && next !== null && Object.keys(next).length > 0 && randomInt(rng, 2) === 0) {
          node = next as Record<string, unknown>;
          continue;
        }
        const replacement = junk[randomInt(rng, junk.length)];
        if (JSON.stringify(replacement) === JSON.stringify(next)) break;
        touchedRequired = replacement !== undefined && key !== "events";
        if (replacement === undefined) delete node[key];
        else node[key] = replacement;
        break;
      }
      let problems: string[] = [];
      expect(() => (problems = gameStateProblems(s))).not.toThrow();
      for (const p of problems) expect(p).toMatch(/^[\w.[\]]+: .+ \(got .+\)$|^game: /);
      if (touchedRequired) damaged++;
      if (touchedRequired && problems.length > 0) reported++;
    }
    // A value of the wrong kind is always reported (a few junk values are harmless where they land: an Event text, a 0 count).
    expect(reported).toBeGreaterThan(damaged * 0.9);
  });
});
