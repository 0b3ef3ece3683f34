/**
 * A campaign record is imported only where it can start its Act (issue 30 item 2, BR pp.6-7, 10,
 * 28-30): refused (to the host alone, the table untouched) when two players hold the same Fate or
 * an Outlaw holds the First Regent tile, when the seated colours are not the record's (naming them),
 * while Act I is being started (its Fates in the hands) and while an Intermission is in progress.
 */
import type { CampaignRecord } from "../../src/core/campaign/types";
import { campaignUpTo } from "../support/campaignRun";
import { exportCampaignRecord } from "../../src/core/campaign/flow";
import type { TtsTable } from "../../tools/ttsFake/table";
import { coreState, loadTable, seedLua } from "../support/scenario";

const upTo = campaignUpTo;

const done = upTo((s) => s.campaign?.stage === "intermission" && s.campaign.intermissionStep === "done");
const RECORD = exportCampaignRecord(done.state) as CampaignRecord;
const SEATS = RECORD.seats as string[];
const HOST = SEATS[0];

function importing(table: TtsTable, record: unknown, host = HOST): string {
  table.notebookTabs.push({ title: "Arcs campaign record", body: JSON.stringify(record), color: host });
  table.chat(host, "!arcs campaign import");
  table.settle();
  const last = table.messages[table.messages.length - 1];
  expect(last.to).toBe(host);
  return last.text;
}

test("BR p.6: a record in which two players hold the same Fate starts no Act", () => {
  const table = loadTable(SEATS, { host: HOST });
  const twice = { ...RECORD, players: RECORD.players.map((p, i) => (i === 1 ? { ...p, fate: RECORD.players[0].fate } : p)) };
  expect(importing(table, twice)).toMatch(/players\[1\]\.fate: FATE\d\d is played by players\[0\] too/);
  expect(coreState(table)).toBeUndefined();
  expect(table.scriptErrors).toEqual([]);
});

test("a record whose seats are not the seated colours is refused, naming the colours", () => {
  const others = ["Red", "Blue", "Yellow", "White"].filter((c) => c !== SEATS[2]);
  const table = loadTable(others.slice(0, 3), { host: HOST });
  const said = importing(table, RECORD);
  expect(said).toContain(`the record's players are ${SEATS.join(", ")}`);
  expect(said).toContain(`${SEATS[2]} is not seated`);
  const extra = others.slice(0, 3).filter((c) => !SEATS.includes(c));
  expect(said).toContain(`${extra.join(", ")} is seated but not in the record`);
  expect(coreState(table)).toBeUndefined();
});

test("BR p.6: an import during Act I's open Fate choice is refused; the Fates and their Keep buttons stay, the choice goes on", () => {
  const table = loadTable(SEATS, { host: HOST });
  seedLua(table, 3);
  table.clickUi(HOST, "arcsCampaignNew");
  table.settle();
  const fates = (c: string) => table.world.handObjects(c).filter((o) => o.tags.includes("fate-card"));
  expect(fates(SEATS[1])).toHaveLength(2);
  expect(importing(table, RECORD)).toMatch(/^campaign record refused: Act I's Fates are being chosen; a record continues/);
  expect(coreState(table)).toBeUndefined();
  for (const c of SEATS) {
    expect(fates(c)).toHaveLength(2);
    for (const o of fates(c)) expect(o.buttons.map((b) => b.label)).toEqual(["Keep"]);
  }
  for (const c of SEATS) table.clickButton(c, fates(c)[0], "Keep");
  table.settle();
  expect(coreState(table)!.campaign!.act).toBe("I");
  expect(table.messages.some((m) => /Campaign setup refused/.test(m.text))).toBe(false);
});

test("BR pp.28-29: an import during an Intermission is refused; the Intermission goes on", () => {
  const atC = upTo((s) => s.campaign?.stage === "intermission" && s.campaign.intermissionStep === "C");
  const saved = JSON.stringify({ format: "arcs-tts", version: 3, state: { game: atC.state, log: { version: 1, commands: atC.commands }, loads: 0, features: {} } });
  const table = loadTable(SEATS, { host: HOST, state: saved });
  table.settle();
  expect(importing(table, RECORD)).toMatch(/^campaign record refused: finish Act I's Intermission/);
  expect(coreState(table)).toEqual(JSON.parse(JSON.stringify(atC.state)));
});
