/**
 * Buildings on gates (seed 003 card reference, src/core/powers/gatePowers.ts):
 * - Gate Stations (L11): "You may build cities on gates, max 1 per gate. A gate city's type matches
 *   all cities in its cluster. (Players may tax it for 1 resource of any of those cities. If it is
 *   destroyed, Provoke Outrage of all those city types.)"
 * - Gate Ports (L08): "You may build starports on gates, max 1 per gate. When Rival ships take a
 *   move into a gate you control with a fresh Loyal starport, capture 1 agent of that Rival."
 * Control (p.7, glossary): more fresh ships than each Rival. Capture (p.23): a Rival's agent from
 * their supply to your Captives.
 */
import type { BattleSnapshot } from "../../../src/core/battle/battle";
import { checkBattleSnapshot, checkHitAssignment, defaultHitAssignment } from "../../../src/core/battle/battle";
import { cityName, dealHits, resolveNextCity } from "../../../src/core/battle/flow";
import type { GatePieces } from "../../../src/core/powers/gatePowers";
import { cityTypesOfCluster, gatePortsCapture } from "../../../src/core/powers/gatePowers";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { GameState } from "../../../src/core/game/types";
import { apply } from "../../../src/core/rules";
import { player, setResources, tableWith } from "../court/fixtures";
import { end, fourPlayerGame, lead, refusal, run } from "../game/helpers";

function must<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

const gate: BattleSnapshot = {
  attacker: "Red",
  defender: "Blue",
  attackingShips: { fresh: 3, damaged: 0 },
  defendingShips: { fresh: 0, damaged: 0 },
  defendingCities: { fresh: 0, damaged: 1 },
  defendingStarports: { fresh: 0, damaged: 0 },
  defenderHasBuildingsElsewhere: true,
  inGate: true,
  attackerGuildCards: [],
  gateCityTypes: ["material", "weapon"],
  defenderLore: ["L11"],
};
const building = { self: 0, intercept: 0, hit: 0, building: 1, key: 0 };

describe("Gate Stations (L11): 'You may build cities on gates, max 1 per gate.'", () => {
  test("L11: a city defends a gate only for the holder of Gate Stations, one per gate; its cluster's types are needed", () => {
    expect(checkBattleSnapshot(gate)).toEqual({ ok: true, value: true });
    expect(checkBattleSnapshot({ ...gate, defenderLore: undefined })).toEqual({
      ok: false,
      reason: "A gate has no planet: no city defends it (only the holder of Gate Stations (L11, lore) builds cities on gates)",
    });
    // The attacker's Gate Stations builds nothing of the defender's.
    expect(checkBattleSnapshot({ ...gate, defenderLore: ["L08"], attackerLore: ["L11"] }).ok).toBe(false);
    expect(checkBattleSnapshot({ ...gate, defendingCities: { fresh: 1, damaged: 1 } })).toEqual({ ok: false, reason: "Gate Stations (L11, lore): max 1 city per gate, not 2" });
    expect(checkBattleSnapshot({ ...gate, gateCityTypes: undefined })).toEqual({
      ok: false,
      reason: "Name the gate cluster's city types: a destroyed gate city Provokes each (Gate Stations (L11, lore))",
    });
    // A gate city needs no planet type (a gate has none); an empty cluster is a legal list.
    expect(checkBattleSnapshot({ ...gate, gateCityTypes: [] }).ok).toBe(true);
  });

  test("L11: 'A gate city's type matches all cities in its cluster': the distinct types, in resource order", () => {
    expect(cityTypesOfCluster(["weapon", "material", "weapon"])).toEqual(["material", "weapon"]);
    expect(cityTypesOfCluster([])).toEqual([]);
  });

  test("L11: 'If it is destroyed, Provoke Outrage of all those city types': each type in turn, then one Ransack", () => {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: { Blue: 1 } }, { card: "BC05", agents: {} }, { card: "BC09", agents: {} }]);
    setResources(t, "Red", ["material", "weapon", "fuel"]);
    const a = defaultHitAssignment(gate, building);
    expect(must(checkHitAssignment(gate, building, a)).citiesDestroyed).toEqual([["material", "weapon"]]);
    const start = must(dealHits(t, gate, building, a));
    expect(start.flow.citiesLeft).toEqual([["material", "weapon"]]);
    expect(cityName(start.flow.citiesLeft[0])).toBe("gate city (Material, Weapon)");
    const r = must(resolveNextCity(start.table, start.flow));
    const red = player(r.table, "Red");
    expect(red.outrage).toEqual(["material", "weapon"]);
    expect(red.resources.slice(0, 3)).toEqual(["empty", "empty", "fuel"]);
    expect(r.discardedResources).toEqual(["material", "weapon"]);
    // One city, one Ransack: the card holding Blue's agent.
    expect(r.ransacked).toBe("BC02");
    expect(r.flow.citiesLeft).toEqual([]);
  });

  test("L11: a gate city whose cluster holds no city Provokes no Outrage; the Ransack still follows", () => {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: { Blue: 1 } }]);
    const none = { ...gate, gateCityTypes: [] };
    const start = must(dealHits(t, none, building, defaultHitAssignment(none, building)));
    const r = must(resolveNextCity(start.table, start.flow));
    expect(player(r.table, "Red").outrage).toEqual([]);
    expect(r.ransacked).toBe("BC02");
    expect(cityName([])).toBe("gate city (no city in its cluster)");
  });
});

