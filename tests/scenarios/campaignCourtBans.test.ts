/**
 * Vox cards whose "while this is in the Court" bans harm, on the BUILT save's Global in the TTS fake
 * (issue 35; src/core/campaign/fates/courtBans.ts): the battle's map carries the Court row's
 * Armistice or Feast Day (src/tts/battle/campaign.ts), the attacker's and the defender's Member
 * titles and the cluster's Seats; choosing a defender the card forbids is refused, told to the
 * attacker alone, before any die is thrown (BR p.27: choosing as defender is harm).
 * Seed 003 F216 Armistice: "While this is in the Court, Members of the Commonwealth cannot harm each
 * other or Free buildings." F1613 Feast Day: "While this is in the Court, players cannot harm each
 * other in Fiefs."
 */
import type { BattleCommand, GameState } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { CampaignState } from "../../src/core/campaign/types";
import { rulesBookletOf } from "../../src/core/campaign/booklet";
import { loadWithGame, takeCity, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { tableLog } from "../support/scenario";
import { redToBattle } from "../core/campaign/battleFixtures";
import { click, ships, step } from "../support/battleTable";
import { fateSetCardInto } from "../support/fateTable";
import { takeCard } from "../support/faithfulTable";
import { lastTo } from "../support/campaignEvents";

/** Red (Outlaw) to act, its Aggression led; Seats & Fiefs and Feudal Law in the rules booklet (the Seats go with a battle's map). */
function state(): GameState {
  const s = redToBattle({ Red: "outlaw" });
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, rulesBooklet: { edicts: rulesBookletOf(c).edicts, laws: rulesBookletOf(c).laws.concat([["F1609"], ["F1610"]]) } } };
}

/** The table with `vox` in Court slot 2 (its card moved off) and Red's 2 ships against Blue's ship in 1.2. */
function stage(vox: string): { table: TtsTable; card: FakeObject } {
  const table = loadWithGame(builtSave().save as unknown as SaveFile, state(), "Red");
  const slot = zoneOf(table, "court-slot", "2");
  for (const c of table.world.objectsIn(slot).filter((o) => o.isCard || o.isDeck)) table.world.move(c, { x: 80, y: 1, z: 80 });
  const card = takeCard(table, vox, { ...slot.position, y: slot.position.y + 0.3 });
  ships(table, "Red", "1.2", 2);
  ships(table, "Blue", "1.2", 1);
  table.settle();
  return { table, card };
}

const rolls = (table: TtsTable) => (tableLog(table).commands.filter((c) => c.type === "battle") as BattleCommand[]).filter((c) => c.action.kind === "roll");
const toOthers = (table: TtsTable, word: string) => table.messages.filter((m) => m.to !== "Red" && m.text.includes(word));

/** Red opens the battle panel and chooses Blue in 1.2. */
function chooseBlue(table: TtsTable): void {
  click(table, "Red", "arcsBattleOpen");
  const at = [1, 2, 3, 4, 5, 6].find((i) => table.ui().text(`arcsBattleSystem${i}`) === "1.2");
  if (at !== undefined) click(table, "Red", `arcsBattleSystem${at}`);
  click(table, "Red", "arcsBattleDefender1");
}

describe("seed 003 F216 Armistice on the table: Members cannot harm each other while it is in the Court", () => {
  test("Red and Blue hold Member titles: choosing Blue is refused to Red alone; with the Armistice out of the Court the roll goes with both titles", () => {
    const { table, card } = stage("F216");
    fateSetCardInto(table, "F218", "Red");
    fateSetCardInto(table, "F219", "Blue");
    table.messages.length = 0;
    chooseBlue(table);
    expect(lastTo(table, "Red")).toBe("Members of the Commonwealth cannot harm each other while the Armistice (F216) is in the Court");
    expect(toOthers(table, "Armistice")).toEqual([]);
    expect(rolls(table)).toEqual([]);
    expect(step(table)).toBe("choose");

    table.world.move(card, { x: 80, y: 1, z: 84 });
    table.settle();
    click(table, "Red", "arcsBattleDefender1");
    click(table, "Red", "arcsBattleMore_skirmish");
    click(table, "Red", "arcsBattleRoll");
    const sent = rolls(table);
    expect(sent).toHaveLength(1);
    expect(sent[0].map?.court).toBeUndefined();
    expect(sent[0].map?.playAreas).toEqual([{ colour: "Red", cards: ["F218"] }, { colour: "Blue", cards: ["F219"] }]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1613 Feast Day on the table: players cannot harm each other in Fiefs while it is in the Court", () => {
  test("Blue's Seat on its city in 1.3 makes cluster 1 a Fief: choosing Blue in 1.2 is refused to Red alone; without the Seat the roll carries the card", () => {
    const { table } = stage("F1613");
    const city = takeCity(table, "Blue", zoneOf(table, "system", "1.3"));
    table.settle();
    const outer = table.withTag("fate-token-bag")[0];
    const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f16-seat")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    const seat = table.playerTake(bag, { guid: bag.contents.find((o) => o.GMNotes === "Seat 1st")!.GUID as string, position: { x: city.position.x + 0.05, y: 2, z: city.position.z } })!;
    table.settle();
    table.messages.length = 0;
    chooseBlue(table);
    expect(lastTo(table, "Red")).toBe("players cannot harm each other in Fiefs while Feast Day (F1613) is in the Court");
    expect(toOthers(table, "Feast Day")).toEqual([]);
    expect(rolls(table)).toEqual([]);

    table.world.move(seat, { x: 30, y: 2, z: -16 });
    table.settle();
    click(table, "Red", "arcsBattleDefender1");
    click(table, "Red", "arcsBattleMore_skirmish");
    click(table, "Red", "arcsBattleRoll");
    expect(rolls(table).map((c) => c.map?.court)).toEqual([["F1613"]]);
    expect(table.scriptErrors).toEqual([]);
  });
});
