/**
 * Flagship boards on the table (issues 13 and 14; BR pp.22-24), through the TTS fake: the script reads
 * which cities and starports lie on which slot of a Flagship board (its tagged snap points), sends the
 * board with the battle roll, and carries out the core's hits on Upgrades and Armor: hit like ships
 * when attacking, like buildings when defending, Armor before its Upgrade; a fresh part turned face
 * down, a destroyed one taken as a Trophy. Several Trophies taken in one step land on distinct spots.
 */
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { BattleCommand } from "../../src/core/game/types";
import { tableLog } from "../support/scenario";
import { click, dice, ships, step } from "../support/battleTable";
import { lastTo, reload } from "../support/campaignEvents";
import { ATTACKER, CAMPAIGN_SEATS, buildOnSlot, campaignBattleTable, flagship, flagshipBoard, inZone } from "../support/campaignBattle";

function faceDown(o: FakeObject): boolean {
  return Math.abs(o.rotation.z - 180) < 1;
}

function tipped(o: FakeObject): boolean {
  return Math.abs(o.rotation.z - 90) < 1 || Math.abs(o.rotation.x - 90) < 1;
}

function rolls(table: TtsTable): BattleCommand[] {
  return tableLog(table).commands.filter((c) => c.type === "battle" && (c as BattleCommand).action.kind === "roll") as BattleCommand[];
}

/** A logged board: the Lua side writes an empty slot `{}` as `[]` (JSON of an empty table). */
function boards(c: BattleCommand): unknown {
  return c.map!.flagships!.map((b) => ({ ...b, slots: b.slots.map((x) => (Array.isArray(x) ? {} : x)) }));
}

function publicTexts(table: TtsTable): string {
  return table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
}

/** Open the battle panel and choose the system whose button reads `system`, then the defender `defender`. */
function choose(table: TtsTable, system: string, defender: string): void {
  click(table, ATTACKER, "arcsBattleOpen");
  const i = [1, 2, 3, 4, 5, 6].find((n) => table.ui().text("arcsBattleSystem" + n) === system)!;
  click(table, ATTACKER, "arcsBattleSystem" + i);
  const d = [1, 2, 3, 4].find((n) => table.ui().text("arcsBattleDefender" + n) === defender)!;
  click(table, ATTACKER, "arcsBattleDefender" + d);
}

const same = (a: FakeObject, b: FakeObject) => Math.hypot(a.position.x - b.position.x, a.position.z - b.position.z) < 0.2;

