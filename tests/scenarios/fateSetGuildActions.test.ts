/**
 * Fate-set Guild cards of shapes no base card has, on the BUILT save's Global in the TTS fake (issue
 * 35; seed 003 card reference): Guild Investigators' Recover (F402), Lesser Regent's declare (F121) and
 * Dealmakers' Bargain (F103), src/tts/court/cards/fateGuildCards.ts. Each button answers its card's owner only; the core's
 * `cardAction` decides and the table follows.
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto, inArea } from "../support/fateTable";
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
    expect(privateText(table, "Red")).toContain("Guild Investigators (F402): attach it to a Court card with no agents or attachment (BR p.27)");
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

describe("seed 003 F103 Dealmakers: 'Bargain (Secure): Choose a Court card that a Rival could secure. They secure it but return agents they would capture. You influence once for each agent they had on the card, then you secure once.'", () => {
  const agentsIn = (table: TtsTable, n: string): string[] =>
    table.world.objectsIn(zoneOf(table, "court-slot", n)).filter((o) => o.tags.includes("agent")).map((o) => ["Red", "Blue", "Yellow"].find((c) => o.tags.includes(c))!).sort();
  const inBag = (table: TtsTable, colour: string): number =>
    table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(colour))[0].contents.length;
  /** `colour` takes an agent from their supply and drops it on Court slot `n` (an influence, p.13). */
  function influenceBy(table: TtsTable, colour: Colour, n: string): void {
    const bag = table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(colour))[0];
    const agent = table.playerTake(bag, { position: { x: 0, y: 2, z: -20 } }) as FakeObject;
    table.settle();
    const z = zoneOf(table, "court-slot", n);
    table.drop(colour, agent, { x: z.position.x + 0.3, y: 2, z: z.position.z });
    table.settle();
  }

  test("Red's 'Bargain: slot 2', where Blue has the most agents (p.13): Blue takes Mining Interest, every agent on it goes home, the slot refills; Red's two influences and secure are the Bargain's (an Aggression card has no Influence). Blue's press, a slot nobody could secure and Red's own majority are refused to the presser alone, nothing moved", () => {
    const table = loadWithGame(save(), redLeads("aggression"), "Red");
    courtCardTo(table, "CC01", "court-slot", "2", 0.2);
    courtCardTo(table, "CC02", "court-slot", "3", 0.2);
    courtCardTo(table, "CC03", "court-slot", "4", 0.2);
    const slot = (n: string) => zoneOf(table, "court-slot", n);
    takePieces(table, "agent", "Blue", 2, slot("2"));
    takePieces(table, "agent", "Red", 1, slot("2"), 2);
    takePieces(table, "agent", "Yellow", 1, slot("2"), 3);
    takePieces(table, "agent", "Red", 2, slot("3"));
    takePieces(table, "agent", "Yellow", 1, slot("3"), 2);
    takePieces(table, "agent", "Blue", 1, slot("4"));
    takePieces(table, "agent", "Yellow", 1, slot("4"), 1);
    table.settle();
    const card = fateSetCardInto(table, "F103", "Red");
    table.messages.length = 0;
    expect(labels(card).slice(0, 4)).toEqual(["Bargain: slot 1", "Bargain: slot 2", "Bargain: slot 3", "Bargain: slot 4"]);
    const bags = ["Red", "Blue", "Yellow"].map((c) => inBag(table, c));
    table.clickButton("Blue", card, "Bargain: slot 2");
    expect(privateText(table, "Blue")).toContain("Dealmakers (F103) lies in Red's play area: only Red may take its actions");
    table.clickButton("Red", card, "Bargain: slot 3");
    expect(privateText(table, "Red")).toContain("No Rival could secure CC02 (p.13)");
    table.clickButton("Red", card, "Bargain: slot 4");
    expect(privateText(table, "Red")).toContain("No Rival could secure CC03 (p.13)");
    expect(privateText(table, "Blue")).not.toContain("No Rival");
    expect(game(table).actions?.taken ?? []).toEqual([]);
    expect(agentsIn(table, "2")).toEqual(["Blue", "Blue", "Red", "Yellow"]);
    expect(agentsIn(table, "3")).toEqual(["Red", "Red", "Yellow"]);
    expect(inZone(table, "CC01", "court-slot", "2")).toBe(true);

    table.clickButton("Red", card, "Bargain: slot 2");
    table.settle();
    expect(lastCommand(table)).toMatchObject({ type: "cardAction", player: "Red", action: { kind: "bargain", card: "F103", slot: 1 } });
    expect(game(table).actions?.taken).toEqual(["secure"]);
    expect(inArea(table, table.find((o) => o.isCard && o.data.GMNotes === "CC01")[0], "Blue")).toBe(true);
    expect(agentsIn(table, "2")).toEqual([]);
    expect(["Red", "Blue", "Yellow"].map((c, i) => inBag(table, c) - bags[i])).toEqual([1, 2, 1]);
    const refilled = table.world.objectsIn(slot("2")).filter((o) => o.isCard).map((o) => String(o.data.GMNotes));
    expect(refilled).toHaveLength(1);
    expect(refilled[0]).not.toBe("CC01");
    expect(table.scriptErrors).toEqual([]);

    // "You influence once for each agent they had on the card (2), then you secure once": on any Court card (p.13).
    influenceBy(table, "Red", "3");
    influenceBy(table, "Red", "2");
    expect(game(table).actions?.taken).toEqual(["secure", "influence", "influence"]);
    const cc02 = table.find((o) => o.isCard && o.data.GMNotes === "CC02")[0];
    table.clickButton("Red", cc02, "Secure (Red)");
    table.settle();
    expect(game(table).actions?.taken).toEqual(["secure", "influence", "influence", "secure"]);
    expect(inArea(table, table.find((o) => o.isCard && o.data.GMNotes === "CC02")[0], "Red")).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});
