/**
 * Card powers on the table (issue 15 item 5): the BUILT save's scripts in the TTS fake. The battle
 * panel reads the attacker's Guild cards and whether the system is a gate; the core decides the
 * extra dice (Gatekeepers BC08: "When you battle in a gate, you may collect 2 more dice.").
 */
import type { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { battleTable, click, dice, one, ships, step, zone } from "../support/battleTable";
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command, GameLog } from "../../src/core/game/types";
import { spotIn, takeCourtCard, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { coreState, setupLog, stagedTable, tableLog } from "../support/scenario";
import { replay } from "../../src/core/rules";
import { legalCommands } from "../../src/core/game/legal";
import { localToWorld } from "../../tools/table/geometry";

function courtCardTo(table: TtsTable, id: string, z: FakeObject): FakeObject {
  const deck = one(table, (o) => o.isDeck && o.tags.includes("court-deck"), "court deck");
  const entry = deck.contents.find((c) => c.GMNotes === id)!;
  return table.playerTake(deck, { guid: entry.GUID, position: { x: z.position.x, y: 1.5, z: z.position.z }, rotation: { x: 0, y: 180, z: 0 } })!;
}

function lastTo(table: TtsTable, colour: string): string {
  const m = table.messages.filter((x) => x.to === colour);
  return m.length === 0 ? "" : m[m.length - 1].text;
}

function more(table: TtsTable, die: string, times: number): void {
  for (let i = 0; i < times; i++) click(table, "Red", `arcsBattleMore_${die}`);
}

describe("Gatekeepers (BC08) at the table", () => {
  test("BC08: in a gate the attacker with Gatekeepers collects 2 dice more than their ships, and no more", () => {
    const table = battleTable();
    ships(table, "Red", "1.0", 2);
    ships(table, "Blue", "1.0", 1);
    courtCardTo(table, "BC08", zone(table, "play-area", "Red"));
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    expect(step(table)).toBe("choose");
    more(table, "skirmish", 4);
    expect(table.ui().text("arcsBattleCount_skirmish")).toBe("Skirmish: 4");
    click(table, "Red", "arcsBattleMore_assault");
    expect(lastTo(table, "Red")).toMatch(/at most 4 dice/);
    expect(table.ui().text("arcsBattleCount_assault")).toBe("Assault: 0");
  });

  test("BC08: in a planet system the card gives nothing (one die per ship, p.14)", () => {
    const table = battleTable();
    ships(table, "Red", "1.1", 2);
    ships(table, "Blue", "1.1", 1);
    courtCardTo(table, "BC08", zone(table, "play-area", "Red"));
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    more(table, "skirmish", 3);
    expect(lastTo(table, "Red")).toMatch(/at most 2 dice/);
    expect(table.ui().text("arcsBattleCount_skirmish")).toBe("Skirmish: 2");
  });

  test("BC08: only the attacker's card counts: the defender's Gatekeepers give the attacker nothing in a gate", () => {
    const table = battleTable();
    ships(table, "Red", "1.0", 2);
    ships(table, "Blue", "1.0", 1);
    courtCardTo(table, "BC08", zone(table, "play-area", "Blue"));
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    more(table, "skirmish", 3);
    expect(lastTo(table, "Red")).toMatch(/at most 2 dice/);
  });
});

// ---- Secret Order (BC18) and Galactic Bards (BC25): buttons on the cards in their owner's play area ----

const FOUR: Colour[] = ["Red", "Blue", "Yellow", "White"];

/** Seed 5 deals Red construction-5 (Keeper) and Blue mobilization-6 (Empath). */
function fourLog(...commands: Command[]): GameLog {
  const log = setupLog({ seats: FOUR, setupCard: "4SETUP01", seed: 5 });
  for (const c of commands) log.commands.push(c);
  return log;
}

function intoPlayArea(table: TtsTable, id: string, colour: Colour): FakeObject {
  takeCourtCard(table, id, spotIn(zoneOf(table, "play-area", colour), 0));
  table.settle();
  table.messages.length = 0;
  const found = table.find((o) => o.tags.includes("court-card") && o.data.GMNotes === id);
  expect(found).toHaveLength(1);
  return found[0];
}

function markerIn(table: TtsTable, ambition: string): boolean {
  const box = table.find((o) => o.isZone && o.tags.includes("ambition-box") && o.data.GMNotes === ambition)[0];
  return table.withTag("ambition-marker").some((m) => box.contains(m.position));
}

describe("Secret Order (BC18): 'When you declare Keeper or Empath, do not place the zero marker.'", () => {
  test("BC18: the leader declares Keeper from the card's button: the marker goes to Keeper, the zero marker stays home; a Rival's click is refused", () => {
    const table = stagedTable(fourLog({ type: "lead", player: "Red", card: "construction-5" }), FOUR);
    const card = intoPlayArea(table, "BC18", "Red");
    expect(card.buttons.map((b) => String(b.label))).toEqual(["Declare Keeper (no zero marker)", "Declare Empath (no zero marker)"]);
    table.clickButton("Blue", card, "Declare Keeper (no zero marker)");
    table.settle();
    expect(table.messagesTo("Blue").map((m) => m.text).join("\n")).toContain("only Red may use it");
    table.clickButton("Red", card, "Declare Keeper (no zero marker)");
    table.settle();
    const s = coreState(table)!;
    expect(s.markers.some((m) => m.at === "keeper")).toBe(true);
    expect(s.zeroMarker).toBe("declaredSlot");
    expect(s.round!.leadNumber).toBe(5);
    expect(tableLog(table).commands.slice(-1)).toEqual([{ type: "declareByCard", player: "Red", ambition: "keeper", card: "BC18", guildCards: ["BC18"] }]);
    expect(markerIn(table, "keeper")).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("Galactic Bards (BC25): a Surpass or Pivot declares its card's ambition, no zero marker", () => {
  test("BC25: Blue pivots with a 6 and declares Empath from the card; another ambition is refused in the game's words", () => {
    const table = stagedTable(
      fourLog({ type: "lead", player: "Red", card: "construction-5" }, { type: "endTurn", player: "Red" }, { type: "follow", player: "Blue", card: "mobilization-6", mode: "pivot" }),
      FOUR,
    );
    const card = intoPlayArea(table, "BC25", "Blue");
    table.clickButton("Blue", card, "Declare Tycoon (Bards)");
    table.settle();
    expect(table.messagesTo("Blue").map((m) => m.text).join("\n")).toContain("Mobilization 6 declares Empath, not Tycoon");
    table.clickButton("Blue", card, "Declare Empath (Bards)");
    table.settle();
    const s = coreState(table)!;
    expect(s.markers.some((m) => m.at === "empath")).toBe(true);
    expect(s.zeroMarker).toBe("declaredSlot");
    expect(markerIn(table, "empath")).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("Skirmishers (BC13) at the table: 'After you roll in battle, you may reroll a number of skirmish dice up to your total Weapon icons from resources and cards.'", () => {
  test("BC13: two blanks, two Weapon icons (Skirmishers and Court Enforcers, both Weapon Guild cards): the script rerolls both, the core reads the new faces, the hits follow them", () => {
    const table = battleTable();
    ships(table, "Red", "1.1", 2);
    ships(table, "Blue", "1.1", 2);
    courtCardTo(table, "BC13", zone(table, "play-area", "Red"));
    courtCardTo(table, "BC14", zone(table, "play-area", "Red"));
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    more(table, "skirmish", 2);
    const rolled = dice(table, ["skirmish-1", "skirmish-2"]);
    click(table, "Red", "arcsBattleRoll");
    expect(step(table)).toBe("hits");
    expect(coreState(table)!.battle!.totals!.hit).toBe(0);
    expect(table.ui().isVisible("arcsBattleReroll")).toBe(true);
    for (const d of rolled) table.queueRoll(d, "skirmish-5");
    // The panel is shown to the attacker only; a forged call from Blue is refused all the same.
    expect(() => table.clickUi("Blue", "arcsBattleReroll")).toThrow("not shown to Blue");
    table.forgeUiClick("Blue", "arcsBattleReroll");
    table.settle();
    expect(lastTo(table, "Blue")).toMatch(/it is Red's turn/);
    click(table, "Red", "arcsBattleReroll");
    // Both blanks are chosen already (two Weapon icons); "Reroll these" throws them.
    expect(table.ui().text("arcsBattlePickDie1")).toBe("[x] 1: blank");
    expect(table.ui().text("arcsBattlePickDie2")).toBe("[x] 2: blank");
    click(table, "Red", "arcsBattlePickReroll");
    table.settle();
    const b = coreState(table)!.battle!;
    expect(b.rerolled).toBe(true);
    expect(b.totals!.hit).toBe(2);
    expect(tableLog(table).commands.filter((c) => c.type === "battle").map((c) => (c.type === "battle" ? c.action.kind : "")).slice(-3)).toEqual(["roll", "read", "reroll"]);
    expect(table.ui().isVisible("arcsBattleReroll")).toBe(false);
    click(table, "Red", "arcsBattleAccept");
    expect(step(table)).toBe("none");
    expect(table.scriptErrors).toEqual([]);
  });

  test("BC13: without the card the button is not shown after the roll", () => {
    const table = battleTable();
    ships(table, "Red", "1.1", 1);
    ships(table, "Blue", "1.1", 1);
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    more(table, "skirmish", 1);
    dice(table, ["skirmish-1"]);
    click(table, "Red", "arcsBattleRoll");
    expect(step(table)).toBe("hits");
    expect(table.ui().isVisible("arcsBattleReroll")).toBe(false);
  });
});

describe("Seeker Torpedoes (L14) at the table: 'When attacking in battle, after rolling dice, you may reroll up to 1 assault die for each fresh Loyal attacking ship.'", () => {
  test("L14: a blank and an intercept assault die, two fresh ships and one damaged: the script rerolls both, the core reads the new faces; once per roll", () => {
    const table = battleTable({ lore: { Red: ["L14"] } });
    ships(table, "Red", "1.1", 3, 1);
    ships(table, "Blue", "1.1", 1);
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    more(table, "assault", 3);
    const rolled = dice(table, ["assault-1", "assault-3", "assault-5"]);
    click(table, "Red", "arcsBattleRoll");
    expect(step(table)).toBe("hits");
    expect(coreState(table)!.battle!.totals!.hit).toBe(3);
    expect(table.ui().isVisible("arcsBattleTorpedoes")).toBe(true);
    expect(table.ui().isVisible("arcsBattleReroll")).toBe(false);
    table.queueRoll(rolled[0], "assault-5");
    table.queueRoll(rolled[1], "assault-4");
    table.forgeUiClick("Blue", "arcsBattleTorpedoes");
    table.settle();
    expect(coreState(table)!.battle!.torpedoes).toBeUndefined();
    click(table, "Red", "arcsBattleTorpedoes");
    click(table, "Red", "arcsBattlePickReroll");
    table.settle();
    const b = coreState(table)!.battle!;
    expect(b.torpedoes).toBe(true);
    expect(b.totals).toEqual({ self: 1, intercept: 0, hit: 6, building: 0, key: 0 });
    const steps = tableLog(table).commands.filter((c) => c.type === "battle").map((c) => (c.type === "battle" ? c.action.kind : ""));
    expect(steps.slice(-3)).toEqual(["roll", "read", "torpedoes"]);
    expect(table.ui().isVisible("arcsBattleTorpedoes")).toBe(false);
    expect(table.messages.some((m) => m.to === undefined && /rerolls 2 assault dice with Seeker Torpedoes/.test(m.text))).toBe(true);
    click(table, "Red", "arcsBattleAccept");
    expect(step(table)).toBe("none");
    expect(table.scriptErrors).toEqual([]);
  });

  test("L14: without the Lore the button is not shown after the roll", () => {
    const table = battleTable();
    ships(table, "Red", "1.1", 1);
    ships(table, "Blue", "1.1", 1);
    table.settle();
    click(table, "Red", "arcsBattleOpen");
    more(table, "assault", 1);
    dice(table, ["assault-1"]);
    click(table, "Red", "arcsBattleRoll");
    expect(step(table)).toBe("hits");
    expect(table.ui().isVisible("arcsBattleTorpedoes")).toBe(false);
  });
});

describe("Mystic (LEAD02) Cryptic: 'In setup, place agents on your Material and Fuel Outrage slots on your player board.'", () => {
  test("LEAD02: after the draft the script puts one of the Mystic's agents on each of those Outrage slots (FAQ erratum p.21: leader setup steps)", () => {
    // A Leaders & Lore setup whose leader row holds the Mystic; every pick but the last is logged,
    // the last is a Take on the staged table (the draft ends there and the leader setup runs).
    const log = setupLog({ seats: ["Red", "Blue", "Yellow"], setupCard: "3SETUP03", seed: 21, mode: "leadersAndLore", toFirstTurn: false });
    const setup = log.commands[0] as Extract<Command, { type: "setup" }>;
    setup.leaderRow = ["LEAD02", "LEAD01", "LEAD05", "LEAD06"];
    let s = replay(log).state;
    while (s.draft !== undefined && s.draft.pick < s.draft.order.length - 1) {
      const picks = legalCommands(s).filter((c): c is Extract<Command, { type: "draft" }> => c.type === "draft");
      const pick = picks.find((c) => c.card === "LEAD02") ?? picks[0];
      log.commands.push(pick);
      s = replay(log).state;
    }
    const table = stagedTable(log, ["Red", "Blue", "Yellow"]);
    const last = legalCommands(s).filter((c): c is Extract<Command, { type: "draft" }> => c.type === "draft")[0];
    table.clickButton(last.player, table.find((o) => o.data.GMNotes === last.card)[0], "Take");
    table.settle();
    s = coreState(table)!;
    expect(s.phase).not.toBe("draft");
    const owner = s.players.find((p) => p.leader === "LEAD02")!.colour;
    const board = one(table, (o) => o.tags.includes("player-board") && o.tags.includes(owner), `${owner} board`);
    const points = board.data.AttachedSnapPoints as { Position: { x: number; y: number; z: number }; Tags: string[] }[];
    const t = { posX: board.position.x, posY: board.position.y, posZ: board.position.z, rotX: 0, rotY: board.rotation.y, rotZ: 0, scaleX: board.scale.x, scaleY: board.scale.y, scaleZ: board.scale.z };
    const agents = table.find((o) => o.tags.includes("agent") && o.tags.includes(owner) && !o.isContainer);
    for (const type of ["material", "fuel"]) {
      const p = points.find((q) => q.Tags.includes(`outrage-${type}`))!.Position;
      const w = localToWorld(t, p.x, p.y, p.z);
      expect(agents.some((a) => Math.abs(a.position.x - w.x) < 0.3 && Math.abs(a.position.z - w.z) < 0.3)).toBe(true);
    }
    expect(table.messagesTo(owner).map((m) => m.text).join("\n")).toContain("Mystic (Cryptic): your agents are on your Material and Fuel Outrage slots");
    expect(table.scriptErrors).toEqual([]);
  });
  test("LEAD02: a table staged from a state after the draft (fresh pieces, arrange.ts arrangeAll) puts the Mystic's agents on those Outrage slots too", () => {
    const log = setupLog({ seats: ["Red", "Blue", "Yellow"], setupCard: "3SETUP03", seed: 21, mode: "leadersAndLore", toFirstTurn: false });
    const setup = log.commands[0] as Extract<Command, { type: "setup" }>;
    setup.leaderRow = ["LEAD02", "LEAD01", "LEAD05", "LEAD06"];
    let s = replay(log).state;
    while (s.draft !== undefined) {
      const picks = legalCommands(s).filter((c): c is Extract<Command, { type: "draft" }> => c.type === "draft");
      log.commands.push(picks.find((c) => c.card === "LEAD02") ?? picks[0]);
      s = replay(log).state;
    }
    const table = stagedTable(log, ["Red", "Blue", "Yellow"]);
    const owner = s.players.find((p) => p.leader === "LEAD02")!.colour;
    const board = one(table, (o) => o.tags.includes("player-board") && o.tags.includes(owner), `${owner} board`);
    const points = board.data.AttachedSnapPoints as { Position: { x: number; y: number; z: number }; Tags: string[] }[];
    const t = { posX: board.position.x, posY: board.position.y, posZ: board.position.z, rotX: 0, rotY: board.rotation.y, rotZ: 0, scaleX: board.scale.x, scaleY: board.scale.y, scaleZ: board.scale.z };
    const agents = table.find((o) => o.tags.includes("agent") && o.tags.includes(owner) && !o.isContainer);
    for (const type of ["material", "fuel"]) {
      const p = points.find((q) => q.Tags.includes(`outrage-${type}`))!.Position;
      const w = localToWorld(t, p.x, p.y, p.z);
      expect(agents.filter((a) => Math.abs(a.position.x - w.x) < 0.3 && Math.abs(a.position.z - w.z) < 0.3)).toHaveLength(1);
    }
    expect(table.scriptErrors).toEqual([]);
  });
});
