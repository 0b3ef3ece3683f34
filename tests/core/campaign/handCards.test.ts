/**
 * Issue 35: Fate-set Guild card actions on hands (src/core/campaign/fates/handCards.ts). Card texts,
 * seed 003: F602 Informants, "Spy (Influence): Once per turn, give your action card of highest number
 * to a Rival. After you do, they must give you their action card of highest number. (It can be the
 * same card.)"; F1006 Mind Managers, "Manipulate (Influence): Choose a Rival that you have a Captive
 * of. Peek at their hand, take 1 card from it, then give any card from your hand."
 */
import { apply, seatLog } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { TableState } from "../../../src/core/court/types";
import { newPlayerHoldings } from "../../../src/core/court/types";
import { highest } from "../../../src/core/campaign/fates/handCards";
import { run } from "../game/helpers";
import { SEATS, actI, redLed } from "./outrageCardFixtures";

const refusal = (s: GameState, c: Command) => {
  const r = apply(s, c);
  return r.ok ? "accepted" : r.reason;
};
const PEEK = "Mind Managers (F1006): peek first; take theirs, give yours";
const handOf = (s: GameState, c: Colour) => s.players.filter((p) => p.colour === c)[0].hand;

/** Red holds `cards` in their play area and a Captive of Blue. */
function court(cards: string[]): TableState {
  const players = SEATS.map((c) => newPlayerHoldings(c, 4));
  players[0].guildCards = cards;
  players[0].captives = { Blue: 1 };
  return { players, court: { deck: [], row: [], discard: [] }, supply: {} };
}

const act = (card: string, rival: Colour, give?: string, take?: string, cards = [card], player: Colour = "Red"): Command =>
  ({ type: "handCardAction", player, card, rival, give, take, court: court(cards) }) as Command;

/** Act I, the Partisan (Red) has led: Red holds Administration 3-6 and Aggression 2, Blue Aggression 3-6 and Construction 2-3 (the campaign deck dealt in order). */
const led = () => redLed(actI(["FATE06", "FATE01", "FATE03"])).s;

/** As `led`, with Red's Aggression 2 and Blue's Aggression 6 swapped: Red holds two 6s, Blue's highest is a 5. */
function twoSixes(): GameState {
  const s = led();
  const swap = (h: string[], out: string, into: string) => h.map((id) => (id === out ? into : id));
  return { ...s, players: s.players.map((p) => (p.colour === "Red" ? { ...p, hand: swap(p.hand, "aggression-2", "aggression-6") } : p.colour === "Blue" ? { ...p, hand: swap(p.hand, "aggression-6", "aggression-2") } : p)) };
}

describe("Informants (F602): Spy", () => {
  test("the hands as dealt", () => {
    expect(handOf(led(), "Red")).toEqual(["administration-3", "administration-4", "administration-5", "administration-6", "aggression-2"]);
    expect(highest(handOf(led(), "Blue").concat(["administration-6"]))).toEqual(["aggression-6", "administration-6"]);
  });

  test("seed 003 F602: Red gives their highest (Administration 6), Blue gives theirs back (a 6 of their choice); an Influence action; the event names no card", () => {
    const s = run(led(), act("F602", "Blue", "administration-6", "aggression-6"));
    expect(handOf(s, "Red")).toEqual(["administration-3", "administration-4", "administration-5", "aggression-2", "aggression-6"]);
    expect(handOf(s, "Blue")).toEqual(["aggression-3", "aggression-4", "aggression-5", "construction-2", "construction-3", "administration-6"]);
    expect(s.actions?.taken).toEqual(["influence"]);
    const text = s.events.map((e) => e.text).join("\n");
    expect(text).toContain("Red Spies on Blue (Informants (F602))");
    expect(text).not.toMatch(/administration|aggression|Administration|Aggression/);
  });

  test("seed 003 F602: it can be the same card: Blue's highest is the 6 Red gave; Red chooses among their two 6s", () => {
    expect(highest(handOf(twoSixes(), "Red"))).toEqual(["administration-6", "aggression-6"]);
    const s = run(twoSixes(), act("F602", "Blue", "aggression-6", "aggression-6"));
    expect(handOf(s, "Red")).toEqual(handOf(twoSixes(), "Red").filter((id) => id !== "aggression-6").concat(["aggression-6"]));
    expect(handOf(s, "Blue")).toEqual(handOf(twoSixes(), "Blue"));
    expect(refusal(twoSixes(), act("F602", "Blue", "aggression-6", "aggression-5"))).toBe("Informants (F602): cards of highest number only");
  });

  test("seed 003 F602: only the highest number, once per turn, the card in Red's play area, after a card is played", () => {
    expect(refusal(led(), act("F602", "Blue", "administration-5", "aggression-6"))).toBe("Informants (F602): cards of highest number only");
    expect(refusal(led(), act("F602", "Blue", "administration-6", "aggression-5"))).toBe("Informants (F602): cards of highest number only");
    expect(refusal(led(), act("F602", "Blue", "administration-6", "aggression-6", ["F603"]))).toBe("Informants (F602) is not in Red's play area");
    expect(refusal(led(), act("F602", "Red", "administration-6", "administration-6"))).toBe("Informants (F602): choose a Rival");
    const once = run(led(), act("F602", "Blue", "administration-6", "administration-6"));
    expect(refusal(once, act("F602", "Yellow", "aggression-5", "construction-6"))).toBe("Informants (F602): once per turn");
    expect(refusal(actI(["FATE06", "FATE01", "FATE03"]), act("F602", "Blue", "administration-6", "aggression-6"))).toBe("Red has played no action card this turn");
  });
});