describe("BR pp.22-23: an attacking Flagship collects a die per fresh starport on its board; its Upgrades and Armor are hit like ships", () => {
  let table: TtsTable;
  let crane: FakeObject;
  let drive: FakeObject;
  let armor: FakeObject;
  let redShip: FakeObject;
  beforeAll(() => {
    table = campaignBattleTable({ titles: { Yellow: "regent", Blue: "regent", Red: "regent" }, firstRegent: "Blue" });
    flagship(table, "Yellow", "6.1");
    const board = flagshipBoard(table, "Yellow");
    crane = buildOnSlot(table, "Yellow", board, "upgrade", 1, "starport");
    drive = buildOnSlot(table, "Yellow", board, "upgrade", 3, "starport");
    armor = buildOnSlot(table, "Yellow", board, "armor", 3, "city");
    [redShip] = ships(table, "Red", "6.1", 1);
  });

  test("the Flagship alone in 6.1 may collect 2 dice (2 fresh starports), not 3; the roll carries its board as the table shows it", () => {
    choose(table, "6.1", "Red");
    expect(table.ui().text("arcsBattleStatus")).toMatch(/system 6\.1 against Red/);
    dice(table, ["assault-4", "assault-2"]);
    for (let i = 0; i < 3; i++) click(table, ATTACKER, "arcsBattleMore_assault");
    expect(lastTo(table, ATTACKER)).toMatch(/at most 2 dice \(one per attacking ship, your Flagship one per fresh starport on its board/);
    expect(table.ui().text("arcsBattleCount_assault")).toBe("Assault: 2");
    click(table, ATTACKER, "arcsBattleRoll");
    table.settle();
    expect(step(table)).toBe("hits");
    const roll = rolls(table)[0];
    const port = { building: "starport", damaged: false };
    expect(boards(roll)).toEqual([{ owner: "Yellow", slots: [{ upgrade: port }, {}, { upgrade: port, armor: { building: "city", damaged: false } }, {}, {}, {}] }]);
  });

  test("2 self hits with no other attacking ship: the rightmost Armor is damaged, then destroyed (Red's Trophy); the Upgrades stay fresh", () => {
    click(table, ATTACKER, "arcsBattleAccept");
    expect(step(table)).not.toBe("hits");
    expect(inZone(table, "trophies", "Red")).toContain(armor);
    expect(faceDown(armor)).toBe(false);
    for (const port of [crane, drive]) expect(faceDown(port)).toBe(false);
    expect(inZone(table, "trophies", "Yellow")).toContain(redShip);
    const said = publicTexts(table);
    expect(said).toMatch(/Damaged: 1 Yellow's Flagship Armor in slot 3, 1 Red ship\. Destroyed: 1 Yellow's Flagship Armor in slot 3, 1 Red ship\. Yellow takes 1 Red piece as Trophies/);
    expect(said).not.toMatch(/turn or remove them on the board/);
  });
});

describe("BR p.24: a defending Flagship's Upgrades and Armor are hit like buildings, Armor before its Upgrade", () => {
  let table: TtsTable;
  let hullArmor: FakeObject;
  let hull: FakeObject;
  let redShip: FakeObject;
  beforeAll(() => {
    table = campaignBattleTable({ titles: { Yellow: "regent", Blue: "regent", Red: "regent" }, firstRegent: "Blue" });
    ships(table, "Yellow", "6.2", 4);
    flagship(table, "Red", "6.2");
    [redShip] = ships(table, "Red", "6.2", 1);
    const board = flagshipBoard(table, "Red");
    hull = buildOnSlot(table, "Red", board, "upgrade", 6, "city");
    hullArmor = buildOnSlot(table, "Red", board, "armor", 6, "starport");
  });

  test("raid dice are allowed against a defending Flagship (BR p.24); the roll reads Red's board", () => {
    choose(table, "6.2", "Red");
    dice(table, ["assault-5", "raid-5", "raid-6", "raid-4"]);
    click(table, ATTACKER, "arcsBattleMore_assault");
    for (let i = 0; i < 3; i++) click(table, ATTACKER, "arcsBattleMore_raid");
    expect(table.ui().text("arcsBattleCount_raid")).toBe("Raid: 3");
    click(table, ATTACKER, "arcsBattleRoll");
    table.settle();
    expect(step(table)).toBe("hits");
    expect(boards(rolls(table)[0])).toEqual([{ owner: "Red", slots: [{}, {}, {}, {}, {}, { upgrade: { building: "city", damaged: false }, armor: { building: "starport", damaged: false } }] }]);
  });

  test("a board changed since the roll refuses the hits until it is put back; nothing moves", () => {
    table.flip("Red", hullArmor);
    table.settle();
    click(table, ATTACKER, "arcsBattleAccept");
    expect(lastTo(table, ATTACKER)).toBe("Red's Flagship board changed since the roll: put it back first");
    expect(step(table)).toBe("hits");
    expect(tipped(redShip)).toBe(false);
    table.flip("Red", hullArmor);
    table.settle();
    expect(faceDown(hullArmor)).toBe(false);
  });

  test("2 ship hits destroy Red's ship; 3 building hits: the Armor damaged, destroyed, then its Upgrade damaged; both Trophies on distinct spots", () => {
    // A save and load before the hits: the board is read again from the table, and still agrees.
    table = reload(table, CAMPAIGN_SEATS, ATTACKER);
    expect(step(table)).toBe("hits");
    const again = (o: FakeObject) => table.find((x) => x.guid === o.guid)[0];
    [redShip, hullArmor, hull] = [again(redShip), again(hullArmor), again(hull)];
    click(table, ATTACKER, "arcsBattleAccept");
    expect(step(table)).not.toBe("hits");
    const trophies = inZone(table, "trophies", "Yellow");
    expect(trophies).toEqual(expect.arrayContaining([redShip, hullArmor]));
    expect(faceDown(hullArmor)).toBe(false);
    expect(same(redShip, hullArmor)).toBe(false);
    expect(faceDown(hull)).toBe(true);
    expect(inZone(table, "trophies", "Yellow")).not.toContain(hull);
    const said = publicTexts(table);
    expect(said).toMatch(/Red's Flagship Armor in slot 6/);
    expect(said).toMatch(/Red's Flagship Upgrade in slot 6/);
  });
});
