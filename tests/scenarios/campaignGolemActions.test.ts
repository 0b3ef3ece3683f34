/**
 * Seed 003 F506 Golem Actions on the table (issue 35; src/tts/campaign/golems.ts, the core's
 * campaign/fates/golems.ts): "Prelude: You may spend your Awake Golems to optionally take their
 * actions." In the rules booklet the card carries a "Spend <Golem>" button per Golem; a press by a player who is
 * not in their Prelude, or who holds no Awake Golem of the name pressed, is refused to them alone; the
 * Caretaker's (Red's) press for their Awake Seeker is accepted, that Golem turned to its Sleeping side
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
import { fateSetCardInto, golemTo, golemsTo, scoreAtTable } from "../support/fateTable";
import { stagedChapterEnd } from "../support/campaignRun";
import { actI, redLed } from "../core/campaign/outrageCardFixtures";
import { run } from "../core/game/helpers";

const objective = (table: TtsTable) => ((coreState(table) as GameState).campaign as CampaignState).players[0].objective;

describe("seed 003 F506 Golem Actions: Spend <Golem> in the Prelude, the Golem the player names", () => {
  let table: TtsTable;
  let seeker: FakeObject;
  let warrior: FakeObject;
  const law = () => table.find((o) => o.isCard && o.data.GMNotes === "F506")[0];

  beforeAll(() => {
    // Act I: Red the Caretaker (marker on 20) has led a card; the Seeker lies Sleeping, the Warrior Awake, in Red's resource slots.
    const s = run(actI(["FATE05", "FATE01", "FATE03"]), { type: "setObjective", player: "Red", space: 20 } as Command);
    const laid = loadWithGame(builtSave().save as unknown as SaveFile, redLed(s).s, "Red");
    // The Law as the setup lays it in the rules booklet; the table saved and loaded draws its buttons.
    const card = fateSetCardInto(laid, "F506", "Red");
    laid.world.move(card, { ...zoneOf(laid, "rules-booklet-slot", "laws-4").position, y: 1.5 });
    laid.settle();
    table = reload(laid, ["Red", "Blue", "Yellow"], "Red");
    seeker = golemTo(table, "Red", "Seeker", 0);
    warrior = golemTo(table, "Red", "Warrior", 1, true);
    expect(table.world.zonesContaining(seeker).some((z) => z.tags.includes("resources-zone") && z.tags.includes("Red"))).toBe(true);
    table.messages.length = 0;
  });

  test("the Law in the rules booklet carries a button per Golem (F506: each its own action); Blue's press (not their turn) is refused to Blue alone", () => {
    expect(law().buttons.map((b) => String(b.label))).toEqual(["Scrap", "Spend Warrior", "Spend Protector", "Spend Seeker", "Spend Harvester"]);
    table.clickButton("Blue", law(), "Spend Warrior");
    expect(lastTo(table, "Blue")).toMatch(/Red's turn/);
    expect(table.messages.filter((m) => m.to === undefined)).toEqual([]);
  });

  test("Red's press for the Seeker, Sleeping, or the Harvester, not held: refused to Red alone, nothing spent", () => {
    table.clickButton("Red", law(), "Spend Seeker");
    expect(lastTo(table, "Red")).toBe("Red has no Awake Seeker to spend (F506)");
    table.clickButton("Red", law(), "Spend Harvester");
    expect(lastTo(table, "Red")).toBe("Red has no Awake Harvester to spend (F506)");
    expect(objective(table)).toBe(20);
    expect(tableLog(table).commands.filter((c) => c.type === "spendGolem")).toEqual([]);
  });

  test("Red turns the Seeker Awake and spends it: that Golem back on its Sleeping side, the Warrior still Awake, F501B advances 2", () => {
    table.flip("Red", seeker);
    table.settle();
    table.clickButton("Red", law(), "Spend Seeker");
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    expect(tableLog(table).commands.filter((c) => c.type === "spendGolem")).toEqual([{ type: "spendGolem", player: "Red", awake: 1, golem: "Seeker" }]);
    expect(Math.abs(seeker.rotation.z)).toBeLessThan(1);
    expect(Math.abs(warrior.rotation.z - 180)).toBeLessThan(1);
    expect(objective(table)).toBe(18);
    const all = table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
    expect(all).toContain("Red spends the Awake Seeker in the Prelude (F506)");
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
