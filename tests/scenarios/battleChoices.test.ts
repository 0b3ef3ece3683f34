/**
 * The battle panel's choices (issue 15): the attacker chooses WHICH dice a reroll power throws again
 * (Skirmishers BC13, Seeker Torpedoes L14), one button per rolled die of its type, up to the power's
 * limit; and the attacker's own hit list reaches every piece the rules let them hit: a Regent's
 * Imperial ships (BR p.11) and a Flagship's Upgrades and Armor (BR pp.23-24). The BUILT save's
 * scripts in the TTS fake.
 */
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { TtsTable as Table } from "../../tools/ttsFake/table";
import type { BattleCommand } from "../../src/core/game/types";
import { battleTable, click, dice, one, ships, step, zone } from "../support/battleTable";
import { coreState, tableLog } from "../support/scenario";
import { lastTo } from "../support/campaignEvents";
import { ATTACKER, buildOnSlot, campaignBattleTable, campaignPieces, flagship, flagshipBoard, inZone } from "../support/campaignBattle";

function courtCardTo(table: TtsTable, id: string, z: FakeObject): FakeObject {
  const deck = one(table, (o) => o.isDeck && o.tags.includes("court-deck"), "court deck");
  const entry = deck.contents.find((c) => c.GMNotes === id)!;
  return table.playerTake(deck, { guid: entry.GUID, position: { x: z.position.x, y: 1.5, z: z.position.z }, rotation: { x: 0, y: 180, z: 0 } })!;
}

function battleSteps(table: TtsTable): BattleCommand[] {
  return tableLog(table).commands.filter((c) => c.type === "battle") as BattleCommand[];
}

function more(table: TtsTable, colour: string, die: string, times: number): void {
  for (let i = 0; i < times; i++) click(table, colour, `arcsBattleMore_${die}`);
}

/** A save and load of the table (the seats as before: Red hosts). */
function reloaded(table: TtsTable, seats: string[], host: string): TtsTable {
  const again = new Table(table.save(), { seats: seats.map((color) => ({ color, host: color === host })) });
  again.settle();
  return again;
}

function pickTexts(table: TtsTable): string[] {
  return [1, 2, 3, 4, 5, 6].filter((i) => table.ui().isVisible("arcsBattlePickDie" + i)).map((i) => table.ui().text("arcsBattlePickDie" + i)!);
}

