/**
 * Issue 35 through the TTS fake: the Conspirator's F2303 Conspiracies (declaring, no marker) and F2305
 * Foiling Conspiracies (seed 003): the guess buttons on the face-down Conspiracies while the core names
 * the Rival who may guess, pressed by that Rival alone; a token's colour (its GM notes) reaches no seat,
 * no message and no log entry: the guess command carries only the guess and whether it is right.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { card } from "../../src/core/game/util";
import { rulesBookletOf } from "../../src/core/campaign/booklet";
import { GLOBAL_GUID, TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, spotIn, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { campaignBattleState } from "../../tools/bench/campaignBattleScenario";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { campaignTable, secureCommand } from "../core/campaign/campaignCourtCards";
import { run } from "../core/game/helpers";
import { act } from "../core/campaign/objectiveFixtures";

const save = () => builtSave().save as unknown as SaveFile;
const objective = (t: TtsTable, c: Colour) => ((coreState(t) as GameState).campaign as CampaignState).players.find((p) => p.colour === c)!.objective;

/** The Conspiracy of `colour` out of its bag, laid face down in `ambition`'s box (as the Conspirator lays one, F2303). */
function conspiracy(table: TtsTable, colour: Colour, ambition: string): FakeObject {
  const outer = table.withTag("fate-token-bag")[0];
  let bag = table.find((o) => o.tags.includes("fate-token-supply") && o.data.GMNotes === "f23-conspiracy")[0];
  if (bag === undefined) bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f23-conspiracy")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  const token = table.playerTake(bag, { guid: bag.contents.find((o) => o.GMNotes === `Conspiracy ${colour}`)!.GUID as string, position: spotIn(zoneOf(table, "ambition-box", ambition), 0) })!;
  table.flip("Blue", token);
  return token;
}

describe("seed 003 F2303: the Conspirator's declare on the table", () => {
  test("the Declare press moves no ambition marker; the public line says a Conspiracy goes in the box instead", () => {
    let s = act("III", ["FATE23", "FATE09", "FATE10"]);
    if (s.phase === "shuffleDiscard") s = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
    const lead = s.players[0].hand.filter((id) => card(id)?.declares !== "none")[0];
    s = run(s, { type: "lead", player: "Red", card: lead } as Command);
    const declares = card(lead)!.declares;
    const ambition = declares === "any" ? "tycoon" : declares;
    const table = loadWithGame(save(), s, "Red");
    const markers = table.withTag("ambition-marker");
    const before = markers.map((m) => ({ ...m.position }));
    // The lead card's "Declare X" button calls this global with the card and its presser (turn/cardPlay.ts); the
    // handler reads the presser only, and a state loaded by hand lays no action card, so another object stands in
    // (a nil first argument would not reach the MoonSharp runner's Lua in its place).
    table.callScript(GLOBAL_GUID, `arcsDeclare_${ambition}`, markers[0], "Red");
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    expect((coreState(table) as GameState).round!.declared).toBe(true);
    expect((coreState(table) as GameState).markers.every((m) => m.at === "available")).toBe(true);
    expect(markers.map((m) => m.position)).toEqual(before);
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n")).toMatch(/Red declares \w+: a Conspiracy, no marker \(F2303\)/);
  });
});

/** Red has just secured a Vox card (CC12) in Act III; Blue is the Conspirator (objective 20), F2305 in the booklet. */
function afterSecure(): GameState {
  const base = campaignBattleState();
  const c = base.campaign as CampaignState;
  const b = rulesBookletOf(c);
  const players = c.players.map((p) => (p.colour === "Blue" ? { ...p, fate: "FATE23", letter: "C" as const, objective: 20 } : p));
  const s = { ...base, campaign: { ...c, act: "III" as const, players, rulesBooklet: { ...b, laws: b.laws.concat([["F2304"], ["F2305"]]) } } };
  const court = campaignTable([{ card: "CC01", agents: {} }, { card: "CC12", agents: { Red: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  return run(s, secureCommand(1, court));
}

/** The table after Red's secure with Yellow's Conspiracy face down on Tycoon and White's on Empath, saved and loaded (the guess buttons drawn at load). */
function guessTable(): { table: TtsTable; yellow: FakeObject; white: FakeObject } {
  const s = afterSecure();
  expect((s.campaign as CampaignState).foil).toBe("Red");
  const first = loadWithGame(save(), s, "Red");
  conspiracy(first, "Yellow", "tycoon");
  conspiracy(first, "White", "empath");
  first.settle();
  const table = new TtsTable(first.save(), { seats: s.seats.map((color) => ({ color, host: color === "Red" })) });
  table.settle();
  table.messages.length = 0;
  const [yellow, white] = ["Conspiracy Yellow", "Conspiracy White"].map((n) => table.find((o) => o.data.GMNotes === n && o.faceDown)[0]);
  return { table, yellow, white };
}

describe("seed 003 F2305 Foiling Conspiracies on the table", () => {
  test("each face-down Conspiracy offers a guess per seat colour; a Rival who did not secure is refused alone; a wrong guess advances Blue and leaves the token face down, its colour told to no one", () => {
    const { table, yellow } = guessTable();
    const seats = (coreState(table) as GameState).seats;
    expect(yellow.buttons.map((b) => b.label)).toEqual(seats);
    table.clickButton("Yellow", yellow, "Yellow");
    table.settle();
    expect(table.messagesTo("Yellow").map((m) => m.text)).toContain("not your guess (F2305)");
    expect(tableLog(table).commands.filter((c) => c.type === "guessConspiracy")).toEqual([]);

    table.clickButton("Red", yellow, "Blue");
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    expect(tableLog(table).commands.filter((c) => c.type === "guessConspiracy")).toEqual([{ type: "guessConspiracy", player: "Red", guess: "Blue", right: false }]);
    expect(objective(table, "Blue")).toBe(19);
    const said = table.messages.map((m) => m.text).join("\n");
    expect(said).toContain("Red guesses Blue: wrong (F2305)");
    expect(said).not.toMatch(/Conspiracy Yellow|Yellow's Conspiracy|Conspiracy \(Yellow/);
    expect(JSON.stringify(tableLog(table))).not.toContain("Conspiracy Yellow");
    expect(yellow.faceDown).toBe(true);
    // One guess: the buttons are gone.
    expect(yellow.buttons).toEqual([]);
  });

  test("a right guess returns the token to the Conspirator's bag; the objective stays", () => {
    const { table, white } = guessTable();
    table.clickButton("Red", white, "White");
    table.settle();
    expect(table.scriptErrors).toEqual([]);
    expect(table.messages.map((m) => m.text).join("\n")).toContain("Red guesses White: right (F2305)");
    expect(objective(table, "Blue")).toBe(20);
    expect(table.find((o) => o === white)).toEqual([]);
    const bag = table.find((o) => o.tags.includes("fate-token-supply") && o.data.GMNotes === "f23-conspiracy")[0];
    expect(bag.contents.some((o) => o.GMNotes === "Conspiracy White")).toBe(true);
  });
});
