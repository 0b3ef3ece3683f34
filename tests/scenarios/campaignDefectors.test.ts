/**
 * F710 Imperial Defectors in the Court (seed 003: "**Crisis:** In the rolled cluster, replace all
 * Imperial ships with ships of the Outlaw earliest in turn order. Bury this card."), on the built
 * save through the TTS fake: the Crises' press sends each seat's ships in supply with the map; the
 * core decides the replacing (src/core/campaign/fates/defectors.ts) after the Blight Crises (BR p.18),
 * so the table moves the ships once the Blight hits are carried out: the Imperial ships back to the
 * Imperial supply, the Outlaw's ships in their place, a damaged one tipped (base p.22 "Replace").
 * A save loaded while the move waits for the Blight hits carries it out once, and a press by a player
 * who does not resolve the Crises is refused to them alone with nothing moved.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command } from "../../src/core/game/types";
import type { TtsTable } from "../../tools/ttsFake/table";
import { tableLog } from "../support/scenario";
import { campaign, game, host, lastTo, record, reload, rollCrisesOnTwo, seats, tableAtEventPhase, zone } from "../support/campaignEvents";
import { takeCard } from "../support/faithfulTable";
import { bag } from "../support/battleTable";
import { campaignPieces } from "../support/campaignBattle";

// Red is an Outlaw: the first from the initiative holder (Yellow, then Blue, then Red; base p.22).
for (const p of record.players) if (p.colour === "Red") p.title = "outlaw";

/** The Imperial and Red ships in a system, fresh and damaged ("i2+1", "r0+0"). */
function shipsIn(table: TtsTable, id: string): string {
  const here = table.world.objectsIn(zone(table, "system", id));
  const of = (tag: string, more: string[]) => here.filter((o) => o.tags.includes(tag) && more.every((t) => o.tags.includes(t)));
  const tipped = (o: { rotation: { z: number } }) => Math.abs(Math.abs(o.rotation.z) - 90) < 1 || Math.abs(o.rotation.z - 270) < 1;
  const count = (list: { rotation: { z: number } }[]) => `${list.filter((o) => !tipped(o)).length}+${list.filter(tipped).length}`;
  return `i${count(of("imperial-ship", []))} r${count(of("ship", ["Red"]))}`;
}

describe("Imperial Defectors' Crisis on the table: Red's ships replace the rolled cluster's Imperial ships after the Blight hits (seed 003 F710; BR p.18; base p.22)", () => {
  let table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const imperialBag = () => bag(table, "imperial-ship-supply").contents.length;
  const redBag = () => bag(table, "supply", "ship", "Red").contents.length;
  let before = { imperial: 0, red: 0 };

  test("Imperial Defectors in the Court; cluster 2 shows 3 Imperial ships in its gate (1 damaged) and 1 beside a fresh Blight; the dice land on cluster 2; the press sends the ships in supply", () => {
    expect(holder).toBe("Yellow");
    table.clickUi(holder, "arcsEventNoSummit");
    const slot = zone(table, "court-slot", "2");
    for (const o of table.world.objectsIn(slot).filter((x) => x.isCard)) table.world.move(o, { x: 80, y: 1, z: 82 });
    takeCard(table, "F710", { ...slot.position, y: slot.position.y + 0.3 });
    campaignPieces(table, "imperial-ship", "2.0", 3, 1);
    campaignPieces(table, "imperial-ship", "2.1", 1);
    campaignPieces(table, "blight", "2.1", 1);
    table.settle();
    rollCrisesOnTwo(table, holder);
    before = { imperial: imperialBag(), red: redBag() };
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    const sent = tableLog(table).commands.filter((c) => c.type === "resolveCrises").pop() as Extract<Command, { type: "resolveCrises" }>;
    expect(sent.players!.filter((p) => p.colour === "Red")[0].ships).toBe(before.red);
    expect(campaign(table).lastCrises!.pieces).toEqual([{ colour: "Red", defect: { system: "2.0", fresh: 2, damaged: 1 } }]);
    expect(table.messages.some((m) => m.text.includes("Imperial Defectors: Red replaces 3 Imperial ships in cluster 2 (1 damaged)"))).toBe(true);
    // The Blight Crises come first (BR p.18): nothing is replaced before the Blight hits are carried out.
    table.world.advanceFrames(30);
    expect(shipsIn(table, "2.0")).toBe("i2+1 r0+0");
  });

  test("a save loaded while the move waits; Blue's press of Carry out the Blight hits is refused to Blue alone, nothing moves", () => {
    table = reload(table, seats, host);
    table.world.advanceFrames(30);
    expect(shipsIn(table, "2.0")).toBe("i2+1 r0+0");
    table.forgeUiClick("Blue", "arcsEventBlight");
    table.settle();
    expect(lastTo(table, "Blue")).toBe("only Yellow may carry out the Blight hits now");
    expect(table.messages.filter((m) => m.text === "only Yellow may carry out the Blight hits now").every((m) => m.to === "Blue")).toBe(true);
    expect([shipsIn(table, "2.0"), shipsIn(table, "2.1")]).toEqual(["i2+1 r0+0", "i1+0 r0+0"]);
    expect({ imperial: imperialBag(), red: redBag() }).toEqual(before);
  });

  test("Yellow carries out the Blight hits: the Imperial ship in 2.1 is destroyed, then 2.0's three go back to the Imperial supply and three of Red's take their place, one tipped", () => {
    table.clickUi(holder, "arcsEventBlight");
    table.settle();
    expect([shipsIn(table, "2.0"), shipsIn(table, "2.1")]).toEqual(["i0+0 r2+1", "i0+0 r0+0"]);
    expect({ imperial: imperialBag(), red: redBag() }).toEqual({ imperial: before.imperial + 4, red: before.red - 3 });
    // Once, not again after a load.
    table = reload(table, seats, host);
    table.world.advanceFrames(30);
    expect([shipsIn(table, "2.0"), redBag()]).toEqual(["i0+0 r2+1", before.red - 3]);
    expect(table.scriptErrors).toEqual([]);
  });
});
