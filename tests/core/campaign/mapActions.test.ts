/** The map's actions in the campaign (src/core/campaign/mapActions.ts): the Empire's Laws, the Free States, the Blight, Flagships. */
import type { SystemId } from "../../../src/core/data/vocabulary";
import type { GameState } from "../../../src/core/game/types";
import type { MoveGroup } from "../../../src/core/map/actionTypes";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { refusal, run } from "../game/helpers";
import { mapAction, mapOf } from "../map/fixtures";
import { redLeads } from "./mapFixtures";

describe("Commanding the Imperial Fleet (BR p.10)", () => {
  const map = mapOf({ "1.2": { Red: { ship: [2, 0] }, empire: { ship: [3, 0] } } });
  const moveWith = (loyal: number, imperial: number) => mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "1.0", ships: { fresh: loyal, damaged: 0 }, imperial: { fresh: imperial, damaged: 0 } }] }, map);

  test("BR p.10 Movement Law: a Regent moves 1 Imperial ship for each Loyal ship moving with it", () => {
    const s = redLeads("mobilization", "regent");
    expect(run(s, moveWith(2, 2)).events[0].text).toBe("Red moves 2 ships with 2 Imperial from 1.2 to 1.0");
    expect(refusal(s, moveWith(1, 2))).toBe("Movement Law: a Regent moves 1 Imperial ship per Loyal ship moving with it: 2 Imperial with 1 Loyal (BR p.10)");
  });

  test("BR p.10: an Outlaw moves no Imperial ships", () => {
    expect(refusal(redLeads("mobilization"), moveWith(2, 1))).toBe("an Outlaw moves no Imperial ships: only Regents Command the Imperial Fleet (BR p.10)");
  });

  test("BR p.10 example: a Regent's Catapult with Imperial ships drops off Loyal and Imperial ships on the way", () => {
    const s = redLeads("mobilization", "regent");
    const port = mapOf({ "1.2": { Red: { ship: [3, 0], starport: [1, 0] }, empire: { ship: [2, 0] } } });
    // 2 Imperial and 3 Loyal; 1 Loyal dropped at gate 1, then 1 Imperial at gate 2; the last 1 Imperial and 2 Loyal stop at 2.2.
    const move = mapAction("Red", { kind: "move", from: "1.2", groups: [
      { to: "1.0", ships: { fresh: 1, damaged: 0 } },
      { to: "2.0", ships: { fresh: 0, damaged: 0 }, imperial: { fresh: 1, damaged: 0 } },
      { to: "2.2", ships: { fresh: 2, damaged: 0 }, imperial: { fresh: 1, damaged: 0 } },
    ] }, port);
    expect(run(s, move).events[0].text).toBe("Red takes Catapult moves from 1.2: 1 ship to 1.0, 1 Imperial ship to 2.0, 2 ships with 1 Imperial to 2.2");
  });

  test("BR p.10: a Regent with Loyal pieces there repairs Imperial ships; an Outlaw does not", () => {
    const damaged = mapOf({ "1.2": { Red: { city: [1, 0] }, empire: { ship: [0, 1] } } });
    const repair = mapAction("Red", { kind: "repair", system: "1.2", owner: "empire", piece: "ship" }, damaged);
    expect(run(redLeads("construction", "regent"), repair).events[0].text).toBe("Red repairs a damaged Imperial ship in 1.2 (p.13)");
    expect(refusal(redLeads("construction"), repair)).toBe("only a Regent with Loyal pieces there repairs Imperial ships (Presence Law, BR p.10)");
  });
});

