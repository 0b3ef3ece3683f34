/**
 * The action count (src/core/game/actions.ts, docs/rules-decisions.md D15): the played card gives
 * actions (p.8, p.10), resources spent in the Prelude add theirs (p.17, p.20), and each action the
 * table reports spends one.
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import { actionsLeft, actionsLeftText } from "../../../src/core/game/actions";
import type { Command, GameState } from "../../../src/core/game/types";
import { gameStateProblems } from "../../../src/core/rules";
import { dice, example } from "../battle/rulebookExample";
import { tableWith } from "../court/fixtures";
import { refusal, run, startGame } from "./helpers";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const HANDS = [
  ["administration-4", "aggression-3", "construction-3", "mobilization-2", "administration-2", "aggression-2"],
  ["aggression-4", "construction-5", "mobilization-3", "administration-5", "construction-2", "mobilization-6"],
  ["construction-4", "construction-6", "mobilization-4", "administration-3", "aggression-5", "aggression-6"],
];

function game(): GameState {
  return startGame({ seats: SEATS, hands: HANDS });
}

const influence = (player: Colour): Command => ({ type: "takeAction", player, action: "influence" });
const act = (player: Colour, action: "influence" | "tax" | "build" | "repair"): Command => ({ type: "takeAction", player, action });
const spend = (player: Colour, resource: "material" | "fuel" | "weapon" | "relic" | "psionic", outrage: string[] = []): Command =>
  ({ type: "spendResource", player, resource, outrage } as Command);
const roll: Command = { type: "battle", player: "Red", action: { kind: "roll", system: "2.1", defender: "Blue", dice, snapshot: example } };
const rollAgain: Command = { type: "battle", player: "Red", action: { kind: "rollAgain", reason: "a die fell off the table" } };
/** Red has the majority on slot 1 (Mining Interest). */
const secure: Command = {
  type: "court",
  player: "Red",
  action: { kind: "secure", slot: 0, court: tableWith(SEATS, [{ card: "BC02", agents: { Red: 2 } }, { card: "BC11", agents: {} }, { card: "BC13", agents: {} }, { card: "BC05", agents: {} }]) },
};

function redLeads(card: string): GameState {
  return run(game(), { type: "lead", player: "Red", card });
}

/** Red leads Administration 4; Blue follows with `card` in `mode`. */
function blueFollows(card: string, mode: "surpass" | "copy" | "pivot", lead = "administration-4"): GameState {
  return run(redLeads(lead), { type: "endTurn", player: "Red" }, { type: "follow", player: "Blue", card, mode });
}

