/**
 * The event phase's handlers on the table (issue 14 target: <= 2 ms each): the BUILT save's Global
 * in the TTS fake with 4 players, loaded at a random campaign's first event phase, then driven as the
 * players would: the holder declines the Summit, rolls the event and number dice, and (Crises) the
 * Crises are resolved from the map the script reads. Each row is one press's handler, or the frame
 * that reads the dice once they rest; the median over fresh tables. Lua instructions are reported
 * too (load-independent).
 */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { apply, initialState } from "../../src/core/game/engine";
import { playRandomCampaign } from "../../src/core/campaign/driver";
import type { TtsTable } from "../ttsFake/table";
import type { BenchRow } from "./index";
import { loadBuiltSave } from "./builtSave";
import { loadWithGame } from "./courtScoringHandlers";
import { kiloInstructions, luaInstructions } from "./luaWork";

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
  instructions: number;
}

function timed(table: TtsTable, f: () => void): Timed {
  const t0 = performance.now();
  const instructions = luaInstructions(table, f);
  return { ms: performance.now() - t0, instructions };
}

function campaignOf(table: TtsTable): CampaignState {
  return (JSON.parse(table.save().LuaScriptState!).state.game as GameState).campaign as CampaignState;
}

/** One drive: the three presses and the dice-reading frames, each timed. */
function drive(save: ReturnType<typeof loadBuiltSave>, state: GameState, crisis: boolean): { summit: Timed; roll: Timed; read: Timed; crises?: Timed } {
  const table = loadWithGame(save, state, state.seats[0]);
  const holder = (state.campaign as CampaignState).eventPhase!.player;
  const summit = timed(table, () => table.clickUi(holder, "arcsEventNoSummit"));
  table.settle();

  // Half the drives roll the Crises, half the Edicts (the event die's symbol), on cluster 3.
  const die = (kind: string) => table.withTag("campaign-die").find((o) => o.data.GMNotes === kind)!;
  table.queueRoll(die("event"), crisis ? "crisis-arrow" : "edict-hex");
  table.queueRoll(die("number"), "number-3");
  const roll = timed(table, () => table.clickUi(holder, "arcsEventRoll"));
  // The dice fly for some frames; the frame that reads them is where the work is (with the fake's own
  // simulation of the frames while they roll: an upper bound).
  const read = timed(table, () => table.settle());
  const c = campaignOf(table);
  if (c.crisesDue !== true || !table.ui().isShown("arcsEventCrises")) return { summit, roll, read };
  const crises = timed(table, () => table.clickUi(holder, "arcsEventCrises"));
  return { summit, roll, read, crises };
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export function eventPhaseTableRows(): BenchRow[] {
  const save = loadBuiltSave();
  const states = [1, 2, 3, 4, 5, 6, 7].map((seed) => atEventPhase(seed));
  drive(save, states[0], true); // warm-up, not counted
  const runs = states.map((s, i) => drive(save, s, i % 2 === 0));
  const rows: BenchRow[] = [];
  const row = (what: string, xs: Timed[]) => {
    rows.push({ section: "campaignTable", what: `event phase on the table: ${what}, Lua VM + fake, median of ${xs.length}`, value: `${median(xs.map((x) => x.ms)).toFixed(2)} ms`, target: "<= 2 ms" });
    rows.push({ section: "campaignTable", what: "  Lua instructions", value: kiloInstructions(median(xs.map((x) => x.instructions))) });
  };
  row("the holder declines the Summit (press)", runs.map((r) => r.summit));
  row("Roll (press: the dice thrown)", runs.map((r) => r.roll));
  row("the dice read once they rest (the frames while they roll included)", runs.map((r) => r.read));
  const crises = runs.flatMap((r) => (r.crises === undefined ? [] : [r.crises]));
  if (crises.length > 0) row("Resolve the Crises (press: the map read, the core's Crises, the list)", crises);
  else rows.push({ section: "campaignTable", what: "event phase on the table: no seed rolled Crises", value: "-" });
  return rows;
}