describe("Skirmishers (BC13): 'you may reroll a number of skirmish dice up to your total Weapon icons': the attacker chooses which", () => {
  let table: TtsTable;
  let rolled: FakeObject[];
  beforeAll(() => {
    table = battleTable();
    ships(table, "Red", "1.1", 3);
    ships(table, "Blue", "1.1", 3);
    // Skirmishers alone: 1 Weapon icon (a Weapon Guild card), so 1 die.
    courtCardTo(table, "BC13", zone(table, "play-area", "Red"));
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    more(table, "Red", "skirmish", 3);
    rolled = dice(table, ["skirmish-4", "skirmish-1", "skirmish-2"]);
    click(table, "Red", "arcsBattleRoll");
    expect(step(table)).toBe("hits");
  });

  test("the reroll button opens one button per rolled skirmish die, its number and face; the first blank is chosen (1 Weapon icon)", () => {
    click(table, "Red", "arcsBattleReroll");
    expect(table.ui().isShown("arcsBattlePick")).toBe(true);
    expect(table.ui().isShown("arcsBattleHits")).toBe(false);
    expect(pickTexts(table)).toEqual(["[ ] 1: hit", "[x] 2: blank", "[ ] 3: blank"]);
    expect(table.ui().text("arcsBattlePickText")).toBe("Skirmishers: choose up to 1 skirmish dice to reroll (1 chosen), then Reroll these.");
  });

  test("a second die is refused at the limit, in the card's words; a Rival's forged press is refused; nothing is thrown", () => {
    click(table, "Red", "arcsBattlePickDie3");
    expect(lastTo(table, "Red")).toBe("Skirmishers: you may reroll at most 1 skirmish dice (your Weapon icons); leave one out first");
    expect(() => table.clickUi("Blue", "arcsBattlePickDie2")).toThrow("not shown to Blue");
    table.forgeUiClick("Blue", "arcsBattlePickDie2");
    table.settle();
    expect(lastTo(table, "Blue")).toMatch(/it is Red's turn/);
    expect(pickTexts(table)).toEqual(["[ ] 1: hit", "[x] 2: blank", "[ ] 3: blank"]);
    expect(battleSteps(table).map((c) => c.action.kind)).toEqual(["roll", "read"]);
  });

  test("the choice survives a save and load: the same dice, the same buttons, shown to Red alone", () => {
    click(table, "Red", "arcsBattlePickDie2");
    click(table, "Red", "arcsBattlePickDie3");
    expect(pickTexts(table)).toEqual(["[ ] 1: hit", "[ ] 2: blank", "[x] 3: blank"]);
    table = reloaded(table, ["Red", "Blue"], "Red");
    rolled = rolled.map((d) => table.object(d.guid));
    expect(step(table)).toBe("hits");
    expect(table.ui().isShown("arcsBattlePick")).toBe(true);
    expect(pickTexts(table)).toEqual(["[ ] 1: hit", "[ ] 2: blank", "[x] 3: blank"]);
    expect(table.ui().visibleTo("arcsBattlePickDie3", "Blue", false)).toBe(false);
  });

  test("Reroll these throws exactly die 3 again: the core reads its new face, the other dice keep theirs", () => {
    table.queueRoll(rolled[2], "skirmish-6");
    table.queueRoll(rolled[1], "skirmish-5"); // would change die 2 if the script threw it
    click(table, "Red", "arcsBattlePickReroll");
    table.settle();
    const last = battleSteps(table).slice(-1)[0].action as { kind: string; dice: number[]; faces: unknown[] };
    expect(last.kind).toBe("reroll");
    expect(last.dice).toEqual([2]);
    expect(last.faces).toEqual([{ die: "skirmish", face: 6 }]);
    const b = coreState(table)!.battle!;
    expect(b.faces).toEqual([{ die: "skirmish", face: 4 }, { die: "skirmish", face: 1 }, { die: "skirmish", face: 6 }]);
    expect(b.totals!.hit).toBe(2);
    expect(table.ui().isShown("arcsBattleHits")).toBe(true);
    expect(table.ui().isVisible("arcsBattleReroll")).toBe(false);
    expect(table.messages.some((m) => m.to === undefined && /Red rerolls 1 skirmish dice with Skirmishers/.test(m.text))).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("Seeker Torpedoes (L14): 'reroll up to 1 assault die for each fresh Loyal attacking ship': any assault dice, not only the poor ones", () => {
  test("L14: one fresh ship and one damaged: Red leaves out the suggested blank and rerolls the '2 hits' die instead; Cancel goes back; none chosen is refused", () => {
    const table = battleTable({ lore: { Red: ["L14"] } });
    ships(table, "Red", "1.1", 2, 1);
    ships(table, "Blue", "1.1", 2);
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    more(table, "Red", "assault", 2);
    const rolled = dice(table, ["assault-1", "assault-5"]);
    click(table, "Red", "arcsBattleRoll");
    expect(step(table)).toBe("hits");
    click(table, "Red", "arcsBattleTorpedoes");
    expect(pickTexts(table)).toEqual(["[x] 1: blank", "[ ] 2: 2 hits"]);
    expect(table.ui().text("arcsBattlePickText")).toBe("Seeker Torpedoes: choose up to 1 assault dice to reroll (1 chosen), then Reroll these.");
    click(table, "Red", "arcsBattlePickCancel");
    expect(table.ui().isShown("arcsBattleHits")).toBe(true);
    expect(table.ui().isShown("arcsBattlePick")).toBe(false);
    expect(table.ui().isVisible("arcsBattleTorpedoes")).toBe(true);
    click(table, "Red", "arcsBattleTorpedoes");
    click(table, "Red", "arcsBattlePickDie1");
    click(table, "Red", "arcsBattlePickReroll");
    expect(lastTo(table, "Red")).toBe("choose at least one assault die to reroll, or Cancel and assign the hits of this roll");
    click(table, "Red", "arcsBattlePickDie2");
    click(table, "Red", "arcsBattlePickDie1");
    expect(lastTo(table, "Red")).toBe("Seeker Torpedoes: you may reroll at most 1 assault dice (1 per fresh Loyal attacking ship); leave one out first");
    expect(pickTexts(table)).toEqual(["[ ] 1: blank", "[x] 2: 2 hits"]);
    table.queueRoll(rolled[1], "assault-4");
    table.queueRoll(rolled[0], "assault-5"); // would change die 1 if the script threw it
    click(table, "Red", "arcsBattlePickReroll");
    table.settle();
    const b = coreState(table)!.battle!;
    expect(b.torpedoes).toBe(true);
    expect(b.faces).toEqual([{ die: "assault", face: 1 }, { die: "assault", face: 4 }]);
    expect(b.totals).toEqual({ self: 1, intercept: 0, hit: 2, building: 0, key: 0 });
    const last = battleSteps(table).slice(-1)[0].action as { kind: string; dice: number[] };
    expect([last.kind, last.dice]).toEqual(["torpedoes", [1]]);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("BR p.23: the attacker's own hit list reaches their Flagship's Upgrades and Armor, Armor before its Upgrade", () => {
  test("2 self hits on a lone Flagship: Red's list hits slot 1's Armor twice (the suggestion would hit slot 3); the table deals exactly that", () => {
    const table = campaignBattleTable({ titles: { Yellow: "regent", Blue: "regent", Red: "regent" }, firstRegent: "Blue" });
    flagship(table, ATTACKER, "6.1");
    const board = flagshipBoard(table, ATTACKER);
    buildOnSlot(table, ATTACKER, board, "upgrade", 1, "starport");
    const armor1 = buildOnSlot(table, ATTACKER, board, "armor", 1, "city");
    buildOnSlot(table, ATTACKER, board, "upgrade", 3, "starport");
    const armor3 = buildOnSlot(table, ATTACKER, board, "armor", 3, "city");
    ships(table, "Red", "6.1", 1);
    click(table, ATTACKER, "arcsBattleOpen");
    const sys = [1, 2, 3, 4, 5, 6].find((n) => table.ui().text("arcsBattleSystem" + n) === "6.1")!;
    click(table, ATTACKER, "arcsBattleSystem" + sys);
    const d = [1, 2, 3, 4].find((n) => table.ui().text("arcsBattleDefender" + n) === "Red")!;
    click(table, ATTACKER, "arcsBattleDefender" + d);
    dice(table, ["assault-4", "assault-2"]);
    more(table, ATTACKER, "assault", 2);
    click(table, ATTACKER, "arcsBattleRoll");
    table.settle();
    expect(step(table)).toBe("hits");
    // The slots with parts show, each labelled with what it hits next; the empty slots and the defender's row do not.
    expect(table.ui().isShown("arcsBattleOwnParts")).toBe(true);
    expect(table.ui().isShown("arcsBattleDefParts")).toBe(false);
    expect(table.ui().text("arcsBattleHit_ownpart_1")).toBe("1: Armor");
    expect(table.ui().text("arcsBattleHit_ownpart_3")).toBe("3: Armor");
    expect(table.ui().isVisible("arcsBattleHit_ownpart_2")).toBe(false);
    // Hidden, so no player can press it; a forged call (a panel redrawn between click and call) is refused.
    table.forgeUiClick(ATTACKER, "arcsBattleHit_ownpart_2");
    table.settle();
    expect(lastTo(table, ATTACKER)).toBe("slot 2 of the Flagship board has no Upgrade or Armor left to hit");
    click(table, ATTACKER, "arcsBattleHit_ownpart_1");
    expect(table.ui().text("arcsBattleHit_ownpart_1")).toBe("1: Armor (damaged)");
    click(table, ATTACKER, "arcsBattleHit_ownpart_1");
    expect(table.ui().text("arcsBattleHit_ownpart_1")).toBe("1: Upgrade");
    expect(table.ui().text("arcsBattleAssign")).toMatch(/Yours so far: your ships: Flagship Armor 1, Flagship Armor 1;/);
    // the 3 ship hits: Red's one ship (fresh, then damaged), the third finds no target.
    click(table, ATTACKER, "arcsBattleHit_ship_fresh");
    click(table, ATTACKER, "arcsBattleHit_ship_damaged");
    click(table, ATTACKER, "arcsBattleApply");
    expect(step(table)).not.toBe("hits");
    const hits = battleSteps(table).find((c) => c.action.kind === "hits")!.action as { assignment: { onAttackers: unknown[] } };
    expect(hits.assignment.onAttackers).toEqual([{ part: "armor", slot: 0 }, { part: "armor", slot: 0 }]);
    expect(inZone(table, "trophies", "Red")).toContain(armor1);
    expect(inZone(table, "trophies", "Red")).not.toContain(armor3);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("BR pp.11, 24: the hit list reaches defending Imperial ships and a defending Flagship's parts", () => {
  test("Yellow (Outlaw) battles Red (Regent) where an Imperial ship is: the ship hits go to the Imperial ship first, then the Flagship's Armor", () => {
    const table = campaignBattleTable({ titles: { Yellow: "outlaw", Blue: "regent", Red: "regent" }, firstRegent: "Blue" });
    ships(table, ATTACKER, "6.2", 4);
    flagship(table, "Red", "6.2");
    const board = flagshipBoard(table, "Red");
    buildOnSlot(table, "Red", board, "upgrade", 2, "city");
    const armor = buildOnSlot(table, "Red", board, "armor", 2, "starport");
    const [imperial] = campaignPieces(table, "imperial-ship", "6.2", 1, 1);
    click(table, ATTACKER, "arcsBattleOpen");
    const sys = [1, 2, 3, 4, 5, 6].find((n) => table.ui().text("arcsBattleSystem" + n) === "6.2")!;
    click(table, ATTACKER, "arcsBattleSystem" + sys);
    const d = [1, 2, 3, 4].find((n) => table.ui().text("arcsBattleDefender" + n) === "Red")!;
    click(table, ATTACKER, "arcsBattleDefender" + d);
    dice(table, ["assault-5", "skirmish-4"]);
    more(table, ATTACKER, "assault", 1);
    more(table, ATTACKER, "skirmish", 1);
    click(table, ATTACKER, "arcsBattleRoll");
    table.settle();
    expect(step(table)).toBe("hits");
    const b = coreState(table)!.battle!;
    expect(b.snapshot.rules!.defendingImperial).toEqual({ fresh: 0, damaged: 1 });
    expect(table.ui().isVisible("arcsBattleHit_imperial_damaged")).toBe(true);
    expect(table.ui().isVisible("arcsBattleHit_own_imperial_fresh")).toBe(false);
    expect(table.ui().text("arcsBattleHit_part_2")).toBe("2: Armor");
    // Intercept hits on Yellow's own ships come first (p.14).
    const own = b.totals!.self + (b.totals!.intercept > 0 ? 1 : 0);
    for (let i = 0; i < own; i++) click(table, ATTACKER, "arcsBattleHit_own_fresh");
    // Hidden, so no player can press it; a forged call is refused with the rule.
    table.forgeUiClick(ATTACKER, "arcsBattleHit_own_imperial_fresh");
    table.settle();
    expect(lastTo(table, ATTACKER)).toBe("no Imperial ship attacks with you (BR p.11)");
    click(table, ATTACKER, "arcsBattleHit_imperial_damaged");
    click(table, ATTACKER, "arcsBattleHit_part_2");
    click(table, ATTACKER, "arcsBattleHit_part_2");
    click(table, ATTACKER, "arcsBattleApply");
    expect(step(table)).not.toBe("hits");
    const hits = battleSteps(table).find((c) => c.action.kind === "hits")!.action as { assignment: { shipHits: unknown[] } };
    expect(hits.assignment.shipHits).toEqual([
      { piece: "ship", state: "damaged", imperial: true },
      { piece: "part", state: "fresh", part: { part: "armor", slot: 1 } },
      { piece: "part", state: "damaged", part: { part: "armor", slot: 1 } },
    ]);
    expect(inZone(table, "trophies", ATTACKER)).toEqual(expect.arrayContaining([imperial, armor]));
    expect(table.scriptErrors).toEqual([]);
  });
});
