/**
 * Passage Storms (F2206, seed 003) "Crisis: Hit each piece in the Twisted Passage. Place this under
 * the top card of the Court deck." carried out on the table (BR p.18 "Removing Cards"), on the built
 * save through the TTS fake: its Crisis listed, the resolver alone presses "Carry out the Court
 * removals" (another seat is refused privately), a save/load between changes nothing, and the press
 * puts the card under the campaign Court deck's top card, the slot refilled with that top card and
 * the Rival agents on it home: Passage Storms is the next card drawn. Drawn into the Court, its "When
 * Drawn: The player with initiative attaches this to a card in the Court." (BR p.27) is told and
 * offered by buttons on the card to that player alone. Hitting the Twisted Passage's pieces stays the
 * players'.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { tableLog } from "../support/scenario";
import { campaign, rollCrisesOnTwo, game, host, lastTo, reload, seats, tableAtEventPhase, zone } from "../support/campaignEvents";
import { bag } from "../support/battleTable";
import { takePieces } from "../../tools/bench/courtScoringHandlers";
import { takeCard } from "../support/faithfulTable";
import { coreState } from "../support/scenario";
import type { GameState } from "../../src/core/game/types";
import { SEATS4, reload4, secureInSlotFive, voxTable } from "../support/voxTable";

const idsIn = (table: TtsTable, z: FakeObject): string[] => table.world.objectsIn(z).filter((o) => o.isCard).map((o) => String(o.data.GMNotes));
const courtDeck = (table: TtsTable): FakeObject => table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];

test("seed 003 F2206 Passage Storms' Crisis at the table: listed; the resolver alone carries it out, across a save/load; it goes under the Court deck's top card, which refills its slot, the Rival agents on it home (BR p.18)", () => {
  let table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const rival = seats.find((c) => c !== holder) as Colour;
  const slot = (n: number) => zone(table, "court-slot", String(n));
  table.clickUi(holder, "arcsEventNoSummit");
  // Slots 2-4: Passage Storms and two Guild cards (no other Crisis), the cards there set aside.
  for (const n of [2, 3, 4]) for (const c of table.world.objectsIn(slot(n)).filter((o) => o.isCard)) table.drop(host, c, { x: c.position.x, y: 2, z: c.position.z - 12 });
  table.settle();
  ["F2206", "CC01", "CC02"].forEach((id, i) => takeCard(table, id, { ...slot(i + 2).position, y: slot(i + 2).position.y + 0.3 }));
  table.settle();
  expect(idsIn(table, slot(2))).toEqual(["F2206"]);
  const agents = bag(table, "supply", "agent", rival).contents.length;
  takePieces(table, "agent", rival, 2, slot(2));
  table.settle();
  rollCrisesOnTwo(table, holder);
  table.clickUi(holder, "arcsEventCrises");
  table.settle();
  expect(campaign(table).lastCrises!.court.filter((x) => x.leaves !== undefined).map((x) => x.card)).toEqual(["F2206"]);
  expect(table.ui().text("arcsEventCrisesList") ?? "").toContain("Hit each piece in the Twisted Passage. Place this under the top card of the Court deck.");

  table.forgeUiClick(rival, "arcsEventCourt");
  expect(lastTo(table, rival)).toBe(`only ${holder}, who resolves the Crises, carries out the Court Crises (BR p.18)`);
  table = reload(table, seats, host);
  const top = courtDeck(table).contents.slice(0, 2).map((c) => String(c.GMNotes));
  table.clickUi(holder, "arcsEventCourt");
  table.settle();
  expect(campaign(table).lastCrises!.courtCarriedOut).toEqual([{ card: "F2206", slot: 1, to: "underTop", agents: "return", refill: top[0] }]);
  expect(idsIn(table, slot(2))).toEqual([top[0]]);
  expect(courtDeck(table).contents.slice(0, 2).map((c) => String(c.GMNotes))).toEqual(["F2206", top[1]]);
  expect(table.world.objectsIn(slot(2)).filter((o) => o.tags.includes("agent"))).toEqual([]);
  expect(bag(table, "supply", "agent", rival).contents.length).toBe(agents);
  expect(table.messages.some((m) => m.to === undefined && m.text.includes("Passage Storms (F2206) leaves Court slot 2: under the top card of the Court deck"))).toBe(true);
  expect(tableLog(table).commands.filter((x) => x.type === "carryOutCourt")).toHaveLength(1);
  expect(table.scriptErrors).toEqual([]);
});

test("seed 003 F2206 Passage Storms 'When Drawn: The player with initiative attaches this to a card in the Court.' (BR p.27): drawn by a refill, it shows the initiative holder one button per Court card; a Rival's press is refused privately, nothing moved; across a save/load the holder's press lays it above the chosen card and its slot refills from the Court deck (BR p.18)", () => {
  const v = voxTable();
  let table = v.table;
  // Passage Storms laid on the campaign Court deck: its top card, drawn by the next refill.
  const deck = courtDeck(table);
  takeCard(table, "F2206", { ...deck.position, y: deck.position.y + 2 });
  table.settle();
  secureInSlotFive(table, v.who, "CC01");
  const slot = (n: number) => zone(table, "court-slot", String(n));
  const storms = () => table.find((o) => o.isCard && o.data.GMNotes === "F2206")[0];
  const labels = () => storms().buttons.map((b) => String(b.label));
  expect(idsIn(table, slot(5))).toEqual(["F2206"]);
  const holder = (coreState(table) as GameState).initiative;
  const rival = SEATS4.find((c) => c !== holder)!;
  expect(table.messages.some((m) => m.to === undefined && m.text === `When Drawn: ${holder} attaches Passage Storms (BR p.27)`)).toBe(true);
  // Slots 1-4 hold a card each with none attached: one button each; none for its own slot.
  expect(labels()).toEqual(["Attach: slot 1", "Attach: slot 2", "Attach: slot 3", "Attach: slot 4"]);
  const row2 = idsIn(table, slot(2));
  table.clickButton(rival, storms(), "Attach: slot 2");
  table.settle();
  expect(lastTo(table, rival)).toBe(`Passage Storms: ${holder} attaches it now`);
  expect(idsIn(table, slot(5))).toEqual(["F2206"]);
  expect(idsIn(table, slot(2))).toEqual(row2);

  table = reload4(table);
  expect(labels()).toEqual(["Attach: slot 1", "Attach: slot 2", "Attach: slot 3", "Attach: slot 4"]);
  const top = courtDeck(table).contents[0].GMNotes;
  table.clickButton(holder, storms(), "Attach: slot 2");
  table.settle();
  expect(table.messages.some((m) => m.to === undefined && m.text === `${holder} attaches Passage Storms (F2206) to Court slot 2`)).toBe(true);
  expect(tableLog(table).commands.filter((c) => c.type === "attachCard").pop()).toMatchObject({ player: holder, card: "F2206", slot: 1 });
  expect(idsIn(table, slot(2)).sort()).toEqual([...row2, "F2206"].sort());
  // BR p.27: the Court card lies nearer the slot's centre, the attached card shifted above it.
  const d = (o: FakeObject) => Math.hypot(o.position.x - slot(2).position.x, o.position.z - slot(2).position.z);
  expect(d(table.find((o) => o.isCard && o.data.GMNotes === row2[0])[0])).toBeLessThan(d(storms()));
  expect(idsIn(table, slot(5))).toEqual([top]);
  expect(labels()).toEqual([]);
  // Attached, it asks nothing more after a load.
  table = reload4(table);
  expect(labels()).toEqual([]);
  expect(storms().tags).not.toContain("attach-due");
  expect(table.scriptErrors).toEqual([]);
});
