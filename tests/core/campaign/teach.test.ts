/**
 * Spreading the Faith (seed 003 F803, the Believer's Ability): "Teach (Influence): Attach the top
 * Faithful action card from its stack to a Guild card in the Court whose suit matches a planet with a
 * Loyal city. If you do, scrap the bottom non-Event action card from the discard pile. (Continue past
 * Events.)" (src/core/campaign/fates/faithful.ts `teach`; attaching: BR p.27, "place above a card in
 * the Court that does not have an attached card"; a card action "Name (Standard)" takes that action,
 * p.20). The stack is F801A's: Faithful 1 to 9 (F804-F812), 9 on top.
 */
import { gameStateProblems } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import { refusal, run } from "../game/helpers";
import { ROW, STACK, believerChapter, teach } from "./faithfulFixtures";

const c = (x: object) => x as Command;
/** Red (the Believer) leads Administration 2 (Tax, Repair or Influence); the discard is EVENT2, EVENT1, Mobilization 6, Mobilization 5 (bottom). */
function redLed(card = "administration-2"): GameState {
  return run(believerChapter(), c({ type: "lead", player: "Red", card }));
}

describe("F803 Teach (Influence): the top Faithful card attached to a Court Guild card of a planet type with your city; the bottom non-Event discard scrapped", () => {
  test("seed 003 F803: Faithful 9 is attached to Mining Interest (Material; Red's city on 1.3, a Material planet), an Influence is spent, Mobilization 5 (the bottom card) is scrapped, unnamed", () => {
    const s = redLed();
    const after = run(s, teach("Red", 0, ["1.1", "1.3"]));
    expect(after.events.map((e) => e.text)).toEqual(["Red Teaches: Faithful 9 on Mining Interest (BC02, Material Guild); an action card scrapped"]);
    expect(after.discard).toEqual(["EVENT2", "EVENT1", "mobilization-6"]);
    expect(after.actionCards).not.toContain("mobilization-5");
    expect(after.actions?.taken).toEqual(["influence"]);
    expect(gameStateProblems(after)).toEqual([]);
  });

  test("seed 003 F803 '(Continue past Events.)': with Events at the bottom of the discard, the first non-Event card above them is scrapped; with Faithful 1 alone left, it is the top card", () => {
    const s = { ...redLed(), discard: ["mobilization-6", "mobilization-5", "EVENT2", "EVENT1"] };
    const after = run(s, teach("Red", 3, ["2.3"], ["F803", "F804"]));
    expect(after.discard).toEqual(["mobilization-6", "EVENT2", "EVENT1"]);
    expect(after.events[0].text).toBe("Red Teaches: Faithful 1 on Elder Broker (BC23, Relic Guild); an action card scrapped");
    const events = { ...s, discard: ["EVENT2", "EVENT1"], actionCards: s.actionCards.filter((id) => id.indexOf("mobilization-") < 0) };
    const none = run(events, teach("Red", 0, ["1.3"]));
    expect(none.discard).toEqual(["EVENT2", "EVENT1"]);
    expect(none.events[0].text).toBe("Red Teaches: Faithful 9 on Mining Interest (BC02, Material Guild); no action card scrapped");
  });

  test("seed 003 F803, BR p.27, p.20: refused, the state untouched, off turn, before a card, without F803 or a Faithful card, on a card with one attached, a Vox card, a suit with no city of yours, or no Influence left", () => {
    const s = redLed();
    const CARD = "Teach: a Guild card with no attached card, of a planet type with your city (F803)";
    expect(refusal(believerChapter(), teach("Red", 0, ["1.3"]))).toBe("Red must play a card first");
    expect(refusal(s, teach("Blue", 0, ["1.3"]))).toBe("it is Red's turn, not Blue's");
    expect(refusal(s, teach("Red", 0, ["1.3"], STACK))).toBe("Teach: F803 and a Faithful stack in your play area");
    expect(refusal(s, teach("Red", 0, ["1.3"], ["F803", "F602"]))).toBe("Teach: F803 and a Faithful stack in your play area");
    expect(refusal(s, teach("Red", 1, ["1.2"]))).toBe(CARD);
    expect(refusal(s, teach("Red", 2, ["1.1", "1.2", "1.3", "2.1", "2.3"]))).toBe(CARD);
    expect(refusal(s, teach("Red", 0, ["1.1", "1.2", "1.0"]))).toBe(CARD);
    expect(refusal(s, teach("Red", 7, ["1.3"]))).toBe(CARD);
    expect(refusal(s, c({ type: "teach", player: "Red", slot: "x", row: "y", playArea: 3, cities: {} }))).toBe("Teach: F803 and a Faithful stack in your play area");
    expect(refusal(s, c({ type: "teach", player: "Red", slot: "x", row: ROW, playArea: ["F803", "F812"], cities: {} }))).toBe(CARD);
    expect(refusal(redLed("aggression-2"), teach("Red", 0, ["1.3"]))).toMatch(/influence/);
  });
});
