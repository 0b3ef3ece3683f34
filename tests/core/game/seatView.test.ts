/** What a seat may see (DEVELOPERS: hidden information never reaches another seat or an export before it is public). */
import { playRandomGame } from "../../../src/core/game/driver";
import { seatCommand, seatLog, seatView } from "../../../src/core/rules";
import { replay } from "../../../src/core/rules";
import { playRandomCampaign } from "../../../src/core/campaign/driver";
import type { ChooseFatesCommand, StartCampaignCommand } from "../../../src/core/campaign/types";

describe("seat views", () => {
  const game = playRandomGame({ seed: 5, playerCount: 4, maxCommands: 60 });
  const state = replay(game.log).state!;

  test("a player's view holds their own hand and only counts of the others'", () => {
    expect(state.phase).toBe("play");
    for (const p of state.players) {
      const view = seatView(state, p.colour);
      expect(view.yourHand).toEqual(p.hand);
      const text = JSON.stringify(view);
      for (const other of state.players.filter((o) => o.colour !== p.colour)) {
        for (const id of other.hand) expect(text).not.toContain(`"${id}"`);
        expect(view.players.find((v) => v.colour === other.colour)!.handCount).toBe(other.hand.length);
      }
    }
  });

  test("the public view holds no hand", () => {
    const text = JSON.stringify(seatView(state, "public"));
    for (const p of state.players) for (const id of p.hand) expect(text).not.toContain(`"${id}"`);
  });

  test("p.10: a Copy and a seize card are named only to their player; shuffles and deals lose their order", () => {
    expect(seatCommand({ type: "follow", player: "Red", card: "aggression-3", mode: "copy" }, "Blue")).toEqual({ type: "follow", player: "Red", mode: "copy" });
    expect(seatCommand({ type: "follow", player: "Red", card: "aggression-3", mode: "copy" }, "Red")).toEqual({ type: "follow", player: "Red", mode: "copy", card: "aggression-3" });
    expect(seatCommand({ type: "follow", player: "Red", card: "aggression-3", mode: "pivot" }, "public")).toMatchObject({ card: "aggression-3" });
    expect(seatCommand({ type: "seize", player: "Red", card: "aggression-3" }, "Blue")).toEqual({ type: "seize", player: "Red" });
    expect(seatCommand({ type: "deal", order: ["a", "b"] }, "Red")).toEqual({ type: "hidden", was: "deal" });
    expect(seatCommand({ type: "shuffleDiscard", order: ["a"] }, "Red")).toEqual({ type: "hidden", was: "shuffleDiscard" });
  });

  test("p.4 step H: the setup shows the face-up Court row, not the Court deck or the action deck", () => {
    const setup = game.log.commands[0];
    if (setup.type !== "setup") throw new Error("the log starts with setup");
    const seen = seatLog([setup], "public")[0];
    expect(seen).toMatchObject({ type: "setup", courtRow: setup.courtDeck.slice(0, 4) });
    expect(JSON.stringify(seen)).not.toContain("actionDeck");
    expect(JSON.stringify(seen)).not.toContain(setup.courtDeck[5]);
  });
});

describe("campaign seat log (BR pp.4-6, p.29)", () => {
  const start = playRandomCampaign(9, 3).commands[0] as StartCampaignCommand;

  test("BR p.6: startCampaign shows the revealed Fates, dice and Court row, never the shuffled action deck or the Court deck below the row", () => {
    const v = seatCommand(start, "Red") as unknown as Record<string, unknown>;
    expect(v).toEqual({
      type: "startCampaign", seats: start.seats, fates: start.fates, numberDie: start.numberDie, eventDiePlanet: start.eventDiePlanet,
      governOrder: start.governOrder, courtRow: start.courtDeck.slice(0, 4),
    });
    expect(JSON.stringify(v)).not.toContain("actionDeck");
  });

  test("BR p.29 step F: a Fate choice shows every chosen Fate, and the drawn ones only to their drawer", () => {
    const c: ChooseFatesCommand = { type: "chooseFates", choices: [
      { player: "Red", drawn: ["FATE09", "FATE10"], chosen: "FATE09" },
      { player: "Blue", drawn: ["FATE11", "FATE12"], chosen: "FATE12" },
    ] };
    expect(seatCommand(c, "Red")).toEqual({ type: "chooseFates", choices: [
      { player: "Red", drawn: ["FATE09", "FATE10"], chosen: "FATE09" },
      { player: "Blue", chosen: "FATE12" },
    ] });
    expect(JSON.stringify(seatCommand(c, "public"))).not.toMatch(/FATE10|FATE11/);
  });
});
