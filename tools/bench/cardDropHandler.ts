/**
 * The card-drop handler in the Lua VM (the BUILT save's Global in the TTS fake), on a 4-player
 * table in a chapter (issue target <= 2 ms): an accepted lead (derive the play, the core applies
 * it, public event, declare buttons, turn bar) and a refused out-of-turn card (back to hand).
 *
 * Warm figures: a few whole tables are played first and not counted (the JS engine under the Lua VM
 * warms up), then each counted table plays several rounds for real (lead, everyone follows face
 * down, End turn on the turn bar): every lead after the table's first is timed, on a VM that has
 * led before. Refused drops are timed after a few on the same table. Medians are reported.
 *
 * What is timed is the onObjectDrop handler: in TTS the pick-up (mouse down) and the zone events of
 * the carried card come in earlier frames than the drop (mouse up), each its own handler; the fake
 * raises them all in one `table.drop`, so the bench splits the time by event (`byEvent`) and shows
 * the others on their own rows, each held to the same target.
 */
import { parseTtsJson } from "../lib/ttsJson";
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command, GameState } from "../../src/core/game/types";
import { compileLuaCached } from "../lib/tstlCache";
import { LuaVm } from "../lib/luaVm";
import { TtsTable } from "../ttsFake/table";
import type { FakeObject } from "../ttsFake/world";
import type { BenchRow } from "./benchRow";
import { loadBuiltSave } from "./builtSave";
import { FOUR, gameInPlay, loadWithGame, zoneOf } from "./courtScoringHandlers";
import { cpuText, median, startClock, timePerCall } from "./luaModule";
import type { Timing } from "./luaModule";
import { apiCallsText, callsWanted, kiloInstructions, luaCalls, luaInstructions, luaProfile, profileWanted } from "./luaWork";
import { jsProfiler, jsProfileWanted } from "./jsProfile";

const WARM_UP_TABLES = 3;
const TABLES = 10;
const ROUNDS = 5;
const REFUSED_DROPS = 12;
const REFUSED_WARM_UP = 4;


/**
 * What `f` costs in each TTS event it raises, by event name (`measure` times or counts one handler
 * run). A player's drop is several frames in TTS: the pick-up (mouse down), the zones the carried
 * card passes through (physics), the drop (mouse up); each event's handler runs in its own frame, so
 * each is a handler held to the target on its own. The fake raises them all in one `table.drop`.
 * An event raised inside a handler counts in that handler.
 */
function byEvent<T>(table: TtsTable, f: () => void, measure: (run: () => void, event: string) => T, add: (a: T, b: T) => T): Map<string, T> {
  const out = new Map<string, T>();
  const dispatch = table.dispatch;
  let depth = 0;
  table.dispatch = (event: string, ...args: unknown[]): void => {
    const run = () => dispatch.call(table, event, ...args);
    if (depth > 0) return run();
    depth++;
    try {
      const m = measure(run, event);
      const was = out.get(event);
      out.set(event, was === undefined ? m : add(was, m));
    } finally {
      depth--;
    }
  };
  try {
    f();
  } finally {
    table.dispatch = dispatch;
  }
  return out;
}

const timed = (run: () => void): Timing => {
  const clock = startClock();
  run();
  return clock.stop();
};
const addTimings = (a: Timing, b: Timing): Timing => ({ ms: a.ms + b.ms, cpuMs: a.cpuMs + b.cpuMs });

/** Put action card `id` into a seat's hand zone: the loose card if it is out already, else out of the action deck. */
function toHand(table: TtsTable, id: string, colour: string, faceDown = false): FakeObject {
  const rotation = { x: 0, y: 180, z: faceDown ? 180 : 0 };
  const at = table.world.handZone(colour)!.position;
  const loose = table.find((o) => o.isCard && o.tags.includes("action-card") && o.data.GMNotes === id)[0];
  if (loose) {
    loose.rotation = rotation;
    table.world.move(loose, at);
    return loose;
  }
  const deck = table.withTag("action-deck")[0];
  const entry = deck.contents.find((c) => c.GMNotes === id);
  if (!entry) throw new Error(`card ${id} is not in the action deck`);
  return table.playerTake(deck, { guid: entry.GUID, position: at, rotation })!;
}

