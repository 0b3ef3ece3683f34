/**
 * Planet-Eater Loose's Crisis at the campaign table (F1111, seed 003: "**Crisis:** Roll the event die
 * again. If you roll the same symbol, place a Broken World token on the rolled planet. Resolve the
 * Breaking Worlds card."; BR p.18 the Crises after the event roll): with the card in the Court, the
 * resolver's Crises press throws the event die again (src/tts/campaign/eventPhase/clicks.ts) and
 * sends its face with the map; the core compares it with the event's roll and tells the break at the
 * rolled planet with Breaking Worlds' steps (src/core/campaign/crisesCourt.ts). Another seat's press is
 * refused to it alone with the die left as it lies; a save and load before the press changes nothing.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { TtsTable } from "../../tools/ttsFake/table";
import { rolledPlaces } from "../../src/core/campaign/crisesDice";
import { campaign, die, game, host, lastTo, reload, rollCrisesOnTwo, seats, tableAtEventPhase, zone } from "../support/campaignEvents";
import { takeCard } from "../support/faithfulTable";

/** Planet-Eater Loose in Court slot 2 (its card moved off), the event dice rolled: Crisis, arrow, cluster 2. */
function staged(): { table: TtsTable; holder: Colour; rival: Colour } {
  const table = tableAtEventPhase();
  const holder = game(table).initiative as Colour;
  const rival = seats.find((c) => c !== holder) as Colour;
  table.clickUi(holder, "arcsEventNoSummit");
  const slot = zone(table, "court-slot", "2");
  for (const o of table.world.objectsIn(slot).filter((x) => x.isCard)) table.world.move(o, { x: 80, y: 1, z: 82 });
  takeCard(table, "F1111", { ...slot.position, y: slot.position.y + 0.3 });
  table.settle();
  rollCrisesOnTwo(table, holder);
  return { table, holder, rival };
}

const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
const PLANET = rolledPlaces("arrow", 2).rolledPlanet;

describe("seed 003 F1111 Planet-Eater Loose's Crisis at the table (BR p.18)", () => {
  test("a Rival's press is refused to them alone, the event die not thrown; after a save and load the resolver's press throws it again: arrow again breaks the rolled planet, told with Breaking Worlds' steps", () => {
    let { table, holder, rival } = staged();
    const face = die(table, "event").rotation;
    table.messages.length = 0;
    table.forgeUiClick(rival, "arcsEventCrises");
    table.settle();
    expect(lastTo(table, rival)).toBe(`only ${holder} may resolve the Crises now`);
    expect(publicText(table)).toBe("");
    expect(die(table, "event").rotation).toEqual(face);
    expect(campaign(table).crisesDue).toBe(true);
    table = reload(table, seats, host);
    table.queueRoll(die(table, "event"), "crisis-arrow");
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    expect(campaign(table).lastCrises!.court.map((c) => c.card)).toContain("F1111");
    expect(publicText(table)).toContain(`Planet-Eater Loose rolls arrow again: a Broken World token on ${PLANET}; Breaking Worlds (F1103B) there: everyone Provokes`);
  });

  test("another symbol on the second roll: no world breaks", () => {
    const { table, holder } = staged();
    table.queueRoll(die(table, "event"), "crisis-hex");
    table.clickUi(holder, "arcsEventCrises");
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    expect(publicText(table)).toContain("Planet-Eater Loose rolls hex, not arrow: no world breaks");
  });
});
