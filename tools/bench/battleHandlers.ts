/**
 * Battle handlers in the Lua VM (the BUILT save's Global in the TTS fake): the time of the
 * dice-resolution handler (read every die's face, check the roll with the core, the default hits,
 * the public resolution and the panel) on a 4-player mid-game table (issue target <= 2 ms).
 * Staging reuses the Court/scoring bench helpers.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import { GLOBAL_GUID, SaveFile, TtsTable } from "../ttsFake/table";
import type { BenchRow } from "./benchRow";
import { loadBuiltSave } from "./builtSave";
import { apiCallsText, kiloInstructions, luaInstructions, luaProfileOf, profileWanted } from "./luaWork";
import { cpuText, startClock } from "./luaModule";
import { dealCourtCard, gameInPlay, leadAggressionIn, loadWithGame, spotIn, takeCity, takeCourtCard, takePieces, takeResources, zoneOf } from "./courtScoringHandlers";

const FOUR: Colour[] = ["Red", "Blue", "Yellow", "White"];

/**
 * Red's turn in a lived-in 4-player game: Court row with agents, Guild cards, resources, Trophies,
 * pieces in several systems, and a battle in 4.2 (6 Red ships, 1 damaged, against 4 Blue ships and
 * a Blue city) with 6 dice thrown: taken out of their bags (spawned) and still rolling.
 */
export function stageThrownBattle(save: SaveFile): TtsTable {
  // Red has led: Battle is an action taken with the played card's pips (p.14).
  const start = gameInPlay(FOUR);
  const table = loadWithGame(save, leadAggressionIn(start, "Red"));
  ["BC01", "BC05", "BC10", "BC15"].forEach((id, i) => dealCourtCard(table, id, i + 1));
  FOUR.forEach((c, i) => {
    takePieces(table, "agent", c, 1 + (i % 2), zoneOf(table, "court-slot", String(1 + i)), i);
    takeCourtCard(table, ["BC02", "BC07", "BC12", "BC20"][i], spotIn(zoneOf(table, "play-area", c), 0));
    takeResources(table, ["material", "fuel", "relic", "psionic"][i], 1 + (i % 2), zoneOf(table, "resources-zone", c));
    takePieces(table, "ship", FOUR[(i + 1) % 4], 1, zoneOf(table, "trophies", c));
    takePieces(table, "ship", c, 3, zoneOf(table, "system", `${i + 1}.1`));
  });
  const battle = zoneOf(table, "system", "4.2");
  const red = takePieces(table, "ship", "Red", 6, battle);
  red[0].rotation = { x: 0, y: 180, z: 90 };
  takePieces(table, "ship", "Blue", 4, battle, 6);
  takeCity(table, "Blue", battle, 10);
  takeCity(table, "Yellow", zoneOf(table, "system", "5.3"), 0);
  table.settle();
  const click = (id: string) => table.clickUi("Red", id);
  click("arcsBattleOpen");
  const systems = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => table.ui().getAttribute(`arcsBattleSystem${i}`, "text"));
  click(`arcsBattleSystem${systems.indexOf("4.2") + 1}`);
  const defenders = [1, 2, 3].map((i) => table.ui().getAttribute(`arcsBattleDefender${i}`, "text"));
  if (defenders.indexOf("Blue") >= 0) click(`arcsBattleDefender${defenders.indexOf("Blue") + 1}`);
  for (const id of ["assault", "assault", "assault", "raid", "raid", "skirmish"]) click(`arcsBattleMore_${id}`);
  click("arcsBattleRoll");
  // The dice spawn (their GUIDs are noted when spawned) and roll; they rest 45 frames later.
  table.world.advanceFrames(10);
  const step = table.callScript(GLOBAL_GUID, "arcsBattleStep");
  if (step !== "rolling") throw new Error(`the battle is not rolling (step ${String(step)}): ${JSON.stringify(table.messages.slice(-3))}`);
  return table;
}


/**
 * The reading frame of a roll thrown in play (the table loaded long before, its UI settled), as a
 * player meets it: each table is staged afresh, its dice rest 45 frames after the throw, and only
 * the frame that reads them is timed. The last read also counts its Lua work and API calls.
 */
