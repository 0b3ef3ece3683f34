/**
 * Act I setup on the table (issue 14 target: <= 3 s of script time in the Lua VM): the BUILT save's
 * Global in the TTS fake, 4 players, from the host's "Campaign: new (Act I)" through the dice, the
 * four Keep presses and the eight starting placements to the dealt hands. The figure is the wall
 * time of the whole drive, the fake's own simulation (zones, spawns, frames) included: an upper
 * bound on the script time. The Lua instructions Global ran are reported too (load-independent).
 */
import { parseTtsJson } from "../lib/ttsJson";
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { openStartPlanets } from "../../src/core/campaign/actOneSetup";
import { TtsTable } from "../ttsFake/table";
import type { FakeObject } from "../ttsFake/world";
import type { BenchRow } from "./benchRow";
import { loadBuiltSave } from "./builtSave";
import { kiloInstructions, luaInstructions } from "./luaWork";
import { cpuText, median, startClock } from "./luaModule";

const SEATS = ["Red", "Blue", "Yellow", "White"];

function gameOf(table: TtsTable): GameState {
  return (parseTtsJson(table.save().LuaScriptState!) as { state: { game: GameState } }).state.game as GameState;
}

function buildingOf(table: TtsTable, colour: string): FakeObject {
  return table.find((o) => o.tags.includes("city") && o.tags.includes(colour) && !table.world.zonesContaining(o).some((z) => z.tags.includes("system")))[0];
}

/** The whole Act I setup, driven as the players would. */
export function driveActOne(table: TtsTable): GameState {
  table.clickUi("Red", "arcsCampaignNew");
  table.settle();
  for (const colour of SEATS) {
    const fate = table.world.handObjects(colour).filter((o) => o.tags.includes("fate-card"))[0];
    table.clickButton(colour, fate, "Keep");
  }
  table.settle();
  for (let i = 0; i < 2 * SEATS.length; i++) {
    const s = gameOf(table);
    const due = (s.campaign as CampaignState).setup!.order[i];
    const zone = table.withTag("system").find((z) => z.isZone && z.data.GMNotes === openStartPlanets(s)[0])!;
    table.drop(due, buildingOf(table, due), { x: zone.position.x, y: 2, z: zone.position.z });
    table.settle();
  }
  return gameOf(table);
}

function freshTable(): TtsTable {
  const table = new TtsTable(loadBuiltSave(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
  table.settle();
  return table;
}

export function campaignTableSection(): BenchRow[] {
  driveActOne(freshTable()); // warm-up, not counted
  const times: number[] = [];
  const cpu: number[] = [];
  let instructions = 0;
  for (let run = 0; run < 3; run++) {
    const table = freshTable();
    const clock = startClock();
    let s: GameState | undefined;
    instructions = luaInstructions(table, () => void (s = driveActOne(table)));
    const t = clock.stop();
    times.push(t.ms);
    cpu.push(t.cpuMs);
    if ((s as GameState).phase !== "play") throw new Error(`Act I setup did not reach play (phase ${(s as GameState).phase})`);
  }
  return [
    { section: "campaignTable", what: "4p Act I setup on the table (dice, Fates, 8 placements), Lua VM + fake, median of 3", value: `${median(times).toFixed(0)} ms`, cpu: cpuText(median(cpu), 0), target: "<= 3000 ms" },
    { section: "campaignTable", what: "  Lua instructions Global ran", value: kiloInstructions(instructions) },
  ];
}
