/**
 * A table that never blocks a game (issue 28, item 4; docs/playing.md "Rules: enforced, advisory,
 * stopped" and "When a script fails"), through the BUILT save in the TTS fake: the rules enforced
 * (a refused play goes back), advisory (it stays, `!arcs override` logs the players' override and a
 * replay of the log gives the table's state), stopped (no script runs, the log is kept, a load keeps
 * it stopped), each kept in the save and shown in the turn bar; and a handler error injected into
 * Global is caught, the host told once with a report to copy, and the game goes on.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { apply, initialState } from "../../src/core/rules";
import { replay } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import { courtDeck } from "../../src/core/data/court";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { normalise } from "../../tools/lib/luaVm";
import { replayFile } from "../../tools/replay";
import { parseTtsJson } from "../../tools/lib/ttsJson";
import { coreState, luaEval, stagedTable as stageLog, tableLog } from "../support/scenario";

const HANDS: Record<string, string[]> = {
  Red: ["aggression-5", "construction-6", "mobilization-2", "administration-3", "aggression-7", "construction-1"],
  Blue: ["aggression-3", "aggression-6", "mobilization-4", "administration-2", "construction-2", "mobilization-7"],
  Yellow: ["aggression-2", "administration-4", "construction-3", "mobilization-3", "administration-6", "construction-4"],
  White: ["aggression-4", "administration-5", "construction-5", "mobilization-5", "mobilization-6", "administration-7"],
};
const REST = ["aggression-1", "administration-1", "mobilization-1", "construction-7"];
const SEATS = ["Red", "Blue", "Yellow", "White"] as const;

function staged(): TtsTable {
  const deck = [...HANDS.Red, ...HANDS.Blue, ...HANDS.Yellow, ...HANDS.White, ...REST];
  const setup: Command = { type: "setup", seats: [...SEATS], setupCard: "4SETUP01", actionDeck: deck, courtDeck: courtDeck() };
  const after = apply(initialState(), setup);
  if (!after.ok) throw new Error(after.reason);
  const table = stageLog({ version: 1, commands: [setup, { type: "shuffleDiscard", order: after.value.discard.slice() }] }, [...SEATS]);
  table.settle();
  table.messages.length = 0;
  return table;
}

const card = (table: TtsTable, id: string): FakeObject => table.find((o) => o.data.GMNotes === id && o.tags.includes("action-card"))[0];
const zone = (table: TtsTable, tag: string, gm?: string): FakeObject => table.find((o) => o.tags.includes(tag) && (gm === undefined || o.data.GMNotes === gm))[0];
const toldTo = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text);
const publicTexts = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text);
const inHand = (table: TtsTable, colour: string, id: string) => table.world.handObjects(colour).some((o) => o.data.GMNotes === id);

function play(table: TtsTable, colour: string, id: string, slot: FakeObject): FakeObject {
  const c = card(table, id);
  c.rotation = { x: 0, y: 180, z: 0 };
  table.drop(colour, c, { ...slot.position, y: slot.position.y + 0.5 });
  table.settle();
  return c;
}

/** Red leads Construction 6; Blue tries to Surpass with Construction 2 (p.10: refused). */
function refusedSurpass(table: TtsTable): FakeObject {
  play(table, "Red", "construction-6", zone(table, "lead-slot"));
  table.clickUi("Red", "endTurnButton");
  table.messages.length = 0;
  return play(table, "Blue", "construction-2", zone(table, "follow-slot", "Blue"));
}

function reload(table: TtsTable): TtsTable {
  const again = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
  again.settle();
  return again;
}