describe("Catapult moves in the campaign (BR pp.10, 19)", () => {
  const from = { "1.2": { Red: { ship: [2, 0] as [number, number], starport: [1, 0] as [number, number] } } };
  const catapult = mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "2.0", ships: { fresh: 2, damaged: 0 } }] }, mapOf({ ...from, "1.0": { empire: { ship: [1, 0] } } }));

  test("BR p.10: Empire control of gates ends an Outlaw's Catapult moves, not a Regent's", () => {
    expect(refusal(redLeads("mobilization"), catapult)).toContain("it would stop at 1.0: the Empire controls gate 1.0: it ends an Outlaw's Catapult moves (BR p.10)");
    expect(run(redLeads("mobilization", "regent"), catapult).events[0].text).toBe("Red takes Catapult moves from 1.2: 2 ships to 2.0");
  });

  test("BR p.10: a Regent's control of a gate ends a Rival Regent's Catapult alone, not one with Imperial ships; an Outlaw's ends everyone's", () => {
    const s = redLeads("mobilization", "regent");
    const yellowGate = { ...from, "1.0": { Yellow: { ship: [1, 0] as [number, number] } } };
    expect(refusal(s, mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "2.0", ships: { fresh: 2, damaged: 0 } }] }, mapOf(yellowGate)))).toContain(
      "Yellow, a Regent, controls gate 1.0: it ends a Rival Regent's Catapult moves without Imperial ships (BR p.10)",
    );
    const mixed = mapOf({ "1.2": { Red: { ship: [2, 0], starport: [1, 0] }, empire: { ship: [0, 1] } }, "1.0": { Yellow: { ship: [1, 0] } } });
    expect(run(s, mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "2.0", ships: { fresh: 2, damaged: 0 }, imperial: { fresh: 0, damaged: 1 } }] }, mixed)).actions?.taken).toEqual(["move"]);
  });

  test("BR p.19: Blight in a gate ends Catapult moves, like a Rival's control", () => {
    const blighted = mapOf({ ...from, "1.0": { blight: { blight: [0, 1] } } });
    expect(refusal(redLeads("mobilization", "regent"), mapAction("Red", { kind: "move", from: "1.2", groups: [{ to: "2.0", ships: { fresh: 2, damaged: 0 } }] }, blighted))).toContain(
      "it would stop at 1.0: Blight in gate 1.0 ends Catapult moves (BR p.19)",
    );
  });
});

describe("The Free States (BR p.15) and the Truce Law (BR p.11)", () => {
  const map = mapOf({
    "3.2": { Red: { ship: [2, 0] }, free: { starport: [1, 0] } },
    "3.3": { Red: { ship: [2, 0] }, free: { city: [1, 0] } },
    "4.1": { free: { city: [1, 0] }, Blue: { ship: [1, 0] }, Red: { ship: [1, 0] } },
  });

  test("BR p.15: a Free starport you control builds ships and Catapults; a Free city you control is taxed without a Captive", () => {
    const built = run(redLeads("construction"), mapAction("Red", { kind: "build", system: "3.2", piece: "ship", at: "free" }, map));
    expect(built.events[0].text).toBe("Red builds a ship at a Free starport in 3.2");
    const moved = run(redLeads("mobilization"), mapAction("Red", { kind: "move", from: "3.2", groups: [{ to: "2.0", ships: { fresh: 2, damaged: 0 } }] }, map));
    expect(moved.events[0].text).toBe("Red takes Catapult moves from 3.2: 2 ships to 2.0");
    const taxed = run(redLeads("administration"), mapAction("Red", { kind: "tax", system: "3.3", owner: "free" }, map));
    expect(taxed.events[0].map).toEqual({ resource: "weapon" });
    expect(refusal(redLeads("administration"), mapAction("Red", { kind: "tax", system: "4.1", owner: "free" }, map))).toBe("you tax a Free city only in a system you control (BR p.15): nobody controls 4.1");
  });

  test("BR p.11 Truce Law: a Regent cannot tax a Rival Regent's city in a system with Imperial ships", () => {
    const truce = mapOf({ "1.2": { Red: { ship: [1, 0] }, Yellow: { city: [1, 0] }, empire: { ship: [1, 0] } } });
    expect(refusal(redLeads("administration", "regent"), mapAction("Red", { kind: "tax", system: "1.2", owner: "Yellow" }, truce))).toBe(
      "Truce Law: Regents cannot tax Rival Regents where there are Imperial ships, as in 1.2 (BR p.11)",
    );
  });

  test("BR p.10 example: on an Outlaw's turn an Empire-controlled system is another's, so the Outlaw builds damaged", () => {
    const ruled = mapOf({ "1.2": { Red: { ship: [4, 0] }, Yellow: { ship: [2, 0] }, empire: { ship: [1, 0] } } });
    const s = run(redLeads("construction"), mapAction("Red", { kind: "build", system: "1.2", piece: "city" }, ruled));
    expect(s.events[0].map).toEqual({ damaged: true });
    expect(run(redLeads("construction", "regent"), mapAction("Red", { kind: "build", system: "1.2", piece: "city" }, ruled)).events[0].map).toEqual({});
  });
});

