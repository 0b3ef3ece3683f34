/**
 * F713 Command Chaos's Crisis at the campaign table (seed 003: "Crisis: Attach Imperial Officers here.
 * Shuffle all Rogue Admirals from the Court discard pile into the Court deck."; BR p.18 Court Crises,
 * p.27 attaching), on the built save through the TTS fake: Command Chaos in Court slot 2, Imperial
 * Officers (F702) in a Regent's play area, both Rogue Admirals (F706, F707) and another card in the
 * Court discard. The Crises press (shown to the resolver alone) has the core list the
 * Crisis and the table attach F702 above Command Chaos and put the Rogue Admirals into the campaign
 * Court deck, shuffled; the other discarded card stays. A save/load after moves nothing again.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { game, host, reload, rollCrisesOnTwo, seats, tableAtEventPhase, zone } from "../support/campaignEvents";
import { takeCard } from "../support/faithfulTable";
import { fateSetCardInto } from "../support/fateTable";

const idsIn = (table: TtsTable, z: FakeObject): string[] =>
  table.world.objectsIn(z).flatMap((o) => (o.isDeck ? o.contents.map((c) => String(c.GMNotes)) : o.isCard ? [String(o.data.GMNotes)] : []));
const deckIds = (table: TtsTable): string[] => table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0].contents.map((c) => String(c.GMNotes));

describe("seed 003 F713 Command Chaos, Crisis: 'Attach Imperial Officers here. Shuffle all Rogue Admirals from the Court discard pile into the Court deck.' (BR pp.18, 27)", () => {
  let table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const rival = seats.find((c) => c !== holder) as Colour;
  const slot = (n: number) => zone(table, "court-slot", String(n));
  const discard = () => zone(table, "court-discard");
  let kept = "";

  test("staged: Command Chaos alone in slot 2, Imperial Officers in a play area, the Rogue Admirals and a Guild card in the Court discard; the dice rolled; a load", () => {
    table.clickUi(holder, "arcsEventNoSummit");
    for (const o of table.world.objectsIn(slot(2)).filter((x) => x.isCard)) table.world.move(o, { x: 80, y: 1, z: 80 });
    takeCard(table, "F713", { ...slot(2).position, y: slot(2).position.y + 0.3 });
    fateSetCardInto(table, "F702", rival);
    const d = discard().position;
    ["F706", "F707", "F708"].forEach((id, i) => takeCard(table, id, { ...d, y: d.y + 0.5 + i * 0.3 }));
    table.settle();
    kept = "F708";
    expect(idsIn(table, discard()).sort()).toEqual(["F706", "F707", "F708"]);
    rollCrisesOnTwo(table, holder);
    table = reload(table, seats, host);
  });

  test("the resolver's Crises press (the only one shown it): Imperial Officers attached above Command Chaos, the Rogue Admirals in the Court deck, the other card still discarded", () => {
    expect(idsIn(table, slot(2))).toEqual(["F713"]);
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    expect(table.messages.some((m) => m.text.includes("Command Chaos: Imperial Officers attached"))).toBe(true);
    expect(idsIn(table, slot(2)).sort()).toEqual(["F702", "F713"]);
    expect(idsIn(table, zone(table, "play-area", rival))).not.toContain("F702");
    expect(deckIds(table)).toEqual(expect.arrayContaining(["F706", "F707"]));
    expect(idsIn(table, discard())).toEqual([kept]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("after a save/load the Court row reads Imperial Officers attached to Command Chaos, and nothing moves again", () => {
    const deck = deckIds(table).length;
    table = reload(table, seats, host);
    table.settle();
    // BR p.27: the Court card lies nearer the slot's centre, the attached card shifted above it.
    const d = (id: string) => { const o = table.find((x) => x.isCard && x.data.GMNotes === id)[0]; return Math.hypot(o.position.x - slot(2).position.x, o.position.z - slot(2).position.z); };
    expect(idsIn(table, slot(2)).sort()).toEqual(["F702", "F713"]);
    expect(d("F713")).toBeLessThan(d("F702"));
    expect(deckIds(table).length).toBe(deck);
    expect(idsIn(table, discard())).toEqual([kept]);
    expect(table.scriptErrors).toEqual([]);
  });
});
