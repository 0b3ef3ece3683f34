/** The chapter / round / turn engine: rulebook pp.8-11 ([PC]) and the FAQ. */
import type { Colour } from "../../../src/core/data/vocabulary";
import { legalCommands } from "../../../src/core/game/legal";
import type { GameState } from "../../../src/core/game/types";
import { end, follow, fourPlayerGame, hand, lead, refusal, run, startGame } from "./helpers";

const THREE: Colour[] = ["Red", "Blue", "Yellow"];

function threePlayerGame(): GameState {
  return startGame({
    seats: THREE,
    hands: [
      ["construction-4", "construction-2", "aggression-3", "administration-2", "mobilization-2", "administration-3"],
      ["aggression-4", "construction-5", "construction-6", "mobilization-3", "administration-5", "aggression-2"],
      ["construction-3", "mobilization-4", "administration-4", "aggression-5", "mobilization-5", "administration-6"],
    ],
  });
}

/** Sets hands directly (test setup); removed cards go to the discard so every card is still somewhere. */
function withHands(s: GameState, hands: Partial<Record<Colour, string[]>>): GameState {
  const copy: GameState = JSON.parse(JSON.stringify(s));
  for (const p of copy.players) {
    const want = hands[p.colour];
    if (want === undefined) continue;
    for (const id of p.hand) if (!want.includes(id)) copy.discard.unshift(id);
    for (const id of want) {
      if (!p.hand.includes(id)) {
        copy.discard = copy.discard.filter((x) => x !== id);
        for (const q of copy.players) if (q !== p) q.hand = q.hand.filter((x) => x !== id);
      }
    }
    p.hand = want.slice();
  }
  return copy;
}

describe("Step 1: the initiative holder leads (p.8)", () => {
  test("p.8: the initiative holder plays one card face up as the lead card", () => {
    const s = run(fourPlayerGame(), lead("Red", "construction-4"));
    expect(s.round?.plays).toEqual([{ player: "Red", card: "construction-4", mode: "lead", faceUp: true, actions: 3, actionSuit: "construction" }]);
    expect(hand(s, "Red")).not.toContain("construction-4");
    expect(s.round?.leadNumber).toBe(4);
    // T01: a 3-pip Construction lead gives up to 3 build/repair actions (FAQ C5: they need not all be used)
    expect(s.events[0].text).toBe("Red leads Construction 4 face up: 3 Construction actions (build or repair)");
  });

  test("p.8: only the player whose turn it is may play", () => {
    const s = fourPlayerGame();
    expect(refusal(s, lead("Blue", "aggression-4"))).toBe("it is Red's turn, not Blue's");
    const t = run(s, lead("Red", "construction-4"));
    expect(refusal(t, follow("Yellow", "construction-6", "surpass"))).toBe("it is Red's turn, not Yellow's");
    const u = run(t, end("Red"));
    expect(refusal(u, follow("Yellow", "construction-6", "surpass"))).toBe("it is Blue's turn, not Yellow's");
  });

  test("p.8: a player cannot play a card they do not hold", () => {
    expect(refusal(fourPlayerGame(), lead("Red", "aggression-4"))).toBe("Red does not hold Aggression 4");
  });

  test("p.8 / FAQ Turn Structure: a turn ends only after the card is played", () => {
    expect(refusal(fourPlayerGame(), end("Red"))).toBe("Red must lead a card or pass before ending the turn");
  });
});

