/**
 * Declaring and seizing come before any action (issue 29 item 1; docs/rules-decisions.md D1):
 * rulebook p.20 "Before Prelude actions, you must choose whether or not to declare an ambition or
 * seize the initiative"; p.9 and p.10 "before taking any actions"; FAQ "Turn Structure" (play,
 * declare or seize, Prelude, pips). Once the player has used a Prelude action or taken an action
 * the table saw, both are closed for the turn; an action taken back (FAQ "Rewind / Undo") reopens them.
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import { legalCommands } from "../../../src/core/game/legal";
import type { Command, GameState } from "../../../src/core/game/types";
import { gameStateProblems } from "../../../src/core/rules";
import { giveCard, setResources, tableWith } from "../court/fixtures";
import { end, follow, fourPlayerGame, lead, refusal, run } from "./helpers";

const spend = (player: Colour, resource: "material" | "fuel" | "weapon" | "relic" | "psionic", outrage: string[] = []): Command =>
  ({ type: "spendResource", player, resource, outrage }) as Command;
const act = (player: Colour, action: "influence" | "tax" | "build" | "repair"): Command => ({ type: "takeAction", player, action });
const declare = (player: Colour, ambition: "keeper" | "tyrant" | "warlord" | "keeper" | "empath"): Command => ({ type: "declare", player, ambition });
const seize = (player: Colour, card: string): Command => ({ type: "seize", player, card });

/** Red leads Construction 4 (it declares Warlord, p.9). */
function redLed(): GameState {
  return run(fourPlayerGame(), lead("Red", "construction-4"));
}

/** Blue follows Red's Construction 4 with a Surpass (Construction 5). */
function blueFollowed(): GameState {
  return run(redLed(), end("Red"), follow("Blue", "construction-5", "surpass"));
}

function types(s: GameState): string[] {
  return legalCommands(s).map((c) => c.type);
}

describe("p.20 / FAQ 'Turn Structure': declare an ambition before any Prelude action or action", () => {
  test("p.9: before anything else the leader may declare (the lead card's ambition is offered)", () => {
    const s = redLed();
    expect(types(s)).toContain("declare");
    expect(run(s, declare("Red", "warlord")).round?.declared).toBe(true);
  });

  test("p.20: after a resource spent in the Prelude the declare is refused and no longer offered", () => {
    const s = run(redLed(), spend("Red", "material"));
    expect(refusal(s, declare("Red", "warlord"))).toBe(
      "Red can no longer declare: it comes before any actions, Prelude ones too, and Red has already used a Prelude action this turn (p.9, p.20)",
    );
    expect(types(s)).not.toContain("declare");
    expect(types(s)).toContain("endTurn");
    expect(gameStateProblems(JSON.parse(JSON.stringify(s)))).toEqual([]);
  });

  test("p.20, FAQ 'Resources': a resource spent for no effect (Outraged) is still a Prelude action", () => {
    const s = run(redLed(), spend("Red", "fuel", ["fuel"]));
    expect(refusal(s, declare("Red", "warlord"))).toMatch(/has already used a Prelude action this turn/);
  });

  test("p.9: after an action the table saw (a build) the declare is refused", () => {
    const s = run(redLed(), act("Red", "build"));
    expect(refusal(s, declare("Red", "warlord"))).toBe(
      "Red can no longer declare: it comes before any actions, Prelude ones too, and Red has already taken an action this turn (build) (p.9, p.20)",
    );
    expect(types(s)).not.toContain("declare");
  });

  test("FAQ 'Rewind / Undo': a build taken back reopens the declare (nothing was revealed)", () => {
    const s = run(redLed(), act("Red", "build"), { type: "undoAction", player: "Red", action: "build" } as Command);
    expect(types(s)).toContain("declare");
    expect(run(s, declare("Red", "warlord")).round?.declared).toBe(true);
  });

  test("p.20: a Court card's Prelude (Relic Fence, BC24) closes the declare", () => {
    const t = tableWith(["Red", "Blue", "Yellow", "White"], [{ card: "BC26", agents: {} }, { card: "BC27", agents: {} }, { card: "BC28", agents: {} }, { card: "BC29", agents: {} }]);
    giveCard(t, "Red", "BC24");
    setResources(t, "Red", ["fuel"]);
    const s = run(redLed(), { type: "cardAction", player: "Red", action: { kind: "prelude", choice: { card: "BC24", discardSlot: 0 }, court: t } } as Command);
    expect(refusal(s, declare("Red", "warlord"))).toMatch(/has already used a Prelude action this turn \(p\.9, p\.20\)$/);
    expect(types(s)).not.toContain("declare");
  });

  test("BC18 Secret Order declares with the lead card: the same window (p.9, p.20)", () => {
    const s = run(redLed(), spend("Red", "material"));
    const c = { type: "declareByCard", player: "Red", ambition: "keeper", card: "BC18", guildCards: ["BC18"] } as Command;
    expect(refusal(s, c)).toMatch(/^Red can no longer declare: .* \(p\.9, p\.20\)$/);
  });
});

describe("p.10 / p.20: seize the initiative before any Prelude action or action", () => {
  test("p.10: a follower may seize right after the card", () => {
    const s = blueFollowed();
    expect(types(s)).toContain("seize");
    expect(run(s, seize("Blue", "aggression-4")).initiative).toBe("Blue");
  });

  test("p.20: after a resource spent in the Prelude the seize is refused and no longer offered", () => {
    const s = run(blueFollowed(), spend("Blue", "relic"));
    expect(refusal(s, seize("Blue", "aggression-4"))).toBe(
      "Blue can no longer seize the initiative: it comes before any actions, Prelude ones too, and Blue has already used a Prelude action this turn (p.10, p.20)",
    );
    expect(types(s)).not.toContain("seize");
  });

  test("p.10: after an action (a repair) the seize is refused", () => {
    const s = run(blueFollowed(), act("Blue", "repair"));
    expect(refusal(s, seize("Blue", "aggression-4"))).toMatch(/^Blue can no longer seize the initiative: .*has already taken an action this turn \(repair\)/);
    expect(types(s)).not.toContain("seize");
  });

  test("the next player's turn starts with the window open again", () => {
    const s = run(blueFollowed(), act("Blue", "repair"), end("Blue"), follow("Yellow", "construction-6", "surpass"));
    expect(types(s)).toContain("seize");
  });
});
