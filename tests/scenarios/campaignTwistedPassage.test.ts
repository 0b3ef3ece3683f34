/**
 * Seed 003 F2205 Passages & The Twisted Passage on the BUILT save's Global in the TTS fake (issue 35;
 * src/tts/map/read.ts placeOf, lib/fateTokensOnMap.ts withPassages; the core's
 * campaign/fates/twistedPassage.ts): while the Law is in the rules booklet the map centre's zone is
 * the Twisted Passage; a ship let go there from a system beside a gate with a Passage is a move (the
 * drop's map carries the Passages and the event die's symbol); a drop the core refuses goes back and
 * the reason goes to the mover alone.
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { tableLog } from "../support/scenario";
import { redLeads, withPassageLaw } from "../core/campaign/mapFixtures";

const TP = "Twisted Passage";
const to = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join(" ");
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ");
const lastMove = (table: TtsTable) => tableLog(table).commands.filter((x) => x.type === "mapAction").slice(-1)[0] as Extract<Command, { type: "mapAction" }> | undefined;
const inZone = (table: TtsTable, z: FakeObject, o: FakeObject) => table.world.objectsIn(z).includes(o);

/** Red has led Mobilization with F2205 in the rules booklet (`law`), a Passage on gate 3.0. */
function passageTable(law = true): TtsTable {
  const s: GameState = law ? withPassageLaw(redLeads("mobilization")) : redLeads("mobilization");
  const table = loadWithGame(builtSave().save as unknown as SaveFile, s, "Red");
  const outer = table.withTag("fate-token-bag")[0];
  const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f22-passage")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  table.world.move(table.playerTake(bag, { position: { x: 32, y: 2, z: -12 } })!, { ...spotIn(zoneOf(table, "system", "3.0"), 7), y: 1.5 });
  table.settle();
  return table;
}

function dropAt(table: TtsTable, piece: FakeObject, zone: FakeObject): void {
  table.messages.length = 0;
  table.drop("Red", piece, { ...spotIn(zone, 2), y: 2 });
  table.settle();
}

describe("seed 003 F2205 on the table: 'The map center is now a gate called the Twisted Passage.'", () => {
  test("'You may move from systems adjacent to gates with a Passage to the Twisted Passage': a ship from 3.1 let go at the map centre is a move; one from 1.1 goes back, Red alone told", () => {
    const table = passageTable();
    const centre = zoneOf(table, "twisted-passage", TP);
    const [ship] = takePieces(table, "ship", "Red", 1, zoneOf(table, "system", "3.1"));
    const [far] = takePieces(table, "ship", "Red", 1, zoneOf(table, "system", "1.1"));
    dropAt(table, ship, centre);
    expect(table.scriptErrors).toEqual([]);
    const move = lastMove(table)!;
    expect(move.action).toMatchObject({ kind: "move", from: "3.1", groups: [{ to: TP }] });
    expect((move.map.fateTokens ?? []).filter((t) => t.token === "Passage")).toEqual([{ system: "3.0", token: "Passage" }]);
    expect(publicText(table)).toContain("Red moves 1 ship from 3.1 to Twisted Passage");
    expect(inZone(table, centre, ship)).toBe(true);

    dropAt(table, far, centre);
    expect(to(table, "Red")).toContain("Twisted Passage is not adjacent to 1.1");
    expect(to(table, "Blue")).toBe("");
    expect(inZone(table, zoneOf(table, "system", "1.1"), far)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });

  test("'You may move from the Twisted Passage to any planet whose ID symbol is on the event die. After this, reroll the event die.': out to a Hex planet with the die on Hex; to an Arrow planet it goes back", () => {
    const table = passageTable();
    const centre = zoneOf(table, "twisted-passage", TP);
    const [a, b] = takePieces(table, "ship", "Red", 2, centre);
    table.roll(table.withTag("campaign-die").find((o) => o.data.GMNotes === "event")!, "crisis-hex");
    table.settle();
    dropAt(table, a, zoneOf(table, "system", "5.1"));
    expect(to(table, "Red")).toContain("from the Twisted Passage ships move to planets of the event die's symbol (hex) (F2205)");
    expect(inZone(table, centre, a)).toBe(true);
    dropAt(table, b, zoneOf(table, "system", "5.3"));
    expect(lastMove(table)!.map.eventDie).toBe("hex");
    expect(publicText(table)).toContain("Red moves 1 ship from Twisted Passage to 5.3");
    expect(publicText(table)).toContain("reroll the event die (F2205)");
    expect(inZone(table, zoneOf(table, "system", "5.3"), b)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });

  test("without the Law in the rules booklet the map centre is no system: a ship let go there is no move", () => {
    const table = passageTable(false);
    const [ship] = takePieces(table, "ship", "Red", 1, zoneOf(table, "system", "3.1"));
    dropAt(table, ship, zoneOf(table, "twisted-passage", TP));
    expect(lastMove(table)).toBeUndefined();
    expect(table.scriptErrors).toEqual([]);
  });
});
