/**
 * The Fate edicts whose Power the core moves, pressed at the table on the BUILT save's Global in the
 * TTS fake (issue 35; src/tts/campaign/eventPhase/clicks.ts onEdictDone, core/campaign/fates/fateEdicts.ts;
 * BR p.20: the rules booklet's edicts resolve in their slot's turn in the Edicts, the First Regent
 * presses Edict done). Seed 003: F1510 Peace Dividends ("Players gain 2 Power for each system they
 * control in clusters at Peace"), its Edict done reading the map with its Ceasefires; F1619 Lords
 * Gain Power ("The Fief's Lord gains 3 Power"), reading the Seats; F1903 Rebuke of the Keepers ("If
 * Keeper is declared and the Redeemer is not winning it, the Redeemer loses Power equal to Keeper's
 * first place"), reading the boards as the chapter's scoring does; F318 Gain Monopolies ("a player
 * takes the Monopoly card of its type if they have more than half of the total resources of its type
 * in play"), reading the boards and the supply bags, the card moved with its bag; F1412 Rebuke of the
 * Empaths ("each player discards all resources matching their Outrage types, and each player with no
 * Psionic Outrage gains 1 Psionic"), reading the Outrage icons, the tokens moved.
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takeCity, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { ships } from "../support/battleTable";
import { campaignPieces } from "../support/campaignBattle";
import { edictDue, empathDeclared, keeperDeclared } from "../core/campaign/edictFixtures";
import { fateSetCardInto } from "../support/fateTable";
import { localToWorld } from "../../tools/table/geometry";

const game = (table: TtsTable): GameState => coreState(table)!;
const power = (table: TtsTable) => game(table).players.map((p) => p.power);
const toAll = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
const sent = (table: TtsTable) => tableLog(table).commands.filter((c) => c.type === "edictDone").pop() as Extract<Command, { type: "edictDone" }> | undefined;

/** A token of a Fate-set token bag (`kind`, e.g. "f15-ceasefire") laid at `at`, face down if told. */
function tokenAt(table: TtsTable, kind: string, at: { x: number; z: number }, faceDown = false): FakeObject {
  const outer = table.withTag("fate-token-bag")[0];
  const inner = outer.contents.find((o) => o.GMNotes === kind);
  const bag = inner === undefined ? table.find((o) => o.data.GMNotes === kind)[0] : table.playerTake(outer, { guid: inner.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  const token = table.playerTake(bag, { position: { x: at.x, y: 2, z: at.z }, rotation: { x: 0, y: 180, z: faceDown ? 180 : 0 } })!;
  table.settle();
  return token;
}

/** Edict done pressed by `colour`; another than Blue, the First Regent, does not see it, so the press is forged (a panel redrawn meanwhile). */
function pressDone(table: TtsTable, colour = "Blue"): void {
  table.messages.length = 0;
  if (colour === "Blue") table.clickUi(colour, "arcsEventEdictDone");
  else table.forgeUiClick(colour, "arcsEventEdictDone");
  table.settle();
}

describe("seed 003 F1510 Peace Dividends at the table (BR p.20)", () => {
  test("Blue, the First Regent, presses Edict done: the map is read with its Ceasefires; Red gains 4 for 2 systems in cluster 1 at Peace, Blue 2 for the Empire's 1.3 under Peace", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, edictDue("F1510"), "Red");
    expect(table.ui().text("arcsEventStatus")).toContain("at the table but what the script moves, then Blue presses Edict done");
    tokenAt(table, "f15-ceasefire", zoneOf(table, "system", "1.0").position);
    tokenAt(table, "f15-ceasefire", zoneOf(table, "system", "2.0").position, true);
    ships(table, "Red", "1.1", 2);
    ships(table, "Red", "1.2", 1);
    ships(table, "Blue", "2.1", 2);
    campaignPieces(table, "imperial-ship", "1.3", 1);
    table.settle();
    // Only the First Regent closes it: Red is told alone, nothing moves.
    pressDone(table, "Red");
    expect(table.messages.filter((m) => m.to === "Red").map((m) => m.text).join(" ")).toContain("only Blue may close this edict now");
    expect(sent(table)).toBeUndefined();
    pressDone(table);
    expect(sent(table)?.map?.fateTokens).toEqual(expect.arrayContaining([{ system: "1.0", token: "Ceasefire", faceDown: false }, { system: "2.0", token: "Ceasefire", faceDown: true }]));
    expect(power(table)).toEqual([14, 12, 10]);
    expect(toAll(table)).toContain("edict F1510 resolved: Power for systems at Peace: Red +4, Blue +2");
    expect((game(table).campaign as CampaignState).edictQueue).toBeUndefined();
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1619 Lords Gain Power at the table (BR p.20)", () => {
  test("the Seats on Red's city in 1.1 and Yellow's in 4.2 are read: each Lord gains 3, cluster 1 first; the Court-token part is told", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, edictDue("F1619"), "Red");
    const red = takeCity(table, "Red", zoneOf(table, "system", "1.1"));
    const yellow = takeCity(table, "Yellow", zoneOf(table, "system", "4.2"));
    table.settle();
    tokenAt(table, "f16-seat", { x: red.position.x + 0.05, z: red.position.z });
    tokenAt(table, "f16-seat", { x: yellow.position.x + 0.05, z: yellow.position.z });
    pressDone(table);
    expect(sent(table)?.map?.fateTokens).toEqual(expect.arrayContaining([expect.objectContaining({ system: "1.1", on: "Red" }), expect.objectContaining({ system: "4.2", on: "Yellow" })]));
    expect(power(table)).toEqual([13, 10, 13]);
    expect(toAll(table)).toContain("edict F1619 resolved: Lords gain 3 Power: Red (cluster 1), Yellow (cluster 4); each may influence or secure the card with their Fief's Court token");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1903 Rebuke of the Keepers at the table (BR p.20)", () => {
  test("Keeper declared (first place 8): the boards are read as for scoring; Red's 2 Relics beat Yellow's 1, so Yellow, the Redeemer, loses 8", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, keeperDeclared(edictDue("F1903")), "Red");
    takeResources(table, "relic", 2, zoneOf(table, "resources-zone", "Red"));
    takeResources(table, "relic", 1, zoneOf(table, "resources-zone", "Yellow"));
    table.settle();
    pressDone(table);
    expect(sent(table)?.snapshot?.players.map((p) => p.resources.relic)).toEqual([2, 0, 1]);
    expect(power(table)).toEqual([10, 10, 2]);
    expect(toAll(table)).toContain("edict F1903 resolved: Yellow, the Redeemer, is not winning Keeper: loses 8 Power, its first place");
    expect(table.scriptErrors).toEqual([]);
  });
});

