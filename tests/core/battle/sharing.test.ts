/**
 * The battle's Court-table steps share what they do not change: a raid step, an Outrage and the
 * battle's Trophies copy only the players (and supply, discard pile) they change, and hand back a
 * table that shares the rest with their input (src/core/battle/flow.ts, resources.ts). That is only
 * safe while no later step changes a table it was given: these keep every state and table of whole
 * battles and check each still reads as it did when it was made, after every later step ran.
 */
import { apply } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { TableState } from "../../../src/core/court/types";
import { newPlayerHoldings } from "../../../src/core/court/types";
import { raid, destroyedCityConsequences, applyBattleTrophies } from "../../../src/core/battle/flow";
import { provokeOutrage } from "../../../src/core/resources/resources";
import { ransack, secure } from "../../../src/core/court/court";
import { campaignBattleState, nextCommand } from "../../../tools/bench/campaignBattleScenario";

function table(): TableState {
  const players = [newPlayerHoldings("Red", 5), newPlayerHoldings("Blue", 4), newPlayerHoldings("Yellow", 4)];
  players[1].resources = ["relic", "material", "weapon", "fuel", "material", "empty"];
  players[1].guildCards = ["BC01", "BC06"];
  players[0].resources = ["fuel", "empty", "empty", "empty", "empty", "empty"];
  return {
    players,
    court: { deck: ["BC05"], row: [{ card: "BC02", agents: { Blue: 2, Red: 1 } }, { card: "BC03", agents: {} }], discard: ["BC04"] },
    supply: { material: 3, fuel: 4, weapon: 4, relic: 4, psionic: 5 },
  };
}

test("every state of the largest campaign battle (roll to the last steal) is untouched by the steps after it", () => {
  let s: GameState = campaignBattleState();
  const kept: { value: unknown; text: string }[] = [];
  const keep = (value: unknown) => kept.push({ value, text: JSON.stringify(value) });
  let steps = 0;
  let stealsShared = 0;
  for (let i = 0; i < 20; i++) {
    const c = nextCommand(s, i) as (Command & { action?: { kind: string; court?: TableState } }) | undefined;
    if (c === undefined) break;
    keep(s);
    keep(c);
    const r = apply(s, c);
    expect(r.ok).toBe(true);
    if (!r.ok) break;
    const last = (r.value.battle as { last?: { kind: string; raid?: { table: TableState } } } | undefined)?.last;
    // The sharing is real (else this would not test it): a steal's table shares the Court it was given.
    if (last?.kind === "steal" && c.action?.court !== undefined && last.raid?.table.court === c.action.court.court) stealsShared++;
    s = r.value;
    steps++;
  }
  expect(steps).toBe(9);
  expect(stealsShared).toBeGreaterThan(0);
  for (const k of kept) expect(JSON.stringify(k.value)).toBe(k.text);
});

test("a raid, an Outrage, a destroyed city and the battle's Trophies leave the table they were given as it was", () => {
  const t = table();
  const text = JSON.stringify(t);
  const stolen = raid(t, "Red", "Blue", 6, true, [{ kind: "resource", slot: 0 }, { kind: "guild", card: "BC06" }, { kind: "resource", slot: 2 }]);
  const outrage = provokeOutrage(t, "Blue", "material");
  const city = destroyedCityConsequences(t, "Red", "Blue", "weapon", 0);
  const trophies = applyBattleTrophies(t, {
    attacker: "Red", defender: "Blue", keys: 0, attackingShipsRemain: true, citiesDestroyed: [],
    destroyed: { attackingShips: 2, defendingShips: 3, defendingCities: 1, defendingStarports: 0 },
  } as never);
  for (const r of [stolen, outrage, city, trophies]) expect(r.ok).toBe(true);
  expect(JSON.stringify(t)).toBe(text);
  // Each result is the step's whole table (shared parts included), as a full copy was.
  if (stolen.ok) expect(stolen.value.table.players[1].resources).toEqual(["empty", "material", "empty", "fuel", "material", "empty"]);
  if (outrage.ok) expect(outrage.value.table.players[1].resources).toEqual(["relic", "empty", "weapon", "fuel", "empty", "empty"]);
});

test("a secure and a Ransack leave the table they were given as it was and share the players and Court slots they do not change", () => {
  const t = table();
  // A Vox card in slot 1 with Red's agents (a prompt waits), a Guild card with an attached one in slot 2.
  t.court.row = [{ card: "BC26", agents: { Blue: 2, Red: 1 } }, { card: "BC03", agents: { Red: 2, Yellow: 1 }, attached: "BC07" }];
  t.players[0].outragePlaceholders = ["fuel"];
  const text = JSON.stringify(t);
  const secured = secure(t, "Red", 1);
  const ransacked = ransack(t, "Red", "Blue", 0);
  const city = destroyedCityConsequences(t, "Red", "Blue", "weapon", 0);
  for (const r of [secured, ransacked, city]) expect(r.ok).toBe(true);
  expect(JSON.stringify(t)).toBe(text);
  if (!secured.ok || !ransacked.ok) return;
  // The securer is a new record; the others and the untouched slot are the input's.
  expect(secured.value.table.players[0]).not.toBe(t.players[0]);
  expect(secured.value.table.players[1]).toBe(t.players[1]);
  expect(secured.value.table.court.row[0]).toBe(t.court.row[0]);
  expect(secured.value.table.court.row[1]).toEqual({ card: "BC05", agents: {} });
  expect(secured.value.table.players[0].captives).toEqual({ Yellow: 1 });
  expect(secured.value.table.players[0].guildCards).toEqual(["BC03", "BC07"]);
  expect(secured.value.table.players[0].outragePlaceholders).toEqual([]);
  expect(ransacked.value.table.players[2]).toBe(t.players[2]);
  expect(ransacked.value.table.court.row[1]).toBe(t.court.row[1]);
  expect(ransacked.value.table.players[0].trophies.Blue).toEqual({ ships: 0, agents: 2, cities: 0, starports: 0 });
  expect(ransacked.value.table.pending?.card).toBe("BC26");
  // The Court deck gave its top to the refill of the secure, not of the input.
  expect(t.court.deck).toEqual(["BC05"]);
});
