/**
 * Steps the Intermission scenarios share: a new campaign dealt from the host's panel, Act I's six
 * starting placements dropped on the table (BR p.6), and the game carried on in the core (random legal
 * commands) then loaded back into a table.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { GameState } from "../../src/core/game/types";
import { openStartPlanets } from "../../src/core/campaign/actOneSetup";
import { continueRandomCampaign } from "../../src/core/campaign/driver";
import { coreState, loadTable, seedLua, tableLog } from "./scenario";

/** A new campaign from the host's panel with Lua seeded `seed` and the dice rolled 2 and crescent: each seat holds 2 "A" Fates. */
export function newCampaignTable(seats: string[], host: string, seed: number): TtsTable {
  const table = loadTable(seats, { host });
  seedLua(table, seed);
  const die = (kind: string) => table.withTag("campaign-die").find((o) => o.data.GMNotes === kind)!;
  table.queueRoll(die("number"), "number-2");
  table.queueRoll(die("event"), "edict-crescent");
  table.clickUi(host, "arcsCampaignNew");
  table.settle();
  return table;
}

/** Each seat in turn drops a city from its board on the first open starting planet. */
export function placeStarts(table: TtsTable): void {
  for (let i = 0; i < 6; i++) {
    const s = coreState(table) as GameState;
    const due = s.campaign!.setup!.order[i];
    const city = table.find((o) => o.tags.includes("city") && o.tags.includes(due) && !table.world.zonesContaining(o).some((z) => z.tags.includes("system")))[0];
    const z = table.find((o) => o.isZone && o.tags.includes("system") && o.data.GMNotes === openStartPlanets(s)[0])[0];
    table.drop(due, city, { x: z.position.x, y: 2, z: z.position.z });
    table.settle();
  }
}

/** The same table with the game carried on in the core from `seed` until `stop`, saved and loaded again (`host` hosting). */
export function carriedOn(table: TtsTable, seats: readonly string[], host: string, seed: number, stop: (s: GameState) => boolean): TtsTable {
  const run = continueRandomCampaign(coreState(table) as GameState, seed, stop);
  expect(run.problems).toEqual([]);
  const save = table.save();
  const log = { version: 1, commands: tableLog(table).commands.concat(run.commands) };
  save.LuaScriptState = JSON.stringify({ format: "arcs-tts", version: 3, state: { game: run.state, log, loads: 0, features: {} } });
  const again = new TtsTable(save, { seats: seats.map((color) => ({ color, host: color === host })) });
  again.settle();
  return again;
}
