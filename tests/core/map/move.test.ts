/** Move (rulebook p.13, FAQ "Move"), decided on the map the table showed (src/core/map/move.ts). */
import { actionsLeft } from "../../../src/core/game/actions";
import { replay } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import { refusal, run, setupCommand, startGame } from "../game/helpers";
import { catapult, HANDS, mapAction, mapOf, move, redLeads, SEATS, withPowers } from "./fixtures";
import { catapultGatesToRead, isPlainMove } from "../../../src/core/map/move";
import { baseMapRules } from "../../../src/core/map/mapRules";
import type { MapAction, MoveAction } from "../../../src/core/map/actionTypes";

const movesLeft = (s: GameState): number => (actionsLeft(s, "Red").find((l) => l.kind === "move") as { left: number }).left;

/** Red: 3 fresh ships and a starport in 3.3 (Hex of cluster 3); nothing else unless told. */
const home = mapOf({ "3.3": { Red: { ship: [3, 1], starport: [1, 0] } } });
const noPort = mapOf({ "3.3": { Red: { ship: [3, 1] } } });

describe("Move (p.13)", () => {
  test("p.13: any number of Loyal ships from one system to an adjacent system; it spends one of the card's actions", () => {
    const s = redLeads("mobilization-2");
    expect(movesLeft(s)).toBe(4);
    const after = run(s, mapAction("Red", move("3.3", "3.0", 3, 1), noPort));
    expect(movesLeft(after)).toBe(3);
    expect(after.events[0].text).toBe("Red moves 4 ships from 3.3 to 3.0");
  });

  test("p.8: a move needs a card that moves (Administration cannot); p.17: a Fuel spent in the Prelude gives one", () => {
    const s = redLeads("administration-4");
    expect(refusal(s, mapAction("Red", move("3.3", "3.0", 1), noPort))).toContain("Red cannot move: the Administration card gives Administration actions");
    const fuel = run(s, { type: "spendResource", player: "Red", resource: "fuel", outrage: [] } as Command);
    expect(run(fuel, mapAction("Red", move("3.3", "3.0", 1), noPort)).actions?.taken).toEqual(["move"]);
  });

  test("p.13: only Loyal ships the system holds move", () => {
    const s = redLeads("mobilization-2");
    expect(refusal(s, mapAction("Red", move("3.3", "3.0", 4), noPort))).toBe("Red has 3 fresh and 1 damaged ships in 3.3, not 4 fresh and 0 damaged (p.13: Loyal ships)");
    expect(refusal(s, mapAction("Blue", move("3.3", "3.0", 1), noPort))).toBe("it is Red's turn, not Blue's");
  });

  test("p.13: without a Loyal starport a move reaches only an adjacent system", () => {
    const s = redLeads("mobilization-2");
    expect(refusal(s, mapAction("Red", move("3.3", "2.0", 1), noPort))).toBe(
      "2.0 is not adjacent to 3.3: only ships leaving a Loyal starport Catapult (p.13)",
    );
    // A Rival starport in a system Red controls does not Catapult (p.13).
    const rival = mapOf({ "3.3": { Red: { ship: [3, 0] }, Blue: { starport: [1, 0] } } });
    expect(refusal(s, mapAction("Red", move("3.3", "2.0", 1), rival))).toContain("only ships leaving a Loyal starport Catapult");
  });

  test("p.6, p.13: out-of-play clusters do not exist for movement; the path marker joins the gates beside them", () => {
    const s = redLeads("mobilization-2");
    const at4 = mapOf({ "4.0": { Red: { ship: [2, 0] } } });
    // 3SETUP03: clusters 5 and 6 are out; the path markers make gates 4 and 1 adjacent.
    expect(run(s, mapAction("Red", move("4.0", "1.0", 2), at4)).events[0].text).toBe("Red moves 2 ships from 4.0 to 1.0");
    expect(refusal(s, mapAction("Red", move("4.0", "5.0", 2), at4))).toBe("cluster 5 is out of play: its systems are not in the game (p.6)");
  });

  test("p.13: from a Loyal starport the ships take Catapult moves through gates nobody else controls (path marker included)", () => {
    const s = redLeads("mobilization-2");
    // 3.3 -> 3.0 -> 4.0 -> (path) 1.0: one action.
    const after = run(s, mapAction("Red", catapult("3.3", [["1.0", 3]]), home));
    expect(after.events[0].text).toBe("Red takes Catapult moves from 3.3: 3 ships to 1.0");
    expect(movesLeft(after)).toBe(3);
  });

  test("p.13 example, FAQ Move: a gate a Rival controls (counted before moving in) stops the Catapult; it may still end there", () => {
    const s = redLeads("mobilization-2");
    // Gates 2 and 4 are the ways on to gate 1 (4 by the path marker): Blue holds 2, Yellow 4.
    const blocked = mapOf({ "3.3": { Red: { ship: [3, 0], starport: [1, 0] } }, "2.0": { Blue: { ship: [2, 0] } }, "4.0": { Yellow: { ship: [1, 0] } } });
    expect(refusal(s, mapAction("Red", catapult("3.3", [["1.0", 3]]), blocked))).toBe(
      "1.0 cannot be reached from 3.3 in one Catapult move: it stops at a planet or a gate controlled by anyone else (p.13); it would stop at 2.0: Blue controls gate 2.0",
    );
    expect(run(s, mapAction("Red", catapult("3.3", [["4.0", 3]]), blocked)).events[0].text).toBe("Red takes Catapult moves from 3.3: 3 ships to 4.0");
    // A gate where nobody has more fresh ships does not stop it (a tie: nobody controls).
    const tie = mapOf({ "3.3": { Red: { ship: [3, 0], starport: [1, 0] } }, "4.0": { Blue: { ship: [1, 0] }, Yellow: { ship: [1, 0] } } });
    expect(run(s, mapAction("Red", catapult("3.3", [["1.0", 3]]), tie)).actions?.taken).toEqual(["move"]);
  });

  test("p.13, FAQ Move: ships dropped off at a gate went on with the rest, so the stop is next to a gate passed through, not just next to the origin (outside check: haunt-roll-fail)", () => {
    const s = redLeads("mobilization-2");
    // Red's starport in 3.1; Blue controls gate 2.0. 2.3 touches 3.1 across the cluster border only.
    const map = mapOf({ "3.1": { Red: { ship: [2, 0], starport: [1, 0] } }, "2.0": { Blue: { ship: [1, 0] } } });
    expect(run(s, mapAction("Red", catapult("3.1", [["2.3", 2]]), map)).events[0].text).toBe("Red moves 2 ships from 3.1 to 2.3");
    expect(refusal(s, mapAction("Red", catapult("3.1", [["3.0", 1], ["2.3", 1]]), map))).toBe(
      "2.3 cannot be where this Catapult stops: with drops at 3.0 it stops next to a gate passed through (p.13, FAQ \"Move\")",
    );
    expect(run(s, mapAction("Red", catapult("3.1", [["3.0", 1], ["2.0", 1]]), map)).events[0].text).toBe("Red takes Catapult moves from 3.1: 1 ship to 3.0, 1 ship to 2.0");
  });

  test("FAQ Move: the Catapult stops at any planet; ships drop off on the way only at gates, and may backtrack", () => {
    const s = redLeads("mobilization-2");
    // The FAQ's example: from a planet of cluster 3, drop ships in gate 3, then gate 4, then stop at a planet of cluster 3.
    const after = run(s, mapAction("Red", catapult("3.3", [["3.0", 1], ["4.0", 1], ["3.1", 1]]), home));
    expect(after.events[0].text).toBe("Red takes Catapult moves from 3.3: 1 ship to 3.0, 1 ship to 4.0, 1 ship to 3.1");
    expect(refusal(s, mapAction("Red", catapult("3.3", [["3.1", 1], ["4.2", 1]]), home))).toContain("a Catapult move has one stop: 3.1 or 4.2, not both");
    // Through a planet is never a way: 2.3 is reached by the gates, 3.1's cross link to 2.3 is not.
    const far = mapOf({ "3.2": { Red: { ship: [2, 0], starport: [1, 0] } }, "2.0": { Blue: { ship: [1, 0] } } });
    expect(refusal(s, mapAction("Red", catapult("3.2", [["2.3", 2]]), far))).toContain("2.3 cannot be reached from 3.2 in one Catapult move");
  });

  test("Rebel (Disorganized, LEAD05): no more than 2 ships at a time", () => {
    const s = redLeads("mobilization-2", withPowers("Red", { leader: "LEAD05" }));
    expect(refusal(s, mapAction("Red", move("3.3", "3.0", 3), noPort))).toBe("Rebel (Disorganized): you cannot move more than 2 ships at a time, not 3");
    expect(run(s, mapAction("Red", move("3.3", "3.0", 2), noPort)).actions?.taken).toEqual(["move"]);
  });

  test("Sprinter Drives (L03): fresh ships the move brought go one system further, damaged ones do not", () => {
    const sprint = { kind: "move" as const, from: "3.3", groups: [{ to: "3.0", ships: { fresh: 2, damaged: 1 } }], sprint: [{ from: "3.0", to: "2.0", fresh: 2 }] };
    expect(refusal(redLeads("mobilization-2"), mapAction("Red", sprint, noPort))).toBe("only Sprinter Drives (L03) moves ships once more after the move");
    const s = redLeads("mobilization-2", withPowers("Red", { lore: ["L03"] }));
    expect(run(s, mapAction("Red", sprint, noPort)).events[0].text).toBe("Red moves 3 ships from 3.3 to 3.0; Sprinter Drives: 2 ships on from 3.0 to 2.0");
    const three = { ...sprint, sprint: [{ from: "3.0", to: "2.0", fresh: 3 }] };
    expect(refusal(s, mapAction("Red", three, noPort))).toBe("Sprinter Drives moves fresh ships once more: 2 fresh moved into 3.0 (L03)");
  });

  test("Gate Ports (L08): the holder is told they may capture when a Rival's ships move into a gate they control with a fresh starport, Sprinter Drives' step included", () => {
    const s = redLeads("mobilization-2", (g) => withPowers("Blue", { lore: ["L08"] })(withPowers("Red", { lore: ["L03"] })(g)));
    const port = mapOf({ "3.3": { Red: { ship: [2, 0] } }, "2.0": { Blue: { ship: [1, 0], starport: [1, 0] } } });
    const notice = "Blue may capture 1 of Red's agents with Gate Ports (L08): Red's ships moved into gate 2.0, which Blue controls with a fresh starport";
    const sprint = { kind: "move" as const, from: "3.3", groups: [{ to: "3.0", ships: { fresh: 2, damaged: 0 } }], sprint: [{ from: "3.0", to: "2.0", fresh: 1 }] };
    expect(run(s, mapAction("Red", sprint, port)).events.map((e) => e.text)).toContain(notice);
    expect(run(s, mapAction("Red", move("3.3", "3.0", 2), port)).events.map((e) => e.text)).not.toContain(notice);
  });

  test("Warrior (Tactical, LEAD06): a Copy or Pivot to battle also moves once, before or after the battle", () => {
    const bluePivots = (leader?: string) =>
      run(redLeads("mobilization-2", leader === undefined ? undefined : withPowers("Blue", { leader })), { type: "endTurn", player: "Red" }, { type: "follow", player: "Blue", card: "aggression-4", mode: "pivot" });
    const blueMap = mapOf({ "1.2": { Blue: { ship: [2, 0] } } });
    const battleLeft = (s: GameState) => (actionsLeft(s, "Blue").find((l) => l.kind === "battle") as { left: number }).left;
    const warrior = run(bluePivots("LEAD06"), mapAction("Blue", move("1.2", "1.0", 1), blueMap));
    expect(battleLeft(warrior)).toBe(1);
    expect(refusal(warrior, mapAction("Blue", move("1.0", "1.2", 1), mapOf({ "1.0": { Blue: { ship: [1, 0] } } })))).toContain("Blue has no Aggression action left to move");
    expect(battleLeft(run(bluePivots(), mapAction("Blue", move("1.2", "1.0", 1), blueMap)))).toBe(0);
  });

  test("a move's drops join it (same origin, no other action between) and it spends one action; a join after another action is refused", () => {
    const s = redLeads("mobilization-2");
    const one = run(s, mapAction("Red", move("3.3", "3.0", 1), noPort));
    const two = run(one, mapAction("Red", move("3.3", "3.0", 2), noPort, true));
    expect(movesLeft(two)).toBe(3);
    expect(two.events[0].text).toBe("Red moves 2 ships from 3.3 to 3.0 (the same move)");
    const influenced = run(one, { type: "takeAction", player: "Red", action: "influence" });
    expect(refusal(influenced, mapAction("Red", move("3.3", "3.0", 2), noPort, true))).toBe("these ships join no move: Red's last action this turn is not a move from 3.3");
  });

  test('FAQ "Rewind / Undo": a move that revealed nothing is taken back and its action is free again', () => {
    const s = run(redLeads("mobilization-2"), mapAction("Red", move("3.3", "3.0", 1), noPort));
    const back = run(s, { type: "undoAction", player: "Red", action: "move" });
    expect(movesLeft(back)).toBe(4);
    expect(back.actions?.mapActs).toEqual([]);
  });

  test("BR p.25: a Slipstream Drive move (a Prelude Catapult from a Flagship, no action) is the campaign's; the base game refuses it", () => {
    const slip: MapAction = { ...move("3.3", "3.0", 1), slipstream: true } as MoveAction;
    expect(refusal(redLeads("mobilization-2"), mapAction("Red", slip, noPort))).toBe("only a Flagship's Slipstream Drive Catapults in the Prelude (BR p.25)");
  });

  test("the map must be this game's: only players' pieces in the base game, and the setup card's out-of-play clusters", () => {
    const s = redLeads("mobilization-2");
    const imperial = mapOf({ "3.3": { Red: { ship: [2, 0] }, empire: { ship: [1, 0] } } });
    expect(refusal(s, mapAction("Red", move("3.3", "3.0", 1), imperial))).toBe("every piece on the map is a player's in the base game");
    expect(refusal(s, mapAction("Red", move("3.3", "3.0", 1), { ...noPort, outOfPlay: [1, 4] }))).toBe("the setup card puts clusters 5 and 6 out of play (p.4 step J), not the map's");
    expect(run(s, mapAction("Red", move("3.3", "3.0", 1), { ...noPort, outOfPlay: [6, 5] })).actions?.taken).toEqual(["move"]);
  });

  test("a log of map actions replays to the same state, and a refused one is a no-op (npm run replay)", () => {
    const start = startGame({ seats: SEATS, hands: HANDS, setupCard: "3SETUP03" });
    const setup = setupCommand({ seats: SEATS, hands: HANDS, setupCard: "3SETUP03" });
    const played: Command[] = [
      { type: "lead", player: "Red", card: "mobilization-2" },
      mapAction("Red", catapult("3.3", [["3.0", 1], ["1.0", 2]]), home),
      mapAction("Red", move("3.3", "3.0", 9), home),
      mapAction("Red", move("1.0", "1.1", 2), mapOf({ "1.0": { Red: { ship: [2, 0] } } })),
    ];
    const log = { version: 1, commands: [setup, { type: "shuffleDiscard", order: start.discard.slice() } as Command, ...played] };
    const r = replay(log);
    expect(r.refused.map((x) => x.index)).toEqual([4]);
    expect(r.state.actions?.mapActs).toEqual(["move:3.3", "move:1.0"]);
    expect(JSON.stringify(r.state.actions)).toBe(JSON.stringify(run(start, played[0], played[1], played[3]).actions));
  });
});

