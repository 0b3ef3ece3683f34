/**
 * Benchmarkable operations for `npm run bench` (pure: each builds its inputs and runs the op).
 *
 * Maximum battle: 6/6/6 dice would need 18 attacking ships, but a colour has only 15 ships
 * (p.2, p.14 "one die per attacking ship"). The largest battle with one die per ship is therefore
 * 15 dice: 6 assault + 6 raid + 3 skirmish, against 15 defending ships and 2 defending cities
 * (a planet holds at most 2 buildings), with every hit assigned, both cities destroyed (2 Provoke
 * Outrage + 2 Ransacks) and a full raid. (Extra-dice cards such as Gatekeepers in a gate can lift
 * the total to 17, still under 18; `benchMaxBattle` keeps to the common case.)
 */
import type { Result } from "../../src/core/result";
import { ok, refuse } from "../../src/core/result";
import { courtDeck } from "../../src/core/data/court";
import type { TableState } from "../../src/core/court/types";
import { newPlayerHoldings } from "../../src/core/court/types";
import { answerWhenSecured, secure } from "../../src/core/court/court";
import type { BattleSnapshot, RolledDie } from "../../src/core/battle/battle";
import { checkHitAssignment, defaultHitAssignment, readRoll } from "../../src/core/battle/battle";
import { raidInBattle, resolveNextCity, startBattle } from "../../src/core/battle/flow";

/** A 4-player table: Court row BC01..BC04 (agents on the first three), the rest of the deck in printed order. */
export function benchTable(): TableState {
  const used = ["BC01", "BC02", "BC03", "BC04", "BC05", "BC06", "BC09"];
  const deck = courtDeck().filter((id) => used.indexOf(id) < 0);
  const players = [newPlayerHoldings("Red", 2), newPlayerHoldings("Blue", 2), newPlayerHoldings("Yellow", 4), newPlayerHoldings("White", 4)];
  players[0].agentSupply = 7;
  players[1].agentSupply = 7;
  players[2].agentSupply = 9;
  players[1].resources = ["relic", "material", "weapon", "fuel", "psionic", "material"];
  players[1].guildCards = ["BC05", "BC06", "BC09"];
  players[0].resources = ["fuel", "empty", "empty", "empty", "empty", "empty"];
  return {
    players,
    court: {
      deck,
      row: [
        { card: "BC01", agents: { Red: 3, Blue: 2 } },
        { card: "BC02", agents: { Blue: 1, Yellow: 1 } },
        { card: "BC03", agents: {} },
        { card: "BC04", agents: {} },
      ],
      discard: [],
    },
    supply: { material: 3, fuel: 3, weapon: 4, relic: 4, psionic: 4 },
  };
}

export function maxBattleSnapshot(): BattleSnapshot {
  return {
    attacker: "Red",
    defender: "Blue",
    attackingShips: { fresh: 15, damaged: 0 },
    defendingShips: { fresh: 15, damaged: 0 },
    defendingCities: { fresh: 0, damaged: 2 },
    defendingStarports: { fresh: 0, damaged: 0 },
    defenderHasBuildingsElsewhere: true,
    planetType: "material",
  };
}

export function maxBattleFaces(): RolledDie[] {
  const faces: RolledDie[] = [];
  for (let i = 0; i < 6; i++) faces.push({ die: "assault", face: 4 }); // self + 2 hits
  for (let i = 0; i < 3; i++) faces.push({ die: "raid", face: 1 }); // intercept + 2 keys
  for (let i = 0; i < 3; i++) faces.push({ die: "raid", face: 5 }); // building + key
  for (let i = 0; i < 3; i++) faces.push({ die: "skirmish", face: 4 }); // hit
  return faces;
}

export interface MaxBattleSummary {
  attackerHits: number;
  defenderShipsDamaged: number;
  citiesDestroyed: number;
  ransacked: string[];
  stolen: number;
  keysLost: number;
}

/** The whole maximum battle: dice check, roll, full hit assignment (validated), Trophies, 2 cities, raid. */
export function benchMaxBattle(): Result<MaxBattleSummary> {
  const snap = maxBattleSnapshot();
  const dice = { skirmish: 3, assault: 6, raid: 6 };
  const faces = maxBattleFaces();
  const roll = readRoll(dice, faces);
  if (!roll.ok) return refuse(roll.reason);
  const assignment = defaultHitAssignment(snap, roll.value);
  const checked = checkHitAssignment(snap, roll.value, assignment);
  if (!checked.ok) return refuse(checked.reason);
  const b = startBattle(benchTable(), snap, dice, faces, assignment);
  if (!b.ok) return refuse(b.reason);
  let table = b.value.table;
  let flow = b.value.flow;
  const ransacked: string[] = [];
  while (flow.citiesLeft.length > 0) {
    const c = resolveNextCity(table, flow, 1);
    const c2 = c.ok ? c : resolveNextCity(table, flow);
    if (!c2.ok) return refuse(c2.reason);
    table = c2.value.table;
    flow = c2.value.flow;
    if (c2.value.ransacked !== undefined) ransacked.push(c2.value.ransacked);
  }
  const r = raidInBattle(table, flow, [
    { kind: "resource", slot: 0 },
    { kind: "resource", slot: 1 },
    { kind: "guild", card: "BC06" },
    { kind: "resource", slot: 2 },
    { kind: "resource", slot: 4 },
  ]);
  if (!r.ok) return refuse(r.reason);
  return ok({
    attackerHits: assignment.onAttackers.length,
    defenderShipsDamaged: checked.value.defendingShips.damaged,
    citiesDestroyed: checked.value.destroyed.defendingCities,
    ransacked,
    stolen: r.value.stolenResources.length + r.value.stolenCards.length,
    keysLost: r.value.keysLost,
  });
}

/** Secure a Guild card (3 agents vs 2): agents return, Rival agents captured, the same slot refilled. */
export function benchSecureWithRefill(): Result<TableState> {
  const s = secure(benchTable(), "Red", 0);
  if (!s.ok) return refuse(s.reason);
  return ok(s.value.table);
}

/** Secure Song of Freedom (a Vox card): prompt, answer with a city return and a shuffle, then refill. */
export function benchSecureVoxWithRefill(): Result<TableState> {
  const t = benchTable();
  t.court.row[3] = { card: "BC29", agents: { Red: 1 } };
  t.court.deck = t.court.deck.filter((id) => id !== "BC29").concat(["BC04"]);
  t.players[0].agentSupply = 6;
  const s = secure(t, "Red", 3);
  if (!s.ok) return refuse(s.reason);
  const order = s.value.table.court.deck.slice().reverse().concat(["BC29"]);
  const a = answerWhenSecured(s.value.table, { returnCity: { owner: "Blue", system: "4.2" }, seize: true, deckOrder: order });
  if (!a.ok) return refuse(a.reason);
  return ok(a.value.table);
}
