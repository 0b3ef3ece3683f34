/**
 * The map room's drop in the Lua VM (the BUILT save's Global in the TTS fake), on a 4-player table
 * in a chapter with pieces of every colour on the map (issue target <= 2 ms a handler): a ship of
 * the player in turn dropped from a system with their starport into the next system, an accepted
 * move (the first drop of a move, which reads the systems, and the later ones joining it, each taken
 * back again so the table can go on), and one dropped two systems away, a refused move (a Catapult
 * stopped by a Rival's gate: back where it was, private reason). A plain move (into an adjacent
 * system) reads its two systems; a Catapult from the starport also reads the gates it may reach,
 * outwards from the origin until a gate stops it (here the refused one, stopped by Blue's gate next
 * to the origin: src/tts/map/read.ts withCatapultGates).
 *
 * In TTS the drop (mouse up) only waits for the piece to rest; the decision (read the systems the
 * move names, the core's apply, the event, the redraw) runs in the frame where it rests, a handler
 * of its own (src/tts/map/mapActions.ts). So the bench times the onObjectDrop handler and, after it,
 * the frame that decides (the one whose handler tells the move or the refusal). Warm figures: a few
 * tables are played first and not counted. Medians are reported.
 */
import { parseTtsJson } from "../lib/ttsJson";
import { actionCard } from "../../src/core/data/actionCards";
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import type { TtsTable } from "../ttsFake/table";
import { GLOBAL_GUID } from "../ttsFake/table";
import type { ScriptVm } from "../lib/luaVm";
import { RunnerVm } from "../moonsharp/runnerVm";
import type { FakeObject } from "../ttsFake/world";
import type { BenchRow } from "./benchRow";
import { loadBuiltSave } from "./builtSave";
import { FOUR, gameInPlay, loadWithGame, run, takeCity, takePieces, zoneOf } from "./courtScoringHandlers";
import { cpuText, median, startClock } from "./luaModule";
import type { Timing } from "./luaModule";
import { apiCallsText, kiloInstructions, luaInstructions } from "./luaWork";

const WARM_UP_TABLES = 2;
const TABLES = 5;
const SHIPS = 5;
const CYCLES = 3;

/** `player` leads a Mobilization card, swapped into their hand from whoever holds one. */
export function leadMobilization(s: GameState, player: Colour): GameState {
  const isMobilization = (id: string) => actionCard(id)?.suit === "mobilization";
  const holder = s.players.find((p) => p.hand.some(isMobilization));
  if (holder === undefined) throw new Error("no Mobilization card in any hand");
  const card = holder.hand.find(isMobilization)!;
  const given = s.players.find((p) => p.colour === player)!.hand[0];
  const players = holder.colour === player ? s.players : s.players.map((p) =>
    p.colour === player ? { ...p, hand: [card].concat(p.hand.slice(1)) } : p.colour === holder.colour ? { ...p, hand: p.hand.map((id) => (id === card ? given : id)) } : p);
  return run({ ...s, players }, { type: "lead", player, card });
}

interface Staged {
  table: TtsTable;
  ships: FakeObject[];
  from: string;
  to: string;
  far: string;
}

/**
 * The table: the leader's ships and a starport in a planet of a cluster in play (so a move from it
 * may be a Catapult and reads every gate), every colour's ships in every gate in play (Blue
 * controlling them) and a city each.
 */
export function stage(save: ReturnType<typeof loadBuiltSave>, s: GameState, leader: Colour, vm?: () => ScriptVm): Staged {
  const table = loadWithGame(save, s, leader, vm);
  const clusters = [1, 2, 3, 4, 5, 6].filter((c) => s.outOfPlayClusters.indexOf(c) < 0);
  const from = `${clusters[0]}.1`;
  const to = `${clusters[0]}.0`;
  const far = `${clusters[1]}.2`;
  const ships = takePieces(table, "ship", leader, SHIPS, zoneOf(table, "system", from));
  takePieces(table, "starport", leader, 1, zoneOf(table, "system", from), SHIPS);
  FOUR.forEach((c, i) => {
    // Blue one more in each gate: Blue controls them, so a Catapult from the starport stops in the first.
    clusters.forEach((cl) => takePieces(table, "ship", c, c === "Blue" ? 3 : 2, zoneOf(table, "system", `${cl}.0`), 3 * i));
    takeCity(table, c, zoneOf(table, "system", `${clusters[(i + 1) % clusters.length]}.3`), i);
  });
  table.settle();
  table.messages.length = 0;
  return { table, ships, from, to, far };
}

