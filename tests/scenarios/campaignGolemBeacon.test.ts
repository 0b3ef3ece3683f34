/**
 * Seed 003 F502 Golem Beacon on the table (issue 35; src/tts/campaign/golems.ts, the core's
 * campaign/fates/golems.ts): "Awaken (Influence): Take any Golems you control from the map and place
 * them on your Golem Hearth card. Flip these Golems to Awake if you are winning a declared ambition."
 * The card in the Caretaker's play area carries an "Awaken" button; a Rival's press is refused to them
 * alone; the Caretaker's sends the Golems' systems as read and, accepted, the Golems in the systems
 * they control go onto their Golem Hearth (F503), Sleeping while they win no declared ambition.
 */
import type { Command } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import type { GameState } from "../../src/core/game/types";
import { lastTo } from "../support/campaignEvents";
import { actI, redLed } from "../core/campaign/outrageCardFixtures";

describe("seed 003 F502 Golem Beacon: Awaken takes the Golems the Caretaker controls onto the Golem Hearth", () => {
  let table: TtsTable;
  let beacon: FakeObject;
  let hearth: FakeObject;
  let golems: FakeObject[];
  const systemOf = (o: FakeObject) => table.world.zonesContaining(o).find((z) => z.tags.includes("system"))?.data.GMNotes;

  beforeAll(() => {
    // Act I: Red the Caretaker has led a card.
    table = loadWithGame(builtSave().save as unknown as SaveFile, redLed(actI(["FATE05", "FATE01", "FATE03"])).s, "Red");
    for (const z of table.find((o) => o.isZone && o.tags.includes("system"))) {
      z.data.Tags = [...z.tags, "campaign"];
      table.world.refreshZones(z);
    }
    // Red holds gates 1.0 and 2.0 with a ship each, Blue 3.0; a Sleeping Golem at each.
    takePieces(table, "ship", "Red", 1, zoneOf(table, "system", "1.0"));
    takePieces(table, "ship", "Red", 1, zoneOf(table, "system", "2.0"));
    takePieces(table, "ship", "Blue", 1, zoneOf(table, "system", "3.0"));
    const outer = table.withTag("fate-token-bag")[0];
    const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f5-sleeping-golem")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    golems = ["1.0", "2.0", "3.0"].map((id) => table.playerTake(bag, { position: { ...spotIn(zoneOf(table, "system", id), 5), y: 2 } })!);
    hearth = fateSetCardInto(table, "F503", "Red");
    table.world.move(hearth, { ...spotIn(zoneOf(table, "play-area", "Red"), 2), y: 1.5 });
    beacon = fateSetCardInto(table, "F502", "Red");
    table.settle();
    table.messages.length = 0;
  });

  test("the card carries its button; a Rival's press is refused to them alone", () => {
    expect(beacon.buttons.map((b) => String(b.label))).toEqual(["Awaken"]);
    table.clickButton("Blue", beacon, "Awaken");
    expect(lastTo(table, "Blue")).toBe("Golem Beacon lies in Red's play area: only Red may use it");
    expect(golems.map(systemOf)).toEqual(["1.0", "2.0", "3.0"]);
  });

  test("Red's press: the Golems of 1.0 and 2.0 lie on the Golem Hearth, Sleeping side up; Blue's stays; an Influence action spent", () => {
    table.clickButton("Red", beacon, "Awaken");
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    expect(golems.map(systemOf)).toEqual([undefined, undefined, "3.0"]);
    for (const g of golems.slice(0, 2)) {
      expect(Math.hypot(g.position.x - hearth.position.x, g.position.z - hearth.position.z)).toBeLessThan(1);
      expect(Math.abs(g.rotation.z)).toBeLessThan(1);
    }
    const sent = tableLog(table).commands.filter((c) => c.type === "awakenGolems") as (Command & { map: { fateTokens: unknown[]; playAreas: unknown[] } })[];
    expect(sent).toHaveLength(1);
    expect((coreState(table) as GameState).actions?.taken).toEqual(["influence"]);
    expect(sent[0].map.fateTokens).toEqual([1, 2, 3].map((n) => ({ system: `${n}.0`, token: "Sleeping Golem" })));
    expect(sent[0].map.playAreas).toEqual([{ colour: "Red", cards: ["F502"] }]);
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n")).toContain("Red Awakens 2 Golem(s) from 1.0, 2.0 onto Golem Hearth (F503), Sleeping: not winning a declared ambition (Golem Beacon (F502))");
  });

  test("pressed again with no Golem left in a system Red controls: refused to Red", () => {
    table.clickButton("Red", beacon, "Awaken");
    expect(lastTo(table, "Red")).toBe("Red controls no system with a Golem (Golem Beacon (F502))");
  });
});
