/**
 * Warden's Levy (F1612) on the BUILT save's Global in the TTS fake (issue 35; src/tts/campaign/mapCards.ts,
 * the core's campaign/fates/levy.ts). Seed 003 F1612: "Levy (Tax): Place 1 ship here from a Vassal's
 * supply. This card can hold a max of 1 ship of a Vassal for each Fief where you are their Lord."
 * F1609: the Seat's city's player is the Lord of its cluster; Rivals with a Loyal city or Flagship
 * there are their Vassals. The press asks the Rival; the map it sends carries every Seat, and the
 * action the Rival's ships lying on the card.
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { rulesBookletOf } from "../../src/core/campaign/booklet";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takeCity, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import { redLeads } from "../core/campaign/mapFixtures";

const game = (table: TtsTable): GameState => coreState(table)!;
const to = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join(" ");
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ");
const labels = (o: FakeObject) => o.buttons.map((b) => String(b.label));
const shipBag = (table: TtsTable, colour: string) => table.find((o) => o.isContainer && o.tags.includes("supply") && o.tags.includes("ship") && o.tags.includes(colour))[0];

/** Blue's ships whose centre lies within the card (a Fate card's half size, as campaignBlightHunger.test.ts reads it). */
function blueOn(table: TtsTable, card: FakeObject): FakeObject[] {
  return table.find((o) => !o.isZone && !o.isContainer && o.tags.includes("ship") && o.tags.includes("Blue") && Math.abs(o.position.x - card.position.x) <= 1.1 && Math.abs(o.position.z - card.position.z) <= 1.6);
}

function press(table: TtsTable, colour: string, o: FakeObject, label: string): void {
  table.messages.length = 0;
  table.clickButton(colour, o, label);
  table.settle();
}

describe("seed 003 F1612 Warden's Levy on the table: 'Levy (Tax): Place 1 ship here from a Vassal's supply.'", () => {
  test("Blue's press is refused to Blue alone; Yellow (no city in Red's Fief) is refused to Red alone; Blue (a city in cluster 1, whose Seat is on Red's city) gives 1 ship onto the card; a second is over the card's max", () => {
    const s = redLeads("administration");
    const c = s.campaign as CampaignState;
    const table = loadWithGame(builtSave().save as unknown as SaveFile, { ...s, campaign: { ...c, rulesBooklet: { edicts: rulesBookletOf(c).edicts, laws: [["F1609"], ["F1610"]] } } }, "Red");
    const red = takeCity(table, "Red", zoneOf(table, "system", "1.1"));
    takeCity(table, "Blue", zoneOf(table, "system", "1.2"));
    const outer = table.withTag("fate-token-bag")[0];
    const seats = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f16-seat")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    table.playerTake(seats, { position: { x: red.position.x + 0.05, y: 2, z: red.position.z } });
    const levy = fateSetCardInto(table, "F1612", "Red");
    expect(labels(levy)).toEqual(["Levy (Tax)"]);

    press(table, "Blue", levy, "Levy (Tax)");
    expect(to(table, "Blue")).toContain("only Red may use it");

    press(table, "Red", levy, "Levy (Tax)");
    expect(labels(levy)).toEqual(["Levy Blue", "Levy Yellow", "Cancel"]);
    const yellow = shipBag(table, "Yellow").contents.length;
    press(table, "Red", levy, "Levy Yellow");
    expect(to(table, "Red")).toContain("Levy (Warden's Levy, F1612): Yellow is not Red's Vassal (no Loyal city or Flagship in Red's Fiefs)");
    expect(publicText(table)).not.toContain("Levy");
    expect(game(table).actions).toBeUndefined();
    expect(shipBag(table, "Yellow").contents.length).toBe(yellow);
    expect(labels(levy)).toEqual(["Levy (Tax)"]);

    const blue = shipBag(table, "Blue").contents.length;
    press(table, "Red", levy, "Levy (Tax)");
    press(table, "Red", levy, "Levy Blue");
    expect(game(table).actions?.taken).toEqual(["tax"]);
    expect(publicText(table)).toContain("Red takes Levy (Warden's Levy, F1612): 1 Blue ship from Blue's supply onto the card");
    expect(shipBag(table, "Blue").contents.length).toBe(blue - 1);
    expect(blueOn(table, levy)).toHaveLength(1);
    // Lying on the card, not among Red's Trophies or Captives.
    for (const tag of ["trophies", "captives"]) expect(table.world.objectsIn(zoneOf(table, tag, "Red")).filter((o) => o.tags.includes("Blue"))).toEqual([]);
    const sent = tableLog(table).commands.filter((x) => x.type === "mapAction").pop() as Extract<Command, { type: "mapAction" }>;
    expect(sent.action).toEqual({ kind: "card", card: "F1612", vassal: "Blue", held: 0 });
    expect(sent.map.fateTokens).toEqual([{ system: "1.1", token: "Seat 1st", on: "Red" }]);

    press(table, "Red", levy, "Levy (Tax)");
    press(table, "Red", levy, "Levy Blue");
    expect(to(table, "Red")).toContain("Levy (Warden's Levy, F1612): the card holds its max of 1 Blue ships (1 per Fief)");
    expect(shipBag(table, "Blue").contents.length).toBe(blue - 1);
    expect(table.scriptErrors).toEqual([]);
  });
});
