/**
 * F831 Breaking the Faith through the TTS fake (seed 003: "When a Rival of the Believer destroys a
 * Loyal city of the Believer, the destroying player may remove 1 Ideal token from an undeclared
 * ambition."; BR p.9 the booklet's Laws; p.14 a destroyed city). Yellow, a Rival, destroys Blue's
 * (the Believer's) city in battle: each Ideal marker in an undeclared ambition box shows "Remove"
 * (src/tts/campaign/faithful/faithfulPlay.ts), across a save and load; Blue's press is refused to Blue
 * alone; Yellow's removes the marker (the core's removeIdeal) into its bag; then no button is left.
 */
import type { TtsTable as Table } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { spotIn, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { game, reload } from "../support/campaignEvents";
import { believerActThree, blueCityUnderYellow, yellowDestroysBluesCity } from "../support/believerTable";

const SEATS = ["Yellow", "Blue", "Red"];

/** Act III from a record: Blue the Believer (F831 in the booklet by F829A), Yellow leads an Aggression card. */
const actThree = believerActThree;

/** Ideal markers from their bag into the ambition boxes, as the players lay them. */
function ideals(t: Table, boxes: string[]): FakeObject[] {
  const outer = t.withTag("fate-token-bag")[0];
  const bag = t.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f8-ideal")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  return boxes.map((b, i) => t.playerTake(bag, { position: { ...spotIn(zoneOf(t, "ambition-box", b), i), y: 2 } })!);
}

const idealsIn = (t: Table, box: string) => t.world.objectsIn(zoneOf(t, "ambition-box", box)).filter((o) => o.data.GMNotes === "Ideal");
const labels = (o: FakeObject) => (o.buttons ?? []).map((b) => b.label);

describe("seed 003 F831 'Breaking the Faith' at the table", () => {
  let t = undefined as unknown as Table;

  beforeAll(() => {
    t = actThree();
    ideals(t, ["tycoon", "keeper"]);
    blueCityUnderYellow(t);
  });

  test("no removal granted yet: the Ideal markers show no button", () => {
    expect(idealsIn(t, "tycoon").map(labels)).toEqual([[]]);
  });

  test("Yellow destroys Blue's Loyal city: the Ideal markers show Remove, again after a save and load", () => {
    yellowDestroysBluesCity(t);
    expect(t.scriptErrors).toEqual([]);
    expect(t.messages.map((m) => m.text).join("\n")).toContain("Yellow destroyed 1 of Blue's cities: they may remove 1 Ideal(s) from undeclared ambitions (F831)");
    expect(idealsIn(t, "tycoon").map(labels)).toEqual([["Remove (F831)"]]);
    t = reload(t, SEATS, "Yellow");
    expect(idealsIn(t, "tycoon").map(labels)).toEqual([["Remove (F831)"]]);
    expect(idealsIn(t, "keeper").map(labels)).toEqual([["Remove (F831)"]]);
  });

  test("Blue's press is refused to Blue alone and nothing moves", () => {
    const before = JSON.stringify(game(t).actions);
    t.messages.length = 0;
    t.clickButton("Blue", idealsIn(t, "tycoon")[0], "Remove (F831)");
    t.settle();
    expect(t.messages.map((m) => ({ to: m.to, text: m.text }))).toEqual([{ to: "Blue", text: "Blue destroyed no city of the Believer this turn (F831)" }]);
    expect(JSON.stringify(game(t).actions)).toBe(before);
    expect(idealsIn(t, "tycoon")).toHaveLength(1);
  });

  test("Yellow's press removes Tycoon's Ideal into its bag; the one removal spent, no button is left", () => {
    t.messages.length = 0;
    t.clickButton("Yellow", idealsIn(t, "tycoon")[0], "Remove (F831)");
    t.settle();
    expect(t.scriptErrors).toEqual([]);
    expect(t.messages.map((m) => m.text)).toContain("Yellow removes the Ideal from Tycoon (F831)");
    expect(idealsIn(t, "tycoon")).toHaveLength(0);
    expect(idealsIn(t, "keeper").map(labels)).toEqual([[]]);
  });
});
