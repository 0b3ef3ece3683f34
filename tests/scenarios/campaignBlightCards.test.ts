/**
 * The Blight Speaker's Guild cards on the BUILT save's Global in the TTS fake (issue 35;
 * src/core/campaign/fates/blightCards.ts): a map action carries the cards of the acting player's
 * play area (src/tts/map/read.ts withPlayArea). Spore Ships (F1302) lets its holder's Catapult go on
 * through a gate with Blight (BR p.19), the gates behind it read; with Blight Reapers (F1306) a
 * resource token from the supply let go on a damaged Blight in a system its holder controls is a
 * Harvest (src/tts/map/tax.ts): the token goes to the holder's resource slot and the Blight back to
 * its supply. Without the card each drop is refused to Red alone and put back. With Blight Fury
 * (F1304) or Blight Society (F2102) its holder's Blight let go in an adjacent system is a Move, and
 * a damaged Blight turned face up a Repair (src/tts/map/mapActions.ts). Spore Ships' Spawn (Build)
 * is a button on the card (src/tts/campaign/mapCards.ts): the system asked, the holder's press only.
 */
import type { GameState } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { CampaignState } from "../../src/core/campaign/types";
import { loadWithGame, spotIn, takePieces, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto, inSystem } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import { campaignPieces } from "../support/campaignBattle";
import { redLeads } from "../core/campaign/mapFixtures";

const save = () => builtSave().save as unknown as SaveFile;
const game = (table: TtsTable): GameState => coreState(table)!;
const toRed = (table: TtsTable) => table.messages.filter((m) => m.to === "Red").map((m) => m.text).join(" ");
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ");

function dropAt(table: TtsTable, piece: FakeObject, at: { x: number; z: number }): void {
  table.messages.length = 0;
  table.drop("Red", piece, { x: at.x, y: 2, z: at.z });
  table.settle();
}

