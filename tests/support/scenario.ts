/**
 * Staging games on the BUILT save for scenario tests (tests/scenarios/*). One TtsTable costs about
 * 0.5-1 s: stage once per describe where you can.
 *
 *   import { loadTable, startGame, stagedTable, setupLog, coreState, handIds, piecesIn } from "../support/scenario";
 *
 *   // A fresh table with seated players; the first listed seat is the host unless `host` says otherwise.
 *   const table = loadTable(["Red", "Blue", "Yellow"]);
 *
 *   // Drive the setup UI like the host would (first player, setup card, mode, Start), then settle.
 *   // 2 players: the mulligan is kept unless `mulligan: "mulligan" | "pending"`.
 *   // Leaders & Lore: every pick takes the first card offered unless `draft: "pending"` (or a list
 *   // of card ids to take in pick order).
 *   const state = startGame(table, { setupCard: "3SETUP01", firstPlayer: "Blue", seed: 7, mode: "standard" });
 *
 *   // A table whose Global holds the state of a log replayed in Node, with the cards and pieces
 *   // arranged to match (hands, discard in order, the play mat, markers, Court row, drafted cards;
 *   // map pieces = the STARTING placements, since the core does not track the map).
 *   const staged = stagedTable(setupLog({ seats: ["Red", "Blue"], setupCard: "2SETUP01", seed: 3 }));
 *   const staged2 = stagedTable({ version: 1, commands: [...setupLog(...).commands, { type: "lead", ... }] });
 *
 *   coreState(table)            // the GameState Global holds now (through its onSave)
 *   tableLog(table)             // the log Global holds
 *   handIds(table, "Red")       // action card ids in Red's hand zone
 *   idsInZone(table, tag, gm?)  // card ids (loose or in decks) in the zone(s) with tag [and GMNotes]
 *   piecesIn(table, "3.3")      // what lies in a system zone: { Red: { ship: 3, city: 1, ... }, ... }
 *   seedLua(table, 42)          // math.randomseed in Global: the setup's random draws repeat
 *
 * Tests click and drop through the table itself (`table.clickUi`, `table.clickButton`, `table.drop`),
 * then `table.settle()` to run pending Wait timers.
 */
import { builtSave } from "./builtSave";
import { SaveFile, TtsTable, GLOBAL_GUID } from "../../tools/ttsFake/table";
import { FakeObject } from "../../tools/ttsFake/world";
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command, GameLog, GameMode, GameState, SetupCommand } from "../../src/core/game/types";
import { replay } from "../../src/core/rules";
import { makeRng, randomInt, shuffled } from "../../src/core/game/driver";
import { actionDeckFor } from "../../src/core/data/actionCards";
import { courtDeck } from "../../src/core/data/court";
import { LEADERS } from "../../src/core/data/leaders";
import { LORE_CARDS } from "../../src/core/data/lore";
import { setupCard as setupCardData, setupCardsFor } from "../../src/core/data/setupCards";
import { apply, initialState } from "../../src/core/rules";
import { legalCommands } from "../../src/core/game/legal";
import { parseTtsJson } from "../../tools/lib/ttsJson";

export interface LoadOptions {
  /** the host's colour (default: the first seat) */
  host?: string;
  /** the fake's shuffle seed */
  seed?: number;
  /** Global's saved script state (an onSave string) */
  state?: string;
}

/** The built save loaded into a fresh fake table with these seats. */
export function loadTable(seats: readonly string[] = ["Red", "Blue", "Yellow"], options: LoadOptions = {}): TtsTable {
  const host = options.host ?? seats[0];
  const save = builtSave().save as unknown as SaveFile;
  const withState: SaveFile = { ...save, LuaScriptState: options.state ?? "" };
  return new TtsTable(withState, { seats: seats.map((color) => ({ color, host: color === host })), seed: options.seed });
}

/** Seed Global's math.random so the setup's random draws are repeatable. */
export function seedLua(table: TtsTable, seed: number): void {
  table.scripts.get(GLOBAL_GUID)!.vm.run(`math.randomseed(${Math.floor(seed)})`, "=seed", false);
}

/** Global's saved state (through onSave). */
function savedGlobal(table: TtsTable): { game?: GameState; log: GameLog; loads: number } {
  const raw = table.callScript(GLOBAL_GUID, "onSave");
  return (parseTtsJson(String(raw)) as { state: ReturnType<typeof savedGlobal> }).state;
}

export function coreState(table: TtsTable): GameState | undefined {
  return savedGlobal(table).game;
}

