/**
 * The buttons for the Court cards' actions on Captives (src/tts/court/cards/captiveCards.ts) on the BUILT
 * save's Global in the TTS fake: Court Enforcers (BC14) Abduct (Battle), Prison Wardens (BC12)
 * Execute (Influence) and Pressgang (Build). Card texts: seed 003 card reference.
 */
import { replay } from "../../src/core/rules";
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command, GameLog, GameState } from "../../src/core/game/types";
import { courtDeckObject, dealCourtCard, spotIn, takeCourtCard, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject, Vec } from "../../tools/ttsFake/world";
import { localToWorld } from "../../tools/table/geometry";
import { coreState, setupLog, stagedTable, tableLog } from "../support/scenario";

const SEATS: Colour[] = ["Red", "Blue", "Yellow", "White"];

function logWith(...steps: ((s: GameState) => Command)[]): GameLog {
  const log = setupLog({ seats: SEATS, setupCard: "4SETUP01", seed: 5 });
  for (const step of steps) log.commands.push(step(replay(log).state));
  return log;
}

function handOf(s: GameState, c: Colour): string[] {
  return s.players.find((p) => p.colour === c)!.hand;
}

const redLeadsSuit = (suit: string) => (s: GameState): Command => {
  const card = handOf(s, "Red").find((id) => id.startsWith(suit + "-"));
  if (card === undefined) throw new Error(`seed 5 deals Red no ${suit} card`);
  return { type: "lead", player: "Red", card };
};

function cardObject(table: TtsTable, id: string): FakeObject {
  const found = table.find((o) => o.tags.includes("court-card") && o.data.GMNotes === id);
  expect(found).toHaveLength(1);
  return found[0];
}

function labels(o: FakeObject): string[] {
  return o.buttons.map((b) => String(b.label));
}

function intoPlayArea(table: TtsTable, id: string, colour: Colour): FakeObject {
  const spot = spotIn(zoneOf(table, "play-area", colour), 0);
  const loose = table.find((o) => o.tags.includes("court-card") && o.data.GMNotes === id);
  if (loose.length > 0) table.world.move(loose[0], spot);
  else takeCourtCard(table, id, spot);
  table.settle();
  table.messages.length = 0;
  return cardObject(table, id);
}

/** A resource token from its supply bag onto `colour`'s board slot (1-based). */
function resourceInSlot(table: TtsTable, colour: Colour, type: string, slot: number): void {
  const b = table.find((o) => o.tags.includes("player-board") && o.tags.includes(colour))[0];
  const p = (b.data.AttachedSnapPoints as { Position: Vec; Tags: string[] }[]).find((s) => s.Tags.includes(`resource-slot-${slot}`))!.Position;
  const t = { posX: b.position.x, posY: b.position.y, posZ: b.position.z, rotX: 0, rotY: b.rotation.y, rotZ: 0, scaleX: b.scale.x, scaleY: b.scale.y, scaleZ: b.scale.z };
  const at = localToWorld(t, p.x, p.y, p.z);
  const bag = table.find((o) => o.tags.includes("resource-supply") && o.tags.includes(type))[0];
  table.playerTake(bag, { position: { x: at.x, y: 1.5, z: at.z } });
}

function agents(table: TtsTable, zone: FakeObject, colour: Colour): number {
  return table.world.objectsIn(zone).filter((o) => o.tags.includes("agent") && o.tags.includes(colour)).length;
}

function slotZone(table: TtsTable, n: number): FakeObject {
  return zoneOf(table, "court-slot", String(n));
}

/** Court card `id` into slot `n` (the slot's card back into the deck first; `id` from the deck or another slot). */
function clearSlot(table: TtsTable, n: number, id: string): void {
  for (const o of table.world.objectsIn(slotZone(table, n))) if (o.tags.includes("court-card") && o.data.GMNotes !== id) table.put(courtDeckObject(table)!, o);
  const loose = table.find((o) => o.tags.includes("court-card") && o.data.GMNotes === id);
  if (loose.length > 0) table.world.move(loose[0], spotIn(slotZone(table, n), 0));
  else dealCourtCard(table, id, n);
  table.settle();
}

