/**
 * Campaign battles on the built save, through the TTS fake (issue 13 "Campaign II", the table's
 * side): the battle panel offers the Empire, the Free States and the Blight beside the Rivals, the
 * roll carries the campaign map and the core decides by the Empire's Laws (BR p.11), the table
 * carries out the core's outcome for every owner's pieces (BR pp.11, 15, 19), wrong clickers are
 * refused, and a save/load in the middle of a battle redraws the panel. Each rule test cites its page
 * of the Blighted Reach rulebook (BR).
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { BattleCommand } from "../../src/core/game/types";
import { nearest, snapAt, tableLog } from "../support/scenario";
import { bag, click, dice, near, ships, step, zone } from "../support/battleTable";
import { game, lastTo, reload } from "../support/campaignEvents";
import { ATTACKER, CAMPAIGN_SEATS, campaignBattleTable, campaignPieces, inZone } from "../support/campaignBattle";

const DAMAGED_TILT = 90;

function tipped(o: FakeObject): boolean {
  return Math.abs(o.rotation.z - DAMAGED_TILT) < 1 || Math.abs(o.rotation.x - DAMAGED_TILT) < 1;
}

function faceDown(o: FakeObject): boolean {
  return Math.abs(o.rotation.z - 180) < 1;
}

function battleCommands(table: TtsTable): BattleCommand[] {
  return tableLog(table).commands.filter((c) => c.type === "battle") as BattleCommand[];
}

function publicTexts(table: TtsTable): string[] {
  return table.messages.filter((m) => m.to === undefined).map((m) => m.text);
}

describe("BR p.11: an Outlaw battles the Empire; the First Regent takes the Outlaw's losses as Trophies", () => {
  let table: TtsTable;
  let imperial: FakeObject[];
  let yellow: FakeObject[];
  beforeAll(() => {
    table = campaignBattleTable({ titles: { Yellow: "outlaw", Blue: "regent", Red: "regent" }, firstRegent: "Blue" });
    yellow = ships(table, "Yellow", "2.1", 2, 1);
    imperial = campaignPieces(table, "imperial-ship", "2.1", 2);
  });

  test("the panel offers the Empire as the defender of system 2.1 and picks it", () => {
    click(table, ATTACKER, "arcsBattleOpen");
    expect(step(table)).toBe("choose");
    expect(table.ui().text("arcsBattleDefender1")).toBe("Empire");
    expect(table.ui().isShown("arcsBattleDefender2")).toBe(false);
    expect(table.ui().text("arcsBattleStatus")).toMatch(/Yellow attacks in system 2\.1 against the Empire/);
  });

  test("the roll carries the campaign map; 2 intercepting Imperial ships hit Yellow twice, 2 hits hit the Empire", () => {
    dice(table, ["assault-3", "skirmish-4"]);
    click(table, ATTACKER, "arcsBattleMore_assault");
    click(table, ATTACKER, "arcsBattleMore_skirmish");
    click(table, ATTACKER, "arcsBattleRoll");
    table.settle();
    expect(step(table)).toBe("hits");
    const roll = battleCommands(table)[0];
    expect(roll.action.kind).toBe("roll");
    expect(roll.map).toBeDefined();
    const here = roll.map!.systems.find((s) => s.system === "2.1")!.pieces;
    expect(here).toEqual(expect.arrayContaining([{ owner: "empire", kind: "ship", fresh: 2, damaged: 0 }, { owner: "Yellow", kind: "ship", fresh: 1, damaged: 1 }]));
    click(table, ATTACKER, "arcsBattleAccept");
    expect(step(table)).toBe("none");
    // Default hits (p.14): the first hit damages an Imperial ship, the second destroys it; Yellow's fresh ship is damaged, then one damaged ship destroyed.
    expect(imperial.filter((o) => inZone(table, "system", "2.1").includes(o) && !tipped(o))).toHaveLength(1);
    expect(inZone(table, "trophies", "Yellow").filter((o) => o.tags.includes("imperial-ship")).map((o) => tipped(o))).toEqual([false]);
    expect(inZone(table, "trophies", "Blue").filter((o) => o.tags.includes("ship") && o.tags.includes("Yellow"))).toHaveLength(1);
    expect(yellow.filter((o) => inZone(table, "system", "2.1").includes(o)).map((o) => tipped(o))).toEqual([true]);
    expect(publicTexts(table).join("\n")).toMatch(/Blue takes 1 Yellow ship as Trophies/);
  });
});

describe("BR p.15: a player battles the Free States; the raid gains exactly 1 resource of the planet type", () => {
  let table: TtsTable;
  let city: FakeObject;
  beforeAll(() => {
    table = campaignBattleTable({ titles: { Yellow: "regent", Blue: "regent", Red: "outlaw" }, firstRegent: "Blue" });
    ships(table, "Yellow", "1.1", 2);
    [city] = campaignPieces(table, "free-city", "1.1", 1, 1);
  });

  test("the Free States defend their city; a ship hit destroys the damaged city: a Trophy, and Yellow Provokes Outrage (weapon)", () => {
    click(table, ATTACKER, "arcsBattleOpen");
    expect(table.ui().text("arcsBattleDefender1")).toBe("Free States");
    expect(table.ui().text("arcsBattleStatus")).toMatch(/against the Free States/);
    dice(table, ["raid-5", "skirmish-4"]);
    click(table, ATTACKER, "arcsBattleMore_raid");
    click(table, ATTACKER, "arcsBattleMore_skirmish");
    click(table, ATTACKER, "arcsBattleRoll");
    table.settle();
    expect(step(table)).toBe("hits");
    click(table, ATTACKER, "arcsBattleAccept");
    expect(inZone(table, "trophies", "Yellow")).toContain(city);
    expect(faceDown(city)).toBe(false);
    const icon = snapAt(table, "player-board", "outrage-weapon", "Yellow")!;
    expect(nearest(table.find((o) => o.tags.includes("agent") && o.tags.includes("Yellow")), icon, 0.5)).toBeDefined();
    const said = publicTexts(table).join("\n");
    expect(said).toMatch(/Yellow takes 1 piece of the Free States as Trophies/);
    expect(said).toMatch(/destroyed a Weapon city of the Free States and Provokes Outrage \(Weapon\)/);
    expect(said).toMatch(/The Free States have no agents in the Court: nothing to ransack \(BR p\.15\)/);
    expect(step(table)).toBe("raid");
    expect(table.ui().isShown("arcsBattleGain")).toBe(true);
    expect(table.ui().text("arcsBattleGain")).toBe("Gain 1 Weapon (1 key)");
    expect(table.ui().text("arcsBattleRaid")).toMatch(/Raid on the Free States: Yellow may gain exactly 1 Weapon/);
  });

  test("wrong clickers are refused privately and nothing is gained", () => {
    for (const c of ["Blue", "Red"]) {
      table.forgeUiClick(c, "arcsBattleGain");
      table.settle();
      expect(lastTo(table, c)).toMatch(/it is Yellow's turn/);
    }
    expect(step(table)).toBe("raid");
    expect(game(table).battle!.last.kind).toBe("city");
  });

  test("after a save/load the raid's Gain button is back, Yellow's alone; it gains one Weapon onto Yellow's board and the battle ends", () => {
    table = reload(table, CAMPAIGN_SEATS, ATTACKER);
    expect(step(table)).toBe("raid");
    expect(table.ui().isShown("arcsBattleGain")).toBe(true);
    expect(table.ui().visibleTo("arcsBattleGain", "Yellow", false)).toBe(true);
    expect(table.ui().visibleTo("arcsBattleGain", "Blue", false)).toBe(false);
    click(table, ATTACKER, "arcsBattleGain");
    table.settle();
    expect(step(table)).toBe("none");
    const slot = snapAt(table, "player-board", "resource-slot-1", "Yellow")!;
    const token = nearest(table.find((o) => o.tags.includes("resource") && o.tags.includes("weapon")), slot, 0.5);
    expect(token).toBeDefined();
    expect(game(table).battle!.last).toMatchObject({ kind: "steal", pick: { kind: "planet" } });
    expect(publicTexts(table).join("\n")).toMatch(/Yellow gains 1 Weapon from the Free States/);
  });
});

describe("BR p.19: a battle against the Blight (Tough: two hits per damage step), with a save/load before the hits", () => {
  let table: TtsTable;
  let blight: FakeObject;
  let yellow: FakeObject[];
  beforeAll(() => {
    table = campaignBattleTable({ titles: { Yellow: "regent", Blue: "regent", Red: "regent" }, firstRegent: "Blue" });
    yellow = ships(table, "Yellow", "3.1", 3);
    [blight] = campaignPieces(table, "blight", "3.1", 1);
  });

  test("3 hits and an intercept: the Blight does not intercept; two hits flip it, the third alone does nothing", () => {
    click(table, ATTACKER, "arcsBattleOpen");
    expect(table.ui().text("arcsBattleDefender1")).toBe("Blight");
    dice(table, ["assault-3", "assault-5", "skirmish-1"]);
    click(table, ATTACKER, "arcsBattleMore_assault");
    click(table, ATTACKER, "arcsBattleMore_assault");
    click(table, ATTACKER, "arcsBattleMore_skirmish");
    click(table, ATTACKER, "arcsBattleRoll");
    table.settle();
    expect(step(table)).toBe("hits");
    expect(table.ui().text("arcsBattleResult")).toMatch(/Yellow battles the Blight in system 3\.1/);
  });

  test("a save/load at the hits step redraws the panel: status, roll, the hits controls shown to Yellow alone", () => {
    const result = table.ui().text("arcsBattleResult");
    table = reload(table, CAMPAIGN_SEATS, ATTACKER);
    expect(step(table)).toBe("hits");
    expect(table.ui().isShown("arcsBattlePanel")).toBe(true);
    expect(table.ui().text("arcsBattleStatus")).toMatch(/Yellow attacks in system 3\.1 against the Blight/);
    expect(table.ui().text("arcsBattleResult")).toBe(result);
    expect(table.ui().visibleTo("arcsBattleAccept", "Yellow", false)).toBe(true);
    expect(table.ui().visibleTo("arcsBattleAccept", "Blue", false)).toBe(false);
    table.forgeUiClick("Blue", "arcsBattleAccept");
    expect(lastTo(table, "Blue")).toMatch(/it is Yellow's turn/);
    expect(publicTexts(table).join("\n")).toMatch(/Yellow's battle continues after the load/);
  });

  test("accepted after the load: the Blight is flipped (damaged), Yellow's ships untouched", () => {
    blight = table.find((o) => o.guid === blight.guid)[0];
    yellow = yellow.map((y) => table.find((o) => o.guid === y.guid)[0]);
    click(table, ATTACKER, "arcsBattleAccept");
    expect(step(table)).toBe("none");
    expect(faceDown(blight)).toBe(true);
    expect(inZone(table, "system", "3.1")).toContain(blight);
    expect(yellow.map((o) => tipped(o))).toEqual([false, false, false]);
    expect(publicTexts(table).join("\n")).toMatch(/Damaged: 1 Blight\. Destroyed: none\./);
  });

  test("a second battle: two hits destroy the damaged Blight, a Trophy of Yellow's, face up", () => {
    click(table, ATTACKER, "arcsBattleOpen");
    dice(table, ["assault-5"]);
    click(table, ATTACKER, "arcsBattleMore_assault");
    click(table, ATTACKER, "arcsBattleRoll");
    table.settle();
    click(table, ATTACKER, "arcsBattleAccept");
    expect(step(table)).toBe("none");
    expect(inZone(table, "trophies", "Yellow")).toContain(blight);
    expect(faceDown(blight)).toBe(false);
    expect(publicTexts(table).join("\n")).toMatch(/Yellow takes 1 piece of the Blight as Trophies/);
  });
});

describe("BR p.11: the Truce Law on the table; a Regent may add the Imperial ships to an attack", () => {
  let table: TtsTable;
  let before: string;
  beforeAll(() => {
    table = campaignBattleTable({ titles: { Yellow: "regent", Blue: "regent", Red: "outlaw" }, firstRegent: "Blue" });
    ships(table, "Yellow", "4.1", 1);
    ships(table, "Blue", "4.1", 1);
    campaignPieces(table, "imperial-ship", "4.1", 1);
    ships(table, "Yellow", "4.2", 1);
    ships(table, "Red", "4.2", 1);
    campaignPieces(table, "imperial-ship", "4.2", 1);
    // Yellow's Flagship alone in 5.1, beside a Blight (its GMNotes say whose it is: campaign pieces carry no seat tag).
    const flagships = bag(table, "flagship-supply");
    const entry = flagships.contents.find((c) => c.GMNotes === "Yellow")!;
    table.playerTake(flagships, { guid: entry.GUID, position: near(zone(table, "system", "5.1").position) });
    campaignPieces(table, "blight", "5.1", 1);
    before = JSON.stringify(table.find((o) => o.tags.includes("ship") || o.tags.includes("imperial-ship")).map((o) => [o.guid, o.position, o.rotation]));
    click(table, ATTACKER, "arcsBattleOpen");
  });

  test("BR p.22: the Flagship is a Loyal ship: the system where it lies alone is offered too", () => {
    expect([1, 2, 3].map((i) => table.ui().text("arcsBattleSystem" + i))).toEqual(["4.1", "4.2", "5.1"]);
    click(table, ATTACKER, "arcsBattleSystem3");
    expect(table.ui().text("arcsBattleDefender1")).toBe("Blight");
    expect(table.ui().text("arcsBattleStatus")).toMatch(/system 5\.1 against the Blight/);
  });

  test("a Regent choosing the Empire, or a Rival Regent where Imperial ships are, is refused with the core's reason; nothing moves", () => {
    click(table, ATTACKER, "arcsBattleSystem1");
    expect(table.ui().text("arcsBattleSystem1")).toBe("4.1");
    expect(table.ui().text("arcsBattleDefender1")).toBe("Blue");
    expect(table.ui().text("arcsBattleDefender2")).toBe("Empire");
    click(table, ATTACKER, "arcsBattleDefender2");
    expect(lastTo(table, ATTACKER)).toBe("a Regent cannot harm Imperial ships (Truce Law, BR p.11)");
    click(table, ATTACKER, "arcsBattleDefender1");
    expect(lastTo(table, ATTACKER)).toBe("Regents cannot harm Rival Regents where there are Imperial ships (Truce Law, BR p.11)");
    expect(table.ui().text("arcsBattleStatus")).toMatch(/system 4\.1, choose the defender/);
    click(table, ATTACKER, "arcsBattleRoll");
    expect(lastTo(table, ATTACKER)).toMatch(/choose the battle system and the defender first/);
    expect(battleCommands(table)).toHaveLength(0);
    expect(JSON.stringify(table.find((o) => o.tags.includes("ship") || o.tags.includes("imperial-ship")).map((o) => [o.guid, o.position, o.rotation]))).toBe(before);
  });

  test("wrong clickers cannot choose the defender or the Imperial ships", () => {
    click(table, ATTACKER, "arcsBattleSystem2");
    for (const id of ["arcsBattleDefender1", "arcsBattleImperial"]) {
      table.forgeUiClick("Red", id);
      expect(lastTo(table, "Red")).toMatch(/it is Yellow's turn/);
    }
    expect(table.ui().text("arcsBattleStatus")).toMatch(/system 4\.2, choose the defender/);
  });

  test("Yellow, a Regent, battles Red, an Outlaw, adding the Imperial ship: one more die, and its hits land on Red", () => {
    expect(table.ui().text("arcsBattleDefender1")).toBe("Red");
    click(table, ATTACKER, "arcsBattleDefender1");
    expect(table.ui().isShown("arcsBattleImperial")).toBe(true);
    click(table, ATTACKER, "arcsBattleMore_assault");
    click(table, ATTACKER, "arcsBattleMore_assault");
    expect(lastTo(table, ATTACKER)).toMatch(/at most 1 dice/);
    click(table, ATTACKER, "arcsBattleImperial");
    expect(table.ui().text("arcsBattleStatus")).toMatch(/against Red with the Imperial ships/);
    dice(table, ["assault-5", "assault-1"]);
    click(table, ATTACKER, "arcsBattleMore_assault");
    click(table, ATTACKER, "arcsBattleMore_assault");
    expect(table.ui().text("arcsBattleCount_assault")).toBe("Assault: 2");
    click(table, ATTACKER, "arcsBattleRoll");
    table.settle();
    expect(step(table)).toBe("hits");
    const roll = battleCommands(table)[0].action as { snapshot: { attackingShips: unknown } };
    expect(roll.snapshot.attackingShips).toEqual({ fresh: 2, damaged: 0 });
    click(table, ATTACKER, "arcsBattleAccept");
    expect(inZone(table, "trophies", "Yellow").filter((o) => o.tags.includes("ship") && o.tags.includes("Red"))).toHaveLength(1);
  });
});
