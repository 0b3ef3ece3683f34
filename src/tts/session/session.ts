/**
 * The game as Global holds it: the core state and the log of every applied command. Commands from
 * any feature go through `submit`, which asks the core, logs, announces the public events, and lets
 * listeners do the table's bookkeeping (moving markers, discarding cards, refreshing the UI).
 */
import type { Command, GameLog, GameState } from "../../core/game/types";
import { apply, initialState } from "../../core/rules";
import type { Result } from "../../core/result";
import { refuse } from "../../core/result";
import { announce, tell } from "../lib/chat";
import { scriptsStopped } from "../lib/guard";
import { redrawAll } from "./redraw";

export const TABLE_STATE_VERSION = 3;

/** Each feature's own plain-data state (a pending Vox choice, a battle in progress), by feature name. */
export interface FeatureStates {
  [feature: string]: unknown;
}

export interface TableState {
  /** undefined until the host has set up a game */
  game?: GameState;
  /** every applied command since setup: exportable and replayable (docs/log-format.md) */
  log: GameLog;
  /** how many times this table has been loaded */
  loads: number;
  /** version 3: what features hold in script memory between commands, saved so a load continues exactly */
  features?: FeatureStates;
  /**
   * "stopped": the scripts are stopped for this game (docs/playing.md). Enforced or advisory is the
   * game's own (`GameState.rules`, switched by a logged `rules` command), not kept here.
   */
  rules?: RulesMode;
}

/**
 * enforced: a move the rules refuse is undone (today's table). advisory: the refusal is told to its
 * player, the move stays, and `!arcs override` logs it as the players' override, which the game's
 * state follows where it can (src/core/game/override.ts). stopped: no script runs for the rest of
 * the game (a plain physical table); the log is kept up to then.
 */
export type RulesMode = "enforced" | "advisory" | "stopped";

export function freshTableState(): TableState {
  return { log: { version: 1, commands: [] }, loads: 0 };
}

/** Bring a saved state up to date; a string says why it cannot be used. */
export function upgradeTableState(version: number, saved: unknown): TableState | string {
  const s = saved as { loads?: unknown; game?: unknown; log?: { version?: unknown; commands?: unknown }; features?: unknown };
  // The load counter is statistics: a damaged one restarts at 0 rather than costing the game.
  const loads = typeof s.loads === "number" && s.loads >= 0 && s.loads < 1000000000 && Math.floor(s.loads) === s.loads ? s.loads : 0;
  if (version === 1) return { log: { version: 1, commands: [] }, loads };
  if (version === 3) {
    if (s.features !== undefined && typeof s.features !== "object") return "the saved state's feature section is not an object";
    const base = upgradeTableState(2, saved);
    if (typeof base === "string") return base;
    base.features = s.features === undefined ? {} : (s.features as FeatureStates);
    // Only "stopped" is the table's: advisory is the game's (a save that kept "advisory" here, from
    // before the mode was game state, loads enforced: the host switches again).
    if ((saved as { rules?: unknown }).rules === "stopped") base.rules = "stopped";
    return base;
  }
  if (version === 2) {
    if (s.log === undefined || typeof s.log.version !== "number" || typeof s.log.commands !== "object") {
      return "the saved state has no valid game log";
    }
    if (s.game !== undefined && (typeof s.game !== "object" || (s.game as { version?: unknown }).version !== 1)) {
      return "the saved game state is not a version 1 game";
    }
    const commands = s.log.commands as Command[];
    return { game: s.game as GameState | undefined, log: { version: s.log.version, commands: commands }, loads };
  }
  return `no upgrade path from state version ${version}`;
}

// ---- features that keep state in script memory ---------------------------------------------------

/**
 * A feature's part of the saved state: `save` returns plain JSON data (or undefined when there is
 * nothing in progress); `restore` gets it back after a load (undefined when nothing was saved) and
 * returns a reason when the data cannot be used (the feature then starts clean). `restore` runs in
 * onLoad, before the UI exists: put buttons and panels back on a later frame.
 */
export interface SavedFeature {
  save: (this: void) => unknown;
  restore: (this: void, data: unknown) => string | undefined;
  /**
   * Optional: the problems that keep the section from going on with the restored game (checked at
   * load, before `restore`, against the game as restored). A section with problems is not in the
   * log, so it cannot be rebuilt: the whole save is held for the host with them and a Reset
   * (restore.ts, quarantine.ts). The host reads them: never quote a secret (a Fate draw) in them.
   */
  check?: (this: void, data: unknown, game: GameState | undefined) => string[];
}

