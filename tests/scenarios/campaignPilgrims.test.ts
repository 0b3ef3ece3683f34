/**
 * The Pathfinder's Pilgrims (seed 003 F908) on the BUILT save's Global in the TTS fake (issue 35;
 * src/tts/campaign/pilgrims.ts and mapCards.ts, the core's campaign/fates/pilgrims.ts): "Prelude: Once
 * per turn, you may move each Pilgrim token once into a system that you control or has your Flagship.
 * This is the only way Pilgrims can move." and "Use the Portal (Move): If you control the Portal token,
 * take all Pilgrims from its system onto your objective card." A Pilgrim let go is sent with the map as
 * it lay before; refused, it goes back and the mover alone is told. The card's button takes the Portal.
 */
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { coreState, tableLog } from "../support/scenario";
import { overSystem, pilgrimTable } from "../support/pathfinderTable";

const to = (t: TtsTable, colour: string) => t.messagesTo(colour).map((m) => m.text).join("\n");
const told = (t: TtsTable) => t.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
const inSystem = (t: TtsTable, id: string, o: FakeObject) => t.world.objectsIn(zoneOf(t, "system", id)).includes(o);
const over = overSystem;
const staged = pilgrimTable;

describe("seed 003 F908 Pilgrims on the table", () => {
  test("Blue's hand on a Pilgrim is refused to Blue alone and it goes back; Red's Pilgrim into 2.1 (Red's) is told to all, sent with the map as it lay before", () => {
    const { t, pilgrims } = staged();
    const [p22] = pilgrims;
    t.drop("Blue", p22, over(t, "6.3"));
    t.settle();
    expect(to(t, "Blue")).toContain("it is Red's turn, not Blue's");
    expect(told(t)).toBe("");
    expect(inSystem(t, "2.2", p22)).toBe(true);
    t.messages.length = 0;
    t.drop("Red", p22, over(t, "2.1", -0.3), { zonesLate: true });
    t.settle();
    expect(told(t)).toContain("Red moves a Pilgrim from 2.2 to 2.1 (Pilgrims (F908), Prelude)");
    expect(inSystem(t, "2.1", p22)).toBe(true);
    const sent = tableLog(t).commands.filter((c) => c.type === "mapAction").pop() as unknown as { map: { fateTokens: { system: string; token: string }[] } };
    expect(sent.map.fateTokens.filter((x) => x.token === "Pilgrim").map((x) => x.system).sort()).toEqual(["2.1", "2.2", "6.3"]);
    expect(coreState(t)!.actions?.taken).toEqual([]);
    expect(t.scriptErrors).toEqual([]);
  });

  test("'move each Pilgrim token once': of 2.1's two, one moves on to 3.1 and the second is refused and goes back; a Pilgrim into a system Red does not control is refused", () => {
    const { t, pilgrims } = staged();
    const [p22, p63, p21] = pilgrims;
    t.drop("Red", p22, over(t, "2.1", -0.3));
    t.settle();
    t.drop("Red", p21, over(t, "3.1"));
    t.settle();
    expect(told(t)).toContain("Red moves a Pilgrim from 2.1 to 3.1 (Pilgrims (F908), Prelude)");
    t.messages.length = 0;
    const was = { ...p22.position };
    t.drop("Red", p22, over(t, "3.1", -0.3));
    t.settle();
    expect(to(t, "Red")).toContain("Pilgrims (F908): each Pilgrim moves once per turn, and those in 2.1 have moved");
    expect(p22.position.x).toBeCloseTo(was.x, 3);
    t.drop("Red", p63, over(t, "1.1"));
    t.settle();
    expect(to(t, "Red")).toContain("Pilgrims (F908): Red neither controls 1.1 nor has their Flagship there");
    expect(inSystem(t, "6.3", p63)).toBe(true);
    t.drop("Red", p63, { x: 60, y: 2, z: 60 });
    t.settle();
    expect(to(t, "Red")).toContain("Pilgrims (F908): a Pilgrim moves only into another system that Red controls or that has their Flagship");
    expect(inSystem(t, "6.3", p63)).toBe(true);
    expect(told(t)).toBe("");
    expect(t.scriptErrors).toEqual([]);
  });

  test("'Use the Portal (Move)': Blue's press refused; Red's spends a Move and lays the Portal system's Pilgrims on Red's Fate card", () => {
    const { t, pilgrims, card, fate } = staged();
    const [p22, , p21] = pilgrims;
    t.drop("Red", p22, over(t, "2.1", -0.3));
    t.settle();
    t.clickButton("Blue", card, "Use the Portal (Move)");
    t.settle();
    expect(to(t, "Blue")).toContain("only Red may use it");
    t.clickButton("Red", card, "Use the Portal (Move)");
    t.settle();
    expect(told(t)).toContain("Red takes Use the Portal (Pilgrims, F908): 2 Pilgrims from 2.1 onto their objective card; untuck a Seek the Portal from Pilgrims onto the Court deck");
    expect(coreState(t)!.actions?.taken).toEqual(["move"]);
    for (const p of [p22, p21]) {
      expect(inSystem(t, "2.1", p)).toBe(false);
      expect(Math.abs(p.position.x - fate.position.x)).toBeLessThan(1.5);
      expect(Math.abs(p.position.z - fate.position.z)).toBeLessThan(1.5);
    }
    expect(t.scriptErrors).toEqual([]);
  });
});
