/** Random-legal campaigns (BR pp.4-29): all three Acts at 2-4 players, invariants after every command. */
import { playRandomCampaign } from "../../../src/core/campaign/driver";
import { replay } from "../../../src/core/rules";

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
