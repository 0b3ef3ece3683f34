/**
 * Spore Guides' Seed (F2103, the Naturalist's Guild card; issue 35) on the BUILT save's Global in the
 * TTS fake (src/tts/campaign/mapCards.ts, the core's campaign/fates/blightCards.ts seedOutcome): the
 * holder's press throws the number die and asks the cluster, then a system there with no Blight; the
 * press sends the die's face, the change (one Loyal agent returned from the Court per step) and the
 * holder's agents the Court shows. Card text: seed 003's card reference; the placed Blight: BR p.19.
 */
import type { GameState } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto } from "../support/fateTable";
import { coreState } from "../support/scenario";
import { campaignPieces } from "../support/campaignBattle";
import { die } from "../support/campaignEvents";
import { redLeads } from "../core/campaign/mapFixtures";

const save = () => builtSave().save as unknown as SaveFile;
const game = (table: TtsTable): GameState => coreState(table)!;
const to = (table: TtsTable, c: string) => table.messages.filter((m) => m.to === c).map((m) => m.text).join(" ");
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ");
const labels = (o: FakeObject) => o.buttons.map((b) => String(b.label));
const blightIn = (table: TtsTable, id: string) => table.world.objectsIn(zoneOf(table, "system", id)).filter((o) => o.tags.includes("blight"));
const damaged = (o: FakeObject) => Math.abs(o.rotation.z - 180) < 1;

function press(table: TtsTable, colour: string, o: FakeObject, label: string): void {
  table.messages.length = 0;
  table.clickButton(colour, o, label);
  table.settle();
}

describe("seed 003 F2103 Spore Guides on the table: 'Seed (Build): Roll the number die. For each Loyal agent you choose to return from the Court, change the roll by 1--\"6\" wraps to \"1\" and vice versa. In the rolled cluster, place 1 damaged Blight in a system with no Blight.'", () => {
  /** Red has led a Construction card and holds Spore Guides; 1 Red agent in Court slot 1; a Blight in 2.1. */
  function staged(): { table: TtsTable; card: FakeObject; agent: FakeObject } {
    const table = loadWithGame(save(), redLeads("construction"), "Red");
    const [agent] = takePieces(table, "agent", "Red", 1, zoneOf(table, "court-slot", "1"));
    campaignPieces(table, "blight", "2.1", 1, 0);
    table.settle();
    return { table, card: fateSetCardInto(table, "F2103", "Red"), agent };
  }

  test("Blue's press is refused to Blue alone; the die rolls 6; cluster 2 (2 steps) with 1 agent in the Court is refused to Red alone, nothing moves; cluster 1 (6 wraps to 1): the agent goes home, a damaged Blight from the supply lands in 1.1, a Build action spent", () => {
    const { table, card, agent } = staged();
    const bag = table.find((o) => o.isContainer && o.tags.includes("blight-supply"))[0];
    const before = bag.contents.length;
    const agents = table.find((o) => o.isContainer && o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes("Red"))[0];
    const home = agents.contents.length;
    expect(labels(card)).toEqual(["Seed (Build)"]);
    press(table, "Blue", card, "Seed (Build)");
    expect(to(table, "Blue")).toContain("only Red may use it");
    expect(labels(card)).toEqual(["Seed (Build)"]);

    table.queueRoll(die(table, "number"), "number-6");
    press(table, "Red", card, "Seed (Build)");
    expect(labels(card)).toEqual(["Cluster 1", "Cluster 2", "Cluster 3", "Cluster 4", "Cluster 5", "Cluster 6", "Cancel"]);
    press(table, "Red", card, "Cluster 2");
    expect(labels(card)).toEqual(["Seed in 2.0", "Seed in 2.2", "Seed in 2.3", "Cancel"]);
    press(table, "Red", card, "Seed in 2.2");
    expect(to(table, "Red")).toContain("Seed (Spore Guides, F2103): Red has 1 Loyal agent(s) in the Court");
    expect(publicText(table)).not.toContain("Seed");
    expect(game(table).actions).toBeUndefined();
    expect(blightIn(table, "2.2")).toEqual([]);
    expect(table.world.objectsIn(zoneOf(table, "court-slot", "1"))).toContain(agent);
    expect(labels(card)).toEqual(["Seed (Build)"]);

    table.queueRoll(die(table, "number"), "number-6");
    press(table, "Red", card, "Seed (Build)");
    press(table, "Red", card, "Cluster 1");
    press(table, "Red", card, "Seed in 1.1");
    expect(publicText(table)).toContain("Red takes Seed (Spore Guides, F2103): die 6, 1 Loyal agent(s) back from the Court, 1 damaged Blight in 1.1 (from the supply, else the most Blight Trophies, BR p.19)");
    expect(game(table).actions?.taken).toEqual(["build"]);
    expect(blightIn(table, "1.1").map(damaged)).toEqual([true]);
    expect(bag.contents.length).toBe(before - 1);
    expect(table.world.objectsIn(zoneOf(table, "court-slot", "1"))).not.toContain(agent);
    expect(agents.contents.length).toBe(home + 1);
    expect(labels(card)).toEqual(["Seed (Build)"]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("Cancel puts the card's button back; a cluster whose every system has Blight is refused to Red alone", () => {
    const { table, card } = staged();
    for (const id of ["3.0", "3.1", "3.2", "3.3"]) campaignPieces(table, "blight", id, 1, 1);
    table.settle();
    press(table, "Red", card, "Seed (Build)");
    press(table, "Red", card, "Cluster 3");
    expect(to(table, "Red")).toContain("Seed: no system without Blight in cluster 3 lies on the map");
    press(table, "Red", card, "Cancel");
    expect(labels(card)).toEqual(["Seed (Build)"]);
    expect(game(table).actions).toBeUndefined();
    expect(table.scriptErrors).toEqual([]);
  });

  test("with the number die gone from the table, the press tells Red alone and asks nothing", () => {
    const { table, card } = staged();
    table.world.destroy(die(table, "number"));
    table.settle();
    press(table, "Red", card, "Seed (Build)");
    expect(to(table, "Red")).toContain("Seed: the number die is not on the table");
    expect(publicText(table)).not.toContain("Seed");
    expect(labels(card)).toEqual(["Seed (Build)"]);
    expect(table.scriptErrors).toEqual([]);
  });
});