const inArea = (table: TtsTable, o: FakeObject, colour: string) => table.world.objectsIn(zoneOf(table, "play-area", colour)).includes(o);
const supplyBag = (table: TtsTable, type: string) => table.find((o) => o.isContainer && o.tags.includes("resource-supply") && o.tags.includes(type))[0];
const onBoard = (table: TtsTable, colour: string, type: string) => table.world.objectsIn(zoneOf(table, "resources-zone", colour)).filter((o) => o.tags.includes("resource") && o.tags.includes(type)).length;

describe("seed 003 F318 Gain Monopolies at the table (BR p.20)", () => {
  test("Yellow holds the Material Monopoly (its bag on it); Red gets more than half of the Material in play: Edict done moves the card, bag and all, to Red's play area", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, edictDue("F318"), "Red");
    const card = fateSetCardInto(table, "F313", "Yellow");
    const bag = supplyBag(table, "material");
    expect(inArea(table, bag, "Yellow")).toBe(true);
    // Red takes from the bag until Red has more than the bag keeps (all Material is in the bag or on Red's board).
    const all = bag.contents.length;
    const red = Math.floor(all / 2) + 1;
    takeResources(table, "material", red, zoneOf(table, "resources-zone", "Red"));
    table.settle();
    expect(inArea(table, card, "Red")).toBe(false);
    pressDone(table);
    expect(sent(table)?.supply?.material).toBe(all - red);
    expect(sent(table)?.snapshot?.players.map((p) => p.resources.material)).toEqual([red, 0, all - red]);
    expect(toAll(table)).toContain("edict F318 resolved: Red takes the Material Monopoly (F313) from Yellow");
    expect(inArea(table, card, "Red")).toBe(true);
    expect(inArea(table, bag, "Red")).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1412 Rebuke of the Empaths at the table (BR p.20)", () => {
  function icon(table: TtsTable, colour: string, type: string) {
    const b = table.find((o) => o.tags.includes("player-board") && o.tags.includes(colour))[0];
    const p = (b.data.AttachedSnapPoints as { Position: { x: number; y: number; z: number }; Tags: string[] }[]).find((x) => x.Tags.includes(`outrage-${type}`))!.Position;
    return localToWorld({ posX: b.position.x, posY: b.position.y, posZ: b.position.z, rotX: 0, rotY: b.rotation.y, rotZ: 0, scaleX: b.scale.x, scaleY: b.scale.y, scaleZ: b.scale.z }, p.x, p.y, p.z);
  }

  test("Empath declared: Red (Material Outrage) loses its Material, keeps its Fuel, gains 1 Psionic; Blue (Psionic Outrage) loses its Psionic, gains none; Yellow gains 1", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, empathDeclared(edictDue("F1412")), "Red");
    for (const [colour, type] of [["Red", "material"], ["Blue", "psionic"]]) {
      const agents = table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(colour))[0];
      table.playerTake(agents, { position: { ...icon(table, colour, type), y: 1.5 } });
    }
    takeResources(table, "material", 1, zoneOf(table, "resources-zone", "Red"));
    takeResources(table, "fuel", 1, zoneOf(table, "resources-zone", "Red"), 1);
    takeResources(table, "psionic", 1, zoneOf(table, "resources-zone", "Blue"));
    table.settle();
    pressDone(table);
    expect(sent(table)?.snapshot?.players.map((p) => p.outrage)).toEqual([["material"], ["psionic"], []]);
    expect(toAll(table)).toContain("edict F1412 resolved: Empath is declared: Red discards all Material (board) and gains 1 Psionic; Blue discards all Psionic (board); Yellow gains 1 Psionic");
    expect(["material", "fuel", "psionic"].map((t) => onBoard(table, "Red", t))).toEqual([0, 1, 1]);
    expect(onBoard(table, "Blue", "psionic")).toBe(0);
    expect(onBoard(table, "Yellow", "psionic")).toBe(1);
    expect(table.scriptErrors).toEqual([]);
  });
});
