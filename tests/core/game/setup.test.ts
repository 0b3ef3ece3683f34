/** Setup: rulebook pp.4-5 (steps C-Q), p.21 (Leaders & Lore), FAQ errata and "Setup" clarifications. */
import { actionDeckFor } from "../../../src/core/data/actionCards";
import { courtDeck } from "../../../src/core/data/court";
import { setupCardsFor } from "../../../src/core/data/setupCards";
import type { Colour } from "../../../src/core/data/vocabulary";
import { apply, initialState } from "../../../src/core/rules";
import { legalCommands } from "../../../src/core/game/legal";
import type { Command, GameState, SetupCommand } from "../../../src/core/game/types";
import { hand, refusal, run } from "./helpers";
import { hasDuplicates, isPermutationOf } from "../../../src/core/game/util";

function setupCmd(seats: Colour[], extra: Partial<SetupCommand> = {}): SetupCommand {
  return {
    type: "setup",
    seats,
    setupCard: `${seats.length}SETUP01`,
    actionDeck: actionDeckFor(seats.length),
    courtDeck: courtDeck(),
    ...extra,
  };
}

describe("table setup (p.4)", () => {
  test("p.4 steps C-D: 20 action cards (2-6) for 2-3 players, 28 for 4 players", () => {
    const three = run(initialState(), setupCmd(["Red", "Blue", "Yellow"]));
    expect(three.actionCards).toHaveLength(20);
    expect(three.actionCards.some((id) => id.endsWith("-1") || id.endsWith("-7"))).toBe(false);
    const four = run(initialState(), setupCmd(["Red", "Blue", "Yellow", "White"]));
    expect(four.actionCards).toHaveLength(28);
    const withSevens = actionDeckFor(4);
    expect(refusal(initialState(), setupCmd(["Red", "Blue", "Yellow"], { actionDeck: withSevens }))).toBe(
      "the shuffled action deck must hold exactly the 20 action cards for 3 players",
    );
  });

  test("p.4 step H: the Court row is the top 3 (2 players) or 4 (3-4 players) cards of the Court deck", () => {
    const deck = courtDeck();
    const two = run(initialState(), setupCmd(["Red", "Blue"]));
    expect(two.court.row).toEqual(deck.slice(0, 3));
    expect(two.court.deck).toEqual(deck.slice(3));
    const four = run(initialState(), setupCmd(["Red", "Blue", "Yellow", "White"]));
    expect(four.court.row).toEqual(deck.slice(0, 4));
  });

  test("p.4 steps I-J: the setup card is chosen or drawn by index, and gives the out-of-play clusters", () => {
    const drawn = run(initialState(), { ...setupCmd(["Red", "Blue", "Yellow"]), setupCard: undefined, setupCardIndex: 2 } as Command);
    expect(drawn.setupCard).toBe(setupCardsFor(3)[2]);
    expect(drawn.outOfPlayClusters).toEqual([5, 6]); // 3p Homelands
    const four = run(initialState(), setupCmd(["Red", "Blue", "Yellow", "White"]));
    expect(four.outOfPlayClusters).toEqual([3]);
    expect(refusal(initialState(), setupCmd(["Red", "Blue", "Yellow"], { setupCard: "2SETUP01" }))).toContain("is not a setup card for 3 players");
    expect(refusal(initialState(), { ...setupCmd(["Red", "Blue"]), setupCard: undefined, setupCardIndex: 4 } as Command)).toBe(
      "the setup card to draw must be a number from 0 to 3",
    );
  });

  test("p.4 step K: with 2 players the covered planets' resources go on the ambition boxes (third player)", () => {
    const s = run(initialState(), setupCmd(["Red", "Blue"])); // 2p Frontiers, clusters 1 and 6 out
    expect(s.thirdPlayer).toMatchObject({ tycoon: 4, warlord: 1, keeper: 0, empath: 1 });
    expect(s.thirdPlayer?.tokens.slice().sort()).toEqual(["fuel", "fuel", "material", "material", "psionic", "weapon"]);
    const three = run(initialState(), setupCmd(["Red", "Blue", "Yellow"]));
    expect(three.thirdPlayer).toBeUndefined();
  });

  test("p.2: 2 to 4 players, each colour once; setup happens once", () => {
    expect(refusal(initialState(), setupCmd(["Red"]))).toBe("Arcs is played by 2 to 4 players, not 1");
    expect(refusal(initialState(), setupCmd(["Red", "Red"]))).toBe("each colour can only sit once");
    const s = run(initialState(), setupCmd(["Red", "Blue"]));
    expect(refusal(s, setupCmd(["Red", "Blue"]))).toBe("the game is already set up");
    expect(refusal(initialState(), { type: "endTurn", player: "Red" })).toBe("the game has not been set up yet");
  });
});