const sum = (a: Timing, b: Timing): Timing => ({ ms: a.ms + b.ms, cpuMs: a.cpuMs + b.cpuMs });

/** A drop and the frames after it: the onObjectDrop handler, and the dearest frame until the table settles (the decision). */
export function dropAndDecide(table: TtsTable, colour: string, piece: FakeObject, system: string): { drop: Timing; frame: Timing; frameLuaMs: number } {
  const z = zoneOf(table, "system", system);
  let drop: Timing = { ms: 0, cpuMs: 0 };
  const dispatch = table.dispatch;
  table.dispatch = (event: string, ...args: unknown[]): void => {
    if (event !== "onObjectDrop") return dispatch.call(table, event, ...args);
    const clock = startClock();
    dispatch.call(table, event, ...args);
    drop = sum(drop, clock.stop());
  };
  try {
    table.drop(colour, piece, { x: z.position.x + 0.2, y: 2, z: z.position.z });
  } finally {
    table.dispatch = dispatch;
  }
  // The decision's frame is the one that tells (an accepted move's public line, a refusal's private
  // reason) or logs; the others move pieces in the fake (a piece gliding back), which TTS does itself.
  // (A move taken back whole says nothing: its frame is the one that logs.)
  let frame: Timing | undefined = undefined;
  let frameLuaMs = 0;
  let logged = logLength(table);
  for (let i = 0; i < 600 && table.world.pendingTimers() > 0; i++) {
    const said = table.messages.length;
    const lua0 = runnerLuaSeconds(table);
    const clock = startClock();
    table.world.tick();
    const t = clock.stop();
    // Read before logLength, whose save runs Global's onSave.
    const luaMs = (runnerLuaSeconds(table) - lua0) * 1000;
    if (frame === undefined) {
      const now = logLength(table);
      if (table.messages.length > said || now > logged) {
        frame = t;
        frameLuaMs = luaMs;
      }
      logged = now;
    }
  }
  if (frame === undefined) throw new Error(`the drop into ${system} was not decided`);
  return { drop, frame, frameLuaMs };
}

/** The Lua seconds Global's runner has spent so far (MoonSharp's own time, host calls excluded), or 0 in fengari. */
function runnerLuaSeconds(table: TtsTable): number {
  const vm = table.scripts.get(GLOBAL_GUID)?.vm;
  return vm instanceof RunnerVm ? vm.luaSeconds : 0;
}

function logLength(table: TtsTable): number {
  return Object.keys((parseTtsJson(table.save().LuaScriptState!) as { state: { log: { commands: object } } }).state.log.commands).length;
}

function actionsTaken(table: TtsTable): number {
  const s = (parseTtsJson(table.save().LuaScriptState!) as { state: { game: GameState } }).state.game;
  // (An empty Lua list is saved as {}.)
  return s.actions === undefined ? 0 : Object.keys(s.actions.taken).length;
}

