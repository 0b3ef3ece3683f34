/**
 * A saved state is validated before it is trusted (issue "Safe in TTS's own Lua", item 2). Damaged
 * saves of a real 3-player game: the host alone reads each problem with its field path, the table
 * keeps the save unchanged (nothing lost on the next save), Start is refused until the host resets
 * with a confirmation, and no click raises a Lua error (the fake is strict: a Lua error fails the test).
 */
import type { GameState } from "../../src/core/game/types";
import type { Colour } from "../../src/core/data/vocabulary";
import { coreState, loadTable, setupLog, stagedTable } from "../support/scenario";
import type { TtsTable } from "../../tools/ttsFake/table";
import { parseTtsJson } from "../../tools/lib/ttsJson";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];

/** A mid-game save: setup, then Red leads. */
function midGameSave(): { raw: string; envelope: { state: { game: GameState; log: { commands: unknown[] } } } } {
  const log = setupLog({ seats: SEATS, setupCard: "3SETUP01", seed: 4 });
  const table = stagedTable(log);
  const raw = table.save().LuaScriptState!;
  return { raw, envelope: parseTtsJson(raw) as never };
}

function loadDamaged(damage: (g: Record<string, unknown>) => void, alsoLog?: (l: { commands: unknown[] }) => void): { table: TtsTable; saved: string } {
  const { envelope } = midGameSave();
  damage(envelope.state.game as unknown as Record<string, unknown>);
  if (alsoLog !== undefined) alsoLog(envelope.state.log);
  else envelope.state.log.commands = [{ type: "mystery" }]; // a log that cannot rebuild the game
  const saved = JSON.stringify(envelope);
  const table = loadTable(SEATS, { state: saved });
  table.settle();
  return { table, saved };
}

const hostText = (table: TtsTable) => table.messagesTo("Red").filter((m) => m.to === "Red").map((m) => m.text).join("\n");

describe("damaged game states the issue names", () => {
  test.each([
    ["no players", (g: Record<string, unknown>) => delete g.players, /players: expected a list \(got nothing\)/],
    ["no markers", (g: Record<string, unknown>) => delete g.markers, /markers: expected a list \(got nothing\)/],
    ["players as an object", (g: Record<string, unknown>) => (g.players = { Red: {} }), /players: expected a list \(got an object\)/],
    ["a phase that does not exist", (g: Record<string, unknown>) => (g.phase = "intermission"), /phase: expected one of .* \(got "intermission"\)/],
    ["no round during play", (g: Record<string, unknown>) => delete g.round, /round: expected the round in progress \(got nothing\)/],
  ])("%s: the host reads the field path; the save is kept; Start is refused; clicks raise no Lua error", (_name, damage, reason) => {
    const { table, saved } = loadDamaged(damage);
    expect(hostText(table)).toMatch(reason);
    for (const seat of ["Blue", "Yellow"]) expect(table.messagesTo(seat).filter((m) => m.to === seat)).toEqual([]);
    expect(table.save().LuaScriptState).toBe(saved);
    // The turn bar is hidden on a held save; forged calls must still raise no Lua error.
    for (const seat of SEATS) {
      table.forgeUiClick(seat, "endTurnButton");
      table.forgeUiClick(seat, "passButton");
    }
    table.clickUi("Red", "arcsSetupStart");
    expect(hostText(table)).toMatch(/could not be restored: the host resets it or loads another/);
    expect(table.save().LuaScriptState).toBe(saved);
  });
});

describe("reset, with a confirmation, only by the host", () => {
  test("a player cannot reset; the host resets after confirming, then a new game starts", () => {
    const { table, saved } = loadDamaged((g) => delete g.players);
    table.clickUi("Blue", "arcsResetGame");
    expect(table.messagesTo("Blue").filter((m) => m.to === "Blue").map((m) => m.text).join()).toMatch(/only the host can reset/);
    table.forgeUiClick("Red", "arcsResetConfirm"); // hidden and not armed yet: a forged call does nothing
    expect(table.save().LuaScriptState).toBe(saved);
    table.clickUi("Red", "arcsResetGame");
    expect(table.ui().getAttribute("arcsResetConfirm", "active")).toBe("true");
    table.clickUi("Red", "arcsResetCancel");
    expect(table.save().LuaScriptState).toBe(saved);
    table.clickUi("Red", "arcsResetGame");
    table.clickUi("Red", "arcsResetConfirm");
    expect(table.ui().getAttribute("arcsRestoreProblem", "active")).toBe("false");
    expect((parseTtsJson(table.save().LuaScriptState!) as any).state.game).toBeUndefined();
    table.clickUi("Red", "arcsSetupStart");
    table.settle();
    expect(coreState(table)!.seats).toHaveLength(3);
  });
});

describe("a damaged game state whose log replays cleanly", () => {
  test("is rebuilt from the log (the log is the game); everyone is told it was rebuilt", () => {
    const { raw, envelope } = midGameSave();
    const intact = envelope.state.game;
    const damaged = JSON.parse(raw);
    delete damaged.state.game.markers;
    const table = loadTable(SEATS, { state: JSON.stringify(damaged) });
    table.settle();
    expect(coreState(table)).toEqual(intact);
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n")).toMatch(/was damaged and rebuilt from the log/);
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n")).not.toMatch(/markers: expected/);
    expect(hostText(table)).toMatch(/markers: expected a list \(got nothing\)/);
    expect(table.ui().getAttribute("arcsRestoreProblem", "active")).toBe("false");
  });
});
