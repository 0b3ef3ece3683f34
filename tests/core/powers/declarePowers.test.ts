/**
 * Court cards that change declaring an ambition (rulebook p.9; seed 003 card reference):
 * Secret Order BC18 and Galactic Bards BC25, sent by the table as `declareByCard` with the
 * player's Guild cards as read (src/core/powers/declarePowers.ts).
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import { legalCommands } from "../../../src/core/game/legal";
import { checkInvariants } from "../../../src/core/game/invariants";
import type { Command, GameState } from "../../../src/core/game/types";
import { end, follow, fourPlayerGame, lead, refusal, run, startGame } from "../game/helpers";

function markerAt(s: GameState, ambition: string): string | undefined {
  return s.markers.find((m) => m.at === ambition)?.id;
}

/** `guildCards` "unread": the table sent no Guild cards. */
function byCard(player: Colour, card: string, ambition: string, guildCards: string[] | "unread" = [card]): Command {
  const c = { type: "declareByCard", player, card, ambition } as Command & { guildCards?: string[] };
  if (guildCards !== "unread") c.guildCards = guildCards;
  return c;
}

/** Red holds a 5 (Keeper) to lead; otherwise the designed four-player hands. */
function redLeadsAFive(): GameState {
  return startGame({
    seats: ["Red", "Blue", "Yellow", "White"],
    hands: [
      ["construction-5", "construction-1", "aggression-7", "administration-2", "mobilization-1", "administration-1"],
      ["aggression-4", "construction-4", "construction-7", "mobilization-3", "administration-5", "aggression-1"],
      ["construction-6", "construction-3", "mobilization-7", "administration-4", "aggression-2", "aggression-3"],
      ["construction-2", "mobilization-6", "administration-7", "aggression-6", "mobilization-4", "administration-6"],
    ],
  });
}

describe("Secret Order (BC18): 'When you declare Keeper or Empath, do not place the zero marker.'", () => {
  test("BC18: the leader declares Keeper with a 5; the marker goes to Keeper and the lead card keeps its number", () => {
    const s = run(redLeadsAFive(), lead("Red", "construction-5"), byCard("Red", "BC18", "keeper"));
    expect(markerAt(s, "keeper")).toBe("marker-5-3");
    expect(s.zeroMarker).toBe("declaredSlot");
    expect(s.round?.leadNumber).toBe(5);
    expect(s.round?.declared).toBe(false);
    expect(s.events.map((e) => e.text)).toEqual([
      "Red declares Keeper with Construction 5 (Secret Order (BC18, Psionic Guild): the lead card keeps its number 5): the 5/3 marker goes to its box (no zero marker)",
    ]);
    expect(checkInvariants(s)).toEqual([]);
  });

  test("BC18: a card declares once: the ordinary declare is refused afterwards and no longer offered", () => {
    const s = run(redLeadsAFive(), lead("Red", "construction-5"), byCard("Red", "BC18", "keeper"));
    expect(refusal(s, { type: "declare", player: "Red", ambition: "keeper" })).toBe("an ambition was already declared with Construction 5; a card cannot declare twice");
    expect(legalCommands(s).some((c) => c.type === "declare")).toBe(false);
    expect(refusal(s, byCard("Red", "BC18", "keeper"))).toBe("an ambition was already declared with Construction 5; a card cannot declare twice");
  });

  test("BC18: Tycoon, Tyrant and Warlord place the zero marker as usual; the card must be held; only the lead card declares", () => {
    const s = run(fourPlayerGame(), lead("Red", "construction-4"));
    expect(refusal(s, byCard("Red", "BC18", "warlord"))).toBe("Secret Order (BC18, Psionic Guild) skips the zero marker only for Keeper or Empath: declare Warlord as usual");
    expect(refusal(s, byCard("Red", "BC18", "keeper"))).toBe("Construction 4 declares Warlord, not Keeper");
    expect(refusal(s, byCard("Red", "BC18", "warlord", ["BC17"]))).toBe("Red does not hold Secret Order (BC18, Psionic Guild)");
    expect(refusal(s, byCard("Red", "BC18", "warlord", "unread"))).toBe("Secret Order (BC18, Psionic Guild): the table must show Red's Guild cards");
    const blue = run(redLeadsAFive(), lead("Red", "construction-5"), end("Red"), follow("Blue", "administration-5", "pivot"));
    expect(refusal(blue, byCard("Blue", "BC18", "keeper"))).toBe("Blue can no longer declare: the lead turn is over (p.9)");
  });
});

