/**
 * Issue 35 through the TTS fake: the Conspirator's Conspiracies (seed 003 F2303, F2304, F2301B).
 * Each token's colour is in its GM notes only; face down it shows "Conspiracy" to all. The preview
 * names no colour; the confirm sends the colour of a Conspiracy on a scored ambition (the score
 * reveals it, F2304 "reveal all Conspiracies on scored ambitions"), never one on an ambition not
 * scored; the core moves the Conspirator's objective once; the revealed ones go back to the bag.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { GLOBAL_GUID } from "../../tools/ttsFake/table";
import { loadWithGame, spotIn, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { stagedChapterEnd } from "../support/campaignRun";

/** Act III, chapter 1 ends with Tycoon declared: Red the Conspirator (FATE23, marker on 20), all "C" Fates (no grand ambitions to give). */
function actThreeChapterEnd(): GameState {
  const s = stagedChapterEnd(5, 3, "III", 1, { Red: ["FATE23", "C"], Blue: ["FATE19", "C"], Yellow: ["FATE24", "C"] });
  const c = s.campaign as CampaignState;
  c.players.find((p) => p.colour === "Red")!.objective = 20;
  for (const m of s.markers) m.at = "available";
  s.markers[0].at = "tycoon";
  return s;
}

/** The Conspiracy of `colour` out of its bag, laid face down by Red in `ambition`'s box. */
function conspiracy(table: TtsTable, colour: Colour, ambition: string, i: number): FakeObject {
  const outer = table.withTag("fate-token-bag")[0];
  let bag = table.find((o) => o.tags.includes("fate-token-supply") && o.data.GMNotes === "f23-conspiracy")[0];
  if (bag === undefined) bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f23-conspiracy")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  const token = table.playerTake(bag, { guid: bag.contents.find((o) => o.GMNotes === `Conspiracy ${colour}`)!.GUID as string, position: spotIn(zoneOf(table, "ambition-box", ambition), i) })!;
  table.flip("Red", token);
  return token;
}

describe("seed 003 F2304 Scoring Conspiracies on the table", () => {
  let table: TtsTable;
  let revealed: FakeObject;
  let hidden: FakeObject;
  beforeAll(() => {
    table = loadWithGame(builtSave().save as unknown as SaveFile, actThreeChapterEnd(), "Red");
    revealed = conspiracy(table, "Blue", "tycoon", 0);
    hidden = conspiracy(table, "Yellow", "empath", 0);
    table.settle();
    table.callScript(GLOBAL_GUID, "arcsScoringRecount");
    table.settle();
  });

  test("face down, a Conspiracy's name says no colour; the preview names none", () => {
    expect([revealed.faceDown, hidden.faceDown]).toEqual([true, true]);
    expect([revealed.data.Nickname, hidden.data.Nickname]).toEqual(["Conspiracy", "Conspiracy"]);
    expect(table.messages.map((m) => m.text).join("\n")).not.toMatch(/Conspirac[^\n]*(Blue|Yellow) on/);
  });

  test("the confirm reveals the one on Tycoon (scored) and not the one on Empath; the objective moves once; the revealed one goes back", () => {
    table.clickUi((coreState(table) as GameState).initiative, "arcsScoringConfirmButton");
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    const score = tableLog(table).commands.find((c) => c.type === "score") as Extract<Command, { type: "score" }>;
    expect(score.snapshot.conspiracies).toEqual([{ ambition: "tycoon", colour: "Blue" }, { ambition: "empath" }]);
    const after = coreState(table) as GameState;
    const tycoon = after.lastScoring!.ambitions.find((a) => a.ambition === "tycoon")!;
    const top = Math.max(...tycoon.counts.map((x) => x.count));
    const blueFirst = top > 0 && tycoon.counts.some((x) => x.who === "Blue" && x.count === top);
    const red = (after.campaign as CampaignState).players.find((p) => p.colour === "Red")!;
    expect(red.objective).toBe(20 - 1 - (blueFirst ? 1 : -1));
    const said = table.messages.map((m) => m.text).join("\n");
    expect(said).toContain(`Conspiracies revealed (F2304): Blue on tycoon (${blueFirst ? "first" : "not first"}); they return to Red`);
    // The face-down one on Empath: named to no seat, in no message and nowhere in the log a seat may export.
    expect(said).not.toContain("Yellow on empath");
    expect(JSON.stringify(tableLog(table))).not.toMatch(/"ambition":"empath","colour"/);
    expect(hidden.faceDown).toBe(true);
    expect(table.world.zonesContaining(hidden).some((z) => z.data.GMNotes === "empath")).toBe(true);
    expect(table.find((o) => o === revealed)).toEqual([]);
  });
});

describe("hidden information: a Conspiracy in its bag shows no colour (seed 003 F2305: Rivals guess them)", () => {
  const inBag = (bag: { ContainedObjects?: { GMNotes?: string; Transform?: { rotZ?: number } }[] }) =>
    (bag.ContainedObjects ?? []).filter((o) => String(o.GMNotes).indexOf("Conspiracy ") === 0);

  test("the built save's Conspiracy bag holds all 8 face down (a search of the bag shows their shared back)", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, actThreeChapterEnd(), "Red");
    const outer = table.withTag("fate-token-bag")[0];
    const bag = outer.contents.find((o) => o.GMNotes === "f23-conspiracy")!;
    const tokens = inBag(bag as never);
    expect(tokens.length).toBe(8);
    expect(tokens.map((o) => o.Transform!.rotZ)).toEqual(Array(8).fill(180));
  });

  test("a Conspiracy turned face up on a scored ambition goes back into the bag face down", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, actThreeChapterEnd(), "Red");
    const up = conspiracy(table, "Blue", "tycoon", 0);
    table.flip("Red", up);
    table.settle();
    expect(up.faceDown).toBe(false);
    table.callScript(GLOBAL_GUID, "arcsScoringRecount");
    table.settle();
    table.clickUi((coreState(table) as GameState).initiative, "arcsScoringConfirmButton");
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    const bag = table.find((o) => o.tags.includes("fate-token-supply") && o.data.GMNotes === "f23-conspiracy")[0];
    const blue = bag.contents.filter((o) => o.GMNotes === "Conspiracy Blue");
    expect(blue.length).toBe(2);
    expect(blue.map((o) => (o.Transform as { rotZ: number }).rotZ % 360)).toEqual([180, 180]);
  });
});