describe("Gate Ports (L08): 'You may build starports on gates, max 1 per gate.'", () => {
  const ports: BattleSnapshot = { ...gate, defendingCities: { fresh: 0, damaged: 0 }, defendingStarports: { fresh: 1, damaged: 0 }, defenderLore: ["L08"] };
  test("L08: a starport defends a gate only for the holder of Gate Ports, one per gate", () => {
    expect(checkBattleSnapshot(ports).ok).toBe(true);
    expect(checkBattleSnapshot({ ...ports, defenderLore: ["L11"] })).toEqual({
      ok: false,
      reason: "A gate has no planet: no starport defends it (only the holder of Gate Ports (L08, lore) builds starports on gates)",
    });
    expect(checkBattleSnapshot({ ...ports, defendingStarports: { fresh: 1, damaged: 1 } })).toEqual({ ok: false, reason: "Gate Ports (L08, lore): max 1 starport per gate, not 2" });
    // A planet is not a gate: starports there need no Lore.
    expect(checkBattleSnapshot({ ...ports, inGate: false, planetType: "fuel", defenderLore: undefined }).ok).toBe(true);
  });
});

const pieces = (colour: Colour, ships: [number, number], starports: [number, number] = [0, 0]) => ({
  colour,
  ships: { fresh: ships[0], damaged: ships[1] },
  starports: { fresh: starports[0], damaged: starports[1] },
});

/** Gate 3.0: Blue's fresh starport and 2 fresh ships; Red's 3 ships have just moved in. */
function gates(...extra: ReturnType<typeof pieces>[]): GatePieces[] {
  return [
    { system: "1.0", pieces: [pieces("Red", [1, 0])] },
    { system: "3.0", pieces: [pieces("Blue", [2, 0], [1, 0]), pieces("Red", [3, 0]), ...extra] },
  ];
}

