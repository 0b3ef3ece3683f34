/**
 * The Believer's Psionic Guild cards The Young Light (F816), The Prodigal One (F818) and The Prophet
 * (F825), seed 003: "Prelude: You may discard 1 non-Event action card to place this card next to a
 * played Faithful card. (Even one that's face down!) When the round ends, draw it into your hand and
 * take this card." (src/core/campaign/fates/faithful.ts; the Faithful cards are played under F813,
 * BR p.9; a Prelude comes after your card, before your actions, p.20).
 */
import { gameStateProblems } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import { refusal, run } from "../game/helpers";
import { baseCard, beside, believerChapter, faithfulRound, handOf, withFaithful } from "./faithfulFixtures";

const c = (x: object) => x as Command;


describe("F816, F818, F825: 'Prelude: discard 1 non-Event action card to place this card next to a played Faithful card (even face down); when the round ends, draw it and take this card'", () => {
  test("F818: Yellow discards a card and lays The Prodigal One beside Blue's face-down Faithful card; at the round's end Yellow draws it and takes the card back; nothing hidden is named", () => {
    const s = faithfulRound();
    const d = baseCard(s, "Yellow");
    const laid = run(s, beside(s, "Yellow", "F818", "F806", [d]));
    expect(laid.round?.unions).toEqual([{ player: "Yellow", union: "F818", card: "F806", back: true }]);
    expect(handOf(laid, "Yellow")).not.toContain(d);
    expect(laid.discard[0]).toBe(d);
    expect(laid.actions?.prelude).toBe(true);
    expect(laid.events.map((e) => e.text)).toEqual(["Yellow discards a card and lays The Prodigal One (F818) beside Blue's Faithful card: drawn at round end"]);
    expect(gameStateProblems(laid)).toEqual([]);
    const n = handOf(laid, "Yellow").length;
    const ended = run(laid, c({ type: "endTurn", player: "Yellow" }));
    expect(handOf(ended, "Yellow")).toContain("F806");
    expect(handOf(ended, "Yellow").length).toBe(n + 1);
    expect(ended.discard).not.toContain("F806");
    expect(ended.discard).toContain("F808");
    const texts = ended.events.map((e) => e.text);
    expect(texts).toContain("Yellow draws a face-down card into their hand and takes back The Prodigal One (F818)");
    expect(texts.concat(laid.events.map((e) => e.text)).join(" ")).not.toContain("F806");
    expect(gameStateProblems(ended)).toEqual([]);
  });

  test("F816: the Believer lays The Young Light beside their own face-up lead (Faithful 5), drawn back at the round's end", () => {
    let s = withFaithful(believerChapter(), { Red: ["F808"] });
    s = run(s, c({ type: "lead", player: "Red", card: "F808", side: "zeal" }));
    const laid = run(s, beside(s, "Red", "F816", "F808", [baseCard(s, "Red")]));
    expect(laid.events[0].text).toBe("Red discards a card and lays The Young Light (F816) beside Red's Faithful card: drawn at round end");
    let ended = run(laid, c({ type: "endTurn", player: "Red" }));
    ended = run(ended, c({ type: "follow", player: "Blue", card: baseCard(ended, "Blue"), mode: "copy" }), c({ type: "endTurn", player: "Blue" }));
    ended = run(ended, c({ type: "follow", player: "Yellow", card: baseCard(ended, "Yellow"), mode: "copy" }), c({ type: "endTurn", player: "Yellow" }));
    expect(handOf(ended, "Red")).toContain("F808");
    expect(ended.events.map((e) => e.text)).toContain("Red draws F808 into their hand and takes back The Young Light (F816)");
  });

  test("F825 and p.20: refused with the reason when not its holder's, not their turn, no Faithful card named, no non-Event card discarded, already laid, or the Prelude is over", () => {
    const s = faithfulRound();
    const d = baseCard(s, "Yellow");
    expect(refusal(s, beside(s, "Yellow", "F825", "F806", [d], { Red: ["F825"] }))).toBe("Yellow does not have The Prophet (F825) in their play area: only its owner uses its Prelude");
    expect(refusal(s, beside(s, "Red", "F825", "F806", [d]))).toBe("it is Yellow's turn, not Red's");
    const pivot = s.round!.plays[2].card;
    expect(refusal(s, beside(s, "Yellow", "F825", pivot, [d]))).toBe("The Prophet (F825): lay it beside a Faithful card played this round");
    const event = "EVENT1";
    const withEvent = { ...s, players: s.players.map((p) => (p.colour === "Yellow" ? { ...p, hand: p.hand.concat([event]) } : p)) };
    expect(refusal(withEvent, beside(withEvent, "Yellow", "F825", "F806", [event]))).toBe("The Prophet (F825): discard 1 non-Event action card from your hand");
    expect(refusal(s, beside(s, "Yellow", "F825", "F806", []))).toBe("The Prophet (F825): discard 1 non-Event action card from your hand");
    expect(refusal(s, beside(s, "Yellow", "F825", "F806", [baseCard(s, "Red")]))).toBe("The Prophet (F825): discard 1 non-Event action card from your hand");
    const onlyEvent = { ...s, players: s.players.map((p) => (p.colour === "Yellow" ? { ...p, hand: [event] } : p)) };
    expect(refusal(onlyEvent, beside(onlyEvent, "Yellow", "F825", "F806", [event]))).toBe("The Prophet (F825): discard 1 non-Event action card from your hand");
    const laid = run(s, beside(s, "Yellow", "F825", "F806", [d]));
    expect(refusal(laid, beside(laid, "Yellow", "F825", "F808", [baseCard(laid, "Yellow")]))).toBe("The Prophet (F825) already lies beside a played card");
    expect(refusal(laid, beside(laid, "Yellow", "F818", "F806", [baseCard(laid, "Yellow")]))).toBe("The Prophet (F825) already lies beside a played card");
    const over = { ...s, actions: { player: "Yellow", chapter: s.chapter, round: s.round!.number, spent: [], weapon: false, taken: ["battle"], preludeOver: true } } as GameState;
    expect(refusal(over, beside(over, "Yellow", "F825", "F806", [d]))).toBe("Yellow's Prelude is over: it comes before the card's actions, and a battle or secure cannot be rewound (p.20)");
  });
});
