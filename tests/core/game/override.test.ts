/**
 * Advisory rules in the core (issue 28 item 4; docs/playing.md "Rules: enforced, advisory, stopped";
 * docs/rules-decisions.md "Advisory rules"): the host's `rules` command puts the mode in the state,
 * an `override` is accepted only under advisory rules and only for a command the rules refuse now
 * for the recorded reason, and the state then takes the refused move's effect without the check
 * that refused it: the state follows the table, and a replay of the log gives it exactly.
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import { apply, replay, gameStateProblems } from "../../../src/core/rules";
import { checkInvariants } from "../../../src/core/game/invariants";
import type { Command, GameState } from "../../../src/core/game/types";
import { card } from "../../../src/core/game/util";
import { gameInPlay } from "../../../tools/bench/courtScoringHandlers";
import { tableWith } from "../court/fixtures";
import { refusal, run, setupCommand, startGame } from "./helpers";

const SEATS: Colour[] = ["Red", "Blue", "Yellow", "White"];
const HANDS = [
  ["aggression-5", "construction-6", "mobilization-2", "administration-3", "aggression-7", "construction-1"],
  ["aggression-3", "aggression-6", "mobilization-4", "administration-2", "construction-2", "mobilization-7"],
  ["aggression-2", "administration-4", "construction-3", "mobilization-3", "administration-6", "construction-4"],
  ["aggression-4", "administration-5", "construction-5", "mobilization-5", "mobilization-6", "administration-7"],
];
const ADVISORY: Command = { type: "rules", mode: "advisory" };

/** Red has led Construction 6 and ended the turn: Blue to follow. */
function blueToFollow(rules?: Command): GameState {
  const s = startGame({ seats: SEATS, hands: HANDS });
  const t = rules === undefined ? s : run(s, rules);
  return run(t, { type: "lead", player: "Red", card: "construction-6" }, { type: "endTurn", player: "Red" });
}

/** The override of `command` as the table sends it: with the reason the rules gave. */
function overrideOf(s: GameState, player: Colour, command: Command): Command {
  return { type: "override", player, command, reason: refusal(s, command) };
}

const hand = (s: GameState, c: Colour) => s.players.find((p) => p.colour === c)!.hand;
const sound = (s: GameState) => {
  expect(checkInvariants(s)).toEqual([]);
  expect(gameStateProblems(JSON.parse(JSON.stringify(s)))).toEqual([]);
};

describe("the rules mode is game state, switched by the host's logged command", () => {
  test("enforced by default; advisory, then enforced again; the same mode twice is refused", () => {
    const s = startGame({ seats: SEATS, hands: HANDS });
    expect(s.rules).toBeUndefined();
    const a = run(s, ADVISORY);
    expect(a.rules).toBe("advisory");
    expect(a.events).toEqual([{ kind: "rules", text: "the rules are now advisory: a refused move may stand as the players' override", quiet: true }]);
    expect(refusal(a, ADVISORY)).toBe("the rules are advisory already");
    expect(run(a, { type: "rules", mode: "enforced" }).rules).toBeUndefined();
    expect(refusal(s, { type: "rules", mode: "loose" } as never)).toBe("loose is not a rules mode: enforced or advisory");
  });
});

describe("enforced rules are untouched", () => {
  test("p.10: an override is refused under enforced rules and changes nothing", () => {
    const s = blueToFollow();
    const surpass: Command = { type: "follow", player: "Blue", card: "construction-2", mode: "surpass" };
    expect(refusal(s, overrideOf(s, "Blue", surpass))).toBe("overrides are for advisory rules only (the host: !arcs rules advisory)");
  });
});

describe("an override holds a command actually refused, for the reason recorded", () => {
  const s = blueToFollow(ADVISORY);

  test("a move the rules accept needs no override; another reason is refused; the shape is checked", () => {
    const fine: Command = { type: "follow", player: "Blue", card: "construction-2", mode: "copy" };
    expect(refusal(s, { type: "override", player: "Blue", command: fine, reason: "anything" })).toBe("the rules accept this follow: play it, it needs no override");
    const low: Command = { type: "follow", player: "Blue", card: "construction-2", mode: "surpass" };
    expect(refusal(s, { type: "override", player: "Blue", command: low, reason: "made up" })).toBe(
      "the rules refuse this follow for another reason now: a 2 does not surpass the lead's 6",
    );
    expect(refusal(s, { type: "override", player: "Yellow", command: low, reason: "a 2 does not surpass the lead's 6" })).toBe(
      "an override is made by the player whose move was refused",
    );
    expect(refusal(s, { type: "override", player: "Blue", command: { type: "rules", mode: "enforced" }, reason: "x" })).toBe(
      "the rules mode is the host's to switch, not an override",
    );
  });
});

