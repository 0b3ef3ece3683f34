/**
 * Fate-set Guild cards of shapes no base card has, on the BUILT save's Global in the TTS fake (issue
 * 35; seed 003 card reference): Guild Investigators' Recover (F402) and Lesser Regent's declare (F121),
 * src/tts/court/cards/fateGuildCards.ts. Each button answers its card's owner only; the core's
 * `cardAction` decides and the table follows.
 */
import type { GameState } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { loadWithGame, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import { labels, privateText } from "../support/courtCards";
import { redLeads } from "../core/campaign/mapFixtures";

const save = () => builtSave().save as unknown as SaveFile;
const game = (table: TtsTable): GameState => coreState(table)!;
const lastCommand = (table: TtsTable) => tableLog(table).commands.slice(-1)[0];

function inZone(table: TtsTable, id: string, zone: string, gm?: string): boolean {
  return table.world.objectsIn(zoneOf(table, zone, gm)).some((o) => o.data.GMNotes === id);
}

/** Campaign Court card `id` out of the campaign Court deck into `zone`, `up` above its centre (a later card lies on top). */
function courtCardTo(table: TtsTable, id: string, zone: string, gm: string | undefined, up: number): void {
  const deck = table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
  const entry = deck.contents.find((c) => c.GMNotes === id)!;
  const z = zoneOf(table, zone, gm);
  table.playerTake(deck, { guid: entry.GUID, position: { ...z.position, y: z.position.y + up }, rotation: { x: 0, y: 180, z: 0 } });
  table.settle();
}

describe("seed 003 F402 Guild Investigators: 'Recover (Move): Attach the topmost Guild card from the Court discard pile to a card in the Court with no agents.'", () => {
  test("Red's 'Recover: slot 2' takes the topmost Guild card of the discard (Mining Interest CC01, under a Vox card) above slot 2's card, spending a Move; Blue's press is refused", () => {
    const table = loadWithGame(save(), redLeads("mobilization"), "Red");
    courtCardTo(table, "CC12", "court-slot", "2", 0.2);
    courtCardTo(table, "CC05", "court-discard", undefined, 0.2);
    courtCardTo(table, "CC01", "court-discard", undefined, 0.4);
    courtCardTo(table, "CC11", "court-discard", undefined, 0.6);
    const card = fateSetCardInto(table, "F402", "Red");
    table.messages.length = 0;
    expect(labels(card).slice(0, 2)).toEqual(["Recover: slot 1", "Recover: slot 2"]);
    table.clickButton("Blue", card, "Recover: slot 2");
    expect(privateText(table, "Blue")).toContain("Guild Investigators (F402) lies in Red's play area: only Red may take its actions");
    table.clickButton("Red", card, "Recover: slot 3");
    expect(privateText(table, "Red")).toContain("Guild Investigators (F402): attach it to a Court card with no agents and no attached card (BR p.27)");
    expect(game(table).actions?.taken ?? []).toEqual([]);
    table.clickButton("Red", card, "Recover: slot 2");
    table.settle();
    expect(lastCommand(table)).toMatchObject({ type: "cardAction", player: "Red", action: { kind: "recover", card: "F402", slot: 1 } });
    expect(game(table).actions?.taken).toEqual(["move"]);
    expect(inZone(table, "CC01", "court-slot", "2")).toBe(true);
    expect(inZone(table, "CC01", "court-discard")).toBe(false);
    expect(inZone(table, "CC05", "court-discard")).toBe(true);
    expect(inZone(table, "CC11", "court-discard")).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F121 Lesser Regent: 'Prelude: You may discard this to declare any ambition.'", () => {
  test("Red's 'Prelude: declare Keeper' discards it to the Court discard and moves the highest Available marker to Keeper; Blue's press is refused", () => {
    const table = loadWithGame(save(), redLeads("construction"), "Red");
    const card = fateSetCardInto(table, "F121", "Red");
    table.messages.length = 0;
    expect(labels(card)).toEqual(["Prelude: declare Tycoon", "Prelude: declare Tyrant", "Prelude: declare Warlord", "Prelude: declare Keeper", "Prelude: declare Empath"]);
    table.clickButton("Blue", card, "Prelude: declare Keeper");
    expect(privateText(table, "Blue")).toContain("only Red may take its actions");
    table.clickButton("Red", card, "Prelude: declare Keeper");
    table.settle();
    expect(lastCommand(table)).toMatchObject({ type: "cardAction", player: "Red", action: { kind: "prelude", choice: { card: "F121", ambition: "keeper" } } });
    expect(inZone(table, "F121", "court-discard")).toBe(true);
    expect(card.buttons).toHaveLength(0);
    const marker = game(table).markers.find((m) => m.at === "keeper")!;
    const markerObject = table.find((o) => o.tags.includes("ambition-marker") && o.data.GMNotes === marker.id)[0];
    expect(table.world.zonesContaining(markerObject).some((z) => z.tags.includes("ambition-box") && z.data.GMNotes === "keeper")).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1102 Sycophants: 'Prelude: You may discard this to place 3 ships in a system you control.'", () => {
  test("the 3-ships cards' 'Prelude: discard' (BC12-BC15): only Red may press it; the card goes to the Court discard and the ships are named for Red to place", () => {
    const table = loadWithGame(save(), redLeads("construction"), "Red");
    const card = fateSetCardInto(table, "F1102", "Red");
    table.messages.length = 0;
    expect(labels(card)).toEqual(["Prelude: discard"]);
    table.clickButton("Blue", card, "Prelude: discard");
    expect(privateText(table, "Blue")).toContain("only Red may take its actions");
    table.clickButton("Red", card, "Prelude: discard");
    table.settle();
    expect(lastCommand(table)).toMatchObject({ type: "cardAction", player: "Red", action: { kind: "prelude", choice: { card: "F1102" } } });
    expect(inZone(table, "F1102", "court-discard")).toBe(true);
    expect(table.messages.map((m) => m.text)).toContain("Red discards Sycophants (F1102) for its Prelude: Red places 3 ships in a system they control");
    expect(table.scriptErrors).toEqual([]);
  });
});