/** The game as Global holds it (through its onSave). */
function gameOf(table: TtsTable): GameState {
  return (parseTtsJson(table.save().LuaScriptState!) as { state: { game: GameState } }).state.game as GameState;
}

function handOf(s: GameState, colour: Colour): string[] {
  return s.players.find((p) => p.colour === colour)!.hand;
}

/** The rest of a round after the lead: the leader ends the turn, each other player Copies and ends theirs. */
function finishRound(table: TtsTable, s: GameState): void {
  const order = s.round!.order;
  table.clickUi(order[0], "endTurnButton");
  for (const colour of order.slice(1)) {
    const card = toHand(table, handOf(gameOf(table), colour)[0], colour, true);
    table.drop(colour, card, zoneOf(table, "follow-slot", colour).position);
    table.clickUi(colour, "endTurnButton");
  }
  table.settle();
}

/** The core's part alone: apply(state, command) in Lua (src/core/rules.ts: the base rules with the modules), its arguments already in the VM. */
function coreApplyMs(state: GameState, command: Command): number {
  const vm = new LuaVm();
  vm.runToGlobal(compileLuaCached("src/core/rules.ts").lua, "__mod", "=rules");
  vm.setGlobal("__state", state);
  vm.setGlobal("__command", command);
  return timePerCall(() => void vm.run("for i = 1, 10 do __mod.apply(__state, __command) end"), 10, 1000) / 10;
}