export function tableLog(table: TtsTable): GameLog {
  return savedGlobal(table).log;
}

export interface StartOptions {
  setupCard?: string;
  firstPlayer?: Colour;
  seed?: number;
  mode?: GameMode;
  /** 2 players: what the player without initiative does (default "keep") */
  mulligan?: "keep" | "mulligan" | "pending";
  /** Leaders & Lore: "auto" (default: each pick takes the first card offered), "pending", or the ids to take in order */
  draft?: "auto" | "pending" | string[];
}

function hostOf(table: TtsTable): string {
  for (const [color, s] of table.world.seats) if (s.host) return color;
  throw new Error("no host seated");
}

/** Drive the setup panel as the host and return the core state once set up. */
export function startGame(table: TtsTable, options: StartOptions = {}): GameState {
  const host = hostOf(table);
  if (options.seed !== undefined) seedLua(table, options.seed);
  if (options.firstPlayer !== undefined) table.clickUi(host, "arcsSetupFirst", GLOBAL_GUID, options.firstPlayer);
  if (options.setupCard !== undefined) {
    const n = Number(options.setupCard.slice(0, 1));
    const name = setupCardData(options.setupCard)?.name ?? "";
    table.clickUi(host, `arcsSetupCard${n}`, GLOBAL_GUID, `${options.setupCard} ${name}`);
  }
  if (options.mode === "leadersAndLore") table.clickUi(host, "arcsSetupLeaders", GLOBAL_GUID, "True");
  table.clickUi(host, "arcsSetupStart");
  table.settle();
  let s = coreState(table);
  if (s === undefined || s.phase === "setup") throw new Error(`setup did not happen: ${JSON.stringify(table.messages.slice(-3))}`);
  const picks = Array.isArray(options.draft) ? options.draft.slice() : undefined;
  while (s.phase === "draft" && options.draft !== "pending") {
    const d = s.draft!;
    const picker = d.order[d.pick];
    const offered = legalCommands(s).filter((c) => c.type === "draft") as { card: string }[];
    const id = picks !== undefined && picks.length > 0 ? picks.shift()! : offered[0].card;
    const card = table.find((o) => o.data.GMNotes === id && o.buttons.some((b) => b.label === "Take"))[0];
    if (card === undefined) throw new Error(`no Take button on ${id}`);
    table.clickButton(picker, card, "Take");
    table.settle();
    s = coreState(table)!;
  }
  if (s.phase === "mulligan" && (options.mulligan ?? "keep") !== "pending") {
    table.clickUi(s.mulliganBy!, options.mulligan === "mulligan" ? "arcsMulliganRedraw" : "arcsMulliganKeep");
    table.settle();
    s = coreState(table)!;
  }
  return s;
}

export interface SetupLogOptions {
  /** clockwise, seats[0] holds the initiative */
  seats: Colour[];
  setupCard?: string;
  mode?: GameMode;
  seed?: number;
  /** append the oracle/decision commands up to the first turn (keep hand in 2p; first offered draft picks) */
  toFirstTurn?: boolean;
}

/** A log starting a game (seeded shuffles), by default up to the first turn of chapter 1. */
export function setupLog(o: SetupLogOptions): GameLog {
  const rng = makeRng(o.seed ?? 1);
  const n = o.seats.length;
  const mode = o.mode ?? "standard";
  const setup: SetupCommand = {
    type: "setup",
    seats: o.seats.slice(),
    mode,
    actionDeck: shuffled(rng, actionDeckFor(n)),
    courtDeck: shuffled(rng, courtDeck()),
  };
  if (o.setupCard !== undefined) setup.setupCard = o.setupCard;
  else setup.setupCardIndex = randomInt(rng, setupCardsFor(n).length);
  if (mode === "leadersAndLore") {
    setup.leaderRow = shuffled(rng, LEADERS.map((l) => l.id)).slice(0, n + 1);
    setup.loreRow = shuffled(rng, LORE_CARDS.map((l) => l.id)).slice(0, n + 1);
  }
  const commands: Command[] = [setup];
  if (o.toFirstTurn ?? true) {
    const s = apply(initialState(), setup);
    if (!s.ok) throw new Error(s.reason);
    let state = s.value;
    while (state.phase === "draft" || state.phase === "mulligan" || state.phase === "shuffleDiscard") {
      const legal = legalCommands(state);
      let c: Command = legal[0];
      if (c.type === "shuffleDiscard") c = { type: "shuffleDiscard", order: shuffled(rng, c.order) };
      const r = apply(state, c);
      if (!r.ok) throw new Error(r.reason);
      commands.push(c);
      state = r.value;
    }
  }
  return { version: 1, commands };
}