describe("Mind Managers (F1006): Manipulate", () => {
  test("seed 003 F1006: Red peeks at Blue's hand (a Captive of Blue; an Influence action), then takes 1 card and gives 1", () => {
    const peeked = run(led(), act("F1006", "Blue"));
    expect(peeked.actions?.taken).toEqual(["influence"]);
    expect(peeked.events.map((e) => e.text)).toEqual(["Red peeks at Blue's hand (Mind Managers (F1006))"]);
    expect(handOf(peeked, "Blue")).toEqual(handOf(led(), "Blue"));
    const s = run(peeked, act("F1006", "Blue", "aggression-2", "construction-3"));
    expect(handOf(s, "Red")).toEqual(["administration-3", "administration-4", "administration-5", "administration-6", "construction-3"]);
    expect(handOf(s, "Blue")).toEqual(["aggression-3", "aggression-4", "aggression-5", "aggression-6", "construction-2", "aggression-2"]);
    expect(s.actions?.taken).toEqual(["influence"]);
    const text = s.events.map((e) => e.text).join("\n");
    expect(text).toContain("Red swaps 1 card with Blue (Mind Managers (F1006))");
    expect(text).not.toMatch(/aggression|construction|Aggression|Construction/);
    // once per peek
    expect(refusal(s, act("F1006", "Blue", "aggression-2", "construction-2"))).toBe(PEEK);
  });

  test("seed 003 F1006: a Rival that you have a Captive of; the take from their hand, the give from yours (the card taken may go back)", () => {
    expect(refusal(led(), act("F1006", "Yellow"))).toBe("Mind Managers (F1006): you have no Captive of Yellow");
    expect(refusal(led(), act("F1006", "Blue", "aggression-2", "construction-3"))).toBe(PEEK);
    const peeked = run(led(), act("F1006", "Blue"));
    expect(refusal(peeked, act("F1006", "Blue", "aggression-2", "construction-6"))).toBe(PEEK);
    expect(refusal(peeked, act("F1006", "Blue", "aggression-3", "construction-3"))).toBe(PEEK);
    expect(handOf(run(peeked, act("F1006", "Blue", "construction-3", "construction-3")), "Blue")).toEqual(handOf(led(), "Blue").filter((id) => id !== "construction-3").concat(["construction-3"]));
  });

  test("hidden hands: the give and take are seen by the two players only (the log export's seat view)", () => {
    const peeked = run(led(), act("F1006", "Blue"));
    const swap = act("F1006", "Blue", "aggression-2", "construction-3");
    run(peeked, swap);
    expect(seatLog([swap], "Red")[0]).toEqual(swap);
    expect(seatLog([swap], "Blue")[0]).toEqual(swap);
    const third = JSON.stringify(seatLog([swap, act("F602", "Blue", "administration-6", "aggression-6")], "Yellow"));
    expect(third).not.toMatch(/aggression-|construction-|administration-/);
    expect(JSON.stringify(seatLog([swap], "public"))).not.toMatch(/aggression-|construction-/);
  });
});
