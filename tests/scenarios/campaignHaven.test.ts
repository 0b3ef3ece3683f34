/**
 * Issue 35 through the TTS fake: seed 003 F1208B (Pirate Act III Objective) and F1211 Rumors of the
 * Haven at the end of Act III: the planet buttons on F1211 for the Rival the core names, a press by
 * anyone else refused to them alone, a planet not controlled refused with the core's reason, the
 * choices public; the last choice carries the True Rumors (read by their GM notes then only, their
 * faces in no message or log entry before) and turns them face up; the Power moves (+10 / -10).
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { fateSetCardInto } from "../support/fateTable";
import { havenDue } from "../core/campaign/havenFixtures";

const power = (t: TtsTable, c: Colour) => (coreState(t) as GameState).players.find((p) => p.colour === c)!.power;

/** The True Rumor `label` out of its bag, face down on planet `id`. */
function trueRumor(table: TtsTable, label: string, id: string): FakeObject {
  const outer = table.withTag("fate-token-bag")[0];
  let bag = table.find((o) => o.tags.includes("fate-token-supply") && o.data.GMNotes === "f12-true-rumor")[0];
  if (bag === undefined) bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f12-true-rumor")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  const token = table.playerTake(bag, { guid: bag.contents.find((o) => o.GMNotes === `True Rumor ${label}`)!.GUID as string, position: spotIn(zoneOf(table, "system", id), 7) })!;
  table.flip("Red", token);
  return token;
}

/** Red the Pirate, Blue (initiative) and Yellow its Rivals; Blue's 2 ships on 5.1, Yellow's on 2.1; the True Rumors face down on 5.3 and 2.1 (the Haven: 5.1); F1211 laid; saved and loaded. */
function havenTable(): { table: TtsTable; card: FakeObject; rumors: FakeObject[] } {
  const s = havenDue();
  const first = loadWithGame(builtSave().save as unknown as SaveFile, s, "Red");
  fateSetCardInto(first, "F1211", "Red");
  takePieces(first, "ship", "Blue", 2, zoneOf(first, "system", "5.1"), 0);
  takePieces(first, "ship", "Yellow", 1, zoneOf(first, "system", "2.1"), 0);
  trueRumor(first, "Cluster Correct", "5.3");
  trueRumor(first, "Symbol Correct", "2.1");
  first.settle();
  const table = new TtsTable(first.save(), { seats: s.seats.map((color) => ({ color, host: color === "Red" })) });
  table.settle();
  table.messages.length = 0;
  const card = table.find((o) => o.isCard && o.data.GMNotes === "F1211")[0];
  const rumors = table.find((o) => String(o.data.GMNotes).indexOf("True Rumor") === 0);
  return { table, card, rumors };
}

const havens = (t: TtsTable) => tableLog(t).commands.filter((c) => c.type === "haven") as Extract<Command, { type: "haven" }>[];

describe("seed 003 F1208B: the Rivals choose the Pirate Haven on the table", () => {
  test("the buttons on F1211 name the Rival who chooses; another's press is refused to them alone; a planet not controlled is refused with the reason", () => {
    const { table, card } = havenTable();
    expect(card.buttons.map((b) => b.label)).toEqual(["Scrap", "1.1", "1.2", "1.3", "2.1", "2.2", "2.3", "3.1", "3.2", "3.3", "4.1", "4.2", "4.3", "5.1", "5.2", "5.3", "6.1", "6.2", "6.3", "Blue: no planet"]);
    table.clickButton("Yellow", card, "2.1");
    table.settle();
    expect(table.messagesTo("Yellow").map((m) => m.text)).toContain("not your choice (F1208B)");
    table.clickButton("Blue", card, "2.1");
    table.settle();
    expect(table.messagesTo("Blue").map((m) => m.text)).toContain("Blue does not control 2.1 (F1208B, BR p.10)");
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n")).not.toContain("F1208B");
    expect(havens(table)).toEqual([]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("Blue's choice is public and carries no Rumor; Yellow's last choice reveals the True Rumors: Blue chose the Haven, +10, the Pirate -10", () => {
    const { table, card, rumors } = havenTable();
    const before = { Blue: power(table, "Blue"), Red: power(table, "Red"), Yellow: power(table, "Yellow") };
    table.clickButton("Blue", card, "5.1");
    table.settle();
    expect(table.messages.map((m) => m.text).join("\n")).toContain("Blue: 5.1 for the Pirate Haven (F1208B)");
    expect(JSON.stringify(tableLog(table))).not.toContain("Correct");
    expect(table.messages.map((m) => m.text).join("\n")).not.toContain("Correct");
    expect(rumors.every((r) => r.faceDown)).toBe(true);
    expect(card.buttons.map((b) => b.label)).toContain("Yellow: no planet");
    table.clickButton("Yellow", card, "Yellow: no planet");
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    expect(havens(table).map((c) => (c.rumors ?? []).map((r) => `${r.system} ${r.token}`).sort())).toEqual([[], ["2.1 True Rumor Symbol Correct", "5.3 True Rumor Cluster Correct"]]);
    expect(table.messages.map((m) => m.text).join("\n")).toContain("the True Rumors show it on 5.1: Blue +10, Red -10");
    expect([power(table, "Blue") - before.Blue, power(table, "Red") - before.Red, power(table, "Yellow") - before.Yellow]).toEqual([10, -10, 0]);
    expect(rumors.every((r) => !r.faceDown)).toBe(true);
    // The booklet's Scrap button stays (campaign/booklet/booklet.ts); the Haven's are gone.
    expect(card.buttons.map((b) => b.label)).toEqual(["Scrap"]);
    expect(((coreState(table) as GameState).campaign as CampaignState).haven).toEqual(["5.1", ""]);
  });
});