describe("Passing the initiative (p.8, FAQ Passing)", () => {
  test("p.8: passing gives the marker to the next clockwise player with cards and ends the round at once", () => {
    const s = run(fourPlayerGame(), { type: "pass", player: "Red" });
    expect(s.initiative).toBe("Blue");
    expect(s.round?.order[0]).toBe("Blue");
    expect(s.round?.plays).toEqual([]);
    expect(hand(s, "Red")).toHaveLength(6);
    expect(hand(s, "Yellow")).toHaveLength(6);
  });

  test("FAQ Passing (C19, D09): the marker skips players without cards", () => {
    const s = withHands(threePlayerGame(), { Blue: [] });
    const t = run(s, { type: "pass", player: "Red" });
    expect(t.initiative).toBe("Yellow");
  });

  test("p.8 (D09): a holder with no cards must pass: the marker moves on and that round ends", () => {
    let s = withHands(threePlayerGame(), { Red: ["construction-4"], Blue: [] });
    // Red leads the last card; Yellow copies; Red keeps the initiative with no cards left.
    s = run(s, lead("Red", "construction-4"), end("Red"), follow("Yellow", "administration-6", "copy"), end("Yellow"));
    expect(hand(s, "Red")).toEqual([]);
    expect(s.initiative).toBe("Yellow");
    expect(s.round?.order).toEqual(["Yellow"]);
    expect(s.events.map((e) => e.kind)).toContain("initiativePassed");
  });

  test("p.10: players with no cards in hand skip their turn", () => {
    const s = withHands(fourPlayerGame(), { Blue: [] });
    const t = run(s, lead("Red", "construction-4"), end("Red"));
    expect(t.round?.order[t.round.turn]).toBe("Yellow");
    expect(refusal(t, follow("Blue", "aggression-4", "copy"))).toBe("it is Yellow's turn, not Blue's");
    // the next round is built without Blue
    const u = run(t, follow("Yellow", "construction-6", "copy"), end("Yellow"), follow("White", "mobilization-6", "pivot"), end("White"));
    expect(u.round?.order).toEqual(["Red", "Yellow", "White"]);
  });

  test("p.8 (D10): if everyone with cards passes consecutively, all action cards are discarded and the chapter ends", () => {
    let s = threePlayerGame();
    s = run(s, { type: "pass", player: "Red" }, { type: "pass", player: "Blue" });
    expect(s.phase).toBe("play");
    s = run(s, { type: "pass", player: "Yellow" });
    expect(s.phase).toBe("scoring");
    expect(s.initiative).toBe("Red"); // the last pass still hands the marker on (rules-decisions.md)
    for (const c of THREE) expect(hand(s, c)).toEqual([]);
    expect(s.discard).toHaveLength(20);
    expect(s.events.map((e) => e.kind)).toContain("chapterEnded");
  });

  test("p.8: a round actually played breaks the chain of passes", () => {
    let s = threePlayerGame();
    s = run(s, { type: "pass", player: "Red" }, { type: "pass", player: "Blue" });
    // Yellow leads instead; nobody surpasses; then Yellow passes: only one pass in the new chain.
    s = run(s, lead("Yellow", "construction-3"), end("Yellow"));
    s = run(s, follow("Red", "aggression-3", "pivot"), end("Red"), follow("Blue", "aggression-2", "pivot"), end("Blue"));
    expect(s.initiative).toBe("Yellow");
    s = run(s, { type: "pass", player: "Yellow" });
    expect(s.phase).toBe("play");
    expect(s.passStreak).toEqual(["Yellow"]);
  });

  test("p.8: only the leader may pass, and not after leading", () => {
    const s = run(fourPlayerGame(), lead("Red", "construction-4"));
    expect(refusal(s, { type: "pass", player: "Red" })).toContain("cannot pass");
    const t = run(s, end("Red"));
    expect(refusal(t, { type: "pass", player: "Blue" })).toContain("only the initiative holder can pass");
  });
});

