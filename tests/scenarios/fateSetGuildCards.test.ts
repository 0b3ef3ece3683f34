/**
 * Fate-set Guild cards with powers of base cards' shapes on the table (issue 35; seed 003 card
 * reference), on the BUILT save's Global in the TTS fake: Arms Interest (F1505/F1506) with Mining
 * Interest's buttons (src/tts/court/cards/stealPreludes.ts), the Liaisons (F405-F409, F1405) and the
 * Guildmasters (F417-F421) with theirs, in the same file. Each button answers its
 * card's owner only; the core's `cardAction` decides and the table follows.
 */
import type { Command, GameState } from "../../src/core/game/types";
import { apply } from "../../src/core/rules";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { loadWithGame, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import { boardTypes, emptySlots, intoPlayArea, labels, privateText } from "../support/courtCards";
import { redLeads } from "../core/campaign/mapFixtures";

const save = () => builtSave().save as unknown as SaveFile;
const game = (table: TtsTable): GameState => coreState(table)!;
const lastCommand = (table: TtsTable) => tableLog(table).commands.slice(-1)[0];

function run(s: GameState, ...commands: Command[]): GameState {
  for (const c of commands) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
  }
  return s;
}

function inZone(table: TtsTable, id: string, zone: string, gm?: string): boolean {
  return table.world.objectsIn(zoneOf(table, zone, gm)).some((o) => o.data.GMNotes === id);
}