describe("card plays (p.10): the state takes the play as the table shows it", () => {
  test("a Surpass off-suit becomes a Surpass of its own suit and pips; the next player follows from it; the round ends on it", () => {
    let s = blueToFollow(ADVISORY);
    const off: Command = { type: "follow", player: "Blue", card: "aggression-6", mode: "surpass" };
    expect(refusal(s, off)).toMatch(/cannot Surpass: it is not of the lead suit \(Construction\)/);
    s = run(s, overrideOf(s, "Blue", off));
    expect(s.events[0]).toEqual({ kind: "overridden", player: "Blue", text: "Blue goes on with a move the rules refused (follow; advisory rules: the players' override is logged, and the game follows it)" });
    expect(s.round!.plays[1]).toEqual({ player: "Blue", card: "aggression-6", mode: "surpass", faceUp: true, actions: card("aggression-6")!.pips, actionSuit: "aggression" });
    expect(hand(s, "Blue")).not.toContain("aggression-6");
    sound(s);
    // Blue's turn goes on from it: the Surpass's actions are Aggression actions (a battle is one).
    s = run(s, { type: "endTurn", player: "Blue" });
    expect(s.round!.order[s.round!.turn]).toBe("Yellow");
    s = run(s, { type: "follow", player: "Yellow", card: "construction-3", mode: "copy" }, { type: "endTurn", player: "Yellow" });
    s = run(s, { type: "follow", player: "White", card: "mobilization-5", mode: "pivot" }, { type: "endTurn", player: "White" });
    // p.11: the highest Surpass takes the initiative: Blue's 6 (the lead's 6 is the lead, not a Surpass).
    expect(s.initiative).toBe("Blue");
    sound(s);
  });

  test("a Surpass lower than the lead and a Pivot of the lead suit are taken as played", () => {
    let s = blueToFollow(ADVISORY);
    s = run(s, overrideOf(s, "Blue", { type: "follow", player: "Blue", card: "construction-2", mode: "surpass" }));
    expect(s.round!.plays[1]).toMatchObject({ card: "construction-2", mode: "surpass", actionSuit: "construction" });
    s = run(s, { type: "endTurn", player: "Blue" });
    s = run(s, overrideOf(s, "Yellow", { type: "follow", player: "Yellow", card: "construction-4", mode: "pivot" }));
    expect(s.round!.plays[2]).toEqual({ player: "Yellow", card: "construction-4", mode: "pivot", faceUp: true, actions: 1, actionSuit: "construction" });
    sound(s);
  });

  test("played out of turn: the player takes the turn now, the skipped player after them; a lead out of turn takes the initiative", () => {
    let s = blueToFollow(ADVISORY);
    const early: Command = { type: "follow", player: "Yellow", card: "construction-3", mode: "copy" };
    expect(refusal(s, early)).toBe("it is Blue's turn, not Yellow's");
    s = run(s, overrideOf(s, "Yellow", early));
    expect(s.round!.order).toEqual(["Red", "Yellow", "Blue", "White"]);
    expect(s.round!.plays[1]).toMatchObject({ player: "Yellow", mode: "copy", faceUp: false });
    sound(s);
    s = run(s, { type: "endTurn", player: "Yellow" });
    expect(s.round!.order[s.round!.turn]).toBe("Blue");

    let l = startGame({ seats: SEATS, hands: HANDS });
    l = run(l, ADVISORY);
    const lead: Command = { type: "lead", player: "White", card: "mobilization-6" };
    l = run(l, overrideOf(l, "White", lead));
    expect(l.round!.order).toEqual(["White", "Red", "Blue", "Yellow"]);
    expect(l.initiative).toBe("White");
    expect(l.events[1]).toEqual({ kind: "initiativePassed", player: "White", text: "White leads out of turn with the initiative (the players' override)" });
    expect(l.round!.plays).toEqual([expect.objectContaining({ player: "White", card: "mobilization-6", mode: "lead" })]);
    sound(l);
  });

  test("where the state cannot follow (a player who had a turn plays again) the override is a note: the state is unchanged", () => {
    let s = blueToFollow(ADVISORY);
    const again: Command = { type: "follow", player: "Red", card: "construction-1", mode: "copy" };
    s = run(s, overrideOf(s, "Red", again));
    expect(s.events).toEqual([
      { kind: "overridden", player: "Red", text: "Red goes on with a move the rules refused (follow; advisory rules: the players' override is logged; the game cannot follow it: Red has had a turn this round; put the table back or play on by hand)" },
    ]);
    expect(hand(s, "Red")).toContain("construction-1");
    expect(s.round!.plays).toHaveLength(1);
  });
});