describe("Declaring an ambition (p.9)", () => {
  test("p.9 (T02): declaring takes the highest available marker and the zero marker makes the lead number 0", () => {
    const s = run(fourPlayerGame(), lead("Red", "construction-4"), { type: "declare", player: "Red", ambition: "warlord" });
    const placed = s.markers.filter((m) => m.at === "warlord").map((m) => m.id);
    expect(placed).toEqual(["marker-5-3"]);
    expect(s.zeroMarker).toBe("leadCard");
    expect(s.round?.leadNumber).toBe(0);
    expect(s.round?.plays[0]).toMatchObject({ card: "construction-4", actions: 3 }); // p.9: pips do not change
  });

  test("p.10 (T03, T04): Pivot with another suit, Surpass a zeroed lead with a low card; the highest Surpass takes the initiative", () => {
    let s = run(fourPlayerGame(), lead("Red", "construction-4"), { type: "declare", player: "Red", ambition: "warlord" }, end("Red"));
    s = run(s, follow("Blue", "aggression-4", "pivot"));
    expect(s.round?.plays[1]).toMatchObject({ mode: "pivot", actions: 1, actionSuit: "aggression" }); // Dane moves once
    s = run(s, end("Blue"), follow("Yellow", "construction-3", "surpass"));
    expect(s.round?.plays[2]).toMatchObject({ mode: "surpass", actions: 3, actionSuit: "construction" });
    s = run(s, end("Yellow"), follow("White", "construction-2", "copy"));
    expect(s.events[0]).toEqual({ kind: "followed", player: "White", text: "White Copies with a face-down card: 1 Construction action (build or repair)" });
    s = run(s, end("White"));
    // Yellow surpassed the zeroed lead with a 3 (3 > 0) and takes the initiative (T04).
    expect(s.initiative).toBe("Yellow");
    expect(s.zeroMarker).toBe("declaredSlot");
    expect(s.markers.find((m) => m.at === "warlord")?.id).toBe("marker-5-3");
  });

  test("p.9 (D12): a \"1\" of the lead suit surpasses a declared lead (number 0)", () => {
    let s = run(fourPlayerGame(), lead("Red", "construction-4"), { type: "declare", player: "Red", ambition: "warlord" }, end("Red"));
    s = run(s, follow("Blue", "aggression-1", "pivot"), end("Blue"), follow("Yellow", "aggression-2", "pivot"), end("Yellow"));
    s = withHands(s, { White: ["construction-1", "mobilization-6"] });
    const t = run(s, follow("White", "construction-1", "surpass"), end("White"));
    expect(t.initiative).toBe("White");
  });

  test("p.9: the card must show the ambition: 2-6 the matching one, 1 none, 7 any", () => {
    const s = run(fourPlayerGame(), lead("Red", "construction-4"));
    expect(refusal(s, { type: "declare", player: "Red", ambition: "tycoon" })).toBe("Construction 4 declares Warlord, not Tycoon");
    const one = run(fourPlayerGame(), lead("Red", "construction-1"));
    expect(refusal(one, { type: "declare", player: "Red", ambition: "tycoon" })).toBe("a 1 has no ambition to declare");
    const seven = run(fourPlayerGame(), lead("Red", "aggression-7"));
    for (const a of ["tycoon", "tyrant", "warlord", "keeper", "empath"] as const) {
      expect(run(seven, { type: "declare", player: "Red", ambition: a }).markers.some((m) => m.at === a)).toBe(true);
    }
  });

  test("p.9: an ambition cannot be declared twice with the same card", () => {
    const s = run(fourPlayerGame(), lead("Red", "aggression-7"), { type: "declare", player: "Red", ambition: "tyrant" });
    expect(refusal(s, { type: "declare", player: "Red", ambition: "keeper" })).toContain("cannot declare twice");
  });

  test("p.9: only the leader declares, and only before the lead turn is over", () => {
    const s = run(fourPlayerGame(), lead("Red", "construction-4"));
    expect(refusal(s, { type: "declare", player: "Blue", ambition: "warlord" })).toContain("only the initiative holder declares");
    const t = run(s, end("Red"));
    expect(refusal(t, { type: "declare", player: "Red", ambition: "warlord" })).toContain("can no longer declare");
    expect(refusal(fourPlayerGame(), { type: "declare", player: "Red", ambition: "warlord" })).toContain("must lead a card before declaring");
  });

  test("p.9: an ambition may be declared again in a later round; markers go highest first; none left after three", () => {
    let s = threePlayerGame();
    const declareRound = (st: GameState, leader: Colour, card: string, ambition: "warlord" | "tycoon" | "tyrant"): GameState => {
      let t = run(st, lead(leader, card), { type: "declare", player: leader, ambition }, end(leader));
      while (t.phase === "play" && t.round && t.round.turn > 0) {
        const who = t.round.order[t.round.turn];
        const copy = legalCommands(t).find((c) => c.type === "follow" && c.mode === "copy");
        t = run(t, copy!, end(who));
      }
      return t;
    };
    s = declareRound(s, "Red", "construction-4", "warlord");
    expect(s.initiative).toBe("Red");
    s = declareRound(s, "Red", "construction-2", "tycoon");
    s = declareRound(s, "Red", "aggression-3", "tyrant");
    expect(s.markers.map((m) => [m.id, m.at])).toEqual([
      ["marker-2-0", "tyrant"],
      ["marker-3-2", "tycoon"],
      ["marker-5-3", "warlord"],
    ]);
    const t = run(s, lead("Red", "administration-2"));
    expect(refusal(t, { type: "declare", player: "Red", ambition: "tycoon" })).toBe("all ambition markers are already placed");
    expect(legalCommands(t).some((c) => c.type === "declare")).toBe(false);
  });
});