describe("Galactic Bards (BC25): 'When you Surpass or Pivot, before taking any actions, you may declare the ambition on your played card if an ambition has not been declared yet this round. Do not place the zero marker.'", () => {
  const redLed = (): GameState => run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"));

  test("BC25: a Surpass with a 5 declares Keeper; no zero marker", () => {
    const s = run(redLed(), follow("Blue", "construction-5", "surpass"), byCard("Blue", "BC25", "keeper"));
    expect(markerAt(s, "keeper")).toBe("marker-5-3");
    expect(s.zeroMarker).toBe("declaredSlot");
    expect(s.round?.declared).toBe(false);
    expect(s.events.map((e) => e.text)).toEqual([
      "Blue declares Keeper with Galactic Bards (BC25, Relic Guild) on Construction 5: the 5/3 marker goes to its box (no zero marker)",
    ]);
    expect(checkInvariants(s)).toEqual([]);
  });

  test("BC25: a Pivot declares its own card's ambition (a 4 declares Warlord)", () => {
    const s = run(redLed(), follow("Blue", "aggression-4", "pivot"), byCard("Blue", "BC25", "warlord"));
    expect(markerAt(s, "warlord")).toBe("marker-5-3");
  });

  test("BC25: refused after a Copy, for another ambition, when an ambition was declared this round, after an action, without the card", () => {
    const copy = run(redLed(), follow("Blue", "construction-5", "copy"));
    expect(refusal(copy, byCard("Blue", "BC25", "keeper"))).toBe("Galactic Bards (BC25, Relic Guild) declares only when you Surpass or Pivot");
    const surpass = run(redLed(), follow("Blue", "construction-5", "surpass"));
    expect(refusal(surpass, byCard("Blue", "BC25", "tycoon"))).toBe("Construction 5 declares Keeper, not Tycoon");
    expect(refusal(surpass, byCard("Blue", "BC25", "keeper", []))).toBe("Blue does not hold Galactic Bards (BC25, Relic Guild)");
    const declared = run(fourPlayerGame(), lead("Red", "construction-4"), { type: "declare", player: "Red", ambition: "warlord" }, end("Red"), follow("Blue", "construction-5", "surpass"));
    expect(refusal(declared, byCard("Blue", "BC25", "keeper"))).toBe("an ambition was already declared this round");
    const demands = run(surpass, { type: "declareByCard", player: "Blue", ambition: "tyrant", card: "BC27" });
    expect(refusal(demands, byCard("Blue", "BC25", "keeper"))).toMatch(/^an ambition was already declared this round/);
    // After any action of the turn's count (a Build the table reported), or a battle (its pips may
    // battle once a Weapon is spent in the Prelude, p.17).
    const built = run(surpass, { type: "takeAction", player: "Blue", action: "build" });
    expect(refusal(built, byCard("Blue", "BC25", "keeper"))).toBe("Galactic Bards (BC25, Relic Guild) declares before any actions, and Blue has acted");
    const battled = run(surpass, { type: "spendResource", player: "Blue", resource: "weapon", outrage: [] }, {
      type: "battle",
      player: "Blue",
      action: {
        kind: "roll",
        system: "1.1",
        defender: "Red",
        dice: { skirmish: 0, assault: 0, raid: 0 },
        snapshot: {
          attacker: "Blue",
          defender: "Red",
          attackingShips: { fresh: 1, damaged: 0 },
          defendingShips: { fresh: 1, damaged: 0 },
          defendingCities: { fresh: 0, damaged: 0 },
          defendingStarports: { fresh: 0, damaged: 0 },
          defenderHasBuildingsElsewhere: true,
        },
      },
    });
    expect(refusal(battled, byCard("Blue", "BC25", "keeper"))).toBe("Galactic Bards (BC25, Relic Guild) declares before any actions, and Blue has acted");
  });

  test("BC25: off your turn, and before your card, it is refused", () => {
    const surpass = run(redLed(), follow("Blue", "construction-5", "surpass"));
    expect(refusal(surpass, byCard("Yellow", "BC25", "keeper"))).toBe("it is Blue's turn, not Yellow's");
    expect(refusal(redLed(), byCard("Blue", "BC25", "keeper"))).toBe("Blue must play a card first");
  });
});