describe("the action count", () => {
  test("p.8: the lead card gives one action per pip (Administration 4: 3 actions of tax, repair or influence)", () => {
    const s = run(redLeads("administration-4"), influence("Red"), act("Red", "tax"), act("Red", "repair"));
    expect(refusal(s, influence("Red"))).toBe(
      "Red has no Administration action left to influence: the Administration card gives 3 actions, all taken (taken: influence, tax and repair); a Psionic spent in your Prelude gives an action of the lead card (p.17)",
    );
    expect(gameStateProblems(JSON.parse(JSON.stringify(s)))).toEqual([]);
    const broken = JSON.parse(JSON.stringify(s));
    broken.actions.taken = ["influence", "dance"];
    expect(gameStateProblems(broken)).toEqual([expect.stringContaining("actions.taken")]);
  });

  test("p.8: an action the card's suit does not list is refused (Administration cannot build)", () => {
    expect(refusal(redLeads("administration-4"), act("Red", "build"))).toBe(
      "Red cannot build: the Administration card gives Administration actions, which cannot build; a Material spent in your Prelude gives a Build or Repair (p.17)",
    );
  });

  test("p.10: a Copy gives one action of the lead card, and the refusal never names the face-down card", () => {
    const s = run(blueFollows("construction-2", "copy"), influence("Blue"));
    const reason = refusal(s, influence("Blue"));
    expect(reason).toBe(
      "Blue has no Administration action left to influence: a Copy gives 1 action, all taken (taken: influence); a Psionic spent in your Prelude gives an action of the lead card (p.17)",
    );
    expect(reason).not.toContain("Construction");
  });

  test("p.10: a Pivot gives one action of its own suit (Construction: build, not influence)", () => {
    const s = blueFollows("construction-5", "pivot");
    expect(refusal(s, influence("Blue"))).toContain("Blue cannot influence: the Construction card gives Construction actions");
    const built = run(s, act("Blue", "build"));
    expect(refusal(built, act("Blue", "repair"))).toContain("Blue has no Construction action left to repair");
  });

  test("p.10: a Surpass gives the pips of its own card (Administration 5: 3 actions)", () => {
    const s = run(blueFollows("administration-5", "surpass"), influence("Blue"), influence("Blue"), influence("Blue"));
    expect(refusal(s, influence("Blue"))).toContain("Blue has no Administration action left to influence");
  });

  test("p.10: a seize card is played face down and gives no actions (the Copy still gives its one)", () => {
    const s = run(blueFollows("construction-2", "copy"), { type: "seize", player: "Blue", card: "mobilization-6" }, influence("Blue"));
    expect(refusal(s, influence("Blue"))).toContain("Blue has no Administration action left to influence");
  });

  test("p.14, p.17: Battle needs an Aggression pip, or a Weapon spent in the Prelude lets the card's pips battle", () => {
    const s = redLeads("administration-4");
    expect(refusal(s, roll)).toBe(
      "Red cannot battle: the Administration card gives Administration actions, which cannot battle; a Weapon spent in your Prelude lets the card's pips battle (p.17)",
    );
    const armed = run(s, spend("Red", "weapon"), roll);
    expect(armed.battle?.step).toBe("rolling");
    expect(actionsLeftText(armed, "Red")).toBe("2 of 3 actions left (Administration: tax, repair or influence; Prelude: Weapon (pips may battle))");
  });

  test("p.13, p.17: Secure needs an Aggression pip or a Relic spent in the Prelude", () => {
    const s = redLeads("administration-4");
    expect(refusal(s, secure)).toContain("Red cannot secure: the Administration card gives Administration actions, which cannot secure; a Relic spent in your Prelude gives a Secure (p.17)");
    const secured = run(s, spend("Red", "relic"), secure);
    expect(secured.secure?.card).toBe("BC02");
  });

  test("p.17: a Material gives a Build or Repair and a Psionic an action of the lead card; which source pays is never fixed early", () => {
    // Administration 4 (3 pips: tax, repair, influence) + Material (build or repair): three repairs
    // first, then the build still fits — the repairs move onto the pips.
    let s = run(redLeads("administration-4"), spend("Red", "material"), act("Red", "repair"), act("Red", "repair"), act("Red", "repair"), act("Red", "build"));
    expect(refusal(s, act("Red", "repair"))).toContain("Red has no Administration action left to repair");
    // Blue Pivots with Construction 5 (1 build or repair); a Psionic gives one of the lead card's (Administration).
    s = run(blueFollows("construction-5", "pivot"), spend("Blue", "psionic"), influence("Blue"), act("Blue", "build"));
    expect(refusal(s, influence("Blue"))).toContain("Blue cannot influence");
  });

  test("FAQ Resources: a Weapon converts only the card's pips, not the actions of other resources", () => {
    // Blue Copies Administration (1 pip); a Weapon and a Relic: one battle (the pip) and one secure (the Relic), no second battle.
    const s = run(blueFollows("construction-2", "copy"), spend("Blue", "weapon"), spend("Blue", "relic"));
    const left = actionsLeft(s, "Blue");
    expect(left.find((l) => l.kind === "battle")!.left).toBe(1);
    expect(left.find((l) => l.kind === "secure")!.left).toBe(1);
    expect(left.find((l) => l.kind === "influence")!.left).toBe(1);
  });

  test("FAQ Resources: an Outraged resource is spent for no effect", () => {
    const s = run(redLeads("administration-4"), spend("Red", "relic", ["relic"]));
    expect(s.events[0].text).toBe('Red spends Relic for no effect: Relic is Outraged (FAQ "Resources")');
    expect(refusal(s, secure)).toContain("Red cannot secure");
  });

  test("p.20, FAQ Rewind: once a battle is paid with a pip the Prelude is over", () => {
    const s = run(redLeads("aggression-3"), roll);
    expect(refusal(s, spend("Red", "relic"))).toBe(
      "Red's Prelude is over: it comes before the card's actions, and a battle or secure cannot be rewound (p.20)",
    );
    // an influence paid by a pip reveals nothing: a Prelude spend may still be rewound in front of it
    const t = run(redLeads("administration-4"), influence("Red"), spend("Red", "relic"), secure);
    expect(t.secure?.card).toBe("BC02");
  });

  test("p.20, FAQ Turn Structure: a Court card's Prelude after a pip-paid battle is refused, and so is one on a card secured in this Prelude (BC02 Mining Interest)", () => {
    const court = tableWith(SEATS, [{ card: "BC26", agents: {} }, { card: "BC11", agents: {} }, { card: "BC13", agents: {} }, { card: "BC05", agents: {} }]);
    court.court.deck.splice(court.court.deck.indexOf("BC02"), 1);
    court.players[0].guildCards.push("BC02");
    const fill: Command = { type: "cardAction", player: "Red", action: { kind: "prelude", choice: { card: "BC02" }, court } } as Command;
    expect(refusal(run(redLeads("aggression-3"), roll), fill)).toBe(
      "Red's Prelude is over: it comes before the card's actions, and a battle or secure cannot be rewound (p.20)",
    );
    const secured = run(redLeads("administration-4"), spend("Red", "relic"), secure);
    expect(refusal(secured, fill)).toBe("Mining Interest (BC02, Material Guild) was secured in this Prelude: its Prelude waits (p.20, FAQ \"Turn Structure\")");
    // ... but its Manufacture (Build) may be taken later in the same turn (FAQ): Administration has no Build, so it is the count that refuses.
    const manufacture: Command = { type: "cardAction", player: "Red", action: { kind: "gain", card: "BC02", court } } as Command;
    expect(refusal(secured, manufacture)).toMatch(/^Red cannot build/);
    expect(run(redLeads("aggression-3"), fill).events[0].text).toBe("Red discards Mining Interest (BC02, Material Guild) for its Prelude");
  });

  test("p.14: one Battle action per battle; a roll set aside is thrown again without a new action", () => {
    // Aggression 3: 2 pips. Three throws set aside and a fourth still count as one battle.
    let s = redLeads("aggression-3");
    for (let i = 0; i < 3; i++) s = run(s, roll, rollAgain);
    s = run(s, roll);
    expect(actionsLeft(s, "Red").find((l) => l.kind === "battle")!.left).toBe(1);
  });

  test("the count belongs to the turn: the next player starts with their own card's actions", () => {
    const s = run(redLeads("administration-4"), influence("Red"), influence("Red"), influence("Red"), { type: "endTurn", player: "Red" });
    const blue = run(s, { type: "follow", player: "Blue", card: "administration-5", mode: "surpass" }, influence("Blue"));
    expect(blue.actions?.player).toBe("Blue");
    expect(blue.actions?.taken).toEqual(["influence"]);
    expect(refusal(blue, influence("Red"))).toBe("it is Blue's turn, not Red's");
  });

  test("FAQ Rewind / Undo: an influence taken back frees its action; a battle is never taken back", () => {
    const s = run(redLeads("administration-4"), influence("Red"), influence("Red"), influence("Red"));
    const back = run(s, { type: "undoAction", player: "Red", action: "influence" });
    expect(back.actions?.taken).toEqual(["influence", "influence"]);
    run(back, influence("Red"));
    expect(refusal(redLeads("administration-4"), { type: "undoAction", player: "Red", action: "influence" })).toBe("Red has taken no influence this turn to take back");
    expect(refusal(run(redLeads("aggression-3"), roll), { type: "undoAction", player: "Red", action: "battle" })).toContain("a battle cannot be taken back");
  });

  test("p.8: actions come after the card is played, on your own turn", () => {
    expect(refusal(game(), influence("Red"))).toBe("play your action card first: actions come after it (p.8, p.20)");
    expect(refusal(game(), spend("Red", "relic"))).toBe("play your action card first: Prelude actions come after it (p.8, p.20)");
    expect(refusal(redLeads("administration-4"), { type: "takeAction", player: "Red", action: "move" } as never)).toContain("move is not influence, tax, build or repair");
  });
});