describe("seed 003 F1302 Spore Ships on the table: 'When you take a Catapult move, Blight no longer ends it.' (BR p.19)", () => {
  test("Red's ship let go past a gate with Blight is refused to Red alone and goes back; with Spore Ships in Red's play area it passes, the gate behind read", () => {
    const table = loadWithGame(save(), redLeads("mobilization"), "Red");
    takePieces(table, "starport", "Red", 1, zoneOf(table, "system", "1.2"));
    const [ship] = takePieces(table, "ship", "Red", 1, zoneOf(table, "system", "1.2"), 1);
    campaignPieces(table, "blight", "1.0", 1, 1);
    takePieces(table, "ship", "Yellow", 1, zoneOf(table, "system", "6.0"));
    table.settle();
    const to = zoneOf(table, "system", "2.0").position;
    dropAt(table, ship, to);
    expect(toRed(table)).toContain("Blight in gate 1.0 ends Catapult moves (BR p.19)");
    expect(publicText(table)).not.toContain("Blight in gate");
    expect(inSystem(table, "1.2", ship)).toBe(true);
    expect(game(table).actions).toBeUndefined();

    fateSetCardInto(table, "F1302", "Red");
    dropAt(table, ship, to);
    expect(game(table).actions?.taken).toEqual(["move"]);
    expect(publicText(table)).toContain("Red takes Catapult moves from 1.2: 1 ship to 2.0");
    expect(inSystem(table, "2.0", ship)).toBe(true);
    const sent = tableLog(table).commands.filter((c) => c.type === "mapAction").pop() as unknown as { map: { playAreas?: unknown; systems: { system: string }[] } };
    expect(sent.map.playAreas).toEqual([{ colour: "Red", cards: ["F1302"] }]);
    // Gate 6.0, which the Catapult reaches only past the Blight in 1.0, was read (Yellow's ship decides whether it stops there).
    expect(sent.map.systems.map((x) => x.system).sort()).toEqual(["1.0", "1.2", "6.0"]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1306 Blight Reapers on the table: 'Harvest (Tax): Destroy 1 damaged Blight from a system you control ... Gain 1 resource of the planet in that system'", () => {
  test("a Fuel token let go on a damaged Blight in 1.2, which Red controls: refused without the card; with it a Harvest: the token to Red's slot, the Blight to its supply", () => {
    const table = loadWithGame(save(), redLeads("administration"), "Red");
    takePieces(table, "ship", "Red", 1, zoneOf(table, "system", "1.2"));
    const [blight] = campaignPieces(table, "blight", "1.2", 1, 1);
    table.settle();
    const blightBag = table.find((o) => o.isContainer && o.tags.includes("blight-supply"))[0];
    const before = blightBag.contents.length;
    let [token] = takeResources(table, "fuel", 1, zoneOf(table, "court-deck-zone"));
    dropAt(table, token, blight.position);
    expect(toRed(table)).toContain("The token went back to the supply.");
    expect(game(table).actions).toBeUndefined();

    fateSetCardInto(table, "F1306", "Red");
    [token] = takeResources(table, "relic", 1, zoneOf(table, "court-deck-zone"));
    dropAt(table, token, blight.position);
    expect(toRed(table)).toContain("Blight Reapers (F1306): Harvest in 1.2 gains 1 fuel, not relic");
    expect(game(table).actions).toBeUndefined();

    [token] = takeResources(table, "fuel", 1, zoneOf(table, "court-deck-zone"));
    dropAt(table, token, blight.position);
    expect(game(table).actions?.taken).toEqual(["tax"]);
    expect(publicText(table)).toContain("Red Harvests with Blight Reapers (F1306): 1 damaged Blight in 1.2 destroyed (no Trophy), gains 1 fuel");
    expect(table.world.objectsIn(zoneOf(table, "resources-zone", "Red"))).toContain(token);
    expect(blightBag.contents.length).toBe(before + 1);
    expect(table.find((o) => o === blight)).toEqual([]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1304 Blight Fury, F2102 Blight Society on the table: 'You can move and repair Blight you control. (They can't Catapult. They're not Loyal.)'", () => {
  test("without the card a Blight let go elsewhere is no action; with Blight Fury one from a system nobody controls is refused to Red alone and goes back, one from 1.2, which Red controls, into gate 1.0 is a Move", () => {
    const table = loadWithGame(save(), redLeads("mobilization"), "Red");
    takePieces(table, "ship", "Red", 1, zoneOf(table, "system", "1.2"));
    const [a, b] = campaignPieces(table, "blight", "1.2", 2);
    table.settle();
    const gate = zoneOf(table, "system", "1.0").position;
    dropAt(table, a, gate);
    expect(game(table).actions).toBeUndefined();
    expect(toRed(table)).toBe("");
    expect(inSystem(table, "1.0", a)).toBe(true);

    fateSetCardInto(table, "F1304", "Red");
    dropAt(table, a, zoneOf(table, "system", "1.2").position);
    expect(toRed(table)).toContain("Blight Fury or Blight Society (F1304, F2102): you move and repair Blight you control, and nobody controls 1.0");
    expect(publicText(table)).not.toContain("Blight Fury");
    expect(inSystem(table, "1.0", a)).toBe(true);
    expect(game(table).actions).toBeUndefined();

    dropAt(table, b, gate);
    expect(game(table).actions?.taken).toEqual(["move"]);
    expect(publicText(table)).toContain("Red moves 1 Blight from 1.2 to 1.0");
    expect(inSystem(table, "1.0", b)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });

  test("a Blight let go while Red's Catapult from its system is open is a move of its own (Blight can't Catapult): two Move actions", () => {
    const table = loadWithGame(save(), redLeads("mobilization"), "Red");
    takePieces(table, "starport", "Red", 1, zoneOf(table, "system", "1.2"));
    // Two ships: the one left controls 1.2 for the second move (control counted just before it).
    const [ship] = takePieces(table, "ship", "Red", 2, zoneOf(table, "system", "1.2"), 1);
    const [blight] = campaignPieces(table, "blight", "1.2", 1);
    fateSetCardInto(table, "F1304", "Red");
    dropAt(table, ship, zoneOf(table, "system", "2.0").position);
    expect(publicText(table)).toContain("Red takes Catapult moves from 1.2: 1 ship to 2.0");
    dropAt(table, blight, zoneOf(table, "system", "1.0").position);
    expect(toRed(table)).toBe("");
    expect(publicText(table)).toContain("Red moves 1 Blight from 1.2 to 1.0");
    expect(game(table).actions?.taken).toEqual(["move", "move"]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("with Blight Society a damaged Blight turned face up in 1.2, which Red controls, is a Repair; in 1.1, which nobody controls, it is refused and face down again", () => {
    const table = loadWithGame(save(), redLeads("administration"), "Red");
    takePieces(table, "ship", "Red", 1, zoneOf(table, "system", "1.2"));
    const [here] = campaignPieces(table, "blight", "1.2", 1, 1);
    const [there] = campaignPieces(table, "blight", "1.1", 1, 1);
    fateSetCardInto(table, "F2102", "Red");
    table.messages.length = 0;
    table.flip("Red", there);
    table.settle();
    expect(toRed(table)).toContain("nobody controls 1.1");
    expect(there.rotation.z).toBe(180);
    expect(game(table).actions).toBeUndefined();
    table.flip("Red", here);
    table.settle();
    expect(game(table).actions?.taken).toEqual(["repair"]);
    expect(publicText(table)).toContain("Red repairs a damaged Blight in 1.2 (p.13)");
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1302 Spore Ships on the table: 'Spawn (Build): Damage 1 fresh Blight you control to place 1 damaged Blight in the same system.'", () => {
  const labels = (o: FakeObject) => o.buttons.map((b) => String(b.label));
  const blightIn = (table: TtsTable, id: string) => table.world.objectsIn(zoneOf(table, "system", id)).filter((o) => o.tags.includes("blight"));
  const damaged = (o: FakeObject) => Math.abs(o.rotation.z - 180) < 1;
  function press(table: TtsTable, colour: string, o: FakeObject, label: string): void {
    table.messages.length = 0;
    table.clickButton(colour, o, label);
    table.settle();
  }
  /** Red (the Blight Speaker in Act II, objective on 10) has led a Construction card; 1.2: Red controls, a fresh Blight; 1.3: Blue controls, a fresh Blight. */
  function staged(): { table: TtsTable; card: FakeObject; fresh: FakeObject } {
    const s = redLeads("construction");
    const c = s.campaign as CampaignState;
    const g = { ...s, campaign: { ...c, act: "II" as const, players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE13", letter: "B" as const, objective: 10 } : p)) } };
    const table = loadWithGame(save(), g, "Red");
    takePieces(table, "ship", "Red", 2, zoneOf(table, "system", "1.2"));
    const [fresh] = campaignPieces(table, "blight", "1.2", 1, 0);
    takePieces(table, "ship", "Blue", 2, zoneOf(table, "system", "1.3"));
    campaignPieces(table, "blight", "1.3", 1, 0);
    table.settle();
    return { table, card: fateSetCardInto(table, "F1302", "Red"), fresh };
  }

  test("Blue's press is refused to Blue alone; Spawn asks the system (each with a fresh Blight); 1.3, Blue's, is refused to Red alone; 1.2: the fresh Blight turns damaged, a damaged one comes from the supply, F1301B advances", () => {
    const { table, card, fresh } = staged();
    const bag = table.find((o) => o.isContainer && o.tags.includes("blight-supply"))[0];
    const before = bag.contents.length;
    expect(labels(card)).toEqual(["Spawn (Build)"]);
    press(table, "Blue", card, "Spawn (Build)");
    expect(table.messages.filter((m) => m.to === "Blue").map((m) => m.text).join(" ")).toContain("only Red may use it");
    press(table, "Red", card, "Spawn (Build)");
    expect(labels(card).sort()).toEqual(["Cancel", "Spawn in 1.2", "Spawn in 1.3"]);
    press(table, "Red", card, "Spawn in 1.3");
    expect(toRed(table)).toContain("Spawn (Spore Ships, F1302): Red does not control 1.3 nor its Blight");
    expect(publicText(table)).not.toContain("does not control");
    expect(game(table).actions).toBeUndefined();
    expect(blightIn(table, "1.3").map(damaged)).toEqual([false]);

    press(table, "Red", card, "Spawn (Build)");
    press(table, "Red", card, "Spawn in 1.2");
    expect(game(table).actions?.taken).toEqual(["build"]);
    expect(publicText(table)).toContain("Red takes Spawn (Spore Ships, F1302): 1 fresh Blight in 1.2 damaged, 1 damaged Blight placed there");
    expect(publicText(table)).toContain("Red's objective advances 1 for Blight placed with Spore Ships (F1301B): marker 10 -> 9");
    expect(damaged(fresh)).toBe(true);
    expect(blightIn(table, "1.2").map(damaged)).toEqual([true, true]);
    expect(bag.contents.length).toBe(before - 1);
    expect(labels(card)).toEqual(["Spawn (Build)"]);
    expect(table.scriptErrors).toEqual([]);
  });

  test("BR p.19 'If you must place Blight but the supply is empty, take it from the player who has the most Blight Trophies': Yellow's 2 beat Blue's 1", () => {
    const { table, card } = staged();
    const bag = table.find((o) => o.isContainer && o.tags.includes("blight-supply"))[0];
    const blue = campaignPieces(table, "blight", "1.1", 1);
    const yellow = campaignPieces(table, "blight", "1.1", 2);
    while (bag.contents.length > 0) table.playerTake(bag, { position: { x: 0, y: 3, z: 80 } });
    for (const [o, colour] of [[blue[0], "Blue"], [yellow[0], "Yellow"], [yellow[1], "Yellow"]] as const) table.world.move(o, spotIn(zoneOf(table, "trophies", colour), 0));
    table.settle();
    press(table, "Red", card, "Spawn (Build)");
    press(table, "Red", card, "Spawn in 1.2");
    expect(game(table).actions?.taken).toEqual(["build"]);
    const now = blightIn(table, "1.2");
    expect(now.map(damaged)).toEqual([true, true]);
    expect(now.filter((o) => yellow.includes(o))).toHaveLength(1);
    expect(table.world.objectsIn(zoneOf(table, "trophies", "Blue"))).toContain(blue[0]);
    expect(table.scriptErrors).toEqual([]);
    // Placed from the Trophies: F1301B advanced.
    expect(publicText(table)).toContain("(F1301B): marker 10 -> 9");
  });

  test("seed 003 F1301B 'each time you place Blight on the map using your Spore Ships card': supply and Trophies empty, the Spawn only damages; F1301B does not advance", () => {
    const { table, card, fresh } = staged();
    const bag = table.find((o) => o.isContainer && o.tags.includes("blight-supply"))[0];
    while (bag.contents.length > 0) table.playerTake(bag, { position: { x: 0, y: 3, z: 80 } });
    table.settle();
    press(table, "Red", card, "Spawn (Build)");
    press(table, "Red", card, "Spawn in 1.2");
    expect(game(table).actions?.taken).toEqual(["build"]);
    expect(damaged(fresh)).toBe(true);
    expect(blightIn(table, "1.2")).toHaveLength(1);
    expect(publicText(table)).not.toContain("F1301B");
    expect(tableLog(table).commands.filter((c) => c.type === "mapAction").map((c) => (c as { action: { blight?: number } }).action.blight)).toEqual([0]);
    expect(table.scriptErrors).toEqual([]);
  });
});
