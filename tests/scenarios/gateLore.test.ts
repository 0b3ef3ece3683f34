/**
 * Buildings on gates at the table (the BUILT save's Global in the TTS fake; seed 003 card reference):
 * - Gate Stations (L11): "You may build cities on gates, max 1 per gate. A gate city's type matches
 *   all cities in its cluster. (... If it is destroyed, Provoke Outrage of all those city types.)"
 * - Gate Ports (L08): "You may build starports on gates, max 1 per gate. When Rival ships take a
 *   move into a gate you control with a fresh Loyal starport, capture 1 agent of that Rival."
 * A 2-player game at Red's first turn (Red led Aggression); Blue holds the Lore.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject, Vec } from "../../tools/ttsFake/world";
import { localToWorld } from "../../tools/table/geometry";
import { bag, battleTable, click, dice, near, one, SEATS, ships, step, zone } from "../support/battleTable";

function reload(table: TtsTable): TtsTable {
  const again = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
  again.settle();
  return again;
}

/** A lore card out of the lore deck, face up in `colour`'s play area. */
function loreTo(table: TtsTable, id: string, colour: string): FakeObject {
  const z = zone(table, "play-area", colour);
  const deck = one(table, (o) => o.tags.includes("lore-deck"), "lore deck");
  const entry = deck.contents.find((c) => c.GMNotes === id)!;
  const card = table.playerTake(deck, { guid: entry.GUID, position: { x: z.position.x + 1.5, y: 1.5, z: z.position.z }, rotation: { x: 0, y: 180, z: 0 } })!;
  table.settle();
  return card;
}

function piece(table: TtsTable, kind: string, colour: string, system: string, damaged = false): FakeObject {
  const p = table.playerTake(bag(table, "supply", kind, colour), { position: near(zone(table, "system", system).position) })!;
  p.rotation = { x: 0, y: 180, z: damaged ? 180 : 0 };
  return p;
}

function cityTo(table: TtsTable, colour: string, n: number, system: string, damaged = false): FakeObject {
  const c = one(table, (o) => o.nickname === `${colour} city ${n}`, `${colour} city ${n}`);
  c.rotation = { x: 0, y: 180, z: damaged ? 180 : 0 };
  table.world.move(c, near(zone(table, "system", system).position));
  return c;
}

function courtCardTo(table: TtsTable, id: string, slot: string): void {
  const z = zone(table, "court-slot", slot);
  const deck = one(table, (o) => o.isDeck && o.tags.includes("court-deck"), "court deck");
  const entry = deck.contents.find((c) => c.GMNotes === id)!;
  table.playerTake(deck, { guid: entry.GUID, position: { x: z.position.x, y: 1.5, z: z.position.z }, rotation: { x: 0, y: 180, z: 0 } });
  table.playerTake(bag(table, "supply", "agent", "Blue"), { position: near(z.position) });
}

/** World position of a board snap point (same geometry as the build). */
function snap(table: TtsTable, colour: string, tag: string): Vec {
  const b = one(table, (o) => o.tags.includes("player-board") && o.tags.includes(colour), `${colour} board`);
  const p = (b.data.AttachedSnapPoints as { Position: Vec; Tags: string[] }[]).find((s) => s.Tags.includes(tag))!.Position;
  const t = { posX: b.position.x, posY: b.position.y, posZ: b.position.z, rotX: 0, rotY: b.rotation.y, rotZ: 0, scaleX: b.scale.x, scaleY: b.scale.y, scaleZ: b.scale.z };
  return localToWorld(t, p.x, p.y, p.z);
}

function agentOnIcon(table: TtsTable, colour: string, type: string): boolean {
  const icon = snap(table, colour, "outrage-" + type);
  return table.find((o) => o.tags.includes("agent") && o.tags.includes(colour) && Math.hypot(o.position.x - icon.x, o.position.z - icon.z) < 0.5).length === 1;
}

const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
const toColour = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join("\n");
const labels = (o: FakeObject) => o.buttons.map((b) => b.label);

function captivesOf(table: TtsTable, colour: string, of: string): FakeObject[] {
  return table.world.objectsIn(zone(table, "captives", colour)).filter((o) => o.tags.includes("agent") && o.tags.includes(of));
}

