/**
 * Staging the campaign's event phase on the built save (tests/scenarios/campaignEventPhase.test.ts):
 * a fresh table continuing a random campaign from its record (every player a Regent, Yellow First
 * Regent holding one of Red's Favors), cards dropped into play slots, reloads and reads of the state.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { isEventCard } from "../../src/core/campaign/fates/actionDeck";
import { coreState, loadTable, luaEval, seedLua } from "./scenario";
import { actOneRecord } from "./campaignRun";
export { actOneRecord };

export function game(table: TtsTable): GameState {
  return coreState(table) as GameState;
}

export function campaign(table: TtsTable): CampaignState {
  return game(table).campaign as CampaignState;
}

export function zone(table: TtsTable, tag: string, gm?: string): FakeObject {
  const z = table.find((o) => o.isZone && o.tags.includes(tag) && (gm === undefined || o.data.GMNotes === gm));
  expect(z).toHaveLength(1);
  return z[0];
}

export function cardObject(table: TtsTable, id: string): FakeObject {
  const found = table.find((o) => o.data.GMNotes === id && (o.tags.includes("action-card") || o.tags.includes("campaign-event-card")));
  expect(found).toHaveLength(1);
  return found[0];
}

export function dropCard(table: TtsTable, colour: string, id: string, slot: FakeObject, faceDown = false): FakeObject {
  const c = cardObject(table, id);
  c.rotation = { x: 0, y: 180, z: faceDown ? 180 : 0 };
  table.drop(colour, c, { ...slot.position, y: slot.position.y + 0.5 });
  table.settle();
  return c;
}

export function lastTo(table: TtsTable, colour: string): string {
  const m = table.messages.filter((x) => x.to === colour);
  return m.length === 0 ? "" : m[m.length - 1].text;
}

export function reload(table: TtsTable, seats: readonly string[], host: string): TtsTable {
  const again = new TtsTable(table.save(), { seats: seats.map((color) => ({ color, host: color === host })) });
  again.settle();
  return again;
}

export function die(table: TtsTable, kind: string): FakeObject {
  return table.withTag("campaign-die").find((o) => o.data.GMNotes === kind)!;
}

/** The holder rolls the event dice, which land on the Crisis arrow and number 2 (cluster 2: BR p.18). */
export function rollCrisesOnTwo(table: TtsTable, holder: string): void {
  table.queueRoll(die(table, "event"), "crisis-arrow");
  table.queueRoll(die(table, "number"), "number-2");
  table.clickUi(holder, "arcsEventRoll");
  table.settle();
}

/** A fresh Blight from its supply and two Blue ships from Blue's supply bag into system `system` (a Blight Crisis target). */
export function blightAndTwoBlueShips(table: TtsTable, system: string): void {
  const sys = zone(table, "system", system);
  luaEval(table, `
    local at = Vector(${sys.position.x}, 2, ${sys.position.z})
    getObjectsWithTag("blight-supply")[1].takeObject({ position = at, smooth = false })
    local ships = getObjectsWithAllTags({ "ship", "Blue" })
    for _, b in ipairs(ships) do if b.type == "Bag" then
      b.takeObject({ position = Vector(at.x + 0.5, 2, at.z), smooth = false })
      b.takeObject({ position = Vector(at.x - 0.5, 2, at.z), smooth = false })
    end end`);
  table.settle();
}

/**
 * A random campaign's record (seats Yellow, Blue, Red; Yellow First Regent with the initiative;
 * Power 15, 4, 5), with every player a Regent and one of Red's agents on Yellow's Fate card as a Favor.
 * The record of the driver's seed 5 as it played in session 15 (`actOneRecord(5)`), kept as a file:
 * the driver's path changes whenever a rule it meets changes (Partisan Seizing refused its seize by a
 * second card), and these tests stage their events on this one record.
 */
export function actOneRecordSeed5(): ReturnType<typeof actOneRecord> {
  return JSON.parse(fs.readFileSync(path.join(__dirname, "actOneRecordSeed5.json"), "utf8")) as ReturnType<typeof actOneRecord>;
}
export const record = actOneRecordSeed5();
for (const p of record.players) p.title = "regent";
record.players[0].favors = ["Red"];
// The driver's Act I may have added a Fate's edict (Admiral, F703): the event phase tests resolve the Govern slot alone.
const govern = record.booklet.filter((id) => id.indexOf("AID") === 0);
record.booklet = govern;
record.rulesBooklet = { edicts: [govern], laws: [] };
export const seats = record.seats as string[];
export const host = seats[0];

/** A fresh table continuing the campaign from its record, in play. */
export function importedTable(seed: number): TtsTable {
  const table = loadTable(seats, { host });
  seedLua(table, seed);
  table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(record), color: host });
  table.chat(host, "!arcs campaign import");
  table.settle();
  expect(game(table).phase).toBe("play");
  return table;
}

/** A seed whose deal gives the second player of the round an Event card and the others an action card. */
export function seedWithEvent(): { table: TtsTable; second: string; event: string } {
  for (let seed = 1; seed < 40; seed++) {
    const table = importedTable(seed);
    const s = game(table);
    const order = s.round!.order;
    const second = s.players.find((p) => p.colour === order[1])!;
    const event = second.hand.find((id) => isEventCard(id));
    const others = order.filter((c) => c !== order[1]).every((c) => s.players.find((p) => p.colour === c)!.hand.some((id) => !isEventCard(id)));
    if (event !== undefined && others && second.hand.some((id) => !isEventCard(id))) return { table, second: order[1], event };
  }
  throw new Error("no seed deals an Event to the second player");
}

export function firstAction(s: GameState, colour: string): string {
  return s.players.find((p) => p.colour === colour)!.hand.find((id) => !isEventCard(id))!;
}

/**
 * seedWithEvent's table after its first round: the first player leads an action card, the second
 * follows with the Event, the third copies face down; everyone has ended their turn, so the table is
 * in the round's event phase.
 */
export function tableAtEventPhase(): TtsTable {
  return playToEventPhase(seedWithEvent().table);
}

/** tableAtEventPhase's round played on `table`, whose second player holds an Event and the others an action card. */
export function playToEventPhase(table: TtsTable): TtsTable {
  const [first, second, third] = game(table).round!.order;
  dropCard(table, first, firstAction(game(table), first), zone(table, "lead-slot"));
  table.clickUi(first, "endTurnButton");
  table.settle();
  const event = game(table).players.find((p) => p.colour === second)!.hand.find((id) => isEventCard(id))!;
  dropCard(table, second, event, zone(table, "follow-slot", second));
  table.clickUi(second, "endTurnButton");
  table.settle();
  dropCard(table, third, firstAction(game(table), third), zone(table, "follow-slot", third), true);
  table.clickUi(third, "endTurnButton");
  table.settle();
  return table;
}

/** In the event phase, its roller calls no Summit and rolls the Edicts (the event die's [hex] for an edict, number 3; BR p.20). */
export function rollEdicts(table: TtsTable): void {
  const roller = campaign(table).eventPhase!.player;
  table.clickUi(roller, "arcsEventNoSummit");
  table.queueRoll(die(table, "event"), "edict-hex");
  table.queueRoll(die(table, "number"), "number-3");
  table.clickUi(roller, "arcsEventRoll");
  table.settle();
}
