/**
 * The event phase's handlers on the table (issue 14 target: <= 2 ms each): the BUILT save's Global
 * in the TTS fake with 4 players, loaded at a random campaign's first event phase, then driven as the
 * players would: the holder declines the Summit, rolls the event and number dice, and (Crises) the
 * Crises are resolved from the map the script reads. Each row is one press's handler, or the frame
 * that reads the dice once they rest; the median over fresh tables. Lua instructions are reported
 * too (load-independent). The map is laid out as in the middle of an Act (`midActMap`): the Crises
 * press reads every piece of it, and a bare map would flatter it.
 */
import { parseTtsJson } from "../lib/ttsJson";
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { apply, initialState } from "../../src/core/rules";
import { playRandomCampaign } from "../../src/core/campaign/driver";
import type { TtsTable } from "../ttsFake/table";
import type { BenchRow } from "./benchRow";
import { loadBuiltSave } from "./builtSave";
import { loadWithGame } from "./courtScoringHandlers";
import { jsProfiler, jsProfileWanted } from "./jsProfile";
import { apiCallsText, callsWanted, kiloInstructions, luaCalls, luaInstructions, luaProfileOf, profileWanted } from "./luaWork";

/** The first state of a random 4-player campaign whose event phase waits for the Summit decision before a roll. */
function atEventPhase(seed: number): GameState {
  const run = playRandomCampaign(seed, 4, 4000);
  let s: GameState = initialState();
  for (const c of run.commands) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(`the random campaign's command ${c.type} was refused on replay: ${r.reason}`);
    s = r.value;
    const ep = (s.campaign as CampaignState | undefined)?.eventPhase;
    // A round whose Imperial Council was secured resolves the Council instead of rolling (BR p.14).
    if (ep !== undefined && ep.step === "summit" && ep.council !== true) return s;
  }
  throw new Error(`seed ${seed}: no event phase in the first ${run.commands.length} commands`);
}

interface Timed {
  ms: number;
  /** process.cpuUsage (user + system) in ms: less swayed by the other engineers' load than wall ms. */
  cpu: number;
  instructions: number;
  calls: number;
}

function timed(table: TtsTable, f: () => void): Timed & { byName: Map<string, number> } {
  const byName = new Map<string, number>();
  table.apiCalls = byName;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const instructions = luaInstructions(table, f);
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  table.apiCalls = undefined;
  let calls = 0;
  for (const n of byName.values()) calls += n;
  return { ms, cpu: (c.user + c.system) / 1000, instructions, calls, byName };
}

function campaignOf(table: TtsTable): CampaignState {
  return ((parseTtsJson(table.save().LuaScriptState!) as { state: { game: GameState } }).state.game as GameState).campaign as CampaignState;
}

function rolling(table: TtsTable): boolean {
  return (table.ui().getAttribute("arcsEventStatus", "text") ?? "").indexOf("The dice are rolling") >= 0;
}

type Press = "summit" | "roll" | "read" | "crises";

/** Frames timed after the one that draws the Crises button away (the chat lines come on the first of them). */
const AFTER_FRAMES = 3;
type Drive = { [k in Press]?: Timed & { byName: Map<string, number> } } & { frames?: Timed; crisesFrames?: { count: number; instructions: number; each: (Timed & { byName: Map<string, number> })[] } };

function die(table: TtsTable, kind: string) {
  return table.withTag("campaign-die").find((o) => o.data.GMNotes === kind)!;
}

/**
 * A map as in the middle of an Act, from the supply bags as a player would lay it out: each seat's
 * 12 ships in pairs over six systems (a third of them damaged) and a starport in two of them, Imperial
 * ships in three systems, a fresh or damaged Blight in eight, Free cities in two. Planets are taken
 * in the table's order of system zones, spread over the clusters; the same map on every table, one
 * the core accepts (the drive fails if the Crises are not decided).
 */
