/**
 * Buttons on Court cards whose effects the engine takes, and Song of Freedom's city choices: the
 * BUILT save's Global in the TTS fake, a 4-player game staged from a log (as in voxEngine.test.ts).
 * Card texts: src/core/data/court.ts (seed 003 card reference).
 */
import { replay } from "../../src/core/rules";
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command, GameLog, GameState } from "../../src/core/game/types";
import { courtDeckObject, dealCourtCard, spotIn, takeCourtCard, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { coreState, idsInZone, setupLog, stagedTable, tableLog } from "../support/scenario";

const SEATS: Colour[] = ["Red", "Blue", "Yellow", "White"];

function logWith(...steps: ((s: GameState) => Command)[]): GameLog {
  const log = setupLog({ seats: SEATS, setupCard: "4SETUP01", seed: 5 });
  for (const step of steps) log.commands.push(step(replay(log).state));
  return log;
}

function handOf(s: GameState, c: Colour): string[] {
  return s.players.find((p) => p.colour === c)!.hand;
}

// Secure is an Aggression action (p.8, p.13): Red leads an Aggression card when dealt one.
const redLeads = (s: GameState): Command => ({ type: "lead", player: "Red", card: handOf(s, "Red").find((id) => id.startsWith("aggression-")) ?? handOf(s, "Red")[0] });
const redEnds = (): Command => ({ type: "endTurn", player: "Red" });
const blueCopies = (s: GameState): Command => ({ type: "follow", player: "Blue", card: handOf(s, "Blue")[0], mode: "copy" });

function cardObject(table: TtsTable, id: string): FakeObject {
  const found = table.find((o) => o.tags.includes("court-card") && o.data.GMNotes === id);
  expect(found).toHaveLength(1);
  return found[0];
}

function labels(o: FakeObject): string[] {
  return o.buttons.map((b) => String(b.label));
}

function privateTo(table: TtsTable, colour: string): string {
  return table.messagesTo(colour).map((m) => m.text).join("\n");
}

/** Lay Court card `id` face up in `colour`'s play area (from the Court deck, or wherever it lies loose). */
function intoPlayArea(table: TtsTable, id: string, colour: Colour): FakeObject {
  const spot = spotIn(zoneOf(table, "play-area", colour), 0);
  const loose = table.find((o) => o.tags.includes("court-card") && o.data.GMNotes === id);
  if (loose.length > 0) table.world.move(loose[0], spot);
  else takeCourtCard(table, id, spot);
  table.settle();
  table.messages.length = 0;
  return cardObject(table, id);
}

const SPIES_TEXT = "Lattice Spies (BC16): 'Prelude: Before any other actions, you may discard this to seize the initiative. You can't seize the initiative if you have it or if it's already seized this round!'";

describe(SPIES_TEXT, () => {
  test("its owner, on their turn after playing their card, discards it to seize: the card goes face up to the Court discard, the marker lies face down at the seizer", () => {
    const table = stagedTable(logWith(redLeads, redEnds, blueCopies), SEATS);
    const card = intoPlayArea(table, "BC16", "Blue");
    expect(labels(card)).toEqual(["Discard to seize"]);
    expect(coreState(table)!.initiative).toBe("Red");

    table.clickButton("Blue", card, "Discard to seize");
    table.settle();
    const s = coreState(table)!;
    expect(s.initiative).toBe("Blue");
    expect(s.round!.seizedBy).toBe("Blue");
    expect(tableLog(table).commands.slice(-1)).toEqual([{ type: "seizeByCard", player: "Blue", card: "BC16" }]);
    expect(idsInZone(table, "court-discard")).toEqual(["BC16"]);
    expect(card.faceDown).toBe(false);
    expect(labels(card)).toEqual([]);
    const marker = table.withTag("initiative-marker")[0];
    expect(zoneOf(table, "play-area", "Blue").contains(marker.position)).toBe(true);
    expect(marker.faceDown).toBe(true);
    const said = table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
    expect(said).toContain("Blue seizes the initiative with Lattice Spies (BC16");
    expect(table.scriptErrors).toEqual([]);
  });

  test("refused, privately, for another player than its owner and for the initiative holder ('You can't seize the initiative if you have it'); nothing moves", () => {
    const table = stagedTable(logWith(redLeads), SEATS);
    const card = intoPlayArea(table, "BC16", "Red");
    expect(labels(card)).toEqual(["Discard to seize"]);
    const commands = tableLog(table).commands.length;

    table.clickButton("Blue", card, "Discard to seize");
    table.settle();
    expect(privateTo(table, "Blue")).toMatch(/only Red may discard it/);

    // Red holds the initiative (Red led this round).
    table.clickButton("Red", card, "Discard to seize");
    table.settle();
    expect(privateTo(table, "Red")).toMatch(/Red holds the initiative and cannot seize it/);

    expect(table.messages.filter((m) => m.to === undefined)).toEqual([]);
    expect(tableLog(table).commands).toHaveLength(commands);
    expect(coreState(table)!.round!.seizedBy).toBeUndefined();
    expect(idsInZone(table, "play-area", "Red")).toContain("BC16");
    expect(idsInZone(table, "court-discard")).not.toContain("BC16");
    expect(labels(card)).toEqual(["Discard to seize"]);
    expect(table.scriptErrors).toEqual([]);
  });
});

// ---- Song of Freedom ------------------------------------------------------------------------------

function systemOf(table: TtsTable, o: FakeObject): string | undefined {
  const z = table.world.zonesContaining(o).find((x) => x.tags.includes("system"));
  return z === undefined ? undefined : String(z.data.GMNotes);
}

function isTipped(o: FakeObject): boolean {
  const near = (a: number, b: number) => Math.abs((((a % 360) + 360) % 360) - b) < 10;
  return near(o.rotation.x, 90) || near(o.rotation.x, 270) || near(o.rotation.z, 90) || near(o.rotation.z, 270);
}

/** Game-data §1 / p.7: control = strictly more fresh ships than each other player in the system. */
function controls(table: TtsTable, colour: Colour, system: string): boolean {
  const fresh: Record<string, number> = {};
  for (const o of table.world.objectsIn(zoneOf(table, "system", system))) {
    if (!o.tags.includes("ship") || o.tags.includes("supply") || isTipped(o)) continue;
    const c = SEATS.find((x) => o.tags.includes(x))!;
    fresh[c] = (fresh[c] ?? 0) + 1;
  }
  const mine = fresh[colour] ?? 0;
  return mine > 0 && Object.keys(fresh).every((c) => c === colour || fresh[c] < mine);
}

function shipsOf(table: TtsTable, colour: Colour, system: string): FakeObject[] {
  return table.world.objectsIn(zoneOf(table, "system", system)).filter((o) => o.tags.includes("ship") && o.tags.includes(colour));
}

describe("Song of Freedom (BC29): 'When Secured: You may return any one city you control to its player board.'", () => {
  test("only cities in systems the securer controls (strictly more fresh ships) are offered; the choice is refused when control is lost meanwhile", () => {
    const table = stagedTable(logWith(redLeads), SEATS);
    const blueCities = table.find((o) => o.tags.includes("city") && o.tags.includes("Blue") && systemOf(table, o) !== undefined);
    expect(blueCities.length).toBeGreaterThanOrEqual(1);
    const target = systemOf(table, blueCities[0])!;
    // Red takes control of the Blue city's system with more fresh ships than Blue there.
    const blueShips = shipsOf(table, "Blue", target).length;
    const redShips = takePieces(table, "ship", "Red", blueShips + 1, zoneOf(table, "system", target));
    table.settle();
    expect(controls(table, "Red", target)).toBe(true);

    // Deal BC29 into slot 1 and secure it.
    const zone = zoneOf(table, "court-slot", "1");
    for (const o of table.world.objectsIn(zone)) if (o.tags.includes("court-card")) table.put(courtDeckObject(table)!, o);
    dealCourtCard(table, "BC29", 1);
    takePieces(table, "agent", "Red", 1, zone);
    table.settle();
    const card = cardObject(table, "BC29");
    table.clickButton("Red", card, "Secure (Red)");
    table.settle();

    const offered = labels(card).filter((l) => l.startsWith("Return "));
    expect(offered).toContain(`Return Blue city (${target})`);
    const allCities = table.find((o) => o.tags.includes("city") && systemOf(table, o) !== undefined);
    const uncontrolled = allCities.filter((c) => !controls(table, "Red", systemOf(table, c)!));
    expect(uncontrolled.length).toBeGreaterThan(0);
    for (const l of offered) expect(controls(table, "Red", l.match(/\((.*)\)/)![1])).toBe(true);
    for (const c of uncontrolled) {
      const owner = SEATS.find((x) => c.tags.includes(x))!;
      expect(offered).not.toContain(`Return ${owner} city (${systemOf(table, c)})`);
    }

    // The table changes: Red's ships there are damaged; Red no longer controls the system.
    for (const ship of redShips) ship.rotation = { ...ship.rotation, z: 90 };
    table.messages.length = 0;
    table.clickButton("Red", card, `Return Blue city (${target})`);
    table.settle();
    expect(privateTo(table, "Red")).toMatch(/you no longer control \d\.\d \(p\.7\)/);
    expect(systemOf(table, blueCities[0])).toBe(target);
    expect(labels(card)).toContain(`Return Blue city (${target})`);
    expect(table.messages.filter((m) => m.to === undefined)).toEqual([]);
    expect(table.scriptErrors).toEqual([]);
  });
});
