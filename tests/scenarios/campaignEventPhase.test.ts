/**
 * The campaign's event phase on the built save, through the TTS fake (issue 14 items 3 and 8): Event
 * cards in card play (BR p.12), the event phase panel after the initiative check (BR p.13) with the
 * Summit's Call to Order (BR p.16), the event dice thrown and read by the script, the Edicts with the
 * First Regent's choice and each Regent's give (BR pp.20-21), the Imperial Council (BR p.14) and the
 * Crises' list (BR p.18); wrong clickers refused, and save/load at every step.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { apply, initialState } from "../../src/core/game/engine";
import { playRandomCampaign } from "../../src/core/campaign/driver";
import { exportCampaignRecord } from "../../src/core/campaign/flow";
import { isEventCard } from "../../src/core/campaign/events";
import { coreState, loadTable, seedLua, tableLog } from "../support/scenario";

/** A record after Act I's Intermission (the random driver's campaign), for a fresh table to import. */
function actOneRecord(seed: number) {
  const run = playRandomCampaign(seed, 3);
  let state = initialState();
  for (const c of run.commands) {
    const r = apply(state, c as Command);
    if (!r.ok) throw new Error(r.reason);
    state = r.value;
    if (state.campaign?.stage === "intermission" && state.campaign.intermissionStep === "done") break;
  }
  return exportCampaignRecord(state)!;
}

function game(table: TtsTable): GameState {
  return coreState(table) as GameState;
}

function campaign(table: TtsTable): CampaignState {
  return game(table).campaign as CampaignState;
}

function zone(table: TtsTable, tag: string, gm?: string): FakeObject {
  const z = table.find((o) => o.isZone && o.tags.includes(tag) && (gm === undefined || o.data.GMNotes === gm));
  expect(z).toHaveLength(1);
  return z[0];
}

function cardObject(table: TtsTable, id: string): FakeObject {
  const found = table.find((o) => o.data.GMNotes === id && (o.tags.includes("action-card") || o.tags.includes("campaign-event-card")));
  expect(found).toHaveLength(1);
  return found[0];
}

function dropCard(table: TtsTable, colour: string, id: string, slot: FakeObject, faceDown = false): FakeObject {
  const c = cardObject(table, id);
  c.rotation = { x: 0, y: 180, z: faceDown ? 180 : 0 };
  table.drop(colour, c, { ...slot.position, y: slot.position.y + 0.5 });
  table.settle();
  return c;
}

function lastTo(table: TtsTable, colour: string): string {
  const m = table.messages.filter((x) => x.to === colour);
  return m.length === 0 ? "" : m[m.length - 1].text;
}

function reload(table: TtsTable, seats: readonly string[], host: string): TtsTable {
  const again = new TtsTable(table.save(), { seats: seats.map((color) => ({ color, host: color === host })) });
  again.settle();
  return again;
}

function die(table: TtsTable, kind: string): FakeObject {
  return table.withTag("campaign-die").find((o) => o.data.GMNotes === kind)!;
}

const record = actOneRecord(3);
const seats = record.seats as string[];
const host = seats[0];

/** A fresh table continuing the campaign from its record, in play. */
function importedTable(seed: number): TtsTable {
  const table = loadTable(seats, { host });
  seedLua(table, seed);
  table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(record), color: host });
  table.chat(host, "!arcs campaign import");
  table.settle();
  expect(game(table).phase).toBe("play");
  return table;
}

/** A seed whose deal gives the second player of the round an Event card and the others an action card. */
function seedWithEvent(): { table: TtsTable; second: string; event: string } {
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

function firstAction(s: GameState, colour: string): string {
  return s.players.find((p) => p.colour === colour)!.hand.find((id) => !isEventCard(id))!;
}

describe("Event cards in card play (BR p.12)", () => {
  const { table, second, event } = seedWithEvent();
  const order = game(table).round!.order;

  test("an Event cannot be led: refused with the core's reason, and it goes back to the hand", () => {
    const lead = zone(table, "lead-slot");
    dropCard(table, order[0], firstAction(game(table), order[0]), lead);
    expect(game(table).round!.plays).toHaveLength(1);
    table.clickUi(order[0], "endTurnButton");
    table.settle();
    const ev = dropCard(table, second, event, zone(table, "seize-slot", second), true);
    expect(lastTo(table, second)).toMatch(/an Event cannot be used to seize the initiative \(BR p\.12\)\. The card went back to your hand/);
    expect(table.world.handObjects(second)).toContain(ev);
    dropCard(table, second, event, zone(table, "follow-slot", second), true);
    expect(lastTo(table, second)).toMatch(/an Event cannot be used to Copy \(BR p\.12\)/);
    expect(table.world.handObjects(second)).toContain(ev);
    expect(game(table).round!.plays).toHaveLength(1);
  });

  test("played face up in its own follow slot, it is an Event with the lead card's actions", () => {
    dropCard(table, second, event, zone(table, "follow-slot", second));
    const s = game(table);
    expect(s.round!.plays[1]).toMatchObject({ player: second, card: event, mode: "event" });
    expect(tableLog(table).commands.map((c) => c.type)).toContain("playEvent");
    expect(table.messages.some((m) => m.to === undefined && /plays an Event: \d+ \w+ actions?/.test(m.text))).toBe(true);
  });

  test("the round ends: the Event goes to the discard and the event phase panel asks the initiative holder about a Summit", () => {
    table.clickUi(second, "endTurnButton");
    table.settle();
    const third = order[2];
    dropCard(table, third, firstAction(game(table), third), zone(table, "follow-slot", third), true);
    table.clickUi(third, "endTurnButton");
    table.settle();
    const s = game(table);
    const ep = (s.campaign as CampaignState).eventPhase!;
    expect(ep).toMatchObject({ player: s.initiative, step: "summit" });
    expect(zone(table, "action-discard").contains(cardObject(table, event).position)).toBe(true);
    expect(table.ui().isShown("arcsEvent")).toBe(true);
    expect(table.ui().text("arcsEventStatus")).toMatch(new RegExp(`${s.initiative}, who holds the initiative, may call a Summit`));
    expect(table.ui().visibleTo("arcsEventCallSummit", s.initiative, false)).toBe(true);
    for (const c of seats.filter((x) => x !== s.initiative)) {
      expect(table.ui().visibleTo("arcsEventCallSummit", c, false)).toBe(false);
      table.forgeUiClick(c, "arcsEventCallSummit");
      expect(lastTo(table, c)).toBe(`only ${s.initiative} may decide on a Summit now`);
    }
    expect(campaign(table).eventPhase!.step).toBe("summit");
    expect(table.ui().isShown("arcsEmpire")).toBe(true);
    expect(table.ui().text("arcsEmpireText")).toMatch(/^Regents: /);
  });
});