describe("Gate Ports (L08): 'When Rival ships take a move into a gate you control with a fresh Loyal starport, capture 1 agent of that Rival.'", () => {
  const t = tableWith(["Red", "Blue", "Yellow"], [{ card: "BC02", agents: {} }]);

  test("L08: Red's ships in Blue's gate: 1 Red agent from Red's supply to Blue's Captives", () => {
    const r = must(gatePortsCapture(t, "Blue", "Red", gates()));
    expect(r.gate).toBe("3.0");
    expect(player(r.table, "Blue").captives).toEqual({ Red: 1 });
    expect(player(r.table, "Red").agentSupply).toBe(player(t, "Red").agentSupply - 1);
    // the input is untouched
    expect(player(t, "Blue").captives).toEqual({});
  });

  test("L08: control is counted before the Rival's ships move in (their ships are left out), every other Rival's as they lie", () => {
    // Red's 3 fresh ships outnumber Blue's 2, but they are the ones moving in.
    expect(gatePortsCapture(t, "Blue", "Red", gates()).ok).toBe(true);
    // Yellow has as many fresh ships as Blue: nobody controls the gate.
    expect(gatePortsCapture(t, "Blue", "Red", gates(pieces("Yellow", [2, 0])))).toEqual({
      ok: false,
      reason: "Gate Ports (L08, lore): Blue does not control gate 3.0 (more fresh ships there than each other Rival), so Red's move into it captures nothing",
    });
    // Damaged ships do not count for control.
    expect(gatePortsCapture(t, "Blue", "Red", gates(pieces("Yellow", [0, 4]))).ok).toBe(true);
  });

  test("L08: refused without a fresh Loyal starport in a gate, without the Rival's ships there, for oneself, and with no agent left to capture", () => {
    const damaged: GatePieces[] = [{ system: "3.0", pieces: [pieces("Blue", [2, 0], [0, 1]), pieces("Red", [3, 0])] }];
    expect(gatePortsCapture(t, "Blue", "Red", damaged)).toEqual({ ok: false, reason: "Gate Ports (L08, lore): Blue has no fresh Loyal starport in a gate" });
    expect(gatePortsCapture(t, "Blue", "Yellow", gates())).toEqual({ ok: false, reason: "Gate Ports (L08, lore): Yellow has no ships in a gate where Blue has a fresh Loyal starport" });
    expect(gatePortsCapture(t, "Blue", "Blue", gates()).ok).toBe(false);
    expect(gatePortsCapture(t, "Blue", "White", gates()).ok).toBe(false);
    const empty = tableWith(["Red", "Blue", "Yellow"], [{ card: "BC02", agents: {} }]);
    player(empty, "Red").agentSupply = 0;
    expect(gatePortsCapture(empty, "Blue", "Red", gates())).toEqual({ ok: false, reason: "Red has no agents in their supply: there is none to capture" });
    expect(gatePortsCapture(t, "Blue", "Red", [{ system: "3.0", pieces: [{ colour: "Blue" } as never] }])).toEqual({ ok: false, reason: "Gate Ports (L08, lore) needs the gates as the table shows them" });
  });
});

describe("Gate Ports (L08) through the cardAction command (the holder claims it: moves are not reported)", () => {
  function withLore(s: GameState, colour: Colour, lore: string[]): GameState {
    return { ...s, players: s.players.map((p) => (p.colour === colour ? { ...p, lore } : p)) };
  }
  const t = tableWith(["Red", "Blue", "Yellow", "White"], [{ card: "BC02", agents: {} }]);
  const capture = (rival: Colour) => ({ type: "cardAction" as const, player: "Blue" as const, action: { kind: "gatePorts" as const, rival, gates: gates(), court: t } });

  test("L08: on Red's turn after Red's card, Blue (not on turn) captures; no action of anyone's is spent; the event says why", () => {
    const s = withLore(run(fourPlayerGame(), lead("Red", "aggression-7")), "Blue", ["L08"]);
    const r = apply(s, capture("Red"));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.events.map((e) => e.text)).toEqual([
      "Blue captures 1 of Red's agents with Gate Ports (L08, lore): Red's ships moved into gate 3.0",
    ]);
    expect(r.value.actions).toEqual(s.actions);
  });

  test("L08: refused to a player without the card, off the Rival's turn, before the Rival's card, and with the capture's own refusals", () => {
    const led = run(fourPlayerGame(), lead("Red", "aggression-7"));
    expect(refusal(led, capture("Red"))).toBe("Blue does not hold Gate Ports (L08, lore): only its holder captures with it");
    const s = withLore(led, "Blue", ["L08"]);
    expect(refusal(s, capture("Yellow"))).toBe("It is Red's turn: Yellow's ships move only on Yellow's turn (Gate Ports (L08, lore))");
    expect(refusal(withLore(fourPlayerGame(), "Blue", ["L08"]), capture("Red"))).toBe("Red has not played a card yet: ships move with an action (Gate Ports (L08, lore))");
    const blueTurn = withLore(run(led, end("Red")), "Blue", ["L08"]);
    expect(refusal(blueTurn, capture("Red"))).toBe("It is Blue's turn: Red's ships move only on Red's turn (Gate Ports (L08, lore))");
    const noShips = { type: "cardAction" as const, player: "Blue" as const, action: { kind: "gatePorts" as const, rival: "Red" as const, gates: [gates()[1]].map((g) => ({ ...g, pieces: g.pieces.filter((p) => p.colour !== "Red") })), court: t } };
    expect(refusal(s, noShips)).toBe("Gate Ports (L08, lore): Red has no ships in a gate where Blue has a fresh Loyal starport");
  });
});
