/**
 * Staging for battle scenarios: a 2-player game (Red, Blue) restored into the BUILT save at Red's
 * first turn, and helpers to put pieces and dice where a scenario needs them.
 */
import { GLOBAL_GUID, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject, Vec } from "../../tools/ttsFake/world";
import { replay } from "../../src/core/rules";
import type { GameLog } from "../../src/core/game/types";
import { loadTable, setupLog } from "./scenario";

export const SEATS = ["Red", "Blue"];

/**
 * The table at Red's first turn. With `led` (default) Red has already led a card: Battle is an
 * Aggression action, taken with the played card's pips (p.8, p.14), so Red leads Aggression 4
 * (2 actions) unless `card` names another card of Red's hand.
 */
export function battleTable(options: { led?: boolean; card?: string; lore?: { [colour: string]: string[] } } = {}): TtsTable {
  const dealt = setupLog({ seats: ["Red", "Blue"], setupCard: "2SETUP01", seed: 3 });
  let log: GameLog = dealt;
  if (options.led !== false) {
    const red = replay(dealt).state.players.find((p) => p.colour === "Red")!;
    const card = options.card ?? red.hand.find((id) => id.startsWith("aggression-")) ?? red.hand[0];
    log = { version: dealt.version, commands: [...dealt.commands, { type: "lead", player: "Red", card }] };
  }
  const r = replay(log);
  // Lore dealt by hand into the saved state (a Leaders & Lore draft is not what these scenarios test).
  for (const p of r.state.players) if (options.lore !== undefined && options.lore[p.colour] !== undefined) p.lore = options.lore[p.colour];
  const state = JSON.stringify({ format: "arcs-tts", version: 2, state: { game: r.state, log, loads: 0 } });
  const table = loadTable(SEATS, { state });
  table.settle();
  table.messages.length = 0;
  return table;
}

export function one(table: TtsTable, pred: (o: FakeObject) => boolean, what: string): FakeObject {
  const found = table.find(pred);
  if (found.length !== 1) throw new Error(`expected one ${what}, found ${found.length}`);
  return found[0];
}

export function zone(table: TtsTable, tag: string, gm?: string): FakeObject {
  return one(table, (o) => o.isZone && o.tags.includes(tag) && (gm === undefined || o.data.GMNotes === gm), `${tag} ${gm ?? ""}`);
}

export function bag(table: TtsTable, ...tags: string[]): FakeObject {
  return one(table, (o) => o.isContainer && tags.every((t) => o.tags.includes(t)), `bag ${tags.join(" ")}`);
}

let spread = 0;

/** Start the spot sequence of `near` again (two tables staged alike get identical positions). */
export function resetSpread(): void {
  spread = 0;
}

/** A spot near `p`, a little apart from the previous ones. */
export function near(p: Vec): Vec {
  spread++;
  return { x: p.x + ((spread % 5) - 2) * 0.2, y: 2, z: p.z + ((Math.floor(spread / 5) % 3) - 1) * 0.2 };
}

/** Ships of a colour from its supply bag into a system; `damaged` of them tipped on their side. */
export function ships(table: TtsTable, colour: string, system: string, n: number, damaged = 0): FakeObject[] {
  const z = zone(table, "system", system);
  const out: FakeObject[] = [];
  for (let i = 0; i < n; i++) {
    const s = table.playerTake(bag(table, "supply", "ship", colour), { position: near(z.position) })!;
    s.rotation = { x: 0, y: 180, z: i < damaged ? 90 : 0 };
    out.push(s);
  }
  return out;
}

/** Loose dice near the tray, each queued to land on the given face (the script uses loose dice first). */
export function dice(table: TtsTable, faces: string[]): FakeObject[] {
  const tray = zone(table, "dice-tray");
  return faces.map((face, i) => {
    const type = face.split("-")[0];
    const d = table.playerTake(bag(table, "dice-bag", type), { position: { x: tray.position.x + 8, y: 1.5, z: tray.position.z + i } })!;
    table.queueRoll(d, face);
    return d;
  });
}

export function click(table: TtsTable, colour: string, id: string): void {
  table.clickUi(colour, id);
  table.settle();
}

export function step(table: TtsTable): string {
  return String(table.callScript(GLOBAL_GUID, "arcsBattleStep"));
}
