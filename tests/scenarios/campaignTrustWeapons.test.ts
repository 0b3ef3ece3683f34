/**
 * Skirmishers (BC13) "you may reroll a number of skirmish dice up to your total Weapon icons" counts
 * the Weapons in the Imperial Trust for the First Regent, frozen as they are: FAQ "Resources 'You
 * Have'" ("This includes the Imperial Trust ... even if they are frozen ... apply to cards like
 * Keeper's Solidarity and Skirmishers") and BR p.27 (the Trust is the First Regent's). The BUILT save
 * in the TTS fake: the table's read adds the Trust (readCourtTable, src/tts/court/table.ts) as the
 * core does (withFrozenTrust), so the panel's limit and the core's agree.
 */
import type { TtsTable } from "../../tools/ttsFake/table";
import type { BattleCommand } from "../../src/core/game/types";
import { click, dice, ships, step } from "../support/battleTable";
import { coreState, tableLog } from "../support/scenario";
import { lastTo } from "../support/campaignEvents";
import { boardTypes, emptySlots, intoPlayArea } from "../support/courtCards";
import { ATTACKER, campaignBattleTable, withTrust } from "../support/campaignBattle";

function pickTexts(table: TtsTable): string[] {
  return [1, 2, 3, 4, 5, 6].filter((i) => table.ui().isVisible("arcsBattlePickDie" + i)).map((i) => table.ui().text("arcsBattlePickDie" + i)!);
}

describe("FAQ 'Resources You Have', BR p.27: Skirmishers' reroll limit counts the First Regent's Weapons in the Imperial Trust", () => {
  let table: TtsTable;
  beforeAll(() => {
    table = withTrust(campaignBattleTable({ titles: { Yellow: "regent", Blue: "regent", Red: "outlaw" }, firstRegent: "Yellow" }), ["weapon", "weapon", "relic"]);
    emptySlots(table, ATTACKER as never);
    table.settle();
    // Skirmishers: 1 Weapon icon of its own (a Weapon Guild card); no Weapon on Yellow's board.
    intoPlayArea(table, "BC13", ATTACKER as never);
    ships(table, ATTACKER, "4.2", 4);
    ships(table, "Red", "4.2", 1);
    click(table, ATTACKER, "arcsBattleOpen");
    click(table, ATTACKER, "arcsBattleDefender1");
    for (let i = 0; i < 4; i++) click(table, ATTACKER, "arcsBattleMore_skirmish");
    dice(table, ["skirmish-1", "skirmish-2", "skirmish-1", "skirmish-2"]);
    click(table, ATTACKER, "arcsBattleRoll");
    table.settle();
  });

  test("1 icon from the card + 2 Weapons in the Trust: up to 3 dice; a 4th is refused in the card's words", () => {
    expect(step(table)).toBe("hits");
    expect(boardTypes(table, ATTACKER as never)).toEqual([]);
    click(table, ATTACKER, "arcsBattleReroll");
    expect(table.ui().text("arcsBattlePickText")).toMatch(/^Skirmishers: choose up to 3 skirmish dice to reroll/);
    expect(pickTexts(table)).toEqual(["[x] 1: blank", "[x] 2: blank", "[x] 3: blank", "[ ] 4: blank"]);
    click(table, ATTACKER, "arcsBattlePickDie4");
    expect(lastTo(table, ATTACKER)).toBe("Skirmishers: you may reroll at most 3 skirmish dice (your Weapon icons); leave one out first");
  });

  test("the core takes the reroll of 3 dice (it counts the Trust too); the Trust is untouched", () => {
    click(table, ATTACKER, "arcsBattlePickReroll");
    table.settle();
    const last = (tableLog(table).commands.filter((c) => c.type === "battle") as BattleCommand[]).slice(-1)[0].action as { kind: string; dice: number[] };
    expect(last.kind).toBe("reroll");
    expect(last.dice).toEqual([0, 1, 2]);
    expect((coreState(table)!.campaign as { trust: string[] }).trust).toEqual(["weapon", "weapon", "relic"]);
    expect(table.scriptErrors).toEqual([]);
  });
});
