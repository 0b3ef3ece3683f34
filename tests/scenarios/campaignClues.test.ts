/**
 * The Pathfinder's Clues at the table in Act II (seed 003 F901B-F903; src/tts/campaign/clues.ts, the
 * core's fates/clues.ts) on the BUILT save's Global in the TTS fake: "make the player to your right
 * place 1 Clue token at the planet" where the Pathfinder's Flagship is; the placer lays it on its
 * "Check" or "X" side, or the Portal token; F901B advances 1 per Check Clue (never to 0) and 8 for the
 * Portal. Read once the token rests; refused, it goes back and the placer alone is told.
 */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { flagship } from "../support/campaignBattle";
import { redLeads } from "../core/campaign/mapFixtures";

const to = (t: TtsTable, colour: string) => t.messagesTo(colour).map((m) => m.text).join("\n");
const told = (t: TtsTable) => t.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
const objective = (t: TtsTable) => (coreState(t)!.campaign as CampaignState).players.filter((p) => p.colour === "Red")[0].objective;
const over = (t: TtsTable, id: string) => ({ ...zoneOf(t, "system", id).position, y: 2 });

/** Act II, Red the Pathfinder (marker on 10) with a card led and their Flagship at 2.1; Yellow, to Red's right, holds the Clues and the Portal off the map. */
function staged(): { t: TtsTable; clues: FakeObject[]; portal: FakeObject } {
  const s = redLeads("mobilization");
  const c = s.campaign as CampaignState;
  const g: GameState = { ...s, campaign: { ...c, act: "II", players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE09", letter: "B" as const, objective: 10 } : p)) } };
  const t = loadWithGame(builtSave().save as unknown as SaveFile, g, "Red");
  flagship(t, "Red", "2.1");
  const outer = t.withTag("fate-token-bag")[0];
  const take = (bag: string, n: number) => {
    const inner = t.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === bag)!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    const out: FakeObject[] = [];
    for (let i = 0; i < n; i++) out.push(t.playerTake(inner, { position: { x: 32 + i, y: 1.5, z: -14 } })!);
    return out;
  };
  const clues = take("f9-clue", 2);
  const portal = take("f9-portal", 1)[0];
  t.settle();
  t.messages.length = 0;
  return { t, clues, portal };
}

describe("seed 003 F901B-F903 Clues on the table", () => {
  test("Blue's Clue is refused to Blue alone and goes back; Yellow's Check Clue at Red's Flagship advances Red's marker 1, told to all", () => {
    const { t, clues } = staged();
    const was = { ...clues[0].position };
    t.drop("Blue", clues[0], over(t, "2.1"));
    t.settle();
    expect(to(t, "Blue")).toContain("only Yellow, the player to Red's right, places Clues and the Portal (F903)");
    expect(clues[0].position.x).toBeCloseTo(was.x, 3);
    expect(objective(t)).toBe(10);
    t.messages.length = 0;
    t.drop("Yellow", clues[0], over(t, "2.1"), { zonesLate: true });
    t.settle();
    expect(told(t)).toContain("Yellow places a Check Clue at 2.1 (F903)");
    expect(told(t)).toContain("Red's objective advances 1 for a Check Clue placed (F901B): marker 10 -> 9");
    expect(objective(t)).toBe(9);
    expect(t.scriptErrors).toEqual([]);
  });

  test("an X Clue (face down) moves nothing; a second Clue at a planet with one is refused; the Portal advances 8", () => {
    const { t, clues, portal } = staged();
    clues[0].rotation = { x: 0, y: 180, z: 180 };
    t.drop("Yellow", clues[0], over(t, "2.1"));
    t.settle();
    expect(told(t)).toContain("Yellow places an X Clue at 2.1 (F903)");
    expect(objective(t)).toBe(10);
    t.drop("Yellow", clues[1], over(t, "2.1"));
    t.settle();
    expect(to(t, "Yellow")).toContain("2.1 already has a Clue token (F902)");
    t.drop("Yellow", portal, over(t, "2.1"));
    t.settle();
    expect(told(t)).toContain("Yellow places the Portal token at 2.1: Red found the Portal");
    expect(objective(t)).toBe(2);
    const sent = tableLog(t).commands.filter((c) => c.type === "placeClue").pop() as unknown as { map: { fateTokens: { token: string; system: string }[] } };
    expect(sent.map.fateTokens.filter((x) => x.token === "Clue").map((x) => x.system)).toEqual(["2.1"]);
    expect(t.scriptErrors).toEqual([]);
  });
});