/** Red's starting resources back to the supply: every open slot empty. */
function emptySlots(table: TtsTable, colour: Colour): void {
  for (const o of table.world.objectsIn(zoneOf(table, "resources-zone", colour))) {
    if (!o.tags.includes("resource")) continue;
    const type = ["material", "fuel", "weapon", "relic", "psionic"].find((r) => o.tags.includes(r))!;
    table.put(table.find((b) => b.tags.includes("resource-supply") && b.tags.includes(type))[0], o);
  }
}

describe("Court Enforcers (BC14): 'Abduct (Battle): Capture all Rival agents from a card in the Court that has fewer Rival agents than your total Weapon icons from resources and cards.'", () => {
  test("only Red, its owner, may press Abduct; with 3 Weapon icons Red captures the 2 Rival agents of slot 1 and spends the Battle action", () => {
    const table = stagedTable(logWith(redLeadsSuit("aggression")), SEATS);
    clearSlot(table, 1, "BC05");
    takePieces(table, "agent", "Blue", 1, slotZone(table, 1));
    takePieces(table, "agent", "Yellow", 1, slotZone(table, 1), 1);
    takePieces(table, "agent", "Red", 1, slotZone(table, 1), 2);
    resourceInSlot(table, "Red", "weapon", 1);
    resourceInSlot(table, "Red", "weapon", 2);
    const card = intoPlayArea(table, "BC14", "Red");
    expect(labels(card)).toEqual(["Abduct: Court slot 1", "Abduct: Court slot 2", "Abduct: Court slot 3", "Abduct: Court slot 4", "Prelude: discard"]);

    // Blue presses Red's card: refused privately, nothing logged, nothing moved.
    const logged = tableLog(table).commands.length;
    table.clickButton("Blue", card, "Abduct: Court slot 1");
    expect(table.messagesTo("Blue").map((m) => m.text).join("\n")).toContain("Court Enforcers (BC14, Weapon Guild) lies in Red's play area: only Red may take its actions");
    expect(tableLog(table).commands.length).toBe(logged);
    expect(agents(table, slotZone(table, 1), "Blue")).toBe(1);

    table.clickButton("Red", card, "Abduct: Court slot 1");
    table.settle();
    const last = tableLog(table).commands.slice(-1)[0] as { type: string; action: { kind: string; slot: number } };
    expect([last.type, last.action.kind, last.action.slot]).toEqual(["cardAction", "abduct", 0]);
    expect(coreState(table)!.actions?.taken).toEqual(["battle"]);
    const captives = zoneOf(table, "captives", "Red");
    expect([agents(table, captives, "Blue"), agents(table, captives, "Yellow")]).toEqual([1, 1]);
    expect(agents(table, slotZone(table, 1), "Red")).toBe(1);
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n")).toContain("Red Abducts 2 Rival agent(s) from Construction Union (BC05, Material Guild) with Court Enforcers (BC14, Weapon Guild)");
    expect(table.scriptErrors).toEqual([]);
  });

  test("with too few Weapon icons the core refuses in the game's words and the agents stay", () => {
    const table = stagedTable(logWith(redLeadsSuit("aggression")), SEATS);
    clearSlot(table, 2, "BC04");
    takePieces(table, "agent", "Blue", 1, slotZone(table, 2));
    const card = intoPlayArea(table, "BC14", "Red");
    table.clickButton("Red", card, "Abduct: Court slot 2");
    expect(table.messagesTo("Red").map((m) => m.text).join("\n")).toContain("has 1 Rival agent(s); you Abduct only below your 1 Weapon icon(s)");
    expect(agents(table, slotZone(table, 2), "Blue")).toBe(1);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("Prison Wardens (BC12): 'Pressgang (Build): Return any number of your Captives to gain any 1 resource for each. Execute (Influence): Move any number of your Captives to your Trophies.' (src/tts/court/cards/wardenCards.ts)", () => {
  test("Execute after an Administration lead: every Captive goes to Red's Trophies", () => {
    const table = stagedTable(logWith(redLeadsSuit("administration")), SEATS);
    takePieces(table, "agent", "Blue", 2, zoneOf(table, "captives", "Red"));
    const card = intoPlayArea(table, "BC12", "Red");
    expect(labels(card)).toEqual(["Execute all Captives", "Execute some Captives", "Pressgang Captives", "Prelude: discard"]);
    table.clickButton("Yellow", card, "Execute all Captives");
    expect(table.messagesTo("Yellow").map((m) => m.text).join("\n")).toContain("only Red may take its actions");
    table.clickButton("Red", card, "Execute all Captives");
    table.settle();
    expect(agents(table, zoneOf(table, "trophies", "Red"), "Blue")).toBe(2);
    expect(agents(table, zoneOf(table, "captives", "Red"), "Blue")).toBe(0);
    expect(coreState(table)!.actions?.taken).toEqual(["influence"]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("'any number': Red Executes 1 of its 2 Blue Captives and keeps the Yellow one; a Captive Red does not have cannot be chosen", () => {
    const table = stagedTable(logWith(redLeadsSuit("administration")), SEATS);
    takePieces(table, "agent", "Blue", 2, zoneOf(table, "captives", "Red"));
    takePieces(table, "agent", "Yellow", 1, zoneOf(table, "captives", "Red"), 2);
    const card = intoPlayArea(table, "BC12", "Red");
    table.clickButton("Blue", card, "Execute some Captives");
    expect(table.messagesTo("Blue").map((m) => m.text).join("\n")).toContain("only Red may take its actions");
    table.clickButton("Red", card, "Execute some Captives");
    expect(labels(card)).toEqual(["Prelude: discard", "+1 Blue Captive (0)", "+1 Yellow Captive (0)", "+1 White Captive (0)", "All Captives", "Execute 0 Captive(s)", "Cancel"]);
    table.clickButton("Red", card, "+1 White Captive (0)");
    expect(table.messagesTo("Red").map((m) => m.text).join("\n")).toContain("Red has 0 White Captive(s), and 0 are chosen already");
    table.clickButton("Red", card, "Execute 0 Captive(s)");
    expect(table.messagesTo("Red").map((m) => m.text).join("\n")).toContain("Choose the Captives to Execute (Red has 3)");
    table.clickButton("Red", card, "+1 Blue Captive (0)");
    expect(labels(card)).toContain("+1 Blue Captive (1)");
    const logged = tableLog(table).commands.length;
    table.clickButton("Red", card, "Execute 1 Captive(s)");
    table.settle();
    expect(tableLog(table).commands.length).toBe(logged + 1);
    expect(tableLog(table).commands.slice(-1)[0]).toMatchObject({ type: "cardAction", action: { kind: "execute", captives: [{ colour: "Blue", count: 1 }] } });
    const captives = zoneOf(table, "captives", "Red");
    expect([agents(table, captives, "Blue"), agents(table, captives, "Yellow")]).toEqual([1, 1]);
    expect(agents(table, zoneOf(table, "trophies", "Red"), "Blue")).toBe(1);
    expect(labels(card)).toContain("Execute all Captives");
    expect(table.scriptErrors).toEqual([]);
  });

  test("Pressgang needs a Build: refused after an Administration lead before any resource is chosen", () => {
    const admin = stagedTable(logWith(redLeadsSuit("administration")), SEATS);
    takePieces(admin, "agent", "Blue", 2, zoneOf(admin, "captives", "Red"));
    const wardens = intoPlayArea(admin, "BC12", "Red");
    admin.clickButton("Red", wardens, "Pressgang Captives");
    admin.clickButton("Red", wardens, "All Captives");
    expect(admin.messagesTo("Red").map((m) => m.text).join("\n")).toMatch(/Red cannot build/);
    expect(labels(wardens)).toContain("+1 Blue Captive (2)");
    expect(agents(admin, zoneOf(admin, "captives", "Red"), "Blue")).toBe(2);
    expect(admin.scriptErrors).toEqual([]);
  });

  test("after a Construction lead Red Pressgangs both Captives for a Fuel and a Relic (types mixed), with a save and load between the presses", () => {
    const table = stagedTable(logWith(redLeadsSuit("construction")), SEATS);
    emptySlots(table, "Red");
    takePieces(table, "agent", "Blue", 1, zoneOf(table, "captives", "Red"));
    takePieces(table, "agent", "White", 1, zoneOf(table, "captives", "Red"), 1);
    const card = intoPlayArea(table, "BC12", "Red");
    table.clickButton("Red", card, "Pressgang Captives");
    table.clickButton("Red", card, "All Captives");
    expect(labels(card)).toEqual(["Prelude: discard", "Gain Material (1 of 2)", "Gain Fuel (1 of 2)", "Gain Weapon (1 of 2)", "Gain Relic (1 of 2)", "Gain Psionic (1 of 2)", "Cancel"]);
    table.clickButton("Red", card, "Gain Fuel (1 of 2)");
    expect(labels(card)).toContain("Gain Relic (2 of 2)");

    // Saved and loaded mid-choice: the same step is drawn again and the choice goes on.
    const reloaded = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
    reloaded.settle();
    const again = reloaded.find((o) => o.tags.includes("court-card") && o.data.GMNotes === "BC12")[0];
    expect(labels(again)).toContain("Gain Relic (2 of 2)");
    reloaded.clickButton("Yellow", again, "Gain Relic (2 of 2)");
    expect(reloaded.messagesTo("Yellow").map((m) => m.text).join("\n")).toContain("only Red may take its actions");
    reloaded.clickButton("Red", again, "Gain Relic (2 of 2)");
    reloaded.settle();
    expect(tableLog(reloaded).commands.slice(-1)[0]).toMatchObject({ type: "cardAction", action: { kind: "pressgang", captives: [{ colour: "Blue", count: 1 }, { colour: "White", count: 1 }], gains: ["fuel", "relic"] } });
    expect(coreState(reloaded)!.actions?.taken).toEqual(["build"]);
    const captives = zoneOf(reloaded, "captives", "Red");
    expect([agents(reloaded, captives, "Blue"), agents(reloaded, captives, "White")]).toEqual([0, 0]);
    const red = reloaded.world.objectsIn(zoneOf(reloaded, "resources-zone", "Red")).filter((o) => o.tags.includes("resource"));
    expect(red.map((o) => ["material", "fuel", "weapon", "relic", "psionic"].find((r) => o.tags.includes(r))).sort()).toEqual(["fuel", "relic"]);
    expect(labels(again)).toContain("Pressgang Captives");
    expect(reloaded.scriptErrors).toEqual([]);
  });
});

describe("'Prelude: discard' on the Court cards whose Prelude needs no choice (src/tts/court/cards/preludeCards.ts)", () => {
  test("BC23 Elder Broker: 'Prelude: You may discard this to gain 1 Material, 1 Fuel, and 1 Weapon.' Only Red may press it; the card goes to the Court discard and the three resources into Red's slots", () => {
    const table = stagedTable(logWith(redLeadsSuit("construction")), SEATS);
    emptySlots(table, "Red");
    const card = intoPlayArea(table, "BC23", "Red");
    expect(labels(card)).toEqual(["Prelude: discard", "Trade with Blue", "Trade with Yellow", "Trade with White"]);
    table.clickButton("Blue", card, "Prelude: discard");
    expect(table.messagesTo("Blue").map((m) => m.text).join("\n")).toContain("only Red may take its actions");
    table.clickButton("Red", card, "Prelude: discard");
    table.settle();
    const last = tableLog(table).commands.slice(-1)[0] as { type: string; action: { kind: string; choice: { card: string } } };
    expect([last.type, last.action.kind, last.action.choice.card]).toEqual(["cardAction", "prelude", "BC23"]);
    const red = table.world.objectsIn(zoneOf(table, "resources-zone", "Red")).filter((o) => o.tags.includes("resource"));
    const types = red.map((o) => ["material", "fuel", "weapon", "relic", "psionic"].find((r) => o.tags.includes(r))).sort();
    expect(types).toEqual(["fuel", "material", "weapon"]);
    expect(table.world.objectsIn(zoneOf(table, "court-discard")).filter((o) => o.tags.includes("court-card")).map((o) => o.data.GMNotes)).toContain("BC23");
    expect(labels(card)).toEqual([]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("BC13 Skirmishers: discarded for its Prelude with the ships to place announced; BC12 carries the Prelude beside its actions", () => {
    const table = stagedTable(logWith(redLeadsSuit("construction")), SEATS);
    const card = intoPlayArea(table, "BC13", "Red");
    expect(labels(card)).toEqual(["Prelude: discard"]);
    table.clickButton("Red", card, "Prelude: discard");
    table.settle();
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n")).toContain("Red discards Skirmishers (BC13, Weapon Guild) for its Prelude: Red places 3 ships in a system they control");
    const wardens = intoPlayArea(table, "BC12", "Red");
    expect(labels(wardens)).toContain("Prelude: discard");
    expect(labels(wardens)).toContain("Execute all Captives");
    expect(table.scriptErrors).toEqual([]);
  });
});
