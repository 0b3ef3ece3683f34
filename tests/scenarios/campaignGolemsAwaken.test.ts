/**
 * Golems Sate Their Appetite (issue 35; seed 003 F521, Edict), its second part: "Then, Golems Awaken.
 * Flip all Sleeping Golems to Awake." On the built save through the TTS fake: the edict in the rules
 * booklet's second Edict slot, called after the Govern slot (BR p.20); once its Edict done is accepted
 * the table turns every Golem Awake, on the map and held alike (campaign/golems.ts wakeGolems); a
 * Rival's press is refused to them alone with nothing turned; a load in between.
 */
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { isEventCard } from "../../src/core/campaign/fates/actionDeck";
import { loadTable, seedLua } from "../support/scenario";
import { campaign, game, host, playToEventPhase, record, reload, rollEdicts, seats, zone } from "../support/campaignEvents";
import { golemTo } from "../support/fateTable";

/** The record with Golems Sate Their Appetite in the booklet's second Edict slot, continued in play on a seed whose second player holds an Event. */
function withEdict(): TtsTable {
  const r = JSON.parse(JSON.stringify(record));
  r.booklet = r.booklet.concat(["F521"]);
  r.rulesBooklet = { edicts: [r.rulesBooklet.edicts[0], ["F521"]], laws: [] };
  for (let seed = 1; seed < 40; seed++) {
    const table = loadTable(seats, { host });
    seedLua(table, seed);
    table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(r), color: host });
    table.chat(host, "!arcs campaign import");
    table.settle();
    const s = game(table);
    const order = s.round!.order;
    const hand = (c: string) => s.players.find((p) => p.colour === c)!.hand;
    if (hand(order[1]).some((id) => isEventCard(id)) && order.every((c) => hand(c).some((id) => !isEventCard(id)))) return table;
  }
  throw new Error("no seed deals an Event to the second player");
}

const now = (table: TtsTable, o: FakeObject) => table.find((x) => x.guid === o.guid)[0];
const awake = (table: TtsTable, o: FakeObject) => Math.abs(now(table, o).rotation.z - 180) < 1;

describe("Golems Sate Their Appetite in the Edicts: every Sleeping Golem turns Awake (seed 003 F521; BR p.20)", () => {
  let table = withEdict();
  let golems: FakeObject[] = [];

  test("a Sleeping Golem on a board, one on the map, one Awake; the round's Event, then an edict roll: the Govern slot, then F521", () => {
    const [a, b] = seats;
    golems = [golemTo(table, a, "Warrior", 5), golemTo(table, b, "Harvester", 5), golemTo(table, b, "Seeker", 4, true)];
    table.world.move(golems[1], { ...zone(table, "system", "1.0").position, y: 2 });
    table.settle();
    rollEdicts(playToEventPhase(table));
    expect(campaign(table).edictQueue!.slice(-1)).toEqual(["F521"]);
    // The First Regent changes the Policy (BR p.20), as the booklet's scenario does.
    const other = (["peace", "escalation", "war"] as const).find((p) => p !== campaign(table).policy)!;
    table.clickUi(campaign(table).firstRegent!, `arcsEventPolicy_${other}`);
    table.settle();
    expect(campaign(table).edictQueue).toEqual(["F521"]);
    expect(awake(table, golems[0]) || awake(table, golems[1])).toBe(false);
    table = reload(table, seats, host);
  });

  test("a Rival's press is refused to them alone, nothing turned; the First Regent's closes the edict and every Golem lies Awake", () => {
    const regent = campaign(table).firstRegent!;
    const rival = seats.find((c) => c !== regent)!;
    table.forgeUiClick(rival, "arcsEventEdictDone");
    table.settle();
    expect(table.messages.filter((m) => m.to === rival).map((m) => m.text)).toEqual([`only ${regent} may close this edict now`]);
    expect(campaign(table).edictQueue).toEqual(["F521"]);
    expect(awake(table, golems[0]) || awake(table, golems[1])).toBe(false);
    table.clickUi(regent, "arcsEventEdictDone");
    table.settle();
    expect(campaign(table).edictQueue).toBeUndefined();
    for (const g of golems) expect(awake(table, g)).toBe(true);
  });
});