describe("player setup (p.5)", () => {
  test("p.5 step N: seats clockwise, player 1 holds the initiative; A = 3 ships + city, B = 3 ships + starport, C = 2 ships", () => {
    const s = run(initialState(), setupCmd(["Yellow", "White", "Red", "Blue"])); // 4p Mix Up 1
    expect(s.initiative).toBe("Yellow");
    expect(s.placements.filter((p) => p.player === "Yellow")).toEqual([
      { player: "Yellow", box: "A", system: "4.1", ships: 3, building: "city" },
      { player: "Yellow", box: "B", system: "6.3", ships: 3, building: "starport" },
      { player: "Yellow", box: "C", system: "1.0", ships: 2 },
    ]);
    expect(s.placements.filter((p) => p.player === "Blue").map((p) => p.system)).toEqual(["6.1", "1.1", "5.0"]);
  });

  test("p.5 step N: with 2 players, 2 ships in each of the two C systems", () => {
    const s = run(initialState(), setupCmd(["Red", "Blue"]));
    expect(s.placements.filter((p) => p.player === "Red" && p.box === "C")).toEqual([
      { player: "Red", box: "C", system: "3.0", ships: 2 },
      { player: "Red", box: "C", system: "3.3", ships: 2 },
    ]);
  });

  test("p.5 step O / FAQ C1: the A planet's resource goes to slot 1, the B planet's to slot 2", () => {
    const s = run(initialState(), setupCmd(["Red", "Blue", "Yellow", "White"])); // P1: 4.1 Relic, 6.3 Psionic
    expect(s.players[0].startingResources).toEqual(["relic", "psionic"]);
    expect(s.players[1].startingResources).toEqual(["material", "psionic"]); // 4.3 Material, 5.3 Psionic
  });

  test("p.5 step P: each player draws 6 in turn order; FAQ erratum step Q: the rest is discarded face down, then shuffled", () => {
    const deck = actionDeckFor(3).slice().reverse();
    let s = run(initialState(), setupCmd(["Red", "Blue", "Yellow"], { actionDeck: deck }));
    expect(hand(s, "Red")).toEqual(deck.slice(0, 6));
    expect(hand(s, "Blue")).toEqual(deck.slice(6, 12));
    expect(hand(s, "Yellow")).toEqual(deck.slice(12, 18));
    expect(s.phase).toBe("shuffleDiscard");
    expect(s.discard.slice().sort()).toEqual(deck.slice(18).sort());
    expect(refusal(s, { type: "shuffleDiscard", order: ["administration-2"] })).toBe(
      "the shuffled discard pile must hold exactly the cards of the discard pile",
    );
    const order = s.discard.slice().reverse();
    s = run(s, { type: "shuffleDiscard", order });
    expect(s.discard).toEqual(order);
    expect(s.phase).toBe("play");
    expect(s.round?.order).toEqual(["Red", "Blue", "Yellow"]);
  });

  test("p.5 step P: 2 players: the player without initiative may discard 6 and draw 6 once, and must keep them", () => {
    const deck = actionDeckFor(2);
    let s = run(initialState(), setupCmd(["Red", "Blue"], { actionDeck: deck }));
    expect(s.phase).toBe("mulligan");
    expect(legalCommands(s)).toEqual([
      { type: "keepHand", player: "Blue" },
      { type: "mulligan", player: "Blue" },
    ]);
    expect(refusal(s, { type: "mulligan", player: "Red" })).toBe("only Blue, the player without the initiative, may mulligan");
    s = run(s, { type: "mulligan", player: "Blue" });
    expect(hand(s, "Blue")).toEqual(deck.slice(12, 18));
    expect(hand(s, "Red")).toEqual(deck.slice(0, 6));
    expect(s.discard.slice().sort()).toEqual(deck.slice(6, 12).concat(deck.slice(18)).sort());
    expect(refusal(s, { type: "mulligan", player: "Blue" })).toBe("there is no mulligan to decide now");
    expect(s.phase).toBe("shuffleDiscard");
  });

  test("p.5 step P: keeping the hand leaves it as dealt", () => {
    const deck = actionDeckFor(2);
    const s = run(initialState(), setupCmd(["Red", "Blue"], { actionDeck: deck }), { type: "keepHand", player: "Blue" });
    expect(hand(s, "Blue")).toEqual(deck.slice(6, 12));
    expect(s.discard).toHaveLength(8);
  });
});