describe("Flagships (BR p.22)", () => {
  const map = mapOf({ "3.2": { Red: { flagship: [1, 0], ship: [1, 0] } } });

  test("BR p.22: with a Flagship no Loyal city or starport is built on the map; up to 1 ship at the Flagship per turn", () => {
    const s = redLeads("construction");
    expect(refusal(s, mapAction("Red", { kind: "build", system: "3.2", piece: "city" }, map))).toBe(
      "with a Flagship your cities and starports go on its board, not the map (BR p.22)",
    );
    const ship = mapAction("Red", { kind: "build", system: "3.2", piece: "ship", at: "flagship" }, map);
    const one = run(s, ship);
    expect(one.events[0].text).toBe("Red builds a ship at the Flagship in 3.2");
    expect(refusal(one, ship)).toBe("you build up to 1 ship at your Flagship per turn (BR p.22)");
  });

  test("BR p.25, AID10B Ship Crane: \"Your Flagship may build up to 2 ships per turn, not 1\" (a damaged Upgrade still gives it)", () => {
    const crane = { ...map, flagships: [{ owner: "Red" as const, slots: [{ upgrade: { building: "starport" as const, damaged: true } }, {}, {}, {}, {}, {}] }] };
    const ship = mapAction("Red", { kind: "build", system: "3.2", piece: "ship", at: "flagship" }, crane);
    const two = run(redLeads("construction"), ship, ship);
    expect(two.actions?.taken).toEqual(["build", "build"]);
    expect(refusal(two, ship)).toBe("your Flagship builds up to 2 ships per turn with Ship Crane (BR p.25)");
  });

  test("BR p.25, AID10A Control Array: with the Flagship in the cluster's gate, its cities are taxed like Loyal ones (no Captive, no control needed); elsewhere not", () => {
    // Control Array is the fourth Upgrade on the board (data/campaign/flagship.ts, BR p.25's list).
    const board = { owner: "Red" as const, slots: [{}, {}, {}, { upgrade: { building: "city" as const, damaged: false } }, {}, {}] };
    const inGate = { ...mapOf({ "3.0": { Red: { flagship: [1, 0] } }, "3.2": { Blue: { ship: [2, 0], city: [1, 0] } } }), flagships: [board] };
    const tax = mapAction("Red", { kind: "tax", system: "3.2", owner: "Blue" }, inGate);
    const s = run(redLeads("administration"), tax);
    expect(s.events[0].map).toEqual({ resource: "fuel" });
    const away = { ...mapOf({ "2.0": { Red: { flagship: [1, 0] } }, "3.2": { Blue: { ship: [2, 0], city: [1, 0] } } }), flagships: [board] };
    expect(refusal(redLeads("administration"), mapAction("Red", { kind: "tax", system: "3.2", owner: "Blue" }, away))).toContain("Blue's city in 3.2 is a Rival city: you tax it only in a system you control");
    const noArray = mapOf({ "3.0": { Red: { flagship: [1, 0] } }, "3.2": { Blue: { ship: [2, 0], city: [1, 0] } } });
    expect(refusal(redLeads("administration"), mapAction("Red", { kind: "tax", system: "3.2", owner: "Blue" }, noArray))).toContain("is a Rival city");
  });

  describe("BR p.25, AID10A Slipstream Drive: \"Prelude: Once per turn, you may Catapult move either your Flagship alone or other ships from your Flagship\"", () => {
    // Slipstream Drive is the third Upgrade on the board (data/campaign/flagship.ts, BR p.25's list); a damaged one still works (AID10).
    const board = { owner: "Red" as const, slots: [{}, {}, { upgrade: { building: "starport" as const, damaged: true } }, {}, {}, {}] };
    const slipMap = { ...mapOf({ "3.2": { Red: { flagship: [1, 0], ship: [2, 0] } } }), flagships: [board] };
    const ships = (to: SystemId, fresh: number) => ({ to, ships: { fresh, damaged: 0 } });
    const flag = (to: SystemId) => ({ to, ships: { fresh: 0, damaged: 0 }, flagship: true });
    const slip = (groups: MoveGroup[], map: MapSnapshot = slipMap, join = false) => mapAction("Red", { kind: "move", from: "3.2", groups, slipstream: true }, map, join);

    test("other ships Catapult from the Flagship's planet (no starport) through the gates, no action spent, even with a Construction card", () => {
      const s = run(redLeads("construction"), slip([ships("2.0", 1)]));
      expect(s.events[0].text).toBe("Red takes Catapult moves from 3.2: 1 ship to 2.0 (Slipstream Drive: in the Prelude, no action)");
      expect(s.actions?.taken).toEqual([]);
      expect(s.actions?.mapActs).toEqual(["slipstream>move:3.2"]);
      expect(s.actions?.prelude).toBe(true);
      // Without the Upgrade's move the same ships do not Catapult: 3.2 holds no Loyal starport (p.13).
      expect(refusal(redLeads("mobilization"), mapAction("Red", { kind: "move", from: "3.2", groups: [ships("2.0", 1)] }, slipMap))).toContain("2.0 is not adjacent to 3.2");
    });

    test("once per turn: a second is refused; later drops of the same move join it for nothing, and taking it back frees it", () => {
      const s = run(redLeads("mobilization"), mapAction("Red", { kind: "move", from: "3.2", groups: [ships("3.1", 1)] }, slipMap), slip([flag("2.0")]));
      expect(s.actions?.taken).toEqual(["move"]);
      expect(refusal(s, slip([ships("1.0", 1)]))).toBe("Slipstream Drive Catapults once per turn, already taken (BR p.25)");
      const alone = { ...mapOf({ "3.2": { Red: { flagship: [1, 0], ship: [2, 0] } } }), flagships: [board] };
      const two = run(redLeads("construction"), slip([ships("2.0", 1)], alone), slip([ships("2.0", 1), ships("3.0", 1)], alone, true));
      expect(two.actions?.taken).toEqual([]);
      expect(two.events[0].text).toBe("Red takes Catapult moves from 3.2: 1 ship to 2.0, 1 ship to 3.0 (Slipstream Drive: in the Prelude, no action) (the same move)");
      const back = run(s, { type: "undoAction", player: "Red", action: "move" });
      expect(back.actions?.mapActs).toEqual(["move:3.2"]);
      expect(back.actions?.taken).toEqual(["move"]);
      expect(run(back, slip([ships("1.0", 1)])).actions?.mapActs).toEqual(["move:3.2", "slipstream>move:3.2"]);
    });

    test("the Flagship alone or other ships, not both; from the Flagship's system; with the Upgrade on the board; in the Prelude", () => {
      const s = redLeads("construction");
      expect(run(s, slip([flag("2.0")])).events[0].text).toBe("Red takes Catapult moves from 3.2: the Flagship to 2.0 (Slipstream Drive: in the Prelude, no action)");
      expect(refusal(s, slip([{ ...ships("2.0", 1), flagship: true }]))).toBe("Slipstream Drive Catapults your Flagship or ships from it, not both (BR p.25)");
      const elsewhere = { ...mapOf({ "3.2": { Red: { ship: [2, 0] } }, "3.1": { Red: { flagship: [1, 0] } } }), flagships: [board] };
      expect(refusal(s, slip([ships("2.0", 1)], elsewhere))).toBe("Slipstream Drive Catapults from your Flagship: it is not in 3.2 (BR p.25)");
      expect(refusal(s, slip([ships("2.0", 1)], mapOf({ "3.2": { Red: { flagship: [1, 0], ship: [2, 0] } } })))).toBe("Red's Flagship board has no Slipstream Drive Upgrade (BR p.25)");
      // A battle paid with a pip ended the Prelude (actions.ts spendAction).
      const over: GameState = { ...s, actions: { player: "Red", chapter: s.chapter, round: s.round!.number, spent: [], weapon: false, taken: ["battle"], preludeOver: true } };
      expect(refusal(over, slip([ships("2.0", 1)]))).toBe("Slipstream Drive moves in the Prelude, and Red's is over (p.20, BR p.25)");
      // A Catapult still stops where any Catapult stops: Blight in a gate (BR p.19).
      const blighted = { ...mapOf({ "3.2": { Red: { flagship: [1, 0], ship: [2, 0] } }, "3.0": { blight: { blight: [1, 0] } } }), flagships: [board] };
      expect(refusal(s, slip([ships("2.0", 1)], blighted))).toContain("2.0 cannot be reached from 3.2 in one Catapult move");
    });
  });

  test("BR p.22: the Flagship is a fresh Loyal ship that moves", () => {
    const s = run(redLeads("mobilization"), mapAction("Red", { kind: "move", from: "3.2", groups: [{ to: "3.0", ships: { fresh: 0, damaged: 0 }, flagship: true }] }, map));
    expect(s.events[0].text).toBe("Red moves the Flagship from 3.2 to 3.0");
  });
});