describe("seed 003 F1505/F1506 Arms Interest: 'Assemble (Build): Gain 1 Weapon. Prelude: You may discard this to gain Weapons up to your number of empty resource slots.'", () => {
  test("Mining Interest's buttons: Red discards F1506 to fill its empty slots with Weapons, then Assembles with F1505; Blue's press is refused", () => {
    const table = loadWithGame(save(), redLeads("construction"), "Red");
    emptySlots(table, "Red");
    table.settle();
    const a = fateSetCardInto(table, "F1505", "Red");
    const b = fateSetCardInto(table, "F1506", "Red");
    table.messages.length = 0;
    expect(labels(a)).toEqual(["Assemble: gain 1 Weapon", "Prelude: discard"]);
    table.clickButton("Blue", b, "Prelude: discard");
    expect(privateText(table, "Blue")).toContain("Arms Interest (F1506) lies in Red's play area: only Red may take its actions");
    table.clickButton("Red", b, "Prelude: discard");
    table.settle();
    expect(lastCommand(table)).toMatchObject({ type: "cardAction", player: "Red", action: { kind: "prelude", choice: { card: "F1506" } } });
    const filled = boardTypes(table, "Red");
    expect(filled.length).toBeGreaterThan(0);
    expect(filled.every((t) => t === "weapon")).toBe(true);
    expect(inZone(table, "F1506", "court-discard")).toBe(true);
    emptySlots(table, "Red");
    table.settle();
    table.clickButton("Red", a, "Assemble: gain 1 Weapon");
    table.settle();
    expect(lastCommand(table)).toMatchObject({ type: "cardAction", player: "Red", action: { kind: "gain", card: "F1505" } });
    expect(game(table).actions?.taken).toEqual(["build"]);
    expect(boardTypes(table, "Red")).toEqual(["weapon"]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F409 Psionic Liaisons: 'When you Copy to influence, you may gain 1 Psionic.'", () => {
  test("Blue Copies Red's Administration lead and influences: 'Copy: gain 1 Psionic' gains it once; Red's press is refused", () => {
    let s = redLeads("administration");
    const blue = s.players.find((p) => p.colour === "Blue")!;
    s = run(s, { type: "endTurn", player: "Red" } as Command, { type: "follow", player: "Blue", card: blue.hand[0], mode: "copy" } as Command, { type: "takeAction", player: "Blue", action: "influence" } as Command);
    const table = loadWithGame(save(), s, "Blue");
    emptySlots(table, "Blue");
    table.settle();
    const card = fateSetCardInto(table, "F409", "Blue");
    table.messages.length = 0;
    expect(labels(card)).toEqual(["Copy: gain 1 Psionic"].concat([1, 2, 3, 4, 5].map((n) => `Prelude: attach, slot ${n}`)));
    table.clickButton("Red", card, "Copy: gain 1 Psionic");
    expect(privateText(table, "Red")).toContain("only Blue may take its actions");
    table.clickButton("Blue", card, "Copy: gain 1 Psionic");
    table.settle();
    expect(lastCommand(table)).toMatchObject({ type: "cardAction", player: "Blue", action: { kind: "gain", card: "F409" } });
    expect(boardTypes(table, "Blue")).toEqual(["psionic"]);
    table.clickButton("Blue", card, "Copy: gain 1 Psionic");
    expect(privateText(table, "Blue")).toContain("Psionic Liaisons (F409): once per turn");
    expect(boardTypes(table, "Blue")).toEqual(["psionic"]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F405 Material Liaisons' Prelude, then F417 Material Guildmasters: 'attach this to a Court card with no agents to declare the Tycoon ambition' / 'When you declare the Tycoon ambition, you may steal a Material Guild card.'", () => {
  test("Red attaches F405 above the Court card in slot 2 and declares Tycoon; then steals Blue's Loyal Engineers (BC01) with F417", () => {
    const table = loadWithGame(save(), redLeads("construction"), "Red");
    const deck = table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
    const entry = deck.contents.find((c) => String(c.GMNotes).startsWith("CC"))!;
    const slot2 = zoneOf(table, "court-slot", "2");
    table.playerTake(deck, { guid: entry.GUID, position: { ...slot2.position, y: slot2.position.y + 0.2 }, rotation: { x: 0, y: 180, z: 0 } });
    table.settle();
    const master = fateSetCardInto(table, "F417", "Red");
    const liaisons = fateSetCardInto(table, "F405", "Red");
    intoPlayArea(table, "BC01", "Blue");
    table.messages.length = 0;

    expect(labels(master)).toEqual(["Steal a Material card from Blue", "Steal a Material card from Yellow"]);
    table.clickButton("Yellow", liaisons, "Prelude: attach, slot 2");
    expect(privateText(table, "Yellow")).toContain("only Red may take its actions");
    table.clickButton("Red", liaisons, "Prelude: attach, slot 3");
    expect(privateText(table, "Red")).toContain("Material Liaisons (F405): attach it to a Court card with no agents or attachment (BR p.27)");
    table.clickButton("Red", liaisons, "Prelude: attach, slot 2");
    table.settle();
    expect(lastCommand(table)).toMatchObject({ type: "cardAction", player: "Red", action: { kind: "prelude", choice: { card: "F405", slot: 1 } } });
    expect(inZone(table, "F405", "court-slot", "2")).toBe(true);
    expect(game(table).markers.filter((m) => m.at === "tycoon")).toHaveLength(1);
    const marker = game(table).markers.find((m) => m.at === "tycoon")!;
    const markerObject = table.find((o) => o.tags.includes("ambition-marker") && o.data.GMNotes === marker.id)[0];
    expect(table.world.zonesContaining(markerObject).some((z) => z.tags.includes("ambition-box") && z.data.GMNotes === "tycoon")).toBe(true);
    expect(liaisons.buttons).toHaveLength(0);

    table.clickButton("Red", master, "Steal a Material card from Yellow");
    expect(privateText(table, "Red")).toContain("Yellow has no Material Guild card to steal");
    table.clickButton("Red", master, "Steal a Material card from Blue");
    expect(labels(master)).toEqual(["Steal Loyal Engineers", "Cancel"]);
    table.clickButton("Red", master, "Steal Loyal Engineers");
    table.settle();
    expect(lastCommand(table)).toMatchObject({ type: "cardAction", player: "Red", action: { kind: "declareSteal", card: "F417", from: "Blue", guildCard: "BC01" } });
    expect(inZone(table, "BC01", "play-area", "Red")).toBe(true);
    expect(labels(master)).toEqual(["Steal a Material card from Blue", "Steal a Material card from Yellow"]);
    table.clickButton("Red", master, "Steal a Material card from Blue");
    expect(privateText(table, "Red")).toContain("Blue has no Material Guild card to steal");
    expect(table.scriptErrors).toEqual([]);
  });
});