/** The built save with Global holding the replay of `log`, and the table arranged to match. */
export function stagedTable(log: GameLog, seats?: readonly string[], options: LoadOptions = {}): TtsTable {
  const r = replay(log);
  if (r.refused.length > 0) throw new Error(`the staged log has refused commands: ${JSON.stringify(r.refused)}`);
  const state = JSON.stringify({ format: "arcs-tts", version: 2, state: { game: r.state, log, loads: 0 } });
  const table = loadTable(seats ?? (r.state.seats.length > 0 ? r.state.seats : ["Red", "Blue"]), { ...options, state });
  table.settle();
  table.callScript(GLOBAL_GUID, "arcsSetupArrange");
  table.settle();
  return table;
}

// ---- reading the table -------------------------------------------------------------------------

/** Action card ids in a seat's hand zone. */
export function handIds(table: TtsTable, colour: string): string[] {
  return table.world.handObjects(colour).flatMap((o) => (o.isDeck ? o.contents.map((c) => c.GMNotes ?? "") : [o.data.GMNotes ?? ""]));
}

function zonesWith(table: TtsTable, tag: string, gmNotes?: string): FakeObject[] {
  return table.withTag(tag).filter((z) => z.isZone && (gmNotes === undefined || z.data.GMNotes === gmNotes));
}

/** Card ids (loose or inside decks) lying in the zone(s) tagged `tag` (and with GMNotes). */
export function idsInZone(table: TtsTable, tag: string, gmNotes?: string): string[] {
  const out: string[] = [];
  for (const z of zonesWith(table, tag, gmNotes)) {
    for (const o of table.world.objectsIn(z)) {
      if (o.isDeck) out.push(...o.contents.map((c) => c.GMNotes ?? ""));
      else if (o.isCard) out.push(o.data.GMNotes ?? "");
    }
  }
  return out;
}

/** Objects lying in the zone(s) tagged `tag` (and with GMNotes). */
export function objectsInZone(table: TtsTable, tag: string, gmNotes?: string): FakeObject[] {
  return zonesWith(table, tag, gmNotes).flatMap((z) => table.world.objectsIn(z));
}

const PIECE_KINDS = ["ship", "city", "starport", "agent"];

/** Pieces in a system zone by colour and kind, plus markers and resources ("marker" counts). */
export function piecesIn(table: TtsTable, system: string): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const o of objectsInZone(table, "system", system)) {
    const kind = PIECE_KINDS.find((k) => o.tags.includes(k));
    const owner = kind ? o.tags.find((t) => ["Red", "Blue", "Yellow", "White"].includes(t)) : undefined;
    const key = owner ?? "table";
    const what = kind ?? o.tags[0] ?? o.name;
    out[key] = out[key] ?? {};
    out[key][what] = (out[key][what] ?? 0) + 1;
  }
  return out;
}

/** Run a Lua chunk in Global's VM and return its result (for reading the table as scripts see it). */
export function luaEval(table: TtsTable, code: string): unknown {
  return table.scripts.get(GLOBAL_GUID)!.vm.run(code, "=test", false);
}

/** World position (x, z) of the snap point tagged `snapTag` on the object tagged `objTag` [with GMNotes]. */
export function snapAt(table: TtsTable, objTag: string, snapTag: string, gmNotes?: string): { x: number; z: number } | undefined {
  const r = luaEval(
    table,
    `for _, o in ipairs(getObjectsWithTag(${JSON.stringify(objTag)})) do
       if ${gmNotes === undefined ? "true" : `o.getGMNotes() == ${JSON.stringify(gmNotes)}`} then
         for _, p in ipairs(o.getSnapPoints()) do
           for _, t in ipairs(p.tags) do
             if t == ${JSON.stringify(snapTag)} then local w = o.positionToWorld(p.position); return { w.x, w.z } end
           end
         end
       end
     end
     return nil`,
  ) as number[] | undefined;
  return r ? { x: r[0], z: r[1] } : undefined;
}

/** The object nearest to a point (x, z) among `objects`, within `within` units. */
export function nearest(objects: FakeObject[], at: { x: number; z: number }, within = 0.3): FakeObject | undefined {
  let best: FakeObject | undefined;
  let bestD = within;
  for (const o of objects) {
    const d = Math.hypot(o.position.x - at.x, o.position.z - at.z);
    if (d <= bestD) {
      best = o;
      bestD = d;
    }
  }
  return best;
}
