/**
 * Court card effects the engine tracks (issue item 5; seed 003 card reference, rules-digest §4.4,
 * §4.6, §12): Populist Demands BC27, Song of Freedom BC29 / Lattice Spies BC16, Call to Action BC31.
 */
import { apply } from "../../../src/core/rules";
import { legalCommands } from "../../../src/core/game/legal";
import { checkInvariants } from "../../../src/core/game/invariants";
import { playRandomGame } from "../../../src/core/game/driver";
import { replay } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import { end, follow, fourPlayerGame, hand, lead, refusal, run } from "./helpers";


/** Red led construction-4 and declared nothing; Blue has played (Pivot) and is acting. */
function bluesActions(): GameState {
  return run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"), follow("Blue", "aggression-4", "pivot"));
}

function markersAt(s: GameState): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of s.markers) out[m.id] = m.at;
  return out;
}

describe("Populist Demands (BC27): 'When Secured: You may declare any ambition. (An ambition marker must be Available.)'", () => {
  test("BC27: any ambition, whatever the lead card; the highest available marker goes to its box and no zero marker is placed (digest §16 q.4)", () => {
    const s = run(bluesActions(), { type: "declareByCard", player: "Blue", ambition: "empath", card: "BC27" });
    expect(s.markers.find((m) => m.at === "empath")?.id).toBe("marker-5-3");
    expect(s.zeroMarker).toBe("declaredSlot");
    expect(s.round?.leadNumber).toBe(4);
    expect(s.round?.declared).toBe(false);
    expect(s.events.map((e) => e.text)).toEqual(["Blue declares Empath with Populist Demands (BC27, Vox): the 5/3 marker goes to its box (no zero marker)"]);
    expect(checkInvariants(s)).toEqual([]);
  });

  test("BC27: refused with no marker Available, off your turn, before your card, with another card, or with no ambition", () => {
    let s = bluesActions();
    expect(refusal(s, { type: "declareByCard", player: "Yellow", ambition: "tycoon", card: "BC27" })).toBe(
      "it is Blue's turn, not Yellow's: Populist Demands (BC27, Vox) is used on your own turn",
    );
    expect(refusal(s, { type: "declareByCard", player: "Blue", ambition: "tycoon", card: "BC29" })).toBe(
      "Song of Freedom (BC29, Vox) declares no ambition this way",
    );
    expect(refusal(s, { type: "declareByCard", player: "Blue", ambition: "glory" as never, card: "BC27" })).toBe("glory is not an ambition");
    expect(refusal(fourPlayerGame(), { type: "declareByCard", player: "Red", ambition: "tycoon", card: "BC27" })).toMatch(/^Red must play a card first/);
    for (const a of ["tycoon", "tyrant", "warlord"] as const) s = run(s, { type: "declareByCard", player: "Blue", ambition: a, card: "BC27" });
    expect(refusal(s, { type: "declareByCard", player: "Blue", ambition: "keeper", card: "BC27" })).toBe(
      "all ambition markers are placed: Populist Demands (BC27, Vox) needs an Available one",
    );
  });

  test("p.18: the card's marker is scored at chapter end like any other", () => {
    const s = run(bluesActions(), { type: "declareByCard", player: "Blue", ambition: "tycoon", card: "BC27" });
    expect(markersAt(s)["marker-5-3"]).toBe("tycoon");
    // The leader may still declare with the lead card: that is another marker (p.9).
    const red = run(fourPlayerGame(), lead("Red", "construction-4"), { type: "declareByCard", player: "Red", ambition: "keeper", card: "BC27" }, { type: "declare", player: "Red", ambition: "warlord" });
    expect(markersAt(red)).toEqual({ "marker-2-0": "available", "marker-3-2": "warlord", "marker-5-3": "keeper" });
    expect(red.zeroMarker).toBe("leadCard");
  });
});

describe("Song of Freedom (BC29) and Lattice Spies (BC16): 'You can't seize the initiative if you have it or if it's already seized this round!'", () => {
  test("BC29: the securer seizes; the marker moves now, the seizer keeps it at round end (p.11)", () => {
    const s = run(bluesActions(), { type: "seizeByCard", player: "Blue", card: "BC29" });
    expect(s.initiative).toBe("Blue");
    expect(s.round?.seizedBy).toBe("Blue");
    expect(s.round?.seizeCards).toEqual([]);
    expect(s.events.map((e) => e.kind)).toEqual(["seized"]);
    expect(checkInvariants(s)).toEqual([]);
    const after = run(s, end("Blue"), follow("Yellow", "construction-6", "surpass"), end("Yellow"), follow("White", "construction-2", "copy"), end("White"));
    expect(after.initiative).toBe("Blue");
    expect(after.round?.order[0]).toBe("Blue");
  });

  test("BC29 / BC16: refused to the holder, after a seize this round, and for a card that does not seize", () => {
    const red = run(fourPlayerGame(), lead("Red", "construction-4"));
    expect(refusal(red, { type: "seizeByCard", player: "Red", card: "BC29" })).toBe("Red holds the initiative and cannot seize it (Song of Freedom (BC29, Vox))");
    const seized = run(bluesActions(), { type: "seize", player: "Blue", card: "aggression-1" });
    expect(refusal(seized, { type: "seizeByCard", player: "Blue", card: "BC16" })).toBe("Blue holds the initiative and cannot seize it (Lattice Spies (BC16, Psionic Guild))");
    const later = run(seized, end("Blue"), follow("Yellow", "construction-6", "surpass"));
    expect(refusal(later, { type: "seizeByCard", player: "Yellow", card: "BC29" })).toBe(
      "the initiative was already seized this round by Blue",
    );
    expect(refusal(bluesActions(), { type: "seizeByCard", player: "Blue", card: "BC27" })).toMatch(/^Populist Demands \(BC27, Vox\) seizes no initiative/);
  });

  test("FAQ 'Surpass with a 7': a 7 after a card seize is an ordinary Surpass", () => {
    const s = run(fourPlayerGame(), lead("Red", "construction-4"), end("Red"), follow("Blue", "aggression-4", "pivot"), { type: "seizeByCard", player: "Blue", card: "BC16" }, end("Blue"));
    const seven = run(s, follow("Yellow", "construction-6", "surpass"), end("Yellow"), follow("White", "construction-2", "copy"), end("White"));
    expect(seven.initiative).toBe("Blue");
  });
});