export async function mapDropSection(): Promise<BenchRow[]> {
  const save = loadBuiltSave();
  const start = gameInPlay(FOUR);
  const leader = start.players[0].colour;
  const s = leadMobilization(start, leader);
  const first: Timing[] = [];
  const joined: Timing[] = [];
  const refused: Timing[] = [];
  const drops: Timing[] = [];
  for (let k = 0; k < WARM_UP_TABLES + TABLES; k++) {
    const counted = k >= WARM_UP_TABLES;
    const { table, ships, from, to, far } = stage(save, s, leader);
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      // Each ship into `to` (the first drop a move, the others joining it), then back one by one (the last back takes the move back).
      ships.forEach((ship, i) => {
        const t = dropAndDecide(table, leader, ship, to);
        if (counted) {
          (i === 0 ? first : joined).push(t.frame);
          drops.push(t.drop);
        }
      });
      if (actionsTaken(table) !== 1) throw new Error(`the staged drops were not one accepted move: ${table.messages.map((m) => m.text).join(" | ")}`);
      for (const ship of ships) {
        const t = dropAndDecide(table, leader, ship, from);
        if (counted) joined.push(t.frame);
      }
      if (actionsTaken(table) !== 0) throw new Error("the staged move was not taken back");
    }
    for (let i = 0; i < 4; i++) {
      const t = dropAndDecide(table, leader, ships[0], far);
      if (counted) refused.push(t.frame);
    }
    if (!table.messagesTo(leader).some((m) => m.text.includes("cannot be reached"))) throw new Error("the far drop was not refused");
  }
  // The decision frames once more, counting the Lua instructions they run (load-independent).
  const work = stage(save, s, leader);
  const instructions = (f: () => void): number => luaInstructions(work.table, f);
  work.table.drop(leader, work.ships[0], zoneOf(work.table, "system", work.to).position);
  work.table.apiCalls = new Map();
  const acceptedWork = instructions(() => work.table.settle());
  const firstCalls = work.table.apiCalls;
  work.table.apiCalls = undefined;
  dropAndDecide(work.table, leader, work.ships[0], work.from);
  work.table.drop(leader, work.ships[1], zoneOf(work.table, "system", work.far).position);
  work.table.apiCalls = new Map();
  const refusedWork = instructions(() => work.table.settle());
  const refusedCalls = work.table.apiCalls;
  work.table.apiCalls = undefined;
  const ms = (xs: Timing[]) => median(xs.map((x) => x.ms));
  const cpu = (xs: Timing[]) => median(xs.map((x) => x.cpuMs));
  return [
    {
      section: "tts",
      what: `map drop: a move's first drop from a starport into the next system, the frame it is decided in (read its two systems, core apply, event, turn bar), 4p, Lua VM in the TTS fake; median of ${first.length}`,
      value: `${ms(first).toFixed(2)} ms`,
      cpu: cpuText(cpu(first)),
      target: "<= 2 ms",
    },
    {
      section: "tts",
      what: `map drop: a drop joining the move or taking one back (the first drop's map, core apply); median of ${joined.length}`,
      value: `${ms(joined).toFixed(2)} ms`,
      cpu: cpuText(cpu(joined)),
      target: "<= 2 ms",
    },
    {
      section: "tts",
      what: `map drop: refused Catapult two systems away, the frame it is decided in (its two systems and the gates it may reach read, back where it was, private reason); median of ${refused.length}`,
      value: `${ms(refused).toFixed(2)} ms`,
      cpu: cpuText(cpu(refused)),
      target: "<= 2 ms",
    },
    { section: "tts", what: "  the same drops' onObjectDrop handler (it only waits for the piece to rest), median", value: `${ms(drops).toFixed(2)} ms`, target: "<= 2 ms" },
    // Regression guards (load-independent): session 20 measured 11.6k / 11.7k instructions and 132 / 104 API calls.
    { section: "tts", what: "  Lua work of the frames after a move's first drop (first touches of the fake's objects included)", value: kiloInstructions(acceptedWork), target: "<= 12.5 k instr" },
    { section: "tts", what: "  Lua work of the frames after a refused Catapult", value: kiloInstructions(refusedWork), target: "<= 12.5 k instr" },
    { section: "tts", what: "  TTS API calls of a move's first drop (its frames after the drop)", value: `${apiCallsText(firstCalls)}`, target: "<= 140 calls" },
    { section: "tts", what: "  TTS API calls of a refused Catapult", value: `${apiCallsText(refusedCalls)}`, target: "<= 112 calls" },
  ];
}
