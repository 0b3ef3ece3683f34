/**
 * Issue 35 through the TTS fake: the Believer's pieces go with the chapter's score
 * (src/tts/scoring/read.ts) and the core counts the objectives that read them
 * (src/core/campaign/fates/objectives.ts). Seed 003 F801B (Act I: each ambition won, 1 per
 * action pip on the top card of the Faithful stack, 10 if it is empty), F820B (Act II: each ambition
 * won that has an Ideal marker, 1 per Power gained from it). F801A step 2: the Faithful stack, "1" at
 * the bottom, "9" on top, laid by the table at the Believer's setup. F831 (Breaking the Faith): a
 * Rival's battle that destroys the Believer's city is told to that Rival (the Ideals stay the players').
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable as Table } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, spotIn, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState, loadTable, seedLua, tableLog } from "../support/scenario";
import { stagedChapterEnd } from "../support/campaignRun";
import { fateSetCardInto, inArea, loose } from "../support/fateTable";
import { game } from "../support/campaignEvents";
import { believerActThree, blueCityUnderYellow, yellowDestroysBluesCity } from "../support/believerTable";

/** Chapter 1 of `act` ends with a marker on Tycoon and Keeper only: Red (the Believer) has 2 Material in its play area, so wins Tycoon. */
function table(act: "I" | "II", layOut: (t: Table) => void): Table {
  const s = stagedChapterEnd(5, 3, act, 1, { Red: ["FATE08", "A"], Blue: ["FATE01", "A"], Yellow: ["FATE02", "A"] });
  for (const p of (s.campaign as CampaignState).players) p.objective = 20;
  s.markers.forEach((m, i) => (m.at = i === 0 ? "tycoon" : i === 1 ? "keeper" : "available"));
  const t = loadWithGame(builtSave().save as unknown as SaveFile, s, "Red");
  const bag = t.find((o) => o.tags.includes("resource-supply") && o.tags.includes("material"))[0];
  for (const i of [8, 9]) t.playerTake(bag, { position: { ...spotIn(zoneOf(t, "play-area", "Red"), i), y: 2 } });
  layOut(t);
  t.settle();
  return t;
}

/** Confirms the score as the initiative's holder does; the score command sent and the state after. */
function score(t: Table): { sent: Extract<Command, { type: "score" }>; after: GameState; said: string[] } {
  t.messages.length = 0;
  t.clickUi((coreState(t) as GameState).initiative, "arcsScoringConfirmButton");
  t.settle();
  expect(t.scriptErrors).toEqual([]);
  return { sent: tableLog(t).commands.find((c) => c.type === "score") as Extract<Command, { type: "score" }>, after: coreState(t) as GameState, said: t.messages.map((m) => m.text) };
}

const red = (s: GameState) => (s.campaign as CampaignState).players.find((p) => p.colour === "Red")!.objective;

/** Ideal tokens out of their bag (F820A step 1 "Collect the 5 Ideal markers") into ambition boxes, as a player lays them. */
function ideals(t: Table, boxes: string[]): FakeObject[] {
  const outer = t.withTag("fate-token-bag")[0];
  const bag = t.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f8-ideal")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  return boxes.map((b, i) => t.playerTake(bag, { position: { ...spotIn(zoneOf(t, "ambition-box", b), i), y: 2 } })!);
}

describe("seed 003 F801B: the Faithful stack read at the chapter's end", () => {
  test("no Faithful card in the Believer's play area: the stack is empty, Tycoon won advances 10", () => {
    const { sent, after, said } = score(table("I", () => undefined));
    expect(sent.snapshot.faithfulTop).toBe("");
    expect(after.lastScoring!.ambitions.find((a) => a.ambition === "tycoon")!.first).toBe("Red");
    expect(red(after)).toBe(10);
    expect(said).toContain("Red's objective advances 10 for tycoon won, the Faithful stack empty (F801B): marker 20 -> 10");
  });

  test("Faithful 1 and 2 left in the stack: the top card (F805) is sent, and the win is told to be advanced by hand (its pips are not printed)", () => {
    const { sent, after, said } = score(table("I", (t) => {
      fateSetCardInto(t, "F804", "Red", 4);
      fateSetCardInto(t, "F805", "Red", 4);
    }));
    expect(sent.snapshot.faithfulTop).toBe("F805");
    expect(red(after)).toBe(20);
    expect(said).toContain("Red's objective (F801B): tycoon won: advance 1 per pip of the top Faithful card");
  });
});