const savedFeatures: { name: string; feature: SavedFeature }[] = [];

export function registerSavedFeature(name: string, feature: SavedFeature): void {
  savedFeatures.push({ name, feature });
}

/** The table state to save: the game, the log, and each feature's section (omitted when idle). */
export function tableToSave(): TableState {
  const features: FeatureStates = {};
  for (const f of savedFeatures) {
    const data = f.feature.save();
    if (data !== undefined) features[f.name] = data;
  }
  const out: TableState = { game: current.game, log: current.log, loads: current.loads, features };
  if (current.rules === "stopped") out.rules = "stopped";
  return out;
}

export function rulesMode(): RulesMode {
  if (current.rules === "stopped") return "stopped";
  return current.game !== undefined && current.game.rules === "advisory" ? "advisory" : "enforced";
}

/** Stop the scripts for the rest of this game (enforced and advisory are switched by a `rules` command). */
export function stopScriptsForGame(): void {
  current.rules = "stopped";
}

/** After a load: hand each feature its section; the problems, for the host to read. */
export function restoreFeatures(features: FeatureStates | undefined): string[] {
  const problems: string[] = [];
  for (const f of savedFeatures) {
    const data = features && features[f.name];
    const problem = f.feature.restore(data);
    if (problem !== undefined) problems.push(`${f.name}: ${problem}`);
  }
  return problems;
}

/** Every problem of the saved sections checked against the restored game (their `check`), by feature. */
export function featureProblems(features: FeatureStates | undefined, g: GameState | undefined): string[] {
  const problems: string[] = [];
  if (features === undefined) return problems;
  for (const f of savedFeatures) {
    const check = f.feature.check;
    const data = features[f.name];
    if (check !== undefined && data !== undefined) for (const p of check(data, g)) problems.push(`${f.name}: ${p}`);
  }
  return problems;
}

export type Listener = (after: GameState, command: Command, before: GameState) => void;

let current: TableState = freshTableState();
const listeners: Listener[] = [];

export function tableState(): TableState {
  return current;
}

export function replaceTable(next: TableState): void {
  current = next;
}

export function game(): GameState | undefined {
  return current.game;
}

export function onApplied(listener: Listener): void {
  listeners.push(listener);
}

/**
 * Ask the core; on success log, announce, run the listeners and redraw. The state is untouched on
 * refusal. `redraw` "nextFrame" is for a command that takes most of a frame to decide (the Crises on
 * a whole map): the painters run on the following frame instead (Wait.frames). Painters draw from the
 * state alone, so a redraw a frame late draws the same; a button pressed in between is checked
 * against the new state by its callback, and a load in between redraws everything anyway.
 */
export function submit(command: Command, redraw: "now" | "nextFrame" = "now"): Result<GameState> {
  if (scriptsStopped()) return refuse("the scripts are stopped for this game");
  const before = current.game === undefined ? initialState() : current.game;
  inProgress = command;
  const r = apply(before, command);
  if (!r.ok) {
    inProgress = undefined;
    if (rulesMode() === "advisory") offerOverride(command, r.reason);
    return r;
  }
  current.game = r.value;
  current.log.commands.push(command);
  for (const e of r.value.events) if (e.quiet !== true) announce(e.text);
  // An override the state followed (its effect's events come after its own, override.ts): the
  // table's bookkeeping runs as for the move itself (markers, initiative, discards).
  const seen = command.type === "override" && r.value.events.length > 1 ? command.command : command;
  for (const l of listeners) l(r.value, seen, before);
  if (redraw === "now") redrawAll();
  else Wait.frames(() => redrawAll(), 1);
  inProgress = undefined;
  return r;
}

/** The command being applied (its listeners and redraw included), for a script error's report. */
let inProgress: Command | undefined = undefined;

export function commandInProgress(): Command | undefined {
  return inProgress;
}

/** Advisory rules: each player's last refused move, which `!arcs override` logs (never saved). */
let refused: { [colour: string]: { command: Command; reason: string } | undefined } = {};

function offerOverride(command: Command, reason: string): void {
  const who = (command as { player?: unknown }).player;
  if (typeof who !== "string" || command.type === "override") return;
  refused[who] = { command, reason };
  tell(who, "Advisory rules: your move stays. Type !arcs override to go on (logged), or put it back.");
}

/** The player's last refused move (advisory rules), taken: undefined when there is none. */
export function takeRefused(colour: string): { command: Command; reason: string } | undefined {
  const r = refused[colour];
  refused[colour] = undefined;
  return r;
}

export function forgetRefused(): void {
  refused = {};
}