function liveReads(save: SaveFile): { times: number[]; cpu: number[]; work: number; calls: Map<string, number> } {
  const times: number[] = [];
  const cpu: number[] = [];
  let work = 0;
  let calls = new Map<string, number>();
  for (let i = 0; i < 13; i++) {
    const table = stageThrownBattle(save);
    const counted = i === 12;
    for (let frame = 0; frame < 80 && table.callScript(GLOBAL_GUID, "arcsBattleStep") === "rolling"; frame++) {
      if (counted) {
        table.apiCalls = new Map();
        const n = luaInstructions(table, () => table.world.tick());
        if (table.callScript(GLOBAL_GUID, "arcsBattleStep") === "hits") {
          work = n;
          calls = table.apiCalls;
        }
        table.apiCalls = undefined;
        continue;
      }
      const clock = startClock();
      table.world.tick();
      const t = clock.stop();
      if (table.callScript(GLOBAL_GUID, "arcsBattleStep") === "hits") {
        times.push(t.ms);
        cpu.push(t.cpuMs);
      }
    }
    if (table.callScript(GLOBAL_GUID, "arcsBattleStep") !== "hits") throw new Error("a live roll was not read");
  }
  return { times, cpu, work, calls };
}

export async function battleSection(): Promise<BenchRow[]> {
  // Each read is a first read: a table loaded from a save taken while the dice rolled (loaded dice
  // rest), so the handler reads 6 dice, asks the core and shows the resolution every time.
  const save = loadBuiltSave();
  const rolling = stageThrownBattle(save).save();
  const seats = FOUR.map((color) => ({ color, host: color === "Red" }));
  const times: number[] = [];
  const proposal: number[] = [];
  let last: TtsTable | undefined;
  for (let i = 0; i < 12; i++) {
    const table = new TtsTable(rolling, { seats });
    // After the load the battle waits for its dice again (a frame or two); the frame that reads them
    // is timed alone: step by step until the read happened.
    let frame = 0;
    let read = -1;
    while (read < 0 && frame < 10) {
      const t0 = performance.now();
      table.world.tick();
      const dt = performance.now() - t0;
      frame++;
      if (table.callScript(GLOBAL_GUID, "arcsBattleStep") === "hits") {
        read = dt;
        times.push(dt);
      }
    }
    if (read < 0) throw new Error("the dice were not read after the load");
    const t1 = performance.now();
    table.world.tick();
    proposal.push(performance.now() - t1);
    last = table;
  }
  // One more first read, untimed, counting its Lua instructions (load-independent).
  const work = new TtsTable(rolling, { seats });
  let readWork = 0;
  let readCalls = new Map<string, number>();
  for (let frame = 0; frame < 10 && work.callScript(GLOBAL_GUID, "arcsBattleStep") !== "hits"; frame++) {
    const tick = () => work.world.tick();
    if (profileWanted()) {
      // The profile samples every 97 instructions: one read is too few samples, so the reading
      // frame of 8 fresh tables (each frame is a run; only the one that read the dice is kept).
      const runs: { target: TtsTable; f: () => boolean }[] = [];
      for (let i = 0; i < 8; i++) {
        const t = new TtsTable(rolling, { seats });
        const frame = () => {
          if (t.callScript(GLOBAL_GUID, "arcsBattleStep") === "hits") return false;
          t.world.tick();
          return t.callScript(GLOBAL_GUID, "arcsBattleStep") === "hits";
        };
        for (let k = 0; k < 10; k++) runs.push({ target: t, f: frame });
      }
      console.log(["dice read:"].concat(luaProfileOf(runs)).join("\n"));
      break;
    } else {
      work.apiCalls = new Map();
      readWork = luaInstructions(work, tick);
      if (work.callScript(GLOBAL_GUID, "arcsBattleStep") === "hits") readCalls = work.apiCalls;
      work.apiCalls = undefined;
    }
  }
  const live = liveReads(save);
  const assign = last!.ui().text("arcsBattleAssign") ?? "";
  if (!assign.startsWith("Suggested:")) throw new Error(`the suggested hits did not show: ${assign}`);
  const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return [
    {
      section: "battle",
      what: "dice-resolution handler (6 dice read, the core's 'read' step logged, public resolution, panel), 4p mid-game, Lua VM in the TTS fake; median of 12 live rolls",
      value: `${median(live.times).toFixed(2)} ms`,
      cpu: cpuText(median(live.cpu)),
      target: "<= 2 ms",
    },
    { section: "battle", what: "  Lua work of a live roll's read (load-independent)", value: kiloInstructions(live.work) },
    { section: "battle", what: "  TTS API calls and property reads of that read", value: apiCallsText(live.calls) },
    {
      section: "battle",
      what: "  the same read on the frames right after a load (the UI not yet settled: every attribute is sent again); median of 12",
      value: `${median(times).toFixed(2)} ms`,
    },
    { section: "battle", what: "  Lua work / TTS API calls of that read after a load", value: `${kiloInstructions(readWork)}; ${apiCallsText(readCalls, 3)}` },
    {
      section: "battle",
      what: "  + next frame: the core's suggested hits (defaultHitAssignment) on the panel",
      value: `${median(proposal).toFixed(2)} ms`,
    },
  ];
}
