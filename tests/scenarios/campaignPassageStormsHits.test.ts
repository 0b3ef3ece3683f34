/**
 * Passage Storms (F2206, seed 003) "Crisis: Hit each piece in the Twisted Passage." on the built save
 * through the TTS fake (issue 35; src/core/campaign/fates/damagedCrises.ts): the Crises press reads
 * the pieces at the map's centre (the Twisted Passage's zone, F2205), the core decides a hit on each
 * (BR p.18 order: after the Blight Crises), and the resolver's "Carry out the Blight hits" damages the
 * fresh ships there and returns the damaged ones to their supplies (no Trophies), once, after a
 * load; another seat's press is refused to it alone, nothing moved. (Its "Place this under the top
 * card of the Court deck" is campaignPassageStorms.test.ts's.)
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { TtsTable } from "../../tools/ttsFake/table";
import { campaign, game, host, lastTo, reload, seats, tableAtEventPhase } from "../support/campaignEvents";
import { bag } from "../support/battleTable";
import { TP, byGuid, inPassage, stormsOverRivalShips } from "../support/passageStorms";

const damaged = (table: TtsTable, o: FakeObject) => Math.abs(byGuid(table, o).rotation.z - 90) < 1;

describe("seed 003 F2206 Passage Storms' Crisis 'Hit each piece in the Twisted Passage.' at the table (BR p.18)", () => {
  let table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const rival = seats.find((c) => c !== holder) as Colour;
  let ships: FakeObject[] = [];
  let supply = 0;

  test("Passage Storms in the Court, 2 fresh and 1 damaged Rival ships in the Twisted Passage: the Crises press decides a hit on each, nothing moves yet; a save/load keeps them", () => {
    ({ ships, supply } = stormsOverRivalShips(table, holder, rival));
    expect(campaign(table).lastCrises!.wrecks).toEqual([{ system: TP, owner: rival, kind: "ship", before: { fresh: 2, damaged: 1 }, after: { fresh: 0, damaged: 2 }, destroyed: 1 }]);
    expect(table.messages.some((m) => m.to === undefined && m.text.includes("Passage Storms: 3 pieces hit"))).toBe(true);
    expect(ships.every((o) => inPassage(table, o))).toBe(true);
    expect(ships.map((o) => damaged(table, o))).toEqual([false, false, true]);
    table = reload(table, seats, host);
    expect(table.ui().isShown("arcsEventBlightRow")).toBe(true);
  });

  test("the Rival's press is refused to the Rival alone and nothing moves; the resolver's damages the fresh ships and returns the damaged one to its supply, once", () => {
    const before = table.messages.filter((m) => m.to === holder).length;
    table.forgeUiClick(rival, "arcsEventBlight");
    table.settle();
    expect(lastTo(table, rival)).toBe(`only ${holder} may carry out the Blight hits now`);
    expect(table.messages.filter((m) => m.to === holder).length).toBe(before);
    expect(campaign(table).lastCrises!.blightCarriedOut).toBeUndefined();
    expect(ships.every((o) => inPassage(table, byGuid(table, o)))).toBe(true);
    table.clickUi(holder, "arcsEventBlight");
    table.settle();
    expect(campaign(table).lastCrises!.blightCarriedOut).toBe(true);
    expect(inPassage(table, byGuid(table, ships[0])) && inPassage(table, byGuid(table, ships[1]))).toBe(true);
    expect([damaged(table, ships[0]), damaged(table, ships[1])]).toEqual([true, true]);
    expect(bag(table, "supply", "ship", rival).contents.some((x) => x.GUID === ships[2].guid)).toBe(true);
    expect(bag(table, "supply", "ship", rival).contents.length).toBe(supply - 2);
    expect(table.ui().isShown("arcsEventBlightRow")).toBe(false);
    expect(table.scriptErrors).toEqual([]);
  });
});
