/**
 * Slipstream Drive on the table (BR p.25, AID10A: "Prelude: Once per turn, you may Catapult move
 * either your Flagship alone or other ships from your Flagship"), through the TTS fake on the built
 * save: a ship let go from the system of Yellow's Flagship is a Catapult from it that spends no
 * action when the board shows the Upgrade; the Flagship dropped after it is a move of its own; a
 * second Slipstream, or one without the Upgrade, is refused to Yellow alone and the ship goes back.
 */
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { ships, zone } from "../support/battleTable";
import { game } from "../support/campaignEvents";
import { ATTACKER, buildOnSlot, campaignBattleTable, flagship, flagshipBoard } from "../support/campaignBattle";

const YELLOW = ATTACKER;

function dropInto(table: TtsTable, piece: FakeObject, system: string): void {
  const z = zone(table, "system", system);
  table.drop(YELLOW, piece, { x: z.position.x + 0.3, y: 2, z: z.position.z });
  table.settle();
}

const inSystem = (table: TtsTable, system: string, piece: FakeObject) => table.world.objectsIn(zone(table, "system", system)).includes(piece);
const privateTo = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text);
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");

/** Yellow (Aggression led) with its Flagship and 2 ships in 6.1, no starport; the board's Slipstream Drive slot built or not. */
function staged(drive: boolean): { table: TtsTable; flag: FakeObject; a: FakeObject; b: FakeObject } {
  const table = campaignBattleTable({ titles: { Yellow: "regent", Blue: "regent", Red: "regent" }, firstRegent: "Blue" });
  const flag = flagship(table, YELLOW, "6.1");
  const [a, b] = ships(table, YELLOW, "6.1", 2);
  const board = flagshipBoard(table, YELLOW);
  if (drive) buildOnSlot(table, YELLOW, board, "upgrade", 3, "starport");
  table.settle();
  table.messages.length = 0;
  return { table, flag, a, b };
}

describe("Slipstream Drive (BR p.25, AID10A) on the table", () => {
  test("ships let go from the Flagship's planet through gate 6.0 into 5.0 and 6.0 are one Slipstream Catapult, no action spent; the Flagship after them moves on its own, with an action", () => {
    const { table, flag, a, b } = staged(true);
    dropInto(table, a, "5.0");
    expect(privateTo(table, YELLOW)).toEqual([]);
    expect(publicText(table)).toContain("Yellow takes Catapult moves from 6.1: 1 ship to 5.0 (Slipstream Drive: in the Prelude, no action)");
    expect(game(table).actions?.taken).toEqual([]);
    expect(game(table).actions?.mapActs).toEqual(["slipstream>move:6.1"]);
    dropInto(table, b, "6.0");
    expect(privateTo(table, YELLOW)).toEqual([]);
    expect(publicText(table)).toContain("1 ship to 5.0, 1 ship to 6.0 (Slipstream Drive: in the Prelude, no action) (the same move)");
    expect(game(table).actions?.taken).toEqual([]);
    // "either your Flagship alone or other ships": the Flagship is a move of its own.
    dropInto(table, flag, "6.2");
    expect(privateTo(table, YELLOW)).toEqual([]);
    expect(game(table).actions?.taken).toEqual(["move"]);
    expect(game(table).actions?.mapActs).toEqual(["slipstream>move:6.1", "move:6.1"]);
    expect(inSystem(table, "5.0", a) && inSystem(table, "6.0", b) && inSystem(table, "6.2", flag)).toBe(true);
  });

  test("once per turn: from the Flagship's new system a ship let go two systems away is no Slipstream, refused to Yellow alone, and goes back", () => {
    const { table, flag, a, b } = staged(true);
    dropInto(table, flag, "6.0");
    expect(game(table).actions?.mapActs).toEqual(["slipstream>move:6.1"]);
    dropInto(table, a, "6.0");
    expect(game(table).actions?.taken).toEqual(["move"]);
    table.messages.length = 0;
    dropInto(table, a, "4.0");
    expect(privateTo(table, YELLOW)).toEqual([expect.stringContaining("4.0 is not adjacent to 6.0")]);
    expect(privateTo(table, YELLOW)[0]).toContain("It went back where it was.");
    expect(publicText(table)).not.toContain("not adjacent");
    expect(inSystem(table, "6.0", a)).toBe(true);
    expect(inSystem(table, "6.1", b)).toBe(true);
  });

  test('FAQ "Rewind / Undo": the ship dropped back into the Flagship\'s planet takes the Slipstream move back, and it may be taken again', () => {
    const { table, a } = staged(true);
    dropInto(table, a, "5.0");
    dropInto(table, a, "6.1");
    expect(privateTo(table, YELLOW)).toEqual([]);
    expect(game(table).actions?.mapActs).toEqual([]);
    dropInto(table, a, "1.0");
    expect(game(table).actions?.mapActs).toEqual(["slipstream>move:6.1"]);
    expect(game(table).actions?.taken).toEqual([]);
  });

  test("without the Upgrade on the board a ship let go from the Flagship's planet into 5.0 is refused (no Loyal starport to Catapult from) and goes back", () => {
    const { table, a } = staged(false);
    dropInto(table, a, "5.0");
    expect(privateTo(table, YELLOW)).toEqual([expect.stringContaining("5.0 is not adjacent to 6.1: only ships leaving a Loyal starport Catapult (p.13)")]);
    expect(inSystem(table, "6.1", a)).toBe(true);
    expect(game(table).actions?.mapActs ?? []).toEqual([]);
  });
});