function midActMap(table: TtsTable, seats: readonly string[]): void {
  // Planets only (a gate, "c.0", has no building slots); the buildings land in systems of their own.
  const systems = table.find((o) => o.isZone && o.tags.includes("system") && !String(o.data.GMNotes).endsWith(".0")).map((z) => ({ zone: z, id: String(z.data.GMNotes) }));
  let spot = 0;
  const lay = (bagTag: string[], guid: string | undefined, at: number, tipped: boolean, flip: boolean) => {
    const bag = table.find((o) => bagTag.every((t) => o.tags.includes(t)) && o.contents.length > 0)[0];
    if (bag === undefined) throw new Error(`no bag tagged ${bagTag.join(", ")} with pieces left`);
    const z = systems[at % systems.length].zone.position;
    spot++;
    const piece = table.playerTake(bag, { guid, position: { x: z.x + ((spot % 5) - 2) * 0.25, y: 2, z: z.z + ((Math.floor(spot / 5) % 3) - 1) * 0.25 } })!;
    piece.rotation = { x: 0, y: 180, z: tipped ? 90 : flip ? 180 : 0 };
  };
  seats.forEach((colour, si) => {
    for (let k = 0; k < 12; k++) lay(["supply", "ship", colour], undefined, si * 5 + Math.floor(k / 2), k % 3 === 0, false);
    for (let k = 0; k < 2; k++) lay(["supply", "starport", colour], undefined, si * 5 + k * 2, false, false);
  });
  for (let k = 0; k < 6; k++) lay(["imperial-ship-supply"], undefined, 3 + 7 * Math.floor(k / 2), k === 0, false);
  for (let k = 0; k < 8; k++) lay(["blight-supply"], undefined, 1 + 3 * k, false, k % 2 === 1);
  for (let k = 0; k < 2; k++) lay(["free-city-supply"], undefined, 9 + 10 * k, false, false);
  table.settle();
}

/** Up to (not including) the press `stop`, untimed: the table as a player meets that press. */
function stageTo(save: ReturnType<typeof loadBuiltSave>, state: GameState, crisis: boolean, stop: Press): TtsTable {
  const table = loadWithGame(save, state, state.seats[0]);
  midActMap(table, state.seats);
  const holder = (state.campaign as CampaignState).eventPhase!.player;
  if (stop === "summit") return table;
  table.clickUi(holder, "arcsEventNoSummit");
  table.settle();
  table.queueRoll(die(table, "event"), crisis ? "crisis-arrow" : "edict-hex");
  table.queueRoll(die(table, "number"), "number-3");
  if (stop === "roll") return table;
  table.clickUi(holder, "arcsEventRoll");
  if (stop === "read") return table;
  table.settle();
  return table;
}

/**
 * One drive: the three presses and the dice-reading frame, each timed with its Lua work and TTS API
 * calls. The dice fly for some frames (the fake simulates each: its own JS); only the frame that
 * reads them (the status stops saying they roll) is the handler's row, the frames before it are
 * reported apart.
 */
