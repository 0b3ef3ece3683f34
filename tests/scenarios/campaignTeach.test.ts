/**
 * Seed 003 F803 Spreading the Faith (the Believer) on the BUILT save's Global in the TTS fake (issue
 * 35): "Teach (Influence): Attach the top Faithful action card from its stack to a Guild card in the
 * Court whose suit matches a planet with a Loyal city. If you do, scrap the bottom non-Event action
 * card from the discard pile. (Continue past Events.)": the "Teach: slot N" buttons on the card
 * (src/tts/court/cards/fateGuildCards.ts), the core's `teach` deciding (campaign/fates/faithful.ts).
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takeCity, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import { lastTo, reload } from "../support/campaignEvents";
import { labels, publicText } from "../support/courtCards";
import { run } from "../core/game/helpers";
import { believerChapter } from "../core/campaign/faithfulFixtures";

const game = (table: TtsTable): GameState => coreState(table)!;
const inZone = (table: TtsTable, o: FakeObject, tag: string, gm?: string) => table.world.objectsIn(zoneOf(table, tag, gm)).includes(o);

describe("seed 003 F803 Spreading the Faith: 'Teach (Influence)' on the card in the Believer's play area", () => {
  let table: TtsTable;
  let card: FakeObject;
  let faithful: FakeObject[];

  beforeAll(() => {
    // Act II: Red the Believer has led Administration 2; the action discard (the core's) is EVENT2, EVENT1, Mobilization 6, Mobilization 5 (bottom).
    table = loadWithGame(builtSave().save as unknown as SaveFile, run(believerChapter(), { type: "lead", player: "Red", card: "administration-2" } as Command), "Red");
    const deck = table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
    const slot1 = zoneOf(table, "court-slot", "1");
    // Mining Interest (CC01, Material) in Court slot 1; slot 2 stays empty.
    table.playerTake(deck, { guid: deck.contents.find((c) => c.GMNotes === "CC01")!.GUID, position: { ...slot1.position, y: slot1.position.y + 0.2 }, rotation: { x: 0, y: 180, z: 0 } });
    // Red's city on 1.3 (a Material planet); the Faithful stack's 1 and 2 beside F803.
    takeCity(table, "Red", zoneOf(table, "system", "1.3"));
    ["F804", "F805", "F803"].forEach((id, i) => fateSetCardInto(table, id, "Red", i + 1));
    // F801A's setup lays the card before the first chapter: its buttons are drawn with the chapter's
    // (a phase change) and after a load, as here; laid by hand mid-chapter it waits for one of them.
    table = reload(table, ["Red", "Blue", "Yellow"], "Red");
    const byId = (id: string) => table.find((o) => o.isCard && o.data.GMNotes === id)[0];
    faithful = [byId("F804"), byId("F805")];
    card = byId("F803");
    table.messages.length = 0;
  });

  test("the card carries one button per Court slot; a Rival's press is refused to them alone", () => {
    expect(labels(card)).toEqual([1, 2, 3, 4, 5].map((n) => `Teach: slot ${n}`));
    table.clickButton("Blue", card, "Teach: slot 1");
    expect(lastTo(table, "Blue")).toContain("lies in Red's play area: only Red may take its actions");
    expect(tableLog(table).commands.filter((c) => c.type === "teach")).toHaveLength(0);
  });

  test("Red's press on the empty slot 2: refused to Red with the card's words, nothing moves", () => {
    table.clickButton("Red", card, "Teach: slot 2");
    table.settle();
    expect(lastTo(table, "Red")).toBe("Teach: a Guild card with no attached card, of a planet type with your city (F803)");
    expect(faithful.every((f) => inZone(table, f, "play-area", "Red"))).toBe(true);
    expect(game(table).discard).toContain("mobilization-5");
    expect(publicText(table)).not.toContain("Teaches");
  });

  test("Red's press on slot 1: Faithful 2 (F805, the top) is attached above Mining Interest, Mobilization 5 goes face down to the Scrapped spot, an Influence spent", () => {
    table.clickButton("Red", card, "Teach: slot 1");
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    const sent = tableLog(table).commands.filter((c) => c.type === "teach") as (Command & { playArea: string[]; cities: string[]; slot: number })[];
    expect(sent).toHaveLength(1);
    expect(sent[0].slot).toBe(0);
    expect(sent[0].cities).toEqual(["1.3"]);
    expect(sent[0].playArea.slice().sort()).toEqual(["F803", "F804", "F805"]);
    expect(inZone(table, faithful[1], "court-slot", "1")).toBe(true);
    expect(inZone(table, faithful[0], "play-area", "Red")).toBe(true);
    const scrapped = table.find((o) => o.isCard && o.data.GMNotes === "mobilization-5")[0];
    expect(scrapped).toBeDefined();
    expect(inZone(table, scrapped, "rules-booklet-scrap")).toBe(true);
    expect(Math.abs(scrapped.rotation.z - 180)).toBeLessThan(1);
    expect(game(table).discard).toEqual(["EVENT2", "EVENT1", "mobilization-6"]);
    expect(game(table).actions?.taken).toEqual(["influence"]);
    expect(publicText(table)).toContain("Red Teaches: Faithful 2 on Mining Interest (BC02, Material Guild); an action card scrapped");
    expect(publicText(table)).not.toContain("mobilization");
  });
});
