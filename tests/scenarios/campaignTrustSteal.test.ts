/**
 * Silver-Tongues (BC20) "Prelude: You may discard this to steal a Guild card or resource." stealing
 * from the Imperial Trust on the BUILT save in the TTS fake (src/tts/court/cards/stealTrust.ts): the
 * Trust is the First Regent's, frozen, and "Rivals can steal and take frozen resources" (BR p.27; BR
 * p.21 "cards such as Silver-Tongues can steal them"); Sworn Guardians (BC22) "Rivals cannot steal
 * your resources" stops it. Card texts: seed 003 card reference.
 */
import type { TtsTable } from "../../tools/ttsFake/table";
import { coreState, tableLog } from "../support/scenario";
import { boardTypes, emptySlots, intoPlayArea, labels, privateText } from "../support/courtCards";
import { campaign } from "../support/campaignEvents";
import { ATTACKER, campaignBattleTable, withTrust } from "../support/campaignBattle";
import { zone } from "../support/battleTable";

function trustTokens(table: TtsTable): string[] {
  const area = zone(table, "imperial-trust");
  return table.world.objectsIn(area).filter((o) => !o.isContainer && ["material", "fuel", "weapon", "relic", "psionic"].some((r) => o.tags.includes(r))).map((o) => ["material", "fuel", "weapon", "relic", "psionic"].find((r) => o.tags.includes(r))!).sort();
}

function stagedSteal(): TtsTable {
  const table = withTrust(campaignBattleTable({ titles: { Yellow: "regent", Blue: "regent", Red: "regent" }, firstRegent: "Blue" }), ["weapon", "relic"]);
  emptySlots(table, ATTACKER as never);
  table.settle();
  return table;
}

describe("BR p.27 'Rivals can steal and take frozen resources': Silver-Tongues (BC20) steals from the Imperial Trust", () => {
  test("Yellow picks Blue, the First Regent: a button per type in the Trust; only Yellow may press it; the Relic leaves the Trust for Yellow's board", () => {
    const table = stagedSteal();
    expect(trustTokens(table)).toEqual(["relic", "weapon"]);
    const card = intoPlayArea(table, "BC20", ATTACKER as never);
    table.clickButton(ATTACKER, card, "Prelude: steal from Blue");
    expect(labels(card)).toEqual(["Steal Material", "Steal Fuel", "Steal Weapon", "Steal Relic", "Steal Psionic", "Steal Weapon from the Imperial Trust", "Steal Relic from the Imperial Trust", "Steal a Guild card", "Cancel"]);
    table.clickButton("Blue", card, "Steal Relic from the Imperial Trust");
    expect(privateText(table, "Blue")).toContain("only Yellow may take its actions");
    expect(campaign(table).trust).toEqual(["weapon", "relic"]);
    table.clickButton(ATTACKER, card, "Steal Relic from the Imperial Trust");
    table.settle();
    expect(tableLog(table).commands.slice(-1)[0]).toMatchObject({ type: "cardAction", player: ATTACKER, action: { kind: "prelude", choice: { card: "BC20", steal: [{ from: "Blue", frozen: "relic" }] } } });
    expect(campaign(table).trust).toEqual(["weapon"]);
    expect(trustTokens(table)).toEqual(["weapon"]);
    expect(boardTypes(table, ATTACKER as never)).toEqual(["relic"]);
    expect(coreState(table)!.events.map((e) => e.text).join("\n")).toContain("relic is stolen from the Imperial Trust on Blue's First Regent tile");
    expect(table.scriptErrors).toEqual([]);
  });

  test("a Rival who is not the First Regent offers no Trust button", () => {
    const table = stagedSteal();
    const card = intoPlayArea(table, "BC20", ATTACKER as never);
    table.clickButton(ATTACKER, card, "Prelude: steal from Red");
    expect(labels(card).filter((l) => l.includes("Imperial Trust"))).toEqual([]);
  });

  test("Sworn Guardians (BC22) held by the First Regent: 'Rivals cannot steal your resources': refused to Yellow alone, nothing moves", () => {
    const table = stagedSteal();
    intoPlayArea(table, "BC22", "Blue" as never);
    const card = intoPlayArea(table, "BC20", ATTACKER as never);
    table.clickButton(ATTACKER, card, "Prelude: steal from Blue");
    const count = table.messages.length;
    table.clickButton(ATTACKER, card, "Steal Weapon from the Imperial Trust");
    table.settle();
    expect(privateText(table, ATTACKER as never)).toContain("Blue has Sworn Guardians (BC22, Relic Guild): Rivals cannot steal their resources");
    expect(table.messages.slice(count).filter((m) => m.to === undefined)).toEqual([]);
    expect(campaign(table).trust).toEqual(["weapon", "relic"]);
    expect(trustTokens(table)).toEqual(["relic", "weapon"]);
    expect(boardTypes(table, ATTACKER as never)).toEqual([]);
    expect(labels(card)).toContain("Steal Weapon from the Imperial Trust");
    expect(table.scriptErrors).toEqual([]);
  });
});
