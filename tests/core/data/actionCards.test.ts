import { ACTION_CARDS, actionCard, actionDeckFor, validateActionCards, ActionCard } from "../../../src/core/data/actionCards";
import { SUITS } from "../../../src/core/data/vocabulary";

describe("action cards (rulebook p.3-4, p.8-10; game-data.md §3)", () => {
  test("p.3: 28 action cards = 4 suits x numbers 1..7, ids `${suit}-${number}`, each exactly once", () => {
    expect(ACTION_CARDS).toHaveLength(28);
    const ids = ACTION_CARDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(28);
    for (const suit of SUITS) {
      for (let n = 1; n <= 7; n++) expect(ids).toContain(`${suit}-${n}`);
    }
    for (const c of ACTION_CARDS) expect(c.id).toBe(`${c.suit}-${c.number}`);
  });

  test("p.4 step C: 2-3 players use the 20 cards numbered 2..6, suit-major", () => {
    for (const players of [2, 3]) {
      const deck = actionDeckFor(players);
      expect(deck).toHaveLength(20);
      expect(deck.slice(0, 6)).toEqual([
        "administration-2",
        "administration-3",
        "administration-4",
        "administration-5",
        "administration-6",
        "aggression-2",
      ]);
      expect(deck).not.toContain("construction-1");
      expect(deck).not.toContain("mobilization-7");
    }
  });

  test("p.4 step D: 4 players add the eight 1s and 7s (28 cards)", () => {
    const deck = actionDeckFor(4);
    expect(deck).toHaveLength(28);
    expect(deck.filter((id) => id.endsWith("-1") || id.endsWith("-7"))).toHaveLength(8);
    expect(deck[0]).toBe("administration-1");
    expect(deck[27]).toBe("mobilization-7");
  });

  test("p.8 / aid sheet: the '2' Construction card has 4 pips", () => {
    expect(actionCard("construction-2")?.pips).toBe(4);
  });

  test("p.10: surpassing with the '5' Construction gives 2 actions", () => {
    expect(actionCard("construction-5")?.pips).toBe(2);
  });

  test("p.9 example: the 3-pip Construction card that declares Warlord is the '4'", () => {
    expect(actionCard("construction-4")).toEqual({
      id: "construction-4",
      suit: "construction",
      number: 4,
      pips: 3,
      declares: "warlord",
    });
  });

  test("game-data §3: pips per suit for 1..7", () => {
    const pips = (suit: string) => [1, 2, 3, 4, 5, 6, 7].map((n) => actionCard(`${suit}-${n}`)?.pips);
    expect(pips("administration")).toEqual([4, 4, 3, 3, 3, 2, 1]);
    expect(pips("aggression")).toEqual([3, 3, 2, 2, 2, 2, 1]);
    expect(pips("construction")).toEqual([4, 4, 3, 3, 2, 2, 1]);
    expect(pips("mobilization")).toEqual([4, 4, 3, 3, 2, 2, 1]);
  });

  test("p.9, p.18: 1 declares nothing, 2 Tycoon, 3 Tyrant, 4 Warlord, 5 Keeper, 6 Empath, 7 any", () => {
    const declares = [1, 2, 3, 4, 5, 6, 7].map((n) => actionCard(`mobilization-${n}`)?.declares);
    expect(declares).toEqual(["none", "tycoon", "tyrant", "warlord", "keeper", "empath", "any"]);
  });

  test("an unknown id is not a card", () => {
    expect(actionCard("aggression-8")).toBeUndefined();
    expect(actionCard("")).toBeUndefined();
  });

  describe("validation names file, card and field", () => {
    const copy = (): ActionCard[] => ACTION_CARDS.map((c) => ({ ...c }));

    test("the real cards are valid", () => {
      expect(validateActionCards()).toEqual([]);
    });

    test("a bad suit, a wrong declare and a missing card are each reported", () => {
      const cards = copy();
      cards[3] = { ...cards[3], suit: "diplomacy" as never };
      cards[8] = { ...cards[8], declares: "keeper" };
      cards.pop();
      const errors = validateActionCards(cards);
      expect(errors).toContain(
        'src/core/data/actionCards.ts: administration-4 field suit: "diplomacy" is not a valid suit',
      );
      expect(errors).toContain(
        'src/core/data/actionCards.ts: aggression-2 field declares: a "2" declares tycoon, not keeper',
      );
      expect(errors).toContain("src/core/data/actionCards.ts: expected 28 action cards, found 27");
    });

    test("a duplicate id and pips out of range are reported", () => {
      const cards = copy();
      cards[1] = { ...cards[0] };
      cards[2] = { ...cards[2], pips: 0 };
      const errors = validateActionCards(cards);
      expect(errors).toContain("src/core/data/actionCards.ts: administration-1 field id: duplicate id administration-1");
      expect(errors).toContain(
        "src/core/data/actionCards.ts: administration-3 field pips: 0 is not a whole number from 1 to 4",
      );
    });
  });
});