describe("enforced rules (the default)", () => {
  test("p.10: a refused Surpass goes back to its owner's hand, the turn bar says Rules: enforced", () => {
    const table = staged();
    expect(table.ui().getAttribute("rulesModeText", "text")).toBe("Rules: enforced");
    refusedSurpass(table);
    expect(inHand(table, "Blue", "construction-2")).toBe(true);
    expect(toldTo(table, "Blue").join("\n")).toMatch(/a 2 does not surpass the lead's 6/);
    expect(toldTo(table, "Blue").join("\n")).not.toMatch(/!arcs override/);
  });

  test("only the host switches; !arcs rules tells anyone the mode", () => {
    const table = staged();
    expect(table.chat("Blue", "!arcs rules advisory")).toBe(false);
    expect(toldTo(table, "Blue")).toEqual(["only the host changes how the table holds the rules"]);
    table.chat("Blue", "!arcs rules");
    expect(toldTo(table, "Blue")[1]).toMatch(/^Rules are enforced: a move the rules refuse is undone/);
  });
});

describe("advisory rules", () => {
  const table = staged();
  table.chat("Red", "!arcs rules advisory");
  const before = coreState(table)!;
  const blue = refusedSurpass(table);

  test("the switch is announced and shown in the turn bar", () => {
    expect(table.ui().getAttribute("rulesModeText", "text")).toBe("Rules: advisory");
  });

  test("p.10: the refused Surpass is told to Blue alone and stays on Blue's follow slot", () => {
    expect(inHand(table, "Blue", "construction-2")).toBe(false);
    expect(table.world.zonesContaining(blue)).toContain(zone(table, "follow-slot", "Blue"));
    const told = toldTo(table, "Blue").join("\n");
    expect(told).toMatch(/a 2 does not surpass the lead's 6/);
    expect(told).toMatch(/Type !arcs override/);
    expect(publicTexts(table).join("\n")).not.toMatch(/Construction 2/);
  });

  test("!arcs override by anyone else finds nothing; by Blue it is logged, publicly without the card", () => {
    table.chat("Yellow", "!arcs override");
    expect(toldTo(table, "Yellow")).toContain("you have no refused move to go on with");
    const logged = tableLog(table).commands.length;
    table.messages.length = 0;
    expect(table.chat("Blue", "!arcs override")).toBe(false);
    const log = tableLog(table).commands;
    expect(log).toHaveLength(logged + 1);
    const o = log[log.length - 1] as Extract<Command, { type: "override" }>;
    expect(o).toMatchObject({ type: "override", player: "Blue", command: { type: "follow", player: "Blue", card: "construction-2", mode: "surpass" } });
    expect(o.reason).toMatch(/a 2 does not surpass the lead's 6/);
    expect(publicTexts(table)).toEqual([
      "Blue goes on with a move the rules refused (follow; advisory rules: the players' override is logged, and the game follows it)",
      "Blue Surpasses with Construction 2: 4 Construction actions (build or repair)",
    ]);
    // The state follows the table: the 2 is Blue's Surpass, out of Blue's hand (docs/playing.md).
    const now = coreState(table)!;
    expect(before.players.find((p) => p.colour === "Blue")!.hand).toContain("construction-2");
    expect(now.players.find((p) => p.colour === "Blue")!.hand).not.toContain("construction-2");
    expect(now.round!.plays[1]).toMatchObject({ player: "Blue", card: "construction-2", mode: "surpass", faceUp: true });
    expect(table.world.zonesContaining(blue)).toContain(zone(table, "follow-slot", "Blue"));
  });

  test("the turn goes on from it: Blue ends the turn, Yellow follows the lead, and the card stays where it was played", () => {
    table.clickUi("Blue", "endTurnButton");
    expect(coreState(table)!.round!.order[coreState(table)!.round!.turn]).toBe("Yellow");
    play(table, "Yellow", "construction-4", zone(table, "follow-slot", "Yellow"));
    expect(toldTo(table, "Yellow").join("\n")).toMatch(/a 4 does not surpass the lead's 6/);
    const yellowCard = card(table, "construction-4");
    yellowCard.rotation = { x: 0, y: 180, z: 180 };
    table.drop("Yellow", yellowCard, { ...zone(table, "follow-slot", "Yellow").position, y: zone(table, "follow-slot", "Yellow").position.y + 0.5 });
    table.settle();
    const s = coreState(table)!;
    expect(s.round!.plays.map((p) => [p.player, p.mode])).toEqual([["Red", "lead"], ["Blue", "surpass"], ["Yellow", "copy"]]);
  });

  test("a second !arcs override has nothing left to log", () => {
    table.chat("Blue", "!arcs override");
    expect(toldTo(table, "Blue")).toContain("you have no refused move to go on with");
  });

  test("the log with its override replays exactly: in the core and through npm run replay's file reader", () => {
    const log = tableLog(table);
    const r = replay(log);
    expect(r.refused).toEqual([]);
    expect(normalise(r.state)).toEqual(normalise(coreState(table)));
    // The log as TTS's encoder writes it (the strict fake), read back by the replay tool.
    const text = JSON.stringify((parseTtsJson(table.save().LuaScriptState!) as { state: { log: unknown } }).state.log);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "arcs-rules-")), "game.json");
    fs.writeFileSync(file, text);
    const out = replayFile(file).output!;
    expect(out.refused).toEqual([]);
    expect(out.applied).toBe(log.commands.length);
    expect(normalise(out.state)).toEqual(normalise(coreState(table)));
  });

  test("kept in the save: after a reload the bar still says advisory and a refusal still stays", () => {
    const again = reload(table);
    expect(again.ui().getAttribute("rulesModeText", "text")).toBe("Rules: advisory");
    again.chat("Red", "!arcs rules");
    expect(toldTo(again, "Red").pop()).toMatch(/^Rules are advisory/);
    again.chat("Red", "!arcs rules enforced");
    expect(again.ui().getAttribute("rulesModeText", "text")).toBe("Rules: enforced");
    expect(publicTexts(again)).toContain("Arcs: rules are now enforced: a move the rules refuse is undone.");
  });
});

describe("advisory rules: a card played out of turn", () => {
  test("p.10: Yellow plays before Blue; overridden, Yellow takes the turn now and Blue plays after", () => {
    const table = staged();
    table.chat("Red", "!arcs rules advisory");
    play(table, "Red", "construction-6", zone(table, "lead-slot"));
    table.clickUi("Red", "endTurnButton");
    const early = card(table, "construction-3");
    early.rotation = { x: 0, y: 180, z: 180 };
    table.drop("Yellow", early, { ...zone(table, "follow-slot", "Yellow").position, y: zone(table, "follow-slot", "Yellow").position.y + 0.5 });
    table.settle();
    expect(toldTo(table, "Yellow").join("\n")).toMatch(/it is Blue's turn, not Yellow's/);
    table.chat("Yellow", "!arcs override");
    let s = coreState(table)!;
    expect(s.round!.order).toEqual(["Red", "Yellow", "Blue", "White"]);
    expect(s.round!.plays[1]).toMatchObject({ player: "Yellow", mode: "copy", faceUp: false });
    // The Copy is face down: nobody else is told the card.
    expect(publicTexts(table).join("\n")).not.toMatch(/Construction 3/);
    table.clickUi("Yellow", "endTurnButton");
    play(table, "Blue", "aggression-6", zone(table, "follow-slot", "Blue"));
    s = coreState(table)!;
    expect(s.round!.plays.map((p) => p.player)).toEqual(["Red", "Yellow", "Blue"]);
    expect(replay(tableLog(table)).refused).toEqual([]);
    expect(normalise(replay(tableLog(table)).state)).toEqual(normalise(coreState(table)));
  });

  test("enforced rules: !arcs override is refused and the log gains nothing", () => {
    const table = staged();
    refusedSurpass(table);
    const logged = tableLog(table).commands.length;
    table.chat("Blue", "!arcs override");
    expect(toldTo(table, "Blue")).toContain("overrides are for advisory rules only (the host: !arcs rules advisory)");
    expect(tableLog(table).commands).toHaveLength(logged);
  });
});

describe("stopped scripts", () => {
  const table = staged();
  play(table, "Red", "construction-6", zone(table, "lead-slot"));
  const logged = tableLog(table).commands.length;
  table.chat("Red", "!arcs rules stopped");
  const askedFirst = toldTo(table, "Red").pop();
  table.chat("Red", "!arcs rules stopped confirm");

  test("the host confirms first; then it is announced and the UI is one line", () => {
    expect(askedFirst).toMatch(/Stopping lasts all game: !arcs rules stopped confirm/);
    expect(publicTexts(table)).toContain("Arcs: the host stopped the scripts: a plain table now; the log is kept.");
    table.settle();
    expect(table.ui().element("arcsStopped")).toBeDefined();
    expect(table.ui().element("turnBar")).toBeUndefined();
    expect(table.find((o) => o.buttons.length > 0)).toEqual([]);
  });

  test("no script acts any more: a card dropped on a slot is neither read nor sent back", () => {
    table.messages.length = 0;
    const c = play(table, "Blue", "construction-2", zone(table, "follow-slot", "Blue"));
    expect(table.world.zonesContaining(c)).toContain(zone(table, "follow-slot", "Blue"));
    expect(table.messages).toEqual([]);
    expect(tableLog(table).commands).toHaveLength(logged);
  });

  test("the log up to then is kept and exported; a load keeps the table stopped; the host cannot switch back", () => {
    table.chat("Red", "!arcs log");
    expect(table.notebookTabs.some((t) => t.title.startsWith("Arcs log"))).toBe(true);
    const again = reload(table);
    expect(tableLog(again).commands).toHaveLength(logged);
    expect(again.ui().element("arcsStopped")).toBeDefined();
    again.chat("Red", "!arcs rules enforced");
    expect(toldTo(again, "Red").pop()).toBe("the scripts are stopped for this game; a reset starts them again");
    again.messages.length = 0;
    play(again, "Blue", "construction-2", zone(again, "follow-slot", "Blue"));
    expect(again.messages).toEqual([]);
  });
});

describe("a script error in a handler", () => {
  const table = staged();
  const tabs = () => table.notebookTabs.filter((t) => t.title === "Arcs script error");
  // Inject: every public announcement raises (a listener of the lead fails half-way).
  luaEval(table, `__realBroadcast = broadcastToAll; broadcastToAll = function() error("injected failure") end`);
  play(table, "Red", "construction-6", zone(table, "lead-slot"));

  test("is caught: no error reaches TTS, the host alone is told once, with a report tab only the host reads", () => {
    expect(table.scriptErrors).toEqual([]);
    const told = toldTo(table, "Red").filter((t) => t.startsWith("Arcs: a script error was caught"));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/injected failure/);
    expect(tabs()).toHaveLength(1);
    expect(tabs()[0].color).toBe("Red");
    const body = tabs()[0].body;
    expect(body).toMatch(/^Arcs script error report/);
    expect(body).toMatch(/in onObjectDrop: .*injected failure/);
    expect(body).toMatch(/command: lead by Red/);
    expect(body).toMatch(/state: 4 players, phase play, chapter 1, Red to act; log 3 command\(s\), loads 1, rules enforced/);
    // Nothing hidden: the card led is not in the report.
    expect(body).not.toMatch(/construction-6|Construction 6/);
  });

  test("a second error is added to the tab, not told again; once the fault is gone, play goes on", () => {
    table.clickUi("Red", "endTurnButton");
    expect(toldTo(table, "Red").filter((t) => t.startsWith("Arcs: a script error was caught"))).toHaveLength(1);
    expect(tabs()[0].body).toMatch(/2 error\(s\) caught/);
    luaEval(table, `broadcastToAll = __realBroadcast`);
    const s = coreState(table) as GameState;
    expect(s.round!.plays.map((p) => p.card)).toEqual(["construction-6"]);
    play(table, "Blue", "construction-2", zone(table, "follow-slot", "Blue"));
    table.chat("Blue", "nothing");
    expect(table.scriptErrors).toEqual([]);
  });
});