describe("declare and seize after acting (p.9, p.10, p.20)", () => {
  test("a declaration after an action places the marker; a seize after an action takes the initiative", () => {
    let s = startGame({ seats: SEATS, hands: HANDS });
    s = run(s, ADVISORY, { type: "lead", player: "Red", card: "construction-6" }, { type: "takeAction", player: "Red", action: "build" });
    const late: Command = { type: "declare", player: "Red", ambition: "tycoon" };
    expect(refusal(s, late)).toMatch(/^Red can no longer declare: it comes before any actions/);
    s = run(s, overrideOf(s, "Red", late));
    expect(s.markers.filter((m) => m.at === "tycoon")).toHaveLength(1);
    expect(s.zeroMarker).toBe("leadCard");
    sound(s);
    s = run(s, { type: "endTurn", player: "Red" }, { type: "follow", player: "Blue", card: "mobilization-4", mode: "pivot" }, { type: "takeAction", player: "Blue", action: "influence" });
    const seize: Command = { type: "seize", player: "Blue", card: "administration-2" };
    expect(refusal(s, seize)).toMatch(/^Blue can no longer seize the initiative/);
    s = run(s, overrideOf(s, "Blue", seize));
    expect(s.initiative).toBe("Blue");
    expect(s.round!.seizedBy).toBe("Blue");
    expect(hand(s, "Blue")).not.toContain("administration-2");
    sound(s);
  });
});

describe("the Court (p.13)", () => {
  /** Red has the majority on slot 1 (a Guild card) and on slot 2 (Mass Uprising, a Vox card); Blue on slot 3. */
  const court = () =>
    tableWith(["Red", "Blue", "Yellow"], [
      { card: "BC02", agents: { Red: 2, Blue: 1 } },
      { card: "BC26", agents: { Red: 1 } },
      { card: "BC11", agents: { Blue: 1 } },
      { card: "BC13", agents: {} },
    ]);
  const redLed = () => run(gameInPlay(["Red", "Blue", "Yellow"]), ADVISORY, { type: "lead", player: "Red", card: "aggression-2" });

  test("a secure without the majority takes the card: Red's agents home, Blue's captive", () => {
    let s = redLed();
    const take: Command = { type: "court", player: "Red", action: { kind: "secure", slot: 2, court: court() } };
    expect(refusal(s, take)).toMatch(/^You cannot secure/);
    s = run(s, overrideOf(s, "Red", take));
    expect(s.secure).toMatchObject({ colour: "Red", card: "BC11", step: "done" });
    expect(s.secure!.last.kind === "secured" && s.secure!.last.outcome.taken).toEqual({ Blue: 1 });
    sound(s);
  });

  test("an influence past the count is counted apart, and the turn's other actions stay payable", () => {
    let s = redLed();
    // Aggression 2 gives 3 Aggression actions: no influence (p.8).
    const influence: Command = { type: "takeAction", player: "Red", action: "influence" };
    expect(refusal(s, influence)).toMatch(/influence/);
    s = run(s, overrideOf(s, "Red", influence));
    expect(s.actions).toMatchObject({ player: "Red", taken: [], overridden: ["influence"] });
    s = run(s, { type: "court", player: "Red", action: { kind: "secure", slot: 0, court: court() } });
    expect(s.actions!.taken).toEqual(["secure"]);
    sound(s);
  });

  test("ending the turn while a When Secured waits leaves it unanswered and passes the turn", () => {
    let s = run(redLed(), { type: "court", player: "Red", action: { kind: "secure", slot: 1, court: court() } });
    expect(s.secure!.step).toBe("whenSecured");
    const end: Command = { type: "endTurn", player: "Red" };
    expect(refusal(s, end)).toMatch(/^Red cannot end the turn: the When Secured of Mass Uprising/);
    s = run(s, overrideOf(s, "Red", end));
    expect(s.secure).toBeUndefined();
    expect(s.round!.order[s.round!.turn]).toBe("Blue");
    sound(s);
  });
});

test("a log with the mode and the overrides replays exactly; no state it passed is changed", () => {
  const start = startGame({ seats: SEATS, hands: HANDS });
  const log: Command[] = [setupCommand({ seats: SEATS, hands: HANDS }), { type: "shuffleDiscard", order: start.discard.slice() }];
  let s = start;
  const push = (c: Command) => {
    const before = JSON.stringify(s);
    const r = apply(s, c);
    expect(JSON.stringify(s)).toBe(before);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
    log.push(c);
  };
  push(ADVISORY);
  push({ type: "lead", player: "Red", card: "construction-6" });
  push({ type: "endTurn", player: "Red" });
  push(overrideOf(s, "Blue", { type: "follow", player: "Blue", card: "aggression-6", mode: "surpass" }));
  push({ type: "endTurn", player: "Blue" });
  push(overrideOf(s, "White", { type: "follow", player: "White", card: "construction-5", mode: "surpass" }));
  const r = replay({ version: 1, commands: log });
  expect(r.refused).toEqual([]);
  expect(r.state).toEqual(s);
});
