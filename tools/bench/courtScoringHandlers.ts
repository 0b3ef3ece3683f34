/**
 * Court and chapter-end handlers in the Lua VM (the BUILT save's Global in the TTS fake): the time
 * of the scoring handler (read the ScoringSnapshot from the table + the core's preview) on a
 * 4-player mid-game table (issue target <= 2 ms), and of a Court slot refresh.
 *
 * The staging helpers here (a game state loaded with the table, court cards dealt into slots by
 * identity, pieces taken out of their bags into zones) are shared with tests/scenarios/court*.test.ts
 * and scoring*.test.ts.
 */
import type { ScriptVm } from "../lib/luaVm";
import { actionDeckFor } from "../../src/core/data/actionCards";
import { withAggressionInHand } from "./aggressionLead";
import { courtDeck } from "../../src/core/data/court";
import type { Ambition, Colour } from "../../src/core/data/vocabulary";
import { apply, initialState } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import { compileLuaCached } from "../lib/tstlCache";
import { LuaVm } from "../lib/luaVm";
import { SaveFile, TtsTable } from "../ttsFake/table";
import type { FakeObject, Vec } from "../ttsFake/world";
import type { BenchRow } from "./benchRow";
import { loadBuiltSave } from "./builtSave";
import { cpuText, timePerCall, timingPerCall } from "./luaModule";
import { kiloInstructions, luaInstructions, luaProfile, profileWanted } from "./luaWork";

// ---- staging ------------------------------------------------------------------------------------

export function run(state: GameState, ...commands: Command[]): GameState {
  let s = state;
  for (const c of commands) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(`${JSON.stringify(c)} refused: ${r.reason}`);
    s = r.value;
  }
  return s;
}

/** A game at the start of chapter 1, the first player (seats[0]) to lead; decks in data order. */
export function gameInPlay(seats: Colour[]): GameState {
  const n = seats.length;
  let s = run(initialState(), {
    type: "setup",
    seats,
    setupCard: `${n}SETUP01`,
    actionDeck: actionDeckFor(n),
    courtDeck: courtDeck(),
  });
  if (s.phase === "mulligan") s = run(s, { type: "keepHand", player: s.mulliganBy as Colour });
  return run(s, { type: "shuffleDiscard", order: s.discard.slice() });
}

/** `player` leads an Aggression card (withAggressionInHand). */
export function leadAggressionIn(s: GameState, player: Colour): GameState {
  const { state, card } = withAggressionInHand(s, player);
  return run(state, { type: "lead", player, card });
}

/** The same game with ambition markers declared (edited in: the engine's state is plain data). */
export function withMarkers(s: GameState, at: { [marker: string]: Ambition }): GameState {
  const out: GameState = JSON.parse(JSON.stringify(s));
  for (const m of out.markers) if (at[m.id] !== undefined) m.at = at[m.id];
  return out;
}

/** Everyone passes in turn until the chapter ends (p.8: all players with cards passed). */
export function passUntilScoring(s: GameState): GameState {
  let out = s;
  for (let guard = 0; guard < 16 && out.phase === "play"; guard++) {
    const r = out.round;
    if (r === undefined) break;
    out = run(out, { type: "pass", player: r.order[r.turn] });
  }
  if (out.phase !== "scoring") throw new Error(`passing did not end the chapter (phase ${out.phase})`);
  return out;
}

/** The built save loaded in the fake with `game` restored (every seat seated; `host` hosts). */
export function loadWithGame(save: SaveFile, game: GameState, host: Colour = "Red", vm?: () => ScriptVm): TtsTable {
  const envelope = { format: "arcs-tts", version: 2, state: { game, log: { version: 1, commands: [] }, loads: 0 } };
  const table = new TtsTable({ ...save, LuaScriptState: JSON.stringify(envelope) }, {
    seats: game.seats.map((color) => ({ color, host: color === host })),
    vm,
  });
  table.settle();
  // A staged state the load's validator refuses is held, not played (session/quarantine.ts): a
  // scenario on it would pass on an empty table, so it stops here with the host's reasons.
  if (table.ui().getAttribute("arcsRestoreProblem", "active") === "true") throw new Error(`loadWithGame: the staged state was held, not loaded: ${table.messages.map((m) => m.text).join(" | ")}`);
  table.messages.length = 0;
  return table;
}

export function zoneOf(table: TtsTable, tag: string, gm?: string): FakeObject {
  const z = table.find((o) => o.isZone && o.tags.includes(tag) && (gm === undefined || o.data.GMNotes === gm));
  if (z.length !== 1) throw new Error(`expected one zone ${tag} ${gm ?? ""}, found ${z.length}`);
  return z[0];
}

