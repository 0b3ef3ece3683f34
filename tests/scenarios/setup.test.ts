/**
 * Setup on the built save (rulebook pp.4-5): the host's panel, the physical setup following the
 * core's state (placements, resources, hands by identity, decks, Court row, markers), the 2-player
 * mulligan, save/load. Leaders & Lore and staging are in setupDraft.test.ts.
 */
import type { TtsTable } from "../../tools/ttsFake/table";
import type { GameState } from "../../src/core/game/types";
import { coreState, handIds, loadTable, startGame, tableLog } from "../support/scenario";
import { expectNoCardNamesInPublic, expectTableMatches, player } from "./setupChecks";

describe("who may set up", () => {
  test("a non-host is refused privately and nothing changes; too few seated players are refused; then the host starts", () => {
    const table = loadTable(["Red"], { host: "Red" });
    table.seat("Blue");
    table.settle();
    // The panel is shown to the host alone (issue 33 item 5): Blue sees and can press nothing...
    expect(table.ui().visibleTo("arcsSetup", "Red", true)).toBe(true);
    expect(table.ui().visibleTo("arcsSetup", "Blue", false)).toBe(false);
    expect(() => table.clickUi("Blue", "arcsSetupStart")).toThrow(/not shown to/);
    expect(table.ui().text("turnStatus")).toBe("Arcs: waiting for the host to set up");
    // ...and a forged press (another script, a stale panel) is still refused privately.
    table.forgeUiClick("Blue", "arcsSetupCard2", "-1", "2SETUP03 Homelands");
    table.forgeUiClick("Blue", "arcsSetupStart");
    expect(coreState(table)).toBeUndefined();
    expect(tableLog(table).commands).toEqual([]);
    expect(table.messages.every((m) => m.to === "Blue")).toBe(true);
    expect(table.messages.map((m) => m.text)).toEqual(["only the host sets up the game", "only the host sets up the game"]);
    expect(table.ui().isVisible("arcsSetup")).toBe(true);

    const only = loadTable(["Red"], { host: "Red" });
    only.clickUi("Red", "arcsSetupStart");
    expect(coreState(only)).toBeUndefined();
    expect(only.messages).toHaveLength(1);
    expect(only.messages[0]).toMatchObject({ to: "Red", text: expect.stringMatching(/2 to 4 players .*1 is seated there now \(Red\)/) });

    // The host starts the 2-player game; Blue's earlier choice of card did not count (random draw).
    const s = startGame(table, { firstPlayer: "Blue", seed: 11 });
    expect(s.seats).toEqual(["Blue", "Red"]);
    expect(table.ui().isVisible("arcsSetup")).toBe(false);
    // The setup panel is hidden now: a forged Start (a stale panel, another script) is refused.
    table.forgeUiClick("Red", "arcsSetupStart");
    expect(table.messages[table.messages.length - 1]).toMatchObject({ to: "Red", text: "the game is already set up" });
    expect(tableLog(table).commands.filter((c) => c.type === "setup")).toHaveLength(1);
  });
});

describe.each([
  [2, "2SETUP01", "Red"],
  [3, "3SETUP02", "Yellow"],
  [4, "4SETUP03", "White"],
] as const)("a %i-player setup (%s, %s first)", (n, card, first) => {
  const seats = ["Red", "Blue", "Yellow", "White"].slice(0, n);
  let table: TtsTable;
  let s: GameState;
  beforeAll(() => {
    table = loadTable(seats, { host: "Red" });
    s = startGame(table, { setupCard: card, firstPlayer: first, seed: 100 + n });
  });

  test("the core set up the chosen card with the chosen first player, and the first turn is open", () => {
    expect(s.setupCard).toBe(card);
    expect(s.seats[0]).toBe(first);
    expect(s.phase).toBe("play");
    expect(tableLog(table).commands.map((c) => c.type)).toEqual(n === 2 ? ["setup", "keepHand", "shuffleDiscard"] : ["setup", "shuffleDiscard"]);
  });

  test("the table matches the core: pieces, resources, hands, decks, Court, markers, out of play", () => {
    expectTableMatches(table, s);
  });

  test("no public message names an action card", () => {
    expectNoCardNamesInPublic(table);
  });
});

describe("the 2-player mulligan (p.5 step P)", () => {
  test("only the player without initiative may decide; a mulligan swaps the hand for the core's new one", () => {
    const table = loadTable(["Red", "Blue"], { host: "Blue" });
    let s = startGame(table, { setupCard: "2SETUP02", firstPlayer: "Red", seed: 5, mulligan: "pending" });
    expect(s.phase).toBe("mulligan");
    expect(s.mulliganBy).toBe("Blue");
    expect(table.ui().isVisible("arcsMulligan")).toBe(true);
    expect(table.ui().text("arcsMulliganText")).toMatch(/Blue, without the initiative/);

    const before = table.messages.length;
    table.clickUi("Red", "arcsMulliganRedraw");
    table.clickUi("Red", "arcsMulliganKeep");
    expect(coreState(table)!.phase).toBe("mulligan");
    expect(table.messages.slice(before)).toEqual([
      { kind: "printToColor", to: "Red", text: "only Blue, the player without the initiative, decides the mulligan" },
      { kind: "printToColor", to: "Red", text: "only Blue, the player without the initiative, decides the mulligan" },
    ]);

    const oldHand = player(s, "Blue").hand;
    table.clickUi("Blue", "arcsMulliganRedraw");
    table.settle();
    s = coreState(table)!;
    expect(s.phase).toBe("play");
    expect(table.ui().isVisible("arcsMulligan")).toBe(false);
    const newHand = player(s, "Blue").hand;
    expect(newHand.some((id) => oldHand.includes(id))).toBe(false);
    expect(handIds(table, "Blue").sort()).toEqual(newHand.slice().sort());
    for (const id of oldHand) expect(s.discard).toContain(id);
    expectTableMatches(table, s);
    expectNoCardNamesInPublic(table);
  });
});

describe("save and load right after setup", () => {
  test("the reloaded table holds the same game and the hands are intact", () => {
    const table = loadTable(["Red", "Blue", "Yellow"]);
    const s = startGame(table, { setupCard: "3SETUP04", firstPlayer: "Red", seed: 9 });
    const saved = table.save();
    const { TtsTable } = require("../../tools/ttsFake/table") as typeof import("../../tools/ttsFake/table");
    const again = new TtsTable(saved, { seats: ["Red", "Blue", "Yellow"].map((color) => ({ color, host: color === "Red" })) });
    again.settle();
    const after = coreState(again)!;
    expect(after).toEqual(s);
    expect(tableLog(again)).toEqual(tableLog(table));
    for (const p of after.players) expect(handIds(again, p.colour).sort()).toEqual(p.hand.slice().sort());
    expect(again.ui().isVisible("arcsSetup")).toBe(false);
    expect(again.messages).toEqual([]);
    expectTableMatches(again, after);
  });
});