describe("seed 003 F820B: the Ideal markers in the ambition boxes read at the chapter's end", () => {
  test("an Ideal on Tycoon (Red wins it) and one on Empath: Red advances 1 per Power gained from Tycoon", () => {
    const { sent, after } = score(table("II", (t) => ideals(t, ["tycoon", "empath"])));
    expect([...(sent.snapshot.ideals ?? [])].sort()).toEqual(["empath", "tycoon"]);
    const power = after.lastScoring!.ambitions.find((a) => a.ambition === "tycoon")!.awards.filter((w) => w.player === "Red" && w.place === "first")[0].power;
    expect(power).toBeGreaterThan(0);
    expect(red(after)).toBe(20 - power);
  });

  test("the Ideal on Keeper only: Tycoon won without an Ideal moves nothing", () => {
    const { sent, after } = score(table("II", (t) => ideals(t, ["keeper"])));
    expect(sent.snapshot.ideals).toEqual(["keeper"]);
    expect(red(after)).toBe(20);
  });
});

describe("seed 003 F801A step 2: the Faithful stack laid when the Believer's setup is done", () => {
  const SEATS = ["Red", "Blue", "Yellow"];
  /** Act I with the first seed that deals the Believer (FATE08), who keeps it; the others keep their first Fate. */
  function believerRevealed(): { t: Table; believer: string } {
    for (let seed = 1; seed < 40; seed++) {
      const t = loadTable(SEATS, { host: "Red" });
      seedLua(t, seed);
      t.clickUi("Red", "arcsCampaignNew");
      t.settle();
      const hands = SEATS.map((c) => t.world.handObjects(c).filter((o) => o.tags.includes("fate-card")).map((o) => o.data.GMNotes ?? ""));
      const at = hands.findIndex((h) => h.includes("FATE08"));
      if (at < 0) continue;
      SEATS.forEach((c, i) => t.clickButton(c, t.find((o) => o.data.GMNotes === (i === at ? "FATE08" : hands[i][0]))[0], "Keep"));
      t.settle();
      return { t, believer: SEATS[at] };
    }
    throw new Error("no seed deals the Believer");
  }

  test("the 9 Faithful cards lie face up in one pile in the Believer's play area, Faithful 1 (F804) at the bottom and Faithful 9 (F812) on top", () => {
    const { t, believer } = believerRevealed();
    const cards = ["F804", "F805", "F806", "F807", "F808", "F809", "F810", "F811", "F812"].map((id) => loose(t, id));
    for (const c of cards) expect({ id: c?.data.GMNotes, inArea: inArea(t, c, believer), faceUp: c?.rotation.z }).toEqual({ id: c?.data.GMNotes, inArea: true, faceUp: 0 });
    expect(new Set(cards.map((c) => `${c.position.x},${c.position.z}`)).size).toBe(1);
    const heights = cards.map((c) => c.position.y);
    expect(heights).toEqual(heights.slice().sort((a, b) => a - b));
    expect(t.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F831 'Breaking the Faith' at a table battle (Act III, the Believer's setup F829A added it to the rules booklet)", () => {
  let t = undefined as unknown as Table;
  beforeAll(() => {
    t = believerActThree();
  });

  test("Yellow (a Rival) destroys Blue's (the Believer's) Loyal city: the table tells Yellow they may remove 1 Ideal from an undeclared ambition", () => {
    const s = game(t);
    expect(s.campaign!.players.find((p) => p.colour === "Blue")!.fate).toBe("FATE08");
    expect(JSON.stringify(s.campaign!.rulesBooklet)).toContain("F831");
    blueCityUnderYellow(t);
    t.messages.length = 0;
    yellowDestroysBluesCity(t);
    expect(t.scriptErrors).toEqual([]);
    const said = t.messages.map((m) => m.text).join("\n");
    expect(said).toContain("Yellow destroyed 1 of Blue's cities: they may remove 1 Ideal(s) from undeclared ambitions (F831)");
  });
});