/** A spot inside a zone for the i-th thing put there (a small grid around its centre). */
export function spotIn(zone: FakeObject, i: number): Vec {
  const dx = ((i % 4) - 1.5) * 0.25 * Math.min(1, zone.scale.x / 2);
  const dz = (Math.floor(i / 4) - 0.5) * 0.25 * Math.min(1, zone.scale.z / 2);
  return { x: zone.position.x + dx, y: zone.position.y, z: zone.position.z + dz };
}

/** The court deck object (the tagged deck, or whatever deck lies in the court deck zone). */
export function courtDeckObject(table: TtsTable): FakeObject | undefined {
  const zone = zoneOf(table, "court-deck-zone");
  const inZone = table.world.objectsIn(zone).find((o) => o.isDeck || o.tags.includes("court-card"));
  return inZone ?? table.withTag("court-deck")[0];
}

/** Take a court card out of the court deck, by id, and lay it face up at `to`. */
export function takeCourtCard(table: TtsTable, id: string, to: Vec): FakeObject {
  const deck = courtDeckObject(table);
  if (!deck) throw new Error("no court deck");
  if (!deck.isDeck) {
    if (deck.data.GMNotes !== id) throw new Error(`the court deck's last card is ${deck.data.GMNotes}, not ${id}`);
    deck.rotation = { x: 0, y: 180, z: 0 };
    table.world.move(deck, to);
    return deck;
  }
  const entry = deck.contents.find((c) => c.GMNotes === id);
  if (!entry) throw new Error(`${id} is not in the court deck`);
  return table.playerTake(deck, { guid: entry.GUID, position: to, rotation: { x: 0, y: 180, z: 0 } })!;
}

/** Deal court card `id` face up into Court slot `slot` (1-based). */
export function dealCourtCard(table: TtsTable, id: string, slot: number): FakeObject {
  return takeCourtCard(table, id, { ...zoneOf(table, "court-slot", String(slot)).position });
}

/** Take `n` pieces of a kind and colour out of the colour's supply bag into `zone`. */
export function takePieces(table: TtsTable, kind: string, colour: Colour, n: number, zone: FakeObject, from = 0): FakeObject[] {
  const bag = table.find((o) => o.tags.includes("supply") && o.tags.includes(kind) && o.tags.includes(colour))[0];
  if (!bag) throw new Error(`no ${colour} ${kind} bag`);
  const out: FakeObject[] = [];
  for (let i = 0; i < n; i++) {
    const o = table.playerTake(bag, { position: spotIn(zone, from + i) });
    if (!o) throw new Error(`the ${colour} ${kind} bag is empty`);
    out.push(o);
  }
  return out;
}

/** Take `n` resource tokens of a type out of its supply bag (or loose) into `zone`. */
export function takeResources(table: TtsTable, type: string, n: number, zone: FakeObject, from = 0): FakeObject[] {
  const out: FakeObject[] = [];
  for (let i = 0; i < n; i++) {
    const bag = table.find((o) => o.tags.includes("resource-supply") && o.tags.includes(type))[0];
    let o: FakeObject | undefined = bag && bag.contents.length > 0 ? table.playerTake(bag, { position: spotIn(zone, from + i) }) : undefined;
    if (!o) {
      const loose = table.find((x) => x.tags.includes("resource") && x.tags.includes(type) && table.world.zonesContaining(x).length === 0);
      if (loose.length === 0) throw new Error(`no ${type} token left`);
      o = loose[0];
      table.world.move(o, spotIn(zone, from + i));
    }
    out.push(o);
  }
  return out;
}

/** Lift a city off its player board into a zone (e.g. a Trophies zone or a system). */
export function takeCity(table: TtsTable, colour: Colour, zone: FakeObject, i = 0): FakeObject {
  const cities = table.find((o) => o.tags.includes("city") && o.tags.includes(colour)).sort((a, b) => a.nickname.localeCompare(b.nickname));
  const free = cities.filter((c) => !table.world.zonesContaining(c).some((z) => z.tags.includes("trophies") || z.tags.includes("system")));
  const city = free[0];
  if (!city) throw new Error(`no ${colour} city left on the board`);
  table.world.move(city, spotIn(zone, i));
  return city;
}

/** Names an action card could be given in a message: its id and its printed name. */
export function handCardWords(s: GameState): string[] {
  const out: string[] = [];
  for (const p of s.players) for (const id of p.hand) out.push(id);
  return out;
}

// ---- the 4-player mid-game table of the bench --------------------------------------------------------

export const FOUR: Colour[] = ["Red", "Blue", "Yellow", "White"];

/**
 * A 4-player chapter end with a lived-in table: Court cards in the row with agents, Guild cards in
 * play areas, resources on boards, Trophies and Captives, cities off the boards; Tycoon, Tyrant and
 * Warlord declared.
 */
