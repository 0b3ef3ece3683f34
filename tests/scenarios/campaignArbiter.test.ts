/**
 * The Arbiter at the table (seed 003 F2403: "At the start of scoring, you may give any number of your
 * Trophies, Captives, and resources to Rivals, up to their number of empty resource slots. Pieces
 * Loyal to that Rival return to their supply."; src/tts/scoring/arbiter.ts, the core's
 * fates/arbiter.ts) on the BUILT save's Global in the TTS fake: at a campaign chapter's scoring, White
 * holds The Arbiter and moves pieces from their board into Rivals'. Accepted, everyone is told and
 * the preview counts each Rival's gifts; a Rival's own piece goes to their supply. Refused, the piece
 * goes back where it was picked up and the mover alone is told.
 */
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { GameState, ScoreCommand } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { loadWithGame, takePieces, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { actThreeAtScoring } from "../support/campaignRun";
import { coreState, tableLog } from "../support/scenario";
import { fateSetCardInto } from "../support/fateTable";

const save = () => builtSave().save as unknown as SaveFile;
const to = (t: TtsTable, colour: string) => t.messagesTo(colour).map((m) => m.text).join("\n");
const told = (t: TtsTable) => t.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
const inZone = (t: TtsTable, tag: string, colour: string, o: FakeObject) => t.world.objectsIn(zoneOf(t, tag, colour)).includes(o);
const centre = (t: TtsTable, tag: string, colour: string) => ({ ...zoneOf(t, tag, colour).position, y: 2 });
const gifts = (t: TtsTable) => (coreState(t)!.campaign as CampaignState).arbiterGifts;

/** Act III chapter 2 at its scoring (Red the Judge, with The Arbiter in White's play area as the table shows it). */
function scoring(): GameState {
  return actThreeAtScoring({ Red: ["FATE24", "C"], Blue: ["FATE20", "C"], Yellow: ["FATE17", "C"], White: ["FATE19", "C"] });
}

interface Staged {
  t: TtsTable;
  blueShip: FakeObject;
  yellowShips: FakeObject[];
  blueAgent: FakeObject;
  fuel: FakeObject;
}

/** White's Trophies: a Blue ship and 3 Yellow ones; Captives: a Blue agent; a Fuel in White's resource slots. */
function staged(arbiter = true): Staged {
  const t = loadWithGame(save(), scoring(), "Red");
  if (arbiter) fateSetCardInto(t, "F2403", "White");
  const trophies = zoneOf(t, "trophies", "White");
  const blueShip = takePieces(t, "ship", "Blue", 1, trophies)[0];
  const yellowShips = takePieces(t, "ship", "Yellow", 3, trophies, 1);
  const blueAgent = takePieces(t, "agent", "Blue", 1, zoneOf(t, "captives", "White"))[0];
  const fuel = takeResources(t, "fuel", 1, zoneOf(t, "resources-zone", "White"))[0];
  t.settle();
  t.messages.length = 0;
  return { t, blueShip, yellowShips, blueAgent, fuel };
}

describe("seed 003 F2403 The Arbiter at a chapter's scoring", () => {
  test("White gives Blue a Yellow Trophy and Blue's own agent: both told to everyone; Blue's agent goes to Blue's supply; the preview counts Blue's gifts", () => {
    const { t, yellowShips, blueAgent } = staged();
    // Let go from above: the zone's trigger notices it after the drop event (docs/tts-behaviour.md).
    t.drop("White", yellowShips[0], centre(t, "trophies", "Blue"), { zonesLate: true });
    t.settle();
    expect(gifts(t)).toEqual([{ to: "Blue", slots: 2, given: 1 }]);
    expect(told(t)).toContain("White gives Blue a Trophy with The Arbiter (F2403): 1 of 2");
    expect(inZone(t, "trophies", "Blue", yellowShips[0])).toBe(true);
    t.drop("White", blueAgent, centre(t, "captives", "Blue"));
    t.settle();
    expect(told(t)).toContain("White gives Blue a Captive with The Arbiter (F2403): 2 of 2; it is Blue's own and returns to their supply");
    const bag = t.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes("Blue"))[0];
    expect(bag.contents.map((c) => c.GUID)).toContain(blueAgent.guid);
    expect(t.ui().text("arcsScoringText")).toContain("The Arbiter (F2403): White may first give Rivals Trophies, Captives, resources, each moved into theirs, up to their empty resource slots. Given: Blue 2 of 2.");
    expect(t.scriptErrors).toEqual([]);
  });

  test("past the Rival's empty slots at the start of scoring (Blue: 2, their 5 cities on the board, no resource), the gift is refused and the piece goes back; a resource given fills a slot without lowering the limit", () => {
    const { t, yellowShips, fuel } = staged();
    t.drop("White", fuel, centre(t, "resources-zone", "Blue"));
    t.settle();
    expect(told(t)).toContain("White gives Blue a resource with The Arbiter (F2403): 1 of 2");
    expect(inZone(t, "resources-zone", "Blue", fuel)).toBe(true);
    t.drop("White", yellowShips[0], centre(t, "trophies", "Blue"));
    t.settle();
    expect(told(t)).toContain("White gives Blue a Trophy with The Arbiter (F2403): 2 of 2");
    const last = yellowShips[1];
    const was = { ...last.position };
    t.messages.length = 0;
    t.drop("White", last, centre(t, "trophies", "Blue"));
    t.settle();
    expect(to(t, "White")).toContain("Blue had 2 empty resource slots at the start of scoring: The Arbiter gives them no more (F2403)");
    expect(last.position.x).toBeCloseTo(was.x, 3);
    expect(last.position.z).toBeCloseTo(was.z, 3);
    expect(inZone(t, "trophies", "White", last)).toBe(true);
    expect(told(t)).toBe("");
    expect(gifts(t)).toEqual([{ to: "Blue", slots: 2, given: 2 }]);
    expect(t.scriptErrors).toEqual([]);
  });

  test("a Rival's hand on White's Trophy is refused to them alone and the ship goes back; without The Arbiter a move between boards is not judged", () => {
    const { t, blueShip } = staged();
    t.drop("Blue", blueShip, centre(t, "trophies", "Blue"));
    t.settle();
    expect(to(t, "Blue")).toContain("only White, who has The Arbiter (F2403), gives their Trophies, Captives and resources");
    expect(inZone(t, "trophies", "White", blueShip)).toBe(true);
    expect(tableLog(t).commands.some((c) => c.type === "arbiterGift")).toBe(false);
    const plain = staged(false);
    plain.t.drop("White", plain.yellowShips[0], centre(plain.t, "trophies", "Blue"));
    plain.t.settle();
    expect(tableLog(plain.t).commands.some((c) => c.type === "arbiterGift")).toBe(false);
    expect(inZone(plain.t, "trophies", "Blue", plain.yellowShips[0])).toBe(true);
    expect(plain.t.scriptErrors).toEqual([]);
  });

  test("the gifts go into the score: confirmed, the count is gone and the chapter moves on", () => {
    const { t, yellowShips } = staged();
    t.drop("White", yellowShips[0], centre(t, "trophies", "Blue"));
    t.settle();
    t.clickUi(coreState(t)!.initiative, "arcsScoringConfirmButton");
    t.settle();
    const sent = tableLog(t).commands.filter((c) => c.type === "score").pop() as ScoreCommand;
    const trophies = (c: string) => sent.snapshot.players.find((p) => p.colour === c)!.trophies;
    expect([trophies("Blue"), trophies("White")]).toEqual([1, 3]);
    expect(coreState(t)!.phase).not.toBe("scoring");
    expect(gifts(t)).toBeUndefined();
    expect(t.scriptErrors).toEqual([]);
  });
});