describe("Leaders & Lore (p.21, FAQ)", () => {
  const llSetup = (seats: Colour[]): SetupCommand =>
    setupCmd(seats, {
      mode: "leadersAndLore",
      leaderRow: ["LEAD01", "LEAD02", "LEAD05", "LEAD06"].slice(0, seats.length + 1),
      loreRow: ["L01", "L02", "L03", "L04"].slice(0, seats.length + 1),
    });

  test("p.21: rows of players + 1 leaders and lore", () => {
    expect(refusal(initialState(), { ...llSetup(["Red", "Blue", "Yellow"]), leaderRow: ["LEAD01", "LEAD02"] })).toBe(
      "lay out 4 leader cards (players + 1, p.21)",
    );
  });

  test("p.21: draft in reverse turn order, one leader or lore per pick, until each has one of each", () => {
    let s = run(initialState(), llSetup(["Red", "Blue", "Yellow"]));
    expect(s.phase).toBe("draft");
    expect(s.draft?.order).toEqual(["Yellow", "Blue", "Red", "Yellow", "Blue", "Red"]);
    expect(refusal(s, { type: "draft", player: "Red", card: "LEAD01" })).toBe("it is Yellow's pick, not Red's");
    s = run(s, { type: "draft", player: "Yellow", card: "LEAD02" }, { type: "draft", player: "Blue", card: "L01" }, { type: "draft", player: "Red", card: "LEAD05" });
    expect(refusal(s, { type: "draft", player: "Yellow", card: "LEAD01" })).toBe("Yellow already has a leader (Mystic): take a lore card");
    expect(refusal(s, { type: "draft", player: "Yellow", card: "LEAD02" })).toBe("LEAD02 is not in the leader or lore row");
    expect(legalCommands(s).map((c) => (c.type === "draft" ? c.card : ""))).toEqual(["L02", "L03", "L04"]);
    s = run(s, { type: "draft", player: "Yellow", card: "L02" }, { type: "draft", player: "Blue", card: "LEAD01" });
    expect(refusal(s, { type: "draft", player: "Red", card: "LEAD06" })).toBe("Red already has a leader (Rebel): take a lore card");
    s = run(s, { type: "draft", player: "Red", card: "L04" });
    expect(s.players.map((p) => [p.colour, p.leader, p.lore])).toEqual([
      ["Red", "LEAD05", ["L04"]],
      ["Blue", "LEAD01", ["L01"]],
      ["Yellow", "LEAD02", ["L02"]],
    ]);
    expect(s.phase).toBe("shuffleDiscard");
    expect(hand(s, "Red")).toHaveLength(6);
  });

  test("p.21 (T12) / FAQ C1: pieces from the leader card's boxes, its 2 resources in printed order; extra setup steps after the draft", () => {
    let s = run(initialState(), llSetup(["Red", "Blue", "Yellow"])); // 3p Mix Up: P1 3.3 / 5.2 / 2.0
    s = run(
      s,
      { type: "draft", player: "Yellow", card: "L01" },
      { type: "draft", player: "Blue", card: "LEAD05" },
      { type: "draft", player: "Red", card: "LEAD02" },
      { type: "draft", player: "Yellow", card: "LEAD01" },
      { type: "draft", player: "Blue", card: "L02" },
    );
    expect(s.placements).toEqual([]);
    s = run(s, { type: "draft", player: "Red", card: "L03" });
    // The Mystic has the initiative: 3 ships + city in 1A, 3 ships + starport in 1B, 2 ships in 1C; Psionic then Relic.
    expect(s.placements.filter((p) => p.player === "Red")).toEqual([
      { player: "Red", box: "A", system: "3.3", ships: 3, building: "city" },
      { player: "Red", box: "B", system: "5.2", ships: 3, building: "starport" },
      { player: "Red", box: "C", system: "2.0", ships: 2 },
    ]);
    expect(s.players[0].startingResources).toEqual(["psionic", "relic"]);
    // Rebel: 4 ships + starport in A, 4 ships in B (leaders.ts), resources Material, Weapon (not from its planets).
    expect(s.placements.filter((p) => p.player === "Blue")).toEqual([
      { player: "Blue", box: "A", system: "5.3", ships: 4, building: "starport" },
      { player: "Blue", box: "B", system: "2.1", ships: 4 },
      { player: "Blue", box: "C", system: "3.0", ships: 2 },
    ]);
    expect(s.players[1].startingResources).toEqual(["material", "weapon"]);
    const cryptic = s.events.find((e) => e.player === "Red" && e.text.includes("Cryptic"));
    expect(cryptic?.text).toContain("Material and Fuel Outrage");
  });
});

