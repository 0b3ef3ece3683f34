/**
 * Judge's Chosen (F2404) in battle on the BUILT save's Global in the TTS fake (issue 35): the title
 * read in the attacker's play area lets them add the Judge's Loyal ships in the battle system to an
 * attack on anyone but the Judge (the panel's "add" toggle, as a Regent adds Imperial ships, BR
 * p.11); a self hit assigned to a Judge's ship moves it to the defender's Trophies; attacking the
 * Judge with their ships added is refused to the attacker alone, nothing moved.
 */
import type { BattleCommand } from "../../src/core/game/types";
import { tableLog } from "../support/scenario";
import { click, dice, near, ships, step, zone } from "../support/battleTable";
import { lastTo } from "../support/campaignEvents";
import { ATTACKER, campaignBattleTable, inZone } from "../support/campaignBattle";

const STAGING = { titles: { Yellow: "outlaw" as const, Blue: "outlaw" as const, Red: "outlaw" as const }, fates: { Blue: "FATE24" } };

/** The Judge gives the title (F2401A laid it in their play area) to `colour` (F2405 "The Judge must give it to any Rival"). */
function giveTitle(table: ReturnType<typeof campaignBattleTable>, colour: string): void {
  const card = table.find((o) => o.isCard && o.data.GMNotes === "F2404")[0];
  table.world.move(card, near(zone(table, "play-area", colour).position));
  table.settle();
}

const rolls = (table: ReturnType<typeof campaignBattleTable>) => tableLog(table).commands.filter((c) => c.type === "battle" && (c as BattleCommand).action !== undefined && ((c as BattleCommand).action as { kind?: string }).kind === "roll") as BattleCommand[];

describe("seed 003 F2404 Judge's Chosen on the table: 'When attacking anyone except the Judge in battle, you may add the Judge's Loyal ships in the battle system to your attacking ships.'", () => {
  test("Yellow, holding the title, attacks Red with the Judge's (Blue's) ships added; the self hit on the Judge's damaged ship makes it Red's Trophy", () => {
    const table = campaignBattleTable(STAGING);
    ships(table, ATTACKER, "3.1", 2);
    const [judges] = ships(table, "Blue", "3.1", 1, 1);
    ships(table, "Red", "3.1", 1);
    giveTitle(table, ATTACKER);
    click(table, ATTACKER, "arcsBattleOpen");
    const red = ["arcsBattleDefender1", "arcsBattleDefender2"].find((id) => table.ui().text(id) === "Red")!;
    click(table, ATTACKER, red);
    expect(table.ui().isShown("arcsBattleImperial")).toBe(true);
    // The toggle and the attacker's added-ship hit buttons name the Judge's ships, not the Empire's.
    expect(table.ui().text("arcsBattleImperial")).toBe("Add Blue's ships (F2404)");
    expect(table.ui().text("arcsBattleHit_own_imperial_damaged")).toBe("My damaged Blue ship");
    click(table, ATTACKER, "arcsBattleImperial");
    expect(table.ui().text("arcsBattleImperial")).toBe("Blue's ships join (click: leave out)");
    expect(table.ui().text("arcsBattleStatus")).toMatch(/against Red with Blue's ships/);
    dice(table, ["assault-2"]);
    click(table, ATTACKER, "arcsBattleMore_assault");
    click(table, ATTACKER, "arcsBattleRoll");
    table.settle();
    expect(step(table)).toBe("hits");
    const roll = rolls(table)[0];
    expect((roll.action as { snapshot: { attackingShips: unknown } }).snapshot.attackingShips).toEqual({ fresh: 2, damaged: 1 });
    expect(roll.map?.playAreas).toEqual([{ colour: ATTACKER, cards: ["F2404"] }]);
    click(table, ATTACKER, "arcsBattleHit_own_imperial_damaged");
    click(table, ATTACKER, "arcsBattleHit_ship_fresh");
    click(table, ATTACKER, "arcsBattleApply");
    expect(inZone(table, "trophies", "Red")).toContain(judges);
    expect(table.scriptErrors).toEqual([]);
  });

  test("attacking the Judge with their ships added is refused to the attacker alone: nothing is rolled or moved", () => {
    const table = campaignBattleTable(STAGING);
    ships(table, ATTACKER, "3.1", 2);
    const judges = ships(table, "Blue", "3.1", 1);
    giveTitle(table, ATTACKER);
    click(table, ATTACKER, "arcsBattleOpen");
    const blue = ["arcsBattleDefender1", "arcsBattleDefender2"].find((id) => table.ui().text(id) === "Blue")!;
    click(table, ATTACKER, blue);
    table.forgeUiClick("Red", "arcsBattleImperial");
    expect(lastTo(table, "Red")).toMatch(/it is Yellow's turn/);
    click(table, ATTACKER, "arcsBattleImperial");
    dice(table, ["skirmish-4"]);
    click(table, ATTACKER, "arcsBattleMore_skirmish");
    const before = JSON.stringify(judges.map((o) => o.position));
    const publicBefore = table.messages.filter((m) => m.to === undefined).length;
    click(table, ATTACKER, "arcsBattleRoll");
    expect(lastTo(table, ATTACKER)).toBe("attacking the Judge, the Judge's ships defend (F2404)");
    expect(table.messages.filter((m) => m.to === undefined)).toHaveLength(publicBefore);
    expect(rolls(table)).toHaveLength(0);
    expect(step(table)).toBe("choose");
    expect(JSON.stringify(judges.map((o) => o.position))).toBe(before);
    expect(table.scriptErrors).toEqual([]);
  });
});
