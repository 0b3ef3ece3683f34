/**
 * F831 Breaking the Faith through the TTS fake for a city destroyed by a card, not in battle (seed 003:
 * "When a Rival of the Believer destroys a Loyal city of the Believer, the destroying player may
 * remove 1 Ideal token from an undeclared ambition."; F1103B Breaking Worlds step 2 "Destroy all
 * buildings on the planet"). Yellow, a Rival of Blue (the Believer), holds the Planet Hammer (F1104)
 * and breaks 5.1, where Blue's city stands: the core grants Yellow a removal at the holder's "After the
 * battles" (src/core/campaign/fates/breakWorld.ts, breakingFaith.ts citiesDestroyed) and each Ideal
 * marker in an undeclared box shows "Remove (F831)", again after a save and load.
 */
import type { TtsTable as Table } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { spotIn, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { game, reload } from "../support/campaignEvents";
import { fateSetCardInto } from "../support/fateTable";
import { believerActThree, blueCityUnderYellow } from "../support/believerTable";

const SEATS = ["Yellow", "Blue", "Red"];
const idealsIn = (t: Table, box: string) => t.world.objectsIn(zoneOf(t, "ambition-box", box)).filter((o) => o.data.GMNotes === "Ideal");
const labels = (o: FakeObject) => (o.buttons ?? []).map((b) => b.label);
const text = (t: Table, colour?: string) => t.messages.filter((m) => m.to === colour).map((m) => m.text).join("\n");

/** A token of the Fate-set tokens bag's inner bag `kind`, laid face up at `at`. */
function token(t: Table, kind: string, at: { x: number; z: number }): FakeObject {
  const outer = t.withTag("fate-token-bag")[0];
  const inner = outer.contents.find((o) => o.GMNotes === kind);
  const bag = inner === undefined ? t.find((o) => o.data.GMNotes === kind)[0] : t.playerTake(outer, { guid: inner.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  return t.playerTake(bag, { position: { x: at.x, y: 2, z: at.z } })!;
}

function press(t: Table, colour: string, o: FakeObject, label: string): void {
  t.messages.length = 0;
  t.clickButton(colour, o, label);
  t.settle();
}

describe("seed 003 F831 at the table: the Believer's city destroyed by Break World (F1104, F1103B step 2)", () => {
  let t = undefined as unknown as Table;
  let card = undefined as unknown as FakeObject;

  beforeAll(() => {
    t = believerActThree();
    const z = zoneOf(t, "system", "5.1");
    token(t, "f8-ideal", spotIn(zoneOf(t, "ambition-box", "tycoon"), 0));
    blueCityUnderYellow(t);
    token(t, "f11-hammer-fragment", { x: z.position.x + 0.5, z: z.position.z });
    card = fateSetCardInto(t, "F1104", "Yellow");
    t.settle();
  });

  test("Yellow's Break World at 5.1; Red pressing before Blue is refused to Red alone; no removal before the planet breaks", () => {
    press(t, "Yellow", card, "Break World (Battle)");
    expect(text(t)).toContain("Yellow takes Break World (Planet Hammer, F1104) at 5.1");
    press(t, "Red", card, "After the battles");
    expect(text(t, "Red")).toContain("Breaking Worlds (F1103B): in turn order, Blue chooses now");
    expect(text(t) + text(t, "Blue") + text(t, "Yellow")).toBe("");
    press(t, "Blue", card, "After the battles");
    press(t, "Red", card, "After the battles");
    expect(idealsIn(t, "tycoon").map(labels)).toEqual([[]]);
  });

  test("Yellow's After the battles breaks 5.1: Yellow destroyed Blue's city and may remove 1 Ideal; the marker shows Remove, again after a save and load", () => {
    press(t, "Yellow", card, "After the battles");
    expect(t.scriptErrors).toEqual([]);
    expect(text(t)).toContain("Yellow breaks 5.1 (Breaking Worlds (F1103B))");
    expect(text(t)).toContain("Yellow destroyed 1 of Blue's cities: they may remove 1 Ideal(s) from undeclared ambitions (F831)");
    expect(idealsIn(t, "tycoon").map(labels)).toEqual([["Remove (F831)"]]);
    t = reload(t, SEATS, "Yellow");
    expect(idealsIn(t, "tycoon").map(labels)).toEqual([["Remove (F831)"]]);
  });

  test("Blue's press is refused to Blue alone; Yellow's removes the Ideal", () => {
    const before = JSON.stringify(game(t).actions);
    press(t, "Blue", idealsIn(t, "tycoon")[0], "Remove (F831)");
    expect(t.messages.map((m) => ({ to: m.to, text: m.text }))).toEqual([{ to: "Blue", text: "Blue destroyed no city of the Believer this turn (F831)" }]);
    expect(JSON.stringify(game(t).actions)).toBe(before);
    press(t, "Yellow", idealsIn(t, "tycoon")[0], "Remove (F831)");
    expect(text(t)).toContain("Yellow removes the Ideal from Tycoon (F831)");
    expect(idealsIn(t, "tycoon")).toHaveLength(0);
    expect(t.scriptErrors).toEqual([]);
  });
});