test("every setup path leads to a playable first round", () => {
  for (const seats of [["Red", "Blue"], ["Red", "Blue", "Yellow"], ["Red", "Blue", "Yellow", "White"]] as Colour[][]) {
    let s: GameState = run(initialState(), setupCmd(seats));
    if (s.phase === "mulligan") s = run(s, { type: "keepHand", player: seats[1] });
    const r = apply(s, { type: "shuffleDiscard", order: s.discard });
    expect(r.ok).toBe(true);
    if (r.ok) expect(legalCommands(r.value).map((c) => c.type)).toContain("lead");
  }
});

describe("multiset checks behind the deck and seat refusals (counted, no string order)", () => {
  test("isPermutationOf: same items in any order, counts matter, and only strings match", () => {
    expect(isPermutationOf(["b", "a", "a"], ["a", "b", "a"])).toBe(true);
    expect(isPermutationOf(["a", "b", "b"], ["a", "b", "a"])).toBe(false);
    expect(isPermutationOf(["a", "b"], ["a", "b", "c"])).toBe(false);
    expect(isPermutationOf(["constructor", "toString"], ["toString", "constructor"])).toBe(true);
    expect(isPermutationOf(["constructor"], ["toString"])).toBe(false);
    expect(isPermutationOf([5 as unknown as string], ["5"])).toBe(false);
  });

  test("hasDuplicates finds a repeat anywhere, and none in distinct ids", () => {
    expect(hasDuplicates(["Red", "Blue", "Red"])).toBe(true);
    expect(hasDuplicates(["Red", "Blue", "constructor"])).toBe(false);
    expect(hasDuplicates([])).toBe(false);
  });
});