function drive(save: ReturnType<typeof loadBuiltSave>, state: GameState, crisis: boolean): Drive {
  const measure = timed;
  const table = loadWithGame(save, state, state.seats[0]);
  midActMap(table, state.seats);
  const holder = (state.campaign as CampaignState).eventPhase!.player;
  const summit = measure(table, () => table.clickUi(holder, "arcsEventNoSummit"));
  table.settle();

  // Half the drives roll the Crises, half the Edicts (the event die's symbol), on cluster 3.
  table.queueRoll(die(table, "event"), crisis ? "crisis-arrow" : "edict-hex");
  table.queueRoll(die(table, "number"), "number-3");
  const roll = measure(table, () => table.clickUi(holder, "arcsEventRoll"));
  const out: Drive = { summit, roll };
  const before: Timed = { ms: 0, cpu: 0, instructions: 0, calls: 0 };
  for (let frame = 0; frame < 200 && rolling(table); frame++) {
    const t = measure(table, () => table.world.tick());
    if (!rolling(table)) out.read = t;
    else {
      before.ms += t.ms;
      before.cpu += t.cpu;
      before.instructions += t.instructions;
      before.calls += t.calls;
    }
  }
  if (out.read === undefined) throw new Error("the event dice were not read");
  out.frames = before;
  table.settle();
  const c = campaignOf(table);
  if (c.crisesDue !== true || !table.ui().isShown("arcsEventCrises")) return out;
  // The press reads the map over several frames (src/tts/lib/mapReading.ts), decides on a frame of
  // its own and draws the panels on the next: each frame is a handler held to the target; the row is
  // the slowest of them. The frames run until the press's button is gone (drawn away on the last of
  // them); the saved state is asked only afterwards (a save between frames would leave its garbage to
  // the next frame's time).
  let worst = measure(table, () => table.clickUi(holder, "arcsEventCrises"));
  const each = [worst];
  let count = 1;
  let instructions = worst.instructions;
  // The frames until the button is gone, and AFTER more: the Crises' lines go to chat later still.
  let after = 0;
  for (let frame = 0; frame < 40 && after < AFTER_FRAMES; frame++) {
    if (!table.ui().isShown("arcsEventCrises")) after++;
    const t = measure(table, () => table.world.tick());
    each.push(t);
    count++;
    instructions += t.instructions;
    if (process.env.ARCS_BENCH_FRAMES === "1") console.log(`Crises press, frame ${count}: ${t.ms.toFixed(2)} ms (cpu ${t.cpu.toFixed(2)} ms), ${kiloInstructions(t.instructions)}`);
    if (t.ms > worst.ms) worst = t;
  }
  if (campaignOf(table).crisesDue === true) throw new Error("the Crises were not resolved after the press: " + JSON.stringify(table.messages.slice(-3)));
  out.crises = worst;
  out.crisesFrames = { count, instructions, each };
  return out;
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * `ARCS_BENCH_PROFILE=1` / `ARCS_BENCH_CALLS=1`: where each press's Lua work goes, over fresh
 * tables; `ARCS_BENCH_JSPROFILE=1`: where its milliseconds go in JavaScript (fengari, the fake).
 */
function explain(save: ReturnType<typeof loadBuiltSave>, states: GameState[]): void {
  const presses: { press: Press; crisis: boolean; f: (t: TtsTable, holder: string) => void }[] = [
    { press: "summit", crisis: true, f: (t, h) => t.clickUi(h, "arcsEventNoSummit") },
    { press: "roll", crisis: true, f: (t, h) => t.clickUi(h, "arcsEventRoll") },
    { press: "read", crisis: true, f: (t) => { for (let i = 0; i < 200 && rolling(t); i++) t.world.tick(); } },
    // A fixed run of frames (more than the press needs): asking the saved state between frames would
    // put onSave's work into the profile, and its JSON into the next frame's time-weighted sample.
    { press: "crises", crisis: true, f: (t, h) => { t.clickUi(h, "arcsEventCrises"); for (let i = 0; i < 16; i++) t.world.tick(); } },
  ];
  for (const p of presses) {
    const tables = states.map((s) => ({ table: stageTo(save, s, p.crisis, p.press), holder: (s.campaign as CampaignState).eventPhase!.player }));
    const usable = tables.filter((x) => p.press !== "crises" || x.table.ui().isShown("arcsEventCrises"));
    if (profileWanted()) console.log([`${p.press}:`].concat(luaProfileOf(usable.map((x) => ({ target: x.table, f: () => p.f(x.table, x.holder) })))).join("\n"));
    else if (jsProfileWanted()) {
      const js = jsProfiler();
      for (const x of usable) js.run(() => p.f(x.table, x.holder));
      console.log([`${p.press}, JavaScript self time:`].concat(js.report(25)).join("\n"));
    } else console.log([`${p.press}, Lua calls:`].concat(luaCalls(usable[0].table, () => p.f(usable[0].table, usable[0].holder), 40)).join("\n"));
  }
}

export function eventPhaseTableRows(): BenchRow[] {
  const save = loadBuiltSave();
  const states = [1, 2, 3, 4, 5, 6, 7].map((seed) => atEventPhase(seed));
  if (profileWanted() || callsWanted() || jsProfileWanted()) explain(save, states);
  // Warm-up, not kept: V8 optimises fengari's hot functions over the first presses (on its own
  // threads: a frame meanwhile may take several times its usual wall time), both event paths.
  drive(save, states[0], true);
  drive(save, states[1], false);
  drive(save, states[2], true);
  const runs = states.map((s, i) => drive(save, s, i % 2 === 0));
  const rows: BenchRow[] = [];
  const section = "eventPhaseTable";
  const row = (what: string, xs: (Timed & { byName?: Map<string, number> })[]) => {
    rows.push({ section, what: `event phase on the table: ${what}, Lua VM + fake, median of ${xs.length}`, value: `${median(xs.map((x) => x.ms)).toFixed(2)} ms`, target: "<= 2 ms" });
    rows.push({ section, what: "  CPU time (process.cpuUsage, median)", value: `${median(xs.map((x) => x.cpu)).toFixed(2)} ms` });
    const instructions = median(xs.map((x) => x.instructions));
    rows.push({ section, what: "  Lua instructions (median; the fake's API proxies included, ~10%: TTS runs them in C#)", value: kiloInstructions(instructions) });
    const last = xs[xs.length - 1].byName;
    rows.push({ section, what: "  TTS API calls (median; the busiest of the last run)", value: last === undefined ? String(median(xs.map((x) => x.calls))) : `${median(xs.map((x) => x.calls))}: ${apiCallsText(last, 5)}` });
  };
  const all = (k: Press) => runs.flatMap((r) => (r[k] === undefined ? [] : [r[k]!]));
  row("the holder declines the Summit (press)", all("summit"));
  row("Roll (press: the dice thrown)", all("roll"));
  row("the dice read once they rest (the reading frame)", all("read"));
  const frames = runs.map((r) => r.frames!);
  rows.push({ section, what: "  the frames while the dice roll, all together (the fake's own frame simulation, and the script's wait)", value: `${median(frames.map((x) => x.ms)).toFixed(2)} ms; ${kiloInstructions(median(frames.map((x) => x.instructions)))}; ${median(frames.map((x) => x.calls))} API calls` });
  const crises = all("crises");
  if (crises.length > 0) {
    // Each frame of the press is a handler, measured as every other row measures one: its median
    // over the presses (every press lays out the same map: the same frames). The row is the slowest
    // of those handlers. The slowest single frame of each press is reported apart: with a dozen
    // frames a press often meets one of the stalls of the test VM's host (V8's own threads at
    // work, its CPU time ahead of its wall time), whichever frame that is.
    const spread = runs.flatMap((r) => (r.crisesFrames === undefined ? [] : [r.crisesFrames]));
    const frames = Math.min(...spread.map((x) => x.count));
    let slowest: (Timed & { byName: Map<string, number> })[] = [];
    let slowestMs = -1;
    for (let k = 0; k < frames; k++) {
      const kth = spread.map((x) => x.each[k]);
      const ms = median(kth.map((x) => x.ms));
      if (ms > slowestMs) {
        slowestMs = ms;
        slowest = kth;
      }
    }
    row("Resolve the Crises (its slowest frame, each frame's median over the presses: the map read over frames, the check, the core's Crises, the panel, the chat lines)", slowest);
    rows.push({ section, what: "  the slowest single frame of each press, whichever it was (median over the presses)", value: `${median(crises.map((x) => x.ms)).toFixed(2)} ms (${kiloInstructions(median(crises.map((x) => x.instructions)))})` });
    rows.push({ section, what: "  frames from the press to the Crises announced (and one more); Lua instructions over all of them (median)", value: `${median(spread.map((x) => x.count))} frames; ${kiloInstructions(median(spread.map((x) => x.instructions)))}` });
  }
  else rows.push({ section, what: "event phase on the table: no seed rolled Crises", value: "-" });
  return rows;
}

export function eventPhaseTableSection(): BenchRow[] {
  return eventPhaseTableRows();
}
