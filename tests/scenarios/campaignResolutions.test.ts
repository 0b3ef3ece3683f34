/**
 * The Fates' Resolution cards on the built save (issue 35 item 2; BR p.28 step A "each player resolves
 * the Resolution card of their Fate Set for the current Act"): Act I set up on the table (seed 5: Red
 * keeps the Admiral, Yellow the Steward), carried on in the core to the Intermission, then the host
 * presses step A and the table follows the core (src/core/campaign/fates/resolutions.ts): the Steward
 * completed (F104): Imperial Protectors in the rules booklet, 3 cards face down on the Court deck, the
 * rest scrapped; the Admiral failed (F704): Use Imperial Foundries out of the booklet onto the
 * Scrapped spot with Honor Guard and the Rogue Admirals, the Enforcers and Defectors on the Court deck.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { GameState } from "../../src/core/game/types";
import { openStartPlanets } from "../../src/core/campaign/actOneSetup";
import { continueRandomCampaign } from "../../src/core/campaign/driver";
import { findInBooklet, rulesBookletOf } from "../../src/core/campaign/booklet";
import { coreState, loadTable, seedLua, tableLog } from "../support/scenario";
import { campaign, inArea, inSlot, loose } from "../support/fateTable";

const SEATS = ["Red", "Blue", "Yellow"];
const HOST = "Red";

const game = (table: TtsTable) => coreState(table) as GameState;

function die(table: TtsTable, kind: string): FakeObject {
  return table.withTag("campaign-die").find((o) => o.data.GMNotes === kind)!;
}

function zone(table: TtsTable, tag: string): FakeObject {
  return table.find((o) => o.isZone && o.tags.includes(tag))[0];
}

function last(table: TtsTable, colour: string): string {
  const m = table.messages.filter((x) => x.to === colour);
  return m.length === 0 ? "" : m[m.length - 1].text;
}

/** Act I on the table (seed 5: Red keeps the Admiral, Yellow the Steward), placed, then played on in the core to the Intermission. */
function atIntermission(): TtsTable {
  const table = loadTable(SEATS, { host: HOST });
  seedLua(table, 5);
  table.queueRoll(die(table, "number"), "number-2");
  table.queueRoll(die(table, "event"), "edict-crescent");
  table.clickUi(HOST, "arcsCampaignNew");
  table.settle();
  const blue = table.world.handObjects("Blue").filter((o) => o.tags.includes("fate-card"))[0].data.GMNotes;
  const kept: Record<string, string> = { Red: "FATE07", Blue: blue ?? "", Yellow: "FATE01" };
  for (const c of SEATS) table.clickButton(c, table.find((o) => o.data.GMNotes === kept[c])[0], "Keep");
  table.settle();
  for (let i = 0; i < 6; i++) {
    const s = game(table);
    const due = s.campaign!.setup!.order[i];
    const city = table.find((o) => o.tags.includes("city") && o.tags.includes(due) && !table.world.zonesContaining(o).some((z) => z.tags.includes("system")))[0];
    const z = table.find((o) => o.isZone && o.tags.includes("system") && o.data.GMNotes === openStartPlanets(s)[0])[0];
    table.drop(due, city, { x: z.position.x, y: 2, z: z.position.z });
    table.settle();
  }
  const run = continueRandomCampaign(game(table), 11, (s) => s.campaign?.stage === "intermission");
  expect(run.problems).toEqual([]);
  const save = table.save();
  const log = { version: 1, commands: tableLog(table).commands.concat(run.commands) };
  save.LuaScriptState = JSON.stringify({ format: "arcs-tts", version: 3, state: { game: run.state, log, loads: 0, features: {} } });
  const again = new TtsTable(save, { seats: SEATS.map((color) => ({ color, host: color === HOST })) });
  again.settle();
  return again;
}

/** Whether a card lies face down on the campaign Court deck (the pile the next Act's deal reads: campaignCourtPile). */
function onCourtDeck(table: TtsTable, id: string): boolean {
  const deck = table.withTag("campaign-court-deck").find((o) => o.isDeck)!;
  const card = loose(table, id);
  return card !== undefined && Math.abs(card.position.x - deck.position.x) < 1.2 && Math.abs(card.position.z - deck.position.z) < 1.6 && card.rotation.z === 180;
}

function scrapped(table: TtsTable, id: string): boolean {
  const card = loose(table, id);
  return card !== undefined && table.world.objectsIn(zone(table, "rules-booklet-scrap")).includes(card) && card.rotation.z === 180;
}

describe("BR p.28 step A: the Resolution cards resolved by the core and laid by the table", () => {
  const table = atIntermission();
  const marker = (colour: string) => table.find((o) => o.tags.includes(`objective-${colour.toLowerCase()}`) && !o.isContainer)[0];

  test("refused while an objective marker is unset, told to the host alone: no Resolution card moves", () => {
    expect(campaign(table).players.map((p) => p.fate)).toEqual(expect.arrayContaining(["FATE07", "FATE01"]));
    table.clickUi(HOST, "arcsIntermNext");
    table.settle();
    expect(last(table, HOST)).toMatch(/^place .*'s objective marker first \(BR p\.6\)$/);
    expect(campaign(table).intermissionStep).toBe("A");
    expect(campaign(table).resolutions).toBeUndefined();
    expect(onCourtDeck(table, "F105")).toBe(false);
    expect(table.scriptErrors).toEqual([]);
  });

  test("the Steward completed (F104) and the Admiral failed (F704): the booklet, the Court deck and the Scrapped spot follow the core", () => {
    // Yellow (Steward) completes at 0; Red (Admiral) fails at 2; Blue fails at 1.
    table.clickButton("Yellow", marker("Yellow"), "+");
    table.clickButton("Yellow", marker("Yellow"), "-");
    for (let i = 0; i < 2; i++) table.clickButton("Red", marker("Red"), "+");
    table.clickButton("Blue", marker("Blue"), "+");
    table.clickUi(HOST, "arcsIntermNext");
    table.settle();
    const c = campaign(table);
    expect(c.intermissionStep).toBe("B");
    const b = rulesBookletOf(c);
    expect(findInBooklet(b, "F108")).toBeDefined();
    expect(findInBooklet(b, "F703")).toBeUndefined();
    const law = findInBooklet(b, "F108")!;
    expect(inSlot(table, loose(table, "F108"), "laws", law.slot + 1)).toBe(true);
    for (const id of ["F105", "F106", "F107", "F708", "F709", "F710", "F711"]) expect({ id, onCourtDeck: onCourtDeck(table, id) }).toEqual({ id, onCourtDeck: true });
    for (const id of ["F109", "F110", "F111", "F703", "F705", "F706", "F707"]) expect({ id, scrapped: scrapped(table, id) }).toEqual({ id, scrapped: true });
    // The Steward's Dealmakers (F103, gained at setup) stays in Yellow's play area: only the failed side adds it to the Court deck.
    expect(inArea(table, loose(table, "F103"), "Yellow")).toBe(true);
    const text = table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
    expect(text).toMatch(/Yellow resolves Steward Act I Resolution \(F104\), completed \(BR p\.28\)/);
    expect(text).toMatch(/Red resolves Admiral Act I Resolution \(F704\), failed \(BR p\.28\)/);
    expect(table.scriptErrors).toEqual([]);
  });

  test("BR p.28 B then reads the Court deck with the added cards: step B leaves them on it", () => {
    table.clickUi(HOST, "arcsIntermNext");
    table.settle();
    expect(campaign(table).intermissionStep).toBe("C");
    for (const id of ["F105", "F708"]) expect(onCourtDeck(table, id)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});
