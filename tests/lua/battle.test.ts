/**
 * Parity: the battle rules, compiled by TSTL and run in the Lua VM, give exactly the Node results,
 * refusal reasons included. Multi-step flows run as two chains (Node on Node outputs, Lua on Lua
 * outputs), compared after every step.
 */
import type { BattleSnapshot } from "../../src/core/battle/battle";
import * as battle from "../../src/core/battle";
import { DIE_TYPES } from "../../src/core/data/dice";
import { RESOURCE_TYPES } from "../../src/core/data/vocabulary";
import { tableWith } from "../core/court/fixtures";
import { dice, example, exampleTable, faces, mikahsChoice } from "../core/battle/rulebookExample";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import * as scenarios from "../../tools/bench/battleScenarios";

const lua = loadCoreModuleInLua("src/core/battle/index.ts");
const node = battle as unknown as Record<string, (...args: unknown[]) => unknown>;

/** Call the same export in both VMs and require identical results; returns both. */
function both(name: string, ...args: unknown[]): { node: unknown; lua: unknown } {
  const n = node[name](...args);
  const l = lua.call(name, ...args);
  expect(l).toEqual(normalise(n));
  return { node: n, lua: l };
}


describe("battle parity (Node vs Lua)", () => {
  test("game-data §4: every die face reads the same in Lua", () => {
    for (const d of DIE_TYPES) {
      for (let f = 1; f <= 6; f++) {
        both("readRoll", { skirmish: 0, assault: 0, raid: 0, [d]: 1 }, [{ die: d, face: f }]);
      }
    }
    both("readRoll", dice, [{ die: "raid", face: 9 }]);
    // The read looks faces up in its own table: an odd die or face is refused in the same words.
    const one = { skirmish: 0, assault: 1, raid: 0 };
    for (const odd of [{ die: "assault", face: 0 }, { die: "assault", face: 2.5 }, { die: "assault", face: "2" }, { die: "dread", face: 1 }, { die: "constructor", face: 1 }, { die: "assault", face: -1 }]) {
      const r = both("readRoll", one, [odd]);
      expect((r.node as { ok: boolean }).ok).toBe(false);
    }
    expect(lua.call("validateDiceData")).toEqual([]);
  });

  test("p.14 + FAQ: dice limits (zero dice, one per ship, 6 per type, raid dice limit) agree", () => {
    both("legalDiceCollections", example);
    both("legalDiceCollections", { ...example, defendingCities: { fresh: 0, damaged: 0 } });
    both("legalDiceCollections", { ...example, defendingCities: { fresh: 0, damaged: 0 }, defenderHasBuildingsElsewhere: false });
    both("checkDiceCollection", example, { skirmish: 0, assault: 0, raid: 0 });
    both("checkDiceCollection", example, { skirmish: 2, assault: 2, raid: 1 });
    both("checkDiceCollection", { ...example, extraDice: 0 }, { skirmish: 2, assault: 2, raid: 1 });
    both("checkDiceCollection", { ...example, extraDice: 2 }, { skirmish: 2, assault: 2, raid: 3 });
    both("checkDiceCollection", { ...example, extraDice: 2 }, { skirmish: 2, assault: 2, raid: 2 });
    both("checkDiceCollection", { ...example, attackingShips: { fresh: 15, damaged: 0 } }, { skirmish: 0, assault: 7, raid: 0 });
    both("checkDiceCollection", { ...example, defendingCities: { fresh: 0, damaged: 0 } }, { skirmish: 0, assault: 0, raid: 1 });
    both("checkDiceCollection", { ...example, defendingShips: { fresh: 0, damaged: 0 }, defendingCities: { fresh: 0, damaged: 0 } }, dice);
  });

  test("p.15-16 example: hits, Trophies, Outrage, Ransack and raid are identical in Lua", () => {
    const t = exampleTable();
    const start = both("startBattle", t, example, dice, faces, mikahsChoice);
    const n1 = (start.node as { value: { table: unknown; flow: unknown } }).value;
    const l1 = (start.lua as { value: { table: unknown; flow: unknown } }).value;
    expect(lua.call("raidInBattle", l1.table, l1.flow, [])).toEqual(normalise(node.raidInBattle(n1.table, n1.flow, [])));
    const nc = node.resolveNextCity(n1.table, n1.flow) as { value: { table: unknown; flow: unknown } };
    const lc = lua.call("resolveNextCity", l1.table, l1.flow) as { value: { table: unknown; flow: unknown } };
    expect(lc).toEqual(normalise(nc));
    const picks = [{ kind: "resource", slot: 1 }, { kind: "resource", slot: 2 }];
    expect(lua.call("raidInBattle", lc.value.table, lc.value.flow, picks)).toEqual(
      normalise(node.raidInBattle(nc.value.table, nc.value.flow, picks)),
    );
    const relic = [{ kind: "resource", slot: 0 }];
    const refused = lua.call("raidInBattle", lc.value.table, lc.value.flow, relic) as { reason: string };
    expect(refused.reason).toBe("Stealing Relic (slot 1, 3 keys) costs 3 key(s); you have 2 left");
    expect(refused).toEqual(normalise(node.raidInBattle(nc.value.table, nc.value.flow, relic)));
  });

  test("D05, D06 and FAQ self-hits: default and checked assignments agree", () => {
    const d05 = { ...example, attackingShips: { fresh: 5, damaged: 0 }, defendingShips: { fresh: 2, damaged: 1 }, defendingCities: { fresh: 0, damaged: 0 } };
    const t05 = { self: 0, intercept: 3, hit: 0, building: 0, key: 2 };
    const a05 = both("defaultHitAssignment", d05, t05);
    both("checkHitAssignment", d05, t05, a05.node);
    const d06 = { ...example, defendingShips: { fresh: 0, damaged: 1 }, defendingCities: { fresh: 1, damaged: 0 } };
    const t06 = { self: 0, intercept: 0, hit: 3, building: 0, key: 0 };
    both("checkHitAssignment", d06, t06, both("defaultHitAssignment", d06, t06).node);
    both("checkHitAssignment", d06, t06, { onAttackers: [], shipHits: [{ piece: "city", state: "fresh" }], buildingHits: [] });
    both("checkHitAssignment", example, { self: 1, intercept: 0, hit: 0, building: 0, key: 0 }, { onAttackers: ["damaged"], shipHits: [], buildingHits: [] });
  });

  test("the bench's battle and secure scenarios (tools/bench) give the same results in Lua", () => {
    const benchLua = loadCoreModuleInLua("tools/bench/battleScenarios.ts");
    const benchNode = scenarios as unknown as Record<string, () => unknown>;
    for (const name of ["benchMaxBattle", "benchSecureWithRefill", "benchSecureVoxWithRefill"]) {
      expect(benchLua.call(name)).toEqual(normalise(benchNode[name]()));
    }
  });

  test("seeded random battles: startBattle is identical in Node and Lua", () => {
    let s = 12345;
    const rand = (n: number) => {
      s = (s * 1103515245 + 12345) % 2147483648;
      return Math.floor((s / 2147483648) * n);
    };
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: { Blue: 1 } }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }]);
    let compared = 0;
    for (let i = 0; i < 60; i++) {
      const snap: BattleSnapshot = {
        attacker: "Red",
        defender: "Blue",
        attackingShips: { fresh: rand(7), damaged: rand(4) },
        defendingShips: { fresh: rand(5), damaged: rand(4) },
        defendingCities: { fresh: rand(2), damaged: rand(2) },
        defendingStarports: { fresh: 0, damaged: rand(2) },
        defenderHasBuildingsElsewhere: rand(2) === 0,
        planetType: RESOURCE_TYPES[rand(5)],
      };
      const options = node.legalDiceCollections(snap) as { skirmish: number; assault: number; raid: number }[];
      if (options.length === 0) continue;
      const d = options[rand(options.length)];
      const f: { die: string; face: number }[] = [];
      for (const k of DIE_TYPES) for (let j = 0; j < d[k]; j++) f.push({ die: k, face: 1 + rand(6) });
      both("startBattle", t, snap, d, f);
      compared++;
    }
    expect(compared).toBeGreaterThan(40);
  });
});