describe("Gate Ports (L08): 'When Rival ships take a move into a gate you control with a fresh Loyal starport, capture 1 agent of that Rival.'", () => {
  test("L08: Blue's card offers 'Capture an agent of Red'; Red's press is refused; Blue's moves 1 Red agent to Blue's Captives; after a save and load the button is back and the core refuses a damaged starport", () => {
    const table = battleTable({ lore: { Blue: ["L08"] } });
    const card = loreTo(table, "L08", "Blue");
    const port = piece(table, "starport", "Blue", "1.0");
    ships(table, "Blue", "1.0", 2);
    // Red's ships "move" into the gate by hand: 3 of them, more than Blue's (control is counted before they came).
    ships(table, "Red", "1.0", 3);
    table.settle();
    expect(labels(card)).toEqual(["Capture an agent of Red"]);
    const redAgents = bag(table, "supply", "agent", "Red").contents.length;

    // Wrong clicker: the card is Blue's.
    table.clickButton("Red", card, "Capture an agent of Red");
    table.settle();
    expect(toColour(table, "Red")).toContain("Gate Ports (L08, lore) lies in Blue's play area: only Blue may capture with it");
    expect(captivesOf(table, "Blue", "Red")).toHaveLength(0);

    table.clickButton("Blue", card, "Capture an agent of Red");
    table.settle();
    expect(captivesOf(table, "Blue", "Red")).toHaveLength(1);
    expect(bag(table, "supply", "agent", "Red").contents).toHaveLength(redAgents - 1);
    expect(publicText(table)).toContain("Blue captures 1 of Red's agents with Gate Ports (L08, lore): Red's ships moved into gate 1.0");
    expect(table.scriptErrors).toEqual([]);

    // Saved and loaded: the button is drawn again; Blue's starport, now damaged, captures nothing.
    port.rotation = { x: 0, y: 180, z: 180 };
    const again = reload(table);
    const card2 = one(again, (o) => o.tags.includes("lore-card") && o.data.GMNotes === "L08", "L08");
    expect(labels(card2)).toEqual(["Capture an agent of Red"]);
    again.clickButton("Blue", card2, "Capture an agent of Red");
    again.settle();
    expect(toColour(again, "Blue")).toContain("Gate Ports (L08, lore): Blue has no fresh Loyal starport in a gate");
    expect(captivesOf(again, "Blue", "Red")).toHaveLength(1);
    expect(again.scriptErrors).toEqual([]);
  });

  test("L08: a starport defends a gate for the holder of Gate Ports only: without the card the battle there is refused", () => {
    const table = battleTable();
    piece(table, "starport", "Blue", "1.0");
    ships(table, "Red", "1.0", 2);
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    click(table, "Red", "arcsBattleMore_skirmish");
    dice(table, ["skirmish-5"]);
    click(table, "Red", "arcsBattleRoll");
    expect(toColour(table, "Red")).toContain("A gate has no planet: no starport defends it (only the holder of Gate Ports (L08, lore) builds starports on gates)");
    expect(step(table)).not.toBe("hits");
  });
});

describe("Gate Stations (L11): 'If it is destroyed, Provoke Outrage of all those city types.'", () => {
  test("L11: Red destroys Blue's gate city in 1.0: Outrage of each city type in cluster 1 (Weapon 1.1, Material 1.3), one Ransack chosen after a save and load", () => {
    const table = battleTable({ lore: { Blue: ["L11"] } });
    cityTo(table, "Blue", 2, "1.0", true);
    // Cities in cluster 1: Blue's in 1.1 (Weapon) and Red's in 1.3 (Material).
    cityTo(table, "Blue", 3, "1.1");
    cityTo(table, "Red", 2, "1.3");
    ships(table, "Red", "1.0", 2);
    // Two Court cards hold Blue's agents: Red chooses which to ransack.
    courtCardTo(table, "BC02", "1");
    courtCardTo(table, "BC05", "2");
    table.settle();
    table.messages.length = 0;
    click(table, "Red", "arcsBattleOpen");
    click(table, "Red", "arcsBattleMore_raid");
    dice(table, ["raid-5"]);
    click(table, "Red", "arcsBattleRoll");
    expect(step(table)).toBe("hits");
    click(table, "Red", "arcsBattleHit_city_damaged");
    click(table, "Red", "arcsBattleApply");
    table.settle();
    expect(step(table)).toBe("city");

    const again = reload(table);
    expect(step(again)).toBe("city");
    // Only the attacker chooses.
    again.forgeUiClick("Blue", "arcsBattleRansack1");
    again.settle();
    expect(step(again)).toBe("city");
    again.clickUi("Red", "arcsBattleRansack2");
    again.settle();
    const text = publicText(again);
    expect(text).toMatch(/Red destroyed a gate city \(Material, Weapon\) of Blue and Provokes Outrage \(Material, Weapon\): discards /);
    expect(text).toMatch(/Ransacks the Court: secures Construction Union \(BC05/);
    // An agent of Red's covers each Outrage icon; no other.
    again.settle();
    expect(["material", "weapon", "fuel", "relic", "psionic"].filter((r) => agentOnIcon(again, "Red", r))).toEqual(["material", "weapon"]);
    expect(again.scriptErrors).toEqual([]);
  });

  test("L11: without Gate Stations a city cannot defend a gate", () => {
    const table = battleTable();
    cityTo(table, "Blue", 2, "1.0");
    ships(table, "Red", "1.0", 2);
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    click(table, "Red", "arcsBattleMore_skirmish");
    dice(table, ["skirmish-5"]);
    click(table, "Red", "arcsBattleRoll");
    expect(toColour(table, "Red")).toContain("A gate has no planet: no city defends it (only the holder of Gate Stations (L11, lore) builds cities on gates)");
  });
});