export function stageMidGameScoring(save: SaveFile): TtsTable {
  const s = passUntilScoring(withMarkers(gameInPlay(FOUR), { "marker-5-3": "warlord", "marker-3-2": "tyrant", "marker-2-0": "tycoon" }));
  const table = loadWithGame(save, s);
  ["BC01", "BC05", "BC10", "BC15"].forEach((id, i) => dealCourtCard(table, id, i + 1));
  FOUR.forEach((c, i) => takePieces(table, "agent", c, 1 + (i % 2), zoneOf(table, "court-slot", String(1 + i)), i));
  FOUR.forEach((c, i) => {
    const area = zoneOf(table, "play-area", c);
    takeCourtCard(table, ["BC02", "BC07", "BC12", "BC20"][i], spotIn(area, 0));
    takeResources(table, ["material", "fuel", "relic", "psionic"][i], 1 + (i % 2), zoneOf(table, "resources-zone", c));
    takePieces(table, "ship", FOUR[(i + 1) % 4], 2, zoneOf(table, "trophies", c));
    takePieces(table, "agent", FOUR[(i + 2) % 4], 1 + (i % 3), zoneOf(table, "captives", c));
    takeCity(table, c, zoneOf(table, "trophies", FOUR[(i + 3) % 4]), 4);
  });
  table.settle();
  table.messages.length = 0;
  return table;
}


/** The core's part of the handler alone (scoreChapter + reportLines), its arguments already in Lua. */
function corePreviewMs(state: GameState): number {
  const vm = new LuaVm();
  vm.runToGlobal(compileLuaCached("src/core/game/scoring.ts").lua, "__mod", "=scoring");
  const snap = {
    players: FOUR.map((colour, i) => ({
      colour,
      resources: { material: i === 0 ? 1 : 0, fuel: i === 1 ? 2 : 0, weapon: 0, relic: i === 2 ? 1 : 0, psionic: i === 3 ? 2 : 0 },
      guildCards: { material: i === 0 ? 1 : 0, fuel: i === 1 ? 1 : 0, weapon: 0, relic: i === 2 ? 1 : 0, psionic: i === 3 ? 1 : 0 },
      captives: 1 + (i % 3),
      trophies: 3,
      citiesOnBoard: 4,
    })),
  };
  vm.setGlobal("__state", state);
  vm.setGlobal("__snap", snap);
  const loop = (n: number) => `for i = 1, ${n} do local r = __mod.scoreChapter(__state, __snap); __mod.reportLines(r.value) end`;
  return timePerCall(() => void vm.run(loop(10)), 10, 1000) / 10;
}

export async function courtScoringSection(): Promise<BenchRow[]> {
  const table = stageMidGameScoring(loadBuiltSave());
  table.callScript("-1", "arcsScoringRecount");
  const text = () => table.ui().text("arcsScoringText") ?? "";
  if (!text().includes("Warlord")) throw new Error(`the scoring preview did not show: ${text()}`);
  // The handler as it runs in play: a piece enters or leaves a counted zone (one Trophy in and out).
  const trophies = zoneOf(table, "trophies", "Red");
  const ship = table.world.objectsIn(trophies).find((o) => o.tags.includes("ship"))!;
  const inside = { ...ship.position };
  const outside = { x: inside.x, y: inside.y + 40, z: inside.z };
  let out = false;
  // The handler marks the zone and recounts on the next frame: the figure is the event and that frame.
  const onEvent = timingPerCall(() => {
    out = !out;
    table.world.move(ship, out ? outside : inside);
    table.world.tick();
  }, 20, 1000);
  // The same event, untimed, counting its Lua instructions (load-independent): 20 events, averaged.
  const toggle = () => {
    out = !out;
    table.world.move(ship, out ? outside : inside);
    table.world.tick();
  };
  const twenty = () => {
    for (let i = 0; i < 20; i++) toggle();
  };
  if (profileWanted()) console.log(["scoring zone event:"].concat(luaProfile(table, twenty)).join("\n"));
  const eventWork = luaInstructions(table, twenty) / 20;
  if (out) table.world.move(ship, inside);
  const full = timePerCall(() => void table.callScript("-1", "arcsScoringRecount"), 20, 1000);
  const state = passUntilScoring(withMarkers(gameInPlay(FOUR), { "marker-5-3": "warlord", "marker-3-2": "tyrant", "marker-2-0": "tycoon" }));
  const core = corePreviewMs(state);
  return [
    {
      section: "court+scoring",
      what: "scoring handler on a zone event and its recount on the next frame (that player's zone re-read + the changed ambition re-scored), 4p mid-game, Lua VM in the TTS fake",
      value: `${onEvent.ms.toFixed(2)} ms`,
      cpu: cpuText(onEvent.cpuMs),
      target: "<= 2 ms",
    },
    { section: "court+scoring", what: "  Lua work of that event and its recount (load-independent)", value: kiloInstructions(eventWork) },
    { section: "court+scoring", what: "scoring handler, full recount (every zone and city read + core preview)", value: `${full.toFixed(2)} ms` },
    { section: "court+scoring", what: "  core scoreChapter + reportLines alone, Lua VM", value: `${core.toFixed(2)} ms` },
  ];
}
