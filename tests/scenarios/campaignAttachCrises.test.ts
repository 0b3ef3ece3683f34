/**
 * The Fate Crises that attach their own card to the Court, at the table (BR p.18 Fate Crises, p.27
 * "Attaching Cards"), on the built save through the TTS fake:
 * - Librarians (F513, seed 003) "Crisis: The player holding this card must attach it to a card in the Court.";
 * - Claims of Nobility (F1602, seed 003) "Crisis: The player holding this card must take the Claim Fief
 *   action. Claim Fief (Tax): Attach this to a Court card. ..." (its attach; the Seat is the players').
 * The card lies in a Rival's play area; once the Crises are listed it shows "Attach: slot N", one per
 * Court card with no attached card (core courtAttach.ts attachTargets); another player's press is
 * refused privately and moves nothing; "Crises carried out" is refused to the resolver while the attach
 * is owed; a save/load keeps the buttons; the holder's press lays the card above the chosen Court card
 * (read back as that slot's attached card) and the buttons go.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { campaign, game, host, lastTo, reload, rollCrisesOnTwo, seats, tableAtEventPhase, zone } from "../support/campaignEvents";
import { fateSetCardInto } from "../support/fateTable";
import { tableLog } from "../support/scenario";

const idsIn = (table: TtsTable, z: FakeObject): string[] => table.world.objectsIn(z).filter((o) => o.isCard).map((o) => String(o.data.GMNotes));

function attachAtTheCrises(id: string, name: string): void {
  let table = tableAtEventPhase();
  const resolver = game(table).initiative as Colour;
  const holder = seats.find((c) => c !== resolver) as Colour;
  const slot = (n: number) => zone(table, "court-slot", String(n));
  const card = () => table.find((o) => o.isCard && o.data.GMNotes === id)[0];
  const labels = () => card().buttons.map((b) => String(b.label));
  table.clickUi(resolver, "arcsEventNoSummit");
  fateSetCardInto(table, id, holder);
  // Before the Crises nothing is asked of it.
  expect(labels()).toEqual([]);
  rollCrisesOnTwo(table, resolver);
  table.clickUi(resolver, "arcsEventCrises");
  table.settle();
  expect(campaign(table).lastCrises).toBeDefined();
  // Every Court card (the Imperial Council too, BR p.14) has no attached card: one button each.
  const all = [1, 2, 3, 4, 5].filter((n) => idsIn(table, slot(n)).length === 1).map((n) => `Attach: slot ${n}`);
  expect(all).toEqual(["Attach: slot 1", "Attach: slot 2", "Attach: slot 3", "Attach: slot 4", "Attach: slot 5"]);
  expect(labels()).toEqual(all);
  const row2 = idsIn(table, slot(2));
  table.clickButton(resolver, card(), "Attach: slot 2");
  table.settle();
  expect(lastTo(table, resolver)).toBe(`${name}: ${holder} attaches it now`);
  expect(idsIn(table, slot(2))).toEqual(row2);
  expect(idsIn(table, zone(table, "play-area", holder))).toContain(id);
  // "must attach" (BR p.27): the Crises are not done while it is owed; the resolver's "Crises carried
  // out" is refused to them alone, the list and the holder's buttons left as they are.
  table.messages.length = 0;
  table.clickUi(resolver, "arcsEventCrisesDone");
  expect(table.messages.filter((m) => m.text === `${name}: ${holder} attaches it first (BR p.27)`).map((m) => m.to)).toEqual([resolver]);
  expect(table.ui().isShown("arcsEventCrisesList")).toBe(true);
  expect(labels()).toEqual(all);

  table = reload(table, seats, host);
  expect(labels()).toEqual(all);
  table.clickButton(holder, card(), "Attach: slot 2");
  table.settle();
  expect(table.messages.some((m) => m.to === undefined && m.text === `${holder} attaches ${name} (${id}) to Court slot 2`)).toBe(true);
  // The core decided it (BR p.27), logged with the Court row it was decided on.
  const logged = tableLog(table).commands.filter((c) => c.type === "attachCard").pop() as { player: string; card: string; slot: number; row: unknown[] };
  expect(logged).toMatchObject({ player: holder, card: id, slot: 1 });
  expect(logged.row.length).toBe(5);
  expect(idsIn(table, zone(table, "play-area", holder))).not.toContain(id);
  expect(idsIn(table, slot(2)).sort()).toEqual([...row2, id].sort());
  // BR p.27: the Court card lies nearer the slot's centre, the attached card shifted above it.
  const d = (o: FakeObject) => Math.hypot(o.position.x - slot(2).position.x, o.position.z - slot(2).position.z);
  expect(d(table.find((o) => o.isCard && o.data.GMNotes === row2[0])[0])).toBeLessThan(d(card()));
  expect(labels()).toEqual([]);
  // Attached: the Crises may be closed.
  table.clickUi(resolver, "arcsEventCrisesDone");
  expect(table.ui().isShown("arcsEventCrisesList")).toBe(false);
  // Nothing refilled: Court slot 2's card is still the one below.
  table = reload(table, seats, host);
  expect(labels()).toEqual([]);
  expect(idsIn(table, slot(2)).sort()).toEqual([...row2, id].sort());
  expect(table.scriptErrors).toEqual([]);
}

test("seed 003 F513 Librarians 'Crisis: The player holding this card must attach it to a card in the Court.' (BR pp.18, 27): once the Crises are listed its holder alone attaches it by button, across a save/load, above the chosen Court card", () => {
  attachAtTheCrises("F513", "Librarians");
});

test("seed 003 F1602 Claims of Nobility 'Crisis: The player holding this card must take the Claim Fief action.' with Claim Fief's 'Attach this to a Court card.' (BR pp.18, 27): its holder alone attaches it by button, across a save/load", () => {
  attachAtTheCrises("F1602", "Claims of Nobility");
});

test("seed 003 F513 Librarians' Crisis with every Court card already holding an attached card: Forced Attach (BR p.27 'ignoring the fewest requirements') offers every Court card, and the holder's press lays it above the chosen one, further up than its attached card, and says it is the players'", () => {
  const table = tableAtEventPhase();
  const resolver = game(table).initiative as Colour;
  const holder = seats.find((c) => c !== resolver) as Colour;
  const slot = (n: number) => zone(table, "court-slot", String(n));
  const card = () => table.find((o) => o.isCard && o.data.GMNotes === "F513")[0];
  table.clickUi(resolver, "arcsEventNoSummit");
  fateSetCardInto(table, "F513", holder);
  // A card from the campaign Court deck laid over each slot's card, shifted towards its top (BR p.27).
  const deck = table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
  const over: string[] = [];
  for (let n = 1; n <= 5; n++) {
    const base = table.world.objectsIn(slot(n)).filter((o) => o.isCard)[0];
    const entry = deck.contents.find((c) => String(c.GMNotes).startsWith("CC"))!;
    over.push(String(entry.GMNotes));
    table.playerTake(deck, { guid: entry.GUID, position: { x: base.position.x + 1.2, y: base.position.y + 0.2, z: base.position.z }, rotation: { x: 0, y: 180, z: 0 } });
    table.settle();
    expect(idsIn(table, slot(n))).toHaveLength(2);
  }
  rollCrisesOnTwo(table, resolver);
  table.clickUi(resolver, "arcsEventCrises");
  table.settle();
  expect(card().buttons.map((b) => String(b.label))).toEqual(["Attach: slot 1", "Attach: slot 2", "Attach: slot 3", "Attach: slot 4", "Attach: slot 5"]);
  table.clickButton(holder, card(), "Attach: slot 3");
  table.settle();
  expect(idsIn(table, slot(3))).toHaveLength(3);
  expect(idsIn(table, slot(3))).toContain("F513");
  expect(idsIn(table, zone(table, "play-area", holder))).not.toContain("F513");
  // The Court row the core reads holds one attached card per card: the line, said to all, leaves
  // Librarians' rules to the players, and it lies further up than the card attached before, so the
  // row's read (the two cards nearest the slot's centre) keeps that one.
  const line = `${holder} attaches Librarians (F513) to Court slot 3 over ${over[2]}, Forced Attach (BR p.27): its Crisis, secure and removal are the players'`;
  expect(table.messages.filter((m) => m.text === line).map((m) => m.to)).toEqual([undefined]);
  const d = (id: string) => {
    const o = table.find((x) => x.isCard && x.data.GMNotes === id)[0];
    return Math.hypot(o.position.x - slot(3).position.x, o.position.z - slot(3).position.z);
  };
  expect(d("F513")).toBeGreaterThan(d(over[2]));
  expect(table.scriptErrors).toEqual([]);
});
