/**
 * The Planet Breaker's builds on the BUILT save's Global in the TTS fake (issue 35; src/tts/campaign/bunkers.ts
 * hammerDrop, src/tts/map/mapActions.ts onResettle; the core's campaign/fates/planetHammer.ts).
 * Seed 003 F1104 Planet Hammer: "Prepare (Build): Place a Hammer token at a planet you control. If one
 * is already on the map, return it to your supply first." (F1103A: "Hammer Fragment tokens are now
 * known as Hammer tokens".) F1105-F1109 the Refugees: "Resettle (Build): Build a Free city on a <type>
 * planet you control. Clear your <type> Outrage and gain <type> up to your number of empty resource
 * slots. Tuck this card under the Breaking Worlds card." Control on a player's turn: BR p.10.
 */
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { dropInto, fateSetCardInto, inArea, inSystem } from "../support/fateTable";
import { coreState } from "../support/scenario";
import { redLeads } from "../core/campaign/mapFixtures";

const to = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join(" ");
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ");

/** Red has led a Construction card: 2 fresh Red ships in 2.1 (Psionic), a Blue ship in 2.2 (Weapon); `cards` in Red's play area. */
function staged(cards: string[]): TtsTable {
  const table = loadWithGame(builtSave().save as unknown as SaveFile, redLeads("construction"), "Red");
  // A campaign's save keeps its zones opened to campaign objects (layout.ts openZonesToCampaign); this one was a base save.
  for (const z of table.find((o) => o.isZone && o.tags.includes("system"))) {
    z.data.Tags = [...z.tags, "campaign"];
    table.world.refreshZones(z);
  }
  takePieces(table, "ship", "Red", 2, zoneOf(table, "system", "2.1"));
  takePieces(table, "ship", "Blue", 1, zoneOf(table, "system", "2.2"));
  cards.forEach((id, i) => fateSetCardInto(table, id, "Red", i));
  table.settle();
  return table;
}

describe("seed 003 F1104 Planet Hammer on the table: a Hammer token let go by its holder is Prepare", () => {
  test("at 2.2 (Blue's) refused to Red alone and back in Red's play area; at 2.1 a Build, the Hammer token already on the map (2.3) back where this one was picked up; a Broken World stays", () => {
    const table = staged(["F1104"]);
    const outer = table.withTag("fate-token-bag")[0];
    const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f11-hammer-fragment")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    const take = (at: { x: number; y: number; z: number }, z = 0): FakeObject => table.playerTake(bag, { position: { ...at, y: 2 }, rotation: { x: 0, y: 180, z } })!;
    const old = take(spotIn(zoneOf(table, "system", "2.3"), 5));
    const broken = take(spotIn(zoneOf(table, "system", "3.1"), 5), 180);
    const hammer = take(spotIn(zoneOf(table, "play-area", "Red"), 4));
    table.settle();

    dropInto(table, hammer, "2.2");
    expect(to(table, "Red")).toBe("Prepare (Planet Hammer (F1104)): Red does not control 2.2 (BR p.10). It went back.");
    expect(to(table, "Blue")).toBe("");
    expect(inArea(table, hammer, "Red")).toBe(true);
    expect(coreState(table)!.actions?.taken ?? []).toEqual([]);

    dropInto(table, hammer, "2.1");
    expect(to(table, "Red")).toBe("");
    expect(publicText(table)).toContain("Red builds a Hammer token in 2.1");
    expect(coreState(table)!.actions?.mapActs).toEqual(["build:hammer@2.1"]);
    expect(inSystem(table, "2.1", hammer)).toBe(true);
    expect(inSystem(table, "2.3", old)).toBe(false);
    expect(inArea(table, old, "Red")).toBe(true);
    expect(inSystem(table, "3.1", broken)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });

  test("without the Planet Hammer in Red's play area, a Hammer Fragment let go is a correction left alone (setup places them by hand, F1101A)", () => {
    const table = staged([]);
    const outer = table.withTag("fate-token-bag")[0];
    const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f11-hammer-fragment")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    const token = table.playerTake(bag, { position: { x: 31, y: 2, z: -12 } })!;
    table.settle();
    dropInto(table, token, "2.2");
    expect(table.messages).toEqual([]);
    expect(inSystem(table, "2.2", token)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1105-F1109 the Refugees on the table: a Free city let go by a Refugees card's holder is Resettle", () => {
  test("at 2.2 (Weapon, Blue's) refused to Red alone and back; at 2.1 (Psionic) Heartworld Refugees' Build: Psionic up to Red's empty resource slots, the Outrage and the tuck told", () => {
    const table = staged(["F1107", "F1109"]);
    const bag = table.withTag("free-city-supply")[0];
    const city = table.playerTake(bag, { position: { x: 31, y: 2, z: -12 } })!;
    const psionic = () => table.world.objectsIn(zoneOf(table, "resources-zone", "Red")).filter((o) => o.tags.includes("resource") && o.tags.includes("psionic")).length;
    const all = () => table.world.objectsIn(zoneOf(table, "resources-zone", "Red")).filter((o) => o.tags.includes("resource")).length;
    const onMap = (o: FakeObject) => table.world.zonesContaining(o).some((z) => z.tags.includes("system"));
    expect(table.find((o) => o.tags.includes("city") && o.tags.includes("Red") && !onMap(o))).toHaveLength(5);
    table.settle();

    dropInto(table, city, "2.2");
    expect(to(table, "Red")).toBe("Resettle (Deadworld Refugees (F1107)): Red does not control 2.2 (BR p.10). It went back where it was.");
    expect(to(table, "Blue")).toBe("");
    expect(inSystem(table, "2.2", city)).toBe(false);

    const before = { psionic: psionic(), all: all() };
    dropInto(table, city, "2.1");
    expect(to(table, "Red")).toBe("");
    expect(publicText(table)).toContain("Red builds a Free city in 2.1; clear your psionic Outrage, tuck the card under Breaking Worlds");
    expect(coreState(table)!.actions?.mapActs).toEqual(["build:free city@2.1"]);
    expect(inSystem(table, "2.1", city)).toBe(true);
    // Red's board holds its 5 cities: 2 open resource slots (p.7), both empty.
    expect(before).toEqual({ psionic: 0, all: 0 });
    expect(psionic()).toBe(2);
    expect(table.scriptErrors).toEqual([]);
  });

  test("without a Refugees card, a Free city Red lets go (as Song of Freedom's, CC14, would be) is left alone", () => {
    const table = staged(["F1104"]);
    const city = table.playerTake(table.withTag("free-city-supply")[0], { position: { x: 31, y: 2, z: -12 } })!;
    table.settle();
    dropInto(table, city, "2.1");
    expect(table.messages).toEqual([]);
    expect(inSystem(table, "2.1", city)).toBe(true);
    expect(coreState(table)!.actions?.mapActs ?? []).toEqual([]);
    expect(table.scriptErrors).toEqual([]);
  });
});