describe("Step 2: Surpass, Copy, Pivot (p.10)", () => {
  const afterLead = (): GameState => run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"));

  test("p.10: Surpass needs the lead suit and a strictly higher number", () => {
    const s = afterLead();
    const t = withHands(s, { Blue: ["construction-3", "construction-5", "aggression-6"] });
    expect(refusal(t, follow("Blue", "construction-3", "surpass"))).toBe("a 3 does not surpass the lead's 4");
    expect(refusal(t, follow("Blue", "aggression-6", "surpass"))).toContain("not of the lead suit (Construction)");
    const u = run(t, follow("Blue", "construction-5", "surpass")); // T03: a "5" Construction Surpass gives 2 actions
    expect(u.round?.plays[1]).toEqual({ player: "Blue", card: "construction-5", mode: "surpass", faceUp: true, actions: 2, actionSuit: "construction" });
  });

  test("p.10: Copy plays any card face down", () => {
    const s = run(afterLead(), follow("Blue", "aggression-4", "copy"));
    expect(s.round?.plays[1]).toEqual({ player: "Blue", card: "aggression-4", mode: "copy", faceUp: false, actions: 1, actionSuit: "construction" });
    const t = run(afterLead(), follow("Blue", "construction-5", "copy"));
    expect(t.round?.plays[1].faceUp).toBe(false);
  });

  test("p.10: Pivot must be a card not of the lead suit, face up, any number", () => {
    const s = afterLead();
    expect(refusal(s, follow("Blue", "construction-7", "pivot"))).toContain("cannot Pivot");
    const t = run(s, follow("Blue", "aggression-1", "pivot"));
    expect(t.round?.plays[1]).toEqual({ player: "Blue", card: "aggression-1", mode: "pivot", faceUp: true, actions: 1, actionSuit: "aggression" });
  });

  test("p.10 (D11): a lead-suit card that cannot surpass can only be played as a Copy", () => {
    let s = run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"));
    s = withHands(s, { Blue: ["construction-3"] });
    expect(legalCommands(s)).toEqual([{ type: "follow", player: "Blue", card: "construction-3", mode: "copy" }]);
  });

  test("p.10: the lead suit does not change after a Pivot, and Surpass compares with the lead card only", () => {
    let s = run(afterLead(), follow("Blue", "construction-7", "surpass"), end("Blue"));
    // Yellow's 6 is below Blue's 7 but above the lead's 4: still a Surpass.
    s = run(s, follow("Yellow", "construction-6", "surpass"), end("Yellow"));
    expect(refusal(s, follow("White", "mobilization-6", "surpass"))).toContain("not of the lead suit (Construction)");
  });
});

