/**
 * The Pathfinder's Clues at the table in Act II (seed 003 F901B-F903; src/tts/campaign/clues.ts, the
 * core's fates/clues.ts) on the BUILT save's Global in the TTS fake: "make the player to your right
 * place 1 Clue token at the planet" where the Pathfinder's Flagship is; the placer lays it on its
 * "Check" or "X" side, or the Portal token; F901B advances 1 per Check Clue (never to 0) and 8 for the
 * Portal. Read once the token rests; refused, it goes back and the placer alone is told.
 */
import type { CampaignState } from "../../src/core/campaign/types";
import type { TtsTable } from "../../tools/ttsFake/table";
import { zoneOf } from "../../tools/bench/courtScoringHandlers";
import { coreState, tableLog } from "../support/scenario";
import { clueTable } from "../support/pathfinderTable";

const to = (t: TtsTable, colour: string) => t.messagesTo(colour).map((m) => m.text).join("\n");
const told = (t: TtsTable) => t.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
const objective = (t: TtsTable) => (coreState(t)!.campaign as CampaignState).players.filter((p) => p.colour === "Red")[0].objective;
const over = (t: TtsTable, id: string) => ({ ...zoneOf(t, "system", id).position, y: 2 });

const staged = () => clueTable(2);

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
