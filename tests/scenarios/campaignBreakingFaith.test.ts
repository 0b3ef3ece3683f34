/**
 * F831 Breaking the Faith through the TTS fake (seed 003: "When a Rival of the Believer destroys a
 * Loyal city of the Believer, the destroying player may remove 1 Ideal token from an undeclared
 * ambition."; BR p.9 the booklet's Laws; p.14 a destroyed city). Yellow, a Rival, destroys Blue's
 * (the Believer's) city in battle: each Ideal marker in an undeclared ambition box shows "Remove"
 * (src/tts/campaign/faithful/faithfulPlay.ts), across a save and load; Blue's press is refused to Blue
 * alone; Yellow's removes the marker (the core's removeIdeal) into its bag; then no button is left.
 * A declare while the removal is held (Yellow secures Populist Demands, CC11, after the battle: "You may
 * declare any ambition") makes that box declared: the one redraw path takes its Ideal's button off.
 */
import type { TtsTable as Table } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { spotIn, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { game, reload } from "../support/campaignEvents";
import { believerActThree, blueCityUnderYellow, yellowDestroysBluesCity } from "../support/believerTable";
import { secureInSlotFive } from "../support/voxTable";

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

describe("F831 and a declare in the same turn: Yellow, holding a removal, declares Tycoon with Populist Demands (CC11); Tycoon's Ideal loses its button", () => {
  let t = undefined as unknown as Table;

  beforeAll(() => {
    t = actThree();
    ideals(t, ["tycoon", "keeper"]);
    blueCityUnderYellow(t);
    yellowDestroysBluesCity(t);
  });

  test("both Ideals show Remove; Yellow secures CC11 (a second action of the lead card) and declares Tycoon: Tycoon's button goes, Keeper's stays, again after a save and load", () => {
    expect([idealsIn(t, "tycoon").map(labels), idealsIn(t, "keeper").map(labels)]).toEqual([[["Remove (F831)"]], [["Remove (F831)"]]]);
    const card = secureInSlotFive(t, "Yellow", "CC11");
    expect(labels(card)).toContain("Declare Tycoon");
    t.clickButton("Yellow", card, "Declare Tycoon");
    t.settle();
    expect(game(t).markers.some((m) => m.at === "tycoon")).toBe(true);
    expect([idealsIn(t, "tycoon").map(labels), idealsIn(t, "keeper").map(labels)]).toEqual([[[]], [["Remove (F831)"]]]);
    t = reload(t, SEATS, "Yellow");
    expect([idealsIn(t, "tycoon").map(labels), idealsIn(t, "keeper").map(labels)]).toEqual([[[]], [["Remove (F831)"]]]);
    expect(t.scriptErrors).toEqual([]);
  });

  test("a stale press on Tycoon's Ideal (the click function called as TTS would) is refused to Yellow alone: Tycoon is declared; nothing moves", () => {
    const before = JSON.stringify(game(t).actions);
    t.messages.length = 0;
    t.callScript("-1", "arcsBreakFaith", idealsIn(t, "tycoon")[0], "Yellow");
    t.settle();
    expect(t.messages.map((m) => ({ to: m.to, text: m.text }))).toEqual([{ to: "Yellow", text: "Tycoon is declared (F831)" }]);
    expect(JSON.stringify(game(t).actions)).toBe(before);
    expect(idealsIn(t, "tycoon")).toHaveLength(1);
  });

  test("Blue's press on Keeper's is refused to Blue alone; Yellow's removes Keeper's Ideal into its bag", () => {
    t.messages.length = 0;
    t.clickButton("Blue", idealsIn(t, "keeper")[0], "Remove (F831)");
    t.settle();
    expect(t.messages.map((m) => ({ to: m.to, text: m.text }))).toEqual([{ to: "Blue", text: "Blue destroyed no city of the Believer this turn (F831)" }]);
    t.clickButton("Yellow", idealsIn(t, "keeper")[0], "Remove (F831)");
    t.settle();
    expect(idealsIn(t, "keeper")).toHaveLength(0);
    expect(idealsIn(t, "tycoon")).toHaveLength(1);
    expect(t.scriptErrors).toEqual([]);
  });
});
