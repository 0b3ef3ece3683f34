/**
 * A battle in progress survives save and load (issue item 7): the BUILT save's Global in the TTS
 * fake. A 2-player game at Red's first turn; Red battles Blue, the dice are read, the table is saved
 * and loaded BEFORE the hits are applied, and the battle finishes on the reloaded table with the
 * outcome of that roll (p.14: hits follow the roll that was read).
 */
import { GLOBAL_GUID, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject, Vec } from "../../tools/ttsFake/world";
import { replay } from "../../src/core/game/replay";
import { loadTable, setupLog } from "../support/scenario";

const SEATS = ["Red", "Blue"];

function gameTable(): TtsTable {
  const dealt = setupLog({ seats: ["Red", "Blue"], setupCard: "2SETUP01", seed: 3 });
  // Red has led (Battle is an action taken with the played card's pips, p.14).
  const red = replay(dealt).state.players.find((p) => p.colour === "Red")!;
  const log = { version: dealt.version, commands: [...dealt.commands, { type: "lead" as const, player: "Red" as const, card: red.hand[0] }] };
  const r = replay(log);
  const state = JSON.stringify({ format: "arcs-tts", version: 2, state: { game: r.state, log, loads: 0 } });
  const table = loadTable(SEATS, { state });
  table.settle();
  table.messages.length = 0;
  return table;
}

function one(table: TtsTable, pred: (o: FakeObject) => boolean, what: string): FakeObject {
  const found = table.find(pred);
  if (found.length !== 1) throw new Error(`expected one ${what}, found ${found.length}`);
  return found[0];
}

function zone(table: TtsTable, tag: string, gm?: string): FakeObject {
  return one(table, (o) => o.isZone && o.tags.includes(tag) && (gm === undefined || o.data.GMNotes === gm), `${tag} ${gm ?? ""}`);
}

function bag(table: TtsTable, ...tags: string[]): FakeObject {
  return one(table, (o) => o.isContainer && tags.every((t) => o.tags.includes(t)), `bag ${tags.join(" ")}`);
}

let spread = 0;
function near(p: Vec): Vec {
  spread++;
  return { x: p.x + ((spread % 5) - 2) * 0.2, y: 2, z: p.z + ((Math.floor(spread / 5) % 3) - 1) * 0.2 };
}

function ships(table: TtsTable, colour: string, system: string, n: number): FakeObject[] {
  const z = zone(table, "system", system);
  const out: FakeObject[] = [];
  for (let i = 0; i < n; i++) {
    const s = table.take(bag(table, "supply", "ship", colour), { position: near(z.position) })!;
    s.rotation = { x: 0, y: 180, z: 0 };
    out.push(s);
  }
  return out;
}

function dice(table: TtsTable, faces: string[]): FakeObject[] {
  const tray = zone(table, "dice-tray");
  return faces.map((face, i) => {
    const type = face.split("-")[0];
    const d = table.take(bag(table, "dice-bag", type), { position: { x: tray.position.x + 8, y: 1.5, z: tray.position.z + i } })!;
    table.queueRoll(d, face);
    return d;
  });
}

function click(table: TtsTable, colour: string, id: string): void {
  table.clickUi(colour, id);
  table.settle();
}

function step(table: TtsTable): string {
  return String(table.callScript(GLOBAL_GUID, "arcsBattleStep"));
}

function reload(table: TtsTable): TtsTable {
  const again = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
  again.settle();
  return again;
}

function blueShipsIn(table: TtsTable, system: string): FakeObject[] {
  return table.world.objectsIn(zone(table, "system", system)).filter((o) => o.tags.includes("Blue") && o.tags.includes("ship"));
}

describe("save and load during a battle", () => {
  test("p.14: saved after the roll and before the hits, the reloaded table shows the same step and applies that roll's hits", () => {
    const table = gameTable();
    ships(table, "Red", "1.1", 3);
    ships(table, "Blue", "1.1", 2);
    click(table, "Red", "arcsBattleOpen");
    for (const id of ["arcsBattleMore_assault", "arcsBattleMore_assault"]) click(table, "Red", id);
    const thrown = dice(table, ["assault-4", "assault-5"]);
    click(table, "Red", "arcsBattleRoll");
    expect(step(table)).toBe("hits");
    const suggested = table.ui().text("arcsBattleAssign");
    expect(suggested).toMatch(/^Suggested: /);
    const result = table.ui().text("arcsBattleResult");

    const again = reload(table);
    expect(step(again)).toBe("hits");
    expect(again.ui().isVisible("arcsBattlePanel")).toBe(true);
    expect(again.ui().isVisible("arcsBattleHits")).toBe(true);
    expect(again.ui().getAttribute("arcsBattleHits", "visibility")).toBe("Red");
    expect(again.ui().text("arcsBattleResult")).toBe(result);
    expect(again.ui().text("arcsBattleAssign")).toBe(suggested);
    expect(again.messages.map((m) => m.text).join("\n")).toContain("Red's battle continues after the load");
    // Only the attacker may finish it.
    click(again, "Blue", "arcsBattleAccept");
    expect(again.messages.filter((m) => m.to === "Blue").map((m) => m.text).join(" ")).toMatch(/it is Red's turn/);
    expect(step(again)).toBe("hits");

    // Both assault dice: the roll's ship hits destroy / damage Blue's 2 ships as the core suggested.
    click(again, "Red", "arcsBattleAccept");
    again.settle();
    expect(step(again)).toBe("none");
    const outcome = again.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
    expect(outcome).toMatch(/Red's battle is over/);
    const remaining = blueShipsIn(again, "1.1");
    const destroyed = 2 - remaining.length;
    const trophies = again.world.objectsIn(zone(again, "trophies", "Red")).filter((o) => o.tags.includes("ship") && o.tags.includes("Blue"));
    expect(trophies).toHaveLength(destroyed);
    expect(destroyed + remaining.filter((o) => Math.abs(o.rotation.z) === 90).length).toBeGreaterThan(0);
    // The dice of the saved battle (same GUIDs after the load) go back to their bag.
    expect(bag(again, "dice-bag", "assault").contents.map((c) => c.GUID)).toEqual(expect.arrayContaining(thrown.map((d) => d.guid)));
    expect(again.scriptErrors).toEqual([]);
  });

  test("the same roll without a load gives the same table", () => {
    const run = (withLoad: boolean) => {
      spread = 0;
      let table = gameTable();
      ships(table, "Red", "1.1", 3);
      ships(table, "Blue", "1.1", 2);
      click(table, "Red", "arcsBattleOpen");
      for (const id of ["arcsBattleMore_assault", "arcsBattleMore_skirmish"]) click(table, "Red", id);
      dice(table, ["assault-4", "skirmish-4"]);
      click(table, "Red", "arcsBattleRoll");
      if (withLoad) table = reload(table);
      click(table, "Red", "arcsBattleAccept");
      const blue = blueShipsIn(table, "1.1").map((o) => Math.abs(o.rotation.z));
      const trophies = table.world.objectsIn(zone(table, "trophies", "Red")).length;
      const red = table.world.objectsIn(zone(table, "system", "1.1")).filter((o) => o.tags.includes("Red")).map((o) => Math.abs(o.rotation.z));
      return { blue: blue.sort(), trophies, red: red.sort(), step: step(table) };
    };
    const loaded = run(true);
    expect(loaded).toEqual(run(false));
    expect(loaded.step).toBe("none");
    expect(loaded.trophies + loaded.blue.filter((z) => z === 90).length).toBeGreaterThan(0);
  });
});
