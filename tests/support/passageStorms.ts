/**
 * Passage Storms (F2206) over a Rival's ships in the Twisted Passage, on the built save in the TTS
 * fake: the staging campaignPassageStormsHits and campaignDeadLive share (a table from
 * campaignEvents' tableAtEventPhase).
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { rollCrisesOnTwo, zone } from "./campaignEvents";
import { takeCard } from "./faithfulTable";
import { bag, near } from "./battleTable";

export const TP = "Twisted Passage";
export const centre = (table: TtsTable) => zone(table, "twisted-passage", TP);
export const byGuid = (table: TtsTable, o: FakeObject) => table.find((x) => x.guid === o.guid)[0];
export const inPassage = (table: TtsTable, o: FakeObject) => table.world.objectsIn(centre(table)).some((x) => x.guid === o.guid);

/**
 * No Summit; Passage Storms laid in Court slot 2 (its cards moved off); 2 fresh and 1 damaged ships of
 * `rival` taken from their supply into the Twisted Passage; the Crises rolled on 2 and pressed by
 * `holder`. Returns the ships (the damaged one last) and the supply's count before they were taken.
 */
export function stormsOverRivalShips(table: TtsTable, holder: Colour, rival: Colour): { ships: FakeObject[]; supply: number } {
  table.clickUi(holder, "arcsEventNoSummit");
  const slot = zone(table, "court-slot", "2");
  for (const o of table.world.objectsIn(slot).filter((x) => x.isCard)) table.world.move(o, { x: 80, y: 1, z: 82 });
  takeCard(table, "F2206", { ...slot.position, y: slot.position.y + 0.3 });
  const supply = bag(table, "supply", "ship", rival).contents.length;
  const ships = [0, 1, 2].map((i) => {
    const s = table.playerTake(bag(table, "supply", "ship", rival), { position: near(centre(table).position) })!;
    s.rotation = { x: 0, y: 180, z: i === 2 ? 90 : 0 };
    return s;
  });
  table.settle();
  rollCrisesOnTwo(table, holder);
  table.clickUi(holder, "arcsEventCrises");
  table.settle();
  return { ships, supply };
}