describe("Seizing the initiative (p.10, FAQ)", () => {
  const afterLead = (): GameState => run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"));

  test("p.10: an extra card played face down seizes; the seizer keeps the initiative over a higher Surpass (p.11)", () => {
    let s = run(afterLead(), follow("Blue", "aggression-4", "copy"), { type: "seize", player: "Blue", card: "aggression-1" });
    expect(s.initiative).toBe("Blue");
    expect(s.round?.seizedBy).toBe("Blue");
    expect(hand(s, "Blue")).toHaveLength(4);
    s = run(s, end("Blue"), follow("Yellow", "construction-6", "surpass"), end("Yellow"), follow("White", "construction-2", "copy"), end("White"));
    expect(s.initiative).toBe("Blue");
    expect(s.discard.slice(0, 5).sort()).toEqual(["aggression-1", "aggression-4", "construction-2", "construction-4", "construction-6"]);
  });

  test("p.10: the initiative holder cannot seize", () => {
    const s = run(fourPlayerGame(), lead("Red", "construction-4"));
    expect(refusal(s, { type: "seize", player: "Red", card: "construction-1" })).toBe("the initiative holder cannot seize the initiative");
  });

  test("p.10: the initiative can be seized only once per round", () => {
    let s = run(afterLead(), follow("Blue", "aggression-4", "copy"), { type: "seize", player: "Blue", card: "aggression-1" }, end("Blue"));
    s = run(s, follow("Yellow", "construction-6", "surpass"));
    expect(refusal(s, { type: "seize", player: "Yellow", card: "aggression-2" })).toBe("the initiative was already seized this round by Blue");
  });

  test("p.10 / FAQ Turn Structure: seize when playing your card, before ending the turn", () => {
    const s = afterLead();
    expect(refusal(s, { type: "seize", player: "Blue", card: "aggression-1" })).toContain("must Surpass, Copy or Pivot");
    const t = run(s, follow("Blue", "aggression-4", "copy"), end("Blue"));
    expect(refusal(t, { type: "seize", player: "Blue", card: "aggression-1" })).toBe("it is Yellow's turn, not Blue's");
  });

  test("FAQ Surpass with a 7 (T19): surpassing with a 7 always seizes when nobody has", () => {
    const s = run(afterLead(), follow("Blue", "construction-7", "surpass"));
    expect(s.initiative).toBe("Blue");
    expect(s.round?.seizedBy).toBe("Blue");
    expect(s.events.map((e) => e.kind)).toContain("seized");
  });

  test("p.10 / FAQ: after a seize, a 7 Surpass is an ordinary Surpass and the seizer keeps the initiative", () => {
    let s = run(fourPlayerGame(), lead("Red", "aggression-7"), end("Red"));
    s = run(s, follow("Blue", "aggression-4", "copy"), { type: "seize", player: "Blue", card: "construction-5" }, end("Blue"));
    // no 7 left in the lead suit for others in this deal; Yellow pivots, White copies
    s = run(s, follow("Yellow", "mobilization-7", "pivot"), end("Yellow"), follow("White", "aggression-6", "copy"), end("White"));
    expect(s.initiative).toBe("Blue");
    let t = run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"));
    t = run(t, follow("Blue", "aggression-4", "copy"), { type: "seize", player: "Blue", card: "aggression-1" }, end("Blue"));
    t = withHands(t, { Yellow: ["construction-7"] });
    t = run(t, follow("Yellow", "construction-7", "surpass"));
    expect(t.round?.seizedBy).toBe("Blue");
    t = run(t, end("Yellow"), follow("White", "construction-2", "copy"), end("White"));
    expect(t.initiative).toBe("Blue");
  });

  test("digest §16.8: the turn order of the round does not change after a seize", () => {
    const s = run(afterLead(), follow("Blue", "aggression-4", "copy"), { type: "seize", player: "Blue", card: "aggression-1" }, end("Blue"));
    expect(s.round?.order).toEqual(["Red", "Blue", "Yellow", "White"]);
    expect(s.round?.order[s.round.turn]).toBe("Yellow");
  });
});

describe("Steps 3-4: check initiative, discard, next round (p.11)", () => {
  test("p.11: with no seize, the highest Surpass takes the initiative", () => {
    let s = run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"));
    s = run(s, follow("Blue", "construction-5", "surpass"), end("Blue"), follow("Yellow", "construction-6", "surpass"), end("Yellow"));
    s = run(s, follow("White", "construction-2", "copy"), end("White"));
    expect(s.initiative).toBe("Yellow");
    expect(s.round?.order[0]).toBe("Yellow");
    expect(s.round?.number).toBe(2);
  });

  test("p.11: with no Surpass and no seize, the holder keeps the initiative", () => {
    let s = run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"));
    s = run(s, follow("Blue", "aggression-4", "pivot"), end("Blue"), follow("Yellow", "construction-6", "copy"), end("Yellow"));
    s = run(s, follow("White", "mobilization-6", "pivot"), end("White"));
    expect(s.initiative).toBe("Red");
  });

  test("p.11: all played cards go face down to the action discard pile", () => {
    let s = run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"));
    const before = s.discard.length;
    s = run(s, follow("Blue", "aggression-4", "pivot"), end("Blue"), follow("Yellow", "construction-6", "copy"), end("Yellow"));
    s = run(s, follow("White", "mobilization-6", "pivot"), end("White"));
    expect(s.discard.length).toBe(before + 4);
    expect(s.discard.slice(0, 4)).toEqual(["mobilization-6", "construction-6", "aggression-4", "construction-4"]);
  });

  test("p.11: when nobody has cards left the chapter ends", () => {
    let s = threePlayerGame();
    for (let i = 0; i < 200 && s.phase === "play"; i++) {
      const legal = legalCommands(s).filter((c) => c.type !== "pass" && c.type !== "seize" && c.type !== "declare");
      s = run(s, legal[0]);
    }
    expect(s.phase).toBe("scoring");
    expect(s.discard).toHaveLength(20);
    for (const p of s.players) expect(p.hand).toEqual([]);
  });
});
