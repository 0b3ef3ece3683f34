/**
 * Seed 003 F506 Golem Actions on the table (issue 35; src/tts/campaign/golems.ts, the core's
 * campaign/fates/golems.ts): "Prelude: You may spend your Awake Golems to optionally take their
 * actions." In the rules booklet the card carries a "Spend Golem" button; a press by a player who is
 * not in their Prelude, or who holds no Awake Golem, is refused to them alone; the Caretaker's (Red's)
 * press with an Awake Golem in their resource slots is accepted, the Golem turned to its Sleeping side
 * (F505 "When a Golem is spent or discarded, flip it to Sleeping"), and F501B advances 2. At the
 * chapter's score the Golems a player has go with the snapshot (F501B "advance 2 for each Golem you have").
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { lastTo, reload } from "../support/campaignEvents";
import { fateSetCardInto, golemsTo, scoreAtTable } from "../support/fateTable";
import { stagedChapterEnd } from "../support/campaignRun";
import { actI, redLed } from "../core/campaign/outrageCardFixtures";
import { run } from "../core/game/helpers";

const objective = (table: TtsTable) => ((coreState(table) as GameState).campaign as CampaignState).players[0].objective;

describe("seed 003 F506 Golem Actions: Spend Golem in the Prelude", () => {
  let table: TtsTable;
  let golem: FakeObject;
  const law = () => table.find((o) => o.isCard && o.data.GMNotes === "F506")[0];

  beforeAll(() => {
    // Act I: Red the Caretaker (marker on 20) has led a card; a Golem lies Sleeping in Red's resource slots.
    const s = run(actI(["FATE05", "FATE01", "FATE03"]), { type: "setObjective", player: "Red", space: 20 } as Command);
    const laid = loadWithGame(builtSave().save as unknown as SaveFile, redLed(s).s, "Red");
    // The Law as the setup lays it in the rules booklet; the table saved and loaded draws its buttons.
    const card = fateSetCardInto(laid, "F506", "Red");
    laid.world.move(card, { ...zoneOf(laid, "rules-booklet-slot", "laws-4").position, y: 1.5 });
    laid.settle();
    table = reload(laid, ["Red", "Blue", "Yellow"], "Red");
    golem = golemsTo(table, "Red", 1)[0];
    table.settle();
    expect(table.world.zonesContaining(golem).some((z) => z.tags.includes("resources-zone") && z.tags.includes("Red"))).toBe(true);
    table.messages.length = 0;
  });

  test("the Law in the rules booklet carries its button; Blue's press (not their turn) is refused to Blue alone", () => {
    expect(law().buttons.map((b) => String(b.label))).toEqual(["Scrap", "Spend Golem"]);
    table.clickButton("Blue", law(), "Spend Golem");
    expect(lastTo(table, "Blue")).toMatch(/Red's turn/);
    expect(table.messages.filter((m) => m.to === undefined)).toEqual([]);
  });

  test("Red's press with the Golem Sleeping: refused to Red alone, nothing spent", () => {
    table.clickButton("Red", law(), "Spend Golem");
    expect(lastTo(table, "Red")).toBe("Red has no Awake Golem to spend (F506)");
    expect(objective(table)).toBe(20);
  });

  test("Red turns it Awake and presses: accepted, the Golem back on its Sleeping side, F501B advances 2", () => {
    table.flip("Red", golem);
    table.settle();
    table.clickButton("Red", law(), "Spend Golem");
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    expect(tableLog(table).commands.filter((c) => c.type === "spendGolem")).toEqual([{ type: "spendGolem", player: "Red", awake: 1 }]);
    expect(Math.abs(golem.rotation.z)).toBeLessThan(1);
    expect(objective(table)).toBe(18);
    const all = table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
    expect(all).toContain("Red spends an Awake Golem in the Prelude (F506)");
    expect(all).toContain("Red's objective advances 2 for a Golem spent in a Prelude (F501B): marker 20 -> 18");
  });
});

describe("seed 003 F501B: the Golems a player has go with the chapter's score", () => {
  test("two Golems in Red's resource slots: the snapshot says 2 for Red, 0 for the others", () => {
    const s = stagedChapterEnd(5, 3, "I", 1, { Red: ["FATE05", "A"], Blue: ["FATE01", "A"], Yellow: ["FATE03", "A"] });
    // Loaded, the campaign's zones see its objects (the resource slots too: Golems fill them, F505).
    const table = reload(loadWithGame(builtSave().save as unknown as SaveFile, s, "Red"), ["Red", "Blue", "Yellow"], "Red");
    golemsTo(table, "Red", 2);
    table.settle();
    const score = scoreAtTable(table);
    expect(score.snapshot.players.map((p) => `${p.colour}:${p.golems}`).sort()).toEqual(["Blue:0", "Red:2", "Yellow:0"]);
  });
});