describe("the battle machine (Node vs Lua)", () => {
  test("pp.15-16 example step by step, and the refusals of each step, are identical in Lua", () => {
    const thrown = { kind: "roll", system: "2.1", defender: "Blue", dice, snapshot: example };
    const steps: ((prev: { value: Record<string, unknown> }) => unknown[])[] = [
      () => [undefined, "Red", thrown],
      (p) => [p.value, "Red", { kind: "read", faces }],
      (p) => [p.value, "Red", { kind: "hits", assignment: mikahsChoice, court: exampleTable() }],
      (p) => [p.value, "Red", { kind: "ransack", court: (p.value.last as { table: unknown }).table }],
      (p) => [p.value, "Red", { kind: "steal", pick: { kind: "resource", slot: 1 }, court: ((p.value.last as { city: { table: unknown } }).city).table }],
      (p) => [p.value, "Red", { kind: "end" }],
    ];
    let n: { value: Record<string, unknown> } = { value: {} };
    let l: { value: Record<string, unknown> } = { value: {} };
    for (const step of steps) {
      const rn = node.stepBattle(...step(n)) as typeof n;
      const rl = lua.call("stepBattle", ...step(l)) as typeof l;
      expect(rl).toEqual(normalise(rn));
      // Refusals too: a step that cannot follow, and a stranger at the panel.
      expect(lua.call("stepBattle", rl.value, "Red", { kind: "read", faces })).toEqual(normalise(node.stepBattle(rn.value, "Red", { kind: "read", faces })));
      expect(lua.call("stepBattle", rl.value, "Blue", { kind: "end" })).toEqual(normalise(node.stepBattle(rn.value, "Blue", { kind: "end" })));
      n = rn;
      l = rl;
    }
    expect(n.value.step).toBe("over");
  });
});