describe("which gates a Catapult may reach, as the table reads them (outwards from the origin)", () => {
  test("p.13: the gates next to the origin first; then those next to a gate the Catapult passes; none behind a gate that stops it", () => {
    const rules = baseMapRules(SEATS);
    const map = mapOf({ "3.3": { Red: { ship: [3, 0], starport: [1, 0] } } });
    // 3.3 (cluster 3) is next to its gate 3.0 only: that gate is read first.
    expect(catapultGatesToRead(map, "3.3", "Red", false, [5, 6], rules, { "3.3": true })).toEqual(["3.0"]);
    // 3.0 read and passable: the gates next to it (2.0, 4.0) come next.
    expect(catapultGatesToRead(map, "3.3", "Red", false, [5, 6], rules, { "3.3": true, "3.0": true }).sort()).toEqual(["2.0", "4.0"]);
    // Blue controls 3.0: the Catapult stops there, so nothing behind it is read.
    const stopped = mapOf({ "3.3": { Red: { ship: [3, 0], starport: [1, 0] } }, "3.0": { Blue: { ship: [1, 0] } } });
    expect(catapultGatesToRead(stopped, "3.3", "Red", false, [5, 6], rules, { "3.3": true, "3.0": true })).toEqual([]);
  });
});

describe("which moves are decided on the gates (the table reads them only for these)", () => {
  test("p.13: one group into an adjacent system is a plain move; a second group or a farther system is a Catapult", () => {
    const plain = (a: MapAction, out: number[] = []) => isPlainMove(a as MoveAction, out);
    expect(plain(move("3.3", "3.0", 2))).toBe(true);
    expect(plain(move("3.3", "2.0", 2))).toBe(false);
    expect(plain(catapult("3.3", [["3.0", 1], ["3.2", 1]]))).toBe(false);
    // p.6: the path marker over out-of-play cluster 5's gate joins 4.0 and 6.0.
    expect(plain(move("4.0", "6.0", 1), [5])).toBe(true);
    expect(plain(move("4.0", "6.0", 1))).toBe(false);
  });

  test("p.13: a plain move is decided alike whatever the other gates hold", () => {
    const s = redLeads("mobilization-2");
    const blocked = mapOf({ "3.3": { Red: { ship: [3, 1], starport: [1, 0] } }, "2.0": { Blue: { ship: [2, 0] } }, "4.0": { Blue: { ship: [2, 0] } } });
    expect(run(s, mapAction("Red", move("3.3", "3.0", 2), home)).events[0].text).toBe(run(s, mapAction("Red", move("3.3", "3.0", 2), blocked)).events[0].text);
  });
});