describe("Call to Action (BC31): 'When Secured: Draw 1 action card from the bottom of the action discard pile.'", () => {
  test("BC31: the bottom card (the last of the pile, listed top first) moves to the securer's hand; cards are conserved", () => {
    const before = bluesActions();
    const bottom = before.discard[before.discard.length - 1];
    const s = run(before, { type: "drawFromDiscardBottom", player: "Blue", card: "BC31" });
    expect(s.discard).toEqual(before.discard.slice(0, before.discard.length - 1));
    expect(hand(s, "Blue")).toEqual(hand(before, "Blue").concat([bottom]));
    expect(checkInvariants(s)).toEqual([]);
    // The face-down card's identity is not in the public event.
    expect(s.events).toEqual([{ kind: "drewCard", player: "Blue", text: "Blue draws the action discard's bottom card into their hand (Call to Action (BC31, Vox))" }]);
    expect(JSON.stringify(s.events)).not.toContain(bottom);
  });

  test("BC31: refused on an empty discard pile and off turn", () => {
    const s = bluesActions();
    const empty: GameState = { ...JSON.parse(JSON.stringify(s)), discard: [] };
    expect(refusal(empty, { type: "drawFromDiscardBottom", player: "Blue", card: "BC31" })).toBe("the action discard pile is empty: Call to Action (BC31, Vox) has no card to draw");
    expect(refusal(s, { type: "drawFromDiscardBottom", player: "Red", card: "BC31" })).toMatch(/^it is Blue's turn/);
    expect(refusal(s, { type: "drawFromDiscardBottom", player: "Blue", card: "BC17" })).toMatch(/does not draw from the action discard$/);
  });
});

describe("legality for a UI: legalCommands(s, { cards })", () => {
  test("card commands are listed only for the card named, when legal; without cards nothing changes", () => {
    const s = bluesActions();
    expect(legalCommands(s)).toEqual(legalCommands(s, {}));
    expect(legalCommands(s).some((c) => c.type === "declareByCard" || c.type === "seizeByCard" || c.type === "drawFromDiscardBottom")).toBe(false);
    const withCards = legalCommands(s, { cards: ["BC27", "BC29", "BC31"] });
    const card = withCards.filter((c) => c.type === "declareByCard" || c.type === "seizeByCard" || c.type === "drawFromDiscardBottom");
    expect(card).toEqual([
      ...["tycoon", "tyrant", "warlord", "keeper", "empath"].map((a) => ({ type: "declareByCard", player: "Blue", ambition: a, card: "BC27" })),
      { type: "seizeByCard", player: "Blue", card: "BC29" },
      { type: "drawFromDiscardBottom", player: "Blue", card: "BC31" },
    ]);
    for (const c of withCards) expect(apply(s, c).ok).toBe(true);
    // before the card is played, and for the holder, nothing is offered
    expect(legalCommands(fourPlayerGame(), { cards: ["BC27", "BC29", "BC31"] }).map((c) => c.type)).not.toContain("declareByCard");
    const red = run(fourPlayerGame(), lead("Red", "construction-4"));
    expect(legalCommands(red, { cards: ["BC29"] }).map((c) => c.type)).not.toContain("seizeByCard");
  });
});

describe("the random driver with card effects", () => {
  test.each([2, 3, 4])("%i players: games with card effects keep every invariant and replay exactly", (players) => {
    const used: Record<string, number> = {};
    for (let seed = 1; seed <= 15; seed++) {
      const r = playRandomGame({ seed: seed * 104729 + players, playerCount: players, cardEffects: true, checkAllLegal: seed <= 3 });
      expect(r.problems).toEqual([]);
      expect(r.state.phase).toBe("gameOver");
      for (const c of r.log.commands as Command[]) used[c.type] = (used[c.type] ?? 0) + 1;
      if (seed <= 3) expect(replay(r.log).state).toEqual(r.state);
    }
    expect(used.declareByCard).toBeGreaterThan(0);
    expect(used.seizeByCard).toBeGreaterThan(0);
    expect(used.drawFromDiscardBottom).toBeGreaterThan(0);
  });

  test("without the option the driver's games are unchanged (no card command appears)", () => {
    const r = playRandomGame({ seed: 99, playerCount: 4 });
    expect(r.log.commands.some((c) => c.type === "declareByCard" || c.type === "seizeByCard" || c.type === "drawFromDiscardBottom")).toBe(false);
  });
});