export async function cardDropSection(): Promise<BenchRow[]> {
  const workRows: BenchRow[] = [];
  const save = loadBuiltSave();
  const game = gameInPlay(FOUR);
  const other = game.round!.order[1];
  const otherCard = handOf(game, other)[0];

  const accepted: number[] = [];
  const refused: number[] = [];
  const acceptedCpu: number[] = [];
  const refusedCpu: number[] = [];
  const js = jsProfileWanted() ? jsProfiler() : undefined;
  /** The accepted leads' other events (pick-up, the zones the card passes), each its own frame in TTS. */
  const otherEvents = new Map<string, number[]>();
  for (let k = 0; k < WARM_UP_TABLES + TABLES; k++) {
    const counted = k >= WARM_UP_TABLES;
    const table = loadWithGame(save, game, game.round!.order[0]);
    const outOfTurn = toHand(table, otherCard, other);
    const followSlot = zoneOf(table, "follow-slot", other);
    for (let i = 0; i < REFUSED_DROPS; i++) {
      const t = byEvent(table, () => table.drop(other, outOfTurn, followSlot.position), timed, addTimings).get("onObjectDrop")!;
      if (counted && i >= REFUSED_WARM_UP) {
        refused.push(t.ms);
        refusedCpu.push(t.cpuMs);
      }
      table.settle();
    }
    const said = table.messagesTo(other);
    if (!said[said.length - 1]?.text.includes("turn")) throw new Error("the out-of-turn card was not refused");
    const leadSlot = zoneOf(table, "lead-slot");
    for (let round = 0; round < ROUNDS; round++) {
      const before = gameOf(table);
      const leader = before.round!.order[0];
      const lead = handOf(before, leader)[0];
      const card = toHand(table, lead, leader);
      const drop = () => table.drop(leader, card, leadSlot.position);
      const events = byEvent(table, () => (js !== undefined ? js.run(drop) : drop()), timed, addTimings);
      const t = events.get("onObjectDrop")!;
      if (counted && round > 0) {
        accepted.push(t.ms);
        acceptedCpu.push(t.cpuMs);
        for (const [event, e] of events) if (event !== "onObjectDrop") otherEvents.set(event, (otherEvents.get(event) ?? []).concat(e.ms));
      }
      const after = gameOf(table);
      if (after.round === undefined || after.round.plays[0]?.card !== lead) throw new Error(`the staged lead ${lead} was not accepted`);
      table.settle();
      finishRound(table, after);
    }
  }
  if (js !== undefined) console.log(["card drop (accepted lead), JS self time:"].concat(js.report()).join("\n"));
  // The same drops once more, untimed, counting the Lua instructions they run (load-independent).
  const work = loadWithGame(save, game, game.round!.order[0]);
  const refusedCard = toHand(work, otherCard, other);
  work.apiCalls = new Map();
  const instructions = (run: () => void): number => luaInstructions(work, run);
  const sum = (a: number, b: number): number => a + b;
  const refusedWork = byEvent(work, () => work.drop(other, refusedCard, zoneOf(work, "follow-slot", other).position), instructions, sum).get("onObjectDrop")!;
  const refusedCalls = work.apiCalls;
  work.apiCalls = undefined;
  work.settle();
  const leadCard = toHand(work, handOf(game, game.round!.order[0])[0], game.round!.order[0]);
  const dropLead = () => work.drop(game.round!.order[0], leadCard, zoneOf(work, "lead-slot").position);
  if (profileWanted()) {
    // The drop handler's own profile (its pick-up and zone events are other frames in TTS).
    const lines: string[] = [];
    byEvent(work, dropLead, (run, event) => (event === "onObjectDrop" ? lines.push(...luaProfile(work, run, 60)) : run()), () => 0);
    console.log(["card drop (accepted lead), the onObjectDrop handler:"].concat(lines).join("\n"));
  }
  else if (callsWanted()) {
    console.log(["card drop (accepted lead), Lua calls:"].concat(luaCalls(work, dropLead, 40)).join("\n"));
  }
  else {
    work.apiCalls = new Map();
    const leadEvents = byEvent(work, dropLead, instructions, sum);
    const leadCalls = work.apiCalls;
    work.apiCalls = undefined;
    const leadWork = leadEvents.get("onObjectDrop")!;
    let whole = 0;
    for (const n of leadEvents.values()) whole += n;
    workRows.push({ section: "tts", what: "  Lua work of the drop handler: an accepted lead / a refused drop (load-independent)", value: `${kiloInstructions(leadWork)} / ${kiloInstructions(refusedWork)}` });
    workRows.push({ section: "tts", what: "  Lua work of the whole accepted lead (pick-up, zone events and drop)", value: kiloInstructions(whole) });
    // TTS API calls cost a handler more in TTS than in the fake: counted apart (load-independent).
    workRows.push({ section: "tts", what: "  TTS API calls of the whole accepted lead", value: apiCallsText(leadCalls) });
    workRows.push({ section: "tts", what: "  TTS API calls of a refused drop", value: apiCallsText(refusedCalls) });
  }
  const leader = game.round!.order[0];
  const applyLead = coreApplyMs(game, { type: "lead", player: leader, card: handOf(game, leader)[0] });
  const applyRefused = coreApplyMs(game, { type: "follow", player: other, card: otherCard, mode: "pivot" });
  const eventRows: BenchRow[] = [];
  for (const [event, ms] of otherEvents) {
    eventRows.push({ section: "tts", what: `  the same lead's ${event} handler (its own frame in TTS), median`, value: `${median(ms).toFixed(2)} ms`, target: "<= 2 ms" });
  }
  return [
    {
      section: "tts",
      what: `card drop: accepted lead, the onObjectDrop handler (derive the play, core apply, event, declare buttons, turn bar), 4p, Lua VM in the TTS fake; median of ${accepted.length} warm leads`,
      value: `${median(accepted).toFixed(2)} ms`,
      cpu: cpuText(median(acceptedCpu)),
      target: "<= 2 ms",
    },
    {
      section: "tts",
      what: `card drop: refused out-of-turn card, the onObjectDrop handler (back to hand, private reason); median of ${refused.length}`,
      value: `${median(refused).toFixed(2)} ms`,
      cpu: cpuText(median(refusedCpu)),
      target: "<= 2 ms",
    },
    { section: "tts", what: "  core apply alone (lead / refused follow), Lua VM: most of it is copying the state", value: `${applyLead.toFixed(2)} / ${applyRefused.toFixed(2)} ms` },
    ...eventRows,
    ...workRows,
  ];
}
