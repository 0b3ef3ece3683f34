/**
 * Farseers (BC17), seed 003 card reference: "When you declare an ambition, look at a Rival's hand.
 * You may swap 1 card with them." The `farseersSwap` command (src/core/powers/farseers.ts): the look
 * (a Rival chosen, no card named), then at most one swap with that Rival; its events and the log
 * export name no card to the other seats (rulebook p.5 step Q: the action discard is face down; a
 * hand is hidden information).
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import { checkInvariants } from "../../../src/core/game/invariants";
import { gameStateProblems } from "../../../src/core/rules";
import { seatLog } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import { lead, refusal, run, startGame } from "../game/helpers";

function swap(player: Colour, rival: Colour, take?: string, give?: string, guildCards: string[] = ["BC17"]): Command {
  const c: Command = { type: "farseersSwap", player, rival, guildCards };
  if (take !== undefined) c.take = take;
  if (give !== undefined) c.give = give;
  return c;
}

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

function declared(): GameState {
  return run(redLeadsAFive(), lead("Red", "construction-5"), { type: "declare", player: "Red", ambition: "keeper" });
}

function hand(s: GameState, c: Colour): string[] {
  return s.players.find((p) => p.colour === c)!.hand;
}

describe("Farseers (BC17): 'When you declare an ambition, look at a Rival's hand. You may swap 1 card with them.'", () => {
  test("BC17: Red declares Keeper, looks at Blue's hand, takes Construction 7 and gives Administration 2; the events name no card", () => {
    const s0 = declared();
    expect(s0.round!.declaredBy).toBe("Red");
    const looked = run(s0, swap("Red", "Blue"));
    expect(looked.events.map((e) => e.text)).toEqual(["Red looks at Blue's hand (Farseers (BC17, Psionic Guild)) and may swap 1 card with them"]);
    const s = run(looked, swap("Red", "Blue", "construction-7", "administration-2"));
    expect(hand(s, "Red")).toEqual(["construction-1", "aggression-7", "mobilization-1", "administration-1", "construction-7"]);
    expect(hand(s, "Blue")).toEqual(["aggression-4", "construction-4", "mobilization-3", "administration-5", "aggression-1", "administration-2"]);
    expect(s.events.map((e) => e.text)).toEqual(["Red swaps 1 card with Blue (Farseers (BC17, Psionic Guild))"]);
    expect(JSON.stringify(s.events)).not.toMatch(/construction-7|administration-2|Construction 7|Administration 2/);
    expect(checkInvariants(s)).toEqual([]);
    expect(gameStateProblems(s)).toEqual([]);
  });

  test("BC17: only after your own declaration, on your turn, holding the card; one Rival's hand; one swap; the state untouched", () => {
    const led = run(redLeadsAFive(), lead("Red", "construction-5"));
    expect(refusal(led, swap("Red", "Blue"))).toBe(`Farseers (BC17, Psionic Guild): Red has not declared an ambition this round`);
    const s = declared();
    expect(refusal(s, swap("Red", "Blue", undefined, undefined, ["BC18"]))).toBe("Red does not hold Farseers (BC17, Psionic Guild): only its owner may look at a Rival's hand");
    expect(refusal(s, swap("Blue", "Red"))).toBe("it is Red's turn: Farseers (BC17, Psionic Guild) is used when you declare");
    expect(refusal(s, swap("Red", "Red"))).toBe("Farseers (BC17, Psionic Guild): choose a Rival at the table, not Red");
    expect(refusal(s, swap("Red", "Blue", "construction-7", "administration-2"))).toBe("Farseers (BC17, Psionic Guild): look at Blue's hand first");
    const looked = run(s, swap("Red", "Blue"));
    expect(refusal(looked, swap("Red", "Yellow"))).toBe("Farseers (BC17, Psionic Guild): Red looks at one Rival's hand, and chose Blue's");
    expect(refusal(looked, swap("Red", "Blue", "construction-6", "administration-2"))).toBe("Farseers (BC17, Psionic Guild): take a card from Blue's hand");
    expect(refusal(looked, swap("Red", "Blue", "construction-7", "aggression-4"))).toBe("Farseers (BC17, Psionic Guild): give Blue a card from your own hand");
    expect(refusal(looked, swap("Red", "Blue", "construction-7"))).toBe("Farseers (BC17, Psionic Guild): give Blue a card from your own hand");
    const swapped = run(looked, swap("Red", "Blue", "construction-7", "administration-2"));
    expect(refusal(swapped, swap("Red", "Blue", "aggression-4", "construction-1"))).toBe("Farseers (BC17, Psionic Guild): Red already swapped their 1 card for this declaration");
  });

  test("BC17: the log export shows the two cards to Red and Blue only; Yellow and a spectator see a swap without cards", () => {
    const looked = run(declared(), swap("Red", "Blue"));
    const c = swap("Red", "Blue", "construction-7", "administration-2");
    for (const viewer of ["Red", "Blue"] as const) expect(seatLog([c], viewer)).toEqual([c]);
    for (const viewer of ["Yellow", "public"] as const) {
      expect(seatLog([c], viewer)).toEqual([{ type: "farseersSwap", player: "Red", rival: "Blue", guildCards: ["BC17"], swapped: true }]);
    }
    expect(looked.round!.farseersLook).toBe("Blue");
  });

  test("BC17 Prelude: the hand cards discarded onto the face-down action discard (p.5 step Q) are hidden from the other seats in the log export", () => {
    const c: Command = { type: "cardAction", player: "Red", action: { kind: "prelude", choice: { card: "BC17", hand: ["construction-1", "aggression-7"] }, court: { players: [], row: [], discard: [] } as never } };
    expect(JSON.stringify(seatLog([c], "Red"))).toMatch(/construction-1/);
    const other = JSON.stringify(seatLog([c], "Blue"));
    expect(other).not.toMatch(/construction-1|aggression-7/);
    expect(other).toMatch(/"hand":\["hidden","hidden"\]/);
  });
});
