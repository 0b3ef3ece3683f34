/** Random-legal campaigns (BR pp.4-29): all three Acts at 2-4 players, invariants after every command. */
import { continueRandomCampaign, playRandomCampaign } from "../../../src/core/campaign/driver";
import type { Command, GameState } from "../../../src/core/game/types";
import { apply } from "../../../src/core/rules";
import { baseCard, believerChapter } from "./faithfulFixtures";
import { gameStateProblems, replay } from "../../../src/core/rules";
import { FATES } from "../../../src/core/data/campaign/fates";

describe("random campaigns", () => {
  test.each([
    [2, 1], [3, 2], [4, 3], [2, 4], [3, 5], [4, 6],
  ])("BR pp.8, 28-29: %i players (seed %i) play Act I -> Intermission -> Act II -> Intermission -> Act III -> winner", (players, seed) => {
    const r = playRandomCampaign(seed, players);
    expect(r.problems).toEqual([]);
    expect(r.acts).toEqual(["I", "II", "III"]);
    expect(r.state.campaign?.stage).toBe("over");
    expect(r.state.winner).toBe(r.state.campaign?.winner);
    expect(r.commands.some((c) => c.type === "playEvent")).toBe(true);
    expect(r.commands.some((c) => c.type === "rollEventDice")).toBe(true);
    expect(r.commands.some((c) => c.type === "resolveCouncil")).toBe(true);
    expect(r.commands.some((c) => c.type === "govern")).toBe(true);
  });
});

test("a whole campaign's command log replays to the same final state (npm run replay)", () => {
  const r = playRandomCampaign(11, 4);
  expect(r.problems).toEqual([]);
  const back = replay({ version: 1, commands: r.commands });
  expect(back.refused).toEqual([]);
  expect(back.state).toEqual(r.state);
});

/**
 * Issue 35: the seeded campaign fuzz with random Fates. Act I deals random "A" Fates (BR p.6); each
 * Intermission draws "B", then "C" Fates, 1 and a choice to keep for a completed objective, 2 for a
 * failed one (BR p.29 step F); each objective marker is placed as its Act starts (BR p.6 step D,
 * p.7 step G) so the objectives the core counts move during the Acts. After every command the
 * driver checks the base and campaign invariants; it stops with a problem on a refused command or
 * when no legal command exists (a stuck table).
 */
describe("random Fates: a seeded campaign fuzz (issue 35)", () => {
  const SEEDS = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112];
  const runs = SEEDS.map((seed) => ({ seed, players: 2 + (seed % 3), r: playRandomCampaign(seed, 2 + (seed % 3), 30000, { placeObjectives: true }) }));

  test.each(runs.map((x) => [x.seed, x.players, x]))("BR pp.6-9, 28-29: seed %i (%i players) reaches the campaign's end through Acts I-III with no problem", (_seed, _players, x) => {
    const { r } = x as (typeof runs)[number];
    expect(r.problems).toEqual([]);
    expect(r.acts).toEqual(["I", "II", "III"]);
    expect(r.state.campaign?.stage).toBe("over");
    expect(r.state.winner).toBe(r.state.campaign?.winner);
    // The whole saved-state validator (shape, vocabulary, invariants) on the campaign's last state.
    expect(gameStateProblems(JSON.parse(JSON.stringify(r.state)))).toEqual([]);
    // Each Act's Fates are of its letter (BR p.6, p.29 F): "A" first, then "B", then "C".
    const letters = r.fates.map((f) => FATES.filter((d) => d.id === f)[0].letter);
    expect(letters.slice(0, x.players)).toEqual(letters.slice(0, x.players).map(() => "A"));
    expect(letters).toEqual(letters.slice().sort());
  });

  test("across the seeds every one of the 24 Fates was held by someone, and the core moved objective markers itself", () => {
    const held = new Set<string>();
    for (const x of runs) for (const f of x.r.fates) held.add(f);
    expect(FATES.map((f) => f.id).filter((id) => !held.has(id))).toEqual([]);
    expect(runs.filter((x) => x.r.coreAdvances > 0).length).toBeGreaterThan(SEEDS.length / 2);
  });
});

/**
 * The random driver past a follower whose hand holds only cards the base game does not know (seed
 * 003 F813: Faithful action cards, F804-F812): any card Copies face down (p.10), so the table is not
 * stuck; session 26's table fuzz (campaignSession26Fuzz.test.ts, ARCS_FUZZ_SCALE=5) left Blue there.
 */
function ok(s: GameState, c: Command): GameState {
  const r = apply(s, c);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

test("a follower holding only a Faithful card (F810) Copies with it: the driver goes on", () => {
  let s = believerChapter();
  const lead = ok(s, { type: "lead", player: "Red", card: baseCard(s, "Red") } as Command);
  s = ok(lead, { type: "endTurn", player: "Red" } as Command);
  s = { ...s, players: s.players.map((p) => (p.colour === "Blue" ? { ...p, hand: ["F810"] } : p)) };
  const r = continueRandomCampaign(s, 1, (x) => x.round!.turn !== 1, 5);
  expect(r.problems).toEqual([]);
  expect(r.commands[0]).toEqual({ type: "follow", player: "Blue", card: "F810", mode: "copy" });
});
